"""The interpreter: a component's elements, in a scope of names, drawn into scene shapes (printkit/draw/scene.py)."""

from __future__ import annotations

import dataclasses
import itertools
import math
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from printkit.core.errors import LayoutError, UserError
from printkit.core.limits import MAX_ART_MM, excerpt
from printkit.draw.ink import Paints
from printkit.draw.scene import (
    IDENTITY,
    Circle,
    Ellipse,
    Group,
    Line,
    Matrix,
    Path,
    Polygon,
    Rect,
    Shape,
    Style,
    Symbol,
    Text,
    Use,
    compose,
    rotate,
    scale,
    translate,
)
from printkit.draw.vocab import elements as el
from printkit.draw.vocab.component import piece_of
from printkit.draw.vocab.expr import ELEMENT_STEPS, MAX_ITEMS, EvalError, Expr, Row, spend
from printkit.draw.vocab.flow import bbox, paragraphs, textbox
from printkit.draw.vocab.kept import PerLayout
from printkit.layout.colours import parse_colour
from printkit.layout.fonts import parse_font
from printkit.layout.units import MM_PER_PT

MAX_SHAPES = 5_000  # shapes one piece may draw
ORIGIN = "_origin"  # the scope's note of the trim's corner (no expression reads a name starting with _)
MAX_REPEAT = 10_000  # drawings one element's repeat: may make
MAX_PIECE = 2_000.0  # mm: a side of another component's piece drawn by a piece: element
_COLOURS: dict[str, str] = {}  # colours as written to #rrggbb: a few dozen, asked for thousands of times
_FAILS = (EvalError, ArithmeticError, TypeError, ValueError, IndexError, KeyError, RecursionError)


def describe_row(label: str, index: int, row: Mapping[str, Any]) -> str:
    """Return how an error names the row being drawn: `cards[37] (card.number 39)`."""
    said = []
    for name, value in row.items():
        if isinstance(value, Row) and value.values:
            first, shown = next(iter(value.values.items()))
            said.append(f"{name}.{first} {shown}")
        elif dataclasses.is_dataclass(value) and not isinstance(value, type):
            first = dataclasses.fields(value)[0].name
            said.append(f"{name}.{first} {getattr(value, first)}")
    return f"{label}[{index}]" + (f" ({', '.join(said)})" if said else "")


def base_scope(layout: Any) -> dict[str, Any]:
    """Return the names every expression of a layout sees: its top-level keys, and pt (mm in a point)."""
    kept = _SCOPES.get(layout)
    if kept is not None:
        return dict(kept)
    names = (
        layout.scope()
        if hasattr(layout, "scope")
        else {f.name: getattr(layout, f.name) for f in dataclasses.fields(layout)}
    )
    return dict(_SCOPES.put(layout, None, {**names, "pt": MM_PER_PT}))


# Each layout's names, made once (its derived names, such as a board's squares, are worked out from its
# keys): the layout is frozen.
_SCOPES: PerLayout[dict[str, Any]] = PerLayout()


def declared(drawer: Drawer, decl: Any, scope: Mapping[str, Any]) -> Symbol:
    """Return a declared symbol: a template in its colour, or items in a box of their own."""
    from printkit.draw.art import glyph

    if decl.template is not None:
        colour = drawer.colour(decl.colour, scope)
        assert colour is not None
        return glyph(decl.template, colour, drawer.text(decl.id, scope) if decl.id else None)
    w, h = (drawer.num(v, scope) for v in decl.size)
    return Symbol(drawer.text(decl.id, scope), w, h, tuple(drawer.items(decl.items, scope)))


def where_of(component: str | None) -> str:
    """Return where a component's parts are written in a layout (the layout's own parts: parts)."""
    return f"components.{component}.parts" if component is not None else "parts"


