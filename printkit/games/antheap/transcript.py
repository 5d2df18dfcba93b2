"""Antheap's own keys of a transcript, as JSON Schema: an empty setup and the turns."""

from __future__ import annotations

from typing import Any

from printkit.games.parts import NULL, TranscriptParts


def transcript_parts(layout: Any, turns: dict[str, Any]) -> TranscriptParts:
    """Return the schema of Antheap's keys; turns is that of a `turns:` list."""
    seats = {"enum": list("ABCDEF")}
    players = {"type": "array", "items": seats, "minItems": 2, "maxItems": 6, "uniqueItems": True}
    setup = {
        "description": "Antheap's setup is empty: setup: {}",
        "anyOf": [{"type": "object", "maxProperties": 0}, NULL],
    }
    keys = {"setup": setup, "turns": {"anyOf": [turns, NULL]}}
    return TranscriptParts(players, keys, ("setup",), seats=seats)
