"""A game's layout schema, from the Layout dataclass its loader builds."""

from __future__ import annotations

from typing import Any

from printkit.games.definition import GameDefinition
from printkit.schemagen.types import DRAFT, Definitions, dataclass_schema
from printkit.schemagen.vocab import JSON_TYPES


def layout_schema(info: GameDefinition[Any, Any]) -> dict[str, Any]:
    """Return the JSON Schema of a game's layout file (layouts/<game>.yaml and copies of it)."""
    defs = Definitions(JSON_TYPES)
    root = dataclass_schema(info.layout_type, defs)
    return {
        "$schema": DRAFT,
        "title": f"printkit layout: {info.title}",
        **root,
        "definitions": defs.schemas,
    }
