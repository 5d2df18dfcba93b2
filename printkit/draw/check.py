"""The check after drawing: every character in its font, every shape on its page, every text inside
its piece and clear of every other text.

It runs on every build (kit.checked, on each document before a byte is written, the whole kit
included), on a board before it is tiled (the board's own edge, not the tiles' windows), in
`printkit validate` and on `printkit setup`'s picture; `printkit show` checks its picture's glyphs.
A problem is a DrawProblem naming the text or characters involved; kit.py turns it into a
located error at the layout field that text came from, or at the size that placed the piece.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from printkit.core.errors import DoesNotFit
from printkit.core.limits import excerpt
from printkit.draw import fontmetrics
from printkit.draw.scene import (
    IDENTITY,
    Circle,
    Document,
    Ellipse,
    Group,
    Line,
    Matrix,
    Page,
    Path,
    Polygon,
    Rect,
    Shape,
    Style,
    Symbol,
    Text,
    Use,
    apply,
    compose,
)

PAGE_TOLERANCE = 0.5  # mm a shape may reach past the paper edge (half a stroke, rounding)
PIECE_TOLERANCE = 0.3  # mm a text may reach past its piece's clip
OVERLAP = 0.15  # mm two texts must overlap by, every way, to count
_NO_PAINT = Style()
_STYLED = (Rect, Circle, Ellipse, Line, Polygon, Path)  # the shapes with a Style
WINDOW = "tile-clip"  # id of a tile's clip: a window onto a larger board, cut on purpose

Box = tuple[float, float, float, float]  # x0, y0, x1, y1
Quad = tuple[tuple[float, float], ...]
# A drawn shape: its matrix to page coordinates, its clip (a page box), whether that is a tile's
# window, whether that clip lies on the page.
_Leaf = tuple[Shape, Matrix, Box | None, bool, bool]
_SymbolLeaf = tuple[Shape, Matrix, Box]  # a text or filled rectangle in its symbol's coordinates


class DrawProblem(DoesNotFit):
    """A drawing that is off its page, cut by its piece's edge, over another text, or not in its font."""

    def __init__(self, message: str, key_path: str = "", text: str | None = None, chars: str = ""):
        super().__init__(message, key_path=key_path)
        self.text = text
        self.chars = chars


@dataclass(frozen=True)
class _Placed:
    text: Text
    quad: Quad
    box: Box
    clip: Box | None
    window: bool
    order: int  # place in painting order on the page

    @property
    def visible(self) -> Box | None:
        """The part of the text's box its clip lets show."""
        return _intersect(self.box, self.clip)


def check_document(doc: Document, where: str = "", passed: Iterable[Page] = ()) -> None:
    """Raise DrawProblem for the first problem on any page of doc; where names the size that placed its pieces.

    passed: pages that passed in a document whose symbols are doc's under the same ids (the kit's
    pages are its components'): they are not checked again.
    """
    symbols = {s.id: s for s in doc.symbols}
    found: dict[str, list[_SymbolLeaf]] = {}  # each symbol's texts and plates, found once for all pages
    known = {id(page) for page in passed}  # the very page objects, alive while passed is
    for page in doc.pages:
        if id(page) not in known:
            check_page(page, symbols, where, found)


def check_page(
    page: Page, symbols: dict[str, Symbol], where: str = "", found: dict[str, list[_SymbolLeaf]] | None = None
) -> None:
    """Raise DrawProblem for the first problem on one page (found: symbols' texts and plates already walked)."""
    texts: list[_Placed] = []
    plates: list[tuple[int, Quad]] = []  # opaque rectangles: what is painted under them is hidden
    on = f"on {page.label}" if page.label else "on its page"
    leaves = _leaves(page.items, symbols, {} if found is None else found, (page.width, page.height))
    for order, (item, m, clip, window, on_page) in enumerate(leaves):
        if isinstance(item, Text):
            placed = _place_text(item, m, clip, window, order)
            _check_glyphs(item, where)
            texts.append(placed)
            if on_page:
                continue
            box = placed.box
        else:
            if isinstance(item, Rect) and item.style.fill and item.style.opacity == 1:
                plates.append((order, _quad(item.x, item.y, item.x + item.w, item.y + item.h, m)))
            if on_page:
                continue
            box = _transformed(_extent(item), m)
        seen = _intersect(box, clip) if clip else box
        if seen is None:
            continue
        x0, y0, x1, y1 = seen
        dx, dy = max(-x0, x1 - page.width), max(-y0, y1 - page.height)
        if max(dx, dy) > PAGE_TOLERANCE:
            if dx >= dy:
                at = f"x = {x0 if -x0 > x1 - page.width else x1:,.0f} mm"
            else:
                at = f"y = {y0 if -y0 > y1 - page.height else y1:,.0f} mm"
            what = (
                f"the text {excerpt(item.text)}"
                if isinstance(item, Text)
                else f"a {type(item).__name__.lower()}"
            )
            raise DrawProblem(
                f"{what} is drawn at {at}, off the {page.width:g} x {page.height:g} mm page {on}",
                where,
                item.text if isinstance(item, Text) else None,
            )
    for placed in texts:
        if placed.clip is not None and not placed.window:
            over = _outside(placed.box, placed.clip)
            if over > PIECE_TOLERANCE:
                raise DrawProblem(
                    f"the text {excerpt(placed.text.text)} runs {over:.1f} mm past the edge of its piece {on}",
                    where,
                    placed.text.text,
                )
    _check_overlaps(texts, plates, where, on)


