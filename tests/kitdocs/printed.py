"""Built PDFs read as a player reads them, for the tests that change a layout and read the words that follow:
a game's own copy (`printkit new`), one value changed in it, a build as PDFs, a part's text without spaces."""

from __future__ import annotations

import re
from pathlib import Path

from printkit.games import GAMES
from tests.pdftext import page_texts
from tests.support import run_cli


def copy_game(tmp_path: Path, game: str) -> Path:
    """Return the layout of a game's own copy made in tmp_path/own."""
    assert run_cli("new", game, tmp_path / "own") == 0
    return tmp_path / "own" / GAMES[game].layout_file


def change(path: Path, old: str, new: str) -> None:
    """Replace old, which the file holds once, with new."""
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
        texts = page_texts(pdf)  # pdfium: a whole kit read in a fraction of pypdf's time
        read = texts[:1] if name == "kit" else texts
        return Printed("".join("".join(read).split()))


def build_pdfs(layout: Path, out: Path, *args: str) -> Built:
    """Build a layout file as PDFs only."""
    assert run_cli("build", layout, "--out", out, "--format", "pdf", "--quiet", *args) == 0
    return Built(out)
