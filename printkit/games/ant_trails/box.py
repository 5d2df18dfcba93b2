"""Ant Trails' box: a tray and its lid, sized from the ant tiles and the food tiles it holds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from printkit.draw.impose.cards import SheetSpec
from printkit.draw.vocab import box
from printkit.draw.vocab.component import BoxArt, art_of
from printkit.games.ant_trails.schema import Layout

if TYPE_CHECKING:
    from printkit.draw.scene import Document


def build_box(layout: Layout, spec: SheetSpec) -> Document:
    """Return the box's tray and lid, drawn from the layout's `components: box:`; the board lies flat beside it."""
    return box.document(layout, "box", art_of(layout, "box", BoxArt), spec)
