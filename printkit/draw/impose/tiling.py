"""Boards on paper: one sheet when the board fits, else tiles that overlap and glue together.

A tiled board is cut into a cols x rows grid of equal windows. Neighbouring windows share an
OVERLAP strip: each piece's right and bottom edges are trimmed ('trim here') and laid over the
'glue here' strip along the left and top edges of the next piece, so the seam lines up to the
art itself. Half registration targets sit in the margins on every seam line: a trimmed edge cuts
its target in half and, laid on its neighbour, completes the neighbour's target.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from dataclasses import dataclass

from printkit.core.errors import UsageError
from printkit.draw.check import WINDOW
from printkit.draw.fontmetrics import text_width
from printkit.draw.impose.cards import SheetSpec, best_orientation, check_pages, paper_name
from printkit.draw.impose.marks import FURNITURE_INK, crop_marks, place_furniture, ruler
from printkit.draw.impose.nets import on_white
from printkit.draw.scene import (
    Circle,
    Ellipse,
    Group,
    Line,
    Page,
    Polygon,
    Rect,
    Shape,
    Style,
    Text,
    apply,
    compose,
    rotate,
    translate,
)
from printkit.layout.common import PAPER_MM
from printkit.layout.units import MM_PER_PT
from printkit.layout.words import fill

OVERLAP = 10.0  # mm of art printed on both neighbouring pieces: the glue strip
SIDE_BAND = 10.0  # mm from the paper's left/right edge to the art window (labels, targets)
END_BAND = 11.0  # mm from the paper's top/bottom edge to the art window (page map, ruler, footer)
TARGET_R = 1.5  # registration target radius
TARGET_ARM = 0.6  # how far its cross reaches past the circle
TARGET_OUT = 3.0  # how far outside the window a target's centre sits: clear of the 5 mm dead zone
# at the narrowest side band a board leaves (10.5 mm: a 368 mm board on A4)
LABEL_PT = 6.0
TRIM_LINE = Style(stroke="#444444", width=0.2)
GLUE_LINE = Style(stroke="#444444", width=0.25, dash=(1.5, 1.0))
TARGET = Style(stroke="#000000", width=0.15)
MAP_ON = Style(fill="#555555", stroke="#555555", width=0.15)
MAP_OFF = Style(fill="#ffffff", stroke="#555555", width=0.15)
LABEL_BACK = Style(fill="#ffffff", stroke="#555555", width=0.15)


@dataclass(frozen=True)
class Tiling:
    """How a board is cut: page size, grid of pieces, the equal window size and its page position."""

    page_w: float
    page_h: float
    cols: int
    rows: int
    window_w: float
    window_h: float

    @property
    def window_x(self) -> float:
        return (self.page_w - self.window_w) / 2

    @property
    def window_y(self) -> float:
        return (self.page_h - self.window_h) / 2

    def board_origin(self, col: int, row: int) -> tuple[float, float]:
        """Return the board coordinates of piece (col, row)'s top-left window corner (0-based)."""
        return col * (self.window_w - OVERLAP), row * (self.window_h - OVERLAP)


def _bands(spec: SheetSpec) -> tuple[float, float]:
    return max(spec.margin, SIDE_BAND), max(spec.margin, END_BAND)


def _pieces(length: float, room: float) -> int:
    if length <= room + 1e-9:
        return 1
    return math.ceil((length - OVERLAP) / (room - OVERLAP) - 1e-9)


def plan_tiling(spec: SheetSpec, width: float, height: float) -> Tiling:
    """Return the orientation and grid that print a width x height board on the fewest pages."""
    side, end = _bands(spec)

    def tiles(page_w: float, page_h: float) -> Tiling | None:
        room_w, room_h = page_w - 2 * side, page_h - 2 * end
        if room_w <= 2 * OVERLAP or room_h <= 2 * OVERLAP:
            return None
        cols, rows = _pieces(width, room_w), _pieces(height, room_h)
        tw = (width + (cols - 1) * OVERLAP) / cols
        th = (height + (rows - 1) * OVERLAP) / rows
        return Tiling(page_w, page_h, cols, rows, tw, th)

    best = best_orientation(spec, tiles, lambda t: -t.cols * t.rows)
    if best is None:
        raise UsageError(f"{paper_name(spec.paper)} paper is too small to tile a board on")
    return best