def check_board(items: Sequence[Shape], width: float, height: float, where: str, label: str) -> None:
    """Raise DrawProblem if a board's drawing leaves its width x height mm or its texts overlap (before tiling)."""
    page = Page(width, height, (Group(tuple(items), clip=(0.0, 0.0, width, height)),), label=f"the {label}")
    check_page(page, {}, where)
    # Shapes must stay on the board itself, not just inside its clip: a clip would hide them.
    for item, m, _, _, _ in _leaves(items, {}, {}):
        if isinstance(item, Text):
            continue
        x0, y0, x1, y1 = _transformed(_extent(item), m)
        tol = 1.0
        if x0 < -tol or y0 < -tol or x1 > width + tol or y1 > height + tol:
            x = x0 if -x0 > x1 - width else x1
            y = y0 if -y0 > y1 - height else y1
            raise DrawProblem(
                f"a {type(item).__name__.lower()} of the {label} is drawn at ({x:,.0f}, {y:,.0f}) mm, off the "
                f"{width:g} x {height:g} mm {label}",
                where,
            )


def check_glyphs(items: Sequence[Shape], symbols: dict[str, Symbol], printable_only: bool = False) -> None:
    """Raise DrawProblem for the first text among items (or in a symbol they use) whose font lacks a character
    (printable_only: a character that prints; a control in a file name is left to the console to escape)."""
    for item, _, _, _, _ in _leaves(items, symbols, {}):
        if isinstance(item, Text):
            _check_glyphs(item, "", printable_only)


@lru_cache(maxsize=1 << 14)  # a kit checks the same words on many pages
def _missing(text: str, font: str) -> tuple[str, ...]:
    return tuple(fontmetrics.missing(text, font))


def _check_glyphs(text: Text, where: str, printable_only: bool = False) -> None:
    missing: Sequence[str] = _missing(text.text, text.font)
    if printable_only:
        missing = [ch for ch in missing if ch.isprintable()]
    if missing:
        first = missing[0]
        more = f" (and {len(missing) - 1} more characters)" if len(missing) > 1 else ""
        raise DrawProblem(
            f"the text {excerpt(text.text)} holds {glyph_name(first)}{more}, which the font {text.font} "
            "lacks: it would print as an empty box",
            where,
            text.text,
            "".join(missing),
        )


def glyph_name(ch: str) -> str:
    """Return a character as U+XXXX and the character itself, quoted (escaped if it does not print)."""
    return f"U+{ord(ch):04X} {ch!r}"


def _check_overlaps(texts: list[_Placed], plates: list[tuple[int, Quad]], where: str, on: str) -> None:
    shown = [(p, p.visible) for p in texts if p.text.text.strip()]
    order = sorted(((p, v) for p, v in shown if v is not None), key=lambda e: e[1][0])
    for i, (a, va) in enumerate(order):
        for b, vb in order[i + 1 :]:
            if vb[0] > va[2] - OVERLAP:
                break
            if vb[1] > va[3] - OVERLAP or va[1] > vb[3] - OVERLAP:
                continue
            first, last = (a, b) if a.order < b.order else (b, a)
            if any(first.order < k < last.order and _inside(last.quad, q) for k, q in plates):
                continue  # the later text sits on an opaque plate painted over the earlier one
            if _quads_overlap(a.quad, b.quad):
                raise DrawProblem(
                    f"the texts {excerpt(a.text.text)} and {excerpt(b.text.text)} print over each other {on}",
                    where,
                    max((a.text.text, b.text.text), key=len),
                )


