"""`kind: board` drawn: one picture from the art (or one a row of its each:), on a sheet when it fits, else
tiled over sheets to trim and glue."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from printkit.core.limits import MAX_ART_MM
from printkit.draw.impose.cards import SheetSpec
from printkit.draw.impose.tiling import tile_board
from printkit.draw.ink import NORMAL, Paints
from printkit.draw.scene import Document, Page, Shape, Symbol
from printkit.draw.vocab.cards import drawn_symbols, each_rows, new_drawer
from printkit.draw.vocab.component import BoardArt
from printkit.draw.vocab.draw import Drawer, base_scope, declared, describe_row
from printkit.draw.vocab.expr import Budget
from printkit.draw.vocab.kept import PerLayout


@dataclass
class Board:
    """One board's drawing in progress: its scope (its row's names, the board's let: names, w, h, bleed),
    drawer and declared symbols."""

    name: str
    art: BoardArt
    scope: dict[str, Any]
    drawer: Drawer
    size: tuple[float, float]
    row: str = ""  # how an error names the board being drawn (its row, for a board of each:)
    symbols: dict[str, Symbol] = field(default_factory=dict)


def boards(
    layout: Any,
    name: str,
    art: BoardArt,
    bleed: float = 0.0,
    paints: Paints = NORMAL,
    budget: Budget | None = None,
) -> list[Board]:
    """Return a board ready to draw for each row of its each: (one board when it has none), all drawn by
    one drawer: their row's and let: names bound, their sizes known, their declared symbols made."""
    drawer = new_drawer(layout, art.parts, paints, budget, name)
    drawer.row = name
    scope = base_scope(layout)
    if not art.each:
        return [_board(drawer, name, art, scope, bleed, name)]
    rows = each_rows(drawer, art.each, scope)
    return [
        _board(drawer, name, art, {**scope, **row}, bleed, describe_row(name, i, row))
        for i, row in enumerate(rows)
    ]


def _board(
    drawer: Drawer, name: str, art: BoardArt, scope: Mapping[str, Any], bleed: float, row: str
) -> Board:
    drawer.row = row
    bound = drawer.bind(art.let, scope)
    w, h = (drawer.num(v, bound) for v in art.size)
    if not (0 < w <= MAX_ART_MM and 0 < h <= MAX_ART_MM):
        raise drawer.fail(
            art.size[0],
            f"expected a board over 0 and at most {MAX_ART_MM:,g} mm a side; found {w:,g} x {h:,g}",
        )
    bound.update(w=w, h=h, bleed=bleed)
    symbols = {key: declared(drawer, decl, bound) for key, decl in art.symbols.items()}
    drawer.symbols = symbols
    return Board(name, art, bound, drawer, (w, h), row, symbols)


def start(
    layout: Any,
    name: str,
    art: BoardArt,
    bleed: float = 0.0,
    paints: Paints = NORMAL,
    budget: Budget | None = None,
) -> Board:
    """Return a board ready to draw (of a board with each:, its first row's)."""
    return boards(layout, name, art, bleed, paints, budget)[0]


def size(layout: Any, name: str, art: BoardArt) -> tuple[float, float]:
    """Return a board's size, mm (what a position drawn on it, or a cover, scales and places by)."""
    return start(layout, name, art).size


def picture(board: Board) -> tuple[list[Shape], tuple[Symbol, ...]]:
    """Return the board's shapes in its w x h box (origin top left, y down) and the symbols placed so far
    (its declared ones, and the shared template art its drawer drew, for every board it drew)."""
    drawer = board.drawer
    drawer.row, drawer.count = board.row, 0
    drawer.symbols = board.symbols
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


# What names and labels a board rather than draws it: art alike in every other field draws alike
_NAMING = frozenset({"describe", "label", "key"})


_TWINS: PerLayout[str] = PerLayout()  # drawn_as's answers, by layout and component


