"""`kind: board` drawn: one picture from the art, on a sheet when it fits, else tiled over sheets to trim and glue."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from printkit.core.limits import MAX_ART_MM
from printkit.draw.impose.cards import SheetSpec
from printkit.draw.impose.tiling import tile_board
from printkit.draw.ink import NORMAL, Paints
from printkit.draw.scene import Document, Shape, Symbol
from printkit.draw.vocab.cards import drawn_symbols, new_drawer
from printkit.draw.vocab.component import BoardArt
from printkit.draw.vocab.draw import Drawer, base_scope, declared
from printkit.draw.vocab.expr import Budget


@dataclass
class Board:
    """One board's drawing in progress: its scope (the board's let: names, w, h, bleed) and drawer."""

    name: str
    art: BoardArt
    scope: dict[str, Any]
    drawer: Drawer
    size: tuple[float, float]


def start(
    layout: Any,
    name: str,
    art: BoardArt,
    bleed: float = 0.0,
    paints: Paints = NORMAL,
    budget: Budget | None = None,
) -> Board:
    """Return a board ready to draw: its let: names bound, its size known, its declared symbols made."""
    drawer = new_drawer(layout, art.parts, paints, budget, name)
    drawer.row = name
    scope = drawer.bind(art.let, base_scope(layout))
    w, h = (drawer.num(v, scope) for v in art.size)
    if not (0 < w <= MAX_ART_MM and 0 < h <= MAX_ART_MM):
        raise drawer.fail(
            art.size[0],
            f"expected a board over 0 and at most {MAX_ART_MM:,g} mm a side; found {w:,g} x {h:,g}",
        )
    scope.update(w=w, h=h, bleed=bleed)
    drawer.symbols = {key: declared(drawer, decl, scope) for key, decl in art.symbols.items()}
    return Board(name, art, scope, drawer, (w, h))


def size(layout: Any, name: str, art: BoardArt) -> tuple[float, float]:
    """Return a board's size, mm (what a position drawn on it, or a cover, scales and places by)."""
    return start(layout, name, art).size


def picture(board: Board) -> tuple[list[Shape], tuple[Symbol, ...]]:
    """Return the board's shapes in its w x h box (origin top left, y down) and the symbols they place."""
    drawer = board.drawer
    drawer.row, drawer.count = board.name, 0
    scope = drawer.bind(board.art.face.let, board.scope)
    return drawer.items(board.art.face.items, scope), drawn_symbols(drawer)


@dataclass(frozen=True)
class Drawn:
    """A board as its layout draws it: its shapes and symbols, its size (mm), and the centre of each shape
    whose id starts with the prefix asked for (a cell), by the rest of its id."""

    items: tuple[Shape, ...]
    symbols: tuple[Symbol, ...]
    width: float
    height: float
    centres: Mapping[str, tuple[float, float]]

    def centre(self, name: str) -> tuple[float, float]:
        """Return a cell's centre in the board picture (mm, y down)."""
        return self.centres[name]


def drawn(layout: Any, name: str, art: BoardArt, paints: Paints = NORMAL, cells: str = "") -> Drawn:
    """Return a board drawn (no bleed), the polygons whose id starts with cells found as its cells."""
    from printkit.draw.picture import centres

    board = start(layout, name, art, 0.0, paints)
    items, symbols = picture(board)
    w, h = board.size
    return Drawn(tuple(items), symbols, w, h, centres(items, cells) if cells else {})


def blamed(name: str, art: BoardArt) -> str:
    """Return the key a board the paper cannot take is blamed on: its own key, else its size's path."""
    return art.key or f"components.{name}.size"


def document(layout: Any, name: str, art: BoardArt, spec: SheetSpec) -> Document:
    """Return a board component on its sheet, or tiled over sheets (or as --board-paper says)."""
    board = start(layout, name, art, spec.board_bleed, Paints(spec.ink))
    items, symbols = picture(board)
    label = board.drawer.text(art.label, board.scope)
    w, h = board.size
    pages = tile_board(spec, w, h, items, label, where=blamed(name, art))
    return Document(layout.title, tuple(pages), symbols)