def _leaves(
    items: Sequence[Shape],
    symbols: dict[str, Symbol],
    found: dict[str, list[_SymbolLeaf]],
    page: tuple[float, float] | None = None,
    clip: Box | None = None,
) -> Iterator[_Leaf]:
    """Yield every drawn shape in painting order with its matrix to page coordinates, the clip (page
    box) it is under, whether that clip is a tile's window, and whether that clip lies on the page.

    Under a clip that lies on the page (every card, token and tile: pieces are clipped to their
    bleed box) nothing can show off the paper, so only texts and opaque plates are yielded there,
    the rest is passed over unmeasured. page is (width, height); None: no clip counts as on it.
    A symbol use yields its box (a form XObject clips to it) and the symbol's texts and filled
    rectangles, found once per symbol and document (found caches them): a card back's art is not
    walked 110 times. clip: the box everything is drawn inside from the start (a symbol's frame).
    """
    stack: list[tuple[Iterator[Shape], Matrix, Box | None, bool, bool]] = [
        (iter(items), IDENTITY, clip, False, False)
    ]
    while stack:
        todo, m, clip, window, on_page = stack[-1]
        item = next(todo, None)
        if item is None:
            stack.pop()
        elif isinstance(item, Group):
            inner = compose(m, item.transform) if item.transform != IDENTITY else m
            box, win, inside = clip, window, on_page
            if item.clip:
                x, y, w, h = item.clip
                mine = _transformed((x, y, x + w, y + h), inner)
                box = _intersect(mine, clip) if clip else mine
                if box is None:
                    continue  # clipped away entirely
                win = item.id == WINDOW
                inside = on_page or (page is not None and _on_paper(box, page))
            stack.append((iter(item.items), inner, box, win, inside))
        elif isinstance(item, Use):
            symbol = symbols.get(item.symbol)
            if symbol is None:
                continue
            inner = compose(m, item.transform)
            frame = Rect(0.0, 0.0, symbol.width, symbol.height, _NO_PAINT)
            box = _intersect(_transformed(_extent(frame), inner), clip)
            if box is None:
                continue
            if not on_page:
                yield frame, inner, clip, window, False
            if symbol.id not in found:
                found[symbol.id] = [
                    (leaf, lm, lc)
                    for leaf, lm, lc, _, _ in _leaves(symbol.items, symbols, found, None, _extent(frame))
                    if lc is not None
                    and (isinstance(leaf, Text) or (isinstance(leaf, Rect) and leaf.style.fill))
                ]
            for leaf, tm, tclip in found[symbol.id]:
                yield leaf, compose(inner, tm), _intersect(_transformed(tclip, inner), box), window, on_page
        elif not on_page or isinstance(item, Text) or _is_plate(item):
            yield item, m, clip, window, on_page


def _on_paper(box: Box, page: tuple[float, float]) -> bool:
    """Return whether everything inside box passes the page check: it reaches past no edge by more than the tolerance."""
    return (
        box[0] >= -PAGE_TOLERANCE
        and box[1] >= -PAGE_TOLERANCE
        and box[2] <= page[0] + PAGE_TOLERANCE
        and box[3] <= page[1] + PAGE_TOLERANCE
    )


def _is_plate(item: Shape) -> bool:
    return isinstance(item, Rect) and bool(item.style.fill) and item.style.opacity == 1


@lru_cache(maxsize=1 << 14)
def _extent_of_text(text: str, font: str, size: float) -> tuple[float, float, float]:
    """Return a text's width, cap height and descent, in mm."""
    return (
        fontmetrics.text_width(text, font, size),
        fontmetrics.cap_height(font, size),
        fontmetrics.descent(font, size),
    )


def _place_text(text: Text, m: Matrix, clip: Box | None, window: bool, order: int) -> _Placed:
    width, cap, descent = _extent_of_text(text.text, text.font, text.size)
    x0 = text.x - (width / 2 if text.anchor == "middle" else width if text.anchor == "end" else 0.0)
    top = text.y - cap
    bottom = text.y + descent
    corners = ((x0, top), (x0 + width, top), (x0 + width, bottom), (x0, bottom))
    quad = tuple(apply(m, x, y) for x, y in corners)
    xs, ys = [p[0] for p in quad], [p[1] for p in quad]
    return _Placed(text, quad, (min(xs), min(ys), max(xs), max(ys)), clip, window, order)


