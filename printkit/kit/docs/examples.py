"""Worked examples on the rules sheets: small transcripts beside the words, replayed by the layout's
referee when the sheet is built, and drawn by the game's `printkit show` picture, framed on its pieces.

A words file lists them under `pictures:` (text.Example: the transcript, the verdict it must get)
and places one with a `picture: NAME` block and its `caption:`. A verdict other than the declared
one stops the build at that entry of the words file (file:line:column), so a picture never shows a
position the referee would judge otherwise than the words say.
"""

from __future__ import annotations

import dataclasses
import math
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from printkit.core.errors import LayoutError, UsageError
from printkit.draw import scene
from printkit.draw.fontmetrics import cap_height, descent, text_width
from printkit.draw.ink import LIGHT_INK_L, NORMAL, SHADE_L, Paints, tint
from printkit.draw.miniature import MIN_PT, holding  # MIN_PT: smaller words are left out
from printkit.draw.scene import (
    IDENTITY,
    Circle,
    Ellipse,
    Group,
    Line,
    Matrix,
    Polygon,
    Rect,
    Shape,
    Style,
    Text,
    Use,
    apply,
    compose,
    scale,
    translate,
)
from printkit.draw.textflow import Drawing, Look, text_lines
from printkit.kit.docs.looks import MUTED, fill_in, look
from printkit.layout.colours import lightness, with_lightness
from printkit.layout.folders import current
from printkit.layout.words import Example, Language, game_text, speaking, words_error

if TYPE_CHECKING:
    from printkit.games.definition import KitFacts

FLOOD = 8.0  # mm both ways, in the picture's own size: a fill this large is a flood (--ink low tints it)
PIECE = 100.0  # mm: a dark flood at most this long is a piece, and light shapes on it are its ink
GROUND_L = 85.0  # L*: a flood this light is a ground, printed paper white with --ink low
PAPER_L = 95.0  # L*: fills and texts this light are paper-like and stay as they are
BROKEN = "broken rule"  # the stands_for of the refused action's mark (printkit/draw/picture.py)
NEAR = 1e-6  # mm: a point this far outside a plate's box is not under it, whatever the rounding

Box = tuple[float, float, float, float]


def declared(example: Example) -> str:
    """Return the verdict an example declares, in the verdict line's words: 'legal', 'illegal at turn 5 [Play]'."""
    if example.verdict == "legal":
        return "legal"
    at = f"round {example.round}, " if example.round is not None else ""
    return f"illegal at {at}turn {example.turn} [{example.rule}]"


def is_as_declared(example: Example, verdict: Any) -> bool:
    """Return whether the referee's verdict is the one the example declares."""
    if example.verdict == "legal":
        return bool(verdict.verdict == "legal")
    return bool(
        verdict.verdict == "illegal"
        and verdict.turn == example.turn
        and verdict.rule == example.rule
        and (example.round is None or verdict.round == example.round)
    )


def example_of(layout: Any, name: str) -> tuple[Example, Path]:
    """Return a named example of the game's words and its transcript file (LayoutError, located, when missing)."""
    text = game_text(layout.game)
    if name not in text.pictures:
        raise words_error(
            layout.game,
            "pictures",
            f"a picture: block names {name!r}; expected one of pictures: ({', '.join(text.pictures) or 'none'})",
        )
    example = text.pictures[name]
    path = current().words_file(example.transcript)
    if not path.is_file():
        raise words_error(
            layout.game,
            f"pictures.{name}.transcript",
            f"expected a transcript in the words folder; {path} is not a file",
        )
    return example, path


# A build draws each example once per language and checks it once: the replay, and the picture
# drawn from it, are kept for the layout object and the transcript's bytes (a watcher's edit to
# either makes a new key). The layout is held beside its id so the id is never reused meanwhile.
_KEPT: dict[tuple[Any, ...], tuple[Any, Any]] = {}
_KEEP = 64


def _kept(key: tuple[Any, ...], layout: Any, make: Callable[[], Any]) -> Any:
    if key not in _KEPT:
        if len(_KEPT) >= _KEEP:
            _KEPT.clear()
        _KEPT[key] = (layout, make())
    return _KEPT[key][1]


