"""What an export says about Ant Trails' pieces: the ant tiles come in black and red (a bag each)."""

from __future__ import annotations

from printkit.games.parts import ExportHints

EXPORT = ExportHints(tile_kinds={"ants": lambda layout: ("black", "red")})
