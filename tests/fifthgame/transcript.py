"""Crumbs' own keys of a transcript, as JSON Schema: the turns."""

from __future__ import annotations

from typing import Any

from printkit.games.parts import NULL, TranscriptParts
from tests.fifthgame.schema import Layout


def transcript_parts(layout: Layout, turns: dict[str, Any]) -> TranscriptParts:
    """Return the schema of Crumbs' keys; turns is that of a `turns:` list."""
    players = {"type": "array", "items": {"type": "string"}, "minItems": 2, "uniqueItems": True}
    return TranscriptParts(players, {"turns": {"anyOf": [turns, NULL]}}, ())
