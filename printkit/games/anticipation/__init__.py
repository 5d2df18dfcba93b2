"""Anticipation: its definition, which the registry finds through the entry point `printkit.games` (anticipation).

Each bundle of parts is imported on first use (printkit/games/definition.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from printkit.games.definition import GameDefinition, bundled

if TYPE_CHECKING:
    from printkit.games.anticipation.options import RuleOptions
    from printkit.games.anticipation.schema import Layout

GAME: GameDefinition[Layout, RuleOptions] = bundled(
    "anticipation", "Anticipation", __name__, "anticipation.yaml"
)
