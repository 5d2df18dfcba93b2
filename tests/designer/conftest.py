"""A designer's copy of a game, made once per test with `printkit new`."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import run_cli

ERROR = re.compile(r"^printkit: error: (?P<where>[^ ]+): (?P<rest>.*)$")


@pytest.fixture
def own_copy(tmp_path):
    """Return a function making `printkit new GAME` in a temp folder; it returns the copy's layout file."""

    def make(game: str = "111-ants", name: str = "deck") -> Path:
        assert run_cli("new", game, tmp_path / name) == 0
        return tmp_path / name / f"{game}.yaml"

    return make


def change(path: Path, old: str, new: str) -> None:
    """Replace old (which must be there) with new in a file."""
    text = path.read_text()
    assert old in text, f"{old!r} is not in {path}"
    path.write_text(text.replace(old, new, 1))


def error_lines(capsys) -> list[str]:
    """Return stderr's lines (each a one-line error: no traceback)."""
    err = capsys.readouterr().err
    assert "Traceback" not in err, err
    return [line for line in err.splitlines() if line.startswith("printkit: error: ")]
