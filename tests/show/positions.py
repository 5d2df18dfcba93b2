"""What a picture of a position must show, worked out from the referee's state alone, and what a scene shows.

Each game's picture names its pieces by what they are and where they lie (``ant-black-a1``,
``cube-A-Ab3-6``, ``stack-12-3-yellow``); the expected names come from the state the referee
computed, without the picture code, so a test comparing the two checks the drawing against the game.
Each game says its names in its tests/<package>/cases.py (`PIECE_IDS`, `pieces`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from printkit.draw.scene import Group, Rect, Shape, Text
from printkit.games import GAMES
from tests.support import cases

PIECE = re.compile("^(?:" + "|".join(cases(name).PIECE_IDS for name in GAMES) + ")")


def drawn(items: Iterable[Shape]) -> set[str]:
    """The piece names in a scene's shapes (ids of groups and texts that stand for a piece or a count)."""
    out: set[str] = set()
    for item in items:
        ident = getattr(item, "id", None) if isinstance(item, (Group, Rect, Text)) else None
        if ident and PIECE.match(ident):
            out.add(ident)
        if isinstance(item, Group):
            out |= drawn(item.items)
    return out


def expected(game, state) -> set[str]:
    """The piece names a picture of state must show (each game's tests/<package>/cases.py works them out)."""
    return cases(game.name).pieces(game, state)
