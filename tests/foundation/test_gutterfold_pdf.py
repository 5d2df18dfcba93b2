"""Gutterfold sheets as printed: the PDF rendered and read back (test_gutterfold_sheets.py measures every
sheet on the scene the PDF is drawn from)."""

from __future__ import annotations

import dataclasses
import io
import re

import pytest
from pypdf import PdfReader

from printkit.draw.render.pdf import render_document
from printkit.games.loaded import load_game
from printkit.kit.build import BuildOptions
from tests.foundation.pdfmeasure import crossing, ink_beside, open_pdf, page_size_mm
from tests.foundation.test_gutterfold_sheets import KITS, SQUARES
from tests.scenes import document
from tests.support import cases
from tests.sweep import pick

# One component in the suite, every component on A4 in tools/test_sweep.py: test_gutterfold_sheets.py measures
# every sheet of both papers on the scene; this renders the PDF to see what pdfium's clipping leaves.
PRINTED = pick([kit for kit in KITS if kit[2] == "a4"], "fold as printed")


def gutterfold_pdf(game: str, component: str, paper: str) -> bytes:
    return render_document(document(game, component, BuildOptions(paper=paper, duplex="gutterfold")))


@pytest.mark.parametrize("game,component,paper", PRINTED)
def test_no_ink_beside_the_fold_as_printed(game, component, paper):
    # Rendered by pdfium, which applies the clipping: art clipped to a piece would show here.
    # Each sheet on its own: a sheet of other pieces (a game's food tiles) may be turned.
    doc = document(game, component, BuildOptions(paper=paper, duplex="gutterfold"))
    for k, page in enumerate(doc.pages):
        pdf = render_document(dataclasses.replace(doc, pages=(page,)))
        fold = page.width / 2
        assert ink_beside(pdf, fold) == {}, f"page {k + 1} has ink beside the fold"
        assert ink_beside(pdf, fold / 2), "the same measure finds the fronts' ink halfway to the fold"


@pytest.mark.parametrize("game", pick(SQUARES, "sheet read back"))
def test_a_sheet_read_back_has_nothing_across_the_fold_and_says_what_to_do(game):
    # A sheet of round and square tokens, quick for pdfminer (a sheet of cards is not)
    part, _ = cases(game).square_tokens(load_game(game))
    pdf = gutterfold_pdf(game, part, "a4")
    with open_pdf(pdf) as plumbed:
        page = plumbed.pages[0]
        assert crossing(page, page_size_mm(page)[0] / 2) == []
    pages = PdfReader(io.BytesIO(pdf)).pages
    sheets = len(pages)
    footer = rf"gutterfold sheet 1 of {sheets}(?: \u2014 |\n)fold, glue, cut along the grey lines(?: \u2014 |\n)A4 at 100%"
    assert re.search(footer, pages[0].extract_text()), pages[0].extract_text()[-200:]
