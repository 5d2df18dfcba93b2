"""The hand-written transcripts in examples/transcripts/antheap get the verdicts expected.json states."""

import json
from pathlib import Path

import pytest

from tests.antheap.harness import run

FOLDER = Path(__file__).resolve().parents[2] / "examples" / "transcripts" / "antheap"
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


@pytest.mark.parametrize("name, code", [("legal-short.yaml", 0), ("illegal-tie.yaml", 1), ("unreadable-setup.yaml", 2)])
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
