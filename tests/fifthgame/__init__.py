"""Crumbs, a fifth game in a package of its own, registered through the entry-point group `printkit.games`.

Its layout and words sit beside its code; nothing under printkit/ names it. A test declares it in
a dist-info of its own (`crumbs = tests.fifthgame:GAME`) on the path of a printkit process
(tests/foundation/test_fifth_game.py): a pile of crumbs, two rules (a turn takes 1 to
`rules.most` crumbs; who takes the last wins), one component (the crumb counters).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from printkit.games.definition import GameDefinition, bundled

if TYPE_CHECKING:
    from tests.fifthgame.schema import Layout, RuleOptions

HERE = Path(__file__).resolve().parent

GAME: GameDefinition[Layout, RuleOptions] = bundled("crumbs", "Crumbs", __name__, str(HERE / "crumbs.yaml"))
