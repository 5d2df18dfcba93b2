"""Ant Trails' own keys of a transcript, as JSON Schema: the food tiles' setup and the turns."""

from __future__ import annotations

from typing import Any

from printkit.games.ant_trails.notation import cell_pattern
from printkit.games.parts import NULL, TranscriptParts


def transcript_parts(layout: Any, turns: dict[str, Any]) -> TranscriptParts:
    """Return the schema of Ant Trails' keys (cells and food points from the layout); turns is that of a `turns:` list."""
    cell, where = cell_pattern(layout)
    points = sorted({t.points for t in layout.food_tiles})
    setup = {
        "type": "object",
        "properties": {
            "food": {
                "type": "object",
                "description": "Each food tile's cell and its points.",
                "propertyNames": {
                    "pattern": f"^{cell}$",
                    "patternErrorMessage": f"A cell of the board, such as c3 ({where}).",
                },
                "additionalProperties": {"enum": points},
            }
        },
        "required": ["food"],
        "additionalProperties": False,
    }
    players = {"const": ["black", "red"], "description": "Black moves first."}
    keys = {"setup": setup, "turns": {"anyOf": [turns, NULL]}}
    return TranscriptParts(players, keys, ("setup",), seats={"enum": ["black", "red"]})
