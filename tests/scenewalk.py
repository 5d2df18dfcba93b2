"""Measuring scenes in memory: every shape with its page matrix, points, areas, text sizes in print."""

from __future__ import annotations

import math
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache

from printkit.draw.impose.nets import HALO
from printkit.draw.scene import (
    IDENTITY,
    Circle,
    Document,
    Ellipse,
    Group,
    Line,
    Matrix,
    Path,
    Polygon,
    Rect,
    Shape,
    Symbol,
    Text,
    Use,
    apply,
    compose,
)
from printkit.layout.fonts import font_path
from printkit.layout.units import MM_PER_UNIT

PT = MM_PER_UNIT["pt"]
# Groups that hold one piece's art as the player keeps it: a card or token (front-3, barrier-back-1),
# a board (whole, or one tiled piece) and a folding net. What lies outside them is print furniture.
PIECE = re.compile(r"^(?!cut-)(?:[a-z]+-)?(?:front|back)-\d+$|^board$|^piece-r\d+c\d+$|^net-\d+$")


@dataclass(frozen=True)
class Found:
    """A shape met while walking a scene: the matrix to page mm, and the groups (and uses) above it."""

    item: Shape
    matrix: Matrix
    above: tuple[Group | Use, ...]

    @property
    def piece(self) -> Group | None:
        """Return the piece group this shape belongs to, if any."""
        return next(
            (g for g in reversed(self.above) if isinstance(g, Group) and g.id and PIECE.match(g.id)), None
        )


def walk(
    items: Sequence[Shape],
    symbols: dict[str, Symbol] | None = None,
    matrix: Matrix = IDENTITY,
    above: tuple = (),
    kinds: tuple[type, ...] | None = None,
) -> Iterator[Found]:
    """Yield every shape below items (of the given kinds) with its matrix to page mm.

    Groups are opened; so are symbol uses when symbols are given (each symbol walked once).
    """
    cache: dict[str, list[Found]] = {}
    for found in _walk(items, symbols, matrix, above, cache, kinds):
        if kinds is None or isinstance(found.item, kinds):
            yield found


def _walk(items, symbols, matrix, above, cache, kinds) -> Iterator[Found]:
    for item in items:
        yield Found(item, matrix, above)
        if isinstance(item, Group):
            yield from _walk(
                item.items, symbols, compose(matrix, item.transform), (*above, item), cache, kinds
            )
        elif isinstance(item, Use) and symbols is not None:
            if item.symbol not in cache:  # a symbol's own shapes, walked once, only those asked for
                inner = _walk(symbols[item.symbol].items, symbols, IDENTITY, (), cache, kinds)
                cache[item.symbol] = [f for f in inner if kinds is None or isinstance(f.item, kinds)]
            m = compose(matrix, item.transform)
            for inner in cache[item.symbol]:
                yield Found(inner.item, compose(m, inner.matrix), (*above, item, *inner.above))


def walk_document(doc: Document, kinds: tuple[type, ...] | None = None) -> Iterator[tuple[int, Found]]:
    """Yield (page index, found) for every shape (of the given kinds) of every page of doc."""
    symbols = {s.id: s for s in doc.symbols}
    for k, page in enumerate(doc.pages):
        for found in walk(page.items, symbols, kinds=kinds):
            yield k, found


def scale_of(m: Matrix) -> float:
    """Return how much m scales lengths (its determinant's square root)."""
    a, b, c, d, _, _ = m
    return math.sqrt(abs(a * d - b * c))


def printed_pt(found: Found) -> float:
    """Return a text's size in points as printed."""
    assert isinstance(found.item, Text)
    return found.item.size * scale_of(found.matrix)


@cache
def _glyphs(font: str):
    from PIL import ImageFont

    return ImageFont.truetype(str(font_path(font)), 1000)


