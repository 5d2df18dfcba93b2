"""Antheap through the command line: check's exit codes on the examples, play writing a legal game and
refusing its rule options' bad values."""

import pytest

from tests.games.antheap.harness import run
from tests.support import EXAMPLES, run_cli

FOLDER = EXAMPLES / "antheap"


@pytest.mark.parametrize(
    "name, code", [("legal-short.yaml", 0), ("illegal-tie.yaml", 1), ("unreadable-setup.yaml", 2)]
)
def test_check_exit_codes(name, code, capsys):
    assert run_cli("check", FOLDER / name) == code
    out = capsys.readouterr().out
    assert out.startswith(str(FOLDER / name))


def test_play_writes_a_legal_finished_game(capsys):
    assert run_cli("play", "antheap", "--seed", "3", "--players", "B,D,F") == 0
    got = run(capsys.readouterr().out)
    assert got["verdict"] == "legal" and got["finished"] and set(got["scores"]) == {"B", "D", "F"}


@pytest.mark.parametrize(
    "args, words",
    [
        (("--rule", "eggs=yes"), "--rule eggs: expected a whole number, found 'yes'"),
        (("--rule", "arrivals=sometimes"), "--rule arrivals: expected one of 'attack', 'wait'"),
    ],
)
def test_play_refuses_a_rule_option_s_bad_value_in_one_line(args, words, capsys):
    assert run_cli("play", "antheap", "--seed", "1", *args) == 2
    captured = capsys.readouterr()
    assert not captured.out and captured.err.count("\n") == 1 and words in captured.err, captured.err
