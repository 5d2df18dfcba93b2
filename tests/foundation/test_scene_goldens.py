"""Scene golden files: every component of every game (and each kit's cover and calibration sheet) drawn
with default options and dumped as text, compared with tests/golden/<game>/<component>.txt.

A drawing change fails here with a diff; `python -m pytest tests/foundation/test_scene_goldens.py
--update-goldens` rewrites the files, and `git diff tests/golden` is the change to review.
"""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from printkit.games import GAMES
from printkit.kit import components
from printkit.scene import Document
from tests.scenedump import dump
from tests.scenes import document, kit
from tests.support import REPO

GOLDEN = REPO / "tests" / "golden"
KIT_PARTS = ("kit", "calibration")
CASES = [(game, c.name) for game in GAMES for c in components(game)] + [
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


def compare(path: Path, text: str, update: bool) -> None:
    """Check text against the golden file at path (or write it there when updating)."""
    if update:
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
        return
    assert path.exists(), f"no golden file {path.relative_to(REPO)}: run pytest --update-goldens"
    want = path.read_text(encoding="utf-8")
    if want != text:
        diff = difflib.unified_diff(
            want.splitlines(), text.splitlines(), "golden", "drawn now", lineterm="", n=1
        )
        shown = "\n".join(list(diff)[:60])
        pytest.fail(
            f"{path.relative_to(REPO)} differs from the drawing (first lines of the diff below); "
            f"if the change is meant, run pytest --update-goldens and review git diff tests/golden\n{shown}",
            pytrace=False,
        )


@pytest.mark.parametrize("game,name", CASES)
def test_the_scene_matches_its_golden_dump(game, name, update_goldens):
    compare(GOLDEN / game / f"{name}.txt", drawn(game, name), update_goldens)


def test_every_golden_file_belongs_to_a_component(update_goldens):
    known = {GOLDEN / game / f"{name}.txt" for game, name in CASES}
    stale = sorted(p for p in GOLDEN.rglob("*.txt") if p not in known)
    if update_goldens:
        for path in stale:
            path.unlink()
        return
    assert stale == [], "golden files of components that are gone: run pytest --update-goldens"
