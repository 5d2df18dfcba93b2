"""Slips a person makes writing a turn by hand get a hint, the same in every game (the shared turn reader)."""

from __future__ import annotations

import pytest

from printkit.games import GAMES
from printkit.games.loaded import registered_game
from printkit.referee.fold import check_source
from tests.support import EXAMPLES, cases

# Each game's tests/<package>/cases.py gives FIRST_TURN: a legal example, its first turn as
# written, that turn with a colon slipped in, and the slipped action as it should be written.


def _with_first_turn(game: str, text: str) -> str:
    name, line, _, _ = cases(game).FIRST_TURN
    source = (EXAMPLES / game / name).read_text()
    seat = line.split(":", 1)[0]
    assert line in source
    return source.replace(line, f"{seat}: {text}" if text else f"{seat}:", 1)


@pytest.mark.parametrize("game", list(GAMES))
def test_a_colon_and_a_space_in_a_turn_says_how_to_write_it(game):
    _, line, slip, fix = cases(game).FIRST_TURN
    verdict = check_source(_with_first_turn(game, slip), "t.yaml", registered_game)
    assert verdict.verdict == "unreadable", verdict.message
    assert verdict.message.startswith("not YAML: mapping values are not allowed in this context; a colon")
    word, rest = slip.rsplit(": ", 1)
    word = word.rsplit(", ", 1)[-1]
    how = "with no space after the colon" if word.isdigit() else "without the colon"
    assert verdict.message.endswith(f"('{word}: {rest}') start a YAML key: write '{fix}', {how}")
    seat = line.split(":", 1)[0]
    assert verdict.column == len(seat) + 2 + slip.index(": ") + 1  # at the colon


@pytest.mark.parametrize("game", list(GAMES))
def test_an_empty_turn_says_so_not_commas(game):
    # a game may say what a turn must hold in its own words; the shared reader says the rest
    # ("the turn is empty"), never "two commas in a row"
    verdict = check_source(_with_first_turn(game, ""), "t.yaml", registered_game)
    assert (verdict.verdict, verdict.turn) == ("illegal", 1)
    assert "comma" not in verdict.message
    assert verdict.message.startswith(
        ("the turn is empty: write its actions after the seat, e.g. '", "a turn with no action")
    )


COLON_SLIPS = [(game, text, fix) for game in GAMES for text, fix in cases(game).COLON_SLIPS]


def test_some_game_has_a_colon_without_a_space_to_name():
    assert COLON_SLIPS, "no game's cases.py gives COLON_SLIPS: the test below would test nothing"


@pytest.mark.parametrize("game, text, fix", COLON_SLIPS)
def test_a_colon_without_a_space_is_read_and_named(game, text, fix):
    verdict = check_source(_with_first_turn(game, text), "t.yaml", registered_game)
    assert (verdict.verdict, verdict.turn, verdict.rule) == ("illegal", 1, "Notation")
    assert verdict.message.endswith(f": write '{fix}', without the colon")
