"""The hand-written example transcripts of every game in the registry give the verdicts, turns, lines and
rules their folder's expected.json states."""

from __future__ import annotations

import json

import pytest

from printkit.games import GAMES
from printkit.games.loaded import registered_game
from printkit.referee.fold import check_file
from tests.support import EXAMPLES


def expected(game: str) -> dict[str, dict]:
    return json.loads((EXAMPLES / game / "expected.json").read_text())


CASES = [(game, name, want) for game in GAMES for name, want in sorted(expected(game).items())]


@pytest.mark.parametrize("game,name,want", CASES, ids=[f"{g}/{n}" for g, n, _ in CASES])
def test_example(game: str, name: str, want: dict) -> None:
    verdict = check_file(str(EXAMPLES / game / name), registered_game)
    got = {key: getattr(verdict, key) for key in want}
    if "scores" in got:
        got["scores"] = dict(got["scores"])
    assert got == want, verdict.message


@pytest.mark.parametrize("game", GAMES)
def test_every_example_is_expected_and_commented(game: str) -> None:
    folder = EXAMPLES / game
    want = expected(game)
    assert {p.name for p in folder.glob("*.yaml")} == set(want)
    kinds = {w["verdict"] for w in want.values()}
    assert kinds == {"legal", "illegal", "unreadable"}, "each game shows every kind of verdict"
    for name, verdict in want.items():
        text = (folder / name).read_text()
        assert text.startswith("#"), f"{name} starts without a comment saying what it shows"
        assert name.startswith(verdict["verdict"]), f"{name} is named for another verdict"
        if verdict["verdict"] == "legal":
            assert set(verdict) == {"verdict", "finished", "scores"}, name
        else:
            assert {"verdict", "turn", "line", "rule"} <= set(verdict), (
                f"{name} must say where and which rule"
            )
        if verdict["verdict"] == "illegal":
            assert verdict["rule"] and f"[{verdict['rule']}]" in text, f"{name} does not name its rule"
