"""Text a player reads at the table is at least 6 pt in every kit; print furniture may be smaller.

Table text is every text inside a piece (a card, token, board or net, docs/accessibility.md); on a
page with no pieces (a cover, a rules sheet) all text but the ruler and the footer is table text.
"""

from __future__ import annotations

import pdfplumber
import pytest

from printkit.draw.scene import Group, Text
from printkit.kit.build import BuildOptions
from tests.scenes import every_document
from tests.scenewalk import printed_pt, walk_document

TABLE_PT = 6.0
FURNITURE_IDS = ("ruler-label", "footer")

# Text sizes come from the art; these builds differ in how the art goes on paper. (Low ink
# changes paints only, test_low_ink.py shows; --single pages hold the same art, one piece a page.)
CONFIGS = {
    "default": BuildOptions(),
    "letter, bleed 3, gutterfold": BuildOptions(paper="letter", bleed=3.0, duplex="gutterfold"),
}


def table_texts(doc):
    """Yield (page, text, printed pt) for the text a player reads at the table."""
    pieces = {k for k, found in walk_document(doc, (Group,)) if found.piece is not None}
    for k, found in walk_document(doc, (Text,)):
        if k in pieces and found.piece is None:
            continue  # furniture round the pieces: ruler, footer, crop, fold and glue labels
        if (found.item.id or "").startswith(FURNITURE_IDS):
            continue
        yield k, found.item.text, printed_pt(found)


@pytest.mark.parametrize("config", CONFIGS)
def test_no_table_text_under_6_pt(config):
    small = [
        f"{game} {component} page {k + 1}: {text!r} at {pt:.2f} pt"
        for game, component, doc in every_document(CONFIGS[config])
        for k, text, pt in table_texts(doc)
        if pt < TABLE_PT - 1e-6
    ]
    assert small == []


def test_the_check_sees_the_board_square_names():
    # The rule is only as good as what it walks: every Anticipation square name is table text.
    docs = {(g, c): d for g, c, d in every_document(BuildOptions()) if g == "anticipation"}
    names = {text for _, text, _ in table_texts(docs["anticipation", "board"])}
    assert {"1", "80", "n1", "a16", "START", "FINISH", "waiting", "BARRIER"} <= names


def test_pdf_glyphs_under_6_pt_are_furniture_grey(build_kit):
    # One PDF smoke check: the tiled board carries the most small furniture (ruler, glue and trim labels).
    folder = build_kit("anticipation", "--format", "pdf")  # shared with the Barriers test
    with pdfplumber.open(folder / "anticipation" / "anticipation-board-a4.pdf") as pdf:
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
