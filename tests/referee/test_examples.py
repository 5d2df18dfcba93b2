"""The hand-written example transcripts give the verdicts, turns, lines and rules in expected.json."""

from __future__ import annotations

import json

import pytest

from printkit.referee.fold import check_file

from .conftest import EXAMPLES

CASES = [
    (game, name, want)
    for game in ("ant-trails", "111-ants")
    for name, want in sorted(json.loads((EXAMPLES / game / "expected.json").read_text()).items())
]


@pytest.mark.parametrize("game,name,want", CASES, ids=[f"{g}/{n}" for g, n, _ in CASES])
def test_example(game: str, name: str, want: dict) -> None:
    verdict = check_file(str(EXAMPLES / game / name))
    got = {key: getattr(verdict, key) for key in want}
    if "scores" in got:
        got["scores"] = dict(got["scores"])
    assert got == want, verdict.message


@pytest.mark.parametrize("game", ["ant-trails", "111-ants"])
def test_every_example_is_expected_and_commented(game: str) -> None:
    folder = EXAMPLES / game
    expected = json.loads((folder / "expected.json").read_text())
    assert {p.name for p in folder.glob("*.yaml")} == set(expected)
    for name, want in expected.items():
        first = (folder / name).read_text().splitlines()[0]
        assert first.startswith("#"), f"{name} starts without a comment saying what it shows"
        if want["verdict"] == "illegal" and want.get("rule"):
            assert f"[{want['rule']}]" in (folder / name).read_text(), f"{name} does not name its rule"