def text_corners(text: Text) -> list[tuple[float, float]]:
    """Return the corners of a text's inked box (from the font's glyphs) in its own mm coordinates."""
    face = _glyphs(text.font)
    x0, y0, x1, y1 = face.getbbox(text.text, anchor="ls")
    k = text.size * PT / 1000
    shift = {"start": 0.0, "middle": face.getlength(text.text) / 2, "end": face.getlength(text.text)}[
        text.anchor
    ]
    xs = (text.x + (x0 - shift) * k, text.x + (x1 - shift) * k)
    ys = (text.y + y0 * k, text.y + y1 * k)
    return [(x, y) for x in xs for y in ys]


def _bezier(p0, p1, p2, p3, steps: int = 8) -> list[tuple[float, float]]:
    out = []
    for i in range(1, steps + 1):
        t = i / steps
        u = 1 - t
        out.append(
            (
                u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0],
                u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1],
            )
        )
    return out


def outline(item: Shape, ink: bool = True) -> list[tuple[float, float]]:
    """Return points along a shape's outline in its own mm (with ink=True, grown by half its stroke)."""
    grow = item.style.width / 2 if ink and getattr(item, "style", None) and item.style.stroke else 0.0
    if isinstance(item, (Circle, Ellipse)):
        rx, ry = (item.r, item.r) if isinstance(item, Circle) else (item.rx, item.ry)
        return [
            (
                item.cx + (rx + grow) * math.cos(math.radians(a)),
                item.cy + (ry + grow) * math.sin(math.radians(a)),
            )
            for a in range(0, 360, 3)
        ]
    if isinstance(item, Rect):
        return [
            (item.x - grow, item.y - grow),
            (item.x + item.w + grow, item.y - grow),
            (item.x + item.w + grow, item.y + item.h + grow),
            (item.x - grow, item.y + item.h + grow),
        ]
    if isinstance(item, Polygon):
        return _grown(list(item.points), grow)
    if isinstance(item, Line):
        return [(item.x1, item.y1), (item.x2, item.y2)]
    if isinstance(item, Path):
        points: list[tuple[float, float]] = []
        for op in item.ops:
            if op[0] in ("M", "L"):
                points.append((op[1], op[2]))
            elif op[0] == "C":
                points += _bezier(points[-1], op[1:3], op[3:5], op[5:7])
        return _grown(points, grow)
    if isinstance(item, Text):
        return text_corners(item)
    return []


def _grown(points: list[tuple[float, float]], grow: float) -> list[tuple[float, float]]:
    # A stroke reaches at most grow beyond its path: points that far round each corner (a round join).
    if not grow:
        return points
    turns = [(math.cos(math.radians(a)), math.sin(math.radians(a))) for a in range(0, 360, 30)]
    return [(x + grow * c, y + grow * s) for x, y in points for c, s in turns]


def area(item: Shape) -> float:
    """Return a filled shape's area in its own mm^2 (0 for lines and text)."""
    if isinstance(item, Circle):
        return math.pi * item.r**2
    if isinstance(item, Ellipse):
        return math.pi * item.rx * item.ry
    if isinstance(item, Rect):
        return item.w * item.h
    if isinstance(item, (Polygon, Path)) and (not isinstance(item, Polygon) or item.closed):
        pts = outline(item, ink=False)
        return abs(sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(pts, pts[1:] + pts[:1]))) / 2
    return 0.0


def page_points(found: Found, ink: bool = True) -> list[tuple[float, float]]:
    """Return a shape's outline points in page mm."""
    return [apply(found.matrix, x, y) for x, y in outline(found.item, ink)]


@dataclass(frozen=True)
class Mark:
    """A mark (a shape or letter standing for a colour): what it stands for and its shapes."""

    stands_for: str
    local: list[Found]  # its shapes in the mark's own coordinates
    page: list[Found]  # the same shapes with their matrices to page mm
    scale: float  # how much the page scales the mark

    @property
    def meaning(self) -> str:
        """Return what the mark stands for ("blue"), without its kind."""
        return self.stands_for.split(" = ")[0]

    @property
    def kind(self) -> str:
        """Return the mark's kind ("square", "letter A")."""
        return self.stands_for.split(" = ")[1]

    def size(self) -> float:
        """Return the mark's size in print mm: the smaller side of its own box, or a letter's inked height."""
        texts = [f.item for f in self.local if isinstance(f.item, Text)]
        if texts:
            return (
                min(max(y for _, y in text_corners(t)) - min(y for _, y in text_corners(t)) for t in texts)
                * self.scale
            )
        points = [apply(f.matrix, x, y) for f in self.local for x, y in outline(f.item, ink=False)]
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        return min(max(xs) - min(xs), max(ys) - min(ys)) * self.scale

    def ink_points(self) -> list[tuple[float, float]]:
        """Return points round all the mark's ink, in page mm."""
        return [p for f in self.page for p in page_points(f)]


