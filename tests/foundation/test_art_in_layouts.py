"""Issue 26: the games' art is in their layouts; no module under printkit/games/ draws a shape by hand.

A game's Python hands its art facts (where the squares are, which run is best) and says where its
pieces go in a position; the shapes come from the layout through the art vocabulary. A shipped
game lists the modules it has not ported yet in its tests' cases.py (`DRAWN_BY_HAND`); the lists
may only shrink.
"""

from __future__ import annotations

import pytest

from printkit.games import GAMES
from tests.ported import shapes_made
from tests.support import REPO, cases

SHIPPED = [name for name, g in GAMES.items() if g.package.startswith("printkit.games.")]


def _drawing_by_hand(folder: str) -> set[str]:
    out = set()
    for path in sorted((REPO / "printkit" / "games" / folder).glob("*.py")):
        if any(shapes_made(str(path.relative_to(REPO))).values()):
            out.add(path.name)
    return out


def test_the_games_shared_modules_draw_no_shape():
    for path in sorted((REPO / "printkit" / "games").glob("*.py")):
        made = shapes_made(str(path.relative_to(REPO)))
        assert not any(made.values()), (path.name, made)


@pytest.mark.parametrize("game", SHIPPED)
def test_no_module_of_a_game_draws_a_shape_but_those_not_yet_ported(game):
    found, listed = _drawing_by_hand(GAMES[game].folder), set(cases(game).DRAWN_BY_HAND)
    assert sorted(found - listed) == [], "a module draws shapes in Python: describe them in the layout"
    assert sorted(listed - found) == [], "ported: drop these from the game's DRAWN_BY_HAND"
