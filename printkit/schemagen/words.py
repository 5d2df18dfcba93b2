"""The schemas of the kit's words: layouts/text/<game>.yaml (GameText) and layouts/text/common.yaml (Common)."""

from __future__ import annotations

from typing import Any

from printkit.schemagen.types import DRAFT, Definitions, dataclass_schema

COMMON = "common"


def words_schema(name: str) -> dict[str, Any]:
    """Return the JSON Schema of a game's words file, or of the cover's common words (name 'common')."""
    from printkit.kitdocs.text import Common, GameText

    defs = Definitions()
    if name == COMMON:
        root, title = dataclass_schema(Common, defs), "printkit words: every kit's cover"
    else:
        from printkit.games import game_info

        info = game_info(name)
        root, title = dataclass_schema(GameText, defs), f"printkit words: {info.title}"
        root["properties"]["game"] = {"const": info.name}
    return {"$schema": DRAFT, "title": title, **root, "definitions": defs.schemas}
