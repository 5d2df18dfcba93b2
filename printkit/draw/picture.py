"""What every game's picture is made of: the Picture value, the mark of a broken rule, panel text.

A game's ``picture.py`` defines ``picture(game, view) -> Picture``: its board (the same for every
position of one game, so the replay page draws it once), the position on it, in mm, and the
position in words (what the replay page gives a screen reader). A picture may also hand over its
position cut into parts (``Picture.of_parts``): what changes together, so that the replay page
finds a part that stayed put as one piece rather than shape by shape.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from printkit.draw.scene import (
    IDENTITY,
    Circle,
    Group,
    Matrix,
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

INK = "#2b1d14"
SOFT = "#6b5744"
FAULT = "#c0392b"  # the broken rule's red; its mark is also told by shape (a thick ring with a white halo)
TITLE_FONT = "Vera-Bold"
TEXT_FONT = "Vera"


Part = Shape | tuple[Shape, ...]  # a part of a position: one shape, or shapes that change together


@dataclass(frozen=True)
class Picture:
    """A position drawn in mm: the board (the same for every position of a game) and what lies on it."""

    width: float
    height: float
    board: tuple[Shape, ...]
    position: tuple[Shape, ...]
    symbols: tuple[Symbol, ...] = ()
    words: tuple[str, ...] = ()  # the position in words, piece by piece, for a reader who cannot see it
    # The position cut into parts in drawing order, each a shape or a tuple of shapes: their shapes in
    # order are the position. A part handed over again (the same object) is the same shapes. Empty:
    # every shape of the position is a part of its own.
    parts: tuple[Part, ...] = ()

    @classmethod
    def of_parts(
        cls,
        width: float,
        height: float,
        board: tuple[Shape, ...],
        parts: Iterable[Part],
        symbols: tuple[Symbol, ...] = (),
        words: tuple[str, ...] = (),
    ) -> Picture:
        """A picture whose position is its parts' shapes, in order."""
        cut = tuple(parts)
        position: list[Shape] = []
        for part in cut:
            if isinstance(part, tuple):
                position += part
            else:
                position.append(part)
        return cls(width, height, board, tuple(position), symbols, words, cut)


def _halo(shape_of: Callable[[Style], Shape], width: float) -> list[Shape]:
    return [
        shape_of(Style(stroke="#ffffff", width=width + 1.6, join="round")),
        shape_of(Style(stroke=FAULT, width=width, join="round", dash=())),
    ]


def fault_ring(cx: float, cy: float, r: float, width: float = 1.4) -> Group:
    """The broken rule's mark round a square, cell or piece: a thick red ring on a white halo."""
    return Group(tuple(_halo(lambda s: Circle(cx, cy, r, s), width)), stands_for="broken rule")


def fault_box(x: float, y: float, w: float, h: float, width: float = 1.4, rx: float = 2.0) -> Group:
    """The broken rule's mark round a card or an area: a thick red frame on a white halo."""
    return Group(tuple(_halo(lambda s: Rect(x, y, w, h, s, rx=rx), width)), stands_for="broken rule")


def fault_outline(points: Sequence[tuple[float, float]], width: float = 1.4) -> Group:
    """The broken rule's mark along a polygon (a hex cell, a board square)."""
    pts = tuple(points)
    return Group(tuple(_halo(lambda s: Polygon(pts, s), width)), stands_for="broken rule")


def lines(
    x: float,
    y: float,
    texts: Iterable[str],
    size: float = 9.0,
    lead: float = 4.6,
    font: str = TEXT_FONT,
    fill: str = INK,
    anchor: str = "start",
) -> list[Shape]:
    """Lines of text, the first baseline at y, each lead mm below the last."""
    return [Text(x, y + i * lead, t, size, font, fill, anchor) for i, t in enumerate(texts)]  # type: ignore[arg-type]