def marks(items: Sequence[Shape], symbols: dict[str, Symbol] | None = None) -> Iterator[Mark]:
    """Yield every mark below items that tells a colour ("MEANING = KIND"; not the cut and fold lines' group)."""
    for found in walk(items, symbols):
        group = found.item
        if isinstance(group, Group) and group.stands_for and " = " in group.stands_for:
            local = list(walk(group.items, symbols, group.transform))
            page = list(walk(group.items, symbols, compose(found.matrix, group.transform)))
            yield Mark(group.stands_for, local, page, scale_of(found.matrix))


# --- a page measured the way a PDF reader measures it: boxes, lines and words in page mm ------------


@dataclass(frozen=True)
class Box:
    """A rectangle on a page in mm, origin top-left."""

    x: float
    y: float
    w: float
    h: float


def page_walk(doc: Document, k: int, kinds: tuple[type, ...] | None = None) -> Iterator[Found]:
    """Yield every shape (of the given kinds) on page k of doc, symbols opened."""
    yield from walk(doc.pages[k].items, {s.id: s for s in doc.symbols}, kinds=kinds)


def extent(points: Sequence[tuple[float, float]]) -> tuple[float, float, float, float]:
    """Return (x0, y0, x1, y1) round the points."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs), min(ys), max(xs), max(ys)


def _rects(doc: Document, k: int, w: float, h: float, tol: float, paint: str) -> list[Box]:
    out = []
    for found in page_walk(doc, k, (Rect,)):
        if getattr(found.item.style, paint) is None or (
            paint == "stroke" and found.item.style.stroke == HALO
        ):
            continue  # (the white line under a cut line is not a cut of its own)
        x0, y0, x1, y1 = extent(page_points(found, ink=False))
        if abs(x1 - x0 - w) <= tol and abs(y1 - y0 - h) <= tol:
            out.append(Box(round(x0, 2), round(y0, 2), x1 - x0, y1 - y0))
    return sorted(out, key=lambda b: (b.y, b.x))


def stroked_rects(doc: Document, k: int, w: float, h: float, tol: float = 0.2) -> list[Box]:
    """Return the stroked rectangles of about w x h mm on page k (not the white ones under cut lines)."""
    return _rects(doc, k, w, h, tol, "stroke")


def filled_rects(doc: Document, k: int, w: float, h: float, tol: float = 0.2) -> list[Box]:
    """Return the filled rectangles of about w x h mm on page k."""
    return _rects(doc, k, w, h, tol, "fill")


Seg = tuple[float, float, float, float]


def lines(doc: Document, k: int, width: float | None = None) -> list[Seg]:
    """Return page k's straight lines (drawn width mm thick, if given) as (x0, top, x1, bottom) in mm."""
    out = []
    for found in page_walk(doc, k, (Line,)):
        line = found.item
        if width is not None and abs(line.style.width * scale_of(found.matrix) - width) > 0.005:
            continue
        (ax, ay), (bx, by) = apply(found.matrix, line.x1, line.y1), apply(found.matrix, line.x2, line.y2)
        out.append((min(ax, bx), min(ay, by), max(ax, bx), max(ay, by)))
    return out


def hairlines(doc: Document, k: int) -> list[Seg]:
    """Return page k's crop marks and other 0.1 mm lines."""
    return lines(doc, k, 0.1)


def texts(doc: Document, k: int) -> list[str]:
    """Return the strings of page k's real text, in drawing order."""
    return [found.item.text for found in page_walk(doc, k, (Text,))]


