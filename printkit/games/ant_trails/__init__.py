"""Ant Trails: its definition, which the registry finds through the entry point `printkit.games` (ant-trails).

Each bundle of parts is imported on first use (printkit/games/definition.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from printkit.games.definition import GameDefinition, KitParts, LayoutParts, RulesParts, ShowParts

if TYPE_CHECKING:
    from printkit.games.ant_trails.options import RuleOptions
    from printkit.games.ant_trails.schema import Layout


def _layout() -> LayoutParts[Layout, RuleOptions]:
    from printkit.games.ant_trails.options import RuleOptions
    from printkit.games.ant_trails.schema import Layout

    return LayoutParts(Layout, RuleOptions)


def _rules() -> RulesParts[Layout, RuleOptions]:
    from printkit.games.ant_trails.rules_parts import RULES

    return RULES


def _kit() -> KitParts[Layout]:
    from printkit.games.ant_trails.kit_parts import KIT

    return KIT


def _show() -> ShowParts:
    from printkit.games.ant_trails.show_parts import SHOW

    return SHOW


GAME: GameDefinition[Layout, RuleOptions] = GameDefinition(
    name="ant-trails",
    title="Ant Trails",
    package=__name__,
    layout_file="ant-trails.yaml",
    layout=_layout,
    rules=_rules,
    kit=_kit,
    show=_show,
)
