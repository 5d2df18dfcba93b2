"""The transcripts in examples/transcripts/anticipation get the verdicts expected.json states."""

import pytest

from tests.anticipation.harness import run
from tests.exampleverdicts import assert_verdict, load

FOLDER, EXPECTED = load("anticipation")


def test_every_example_has_an_expected_verdict():
    assert sorted(EXPECTED) == sorted(p.name for p in FOLDER.glob("*.yaml"))


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_example_verdict(name):
    assert_verdict(run((FOLDER / name).read_text()), EXPECTED[name])