def _referee(layout: Any) -> Any:
    from printkit.games.lookup import referee_of

    return _kept(("referee", id(layout)), layout, lambda: referee_of(layout))


def replay_example(layout: Any, name: str) -> tuple[Any, Any]:
    """Return the example's replay and the view its picture shows, after checking its verdict (LayoutError)."""
    from printkit.core.safeio import read_input

    example, path = example_of(layout, name)
    source = read_input(path, "transcript")
    key = ("replay", id(layout), name, repr(example), str(path), source)
    replayed: tuple[Any, Any] = _kept(key, layout, lambda: _replay(layout, name, example, path, source))
    return replayed


def _replay(layout: Any, name: str, example: Example, path: Path, source: bytes) -> tuple[Any, Any]:
    from printkit.games.loaded import registered_game
    from printkit.referee.report import text_line
    from printkit.show.view import pick, replayed

    game = _referee(layout)

    def lookup(wanted: str) -> Any:
        return game if wanted == layout.game else registered_game(wanted)

    at = f"pictures.{name}"
    try:
        replay = replayed(source, str(path), lookup)
    except UsageError as error:
        raise words_error(layout.game, f"{at}.transcript", f"the example does not read: {error}") from None
    if replay.game.name != layout.game:
        raise words_error(
            layout.game, f"{at}.transcript", f"expected a game of {layout.game}; {path.name} is not"
        )
    if not is_as_declared(example, replay.verdict):
        raise words_error(
            layout.game,
            f"{at}.verdict",
            f"the example is declared {declared(example)}; the referee says: {text_line(replay.verdict)}",
        )
    if example.verdict == "illegal":
        return replay, replay.views[-1]
    if example.turn is None:
        return replay, replay.views[-1]
    try:
        return replay, pick(replay, example.turn, example.round)
    except UsageError as error:
        raise words_error(layout.game, f"{at}.turn", str(error)) from None


def is_in_force(layout: Any, example: Example) -> bool:
    """Return whether an example plays under the layout's rule options (always, or when they have its when: values)."""
    from printkit.kit.docs.looks import option_values

    values = option_values(layout)
    return all(values.get(k) == v for k, v in (example.when or {}).items())


def check_examples(layout: Any) -> None:
    """Replay every example in force and check its verdict (LayoutError at the first that differs)."""
    for name, example in game_text(layout.game).pictures.items():
        if is_in_force(layout, example):
            replay_example(layout, name)


def example_drawing(
    layout: Any,
    facts: KitFacts,
    name: str,
    caption: str,
    lang: Language,
    style: Look | None,
    paints: Paints = NORMAL,
) -> Drawing:
    """Return the example's picture framed on its pieces, at the column's width, with its caption beneath."""
    from printkit.draw.picture import inline
    from printkit.show.files import draw

    example, _ = example_of(layout, name)
    replay, view = replay_example(layout, name)

    def prepare() -> tuple[tuple[Shape, ...], Box]:
        with speaking(lang):  # the board's own words in the sheet's language, whatever kit is built
            picture = draw(replay, view)
        symbols = {s.id: s for s in picture.symbols}
        opened: dict[str, tuple[Shape, ...]] = {}
        board = inline(picture.board, symbols, opened)
        position = inline(picture.position, symbols, opened)
        known: dict[int, Box | None] = {}
        whole = _union(bounds(s, known) for s in board) or (0.0, 0.0, picture.width, picture.height)
        crop = whole if example.whole else _frame_on(position, example.focus, whole, example.margin, known)
        # cut once: the sizes tried only scale it
        return cropped((*board, *position), crop, IDENTITY, known), crop

    inside, crop = _kept(("picture", id(layout), id(view), lang), view, prepare)
    words = fill_in(caption, layout, facts, lang)
    style = style or look(lang)  # a caller that only reads the blocks' words passes no look

    lead = style.body.leading

    def size_at(width: float) -> tuple[float, float, float]:
        x0, y0, x1, y1 = crop
        k = min(width / (x1 - x0), example.height / (y1 - y0))
        return k, (x1 - x0) * k, (y1 - y0) * k

    def framed(width: float) -> Group:
        k, w, _ = size_at(width)
        x0, y0, x1, y1 = crop
        shown = unmarked(unhidden(legible(inside, k, crop)))
        return Group(
            low_ink(shown) if paints.is_low else shown,
            compose(translate((width - w) / 2, 0.0), scale(k), translate(-x0, -y0)),
            clip=(x0, y0, x1 - x0, y1 - y0),
            id=f"example-{name}",
        )

    def draw_at(width: float) -> list[Shape]:
        _, w, h = size_at(width)
        left = (width - w) / 2
        art = _kept(("art", id(layout), id(view), lang, width, paints), view, lambda: framed(width))
        out: list[Shape] = [art, Rect(left, 0.0, w, h, Style(stroke=MUTED, width=0.3))]
        lines, _ = text_lines(words, 0.0, h + 1.2 + lead * 0.8, width, style.body)
        return out + lines

    def height_at(width: float) -> float:
        _, _, h = size_at(width)
        _, end = text_lines(words, 0.0, 0.0, width, style.body)
        return h + 1.2 + end + lead * 0.1  # end: the caption's lines, a leading each

    return Drawing(0.0, draw_at, height_at)


