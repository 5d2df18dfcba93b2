"""Text a player reads at the table is at least 6 pt in every kit; print furniture may be smaller.

Table text is every text inside a piece (a card, token, board or net, docs/accessibility.md); on a
page with no pieces (a cover, a rules sheet) all text but the ruler and the footer is table text.
"""

from __future__ import annotations

import pdfplumber
import pytest

from printkit.draw.scene import Group, Text
from printkit.games import GAMES
from printkit.games.loaded import load_game
from printkit.kit.build import BuildOptions
from tests.samples import one, part_of, shipped, with_part
from tests.scenes import document, documents
from tests.scenewalk import printed_pt, walk_document
from tests.support import cases
from tests.sweep import pick

TABLE_PT = 6.0
FURNITURE_IDS = ("ruler-label", "footer")

# Text sizes come from the art; these builds differ in how the art goes on paper. (Low ink
# changes paints only, test_low_ink.py shows; --single pages hold the same art, one piece a page.)
CONFIGS = {
    "default": BuildOptions(),
    "letter, bleed 3, gutterfold": BuildOptions(paper="letter", bleed=3.0, duplex="gutterfold"),
}


def with_table_text() -> list[str]:
    """Return the shipped games whose cases.py names words a component prints as table text (TABLE_TEXT)."""
    return [g for g in shipped() if hasattr(cases(g), "TABLE_TEXT")]


def table_texts(doc):
    """Yield (page, text, printed pt) for the text a player reads at the table."""
    pieces = {k for k, found in walk_document(doc, (Group,)) if found.piece is not None}
    for k, found in walk_document(doc, (Text,)):
        if k in pieces and found.piece is None:
            continue  # furniture round the pieces: ruler, footer, crop, fold and glue labels
        if (found.item.id or "").startswith(FURNITURE_IDS):
            continue
        yield k, found.item.text, printed_pt(found)


# Every game's default kit (drawn for many tests); the other build, a whole kit drawn for this test, of one
# game in the suite and of every game in tools/test_sweep.py (tools/print_sweep.py holds every build's pages to 6 pt).
SIZED = [
    (config, game)
    for config in CONFIGS
    for game in (list(GAMES) if config == "default" else pick(list(GAMES), f"table text {config}"))
]


@pytest.mark.parametrize(("config", "game"), SIZED)
def test_no_table_text_under_6_pt(config, game):
    small = [
        f"{game} {component} page {k + 1}: {text!r} at {pt:.2f} pt"
        for component, doc in documents(game, CONFIGS[config]).items()
        for k, text, pt in table_texts(doc)
        if pt < TABLE_PT - 1e-6
    ]
    assert small == []


@pytest.mark.parametrize("game", pick(with_table_text(), "board square names"))
def test_the_check_sees_the_board_square_names(game):
    # The rule is only as good as what it walks: the words a game's cases.py names (its board's
    # square names among them) are table text.
    component, words = cases(game).TABLE_TEXT
    names = {text for _, text, _ in table_texts(document(game, component))}
    assert words <= names


def test_pdf_glyphs_under_6_pt_are_furniture_grey(build_kit):
    # One PDF smoke check: a tiled board carries the most small furniture (ruler, glue and trim labels).
    game = one(with_part("board"), "pdf furniture")
    layout, board = load_game(game), part_of(game, "board")
    folder = build_kit(game, "--format", "pdf")
    with pdfplumber.open(
        folder / layout.file_prefix / f"{layout.file_prefix}-{board}-{layout.print.paper}.pdf"
    ) as pdf:
        small = [
            (c["text"], c.get("non_stroking_color"))
            for page in pdf.pages[:1]  # one tile: its ruler, glue and trim labels, and the board's own text
            for c in page.chars
            if c["size"] < TABLE_PT - 0.01
        ]
    assert small, "the tiled board prints its ruler and tile labels small"
    grey = (0x44 / 255,) * 3
    off = [
        (t, col) for t, col in small if tuple(round(v, 3) for v in col) != tuple(round(v, 3) for v in grey)
    ]
    assert off == []
