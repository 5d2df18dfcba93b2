"""Anticipation's own keys of a transcript, as JSON Schema: the starting throws, the nests, the sides and the turns."""

from __future__ import annotations

from typing import Any

from printkit.games.anticipation.schema import COLOURS
from printkit.games.parts import NULL, TranscriptParts


def transcript_parts(layout: Any, turns: dict[str, Any]) -> TranscriptParts:
    """Return the schema of Anticipation's keys (the ants' backs from the layout); turns is that of a `turns:` list."""
    seats = {"enum": list(COLOURS)}
    spaces = len(layout.pieces.backs)
    die = {"type": "integer", "minimum": 1, "maximum": 6}
    throw = {"type": "array", "items": die, "minItems": 2, "maxItems": 2}
    nest = {
        "type": "array",
        "items": {"enum": sorted(layout.pieces.backs)},
        "minItems": spaces,
        "maxItems": spaces,
        "uniqueItems": True,
    }
    setup = {
        "type": "object",
        "properties": {
            "start": {
                "description": "The starting throws, a round at a time (ties at the top throw again).",
                "type": "array",
                "minItems": 1,
                "items": {"type": "object", "propertyNames": seats, "additionalProperties": throw},
            },
            "nests": {
                "description": "Each colour's shuffled nest: the back of the ant on each space.",
                "type": "object",
                "propertyNames": seats,
                "additionalProperties": nest,
            },
            "sides": {
                "description": "The two-player game: each player's two diagonally opposite colours.",
                "type": "object",
                "minProperties": 2,
                "maxProperties": 2,
                "additionalProperties": {"type": "array", "items": seats, "minItems": 2, "maxItems": 2},
            },
        },
        "required": ["start", "nests"],
        "additionalProperties": False,
    }
    players = {"type": "array", "items": seats, "minItems": 2, "maxItems": 4, "uniqueItems": True}
    keys = {"setup": setup, "turns": {"anyOf": [turns, NULL]}}
    return TranscriptParts(players, keys, ("setup",), seats=seats)
