"""111 Ants: its definition, which the registry finds through the entry point `printkit.games` (111-ants).

Each bundle of parts is imported on first use (printkit/games/definition.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from printkit.games.definition import GameDefinition, KitParts, LayoutParts, RulesParts, ShowParts

if TYPE_CHECKING:
    from printkit.games.ants111.options import RuleOptions
    from printkit.games.ants111.schema import Layout


def _layout() -> LayoutParts[Layout, RuleOptions]:
    from printkit.games.ants111.options import RuleOptions
    from printkit.games.ants111.schema import Layout

    return LayoutParts(Layout, RuleOptions)


def _rules() -> RulesParts[Layout, RuleOptions]:
    from printkit.games.ants111.rules_parts import RULES

    return RULES


def _kit() -> KitParts[Layout]:
    from printkit.games.ants111.kit_parts import KIT

    return KIT


def _show() -> ShowParts:
    from printkit.games.ants111.show_parts import SHOW

    return SHOW


GAME: GameDefinition[Layout, RuleOptions] = GameDefinition(
    name="111-ants",
    title="111 Ants",
    package=__name__,
    layout_file="111-ants.yaml",
    layout=_layout,
    rules=_rules,
    kit=_kit,
    show=_show,
)
