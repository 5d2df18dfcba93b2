"""Ant Trails: its definition, which the registry finds through the entry point `printkit.games` (ant-trails).

Each bundle of parts is imported on first use (printkit/games/definition.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from printkit.games.definition import GameDefinition, bundled

if TYPE_CHECKING:
    from printkit.games.ant_trails.options import RuleOptions
    from printkit.games.ant_trails.schema import Layout

GAME: GameDefinition[Layout, RuleOptions] = bundled("ant-trails", "Ant Trails", __name__, "ant-trails.yaml")
