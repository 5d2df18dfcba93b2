"""Odd command-line input to the newer commands (watch, play, setup, export, new, fmt): one line, the right exit code."""

from __future__ import annotations

import pytest
import yaml

from tests.referee.verdicts import check_text
from tests.robust.errorlines import one_error
from tests.samples import one, part_of, shipped, with_named_seats, with_part, with_setup
from tests.support import EXAMPLES, cases, run_cli

NAMED = one(with_named_seats(), "seats")  # a game whose seats are names the players choose
TOKENS = one(with_part("tokens"), "export")  # a game with a sheet of tokens: a small export


def test_watch_into_a_file_is_one_line_before_any_build(tmp_path, capsys) -> None:
    out = tmp_path / "a-file"
    out.write_text("mine")
    assert run_cli("watch", one(shipped(), "watch"), "--out", out, "--format", "svg", "--only", "die") == 2
    assert (
        one_error(capsys)
        == f"printkit: error: {out}: cannot write the output here: it is a file, not a folder"
    )
    assert out.read_text() == "mine"


def test_play_refuses_a_seat_check_could_not_read_and_what_it_writes_check_reads(tmp_path, capsys) -> None:
    out = tmp_path / "game.yaml"
    assert run_cli("play", NAMED, "--seed", "3", "--players", "x" * 200 + ",b", "-o", out) == 2
    line = one_error(capsys)
    assert "expected a seat name of at most 100 characters" in line and len(line) < 400
    assert not out.exists()
    assert run_cli("play", NAMED, "--seed", "3", "--players", "x" * 100 + ",b", "-o", out) == 0
    assert run_cli("check", out) == 0


def test_setup_blames_the_option_not_the_shipped_layout(tmp_path, capsys) -> None:
    wide = "W" * 100 + ",b"
    named = one([g for g in with_setup() if g in with_named_seats()], "setup blames the option")
    assert run_cli("setup", named, "--seed", "3", "--players", wide, "--out", tmp_path) == 2
    line = one_error(capsys)
    assert line.startswith("printkit: error: --players WWW") and "do not fit on the setup picture" in line
    assert "layouts" not in line
    for game in with_setup():
        assert run_cli("setup", game, "--seed", "1" * 25, "--out", tmp_path) == 2
        err = capsys.readouterr().err
        assert "--seed" in err and "layouts" not in err and "Traceback" not in err
    assert (
        run_cli("setup", one(with_setup(), "a long seed"), "--seed", "9" * 18, "--out", tmp_path, "-q") == 0
    )


@pytest.mark.parametrize(
    "url",
    ["https://example.com/a\nb", "https://ex.com/?a=1#frag", "https://ex.com/#top", "javascript:alert(1)"]
    + [
        "file:///tmp/x",
        "https:///no-host",
        "http://[::1/",
        "https://ex.com/a b/",
        "https://ex.com/" + "a" * 3000,
    ],
)
def test_export_refuses_a_url_base_that_is_not_an_absolute_http_url(url, tmp_path, capsys) -> None:
    args = (
        "export",
        TOKENS,
        "--to",
        "tts",
        "--only",
        part_of(TOKENS, "tokens"),
        "--dpi",
        "20",
        "--url-base",
        url,
    )
    assert run_cli(*args, "--out", tmp_path) == 2
    line = one_error(capsys)
    assert line.startswith("printkit: error: --url-base ") and len(line) < 300
    assert not any(tmp_path.iterdir())


def test_export_percent_encodes_file_names_under_the_url_base(tmp_path) -> None:
    from printkit.games.loaded import loaded_game
    from printkit.kit.export.tts import _Export

    job = _Export(loaded_game(TOKENS), tmp_path, 20, "https://example.com/kit/")
    assert job.url("a b#1?.png") == "https://example.com/kit/a%20b%231%3F.png"


def test_a_seat_that_is_not_utf8_is_refused_not_written(tmp_path, capsys) -> None:
    out = tmp_path / "game.yaml"
    seats = b"caf\xe9,b".decode("utf-8", "surrogateescape")  # as Python hands over such a command line
    assert (
        run_cli("play", one(shipped(), "seats in UTF-8"), "--seed", "3", "--players", seats, "-o", out) == 2
    )
    assert "expected seat names in UTF-8" in one_error(capsys)
    assert not out.exists()


# Each game's tests/<package>/cases.py: a transcript, a turn's text in it, and the same with a number of n digits.
LONG = one(shipped(), "a 5000-digit number")
SOURCE, TURN, NUMBERED = cases(LONG).LONG_NUMBER
HUGE = "1" * 5000


def _with_turns(tmp_path, *changes: tuple[str, str]):
    text = (EXAMPLES / SOURCE).read_text(encoding="utf-8")
    for old, new in changes:
        assert old in text
        text = text.replace(old, new, 1)
    path = tmp_path / "game.yaml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("command", ["show", "replay", "fmt --write"])
def test_a_5000_digit_number_in_a_turn_is_judged_not_a_traceback(command, tmp_path, capsys) -> None:
    path = _with_turns(tmp_path, (TURN, NUMBERED.format(n=HUGE)))
    out = {"show": ["-o", tmp_path / "out.svg"], "replay": ["-o", tmp_path / "out.html"], "fmt --write": []}
    assert run_cli(*command.split(), path, *out[command]) == 0
    assert "Traceback" not in capsys.readouterr().err
    assert run_cli("check", path) == 1
    assert "expected an action of at most 100 characters" in capsys.readouterr().out


def test_fmt_writes_a_5000_digit_turn_after_the_illegal_one_as_it_stands(tmp_path, capsys) -> None:
    text = (EXAMPLES / SOURCE).read_text(encoding="utf-8")
    line = next(x for x in text.splitlines() if TURN in x)  # played out of turn just before: illegal
    head, actions = line.split("  #")[0].rstrip().split(": ", 1)
    indent, seat = head.split("- ", 1)
    other = next(str(p) for p in yaml.safe_load(text)["players"] if str(p) != seat)
    huge = NUMBERED.format(n=HUGE)
    spaced = huge.replace(" ", "   ", 1)
    path = _with_turns(tmp_path, (line, f"{indent}- {other}: {actions}\n{line.replace(TURN, spaced, 1)}"))
    verdict = check_text(path.read_text(encoding="utf-8"))
    assert (verdict.verdict, verdict.seat, verdict.action) == ("illegal", other, actions)
    assert run_cli("fmt", "--write", path) == 0
    assert f"- {seat}: {actions.replace(TURN, huge, 1)}" in path.read_text(encoding="utf-8")