def cropped(
    items: tuple[Shape, ...], crop: Box, m: Matrix = IDENTITY, known: dict[int, Box | None] | None = None
) -> tuple[Shape, ...]:
    """Return the shapes that show inside crop (page box under m): a group wholly outside it goes, one across its edge is cut."""
    known = {} if known is None else known  # each group measured once, however deep the cut goes
    out: list[Shape] = []
    for item in items:
        box = _moved(bounds(item, known), m) if not isinstance(item, Text) else None
        if isinstance(item, Text) or box is None or _inside(box, crop):
            out.append(item)
        elif _meets(box, crop):
            if isinstance(item, Group) and item.clip is None:
                inner = cropped(item.items, crop, compose(m, item.transform), known)
                out.append(holding(item, inner))
            else:
                out.append(item)
    return tuple(out)


def _frame_on(
    position: tuple[Shape, ...],
    focus: tuple[str, ...],
    whole: Box,
    margin: float,
    known: dict[int, Box | None] | None = None,
) -> Box:
    """Return the part of the board the picture shows: the focused pieces and the refused action's mark, with a margin."""
    boxes = [box for box in _focused(position, focus, IDENTITY, known) if box is not None]
    found = _union(boxes)
    if found is None:
        return whole
    x0, y0, x1, y1 = found
    framed = (
        max(whole[0], x0 - margin),
        max(whole[1], y0 - margin),
        min(whole[2], x1 + margin),
        min(whole[3], y1 + margin),
    )
    return framed if framed[2] > framed[0] and framed[3] > framed[1] else whole


def _focused(
    items: Iterable[Shape], focus: tuple[str, ...], m: Matrix, known: dict[int, Box | None] | None = None
) -> Iterator[Box | None]:
    for item in items:
        if not isinstance(item, Group):
            continue
        here = compose(m, item.transform)
        if item.stands_for == BROKEN or (item.id and (not focus or item.id.startswith(focus))):
            # the box of its items as a group without a transform has (no new group to measure)
            yield _moved(_moved(_union(bounds(child, known) for child in item.items), IDENTITY), here)
        else:
            yield from _focused(item.items, focus, here, known)


def legible(items: tuple[Shape, ...], k: float, crop: Box, m: Matrix = IDENTITY) -> tuple[Shape, ...]:
    """Return shapes drawn at scale k without the texts that would print under 6 pt or leave the crop."""
    out: list[Shape] = []
    for item in items:
        if isinstance(item, Text):
            if item.size * k >= MIN_PT and _inside(_moved(_text_box(item), m), crop):
                out.append(item)
        elif isinstance(item, Group):
            a, b, c, d = item.transform[:4]
            inner = k * math.sqrt(abs(a * d - b * c))
            here = compose(m, item.transform)
            out.append(holding(item, legible(item.items, inner, crop, here)))
        else:
            out.append(item)
    return tuple(out)


