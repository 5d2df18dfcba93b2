"""Net sheets: foldable nets on paper, one per grid slot or nested two to a slot, each captioned.

A slot holds one net, upright or turned a quarter, with its caption below; or two nets of the
same outline nested into each other (the second turned half round so that an arm of each slips
beside the other's), captioned in corners they leave free. Turning a whole net on the paper
changes nothing once it is folded. The plan needing fewest sheets wins; ties keep the plainer one
(single nets upright, then turned, then nested; portrait paper before landscape).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial

from printkit.core.errors import DoesNotFit
from printkit.core.limits import excerpt
from printkit.draw.fontmetrics import text_width
from printkit.draw.impose.cards import SheetSpec, best_orientation, check_pages, paper_name
from printkit.draw.impose.folded import set_beside
from printkit.draw.impose.marks import place_furniture
from printkit.draw.impose.nets import Box, NetDrawing, Picture
from printkit.draw.impose.tokens import FURNITURE_BAND
from printkit.draw.scene import Group, Matrix, Page, Shape, Text, compose, translate
from printkit.layout.words import fill

GAP = 5.0  # mm between nets: room for scissors
FOLDED_GAP = 12.0  # mm from the nets to their folded pictures: past the ruler and footer lanes beside them
CAPTION_PT = 7.0
CAPTION_H = 4.6  # mm under a single net for its caption (clear of the 0.8 mm its art runs past the cut)
CAPTION_BOX = (2.0, 0.6)  # mm of a caption line above and below its baseline
CAPTION_CLEAR = 1.5  # mm from a nested caption to any net (face art runs 0.8 mm past a cut)
STEP = 0.5  # mm: the steps the nesting offset is searched in
# Quarter turns clockwise on the page, exactly.
TURN = {
    0: (1.0, 0.0, 0.0, 1.0, 0.0, 0.0),
    1: (0.0, 1.0, -1.0, 0.0, 0.0, 0.0),
    2: (-1.0, 0.0, 0.0, -1.0, 0.0, 0.0),
    3: (0.0, -1.0, 1.0, 0.0, 0.0, 0.0),
}


@dataclass(frozen=True)
class Slot:
    """One grid slot: each net's top-left and quarter turns, each caption's centre and baseline, the size."""

    nets: tuple[tuple[float, float, int], ...]
    captions: tuple[tuple[float, float], ...]
    width: float
    height: float


@dataclass(frozen=True)
class NetPlan:
    """How nets go on a sheet: page size, a grid of slots and what each slot holds."""

    page_w: float
    page_h: float
    cols: int
    rows: int
    slot: Slot

    @property
    def per_sheet(self) -> int:
        return self.cols * self.rows * len(self.slot.nets)


def _footprint(w: float, h: float, turn: int) -> tuple[float, float]:
    return (h, w) if turn % 2 else (w, h)


def _turned(box: Box, w: float, h: float, turn: int) -> Box:
    """Return a box inside a w x h net after the net turns clockwise by turn quarters about its own box."""
    x0, y0, x1, y1 = box
    return (
        (x0, y0, x1, y1),
        (h - y1, x0, h - y0, x1),
        (w - x1, h - y1, w - x0, h - y0),
        (y0, w - x1, y1, w - x0),
    )[turn]


def _single(w: float, h: float, turn: int, caption_w: float) -> Slot:
    fw, fh = _footprint(w, h, turn)
    width = max(fw, caption_w)
    return Slot((((width - fw) / 2, 0.0, turn),), ((width / 2, fh + 3.1),), width, fh + CAPTION_H)


def _apart(a: Box, b: Box, gap: float) -> bool:
    return max(b[0] - a[2], a[0] - b[2], b[1] - a[3], a[1] - b[3]) >= gap - 1e-9


def _caption_spot(
    mine: Sequence[Box], others: Sequence[Box], area: Box, width: float
) -> tuple[float, float] | None:
    """Return the centre and baseline of a caption clear of every net, nearest its own net's middle."""
    up, down = CAPTION_BOX
    cx = (min(b[0] for b in mine) + max(b[2] for b in mine)) / 2
    cy = (min(b[1] for b in mine) + max(b[3] for b in mine)) / 2
    # The nearest free spot touches a part (or the slot's edge), or lines up with the middle.
    xs = {area[0], area[2] - width, cx - width / 2}
    ys = {area[1], area[3] - up - down, cy - (up + down) / 2}
    for b in (*mine, *others):
        xs |= {b[2] + CAPTION_CLEAR, b[0] - CAPTION_CLEAR - width}
        ys |= {b[3] + CAPTION_CLEAR, b[1] - CAPTION_CLEAR - up - down}
    best = None
    for x in sorted(xs):
        for y in sorted(ys):
            box = (x, y, x + width, y + up + down)
            if (
                box[0] < area[0] - 1e-9
                or box[2] > area[2] + 1e-9
                or box[1] < area[1] - 1e-9
                or box[3] > area[3] + 1e-9
                or not all(_apart(box, b, CAPTION_CLEAR) for b in (*mine, *others))
            ):
                continue
            d = math.hypot(x + width / 2 - cx, y + (up + down) / 2 - cy)
            if best is None or d < best[0] - 1e-9:
                best = (d, x + width / 2, y + up)
    return None if best is None else best[1:]


