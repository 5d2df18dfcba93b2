"""Odd command-line input to the newer commands (watch, play, setup, export, new, fmt): one line, the right exit code."""

from __future__ import annotations

from tests.robust.errorlines import one_error
from tests.support import run_cli


def test_watch_into_a_file_is_one_line_before_any_build(tmp_path, capsys) -> None:
    out = tmp_path / "a-file"
    out.write_text("mine")
    assert run_cli("watch", "antheap", "--out", out, "--format", "svg", "--only", "die") == 2
    assert one_error(capsys) == f"printkit: error: {out}: cannot write the output here: it is a file, not a folder"
    assert out.read_text() == "mine"