class Drawer:
    """Draws elements for one build: its functions and budget (env), parts, declared symbols and paints."""

    def __init__(
        self, env: Any, parts: Mapping[str, el.Items], symbols: Mapping[str, Symbol], paints: Paints
    ):
        self.env = env
        self.parts = parts
        self.symbols = symbols
        self.paints = paints
        self.row = ""
        self.used: set[str] = set()  # declared symbols drawn
        # shared template art drawn so far: id -> (template, colour, its symbol)
        self.shared: dict[str, tuple[str, str, Symbol]] = {}
        self.count = 0
        self._using: list[str] = []
        self._styles: dict[el.Painted, Style | None] = {}  # elements' fixed paints (None: not fixed)
        self.layout: Any = None  # the layout whose components a piece: element draws from
        self.drawing: tuple[
            str, ...
        ] = ()  # the components being drawn, outermost first (a piece in its own art is refused)
        # the symbols other components' pieces placed, by component
        self.borrowed: dict[str, Borrowed] = {}

    # values -------------------------------------------------------------------------------------
    def fail(self, expr: Expr | el.Element | None, message: str) -> LayoutError:
        """Return a LayoutError at expr (or an element) naming the row being drawn."""
        row = f", while drawing {self.row}" if self.row else ""
        if isinstance(expr, el.Element):
            return LayoutError(f"{message}{row}", expr.where, expr.path)
        return LayoutError(f"{message}{row}", expr.where if expr else None, expr.key if expr else "")

    def value(self, expr: Expr, scope: Mapping[str, Any]) -> Any:
        """Return expr's value in scope; a located error (with the row) if it has none."""
        try:
            return expr.run(scope, self.env)
        except _FAILS as exc:
            raise self._failed(expr, exc) from None

    def _failed(self, expr: Expr, exc: Exception) -> LayoutError:
        """Return the located error of an expression that failed with exc."""
        return self.fail(expr, f"{excerpt(expr.text)}: {str(exc) or type(exc).__name__}")

    def num(self, expr: Expr, scope: Mapping[str, Any]) -> float:
        """Return expr's value as a number."""
        try:
            value = expr.run(scope, self.env)  # self.value(expr, scope), written out: the commonest value
        except _FAILS as exc:
            raise self._failed(expr, exc) from None
        kind = type(value)
        if kind is float or kind is int:  # the common case first
            return value  # type: ignore[no-any-return]
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise self.fail(expr, f"expected a number; {excerpt(expr.text)} is {excerpt(str(value))}")
        return value

    def length(self, expr: Expr, scope: Mapping[str, Any], low: float, most: float, what: str) -> float:
        """Return expr's value as a length in mm from low to most (a located error naming what, else)."""
        value = self.num(expr, scope)
        if not low <= value <= most:
            raise self.fail(expr, f"expected {what} of {low:g} to {most:g} mm; found {value:g}")
        return value

    def colour(self, expr: Expr | None, scope: Mapping[str, Any]) -> str | None:
        """Return expr's value as #rrggbb (None for no paint)."""
        if expr is None:
            return None
        value = self.value(expr, scope)
        known = _COLOURS.get(value) if type(value) is str else None
        if known is not None:
            return known
        try:
            colour = parse_colour(str(value))
        except ValueError as exc:
            raise self.fail(expr, str(exc)) from None
        if type(value) is str and len(_COLOURS) < 4096:
            _COLOURS[value] = colour
        return colour

    def text(self, expr: Expr, scope: Mapping[str, Any]) -> str:
        """Return expr's value as text."""
        return str(self.value(expr, scope))

    def font(self, expr: Expr, scope: Mapping[str, Any]) -> str:
        """Return expr's value as one of the embedded fonts."""
        try:
            return parse_font(self.text(expr, scope))
        except ValueError as exc:
            raise self.fail(expr, str(exc)) from None

    # elements -----------------------------------------------------------------------------------
    def items(self, items: el.Items, scope: Mapping[str, Any]) -> list[Shape]:
        """Return the shapes of a list of elements."""
        out: list[Shape] = []
        for item in items:
            out += self.element(item, scope)
        return out

    def bind(self, lets: Mapping[str, Expr], scope: Mapping[str, Any]) -> dict[str, Any]:
        """Return scope with each let: name bound in turn."""
        bound = dict(scope)
        for name, expr in lets.items():
            bound[name] = self.value(expr, bound)
        return bound

    def scopes(self, item: el.Element, scope: Mapping[str, Any]) -> Iterator[Mapping[str, Any]]:
        """Yield the scope of each drawing of an element: its repeat's values, then its let:, when true."""
        lists = []
        for name, expr in item.repeat.items():
            values = self.value(expr, scope)
            if not isinstance(values, (tuple, list, range)):
                raise self.fail(expr, f"repeat: expected a list or range(); {excerpt(expr.text)} is not one")
            lists.append([(name, v) for v in values])
        if math.prod(len(v) for v in lists) > MAX_REPEAT:
            first = next(iter(item.repeat.values()))
            raise self.fail(first, f"repeat: more than {MAX_REPEAT:,} drawings")
        for combo in itertools.product(*lists):
            # without repeat: or let: the scope as it came (a drawing reads its scope, never writes to it)
            bound: Mapping[str, Any] = {**scope, **dict(combo)} if combo else scope
            if item.let:
                bound = self.bind(item.let, bound)
            if item.when is None or self.value(item.when, bound):
                yield bound

    def element(self, item: el.Element, scope: Mapping[str, Any]) -> list[Shape]:
        """Return the shapes of one element, each drawing of it."""
        if not item.repeat:  # one drawing at most: no product of repeats to make
            # without let: the scope as it came (a drawing reads its scope, never writes to it)
            bound = self.bind(item.let, scope) if item.let else scope
            if item.when is not None and not self.value(item.when, bound):
                return []
            return self.drawing_of(item, bound)
        out: list[Shape] = []
        for bound in self.scopes(item, scope):
            out += self.drawing_of(item, bound)
        return out

    def drawing_of(self, item: el.Element, bound: Mapping[str, Any]) -> list[Shape]:
        """Return the shapes of one drawing of an element, counted against the build and the piece."""
        try:
            spend(self.env, ELEMENT_STEPS)  # parts that only use parts cost something too
        except EvalError as exc:
            raise self.fail(item, str(exc)) from None
        drawn = self.draw(item, bound)
        if not isinstance(item, (el.GroupEl, el.StackEl, el.UseEl)):  # those count what they hold
            self.count += len(drawn)
            if self.count > MAX_SHAPES:
                raise self.fail(item, f"a piece of more than {MAX_SHAPES:,} shapes")
        return drawn

    def style(self, item: el.Painted, s: Mapping[str, Any]) -> Style:
        """Return an element's paint (a flood as the build's ink wants it)."""
        kept = self._styles.get(item, self)  # self: not seen yet
        if isinstance(kept, Style):
            return kept
        style = self._style(item, s)
        if kept is self:  # paint written out (no expression) is the same every drawing: made once
            fixed = all(v is None or v.is_constant for v in (item.fill, item.stroke, item.width, *item.dash))
            self._styles[item] = style if fixed else None
        return style

    def _style(self, item: el.Painted, s: Mapping[str, Any]) -> Style:
        style = Style(
            fill=self.colour(item.fill, s),
            stroke=self.colour(item.stroke, s),
            width=self.num(item.width, s),
            dash=tuple(self.num(d, s) for d in item.dash),
            cap=item.cap,
            join=item.join,
        )
        if item.paint == "ground" and style.fill:  # the paper shows where low ink leaves it bare
            return dataclasses.replace(style, fill=self.paints.ground(style.fill))
        return self.paints.flood(style) if item.paint == "flood" else style

    def at(
        self, anchor: str | None, x: float, y: float, w: float, h: float, s: Mapping[str, Any]
    ) -> tuple[float, float]:
        """Return the top-left of a w x h box placed x, y from a point of the piece's trim (anchor)."""
        if anchor is None:
            return x, y
        ox, oy = s.get(ORIGIN, (0.0, 0.0))  # where the trim's corner is: a back's box starts at the bleed
        fx, fy = el.ANCHORS[anchor]
        return ox + fx * s["w"] + x - fx * w, oy + fy * s["h"] + y - fy * h

    def draw(self, item: el.Element, s: Mapping[str, Any]) -> list[Shape]:
        """Return the shapes of one drawing of an element in its own scope."""
        how = _DRAWS.get(type(item))
        if how is None:
            raise TypeError(f"element {type(item).__name__} is not drawn")  # a programming error
        return how(self, item, s)

    def _rect(self, item: el.RectEl, s: Mapping[str, Any]) -> list[Shape]:
        n = self.num
        w, h = n(item.w, s), n(item.h, s)
        x, y = self.at(item.at, n(item.x, s), n(item.y, s), w, h, s)
        shape_id = self.text(item.id, s) if item.id else None
        return [Rect(x, y, w, h, self.style(item, s), rx=n(item.rx, s), id=shape_id)]

    def _circle(self, item: el.CircleEl, s: Mapping[str, Any]) -> list[Shape]:
        n = self.num
        r = n(item.r, s)
        x, y = self.at(item.at, n(item.x, s), n(item.y, s), 0, 0, s)
        return [Circle(x, y, r, self.style(item, s))]

    def _ellipse(self, item: el.EllipseEl, s: Mapping[str, Any]) -> list[Shape]:
        n = self.num
        x, y = self.at(item.at, n(item.x, s), n(item.y, s), 0, 0, s)
        return [Ellipse(x, y, n(item.rx, s), n(item.ry, s), self.style(item, s))]

    def _line(self, item: el.LineEl, s: Mapping[str, Any]) -> list[Shape]:
        n = self.num
        return [Line(n(item.x1, s), n(item.y1, s), n(item.x2, s), n(item.y2, s), self.style(item, s))]

    def _polygon(self, item: el.PolygonEl, s: Mapping[str, Any]) -> list[Shape]:
        shape_id = self.text(item.id, s) if item.id else None
        return [Polygon(self.points(item.points, s), self.style(item, s), closed=item.closed, id=shape_id)]

    def _path(self, item: el.PathEl, s: Mapping[str, Any]) -> list[Shape]:
        from printkit.draw.art import _parse_path as parse_path

        try:
            ops = parse_path(self.text(item.d, s))
        except ValueError as exc:
            raise self.fail(item.d, str(exc)) from None
        if len(ops) > MAX_ITEMS:
            raise self.fail(item.d, f"a path of more than {MAX_ITEMS:,} commands")
        return [Path(ops, self.style(item, s))]

    def _text(self, item: el.TextEl, s: Mapping[str, Any]) -> list[Shape]:
        n = self.num
        x, y = self.at(item.at, n(item.x, s), n(item.y, s), 0, 0, s)
        shape_id = self.text(item.id, s) if item.id else None
        colour = self.colour(item.colour, s)
        assert colour is not None
        size = n(item.size, s)
        if not 0 < size <= 500:
            raise self.fail(item.size, f"expected a text size over 0 and at most 500 pt; found {size:g}")
        return [
            Text(
                x,
                y,
                self.text(item.text, s),
                size,
                self.font(item.font, s),
                colour,
                item.anchor,
                id=shape_id,
            )
        ]

    def _mark(self, item: el.MarkEl, s: Mapping[str, Any]) -> list[Shape]:
        from printkit.draw.shapes import mark
        from printkit.layout.marks import KINDS

        n = self.num
        kind = self.value(item.kind, s)
        if kind not in KINDS:
            raise self.fail(
                item.kind, f"expected a mark kind ({', '.join(KINDS)}); found {excerpt(str(kind))}"
            )
        return [
            mark(
                kind,
                n(item.x, s),
                n(item.y, s),
                n(item.size, s),
                self.style(item, s),
                self.text(item.means, s),
            )
        ]

    def points(self, expr: Expr, s: Mapping[str, Any]) -> tuple[tuple[float, float], ...]:
        """Return a list of [x, y] as points."""
        value = self.value(expr, s)
        try:
            points = tuple((float(p[0]), float(p[1])) for p in value)
        except (TypeError, ValueError, IndexError):
            raise self.fail(expr, "expected a list of [x, y] points") from None
        if len(points) > MAX_ITEMS:
            raise self.fail(expr, f"more than {MAX_ITEMS:,} points")
        return points

    def pattern(self, item: el.PatternEl, s: Mapping[str, Any]) -> Group:
        """Return a pattern's strokes over its windows, on their ground or over the items under it."""
        from printkit.layout.marks import PATTERNS

        kind = self.value(item.kind, s)
        if kind not in PATTERNS:
            raise self.fail(
                item.kind, f"expected a pattern ({', '.join(PATTERNS)}); found {excerpt(str(kind))}"
            )
        windows = self.windows(item.windows, s)
        ink = self.colour(item.ink, s)
        ground = self.colour(item.ground, s)
        assert ink is not None
        under = tuple(self.items(item.under, s)) if item.under is not None else ()
        means = self.text(item.means, s) if item.means is not None else None
        arc = self.bend(item, windows, s) if item.arc is not None else None
        if under:  # the shapes under it go in the pattern's group: drawn anew
            return _pattern(kind, tuple(windows), ground, ink, means, arc, under)
        return _kept_pattern(repr((windows, arc)), kind, tuple(windows), ground, ink, means, arc)

    def bend(
        self, item: el.PatternEl, windows: list[tuple[float, float, float, float]], s: Mapping[str, Any]
    ) -> tuple[float, ...]:
        """Return the arc a pattern's windows are bent round, checked: its centre, radius r, start and end
        degrees, and the windows' extent across (the bend _bent makes of them)."""
        assert item.arc is not None
        cx, cy, r, a0, a1 = (self.num(v, s) for v in item.arc)
        lo, hi = min(w[0] for w in windows), max(w[2] for w in windows)
        if not (lo < hi and a0 < a1 <= a0 + 360 and 0 < r <= MAX_ART_MM):
            raise self.fail(
                item.arc[2],
                f"arc: expected r over 0 and up to {MAX_ART_MM:,g} mm, start < end <= start + 360 degrees "
                f"and windows wider than 0; found r {r:g}, {a0:g} to {a1:g} degrees, windows {lo:g} to {hi:g}",
            )
        return cx, cy, r, a0, a1, lo, hi

    def windows(self, expr: Expr, s: Mapping[str, Any]) -> list[tuple[float, float, float, float]]:
        """Return a list of [x0, y0, x1, y1] as windows, each at least as wide as it is placed."""
        value = self.value(expr, s)
        try:
            windows = [(float(w[0]), float(w[1]), float(w[2]), float(w[3])) for w in value if len(w) == 4]
            whole = len(windows) == len(value)
        except (TypeError, ValueError, IndexError):
            whole = False
        if not whole or not windows or any(x1 < x0 or y1 < y0 for x0, y0, x1, y1 in windows):
            raise self.fail(expr, "expected a list of [x0, y0, x1, y1] windows, x1 >= x0 and y1 >= y0")
        if len(windows) > MAX_ITEMS:
            raise self.fail(expr, f"more than {MAX_ITEMS:,} windows")
        return windows

    def regular(self, item: el.RegularEl, s: Mapping[str, Any]) -> Polygon:
        """Return an n-gon across mm (flat to flat, or corner to flat when n is odd), centred on x, y."""
        sides = self.num(item.n, s)
        if not isinstance(sides, int) or not 3 <= sides <= 100:
            raise self.fail(item.n, f"expected a whole number of sides, 3 to 100; found {sides}")
        across = self.num(item.across, s)
        r = across / (1 + math.cos(math.pi / sides)) if sides % 2 else across / 2 / math.cos(math.pi / sides)
        x, y = self.at(item.at, self.num(item.x, s), self.num(item.y, s), 0, 0, s)
        turn = self.num(item.rotate, s) + (0 if sides % 2 else 180 / sides)
        pts = [
            (
                x + r * math.sin(math.radians(turn + 360 * k / sides)),
                y - r * math.cos(math.radians(turn + 360 * k / sides)),
            )
            for k in range(sides)
        ]
        if sides % 2:  # centre the height (apex to flat) on y
            pts = [(px, py + (r - across / 2)) for px, py in pts]
        return Polygon(tuple(pts), self.style(item, s), id=self.text(item.id, s) if item.id else None)

    def sector(self, item: el.SectorEl, s: Mapping[str, Any]) -> Path:
        """Return an annular sector as a path of cubic arcs (at most 90 degrees each)."""
        n = self.num
        cx, cy, r, r0, a0, a1 = (
            n(item.x, s),
            n(item.y, s),
            n(item.r, s),
            n(item.inner, s),
            n(item.start, s),
            n(item.end, s),
        )
        if not 0 <= r0 < r or not a0 < a1 <= a0 + 360:
            raise self.fail(item.r, "a sector needs 0 <= inner < r and start < end <= start + 360")
        ops: list[tuple[Any, ...]] = []
        outer = _arc(cx, cy, r, a0, a1)
        ops.append(("M", *outer[0]))
        ops += [("C", *c1, *c2, *p) for c1, c2, p in outer[1]]
        if r0 > 0:
            inner = _arc(cx, cy, r0, a1, a0)
            ops.append(("L", *inner[0]))
            ops += [("C", *c1, *c2, *p) for c1, c2, p in inner[1]]
        else:
            ops.append(("L", cx, cy))
        ops.append(("Z",))
        return Path(tuple(ops), self.style(item, s))

    def symbol(self, item: el.SymbolEl, s: Mapping[str, Any]) -> Shape:
        """Return a symbol placed: a Use of a declared one, or a template's art as a group."""
        size = self.num(item.size, s)
        if item.name is not None:
            name = self.text(item.name, s)
            art = self.symbols.get(name)
            if art is None:
                raise self.fail(item.name, f"no symbol {name!r} is declared")
            self.used.add(name)
        else:
            from printkit.draw.art import glyph

            colour = self.colour(item.colour, s)
            if item.template is None or colour is None:
                raise self.fail(item, "a symbol element takes name:, or template: with colour:")
            template = self.text(item.template, s)
            if not template.replace("-", "").isalnum():
                raise self.fail(item.template, f"expected a template's name; found {excerpt(template)}")
            try:
                art = glyph(template, colour)
            except UserError as exc:
                raise self.fail(item.template, f"template {template!r}: {exc}") from None
            if item.shared:
                self.shared.setdefault(art.id, (template, colour, art))
        k = size / art.width
        x, y = self.at(item.at, self.num(item.x, s), self.num(item.y, s), size, art.height * k, s)
        m = compose(translate(x, y), rotate(self.num(item.rotate, s), size / 2, size / 2), scale(k))
        return Use(art.id, m) if item.name is not None or item.shared else Group(art.items, m)

    def borrowed_symbols(self) -> tuple[Symbol, ...]:
        """Return the symbols other components' pieces placed: each component's in its own order."""
        return tuple(sym for borrowed in self.borrowed.values() for sym in borrowed.symbols())

    def piece(self, item: el.PieceEl, s: Mapping[str, Any]) -> Group:
        """Return another component's piece, drawn from its art with the row given, placed and scaled."""
        row = {name: self.value(v, s) for name, v in item.row.items()}
        shapes, _ = self.piece_art(item.of, row, item.set, item.side, item)
        steps = [translate(self.num(item.x, s), self.num(item.y, s))]
        if item.rotate is not None:
            about = (self.num(item.about[0], s), self.num(item.about[1], s)) if item.about else (0.0, 0.0)
            steps.append(rotate(self.num(item.rotate, s), *about))
        if item.scale is not None:
            steps.append(scale(self.num(item.scale, s)))
        m = steps[0] if len(steps) == 1 else compose(*steps)
        return Group(shapes, m, id=self.text(item.id, s) if item.id else None)

    def piece_art(
        self,
        of: str,
        row: Mapping[str, Any],
        set_name: str | None = None,
        side: str = "front",
        where: el.Element | None = None,
    ) -> tuple[tuple[Shape, ...], tuple[float, float]]:
        """Return a piece of a component of the layout drawn from its art with row bound, and its box's size
        (the symbols it places are kept to go with the drawing); a slip is located at where."""
        if of in self.drawing:
            cycle = " -> ".join((*self.drawing, of))
            raise self.fail(where, f"a piece of {of!r} drawn inside its own art ({cycle})")
        art = getattr(self.layout, "components", {}).get(of)
        found = piece_of(art, set_name, side, row)
        if isinstance(found, str):
            raise self.fail(where, f"a piece of {of!r}: {found}")
        assert art is not None  # piece_of has no piece of nothing
        sub = Drawer(self.env, {**getattr(self.layout, "parts", {}), **art.parts}, {}, self.paints)
        sub.layout, sub.drawing = self.layout, (*self.drawing, of)
        sub.row = describe_row(of, 0, row)
        scope = sub.bind(found.let, {**base_scope(self.layout), "bleed": 0.0})
        w, h = (sub.num(v, scope) for v in found.size)
        if not (0 < w <= MAX_PIECE and 0 < h <= MAX_PIECE):
            raise self.fail(where, f"a piece of {of!r} of {w:g} x {h:g} mm; at most {MAX_PIECE:,g} mm a side")
        scope.update(w=w, h=h)
        sub.symbols = {key: declared(sub, decl, scope) for key, decl in art.symbols.items()}
        shapes = sub.items(found.side.items, sub.bind(found.side.let, {**scope, **row}))
        self.borrow(of, sub)
        return tuple(shapes), (w, h)

    def borrow(self, of: str, sub: Drawer) -> None:
        """Keep the symbols a drawing of another component's art placed, to go with this one's (those of
        every piece of it drawn: each of its rows may place its own shared art)."""
        kept = self.borrowed.setdefault(of, Borrowed())
        for symbol in sub.symbols.values():
            kept.declared.setdefault(symbol.id, symbol)
        kept.used |= {sub.symbols[name].id for name in sub.used}
        kept.shared.update(sub.shared)
        for symbol in sub.borrowed_symbols():
            kept.nested.setdefault(symbol.id, symbol)

    def part_art(self, of: str | None, part: str, names: Mapping[str, Any]) -> tuple[Shape, ...]:
        """Return a named part drawn with names bound: a component's (its parts and symbols, and the
        layout's parts), or of None, the layout's own."""
        layout_parts = getattr(self.layout, "parts", {})
        art = getattr(self.layout, "components", {}).get(of) if of is not None else None
        parts = {**layout_parts, **(art.parts if art is not None else {})}
        if (of is not None and art is None) or part not in parts:
            where = f"components.{of}.parts" if of is not None else "parts"
            raise self.fail(None, f"the layout has no part {part!r} in {where}")
        sub = Drawer(self.env, parts, {}, self.paints)
        sub.layout, sub.row = self.layout, f"{where_of(of)}.{part}"
        sub.drawing = (*self.drawing, of) if of is not None else self.drawing
        scope = {**base_scope(self.layout), "bleed": 0.0, **names}
        if art is not None:
            sub.symbols = {key: declared(sub, decl, scope) for key, decl in art.symbols.items()}
        shapes = sub.items(parts[part], scope)
        self.borrow(of or "", sub)
        return tuple(shapes)

    def shared_symbols(self) -> tuple[Symbol, ...]:
        """Return the shared template art drawn, in (template, colour) order (the same whatever drew first)."""
        return tuple(art for _, _, art in sorted(self.shared.values(), key=lambda t: (t[0], t[1])))

    def group(self, item: el.GroupEl, s: Mapping[str, Any]) -> Group:
        """Return a group of items under its transform and clip."""
        n = self.num
        steps: list[Matrix] = []
        if item.translate is not None:
            steps.append(translate(n(item.translate[0], s), n(item.translate[1], s)))
        if item.rotate is not None:
            about = (n(item.about[0], s), n(item.about[1], s)) if item.about else (0.0, 0.0)
            steps.append(rotate(n(item.rotate, s), *about))
        if item.scale is not None:
            steps.append(scale(n(item.scale, s)))
        m = IDENTITY if not steps else steps[0] if len(steps) == 1 else compose(*steps)
        clip = tuple(n(c, s) for c in item.clip) if item.clip else None
        return Group(
            tuple(self.items(item.items, s)),
            m,
            clip,  # type: ignore[arg-type]
            id=self.text(item.id, s) if item.id else None,
            stands_for=self.text(item.stands_for, s) if item.stands_for else None,
        )

    def stack(self, item: el.StackEl, s: Mapping[str, Any]) -> Group:
        """Return items set one below the other."""
        y, gap = 0.0, self.num(item.gap, s)
        out: list[Shape] = []
        for child in item.items:
            shapes = self.element(child, s)
            if not shapes:
                continue
            box = bbox(shapes, self.symbols)
            out.append(Group(tuple(shapes), translate(0, y - box[1])))
            y += box[3] - box[1] + gap
        return Group(tuple(out), translate(self.num(item.x, s), self.num(item.y, s)))

    def use(self, item: el.UseEl, s: Mapping[str, Any]) -> list[Shape]:
        """Return a part's shapes (a part that uses itself, through others or not, is refused)."""
        part = self.parts.get(item.part)
        if part is None:
            raise self.fail(item, f"no part {item.part!r}")
        if item.part in self._using:
            raise self.fail(
                None, f"part {item.part!r} uses itself ({' -> '.join([*self._using, item.part])})"
            )
        self._using.append(item.part)
        try:
            return self.items(part, s)
        finally:
            self._using.pop()