def _quad(x0: float, y0: float, x1: float, y1: float, m: Matrix) -> Quad:
    return tuple(apply(m, x, y) for x, y in ((x0, y0), (x1, y0), (x1, y1), (x0, y1)))


def _inside(quad: Quad, plate: Quad) -> bool:
    """Return whether every corner of quad lies inside the convex quad plate (either winding)."""
    signs = set()
    for x, y in quad:
        for i in range(4):
            (ax, ay), (bx, by) = plate[i], plate[(i + 1) % 4]
            cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax)
            if abs(cross) > 1e-9:
                signs.add(cross > 0)
    return len(signs) <= 1


def _extent(item: Shape) -> Box:
    """Return a shape's box in its own coordinates, with half its stroke."""
    pad = item.style.width / 2 if isinstance(item, _STYLED) and item.style.stroke else 0.0
    if isinstance(item, Rect):
        x0, y0, x1, y1 = item.x, item.y, item.x + item.w, item.y + item.h
    elif isinstance(item, Circle):
        x0, y0, x1, y1 = item.cx - item.r, item.cy - item.r, item.cx + item.r, item.cy + item.r
    elif isinstance(item, Ellipse):
        x0, y0, x1, y1 = item.cx - item.rx, item.cy - item.ry, item.cx + item.rx, item.cy + item.ry
    elif isinstance(item, Line):
        x0, x1 = sorted((item.x1, item.x2))
        y0, y1 = sorted((item.y1, item.y2))
    elif isinstance(item, Polygon):
        xs, ys = [p[0] for p in item.points], [p[1] for p in item.points]
        x0, y0, x1, y1 = min(xs), min(ys), max(xs), max(ys)
    elif isinstance(item, Path):
        pts = [(op[k], op[k + 1]) for op in item.ops for k in range(1, len(op) - 1, 2)]
        if not pts:
            return (0.0, 0.0, 0.0, 0.0)
        x0, y0 = min(p[0] for p in pts), min(p[1] for p in pts)
        x1, y1 = max(p[0] for p in pts), max(p[1] for p in pts)
    else:  # pragma: no cover - a programming error
        raise TypeError(f"unknown scene item {item!r}")
    return x0 - pad, y0 - pad, x1 + pad, y1 + pad


def _transformed(box: Box, m: Matrix) -> Box:
    """Return the page box around box once transformed by m."""
    a, b, c, d, e, f = m
    x0, y0, x1, y1 = box
    if b == 0 and c == 0:  # moved and scaled, not turned: two corners are enough
        xa, xb, ya, yb = a * x0 + e, a * x1 + e, d * y0 + f, d * y1 + f
        return (
            (xa, ya, xb, yb)
            if xa <= xb and ya <= yb
            else (min(xa, xb), min(ya, yb), max(xa, xb), max(ya, yb))
        )
    pts = [apply(m, x, y) for x in (x0, x1) for y in (y0, y1)]
    return min(p[0] for p in pts), min(p[1] for p in pts), max(p[0] for p in pts), max(p[1] for p in pts)


def _intersect(a: Box, b: Box | None) -> Box | None:
    if b is None:
        return a
    x0 = a[0] if a[0] >= b[0] else b[0]
    y0 = a[1] if a[1] >= b[1] else b[1]
    x1 = a[2] if a[2] <= b[2] else b[2]
    y1 = a[3] if a[3] <= b[3] else b[3]
    return (x0, y0, x1, y1) if x0 <= x1 and y0 <= y1 else None


def _outside(box: Box, clip: Box) -> float:
    return max(clip[0] - box[0], clip[1] - box[1], box[2] - clip[2], box[3] - clip[3], 0.0)


def _quads_overlap(a: Quad, b: Quad) -> bool:
    """Return whether two convex quads overlap by more than OVERLAP along every separating axis."""
    for quad in (a, b):
        for i in range(4):
            (x1, y1), (x2, y2) = quad[i], quad[(i + 1) % 4]
            nx, ny = y1 - y2, x2 - x1
            length = math.hypot(nx, ny)
            if length < 1e-9:
                continue
            nx, ny = nx / length, ny / length
            pa = [x * nx + y * ny for x, y in a]
            pb = [x * nx + y * ny for x, y in b]
            if min(max(pa), max(pb)) - max(min(pa), min(pb)) <= OVERLAP:
                return False
    return True
