"""A component a designer adds to a shipped game's layout is printed, by its kind, as a custom game's is:
its own sheets, a step of its own on the kit's cover; the game's own components are printed once."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from printkit.games import GAMES
from printkit.games.loaded import loaded_game
from printkit.kit.build import added_components
from printkit.kit.docs.extras import extra_components
from tests.samples import shipped
from tests.support import run_cli
from tests.sweep import pick

MARKERS = """components:
  markers:
    kind: tokens
    describe: spare markers
    tokens:
      shape: circle
      size: 20
      label: markers
      each: {n: "=range(6)"}
      front:
        items:
          - circle: {x: =w / 2, y: =h / 2, r: 8, fill: "#ffffff", stroke: "#000000", width: 0.5}
          - text: {x: =w / 2, y: =h / 2 + 1.5, text: "M{n}", size: 9, font: Vera, colour: "#000000", anchor: middle}
"""


def _with_markers(game: str, folder: Path) -> Path:
    """Return a copy of the game's layout (printkit new) with six numbered markers added to its components."""
    assert run_cli("new", game, folder) == 0
    layout = folder / GAMES[game].layout_file
    text = layout.read_text()
    assert text.count("\ncomponents:\n") == 1
    layout.write_text(text.replace("\ncomponents:\n", "\n" + MARKERS, 1))
    return layout


def _text(pdf: Path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(pdf).pages)


@pytest.mark.parametrize("game", shipped())
def test_a_shipped_layout_adds_nothing(game):
    # every component of a shipped layout is printed by the game or placed by it (the cover's picture), once
    loaded = loaded_game(game)
    printed = {c.name for c in loaded.definition.components + extra_components(loaded.definition)}
    assert added_components(loaded.layout, printed) == ()


@pytest.mark.parametrize("game", pick(shipped(), "added component"))
def test_an_added_component_prints_on_sheets_of_its_own(game, tmp_path):
    layout = _with_markers(game, tmp_path / "deck")
    out = tmp_path / "out"
    args = ("--format", "pdf", "--lang", "en", "--out", out, "--quiet")
    assert run_cli("build", layout, "--only", "markers", *args) == 0
    (pdf,) = (out / "deck").glob("*markers*.pdf")
    text = _text(pdf)
    assert [f"M{n}" in text for n in range(6)] == [True] * 6
    assert "M6" not in text
    prefs = PdfReader(pdf).trailer["/Root"]["/ViewerPreferences"]
    assert prefs["/Duplex"] == "/Simplex"  # fronts alone: the sheet is printed on one side

    assert run_cli("build", layout, *args) == 0  # the whole kit: its cover says how to make them
    (kit,) = (out / "deck").glob("*-kit-*.pdf")
    cover = " ".join(PdfReader(kit).pages[0].extract_text().split())
    row = re.search(r"\d+ spare markers 200-300 g/m2 card(, two-sided)?", cover)
    assert row and not row.group(1)  # in the kit's table: card, one side
    # the tokens' making step (a bold name, then the words: pypdf reads a space between the two fonts)
    assert re.search(r"\d\. Spare markers ?: cut out along the outlines", cover)
