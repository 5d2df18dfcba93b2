"""Bad transcripts through `printkit check`: each class of the referee's faults answered in one line.

Classes: values that quote themselves at length (alias bombs, long text), numbers too long for
Python's int(), a file printkit itself fails on (one verdict for it, the rest still judged),
files that are not regular or too big (refused before reading), and output that would break its
own format (control characters, line breaks, file names that are not UTF-8).
"""

from __future__ import annotations

import json
import os
import resource
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from printkit.games import GAMES
from tests.samples import example_files, one, shipped
from tests.support import EXAMPLES, REPO, cases, run_cli

SHORT = 400  # characters: a verdict line that quotes only excerpts stays well under this


MEMORY = 2 << 30  # bytes of address space a checking child process may use


def _limit_memory():
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def _subprocess_check(*args: str | Path, env: dict | None = None) -> subprocess.CompletedProcess:
    """Run `python -m printkit check` in a child held to MEMORY, with a guard against hangs."""
    return subprocess.run(
        [sys.executable, "-m", "printkit", "check", *map(str, args)],
        capture_output=True,
        timeout=60,  # only a guard: a FIFO or /dev/urandom read before the fix never returned
        cwd=REPO,
        env={**os.environ, **(env or {})},
        preexec_fn=_limit_memory,
    )


def check(capsys, *args) -> tuple[int, list[str], str]:
    """Run check in-process: its exit code, stdout's lines and stderr."""
    code = run_cli("check", *args)
    out = capsys.readouterr()
    return code, out.out.splitlines(), out.err


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


# Where a transcript may hold a value that a message quotes: each game's tests/<package>/cases.py gives
# QUOTED_SPOTS, what -> (a transcript: its text, or an example's name; its text there; the same with the
# value {v}).
SPOTS = {(game, spot): where for game in GAMES for spot, where in cases(game).QUOTED_SPOTS.items()}


def _base(game: str, source: str) -> str:
    return source if source.startswith("game:") else (EXAMPLES / game / source).read_text(encoding="utf-8")


def _bomb_text(spot: tuple[str, str], value: str) -> str:
    source, old, new = SPOTS[spot]
    text = _base(spot[0], source)
    assert old in text, (spot, old)
    return text.replace(old, new.format(v=value), 1)


def _aliased(levels: int, width: int) -> str:
    """A flow list that defines anchors level by level: width ** levels values in a few hundred bytes."""
    items = ["&b0 [" + ", ".join(["lol"] * width) + "]"]
    items += [f"&b{i} [{', '.join([f'*b{i - 1}'] * width)}]" for i in range(1, levels)]
    return "[" + ", ".join(items) + "]"


def _alias_bomb(spot: tuple[str, str]) -> str:
    """The spot's value made an alias bomb of 9 ** 9 values, its anchors defined inside it."""
    return _bomb_text(spot, _aliased(9, 9))


def test_some_game_has_spots_to_quote():
    assert SPOTS, "no game's cases.py gives QUOTED_SPOTS: the tests below would test nothing"


def test_an_alias_bomb_anywhere_is_refused_at_once(tmp_path):
    files = [_write(tmp_path, f"{k}.yaml", _alias_bomb(spot)) for k, spot in enumerate(sorted(SPOTS))]
    assert len(_aliased(9, 9)) < 600  # bytes of the bomb itself
    proc = _subprocess_check(*files)  # in a process held to 2 GiB: before the fix each took ~2 GB
    lines = proc.stdout.decode().splitlines()
    assert proc.returncode == 2 and not proc.stderr, proc.stderr[-2000:]
    assert len(lines) == len(files)
    for path, line in zip(files, lines):
        assert line.startswith(f"{path}:") and "once its aliases are expanded (an alias bomb?)" in line
        assert len(line) < SHORT


BIG = {
    "111,110 values": _aliased(5, 10),  # within the alias limit: the message that quotes it is tested
    "10,000 characters": "'" + "W" * 10_000 + "'",
    "a 40-digit number": "9" * 40,
}


