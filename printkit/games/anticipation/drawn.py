"""The board and the nest boards as the layout draws them (components: board: and nests:), for what sets
them in a picture: a position, the setup sheet, the cover."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from printkit.core.errors import LayoutError
from printkit.draw.ink import NORMAL, Paints
from printkit.draw.vocab import board
from printkit.draw.vocab.component import BoardArt, art_of
from printkit.games.anticipation.schema import COLOURS, Layout

if TYPE_CHECKING:
    from printkit.draw.scene import Shape, Symbol


@dataclass(frozen=True)
class DrawnBoard:
    """The board as its layout draws it: its shapes (origin top left), the symbols they place, its size (mm)."""

    items: tuple[Shape, ...]
    symbols: tuple[Symbol, ...]
    width: float
    height: float


def drawn_board(layout: Layout, paints: Paints = NORMAL) -> DrawnBoard:
    """Return the board drawn from the layout's `components: board:`."""
    drawn = board.drawn(layout, "board", art_of(layout, "board", BoardArt), paints)  # drawn once a build
    return DrawnBoard(drawn.items, drawn.symbols, drawn.width, drawn.height)


@dataclass(frozen=True)
class DrawnNests:
    """Nest boards as the layout draws them: each colour's nest upright in its own box, and the symbols
    they place (those of the nests drawn, in the order a document lists them)."""

    items: Mapping[str, tuple[Shape, ...]]
    symbols: tuple[Symbol, ...]


def drawn_nests(layout: Layout, colours: Sequence[str] = COLOURS, paints: Paints = NORMAL) -> DrawnNests:
    """Return the nest boards of colours, drawn from the layout's `components: nests:` (a board per colour)."""
    art = art_of(layout, "nests", BoardArt)
    boards = {b.scope.get("colour"): b for b in board.boards(layout, "nests", art, 0.0, paints)}
    items: dict[str, tuple[Shape, ...]] = {}
    symbols: tuple[Symbol, ...] = ()
    for colour in colours:
        if colour not in boards:
            from printkit.layout.spots import where

            raise LayoutError(
                f"expected a nest board for each colour (each: {{colour: =seats}}); found none for {colour}",
                where(layout, "components.nests.each") or where(layout, "components.nests"),
                "components.nests.each",
            )
        shapes, symbols = board.picture(boards[colour])
        items[colour] = tuple(shapes)
    return DrawnNests(items, symbols)
