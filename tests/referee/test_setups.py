"""`printkit setup` for every game: the seats a game refuses are one line and exit 2, and a game that starts
the same every game names those with a random setup (each game's own setups, that they replay legal and
paste into a transcript, in tests/games/<package>/test_setup.py)."""

from __future__ import annotations

import pytest

from tests.robust.errorlines import one_error
from tests.samples import one, with_setup, without_setup
from tests.support import cases, run_cli

# Each game with a setup gives in its tests/<package>/cases.py the seats it refuses and what it says of them.
REFUSED = [(game, players, says) for game in with_setup() for players, says in cases(game).REFUSED_SEATS]


def test_some_game_refuses_seats():
    assert REFUSED, "no game's cases.py gives REFUSED_SEATS: the test below would test nothing"


@pytest.mark.parametrize(("game", "players", "says"), REFUSED)
def test_seats_a_game_refuses_are_one_line_and_exit_2(tmp_path, capsys, game, players, says):
    assert run_cli("setup", game, "--seed", "1", "--players", players, "--out", tmp_path) == 2
    line = one_error(capsys)
    assert line.startswith(f"printkit: error: --players {players}: ") and says in line
    assert not (tmp_path / game).exists()


def test_a_game_that_starts_the_same_every_game_names_the_games_with_a_setup(capsys):
    game = one(without_setup(), "setup names the games with one")
    assert run_cli("setup", game, "--players", "ana,ben") == 2
    assert one_error(capsys).endswith(
        f"{game} has no random setup (it starts the same every game); games with one: {', '.join(with_setup())}"
    )
