"""Golden scene dumps of one position per game (tests/golden/show/<game>.txt): the page's size and
heading, then the pieces, counts and marks the picture puts on the board, one shape a line
(tests/scenedump.py). A drawing change fails here with a diff; `python -m pytest
tests/show/test_goldens.py --update-goldens` rewrites the files for review in git diff.
"""

from __future__ import annotations

import json

import pytest

from printkit.games import GAMES
from printkit.show.files import view_page
from printkit.show.view import pick
from tests.goldenfiles import GOLDEN, compare
from tests.scenedump import nums, tree
from tests.show.examples import EXAMPLES, replay_of
from tests.support import cases

FOLDER = GOLDEN / "show"
CASES = list(GAMES)  # each game's position: SHOW_GOLDEN (example, turn, round) in its cases.py


def dump(game: str) -> str:
    """The page of the game's golden position: its size and heading, then the position's shapes."""
    file, turn, round = cases(game).SHOW_GOLDEN
    replay = replay_of(EXAMPLES / game / file)
    page, picture = view_page(replay, pick(replay, turn, round))
    head = [f"page {nums(page.width, page.height)} {json.dumps(page.label)}"]
    head.append(f"picture {nums(picture.width, picture.height)}")
    return "\n".join([*head, *tree(picture.position)]) + "\n"


@pytest.mark.parametrize("game", sorted(CASES))
def test_a_position_matches_its_golden_dump(game: str, update_goldens: bool) -> None:
    compare(FOLDER / f"{game}.txt", dump(game), update_goldens)


def test_every_golden_position_belongs_to_a_case(update_goldens: bool) -> None:
    stale = sorted(p for p in FOLDER.glob("*.txt") if p.stem not in CASES)
    if update_goldens:
        for path in stale:
            path.unlink()
        return
    assert stale == [], "golden positions of cases that are gone: run pytest --update-goldens"