@pytest.mark.parametrize("kind", sorted(BIG))
@pytest.mark.parametrize("spot", sorted(SPOTS), ids=[f"{g}-{s}" for g, s in sorted(SPOTS)])
def test_a_message_quotes_an_excerpt_of_a_big_value(spot, kind, tmp_path, capsys):
    path = _write(tmp_path, "big.yaml", _bomb_text(spot, BIG[kind]))
    code, lines, err = check(capsys, path)
    assert code == 2 and len(lines) == 1 and not err, (lines, err)
    assert len(lines[0]) < SHORT, lines[0][:600]
    code, lines, err = check(capsys, "--json", path)
    assert code == 2 and len(lines) == 1 and not err, (lines, err)
    assert len(json.loads(lines[0])["message"]) < SHORT - len(str(path)), lines[0][:600]


NUMBER = "1" * 4301
# Places a 4301-digit number may stand: each game's tests/<package>/cases.py gives NUMBER_SPOTS, where ->
# (a transcript: its text, or an example's name; its text there; the same with the number {n}).
NUMBERS = {(game, where): spot for game in GAMES for where, spot in cases(game).NUMBER_SPOTS.items()}


def test_some_game_has_places_for_a_number():
    assert NUMBERS, "no game's cases.py gives NUMBER_SPOTS: the test below would test nothing"


@pytest.mark.parametrize("spot", sorted(NUMBERS), ids=[f"{g}-{w}" for g, w in sorted(NUMBERS)])
def test_a_4301_digit_number_in_the_file_is_unreadable_at_its_place(spot, tmp_path, capsys):
    source, old, new = NUMBERS[spot]
    text = _base(spot[0], source)
    assert old in text, (spot, old)
    text = text.replace(old, new.replace("{n}", NUMBER), 1)
    path = _write(tmp_path, "number.yaml", text)
    code, lines, err = check(capsys, path)
    assert code == 2 and len(lines) == 1 and not err, (lines, err)
    at = text.index(NUMBER) - (7 if "!!int" in new else 0)
    line_no = 1 + text[:at].count("\n")
    assert lines[0].startswith(f"{path}:{line_no}:")
    assert (
        "unreadable: expected a number of at most 32 characters, found '111111111111'... (4,301" in lines[0]
    )


@pytest.mark.parametrize("digits", [40, 100, 4301])
@pytest.mark.parametrize("game", list(GAMES))
def test_a_long_number_in_a_turn_is_illegal_notation(game, digits, tmp_path, capsys):
    # each game's tests/<package>/cases.py: a transcript, a turn's text in it, the same with n digits
    source, old, new = cases(game).LONG_NUMBER
    text = (EXAMPLES / source).read_text(encoding="utf-8")
    assert old in text
    text = text.replace(old, new.format(n="9" * digits), 1)
    path = _write(tmp_path, f"{game}.yaml", text)
    code, lines, err = check(capsys, path)
    assert code == 1 and len(lines) == 1 and not err, (lines, err)
    assert "turn 1 (" in lines[0] and lines[0].endswith("[Notation]")
    expected = "at most 32 digits" if digits < 100 else "an action of at most 100 characters"
    assert expected in lines[0] and len(lines[0]) < SHORT


# --- one file printkit fails on: its own verdict, and every other file still judged -------------


def _legal_unfinished():
    """An example transcript that is legal and unfinished (the verdict these tests expect of a good file)."""
    return example_files(one(shipped(), "a legal unfinished file"), "legal", finished=False)[0]


@pytest.fixture
def crashing_folder(tmp_path, monkeypatch):
    """A folder of three transcripts; judging the second one raises, as a bug in printkit would."""
    from printkit.referee import fold

    legal = _legal_unfinished().read_text()
    for name in ("a.yaml", "b-crashes.yaml", "c.yaml"):
        _write(tmp_path, name, legal)
    real = fold.check_document

    def check_document(doc, file, lookup):
        if file.endswith("b-crashes.yaml"):
            raise ZeroDivisionError("injected fault")
        return real(doc, file, lookup)

    monkeypatch.setattr(fold, "check_document", check_document)  # forked --jobs workers inherit it
    return tmp_path


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_file_printkit_fails_on_gets_an_error_verdict_and_the_rest_are_judged(
    jobs, crashing_folder, capsys
):
    code, lines, err = check(capsys, "--jobs", jobs, crashing_folder)
    assert code == 3 and not err
    a, b, c = lines
    assert a == f"{crashing_folder / 'a.yaml'}: legal, unfinished"
    assert c == f"{crashing_folder / 'c.yaml'}: legal, unfinished"
    assert b.startswith(f"{crashing_folder / 'b-crashes.yaml'}: error: printkit failed on this file ")
    assert "(ZeroDivisionError: injected fault)" in b and "a bug in printkit" in b
    assert "printkit check --traceback FILE" in b

    code, lines, _ = check(capsys, "--json", "--jobs", jobs, crashing_folder)
    objects = [json.loads(line) for line in lines]
    assert code == 3 and [o["verdict"] for o in objects] == ["legal", "error", "legal"]
    assert objects[1]["message"] == b.split(": error: ", 1)[1]


