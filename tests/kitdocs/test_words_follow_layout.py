"""Change a layout and the printed words follow: read from the built PDFs, as a player reads them.

Each test makes its own copy of a game (`printkit new`), changes one value of the layout (a track's
colour name, a piece size, the egg count) or builds with another duplex mode, builds, and reads the
text of the PDFs it wrote; a words file that states a figure the layout contradicts fails validate.
"""

from __future__ import annotations

import re
from pathlib import Path

from pypdf import PdfReader

from tests.support import run_cli


def _copy(tmp_path: Path, game: str) -> Path:
    assert run_cli("new", game, tmp_path / "own") == 0
    return tmp_path / "own" / f"{game}.yaml"


def _change(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")


class Printed(str):
    """A PDF's text without its whitespace (pypdf joins wrapped lines with or without a space): `in` ignores spaces."""

    def __contains__(self, words: object) -> bool:
        return isinstance(words, str) and "".join(words.split()) in str(self)


class Built:
    """A build's output folder; part(name) reads that part's PDF text (the kit: its cover page only)."""

    def __init__(self, out: Path):
        self.out = out

    def part(self, name: str) -> Printed:
        (pdf,) = [p for p in self.out.rglob("*.pdf") if re.search(rf"-{name}-(a4|letter)", p.name)]
        pages = PdfReader(pdf).pages
        read = pages[:1] if name == "kit" else pages  # pypdf reads a whole card deck slowly
        return Printed("".join("".join(page.extract_text() or "" for page in read).split()))


def _build(layout: Path, out: Path, *args: str) -> Built:
    """Build a layout file as PDFs only."""
    assert run_cli("build", layout, "--out", out, "--format", "pdf", "--quiet", *args) == 0
    return Built(out)


def test_track_colours_eggs_and_readings_follow_the_layout(tmp_path):
    layout = _copy(tmp_path, "antheap")
    _change(layout, 'A: {colour: "#c0392b", name: red,', 'A: {colour: "#c0392b", name: green,')
    _change(layout, 'F: {colour: "#59b361", name: green,', 'F: {colour: "#59b361", name: red,')
    _change(layout, "  count: 30\n  size: 18mm", "  count: 24\n  size: 18mm")
    _change(layout, "  eggs: 30   ", "  eggs: 20   ")
    _change(layout, "  exact_x: false ", "  exact_x: true ")
    _change(layout, "  arrivals: wait ", "  arrivals: attack ")
    _change(layout, "  beaten_by_six: home ", "  beaten_by_six: base-6 ")
    built = _build(layout, tmp_path / "out")
    rules, cover = built.part("rules"), built.part("kit")
    assert "A green, B yellow, C blue, D orange, E purple, F red" in rules
    assert "A \ucd08\ub85d, B \ub178\ub791" in rules  # Korean: A green, B yellow, from the words' terms
    assert "24 egg counters" in rules and "Put 20 eggs" in rules and "\uc54c 20\uac1c" in rules
    assert "24 egg counters" in cover and "30 egg counters" not in cover
    assert "track letter in the middle" in rules  # where the cube art puts it (components.CUBE_LETTER)
    # exact_x: true: the moving rule, the reading and the aid all say it, none the other reading
    assert (
        "Only an exact throw takes you onto your X" in rules and "Only an exact throw reaches the X" in rules
    )
    assert "stops you on it" not in rules and "Only an exact throw reaches your X" in built.part("aids")
    assert "is an Attacker. It fights the Defender at once." in rules and "It waits on its X" not in rules
    assert "the Defender instead goes back to Base square 6 and loses an ant" in rules
    assert "goes home and loses" not in rules and "the Defender back to Base square 6" in built.part("aids")


def test_ant_trails_scoring_follows_score_on_border_only():
    import dataclasses

    from printkit.kitdocs.sheets import blocks_of
    from printkit.kitdocs.text import game_text
    from printkit.layout import load_game
    from printkit.textflow import Bullets

    layout = load_game("ant-trails")
    anywhere = dataclasses.replace(
        layout, rules=dataclasses.replace(layout.rules, score_on_border_only=False)
    )

    def said(sheet, lay, lang) -> str:
        return " ".join(
            item for b in blocks_of(sheet, lay, lang, {}, None) if isinstance(b, Bullets) for item in b.items
        )

    for lang, words in game_text("ant-trails").languages.items():
        for sheet in (words.rules, words.aid):
            assert sheet is not None
            border, anyend = said(sheet, layout, lang), said(sheet, anywhere, lang)
            assert border != anyend, (lang, sheet.title)
            if lang == "en":
                assert "on the border or not" in anyend or "either end of its trail" in anyend
