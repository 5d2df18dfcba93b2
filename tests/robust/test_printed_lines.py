"""Every line printkit prints is one line with its control characters escaped and free text shortened,
whatever a transcript's seats and turns or a folder's name hold (printkit.core.console.say)."""

from __future__ import annotations

import re

import pytest

from tests.samples import example_files, one, shipped, with_named_seats
from tests.support import EXAMPLES, cases, run_cli

TITLE = "\x1b]0;PWNED\x07"  # sets a terminal's title when printed raw
NAMED = one(with_named_seats(), "printed lines")  # a game whose seats are names the players choose
EXAMPLE, FIRST, _, _ = cases(NAMED).FIRST_TURN  # a legal example, and its first turn as written
SEAT = FIRST.split("- ", 1)[1].split(":", 1)[0]


def _hostile_seat(tmp_path):
    text = (EXAMPLES / NAMED / EXAMPLE).read_text(encoding="utf-8")
    path = tmp_path / f"seat{TITLE}.yaml"  # a file name printed by every command
    path.write_text(re.sub(rf"\b{re.escape(SEAT)}\b", rf'"\\e]0;PWNED\\a{SEAT}"', text), encoding="utf-8")
    return path


def _safe(text: str) -> None:
    assert "\x1b" not in text and "\x07" not in text, repr(text[-300:])
    assert all(line.isprintable() for line in text.splitlines()), repr(text[-300:])


@pytest.mark.parametrize("command", ["check", "show", "replay", "fmt-check"])
def test_an_escape_sequence_in_a_seat_is_printed_escaped(command, tmp_path, capsys) -> None:
    path = _hostile_seat(tmp_path)
    args = {
        "check": ["check", path],
        "show": ["show", path, "-o", tmp_path / f"out{TITLE}.svg"],
        "replay": ["replay", path, "-o", tmp_path / f"out{TITLE}.html"],
        "fmt-check": ["fmt", "--check", path],
    }[command]
    assert run_cli(*args) in (0, 1)
    out = capsys.readouterr()
    _safe(out.out + out.err)
    assert "\\x1b]0;PWNED\\x07." in out.out + out.err  # the file's name, escaped
    if command in ("check", "show"):
        assert f"\\x1b]0;PWNED\\x07{SEAT}" in out.out + out.err


def test_an_escape_sequence_in_a_folder_name_is_printed_escaped(tmp_path, capsys, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert run_cli("new", one(shipped(), "new prints escaped"), f"kit{TITLE}") == 0
    out = capsys.readouterr()
    _safe(out.out + out.err)
    assert len(out.err.splitlines()) == 3  # the summary and the two commands to run next


def test_a_long_action_is_shortened_where_show_prints_and_draws_it(tmp_path, capsys) -> None:
    game = one(shipped(), "a long action")
    name, line, _, _ = cases(game).FIRST_TURN
    text = (EXAMPLES / game / name).read_text(encoding="utf-8")
    path = tmp_path / "long.yaml"
    path.write_text(text.replace(line, line.split(": ", 1)[0] + ": " + "x" * 5000, 1), encoding="utf-8")
    svg = tmp_path / "out.svg"
    assert run_cli("show", path, "-o", svg) == 0
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and len(err) < 300, err[:400]
    assert "(5,000 characters)" in err
    assert "x" * 100 not in svg.read_text(encoding="utf-8"), "the picture's title quotes the action shortened"


@pytest.mark.parametrize("value", [TITLE, "1" * 5000])
def test_a_bad_option_value_is_quoted_escaped_and_shortened_in_the_usage_message(value, capsys) -> None:
    legal = example_files(one(shipped(), "a bad option value"), "legal")[0]
    assert run_cli("show", legal, "--turn", value) == 2
    err = capsys.readouterr().err
    _safe(err)
    assert "Error: Invalid value for '--turn'" in err
    assert max(len(line) for line in err.splitlines()) < 400