@pytest.fixture
def killing_folder(tmp_path, monkeypatch):
    """Six transcripts; the process that checks the third is killed outright (SIGKILL), as the OOM killer would."""
    from printkit.referee import fold

    legal = _legal_unfinished().read_text()
    for name in ("a", "b", "c-killed", "d", "e", "f"):
        _write(tmp_path, f"{name}.yaml", legal)
    real = fold.check_document
    parent = os.getpid()

    def check_document(doc, file, lookup):
        if file.endswith("c-killed.yaml") and os.getpid() != parent:
            os.kill(os.getpid(), signal.SIGKILL)
        return real(doc, file, lookup)

    monkeypatch.setattr(fold, "check_document", check_document)
    return tmp_path


def test_a_killed_worker_costs_one_error_verdict_and_the_batch_finishes(killing_folder, capsys):
    code, lines, err = check(capsys, "--jobs", "2", killing_folder)
    assert code == 3 and not err
    assert [line.split(": ", 1)[1].split(":")[0] for line in lines] == [
        "legal, unfinished",
        "legal, unfinished",
        "error",
        "legal, unfinished",
        "legal, unfinished",
        "legal, unfinished",
    ]
    assert lines[2].startswith(
        f"{killing_folder / 'c-killed.yaml'}: error: the process checking this file stopped"
    )


def test_traceback_shows_where_printkit_failed_and_the_batch_goes_on(crashing_folder, capsys):
    code = run_cli("--traceback", "check", "--jobs", "2", crashing_folder)
    out = capsys.readouterr()
    assert code == 3 and len(out.out.splitlines()) == 3
    assert out.err.startswith("Traceback (most recent call last):")
    assert "ZeroDivisionError: injected fault" in out.err and "check_document" in out.err


def test_an_error_outranks_unreadable_and_illegal_in_the_exit_status(crashing_folder, capsys):
    _write(crashing_folder, "d-unreadable.yaml", "game: nope\n")
    illegal = example_files(one(shipped(), "an illegal file"), "illegal")[0].read_text()
    _write(crashing_folder, "e-illegal.yaml", illegal)
    code, lines, _ = check(capsys, crashing_folder)
    assert code == 3 and len(lines) == 5
    assert run_cli("check", crashing_folder / "d-unreadable.yaml", crashing_folder / "e-illegal.yaml") == 2


# --- files that are not regular, or too big: refused before a byte is read ----------------------


def test_fifo_devices_and_big_files_are_refused_before_reading(tmp_path):
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    big = tmp_path / "big.yaml"
    with open(big, "wb") as handle:
        handle.truncate(4_000_001)  # sparse
    proc = _subprocess_check(fifo, "/dev/zero", "/dev/urandom", big)
    lines = proc.stdout.decode().splitlines()
    assert proc.returncode == 2 and not proc.stderr, proc.stderr[-2000:]
    assert lines == [
        f"{fifo}: unreadable: cannot read transcript: it is a pipe (FIFO), not a file",
        "/dev/zero: unreadable: cannot read transcript: it is a device, not a file",
        "/dev/urandom: unreadable: cannot read transcript: it is a device, not a file",
        f"{big}: unreadable: transcript is 4,000,001 bytes; the limit is 4,000,000",
    ]


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_fifo_in_a_folder_gets_its_own_verdict(jobs, tmp_path, capsys):
    legal = _legal_unfinished().read_text()
    _write(tmp_path, "a.yaml", legal)
    os.mkfifo(tmp_path / "b.yaml")
    (tmp_path / "sub").mkdir()
    _write(tmp_path / "sub", "c.yaml", legal)
    os.symlink(tmp_path / "nowhere.yaml", tmp_path / "d.yaml")
    code, lines, _ = check(capsys, "--jobs", jobs, tmp_path)
    assert code == 2
    assert lines == [
        f"{tmp_path / 'a.yaml'}: legal, unfinished",
        f"{tmp_path / 'b.yaml'}: unreadable: cannot read transcript: it is a pipe (FIFO), not a file",
        f"{tmp_path / 'd.yaml'}: unreadable: cannot read transcript: No such file or directory",
        f"{tmp_path / 'sub' / 'c.yaml'}: legal, unfinished",
    ]


