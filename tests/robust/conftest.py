"""The bad-input tests' fixture: a game's layout changed in one place, in a copy the build reads."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from printkit.games import game_info
from tests.support import REPO

LAYOUTS = REPO / "layouts"


@pytest.fixture
def changed_layout(tmp_path, monkeypatch):
    """Return a function that writes a game's layout with old replaced by new and makes it the game's layout."""
    from printkit.games.loaded import load_game

    folder = tmp_path / "layouts"
    shutil.copytree(LAYOUTS, folder)  # the words of the kit pages (layouts/text/) too
    monkeypatch.setenv("PRINTKIT_LAYOUTS", str(folder))
    load_game.cache_clear()

    def change(game: str, old: str, new: str, count: int = 1) -> Path:
        path = folder / game_info(game).layout_file
        text = path.read_text()
        assert old in text, f"{old!r} is not in {path.name}"
        path.write_text(text.replace(old, new, count))
        load_game.cache_clear()
        return path

    yield change
    load_game.cache_clear()
