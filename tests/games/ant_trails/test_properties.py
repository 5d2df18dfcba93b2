"""Property tests: generated Ant Trails games are legal and finished; one action made illegal is caught at
exactly that turn (tests/referee/test_properties.py: garbage and random mutations of every game's)."""

from __future__ import annotations

from functools import cache

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from printkit.games.ant_trails import player as trails_player
from printkit.referee.writer import write_transcript
from tests.referee.verdicts import check_text
from tests.sweep import examples

FAST = settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow])


@cache
def trails_game(seed: int) -> str:
    return write_transcript(trails_player.play(seed))


def turn_lines(text: str, marker: str) -> list[int]:
    """Indices of the lines holding turns."""
    return [i for i, line in enumerate(text.splitlines()) if line.startswith(marker)]


@settings(max_examples=examples(12), deadline=None)
@given(st.integers(0, 10**6))
def test_generated_ant_trails_games_are_legal_and_finished(seed: int) -> None:
    v = check_text(write_transcript(trails_player.play(seed)))
    assert v.verdict == "legal" and v.finished, v


TRAILS_MUTATIONS = ("seat", "offboard", "occupied", "garbage", "third", "pass")


@FAST
@given(st.integers(0, 20), st.data(), st.sampled_from(TRAILS_MUTATIONS))
def test_one_illegal_ant_trails_action_is_caught_at_its_turn(seed: int, data, kind: str) -> None:
    text = trails_game(seed)
    lines = text.splitlines()
    turns = turn_lines(text, "- ")
    n = data.draw(st.integers(0, len(turns) - 1))
    seat, _, actions = lines[turns[n]][2:].partition(": ")
    tokens = [t.strip() for t in actions.split(",")]
    earlier = [
        t
        for i in turns[:n]
        for t in lines[i].partition(": ")[2].split(", ")
        if t[:1].isalpha() and ">" not in t and t != "pass"
    ]
    placements = [t for t in tokens if ">" not in t and t != "pass"]
    if kind == "seat":
        seat = "red" if seat == "black" else "black"
    elif kind == "offboard":
        tokens.insert(data.draw(st.integers(0, len(tokens))), "b10")
    elif kind == "occupied" and earlier:
        tokens.insert(0, data.draw(st.sampled_from(earlier)))
    elif kind == "third" and len(placements) == 2:
        tokens.append("a1")
    elif kind == "pass" and tokens[0] != "pass" and ">" not in tokens[0]:
        tokens = ["pass"]
    else:
        tokens.insert(data.draw(st.integers(0, len(tokens))), "zz9x")
    lines[turns[n]] = f"- {seat}: {', '.join(tokens)}"
    v = check_text("\n".join(lines) + "\n")
    assert (v.verdict, v.turn, v.line) == ("illegal", n + 1, turns[n] + 1), (kind, v)
