"""111 Ants: its definition, which the registry finds through the entry point `printkit.games` (111-ants).

Each bundle of parts is imported on first use (printkit/games/definition.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from printkit.games.definition import GameDefinition, bundled

if TYPE_CHECKING:
    from printkit.games.ants111.options import RuleOptions
    from printkit.games.ants111.schema import Layout

GAME: GameDefinition[Layout, RuleOptions] = bundled("111-ants", "111 Ants", __name__, "111-ants.yaml")
