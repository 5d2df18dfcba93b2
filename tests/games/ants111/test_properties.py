"""Property tests: generated 111 Ants games are legal and finished, a round limit plays that many rounds;
one action made illegal is caught at exactly that turn (tests/referee/test_properties.py: garbage and
random mutations of every game's)."""

from __future__ import annotations

from functools import cache

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from printkit.games.ants111 import player as ants_player
from printkit.referee.writer import write_transcript
from tests.referee.verdicts import check_text
from tests.sweep import examples

FAST = settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow])


@cache
def ants_game(seed: int) -> str:
    return write_transcript(ants_player.play(seed))


def turn_lines(text: str, marker: str) -> list[int]:
    """Indices of the lines holding turns."""
    return [i for i, line in enumerate(text.splitlines()) if line.startswith(marker)]


@settings(max_examples=examples(6), deadline=None)
@given(st.integers(0, 10**6))
def test_generated_111_ants_games_are_legal_and_finished(seed: int) -> None:
    v = check_text(write_transcript(ants_player.play(seed)))
    assert v.verdict == "legal" and v.finished, v
    assert max(v.scores.values()) >= 60


@settings(max_examples=examples(4), deadline=None)
@given(st.integers(0, 10**6), st.integers(1, 4))
def test_generated_round_limit_games_play_that_many_rounds(seed: int, rounds: int) -> None:
    v = check_text(write_transcript(ants_player.play(seed, ("a", "b", "c", "d"), round_limit=rounds)))
    assert v.verdict == "legal" and v.finished and len(v.round_scores) == rounds


ANTS_MUTATIONS = ("seat", "place", "garbage", "second-discard", "refresh-first")


@FAST
@given(st.integers(0, 8), st.data(), st.sampled_from(ANTS_MUTATIONS))
def test_one_illegal_111_ants_action_is_caught_at_its_turn(seed: int, data, kind: str) -> None:
    text = ants_game(seed)
    lines = text.splitlines()
    turns = turn_lines(text, "  - ")
    n = data.draw(st.integers(0, len(turns) - 1))
    rounds = turn_lines(text, "- start:")
    round_no = sum(1 for r in rounds if r < turns[n])
    number = sum(1 for t in turns[:n] if t > rounds[round_no - 1]) + 1
    seat, _, actions = lines[turns[n]][4:].partition(": ")
    players = yaml.safe_load(lines[1].partition(": ")[2])
    if kind == "seat":
        seat = players[(players.index(seat) + 1) % len(players)]
    elif kind == "place":
        actions = actions.replace(" at ", " at 9", 1)  # at 90..912: beyond any hand
    elif kind == "second-discard":
        actions += ", discard 2"
    elif kind == "refresh-first" and number == 1:
        actions = "refresh, " + actions.removeprefix("refresh, ")
    else:
        actions = actions.replace(",", ", ??", 1)
    lines[turns[n]] = f"  - {seat}: {actions}"
    v = check_text("\n".join(lines) + "\n")
    assert (v.verdict, v.round, v.turn, v.line) == ("illegal", round_no, number, turns[n] + 1), (kind, v)
