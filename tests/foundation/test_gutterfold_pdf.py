"""Gutterfold sheets: nothing but the fold line is printed across the fold, measured in the PDF."""

from __future__ import annotations

import pytest

from pdfmeasure import crossing, ink_beside, open_pdf, page_size_mm, words

KITS = [  # (game, component, paper): every component with backs, cards and tokens of each shape
    ("111-ants", "cards", "a4"),
    ("111-ants", "cards", "letter"),
    ("ant-trails", "food", "a4"),
    ("ant-trails", "food", "letter"),
    ("ant-trails", "ants", "a4"),
    ("antheap", "eggs", "a4"),
    ("anticipation", "pieces", "letter"),
    ("anticipation", "barriers", "a4"),
    ("anticipation", "aids", "a4"),
]


@pytest.mark.parametrize("game,component,paper", KITS)
def test_nothing_crosses_the_fold_but_the_fold_line(build_kit, game, component, paper):
    folder = build_kit(game, "--format", "pdf", "--duplex", "gutterfold", "--paper", paper, "--only", component)
    path = folder / game / f"{game}-{component}-{paper}.pdf"
    with open_pdf(path) as pdf:
        fold = page_size_mm(pdf.pages[0])[0] / 2
        for page in (pdf.pages[0], pdf.pages[-1]):  # a full sheet and a part-filled one (pdfminer is slow)
            assert crossing(page, fold) == [], f"page {page.page_number}"
            text = " ".join(words(page))
            assert "100%" in text and "gutterfold" in text, "ruler and footer are still there"
    assert ink_beside(path, fold) == {}, "a rendered page has ink beside the fold"
