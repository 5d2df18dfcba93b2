"""Antheap's components, each drawn from its layout: the round board (tiled), six ant cubes and a plain die
as foldable nets, the egg counters, the egg container and the box."""

from __future__ import annotations

from typing import TYPE_CHECKING

from printkit.draw.component import Component
from printkit.draw.impose.cards import SheetSpec
from printkit.draw.ink import NORMAL, Paints
from printkit.draw.picture import text_centre
from printkit.draw.vocab import board, box, cubes, tokens, tray
from printkit.draw.vocab.component import (
    BoardArt,
    BoxArt,
    CubeNetsArt,
    CubeSetArt,
    TokensArt,
    TrayArt,
    art_of,
)
from printkit.games.antheap.schema import Layout

if TYPE_CHECKING:
    from printkit.draw.scene import Document, Shape


def drawn_board(layout: Layout, paints: Paints = NORMAL) -> board.Drawn:
    """Return the board drawn from the layout's `components: board:` (a square sits where board.centre says)."""
    return board.drawn(layout, "board", art_of(layout, "board", BoardArt), paints)


def build_board(layout: Layout, spec: SheetSpec) -> Document:
    """Return the board, tiled over several sheets unless --board-paper asks for one, drawn from the layout."""
    return board.document(layout, "board", art_of(layout, "board", BoardArt), spec)


def _ant_cubes(layout: Layout) -> tuple[CubeNetsArt, CubeSetArt]:
    """Return the cubes' art and its set of ant cubes (the one drawn a cube a track `letter`)."""
    art = art_of(layout, "cubes", CubeNetsArt)
    return art, next(c for c in art.cubes if "letter" in c.each)


def ant_face(layout: Layout, letter: str, value: int, paints: Paints = NORMAL) -> list[Shape]:
    """Return one face of a track's ant cube, drawn from the layout's `components: cubes:`."""
    art, ants = _ant_cubes(layout)
    return list(cubes.face(cubes.start(layout, "cubes", art, paints), ants, {"letter": letter}, value))


def cube_letter(layout: Layout) -> tuple[float, float]:
    """Return where a cube face shows its track's letter, as fractions of the face (the words say it)."""
    letter = next(iter(layout.board.tracks))
    at = text_centre(ant_face(layout, letter, 2), letter)
    if at is None:
        raise ValueError("the ant cubes' faces print no track letter")  # the words name where it stands
    e = layout.cubes.edge
    return (at[0] / e, at[1] / e)


def build_cubes(layout: Layout, spec: SheetSpec) -> Document:
    """Return the six ant cubes and the plain die as foldable nets, drawn from the layout."""
    return cubes.document(layout, "cubes", art_of(layout, "cubes", CubeNetsArt), spec)


def egg_face(layout: Layout, bleed: float = 0.0, paints: Paints = NORMAL) -> tuple[Shape, ...]:
    """Return an egg counter's art in its size x size box, drawn from the layout's `components: eggs:`."""
    drawing = tokens.start(layout, "eggs", art_of(layout, "eggs", TokensArt), bleed, paints)
    return tokens.face(drawing, drawing.art.tokens, {"n": 0})


def build_eggs(layout: Layout, spec: SheetSpec) -> Document:
    """Return the egg counters on token sheets (the same egg on both sides), drawn from the layout."""
    return tokens.document(layout, "eggs", art_of(layout, "eggs", TokensArt), spec)


def build_container(layout: Layout, spec: SheetSpec) -> Document:
    """Return the egg container: an open tray to fold and glue, its walls folded over the rim, drawn from the layout."""
    return tray.document(layout, "container", art_of(layout, "container", TrayArt), spec)


def build_box(layout: Layout, spec: SheetSpec) -> Document:
    """Return the box's tray and lid, sized from the cubes, the die and the eggs, drawn from the layout."""
    return box.document(layout, "box", art_of(layout, "box", BoxArt), spec)


COMPONENTS = (
    Component(
        "board",
        "the round board: six tracks, the ring of X squares and the Queen Ant's Nest",
        build_board,
        key="board.size",
    ),
    Component(
        "cubes",
        "six ant cubes (one per track colour) and a plain die, as foldable nets",
        build_cubes,
        key="cubes.edge",
    ),
    Component("eggs", "the ant's eggs: round counters for the nest", build_eggs, key="eggs.size"),
    Component(
        "container",
        "the eggs' container: a folding tray for the Queen Ant's Nest",
        build_container,
        key="container.side",
    ),
    Component("box", "the box to fold: a tray and its lid", build_box, key="box.play"),
)
