"""Loose pieces: ant fronts (colour and ant), backs (Queen segment and magnet mark), Water Barriers."""

from __future__ import annotations

from printkit.draw.ink import NORMAL, Paints
from printkit.draw.scene import Shape
from printkit.draw.vocab import tokens
from printkit.draw.vocab.component import TokensArt, art_of
from printkit.games.anticipation.schema import Layout


def _drawing(layout: Layout, bleed: float, paints: Paints) -> tokens.Tokens:
    return tokens.start(layout, "pieces", art_of(layout, "pieces", TokensArt), bleed, paints)


def _used(drawing: tokens.Tokens, uses: set[tuple[str, str]]) -> None:
    """Note the template art a piece placed, as (template, colour), for the document's symbols."""
    uses.update((template, colour) for template, colour, _ in drawing.drawer.shared.values())


def ant_front(
    layout: Layout, colour: str, uses: set[tuple[str, str]], bleed: float, paints: Paints = NORMAL
) -> tuple[Shape, ...]:
    """Return the colour side of an ant piece, drawn from the layout's `components: pieces:`."""
    drawing = _drawing(layout, bleed, paints)
    face = tokens.face(drawing, drawing.art.tokens, {"colour": colour, "back": layout.pieces.backs[0]})
    _used(drawing, uses)
    return face


def ant_back(
    layout: Layout, colour: str, back: str, uses: set[tuple[str, str]], bleed: float, paints: Paints = NORMAL
) -> tuple[Shape, ...]:
    """Return the hidden side of an ant piece (its Queen segment and magnet mark), drawn from the layout."""
    drawing = _drawing(layout, bleed, paints)
    face = tokens.back_face(drawing, drawing.art.tokens, {"colour": colour, "back": back})
    assert face is not None, "the pieces' art has a back (docs/designing.md)"
    _used(drawing, uses)
    return face


def barrier_face(
    layout: Layout, uses: set[tuple[str, str]], bleed: float, paints: Paints = NORMAL
) -> tuple[Shape, ...]:
    """Return a Water Barrier's face (both sides alike), drawn from the layout."""
    drawing = _drawing(layout, bleed, paints)
    face = tokens.face(drawing, drawing.art.sharing["barrier"], {"k": 0})
    _used(drawing, uses)
    return face