def _pattern(
    kind: str,
    windows: tuple[tuple[float, float, float, float], ...],
    ground: str | None,
    ink: str,
    means: str | None,
    arc: tuple[float, ...] | None,
    under: tuple[Shape, ...] = (),
) -> Group:
    """Return a pattern's strokes over its windows (bent round arc, if any), on their ground or over under."""
    from printkit.draw.patterns import texture

    if arc is None:
        return texture(kind, list(windows), ground, ink, means, base=under)
    return texture(kind, list(windows), ground, ink, means, to=_bent(*arc), base=under)


# A pattern is the same shapes wherever it is drawn with the same windows, inks and arc (every card of a
# suit, every token of a colour): each is made once. exact is the windows and arc written out, for 0.0
# and -0.0 (or 1 and 1.0) are one key but would not be one picture.
@lru_cache(maxsize=1024)
def _kept_pattern(exact: str, *pattern: Any) -> Group:
    """Return _pattern(*pattern), made once for its arguments and their exact text."""
    return _pattern(*pattern)


def _bent(
    cx: float, cy: float, r: float, a0: float, a1: float, lo: float, hi: float
) -> Callable[[float, float], tuple[float, float]]:
    """Return a pattern's windows bent round an arc: across them (lo to hi) from a0 to a1 degrees, in from radius r."""

    def to(u: float, v: float) -> tuple[float, float]:
        a = math.radians(a0 + (a1 - a0) * (u - lo) / (hi - lo))
        return cx + (r - v) * math.sin(a), cy - (r - v) * math.cos(a)

    return to


