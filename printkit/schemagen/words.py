"""The schemas of the kit's words: layouts/text/<game>.yaml (GameText) and layouts/text/common.yaml (Common)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from printkit.schemagen.types import DRAFT, Definitions, dataclass_schema

if TYPE_CHECKING:
    from printkit.games.definition import GameDefinition

COMMON = "common"


def words_schema(info: GameDefinition[Any, Any] | None) -> dict[str, Any]:
    """Return the JSON Schema of a game's words file, or of the cover's common words (info None)."""
    from printkit.layout.words import Common, GameText

    defs = Definitions()
    if info is None:
        root, title = dataclass_schema(Common, defs), "printkit words: every kit's cover"
    else:
        root, title = dataclass_schema(GameText, defs), f"printkit words: {info.title}"
        root["properties"]["game"] = {"const": info.name}
    return {"$schema": DRAFT, "title": title, **root, "definitions": defs.schemas}
