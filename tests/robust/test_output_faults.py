"""Writing output: OS errors are one line naming the path and the reason (exit 2), nothing half-written,
no folder written through a symlink, and stale temp files of a killed build cleaned up."""

from __future__ import annotations

import errno
import os
import subprocess
import sys

import pytest

from printkit.games.loaded import load_game
from tests.robust.errorlines import one_error
from tests.samples import one, part_of, with_part
from tests.support import run_cli
from tests.sweep import pick

GAME = one(with_part("aid-cards"), "output faults")  # one small PDF: a game's player aids
PART = part_of(GAME, "aid-cards")
BUILD = ("build", GAME, "--only", PART, "--format", "pdf", "--quiet")
PREFIX = load_game(GAME).file_prefix  # the folder and the start of each file's name
PDF = f"{PREFIX}/{PREFIX}-{PART}-{load_game(GAME).print.paper}.pdf"


# the aids, printkit's record of the files it wrote (printkit/core/owned.py), the gallery and its stamp
OUTPUT = [
    f"{PREFIX}/.printkit-files.json",
    PDF,
    "index.html",
    "printkit-stamp.js",
]


def _files(folder):
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if not p.is_dir())


def test_out_is_an_existing_file(tmp_path, capsys):
    out = tmp_path / "out"
    out.write_text("mine")
    assert run_cli(*BUILD, "--out", out) == 2
    assert (
        one_error(capsys)
        == f"printkit: error: {out}: cannot write the output here: it is a file, not a folder"
    )
    assert out.read_text() == "mine"


def test_the_game_folder_is_a_file(tmp_path, capsys):
    (tmp_path / PREFIX).write_text("mine")
    assert run_cli(*BUILD, "--out", tmp_path) == 2
    assert one_error(capsys).startswith(
        f"printkit: error: {tmp_path / PREFIX}: cannot write here: it is a file"
    )


def test_the_target_pdf_is_a_folder(tmp_path, capsys):
    target = tmp_path / PDF
    target.mkdir(parents=True)
    assert run_cli(*BUILD, "--out", tmp_path) == 2
    assert one_error(capsys) == f"printkit: error: {target}: cannot write: Is a directory"
    assert _files(tmp_path) == [], "no temp file is left behind"


@pytest.mark.parametrize(
    "fault",
    pick(  # one fault in the suite, each in the sweep (a build before it and one into it: 0.5 s each)
        [
            (errno.ENOSPC, "No space left on device"),
            (errno.EROFS, "Read-only file system"),
            (errno.EACCES, "Permission denied"),
        ],
        "a write fault",
    ),
    ids=lambda fault: errno.errorcode[fault[0]],
)
def test_a_write_fault_leaves_the_old_file_and_no_temp(fault, tmp_path, monkeypatch, capsys):
    import printkit.core.writing as writing

    assert run_cli(*BUILD, "--out", tmp_path) == 0
    target = tmp_path / PDF
    before = target.read_bytes()

    def fail_half_way(fd, data):  # a disk that fills (or turns read-only) in the middle of the file
        os.write(fd, data[: len(data) // 2])
        raise OSError(fault[0], fault[1])

    monkeypatch.setattr(writing, "_write_all", fail_half_way)
    assert run_cli(*BUILD, "--out", tmp_path) == 2
    assert one_error(capsys) == f"printkit: error: {target}: cannot write: {fault[1]}"
    assert target.read_bytes() == before
    assert _files(tmp_path) == OUTPUT


def test_a_folder_that_refuses_new_files(tmp_path, monkeypatch, capsys):
    import printkit.core.writing as writing

    def refuse(*args, **kwargs):  # what a read-only or immutable folder answers
        raise PermissionError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(writing.tempfile, "mkstemp", refuse)
    assert run_cli(*BUILD, "--out", tmp_path) == 2
    target = tmp_path / PDF
    assert one_error(capsys) == f"printkit: error: {target}: cannot write: Operation not permitted"


def test_play_into_a_missing_folder(tmp_path, capsys):
    target = tmp_path / "no" / "game.yaml"
    assert run_cli("play", GAME, "--seed", "1", "-o", target) == 2
    assert one_error(capsys) == f"printkit: error: {target}: cannot write: No such file or directory"


@pytest.mark.parametrize("linked", [(PREFIX,), (PREFIX, "svg")], ids=["folder", "svg"])
def test_no_folder_under_out_is_followed_through_a_symlink(linked, tmp_path, capsys):
    out, elsewhere = tmp_path / "out", tmp_path / "elsewhere"
    elsewhere.mkdir()
    (out / "/".join(linked[:-1])).mkdir(parents=True, exist_ok=True)
    (out.joinpath(*linked)).symlink_to(elsewhere)
    assert run_cli("build", GAME, "--only", PART, "--format", "svg", "--quiet", "--out", out) == 2
    line = one_error(capsys)
    assert line.startswith(
        f"printkit: error: {out.joinpath(*linked)}: refusing to write through a symbolic link"
    )
    assert _files(elsewhere) == []


def test_temp_files_of_a_killed_build_are_removed_by_the_next_build(tmp_path):
    gone = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True
    )
    dead = int(gone.stdout)
    folder, name = (tmp_path / PDF).parent, (tmp_path / PDF).name
    folder.mkdir()
    stale = folder / f".{name}.{dead}.k3j_x9qa.tmp"
    stale.write_bytes(b"%PDF-1.4 half")
    alive = folder / f".{name}.{os.getppid()}.abcdefgh.tmp"  # a build still running
    alive.write_bytes(b"%PDF-1.4 writing")
    other = folder / ".notes.txt.12345.abcdefgh.tmp"  # not the same output
    other.write_bytes(b"x")
    mine = folder / "keep.tmp"
    mine.write_bytes(b"x")
    assert run_cli(*BUILD, "--out", tmp_path) == 0
    assert not stale.exists()
    assert alive.exists() and other.exists() and mine.exists()


def test_a_killed_build_leaves_no_half_file_and_the_next_build_cleans_up(tmp_path):
    import signal

    code = (
        "import os, sys, printkit.core.writing as w\n"
        "def stall(fd, data):\n"
        "    os.write(fd, data[:100]); print('writing', flush=True); import time; time.sleep(60)\n"
        "w._write_all = stall\n"
        "from printkit.cli.app import main\n"
        f"sys.exit(main([*{list(BUILD)!r}, '--out', {str(tmp_path)!r}]))\n"
    )
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout.readline().strip() == "writing"
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    left = _files(tmp_path)
    folder, name = PDF.rsplit("/", 1)
    assert len(left) == 1 and left[0].startswith(f"{folder}/.{name}.") and left[0].endswith(".tmp")
    assert run_cli(*BUILD, "--out", tmp_path) == 0
    assert _files(tmp_path) == OUTPUT