# How each kind of element is drawn (one look-up a drawing, not a chain of isinstance)
_DRAWS: dict[type, Callable[[Drawer, Any, Mapping[str, Any]], list[Shape]]] = {
    el.RectEl: Drawer._rect,
    el.CircleEl: Drawer._circle,
    el.EllipseEl: Drawer._ellipse,
    el.LineEl: Drawer._line,
    el.PolygonEl: Drawer._polygon,
    el.PathEl: Drawer._path,
    el.RegularEl: lambda d, item, s: [d.regular(item, s)],
    el.SectorEl: lambda d, item, s: [d.sector(item, s)],
    el.TextEl: Drawer._text,
    el.TextboxEl: lambda d, item, s: textbox(d, item, s),
    el.ParagraphsEl: lambda d, item, s: paragraphs(d, item, s),
    el.SymbolEl: lambda d, item, s: [d.symbol(item, s)],
    el.MarkEl: Drawer._mark,
    el.PatternEl: lambda d, item, s: [d.pattern(item, s)],
    el.PieceEl: lambda d, item, s: [d.piece(item, s)],
    el.GroupEl: lambda d, item, s: [d.group(item, s)],
    el.StackEl: lambda d, item, s: [d.stack(item, s)],
    el.UseEl: Drawer.use,
}