def low_ink(items: tuple[Shape, ...]) -> tuple[Shape, ...]:
    """Return a picture's shapes in low ink, as printkit/draw/ink.py paints a kit (the show pictures draw in
    normal paints; this is their low-ink rule): a dark flood (a fill FLOOD mm wide both ways) turns a
    light tint; light ink on it (a small shape on a piece's flood, a text on any) a dark shade of
    its hue; a light flood (sand, a card's face) paper white."""
    leaves = list(_leaves(items, IDENTITY))
    floods: list[tuple[Box, str]] = []  # dark floods so far, in painting order
    grounds: list[tuple[Box, str]] = []  # every fill so far, for the ground a text is set on
    paint: dict[int, str] = {}  # new fills (a text's ink) by leaf
    strokes: dict[int, str] = {}
    for k, (item, m) in enumerate(leaves):
        if isinstance(item, Text):
            x0, y0, x1, y1 = _moved(_text_box(item), m) or (0.0, 0.0, 0.0, 0.0)
            under = _last_under(grounds, ((x0 + x1) / 2, (y0 + y1) / 2))
            if under is not None and lightness(under) < LIGHT_INK_L <= lightness(item.fill):
                paint[k] = with_lightness(under, SHADE_L)
            continue
        if isinstance(item, (Use, Group)) or (box := _moved(bounds(item), m)) is None:
            continue
        centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
        on = next((f for f in reversed(floods) if _contains(f[0], centre)), None)
        ink = item.style.stroke
        if ink and on is not None and _is_piece(on[0]) and LIGHT_INK_L <= lightness(ink) < PAPER_L:
            strokes[k] = with_lightness(on[1], SHADE_L)
        if not item.style.fill:
            continue
        fill, light = item.style.fill, lightness(item.style.fill)
        wide = min(box[2] - box[0], box[3] - box[1]) >= FLOOD
        if not wide and on is not None and LIGHT_INK_L <= light < PAPER_L and _is_piece(on[0]):
            paint[k] = with_lightness(on[1], SHADE_L)
        elif wide and light < LIGHT_INK_L:
            paint[k] = tint(fill)
            floods.append((box, fill))
        elif wide and GROUND_L <= light < PAPER_L:
            paint[k] = "#ffffff"
        elif wide:
            paint[k] = tint(fill)
        grounds.append((box, fill))
    order = iter(range(len(leaves)))

    def painted(group: tuple[Shape, ...]) -> tuple[Shape, ...]:
        out: list[Shape] = []
        for item in group:
            if isinstance(item, Group):
                out.append(holding(item, painted(item.items)))
                continue
            k = next(order)
            if k not in paint and k not in strokes:
                out.append(item)
            elif isinstance(item, Text):
                out.append(dataclasses.replace(item, fill=paint[k]))
            else:
                assert not isinstance(item, Use)
                style = item.style
                style = dataclasses.replace(
                    style, fill=paint.get(k, style.fill), stroke=strokes.get(k, style.stroke)
                )
                out.append(dataclasses.replace(item, style=style))
        return tuple(out)

    return painted(items)


def _last_under(fills: list[tuple[Box, str]], point: tuple[float, float]) -> str | None:
    return next((fill for box, fill in reversed(fills) if _contains(box, point)), None)


def _contains(box: Box, point: tuple[float, float]) -> bool:
    return box[0] <= point[0] <= box[2] and box[1] <= point[1] <= box[3]


def _is_piece(box: Box) -> bool:
    """Return whether a flood is a piece's (a tile, a card: what is drawn on it is its ink), not a board's."""
    return max(box[2] - box[0], box[3] - box[1]) <= PIECE