def tile_board(
    spec: SheetSpec, width: float, height: float, items: Sequence[Shape], label: str, where: str = ""
) -> list[Page]:
    """Return a width x height mm board on one sheet if it fits, else as tiles; --board-paper a3 or a2
    puts it on sheets of that size instead (tiled too when it is larger: a 360 mm board on 2 A3 sheets).

    where names the layout value that sizes the board. The board is checked whole first (its
    drawing inside its edge, no text over another), since a tile's window cuts texts on purpose.
    --single (without --board-paper) gives the board a page of its own size for a print shop.
    """
    from printkit.draw.check import check_board

    if spec.single and spec.board_paper is None:
        b = spec.bleed
        board = Group(tuple(items), translate(b, b), id="board")
        check_board((board,), width + 2 * b, height + 2 * b, where, label)  # art may run into the bleed
        return [
            Page(
                width + 2 * b,
                height + 2 * b,
                (board,),
                label=label,
                trim_box=(b, b, width, height),
                bleed_box=(0, 0, width + 2 * b, height + 2 * b),
            )
        ]
    check_board(items, width, height, where, label)
    if spec.board_paper == "custom":
        side, end = _bands(spec)
        return [_whole(spec, width + 2 * side, height + 2 * end, width, height, items, label)]
    if spec.board_paper in ("a3", "a2"):  # the big sheet is the paper: whole if it fits, else its tiles
        w, h = PAPER_MM[spec.board_paper]
        spec = dataclasses.replace(spec, paper=spec.board_paper, paper_w=w, paper_h=h)
    tiling = plan_tiling(spec, width, height)
    check_pages(tiling.cols * tiling.rows, label, where)
    if tiling.cols * tiling.rows == 1:
        return [_whole(spec, tiling.page_w, tiling.page_h, width, height, items, label)]
    return [_tile(spec, tiling, c, r, items, label) for r in range(tiling.rows) for c in range(tiling.cols)]


def _whole(
    spec: SheetSpec,
    page_w: float,
    page_h: float,
    width: float,
    height: float,
    items: Sequence[Shape],
    label: str,
) -> Page:
    x, y = (page_w - width) / 2, (page_h - height) / 2
    out: list[Shape] = [Group(tuple(items), translate(x, y), id="board")]
    box = (x, y, x + width, y + height)
    if spec.crop_marks:
        out.extend(crop_marks([x, x + width], [y, y + height], box, page_w, page_h))
    words = spec.words
    paper = spec.paper_label if spec.board_paper != "custom" else words.papers.get("custom", "custom size")
    note = fill(words.board_note, title=spec.title, label=spec.say(label)) + " \u2014 "
    note += fill(words.at_100, paper=paper)
    out.extend(
        place_furniture(
            page_w,
            page_h,
            box,
            [x, x + width],
            [y, y + height],
            note,
            spec.font,
            ruler_label=spec.words.ruler,
        )
    )
    return Page(page_w, page_h, tuple(out), label=label)


def _target(x: float, y: float) -> tuple[Shape, ...]:
    r = TARGET_R
    return (
        Circle(x, y, r, TARGET),
        Circle(x, y, r / 2, TARGET),
        Line(x - r - TARGET_ARM, y, x + r + TARGET_ARM, y, TARGET),
        Line(x, y - r - TARGET_ARM, x, y + r + TARGET_ARM, TARGET),
    )


def _text(
    x: float,
    y: float,
    text: str,
    font: str,
    turn: float = 0.0,
    size: float = LABEL_PT,
) -> Shape:
    line = Text(0, 0, text, size, font, FURNITURE_INK, "middle")
    return Group((line,), compose(translate(x, y), rotate(turn)))


def _glue_label(x: float, y: float, text: str, font: str, turn: float) -> Shape:
    # A white plate under the label: this strip is hidden once glued, so it may cover the art.
    w = text_width(text, font, LABEL_PT) + 3
    plate = Rect(-w / 2, -2.6, w, 3.6, LABEL_BACK, rx=0.8)
    return Group(
        (plate, Text(0, 0, text, LABEL_PT, font, FURNITURE_INK, "middle")),
        compose(translate(x, y), rotate(turn)),
    )


def _page_map(tiling: Tiling, col: int, row: int, right: float, top: float) -> list[Shape]:
    cell_h = min(3.2, 7.0 / tiling.rows)
    cell_w = cell_h * 1.3
    x0 = right - tiling.cols * cell_w
    out: list[Shape] = []
    for r in range(tiling.rows):
        for c in range(tiling.cols):
            style = MAP_ON if (c, r) == (col, row) else MAP_OFF
            out.append(Rect(x0 + c * cell_w, top + r * cell_h, cell_w, cell_h, style))
    return out


Box = tuple[float, float, float, float]


def _extent(item: Shape) -> Box | None:
    """Return a shape's bounding box (x0, y0, x1, y1) with room for its stroke, or None if unknown."""
    if isinstance(item, Polygon):
        xs, ys = [p[0] for p in item.points], [p[1] for p in item.points]
        pad = item.style.width
        return min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad
    if isinstance(item, Rect):
        pad = item.style.width
        return item.x - pad, item.y - pad, item.x + item.w + pad, item.y + item.h + pad
    if isinstance(item, (Circle, Ellipse)):
        rx, ry = (item.r, item.r) if isinstance(item, Circle) else (item.rx, item.ry)
        pad = item.style.width
        return item.cx - rx - pad, item.cy - ry - pad, item.cx + rx + pad, item.cy + ry + pad
    if isinstance(item, Line):
        pad = item.style.width
        return (
            min(item.x1, item.x2) - pad,
            min(item.y1, item.y2) - pad,
            max(item.x1, item.x2) + pad,
            max(item.y1, item.y2) + pad,
        )
    if isinstance(item, Text):
        w, h = text_width(item.text, item.font, item.size), item.size * MM_PER_PT
        x0 = item.x - (w / 2 if item.anchor == "middle" else w if item.anchor == "end" else 0)
        return x0, item.y - h, x0 + w, item.y + h / 3
    if isinstance(item, Group):
        boxes = [b for child in item.items if (b := _extent(child)) is not None]
        if not boxes or len(boxes) < len(item.items):
            return None
        x0, y0 = min(b[0] for b in boxes), min(b[1] for b in boxes)
        x1, y1 = max(b[2] for b in boxes), max(b[3] for b in boxes)
        corners = [apply(item.transform, x, y) for x in (x0, x1) for y in (y0, y1)]
        return (
            min(c[0] for c in corners),
            min(c[1] for c in corners),
            max(c[0] for c in corners),
            max(c[1] for c in corners),
        )
    return None  # symbol uses and paths: kept on every piece


