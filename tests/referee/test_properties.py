"""Property tests: generated games are legal and finished; one action made illegal is caught at
exactly that turn; garbage and random mutations give a verdict, never a traceback."""

from __future__ import annotations

from functools import cache

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from printkit.games.ant_trails import player as trails_player
from printkit.games.ants111 import player as ants_player
from printkit.games.loaded import registered_game
from printkit.referee.fold import check_source
from printkit.referee.writer import write_transcript
from tests.referee.verdicts import check_text
from tests.sweep import examples

FAST = settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow])
KINDS = {"legal", "illegal", "unreadable"}


@cache
def trails_game(seed: int) -> str:
    return write_transcript(trails_player.play(seed))


@cache
def ants_game(seed: int) -> str:
    return write_transcript(ants_player.play(seed))


def turn_lines(text: str, marker: str) -> list[int]:
    """Indices of the lines holding turns."""
    return [i for i, line in enumerate(text.splitlines()) if line.startswith(marker)]


@settings(max_examples=examples(12), deadline=None)
@given(st.integers(0, 10**6))
def test_generated_ant_trails_games_are_legal_and_finished(seed: int) -> None:
    v = check_text(write_transcript(trails_player.play(seed)))
    assert v.verdict == "legal" and v.finished, v


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


@settings(max_examples=examples(60), deadline=None)
@given(st.text(max_size=300))
def test_random_text_gets_a_verdict(text: str) -> None:
    assert check_source(text, "x.yaml", registered_game).verdict in KINDS


@settings(max_examples=examples(40), deadline=None)
@given(st.binary(max_size=200))
def test_random_bytes_get_a_verdict(raw: bytes) -> None:
    assert check_source(raw, "x.yaml", registered_game).verdict in KINDS


EDITS = st.sampled_from(("delete", "insert", "replace", "drop-line", "dup-line", "swap-lines"))


@FAST
@given(
    st.sampled_from(("trails", "ants")),
    st.integers(0, 5),
    st.lists(st.tuples(EDITS, st.integers(0, 10**6), st.characters(codec="utf-8")), min_size=1, max_size=4),
)
def test_random_mutations_get_a_verdict(which: str, seed: int, edits) -> None:
    text = trails_game(seed) if which == "trails" else ants_game(seed % 3)
    for edit, at, char in edits:
        lines = text.splitlines(keepends=True)
        i, j = at % len(text), at % len(lines)
        if edit == "delete":
            text = text[:i] + text[i + 1 :]
        elif edit == "insert":
            text = text[:i] + char + text[i:]
        elif edit == "replace":
            text = text[:i] + char + text[i + 1 :]
        elif edit == "drop-line":
            text = "".join(lines[:j] + lines[j + 1 :])
        elif edit == "dup-line":
            text = "".join(lines[: j + 1] + lines[j:])
        else:
            k = (j + 1) % len(lines)
            lines[j], lines[k] = lines[k], lines[j]
            text = "".join(lines)
        if not text:
            break
    assert check_source(text, "x.yaml", registered_game).verdict in KINDS


YAML_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 200) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)


@FAST
@given(
    st.sampled_from(("ant-trails", "111-ants")),
    st.dictionaries(
        st.sampled_from(
            (
                "players",
                "setup",
                "turns",
                "rules",
                "result",
                "rounds",
                "hand_size",
                "target",
                "round_limit",
                "extra",
            )
        ),
        YAML_VALUES,
        max_size=5,
    ),
)
def test_random_envelopes_get_a_verdict(game: str, fields: dict) -> None:
    text = yaml.safe_dump({"game": game, **fields})
    assert check_source(text, "x.yaml", registered_game).verdict in KINDS
