"""Ant Trails: the hex board (tiled), the red and black ant tiles, the food bonus tiles."""

from __future__ import annotations

from typing import TYPE_CHECKING

from printkit.draw.component import Component
from printkit.draw.impose.cards import SheetSpec
from printkit.draw.ink import NORMAL, Paints
from printkit.draw.vocab import board, tokens
from printkit.draw.vocab.component import BoardArt, TokensArt, art_of
from printkit.games.ant_trails.schema import Layout

if TYPE_CHECKING:
    from printkit.draw.scene import Document, Shape, Symbol

DrawnBoard = board.Drawn  # the board as drawn, each cell's centre found by its id (cell-a1)


def drawn_board(layout: Layout, paints: Paints = NORMAL) -> DrawnBoard:
    """Return the board drawn from the layout's `components: board:`, its cells found by their ids."""
    return board.drawn(layout, "board", art_of(layout, "board", BoardArt), paints, "cell-")


def build_board(layout: Layout, spec: SheetSpec) -> Document:
    """Return the board: one sheet when it fits, else tiled pieces to glue together."""
    return board.document(layout, "board", art_of(layout, "board", BoardArt), spec)


def tile_flats(layout: Layout) -> float:
    """Return an ant tile's width across the flats: its cell's less the cutting tolerance each side."""
    return layout.board.cell_size - 2 * layout.ant_tiles.tolerance


def _drawing(layout: Layout, bleed: float, paints: Paints) -> tokens.Tokens:
    return tokens.start(layout, "ants", art_of(layout, "ants", TokensArt), bleed, paints)


def ant_tile(layout: Layout, colour: str, bleed: float, paints: Paints = NORMAL) -> tuple[Shape, ...]:
    """Return one ant tile in its token box, drawn from the layout's `components: ants:`."""
    drawing = _drawing(layout, bleed, paints)
    return tokens.face(drawing, drawing.art.tokens, {"colour": colour, "copy": 0})


def food_front(layout: Layout, points: int, bleed: float) -> tuple[Shape, ...]:
    """Return a food tile's face (its points as a number and as leaves), drawn from the layout."""
    drawing = _drawing(layout, bleed, NORMAL)
    return tokens.face(drawing, drawing.art.sharing["food"], {"points": points})


def tile_symbols(layout: Layout, paints: Paints = NORMAL) -> tuple[Symbol, ...]:
    """Return the symbols the tiles place (the ant and the leaf in their inks)."""
    return tuple(_drawing(layout, 0.0, paints).drawer.symbols.values())


def build_ants(layout: Layout, spec: SheetSpec) -> Document:
    """Return the black and red ant tiles (a cell's hex less the cutting tolerance each side) and the
    food tiles with their shared back, in the tiles' free places where they fit, else after them."""
    return tokens.document(layout, "ants", art_of(layout, "ants", TokensArt), spec)


COMPONENTS = (
    Component(
        "board",
        "the 91-cell hex board, tiled over several sheets when it does not fit one",
        build_board,
        key="board.cell_size",
    ),
    Component(
        "ants",
        "the black and red ant tiles, double-sided, a little smaller than a cell, and the food tiles",
        build_ants,
        key="board.cell_size",
    ),
)
