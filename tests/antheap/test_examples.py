"""The hand-written transcripts in examples/transcripts/antheap get the verdicts expected.json states."""

import pytest

from tests.antheap.harness import run
from tests.exampleverdicts import assert_verdict, load

FOLDER, EXPECTED = load("antheap")


def test_every_example_has_an_expected_verdict():
    assert sorted(EXPECTED) == sorted(p.name for p in FOLDER.glob("*.yaml"))


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_example_verdict(name):
    assert_verdict(run((FOLDER / name).read_text()), EXPECTED[name])


@pytest.mark.parametrize(
    "name, code", [("legal-short.yaml", 0), ("illegal-tie.yaml", 1), ("unreadable-setup.yaml", 2)]
)
def test_check_exit_codes(name, code, capsys):
    from printkit.cli.app import main

    assert main(["check", str(FOLDER / name)]) == code
    out = capsys.readouterr().out
    assert out.startswith(str(FOLDER / name))


def test_play_writes_a_legal_finished_game(capsys):
    from printkit.cli.app import main

    assert main(["play", "antheap", "--seed", "3", "--players", "B,D,F"]) == 0
    got = run(capsys.readouterr().out)
    assert got["verdict"] == "legal" and got["finished"] and set(got["scores"]) == {"B", "D", "F"}