@dataclass
class Borrowed:
    """The symbols the pieces of one other component placed: its declared ones (and which were used), its
    shared template art, and the symbols its own pieces' pieces placed."""

    declared: dict[str, Symbol] = field(default_factory=dict)
    used: set[str] = field(default_factory=set)
    shared: dict[str, tuple[str, str, Symbol]] = field(default_factory=dict)
    nested: dict[str, Symbol] = field(default_factory=dict)

    def symbols(self) -> tuple[Symbol, ...]:
        """Return them in the component's own order: declared ones used, shared art by (template, colour),
        then its pieces'."""
        shared = sorted(self.shared.values(), key=lambda t: (t[0], t[1]))
        return (
            *(sym for sym in self.declared.values() if sym.id in self.used),
            *(art for _, _, art in shared),
            *self.nested.values(),
        )


def _arc(cx: float, cy: float, r: float, a0: float, a1: float) -> tuple[tuple[float, float], list[Any]]:
    """Return the start point and the cubic segments of an arc from a0 to a1 degrees (0 up, clockwise)."""
    turns = max(1, math.ceil(abs(a1 - a0) / 90 - 1e-9))
    step = (a1 - a0) / turns

    def at(a: float, rr: float = r) -> tuple[float, float]:
        t = math.radians(a)
        return (cx + rr * math.sin(t), cy - rr * math.cos(t))

    k = 4 / 3 * math.tan(math.radians(step) / 4) * r
    segments = []
    for i in range(turns):
        b0, b1 = a0 + i * step, a0 + (i + 1) * step
        p0, p1 = at(b0), at(b1)
        t0, t1 = math.radians(b0), math.radians(b1)
        c1 = (p0[0] + k * math.cos(t0), p0[1] + k * math.sin(t0))
        c2 = (p1[0] - k * math.cos(t1), p1[1] - k * math.sin(t1))
        segments.append((c1, c2, p1))
    return at(a0), segments
