"""Input files that cannot be read: refused before reading, one line naming the file, exit 2."""

from __future__ import annotations

import os

import pytest

from printkit.games import GAMES
from tests.robust.errorlines import one_error
from tests.support import run_cli


def _fifo(tmp_path):
    path = tmp_path / "fifo.yaml"
    os.mkfifo(path)
    return path


MAX_INPUT_BYTES = 4_000_000  # printkit.core.limits.MAX_INPUT_BYTES, as docs/reliability.md states it


def _huge(tmp_path):
    path = tmp_path / "huge.yaml"
    with open(path, "wb") as handle:
        handle.truncate(MAX_INPUT_BYTES + 1)  # sparse: no disk used
    return path


KINDS = {
    "missing": (lambda tmp: tmp / "nope.yaml", "No such file or directory"),
    "folder": (lambda tmp: tmp, "it is a folder, not a file"),
    "fifo": (_fifo, "it is a pipe (FIFO), not a file"),
    "device": (lambda tmp: "/dev/zero", "it is a device, not a file"),
    "too-big": (_huge, f"the limit is {MAX_INPUT_BYTES:,}"),
}


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_validate_exits_2_for_a_file_it_cannot_read(kind, tmp_path, capsys):
    make, words = KINDS[kind]
    path = make(tmp_path)
    assert run_cli("validate", path) == 2
    line = one_error(capsys)
    assert line.startswith(f"printkit: error: {path}: ") and words in line


def test_an_unreadable_file_outranks_an_invalid_one(tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text(f"game: {sorted(GAMES)[0]}\n")  # a registered game, and nothing else
    assert run_cli("validate", bad, tmp_path / "missing.yaml") == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 2


def test_read_input_refuses_special_files_before_reading(tmp_path):
    from printkit.core import limits
    from printkit.core.errors import UnreadableFile
    from printkit.core.safeio import read_input

    assert limits.MAX_INPUT_BYTES == MAX_INPUT_BYTES
    for path in ("/dev/urandom", _fifo(tmp_path)):
        with pytest.raises(UnreadableFile):
            read_input(path, "transcript")  # returns at once: nothing is read from either
    small = tmp_path / "small"
    small.write_bytes(b"x" * 10)
    assert read_input(small, "transcript") == b"x" * 10
    with pytest.raises(UnreadableFile, match="the limit is 9"):
        read_input(small, "transcript", limit=9)