def unmarked(items: tuple[Shape, ...]) -> tuple[Shape, ...]:
    """Return shapes with the colour marks' meanings dropped (stands_for), the refused action's kept.

    A rules picture is an illustration, not a piece: its marks are drawn, but the checks that every
    piece tells its colours by shape look at the pieces themselves (a mark scaled down for a column
    is not the kit's mark).
    """
    out: list[Shape] = []
    for item in items:
        if isinstance(item, Group):
            inner = holding(item, unmarked(item.items))
            meaning = item.stands_for if item.stands_for == BROKEN else None
            out.append(
                inner if meaning == item.stands_for else dataclasses.replace(inner, stands_for=meaning)
            )
        else:
            out.append(item)
    return tuple(out)


def unhidden(items: tuple[Shape, ...]) -> tuple[Shape, ...]:
    """Return shapes without the texts a later opaque fill covers, even in part (a card's number under the next card in a fan)."""
    leaves = list(_leaves(items, IDENTITY))
    plates = [(k, area) for k, (item, m) in enumerate(leaves) if (area := _area(item, m)) is not None]
    order_of = [k for k, _ in plates]
    hidden: set[int] = set()
    for k, (item, m) in enumerate(leaves):
        if isinstance(item, Text):
            x0, y0, x1, y1 = _text_box(item)
            points = [apply(m, x, y) for x in (x0, (x0 + x1) / 2, x1) for y in (y0, (y0 + y1) / 2, y1)]
            # only the plates painted later, and only those whose box comes near the points, are tried
            lo_x, hi_x = min(p[0] for p in points) - NEAR, max(p[0] for p in points) + NEAR
            lo_y, hi_y = min(p[1] for p in points) - NEAR, max(p[1] for p in points) + NEAR
            if any(
                box[0] <= hi_x and box[2] >= lo_x and box[1] <= hi_y and box[3] >= lo_y and covers(p)
                for _, (covers, box) in plates[bisect_right(order_of, k) :]
                for p in points
            ):
                hidden.add(k)
    order = iter(range(len(leaves)))

    def kept(group: tuple[Shape, ...]) -> tuple[Shape, ...]:
        out: list[Shape] = []
        for item in group:
            if isinstance(item, Group):
                out.append(holding(item, kept(item.items)))
            elif next(order) not in hidden:
                out.append(item)
        return tuple(out)

    return kept(items)


def _leaves(items: tuple[Shape, ...], m: Matrix) -> Iterator[tuple[Shape, Matrix]]:
    for item in items:
        if isinstance(item, Group):
            yield from _leaves(item.items, compose(m, item.transform))
        else:
            yield item, m


def _area(item: Shape, m: Matrix) -> tuple[Callable[[tuple[float, float]], bool], Box] | None:
    """Return a test of whether a page point lies under an opaque fill (a rect, circle or polygon), and the
    page box outside which it never does, else None."""
    if not isinstance(item, (Rect, Circle, Polygon)) or not item.style.fill or item.style.opacity < 1:
        return None
    if isinstance(item, Circle):
        cx, cy = apply(m, item.cx, item.cy)
        r = item.r * math.sqrt(abs(m[0] * m[3] - m[1] * m[2]))
        return (lambda p: (p[0] - cx) ** 2 + (p[1] - cy) ** 2 < r * r), (cx - r, cy - r, cx + r, cy + r)
    if isinstance(item, Rect):
        corners = [
            (item.x, item.y),
            (item.x + item.w, item.y),
            (item.x + item.w, item.y + item.h),
            (item.x, item.y + item.h),
        ]
    else:
        corners = list(item.points)
    poly = [apply(m, x, y) for x, y in corners]
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    return (lambda p: _in_polygon(p, poly)), (min(xs), min(ys), max(xs), max(ys))


def _in_polygon(p: tuple[float, float], poly: list[tuple[float, float]]) -> bool:
    x, y = p
    inside = False
    for (xa, ya), (xb, yb) in zip(poly, poly[1:] + poly[:1]):
        if (ya > y) != (yb > y) and x < xa + (y - ya) * (xb - xa) / (yb - ya):
            inside = not inside
    return inside