def inline(
    items: Iterable[Shape], symbols: dict[str, Symbol], done: dict[str, tuple[Shape, ...]] | None = None
) -> tuple[Shape, ...]:
    """Shapes with every Use replaced by its symbol's own shapes, for a symbol that is itself a symbol's art."""
    done = {} if done is None else done  # each symbol opened once, its shapes shared by every use
    out: list[Shape] = []
    for item in items:
        if isinstance(item, Use):
            opened = done.get(item.symbol)
            if opened is None:
                opened = done[item.symbol] = inline(symbols[item.symbol].items, symbols, done)
            out.append(Group(opened, item.transform))
        elif isinstance(item, Group):
            out.append(
                Group(inline(item.items, symbols, done), item.transform, item.clip, item.id, item.stands_for)
            )
        else:
            out.append(item)
    return tuple(out)


def moved(items: Iterable[Shape], *matrices: Matrix) -> Group:
    """Shapes under a transform made of matrices (the last applies first)."""
    return Group(tuple(items), compose(*matrices) if matrices else IDENTITY)


def centres(items: Iterable[Shape], prefix: str) -> dict[str, tuple[float, float]]:
    """Return the centre of each polygon whose id starts with prefix (a board's cells), by the rest of its id.

    A position is set on the cells where the board's art drew them, so a layout that moves the cells
    moves the pieces with them. Groups are searched untransformed: a board's cells lie on its page.
    """
    out: dict[str, tuple[float, float]] = {}
    todo = list(items)
    while todo:
        item = todo.pop()
        if isinstance(item, Group) and item.transform == IDENTITY:
            todo += item.items
        elif isinstance(item, Polygon) and item.id and item.id.startswith(prefix) and item.points:
            xs, ys = zip(*item.points, strict=True)
            out[item.id[len(prefix) :]] = (sum(xs) / len(xs), sum(ys) / len(ys))
    return out


def placed(art: Iterable[Shape], x: float, y: float, box: float, ident: str | None = None) -> Group:
    """Return a piece's art, drawn in its box x box square, with the square's centre on (x, y)."""
    return Group(tuple(art), translate(x - box / 2, y - box / 2), id=ident)


def at(
    art: Iterable[Shape],
    x: float,
    y: float,
    k: float = 1.0,
    ident: str | None = None,
    turn: float = 0.0,
    about: tuple[float, float] = (0.0, 0.0),
) -> Group:
    """Return art with its origin moved to (x, y), turned by turn degrees about `about` (from there), scaled by k."""
    steps = [translate(x, y)] + ([rotate(turn, *about)] if turn else []) + ([scale(k)] if k != 1.0 else [])
    return Group(tuple(art), compose(*steps) if len(steps) > 1 else steps[0], id=ident)


def symbol_at(
    symbol: str,
    m: Matrix = IDENTITY,
    ident: str | None = None,
    outer: Matrix = IDENTITY,
    clip: tuple[float, float, float, float] | None = None,
) -> Group:
    """Return a symbol placed by m, in a group of its own (moved by outer, clipped to clip, named ident)."""
    return Group((Use(symbol, m),), outer, clip, id=ident)


def symbol_use(symbol: str, m: Matrix = IDENTITY) -> Use:
    """Return a symbol placed by m, in no group of its own (a piece among a position's shapes, named by none)."""
    return Use(symbol, m)


def use_at(symbol: str, x: float, y: float) -> Use:
    """Return a symbol placed with its top-left at (x, y), on its own (no group round it)."""
    return symbol_use(symbol, translate(x, y))


def heading(x: float, y: float, text: str, size: float = 11.0) -> Text:
    """Return a panel's heading, its baseline at y."""
    return Text(x, y, text, size, TITLE_FONT, INK)


def text_centre(items: Iterable[Shape], text: str) -> tuple[float, float] | None:
    """Return the centre of the first group among items that holds a text reading text (a mark's letter), or None."""
    from printkit.draw.vocab.flow import bbox

    for item in items:
        if isinstance(item, Group) and any(isinstance(t, Text) and t.text == text for t in item.items):
            x0, y0, x1, y1 = bbox([item], {})
            return (x0 + x1) / 2, (y0 + y1) / 2
    return None
