"""Property tests over every game: garbage and random mutations of a generated game give a verdict, never
a traceback (each game's own: generated games legal and finished, one illegal action caught at its turn,
in tests/games/<package>/)."""

from __future__ import annotations

from functools import cache

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from printkit.games import GAMES
from printkit.games.loaded import registered_game
from printkit.referee.fold import check_source
from printkit.referee.writer import write_transcript
from tests.sweep import examples

FAST = settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow])
KINDS = {"legal", "illegal", "unreadable"}
PLAYED = sorted(name for name, game in GAMES.items() if game.player is not None)


@cache
def played(game: str, seed: int) -> str:
    """A game as `printkit play` generates it."""
    return write_transcript(GAMES[game].player(seed))


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
    st.sampled_from(PLAYED),
    st.integers(0, 2),
    st.lists(st.tuples(EDITS, st.integers(0, 10**6), st.characters(codec="utf-8")), min_size=1, max_size=4),
)
def test_random_mutations_get_a_verdict(game: str, seed: int, edits) -> None:
    text = played(game, seed)
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
    st.sampled_from(sorted(GAMES)),
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