def _text_box(text: Text) -> Box:
    w = text_width(text.text, text.font, text.size)
    x0 = text.x - (w / 2 if text.anchor == "middle" else w if text.anchor == "end" else 0.0)
    h = cap_height(text.font, text.size)
    return x0, text.y - h, x0 + w, text.y + descent(text.font, text.size)


def _inside(box: Box | None, crop: Box) -> bool:
    return (
        box is not None
        and box[0] >= crop[0]
        and box[1] >= crop[1]
        and box[2] <= crop[2]
        and box[3] <= crop[3]
    )


def bounds(item: Shape, known: dict[int, Box | None] | None = None) -> Box | None:
    """Return a shape's box (x0, y0, x1, y1) in its parent's coordinates, strokes included (None: nothing drawn).

    known keeps the shapes already measured by identity (the caller keeps the shapes alive meanwhile).
    """
    if known is None:
        return _bounds(item, None)
    if id(item) not in known:  # a shape's box is its own, wherever it is placed: measured once
        known[id(item)] = _bounds(item, known)
    return known[id(item)]


def _bounds(item: Shape, known: dict[int, Box | None] | None) -> Box | None:
    if isinstance(item, Group):
        box = _union(bounds(child, known) for child in item.items)
        return None if box is None else _moved(box, item.transform)
    if isinstance(item, Use):  # pragma: no cover - pictures are inlined before they are measured
        raise TypeError("inline a picture's symbols before measuring it")
    if isinstance(item, Text):
        return None  # a label never widens the frame
    pad = item.style.width / 2 if item.style.stroke else 0.0
    if isinstance(item, Rect):
        box = (item.x, item.y, item.x + item.w, item.y + item.h)
    elif isinstance(item, Circle):
        box = (item.cx - item.r, item.cy - item.r, item.cx + item.r, item.cy + item.r)
    elif isinstance(item, Ellipse):
        box = (item.cx - item.rx, item.cy - item.ry, item.cx + item.rx, item.cy + item.ry)
    elif isinstance(item, Line):
        box = (min(item.x1, item.x2), min(item.y1, item.y2), max(item.x1, item.x2), max(item.y1, item.y2))
    elif isinstance(item, Polygon):
        xs, ys = [p[0] for p in item.points], [p[1] for p in item.points]
        box = (min(xs), min(ys), max(xs), max(ys))
    else:
        assert isinstance(item, scene.Path)
        xs = [op[k] for op in item.ops for k in range(1, len(op) - 1, 2)]
        if not xs:
            return None
        ys = [op[k + 1] for op in item.ops for k in range(1, len(op) - 1, 2)]
        box = (min(xs), min(ys), max(xs), max(ys))
    return box[0] - pad, box[1] - pad, box[2] + pad, box[3] + pad


def _moved(box: Box | None, m: Matrix) -> Box | None:
    if box is None:
        return None
    a, b, c, d, e, f = m  # apply(m, x, y) at the four corners, written out: boxes are moved by the thousand
    x0, y0, x1, y1 = box
    xs = (a * x0 + c * y0 + e, a * x0 + c * y1 + e, a * x1 + c * y0 + e, a * x1 + c * y1 + e)
    ys = (b * x0 + d * y0 + f, b * x0 + d * y1 + f, b * x1 + d * y0 + f, b * x1 + d * y1 + f)
    return min(xs), min(ys), max(xs), max(ys)


def _union(boxes: Iterable[Box | None]) -> Box | None:
    got = [b for b in boxes if b is not None]
    if not got:
        return None
    x0, y0, x1, y1 = got[0]
    for b in got:  # min() and max() of each side, in one pass (the first of equals kept, as they keep it)
        if b[0] < x0:
            x0 = b[0]
        if b[1] < y0:
            y0 = b[1]
        if b[2] > x1:
            x1 = b[2]
        if b[3] > y1:
            y1 = b[3]
    return x0, y0, x1, y1


def _meets(box: Box | None, crop: Box) -> bool:
    return box is not None and box[0] < crop[2] and box[2] > crop[0] and box[1] < crop[3] and box[3] > crop[1]


__all__ = ["LayoutError", "check_examples", "example_drawing", "replay_example"]
