"""Helpers for the bad-input tests: layouts changed in one place, and the one-line error they give."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from conftest import REPO, run_cli

LAYOUTS = REPO / "layouts"
FILES = {"111-ants": "111-ants.yaml", "ant-trails": "ant-trails.yaml", "antheap": "antheap.yaml"}
FILES["anticipation"] = "anticipation.yaml"
ERROR_LINE = re.compile(r"^printkit: error: (?P<file>[^:]+):(?P<line>\d+):(?P<col>\d+): (?P<rest>.*)$")


@pytest.fixture
def changed_layout(tmp_path, monkeypatch):
    """Return a function that writes a game's layout with old replaced by new and makes it the game's layout."""
    from printkit.layout import load_game

    folder = tmp_path / "layouts"
    shutil.copytree(LAYOUTS, folder)  # the words of the kit pages (layouts/text/) too
    monkeypatch.setenv("PRINTKIT_LAYOUTS", str(folder))
    load_game.cache_clear()

    def change(game: str, old: str, new: str, count: int = 1) -> Path:
        path = folder / FILES[game]
        text = path.read_text()
        assert old in text, f"{old!r} is not in {path.name}"
        path.write_text(text.replace(old, new, count))
        load_game.cache_clear()
        return path

    yield change
    load_game.cache_clear()


def one_error(capsys) -> str:
    """Return the one line on stderr, checking there is exactly one and no traceback."""
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err[-2000:]
    assert "Traceback" not in err
    return lines[0]


def located(line: str, path: Path) -> re.Match:
    """Return the match of a file:line:col error line naming path."""
    match = ERROR_LINE.match(line)
    assert match and match["file"] == str(path), line
    return match


__all__ = ["located", "one_error", "run_cli"]