def words(doc: Document, k: int) -> list[str]:
    """Return the words of page k's real text."""
    return [word for text in texts(doc, k) for word in text.split()]


def footer(doc: Document, k: int) -> str:
    """Return page k's footer, its lines joined by newlines."""
    lines_ = sorted(
        (
            found.item
            for found in page_walk(doc, k, (Text,))
            if re.fullmatch(r"footer(-\d)?", found.item.id or "")
        ),
        key=lambda t: t.id,
    )
    return "\n".join(t.text for t in lines_)


def clips(found: Found) -> list[tuple[float, float, float, float]]:
    """Return the clip boxes (x0, y0, x1, y1) in page mm of the groups a shape lies in."""
    out, m = [], IDENTITY
    for above in found.above:
        m = compose(m, above.transform)
        if isinstance(above, Group) and above.clip:
            x, y, w, h = above.clip
            out.append(extent([apply(m, x + dx, y + dy) for dx in (0, w) for dy in (0, h)]))
    return out


def _clipped(points, found: Found) -> tuple[float, float, float, float] | None:
    if not points:
        return None
    x0, y0, x1, y1 = extent(points)
    for cx0, cy0, cx1, cy1 in clips(found):
        x0, y0, x1, y1 = max(x0, cx0), max(y0, cy0), min(x1, cx1), min(y1, cy1)
    return (x0, y0, x1, y1) if x0 <= x1 and y0 <= y1 else None


def ink_extent(found: Found) -> tuple[float, float, float, float] | None:
    """Return the box (x0, y0, x1, y1) in page mm round a shape's ink as printed (clipped), or None."""
    item = found.item
    if isinstance(item, (Circle, Ellipse)):
        # exact, and far cheaper than sampling the outline: an affine map takes the ellipse to one
        # whose half-extents are the lengths of the mapped radii' rows
        grow = item.style.width / 2 if item.style and item.style.stroke else 0.0
        rx, ry = (item.r, item.r) if isinstance(item, Circle) else (item.rx, item.ry)
        rx, ry = rx + grow, ry + grow
        a, b, c, d, _, _ = found.matrix
        x, y = apply(found.matrix, item.cx, item.cy)
        hx, hy = math.hypot(a * rx, c * ry), math.hypot(b * rx, d * ry)
        return _clipped([(x - hx, y - hy), (x + hx, y + hy)], found)
    return _clipped(page_points(found), found)


def ink_boxes(doc: Document) -> Iterator[tuple[int, Found, tuple[float, float, float, float]]]:
    """Yield (page index, shape, the box round its ink as printed) for every inked shape of doc.

    A symbol use is one shape, boxed round all its symbol's ink (each symbol measured once).
    """
    symbols = {s.id: s for s in doc.symbols}
    corners: dict[str, list[tuple[float, float]]] = {}
    for k, page in enumerate(doc.pages):
        for found in walk(page.items):
            item = found.item
            if isinstance(item, Use):
                if item.symbol not in corners:
                    inner = walk(symbols[item.symbol].items, symbols)
                    boxes = [ink_extent(f) for f in inner if not isinstance(f.item, (Group, Use))]
                    corners[item.symbol] = [(b[i], b[j]) for b in boxes if b for i in (0, 2) for j in (1, 3)]
                m = compose(found.matrix, item.transform)
                box = _clipped([apply(m, x, y) for x, y in corners[item.symbol]], found)
            elif isinstance(item, Group):
                continue
            else:
                box = ink_extent(found)
            if box:
                yield k, found, box


def piece_origins(doc: Document, k: int) -> dict[str, tuple[float, float]]:
    """Return {piece id: (x, y)} of page k's pieces (front-3, barrier-back-1, ...): where each one's origin lands."""
    out = {}
    for found in walk(doc.pages[k].items, kinds=(Group,)):  # pieces are placed on the page, not in symbols
        group = found.item
        if group.id and PIECE.match(group.id):
            x, y = apply(compose(found.matrix, group.transform), 0, 0)
            out[group.id] = (round(x, 4), round(y, 4))
    return out
