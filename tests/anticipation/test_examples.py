"""The transcripts in examples/transcripts/anticipation get the verdicts expected.json states."""

import json
from pathlib import Path

import pytest

from tests.anticipation.harness import run

FOLDER = Path(__file__).resolve().parents[2] / "examples" / "transcripts" / "anticipation"
EXPECTED = json.loads((FOLDER / "expected.json").read_text())


def test_every_example_has_an_expected_verdict():
    assert sorted(EXPECTED) == sorted(p.name for p in FOLDER.glob("*.yaml"))


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_example_verdict(name):
    got = run((FOLDER / name).read_text())
    want = EXPECTED[name]
    assert got["verdict"] == want["verdict"], got
    if want["verdict"] == "illegal":
        assert got["turn"] == want["turn"], got
    if want["verdict"] == "legal":
        assert got["finished"] == want["finished"]
