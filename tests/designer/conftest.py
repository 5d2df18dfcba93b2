"""The designer tests' fixture: a designer's copy of a game, made once per test with `printkit new`."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.designer.editing import DECK
from tests.support import run_cli


@pytest.fixture
def own_copy(tmp_path):
    """Return a function making `printkit new GAME` (the designer's deck unless told) in a temp folder; it
    returns the copy's layout file."""

    def make(game: str = DECK, name: str = "deck") -> Path:
        assert run_cli("new", game, tmp_path / name) == 0
        return tmp_path / name / f"{game}.yaml"

    return make
