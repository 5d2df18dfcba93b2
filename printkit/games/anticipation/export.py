"""What an export says about Anticipation's pieces: the ants come in the layout's colours (a bag each)."""

from __future__ import annotations

from printkit.games.parts import ExportHints

EXPORT = ExportHints(tile_kinds={"pieces": lambda layout: tuple(layout.colours)})