# --- output that keeps its own format: one line, UTF-8, line:col --------------------------------


# A legal example's first turn (each game's tests/<package>/cases.py: FIRST_TURN), its line and where its
# actions begin.
FIRST_GAME = one(shipped(), "a first turn")
FIRST_EXAMPLE, FIRST_LINE, _, _ = cases(FIRST_GAME).FIRST_TURN
FIRST_TEXT = (EXAMPLES / FIRST_GAME / FIRST_EXAMPLE).read_text(encoding="utf-8")
FIRST_HEAD, FIRST_ACTIONS = FIRST_LINE.split(": ", 1)
FIRST_AT = FIRST_TEXT[: FIRST_TEXT.index(FIRST_LINE)].count("\n") + 1


def test_a_control_character_is_located_by_line_and_column(tmp_path, capsys):
    # Two-byte characters before it: libyaml gives a byte offset, the verdict a column in characters.
    text = FIRST_TEXT.replace(FIRST_LINE, f"{FIRST_HEAD}: é1, ü2\x07", 1)
    path = _write(tmp_path, "bell.yaml", text)
    code, lines, _ = check(capsys, path)
    assert code == 2
    col = len(f"{FIRST_HEAD}: é1, ü2") + 1
    assert lines == [
        f"{path}:{FIRST_AT}:{col}: unreadable: not YAML: control characters are not allowed (found U+0007)"
    ]


def test_bytes_that_are_not_utf8_are_located_by_line_and_column(tmp_path, capsys):
    path = tmp_path / "latin1.yaml"
    text = FIRST_TEXT.replace(FIRST_LINE, f"{FIRST_LINE} # caf\udce9", 1)  # é as Latin-1 writes it
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    code, lines, _ = check(capsys, path)
    col = len(f"{FIRST_LINE} # caf") + 1
    assert code == 2 and lines == [f"{path}:{FIRST_AT}:{col}: unreadable: not UTF-8 text: byte 0xE9"]


def test_line_breaks_in_a_seat_keep_the_verdict_on_one_line(tmp_path, capsys):
    indent = FIRST_HEAD.split("- ", 1)[0]
    seat = '"bl\\nack\\u2028\\x85"'
    path = _write(
        tmp_path, "seat.yaml", FIRST_TEXT.replace(FIRST_LINE, f"{indent}- {seat}: {FIRST_ACTIONS}", 1)
    )
    code, lines, _ = check(capsys, path)
    assert code == 1 and len(lines) == 1
    at = "round 1, turn 1" if GAMES[FIRST_GAME].referee.has_rounds else "turn 1"
    assert lines[0].startswith(
        f'{path}:{FIRST_AT}: illegal at {at} (bl\\nack\\u2028\\x85 "{FIRST_ACTIONS}"): '
    )
    code, lines, _ = check(capsys, "--json", path)
    assert len(lines) == 1 and "\u2028" not in lines[0] and "\x85" not in lines[0]
    assert json.loads(lines[0])["seat"] == "bl\nack\u2028\x85"


def test_a_file_name_that_is_not_utf8_is_written_with_backslash_escapes(tmp_path):
    legal = _legal_unfinished().read_bytes()
    folder = os.fsencode(tmp_path)
    with open(os.path.join(folder, b"caf\xe9\xff.yaml"), "wb") as handle:
        handle.write(legal)
    for env in ({}, {"PYTHONIOENCODING": "utf-8"}):  # utf-8: a UnicodeEncodeError before the fix
        proc = _subprocess_check("--json", tmp_path, env=env)
        assert proc.returncode == 0 and not proc.stderr, proc.stderr[-2000:]
        (line,) = proc.stdout.decode("utf-8").splitlines()  # strict: valid UTF-8
        assert json.loads(line)["file"] == f"{tmp_path}/caf\\xe9\\xff.yaml"
    for env in ({}, {"PYTHONIOENCODING": "ascii"}):
        proc = _subprocess_check(tmp_path, env=env)
        assert proc.returncode == 0 and not proc.stderr, proc.stderr[-2000:]
        assert proc.stdout.decode("utf-8") == f"{tmp_path}/caf\\xe9\\xff.yaml: legal, unfinished\n"
