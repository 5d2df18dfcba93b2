"""Gutterfold sheets: nothing but the fold line is printed across the fold; square tokens get crop marks; the
footer says what to fold and cut."""

from __future__ import annotations

import re

import pytest
from pypdf import PdfReader

from printkit.layout import load_game
from tests.cropcheck import gutterfold_mark_faults
from tests.foundation.pdfmeasure import (
    crossing,
    hairlines,
    ink_beside,
    open_pdf,
    page_size_mm,
    stroked_rects,
    words,
)

KITS = [  # (game, component, paper): every component with backs, cards and tokens of each shape
    ("111-ants", "cards", "a4"),
    ("111-ants", "cards", "letter"),
    ("ant-trails", "food", "a4"),
    ("ant-trails", "food", "letter"),
    ("ant-trails", "ants", "a4"),
    ("antheap", "eggs", "a4"),
    ("anticipation", "pieces", "a4"),  # round pieces with the two square Water Barriers under them
    ("anticipation", "pieces", "letter"),
    ("anticipation", "aids", "a4"),
]


@pytest.mark.parametrize("game,component,paper", KITS)
def test_nothing_crosses_the_fold_but_the_fold_line(build_kit, game, component, paper):
    folder = build_kit(
        game, "--format", "pdf", "--duplex", "gutterfold", "--paper", paper, "--only", component
    )
    path = folder / game / f"{game}-{component}-{paper}.pdf"
    with open_pdf(path) as pdf:
        fold = page_size_mm(pdf.pages[0])[0] / 2
        for page in (pdf.pages[0], pdf.pages[-1]):  # a full sheet and a part-filled one (pdfminer is slow)
            assert crossing(page, fold) == [], f"page {page.page_number}"
            text = " ".join(words(page))
            assert "100%" in text and "gutterfold" in text, "ruler and footer are still there"
    assert ink_beside(path, fold) == {}, "a rendered page has ink beside the fold"


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_square_tokens_have_crop_marks_at_every_cut_line(build_kit, paper):
    folder = build_kit(
        "anticipation", "--format", "pdf", "--duplex", "gutterfold", "--paper", paper, "--only", "pieces"
    )
    size = load_game("anticipation").sizes.barrier  # the Water Barriers, on the pieces sheet
    with open_pdf(folder / "anticipation" / f"anticipation-pieces-{paper}.pdf") as pdf:
        for page in pdf.pages:
            w, h = page_size_mm(page)
            origins = [(b.x, b.y) for b in stroked_rects(page, size, size)]
            assert len(origins) >= 2 and any(x > w / 2 for x, _ in origins), "fronts and backs are drawn"
            assert gutterfold_mark_faults(hairlines(page), origins, size, 0.0, w, h) == []


def _footers(path) -> list[str]:
    """Return each page's text with its whitespace (and the footer's line breaks) made single spaces."""
    return [" ".join(page.extract_text().split()) for page in PdfReader(str(path)).pages]


@pytest.mark.parametrize("game,component,paper", KITS)
def test_footer_says_what_to_fold_and_cut(build_kit, game, component, paper):
    folder = build_kit(
        game, "--format", "pdf", "--duplex", "gutterfold", "--paper", paper, "--only", component
    )
    pages = PdfReader(str(folder / game / f"{game}-{component}-{paper}.pdf")).pages
    name = "A4" if paper == "a4" else "Letter"
    for n, page in enumerate(pages, 1):
        # A footer too long for a half of the sheet is broken into lines at its dashes.
        footer = (
            rf"gutterfold sheet {n} of {len(pages)}(?: \u2014 |\n)fold, glue, cut along the grey lines"
            rf"(?: \u2014 |\n){name} at 100%"
        )
        assert re.search(footer, page.extract_text()), f"page {n}: {page.extract_text()[-200:]!r}"


def test_with_bleed_the_footer_points_to_the_crop_marks(build_kit):
    # With bleed the cards have no grey cut guides: the crop marks show the cuts.
    folder = build_kit(
        "111-ants", "--format", "pdf", "--duplex", "gutterfold", "--paper", "letter", "--bleed", "3"
    )
    texts = _footers(folder / "111-ants" / "111-ants-cards-letter.pdf")
    assert all("fold, glue, cut between the crop marks" in t for t in texts)
    assert not any("grey lines" in t for t in texts)
