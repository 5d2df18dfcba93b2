"""Anticipation's kit: the board (tiled), nest boards, ant pieces with the Water Barriers, dice and player aids."""

from __future__ import annotations

from typing import TYPE_CHECKING

from printkit.draw.component import Component
from printkit.draw.impose.cards import SheetSpec
from printkit.draw.vocab import board, box, cards, cubes, tent, tokens, tray
from printkit.draw.vocab.component import (
    BoardArt,
    BoxArt,
    CardsArt,
    CubeNetsArt,
    TentArt,
    TokensArt,
    TrayArt,
    art_of,
)
from printkit.games.anticipation.schema import Layout

if TYPE_CHECKING:
    from printkit.draw.scene import Document


def build_board(layout: Layout, spec: SheetSpec) -> Document:
    """Return the board, on one sheet if it fits, else tiled over pages to glue together, drawn from the
    layout's `components: board:`."""
    return board.document(layout, "board", art_of(layout, "board", BoardArt), spec)


def build_nests(layout: Layout, spec: SheetSpec) -> Document:
    """Return one nest board per colour at the board's scale, for players who keep separate trays, drawn
    from the layout's `components: nests:`."""
    return board.document(layout, "nests", art_of(layout, "nests", BoardArt), spec)


def build_pieces(layout: Layout, spec: SheetSpec) -> Document:
    """Return the 56 ant pieces (colour fronts; segment and magnet mark backs) and the two Water Barriers,
    drawn from the layout's `components: pieces:`."""
    return tokens.document(layout, "pieces", art_of(layout, "pieces", TokensArt), spec)


def build_dice(layout: Layout, spec: SheetSpec) -> Document:
    """Return two standard dice as foldable cube nets, drawn from the layout's `components: dice:`."""
    return cubes.document(layout, "dice", art_of(layout, "dice", CubeNetsArt), spec)


def build_aids(layout: Layout, spec: SheetSpec) -> Document:
    """Return a player aid card per colour in each of the kit's languages, with its coloured back, drawn from
    the layout's `components: aids:`."""
    return cards.document(layout, "aids", art_of(layout, "aids", CardsArt), spec)


def build_box(layout: Layout, spec: SheetSpec) -> Document:
    """Return the box's tray and lid, sized from the pieces, dice and stands it holds, drawn from the layout's
    `components: box:`."""
    return box.document(layout, "box", art_of(layout, "box", BoxArt), spec)


def build_trays(layout: Layout, spec: SheetSpec) -> Document:
    """Return a nest tray per colour (double walls, the nest on its floor) and a well card per colour, drawn
    from the layout's `components: trays:`."""
    return tray.document(layout, "trays", art_of(layout, "trays", TrayArt), spec)


def build_stands(layout: Layout, spec: SheetSpec) -> Document:
    """Return the two Water Barrier stands, tents to fold each on one board square, drawn from the layout's
    `components: stands:`."""
    return tent.document(layout, "stands", art_of(layout, "stands", TentArt), spec)


COMPONENTS = (
    Component(
        "board",
        "the board: ring, spokes, Ante-chamber and the four nests (tiled to glue together)",
        build_board,
        key="board.pitch",
    ),
    Component(
        "nests",
        "a nest board per colour (14 spaces and the Queen outline) at the board's scale",
        build_nests,
        key="board.pitch",
    ),
    Component(
        "pieces",
        "56 double-sided ant pieces (colour and ant; Queen segment and magnet mark) and the two "
        "Water Barriers",
        build_pieces,
        key="pieces.size",
    ),
    Component("dice", "two standard dice to fold", build_dice, key="dice.edge"),
    Component("aids", "a player aid card per colour", build_aids, key="sizes.aid_card"),
    Component(
        "trays",
        "a nest tray per colour to fold (sits on the board's nest) and its well card with a hole per space",
        build_trays,
        key="trays.depth",
    ),
    Component("stands", "two Water Barrier stands to fold", build_stands, key="barrier_stand.height"),
    Component("box", "the box to fold: a tray and its lid", build_box, key="box.play"),
)
