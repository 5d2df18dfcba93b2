"""The shared conformance examples give exactly the verdicts in their expected.json."""

from __future__ import annotations

import json

import pytest

from printkit.games.loaded import registered_game
from printkit.referee.fold import check_file
from tests.support import SHARED

SPEC_EXAMPLES = SHARED / "spec" / "examples"
pytestmark = pytest.mark.skipif(
    not (SPEC_EXAMPLES / "expected.json").is_file(),
    reason=f"the shared spec examples are not beside the repo ({SPEC_EXAMPLES} is absent)",
)


def _expected() -> dict:
    if not (SPEC_EXAMPLES / "expected.json").is_file():
        return {}
    return json.loads((SPEC_EXAMPLES / "expected.json").read_text())


@pytest.mark.parametrize("name,want", sorted(_expected().items()))
def test_spec_example(name: str, want: dict) -> None:
    verdict = check_file(str(SPEC_EXAMPLES / name), registered_game)
    assert verdict.verdict == want["verdict"], verdict
    if "turn" in want:
        assert verdict.turn == want["turn"], verdict
    if "round" in want:
        assert verdict.round == want["round"], verdict
    if "finished" in want:
        assert verdict.finished is want["finished"]
    if "scores" in want:
        assert dict(verdict.scores) == want["scores"]
    if verdict.verdict == "illegal":
        assert verdict.line is not None and verdict.rule


def test_every_example_is_listed() -> None:
    files = {p.relative_to(SPEC_EXAMPLES).as_posix() for p in SPEC_EXAMPLES.rglob("*.yaml")}
    assert files == set(_expected())
