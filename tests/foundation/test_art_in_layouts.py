"""Issue 26: the games' art is in their layouts; no module under printkit/games/ draws a shape by hand.

A game's Python hands its art facts (where the squares are, which run is best) and says where its
pieces go in a position; the shapes come from the layout through the art vocabulary. The modules
not yet ported are listed in NOT_YET_PORTED; the list may only shrink.
"""

from __future__ import annotations

from tests.ported import shapes_made
from tests.support import REPO

GAMES = REPO / "printkit" / "games"
NOT_YET_PORTED = {
    "antheap/components.py",
    "antheap/picture.py",
    "anticipation/aid_card.py",
    "anticipation/picture.py",
    "anticipation/setup.py",
    "anticipation/standing.py",
    "anticipation/symbols.py",
}


def _drawing_by_hand() -> dict[str, list[str]]:
    out = {}
    for path in sorted(GAMES.rglob("*.py")):
        made = shapes_made(str(path.relative_to(REPO)))
        if any(made.values()):
            out[path.relative_to(GAMES).as_posix()] = sorted(name for name, shapes in made.items() if shapes)
    return out


def test_no_module_of_a_game_draws_a_shape_but_those_not_yet_ported():
    found = _drawing_by_hand()
    assert sorted(set(found) - NOT_YET_PORTED) == [], {k: found[k] for k in set(found) - NOT_YET_PORTED}
    assert sorted(NOT_YET_PORTED - set(found)) == [], "ported: drop these from NOT_YET_PORTED"
