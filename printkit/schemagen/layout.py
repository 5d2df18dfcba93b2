"""A game's layout schema, from the Layout dataclass its loader builds."""

from __future__ import annotations

from typing import Any

from printkit.games import game_info
from printkit.schemagen.types import DRAFT, Definitions, dataclass_schema


def layout_schema(game: str) -> dict[str, Any]:
    """Return the JSON Schema of a game's layout file (layouts/<game>.yaml and copies of it)."""
    from printkit.layout import CUSTOM

    if game == CUSTOM:  # a game all in its layout (printkit/vocab/custom.py)
        from printkit.vocab.custom import CustomLayout

        layout_type: type = CustomLayout
        title = "a game described in its layout"
    else:
        info = game_info(game)
        layout_type, title = info.layout_type(), info.title
    defs = Definitions()
    root = dataclass_schema(layout_type, defs)
    return {
        "$schema": DRAFT,
        "title": f"printkit layout: {title}",
        **root,
        "definitions": defs.schemas,
    }
