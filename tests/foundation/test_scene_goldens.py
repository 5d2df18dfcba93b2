"""Scene golden files: every component of every game (and each kit's cover and calibration sheet) drawn
with default options and dumped as text, compared with tests/golden/<game>/<component>.txt.

A drawing change fails here with a diff; `python -m pytest tests/foundation/test_scene_goldens.py
--update-goldens` rewrites the files, and `git diff tests/golden` is the change to review.
"""

from __future__ import annotations

import pytest

from printkit.draw.scene import Document
from printkit.games import GAMES
from printkit.games.loaded import loaded_game
from printkit.kit.build import components
from tests.goldenfiles import GOLDEN, compare
from tests.scenedump import dump
from tests.scenes import document, kit

KIT_PARTS = ("kit", "calibration")
CASES = [(game, c.name) for game in GAMES for c in components(loaded_game(game))] + [
    (game, part) for game in GAMES for part in KIT_PARTS
]


def drawn(game: str, name: str) -> str:
    """Return the dump of one component, or of the kit's cover (its first page) or calibration sheet."""
    if name == "kit":
        return dump(kit(game).doc, full_pages=1)
    if name == "calibration":
        built = kit(game)
        return dump(Document(built.doc.title, built.calibration, built.doc.symbols, built.doc.duplex))
    return dump(document(game, name))


@pytest.mark.parametrize("game,name", CASES)
def test_the_scene_matches_its_golden_dump(game, name, update_goldens):
    compare(GOLDEN / game / f"{name}.txt", drawn(game, name), update_goldens)


def test_every_golden_file_belongs_to_a_component(update_goldens):
    known = {GOLDEN / game / f"{name}.txt" for game, name in CASES}
    stale = sorted(p for p in GOLDEN.glob("*/*.txt") if p not in known and p.parent.name in GAMES)
    if update_goldens:
        for path in stale:
            path.unlink()
        return
    assert stale == [], "golden files of components that are gone: run pytest --update-goldens"