def _nested(net: NetDrawing, turn: int, caption_w: float) -> Slot | None:
    """Return a slot with two copies of net, turned by turn and by turn + 2 quarters, nested; None if they do not."""
    w, h = _footprint(net.width, net.height, turn)
    mine = [_turned(b, net.width, net.height, turn) for b in net.parts]
    turned = [_turned(b, net.width, net.height, turn + 2) for b in net.parts]
    # The pairs that could push the second net down, the one needing most first: a dx's drop is the need
    # of the first pair that overlaps across (the largest), without testing every pair at every dx.
    pairs = sorted(
        ((a[3] + GAP - b[1], a, b) for a in mine for b in turned if a[3] + GAP - b[1] > 0.0),
        key=lambda pair: pair[0],
        reverse=True,
    )
    best = None
    for i in range(1 - int(w / STEP), int(w / STEP)):
        dx = i * STEP
        # Parts that overlap across must stack down: the second net goes as low as the worst pair needs.
        dy = next((need for need, a, b in pairs if max(b[0] + dx - a[2], a[0] - b[2] - dx) < GAP - 1e-9), 0.0)
        if dy < h and (best is None or (w + abs(dx)) * (h + dy) < best[0] - 1e-9):
            best = ((w + abs(dx)) * (h + dy), dx, dy)
    if best is None:
        return None
    _, dx, dy = best
    ax, bx = max(0.0, -dx), max(0.0, dx)
    a = [(x0 + ax, y0, x1 + ax, y1) for x0, y0, x1, y1 in mine]
    b = [(x0 + bx, y0 + dy, x1 + bx, y1 + dy) for x0, y0, x1, y1 in turned]
    area = (0.0, 0.0, w + abs(dx), h + dy)
    first, second = _caption_spot(a, b, area, caption_w), _caption_spot(b, a, area, caption_w)
    if first is None or second is None:
        return None
    return Slot(((ax, 0.0, turn), (bx, dy, turn + 2)), (first, second), area[2], area[3])