def _visible(items: Sequence[Shape], window: Box) -> tuple[Shape, ...]:
    """Return the items that may show in the window (a piece need not carry the whole board)."""
    x0, y0, x1, y1 = window
    out = []
    for item in items:
        box = _extent(item)
        if box is None or (box[0] < x1 and box[2] > x0 and box[1] < y1 and box[3] > y0):
            out.append(item)
    return tuple(out)


def _tile(spec: SheetSpec, t: Tiling, col: int, row: int, items: Sequence[Shape], label: str) -> Page:
    bx, by = t.board_origin(col, row)
    wx, wy, tw, th = t.window_x, t.window_y, t.window_w, t.window_h
    x1, y1 = wx + tw, wy + th
    font = spec.font
    words = spec.words
    shown = _visible(items, (bx, by, bx + tw, by + th))
    board = Group(
        (Group(shown, clip=(bx, by, tw, th), id=WINDOW),),
        translate(wx - bx, wy - by),
        id=f"piece-r{row + 1}c{col + 1}",
    )
    out: list[Shape] = [board]
    has_left, has_top = col > 0, row > 0
    has_right, has_below = col < t.cols - 1, row < t.rows - 1
    # Glue strips (left, top): dashed line where the neighbour's trimmed edge goes, and a label.
    if has_left:
        out.append(on_white(Line(wx + OVERLAP, wy, wx + OVERLAP, y1, GLUE_LINE)))
        out.append(
            _glue_label(
                wx + OVERLAP / 2 + 1.2,
                wy + th / 2,
                words.glue_left,
                font,
                -90,
            )
        )
    if has_top:
        out.append(on_white(Line(wx, wy + OVERLAP, x1, wy + OVERLAP, GLUE_LINE)))
        out.append(_glue_label(wx + tw / 2, wy + OVERLAP / 2 + 1.2, words.glue_above, font, 0))
    # The trim line runs along the board's edge art: a white line under it lets it read on a dark edge.
    out.append(on_white(Rect(wx, wy, tw, th, TRIM_LINE, id="window")))
    if spec.crop_marks:
        out.extend(crop_marks([wx, x1], [wy, y1], (wx, wy, x1, y1), t.page_w, t.page_h))
    # Trim labels on the edges that go on top of a neighbour.
    for f in (0.25, 0.75):
        if has_right:
            out.append(_text(x1 + 2.8, wy + th * f, words.trim_here, font, 90))
        if has_below:
            out.append(_text(wx + tw * f, y1 + 2.8, words.trim_here, font))
    # Registration half-targets on every seam line, in the margins that are not trimmed first.
    for x in ([wx + OVERLAP] if has_left else []) + ([x1] if has_right else []):
        out.extend(_target(x, wy - TARGET_OUT))
        out.extend(_target(x, y1 + TARGET_OUT))
    for y in ([wy + OVERLAP] if has_top else []) + ([y1] if has_below else []):
        out.extend(_target(wx - TARGET_OUT, y))
        out.extend(_target(x1 + TARGET_OUT, y))
    # Top band: what this piece is and where it goes; bottom band: ruler and footer.
    number = row * t.cols + col + 1
    count = t.cols * t.rows
    head = fill(
        words.piece_head, label=spec.say(label), number=number, count=count, row=row + 1, column=col + 1
    )
    out.append(Text(wx + OVERLAP + 5, wy - 6.2, head, 7, "Vera-Bold", FURNITURE_INK, id="piece-label"))
    out.append(
        Text(
            wx + OVERLAP + 5,
            wy - 2.6,
            words.piece_how,
            LABEL_PT,
            font,
            FURNITURE_INK,
        )
    )
    out.extend(_page_map(t, col, row, x1 - OVERLAP - 5, wy - 9.2))
    out.append(Group(ruler(font, words.ruler), translate(wx + OVERLAP + 5, y1 + 4.2), id="ruler"))
    note = fill(words.piece_note, title=spec.title, label=spec.say(label), number=number, count=count)
    note += " \u2014 " + fill(words.at_100, paper=spec.paper_label)
    out.append(Text(wx + OVERLAP + 5 + 50 + 5, y1 + 8.0, note, 6, font, FURNITURE_INK, id="footer"))
    return Page(t.page_w, t.page_h, tuple(out), label=f"{label} r{row + 1}c{col + 1}")