def drawn_as(layout: Any, name: str, art: BoardArt) -> str:
    """Return the first board component whose art the layout wrote in the very places name's is written (a
    YAML alias, as a cover that is its board: one node, so one picture), else name: the one its drawing is kept by."""
    from printkit.layout.spots import written_at

    known = _TWINS.get(layout, name)  # a replay asks at every position
    if known is not None:
        return known
    fields = [f.name for f in dataclasses.fields(art) if f.name not in _NAMING]
    mine = [written_at(layout, f"components.{name}.{f}") for f in fields]
    twin = name
    # written nowhere: a layout not loaded from a file, whose twins nothing tells
    components: dict[str, Any] = getattr(layout, "components", {}) if any(mine) else {}
    for other, other_art in components.items():
        if other == name:
            break
        if type(other_art) is type(art) and mine == [
            written_at(layout, f"components.{other}.{f}") for f in fields
        ]:
            twin = other
            break
    return _TWINS.put(layout, name, twin)


# Boards drawn, by layout, component, ink, language and cell prefix: a kit draws its board for the board's
# sheets, its cover and the rules sheets' positions, and a replay for every position.
_DRAWN: PerLayout[Drawn] = PerLayout()


def drawn(layout: Any, name: str, art: BoardArt, paints: Paints = NORMAL, cells: str = "") -> Drawn:
    """Return a board drawn (no bleed; of a board with each:, its first row's), the polygons whose id starts
    with cells found as its cells."""
    from printkit.draw.picture import centres
    from printkit.layout.words import sheet_language

    key = (drawn_as(layout, name, art), paints.ink, sheet_language(), cells)
    kept = _DRAWN.get(layout, key)
    if kept is not None:
        return kept
    board, items = _first(layout, name, art, 0.0, paints)
    w, h = board.size
    return _DRAWN.put(
        layout, key, Drawn(items, drawn_symbols(board.drawer), w, h, centres(items, cells) if cells else {})
    )


# First boards drawn, by layout, component, bleed, ink and language: a kit's board sheet (no bleed of its own)
# is the board its rules sheets' positions and its cover set, drawn once.
_FIRST: PerLayout[tuple[Board, tuple[Shape, ...]]] = PerLayout()


def _first(
    layout: Any, name: str, art: BoardArt, bleed: float, paints: Paints
) -> tuple[Board, tuple[Shape, ...]]:
    """Return a board's first board (its only one, without each:) and its shapes, drawn once for them all."""
    from printkit.layout.words import sheet_language

    key = (drawn_as(layout, name, art), bleed, paints.ink, sheet_language())
    kept = _FIRST.get(layout, key)
    if kept is not None:
        return kept
    board = start(layout, name, art, bleed, paints)
    return _FIRST.put(layout, key, (board, tuple(picture(board)[0])))


def blamed(name: str, art: BoardArt) -> str:
    """Return the key a board the paper cannot take is blamed on: its own key, else (or when the key is filled
    in from a row: a problem found in the whole document names no row) its size's path."""
    return str(art.key.constant) if art.key is not None and art.key.is_constant else f"components.{name}.size"


def document(layout: Any, name: str, art: BoardArt, spec: SheetSpec) -> Document:
    """Return a board component on its sheet, or tiled over sheets (or as --board-paper says): each board
    of its each: in turn."""
    # the one board of a board without each: is drawn once for its sheet and for what else sets it
    single = None if art.each else _first(layout, name, art, spec.board_bleed, Paints(spec.ink))
    drawn = [single[0]] if single else boards(layout, name, art, spec.board_bleed, Paints(spec.ink))
    pages: list[Page] = []
    declared_symbols: dict[str, Symbol] = {}
    for board in drawn:
        items = single[1] if single else tuple(picture(board)[0])
        for symbol in board.symbols.values():
            declared_symbols.setdefault(symbol.id, symbol)
        label = board.drawer.text(art.label, board.scope)
        where = board.drawer.text(art.key, board.scope) if art.key is not None else blamed(name, art)
        w, h = board.size
        pages += tile_board(spec, w, h, items, label, where=where)
    symbols = {**declared_symbols}
    for symbol in (*drawn[0].drawer.shared_symbols(), *drawn[0].drawer.borrowed_symbols()):
        symbols.setdefault(symbol.id, symbol)
    return Document(layout.title, tuple(pages), tuple(symbols.values()))