def plan_nets(spec: SheetSpec, nets: Sequence[NetDrawing], captions: Sequence[str]) -> NetPlan | None:
    """Return the page orientation and slot grid that need fewest sheets (None: not even one net fits)."""
    band = max(spec.margin, FURNITURE_BAND)  # the ruler and footer lanes, as on token sheets
    w, h = max(n.width for n in nets), max(n.height for n in nets)
    caption_w = max(text_width(c, spec.font, CAPTION_PT) for c in captions)
    slots = [_single(w, h, 0, caption_w), _single(w, h, 1, caption_w)]
    if (
        len(nets) > 1
        and nets[0].parts
        and all((n.width, n.height, n.parts) == (w, h, nets[0].parts) for n in nets)
    ):
        slots += [s for s in (_nested(nets[0], turn, caption_w) for turn in (0, 1)) if s]

    def grid(slot: Slot, page_w: float, page_h: float) -> NetPlan | None:
        cols = int((page_w - 2 * spec.margin + GAP + 1e-9) // (slot.width + GAP))
        rows = int((page_h - 2 * band + GAP + 1e-9) // (slot.height + GAP))
        return NetPlan(page_w, page_h, cols, rows, slot) if cols >= 1 and rows >= 1 else None

    def score(plan: NetPlan) -> int:
        return -_sheets(nets, plan)  # the fewer sheets the better

    plans = [best_orientation(spec, partial(grid, slot), score) for slot in slots]
    return max((p for p in plans if p is not None), key=score, default=None)


def _sheets(nets: Sequence[NetDrawing], plan: NetPlan) -> int:
    return math.ceil(len(nets) / plan.per_sheet)


def _placed(net: NetDrawing, x: float, y: float, turn: int) -> Matrix:
    # Turned about the net's top-left, then moved so that its turned box starts at (x, y).
    a, b, c, d, _, _ = TURN[turn]
    corners = [(a * px + c * py, b * px + d * py) for px in (0.0, net.width) for py in (0.0, net.height)]
    return compose(translate(x - min(p[0] for p in corners), y - min(p[1] for p in corners)), TURN[turn])


def impose_nets(
    spec: SheetSpec,
    nets: Sequence[NetDrawing],
    captions: Sequence[str],
    label: str,
    where: str = "",
    captions_where: str | Sequence[str] = "",
) -> list[Page]:
    """Return sheets with the nets in a grid inside the printer margins, each with its caption.

    When more than one sheet is needed the nets are shared out evenly, so no sheet carries a lone net.
    where names the layout value that sizes the nets, captions_where the one the captions come from
    (or one for each caption).
    """
    captions = [spec.say(c) for c in captions]
    plan = plan_nets(spec, nets, captions)
    if plan is None:
        if plan_nets(spec, nets, [""] * len(captions)) is not None:
            longest = max(range(len(captions)), key=lambda i: len(captions[i]))
            keys = [captions_where] * len(captions) if isinstance(captions_where, str) else captions_where
            raise DoesNotFit(
                f"the caption {excerpt(captions[longest])} is too long to print beside its net on "
                f"{paper_name(spec.paper)} paper",
                key_path=keys[longest] or where,
            )
        raise DoesNotFit(
            f"a {nets[0].width:g} x {nets[0].height:g} mm net does not fit on {paper_name(spec.paper)} paper",
            key_path=where,
        )
    slot, cols = plan.slot, plan.cols
    w, h = slot.width + GAP, slot.height + GAP
    big_w, big_h = max(n.width for n in nets), max(n.height for n in nets)
    sheets = _sheets(nets, plan)
    check_pages(sheets, label, where)
    per = math.ceil(len(nets) / sheets)
    pages = []
    for s in range(sheets):
        chunk = list(range(s * per, min(len(nets), (s + 1) * per)))
        groups = [chunk[i : i + len(slot.nets)] for i in range(0, len(chunk), len(slot.nets))]
        used_cols, used_rows = min(cols, len(groups)), math.ceil(len(groups) / cols)
        x0 = (plan.page_w - used_cols * w + GAP) / 2
        y0 = (plan.page_h - used_rows * h + GAP) / 2
        items: list[Shape] = []
        for g, group in enumerate(groups):
            in_row = min(cols, len(groups) - g // cols * cols)  # a short last row is centred too
            sx = x0 + (used_cols - in_row) * w / 2 + (g % cols) * w
            sy = y0 + (g // cols) * h
            for k, (nx, ny, turn), (cx, base) in zip(group, slot.nets, slot.captions):
                net = nets[k]
                # A smaller net sits centred across where the biggest would go.
                shift = (_footprint(big_w, big_h, turn)[0] - _footprint(net.width, net.height, turn)[0]) / 2
                items.append(
                    Group(net.items, _placed(net, sx + nx + shift, sy + ny, turn), id=f"net-{k + 1}")
                )
                items.append(
                    Text(sx + cx, sy + base, captions[k], CAPTION_PT, spec.font, "#444444", "middle")
                )
        box = (x0, y0, x0 + used_cols * w - GAP, y0 + used_rows * h - GAP)
        items.extend(_folded_beside(spec, plan, box, [nets[k] for k in chunk]))
        words = spec.words
        note = fill(words.nets, title=spec.title, label=spec.say(label), sheet=s + 1, sheets=sheets)
        note += " \u2014 " + fill(words.at_100, paper=spec.paper_label)
        items.extend(
            place_furniture(
                plan.page_w, plan.page_h, box, [], [], note, spec.font, ruler_label=spec.words.ruler
            )
        )
        pages.append(Page(plan.page_w, plan.page_h, tuple(items), label=f"{label} {s + 1}"))
    return pages


def _folded_beside(spec: SheetSpec, plan: NetPlan, box: Box, nets: Sequence[NetDrawing]) -> list[Shape]:
    """Return the sheet's nets pictured folded (each picture once) beside the nets: right of them, else left,
    below or above, past the lanes the ruler and footer take."""
    pictures: list[Picture] = []
    for net in nets:
        if net.folded is not None and net.folded not in pictures:  # two nets alike: one picture
            pictures.append(net.folded)
    if not pictures:
        return []
    edge = spec.margin + 2.0  # the printer's margin and the dead zone's room for a stroke
    x0, y0, x1, y1 = box
    strips = [
        (x1 + FOLDED_GAP, y0, plan.page_w - edge, y1),
        (edge, y0, x0 - FOLDED_GAP, y1),
        (x0, y1 + FOLDED_GAP, x1, plan.page_h - edge),
        (x0, edge, x1, y0 - FOLDED_GAP),
    ]
    return set_beside(pictures, strips)
