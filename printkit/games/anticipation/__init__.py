"""Anticipation: its definition, which the registry finds through the entry point `printkit.games` (anticipation).

Each bundle of parts is imported on first use (printkit/games/definition.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from printkit.games.definition import GameDefinition, KitParts, RulesParts

if TYPE_CHECKING:
    from printkit.games.anticipation.options import RuleOptions
    from printkit.games.anticipation.schema import Layout


def _rules() -> RulesParts[Layout, RuleOptions]:
    from printkit.games.anticipation.rules_parts import RULES

    return RULES


def _kit() -> KitParts[Layout]:
    from printkit.games.anticipation.kit_parts import KIT

    return KIT


GAME: GameDefinition[Layout, RuleOptions] = GameDefinition(
    name="anticipation",
    title="Anticipation",
    package=__name__,
    layout_file="anticipation.yaml",
    rules=_rules,
    kit=_kit,
)
