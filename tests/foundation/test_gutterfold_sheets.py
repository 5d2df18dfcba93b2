"""Gutterfold sheets on the scene both backends draw: nothing but the fold line is printed across the fold;
square tokens get crop marks; the footer says what to fold and cut (test_gutterfold_pdf.py reads the PDF)."""

from __future__ import annotations

import re

import pytest

from printkit.draw.impose.cards import FOLD_LINE
from printkit.draw.scene import Line
from printkit.games.loaded import load_game
from printkit.kit.build import BuildOptions
from tests.cropcheck import gutterfold_mark_faults
from tests.samples import part_of, shipped, with_part
from tests.scenes import document
from tests.scenewalk import footer, hairlines, ink_boxes, stroked_rects, walk, words
from tests.support import cases
from tests.sweep import SWEEP, pick

# (game, component, paper): every component with backs (each game's cases.py GUTTERFOLD_PARTS), cards
# and tokens of each shape, on both papers
KITS = [
    (g, part, paper) for g in shipped() for part in cases(g).GUTTERFOLD_PARTS for paper in ("a4", "letter")
]
CARDS = [
    g for g in with_part("cards") if hasattr(cases(g), "card_size")
]  # its cases.py gives the cards' size
SQUARES = [
    g for g in shipped() if hasattr(cases(g), "square_tokens")
]  # ... or the square tokens' part and size
# One paper a component in the suite, every listed one in the sweep (tools/test_sweep.py).
FOLDED = KITS if SWEEP else [k for k in KITS if k[2] == "a4"]
BAND = 0.6  # mm either side of the fold: a fold as printed wanders this far


def gutterfold(game: str, component: str, paper: str, **options):
    return document(game, component, BuildOptions(paper=paper, duplex="gutterfold", **options))


def is_fold_line(item, fold: float) -> bool:
    return isinstance(item, Line) and item.style == FOLD_LINE and item.x1 == item.x2 == fold


def across_the_fold(doc) -> list[str]:
    """Return the shapes with ink (as printed, clipped) within BAND of the fold, but the fold line."""
    folds = [page.width / 2 for page in doc.pages]  # a sheet of other pieces may be turned
    return [
        f"page {k + 1}: {type(found.item).__name__} {box[0]:.2f}..{box[2]:.2f} {str(found.item)[:80]}"
        for k, found, box in ink_boxes(doc)
        if box[0] < folds[k] + BAND and box[2] > folds[k] - BAND and not is_fold_line(found.item, folds[k])
    ]


@pytest.mark.parametrize("game,component,paper", FOLDED)
def test_nothing_crosses_the_fold_but_the_fold_line(game, component, paper):
    doc = gutterfold(game, component, paper)
    assert across_the_fold(doc) == []
    for k, page in enumerate(doc.pages):
        assert sum(is_fold_line(f.item, page.width / 2) for f in walk(page.items)) == 1, f"page {k + 1}"
        text = " ".join(words(doc, k))
        assert "100%" in text and "gutterfold" in text, "ruler and footer are still there"


@pytest.mark.parametrize("game", pick(CARDS, "fold check"))
def test_the_fold_check_sees_ink_on_the_fold(game):
    # The check is only as good as what it measures: a card moved 1 mm towards the fold is caught.
    cards, (w, h) = part_of(game, "cards"), cases(game).card_size(load_game(game))
    doc = gutterfold(game, cards, "a4")
    fold = doc.pages[0].width / 2
    cuts = [c for c in stroked_rects(doc, 0, w, h) if c.x + c.w <= fold]
    assert max(c.x + c.w for c in cuts) == pytest.approx(fold - 4, abs=1e-3)  # 4 mm of glue and fold
    moved = gutterfold(game, cards, "a4", back_offset=(-3.5, 0.0))  # backs 0.5 mm off the fold
    assert across_the_fold(moved), "the backs' art within the fold's band"


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("game", pick(SQUARES, "square tokens"))
def test_square_tokens_have_crop_marks_at_every_cut_line(game, paper):
    part, size = cases(game).square_tokens(load_game(game))
    doc = gutterfold(game, part, paper)
    for k, page in enumerate(doc.pages):
        origins = [(b.x, b.y) for b in stroked_rects(doc, k, size, size)]
        assert len(origins) >= 2 and any(x > page.width / 2 for x, _ in origins), "fronts and backs are drawn"
        assert gutterfold_mark_faults(hairlines(doc, k), origins, size, 0.0, page.width, page.height) == []


@pytest.mark.parametrize("game,component,paper", FOLDED)
def test_footer_says_what_to_fold_and_cut(game, component, paper):
    doc = gutterfold(game, component, paper)
    name = "A4" if paper == "a4" else "Letter"
    for n in range(1, len(doc.pages) + 1):
        # A footer too long for a half of the sheet is broken into lines at its dashes.
        want = (
            rf"gutterfold sheet {n} of {len(doc.pages)}(?: \u2014 |\n)fold, glue, cut along the grey lines"
            rf"(?: \u2014 |\n){name} at 100%$"
        )
        assert re.search(want, footer(doc, n - 1)), f"page {n}: {footer(doc, n - 1)!r}"


@pytest.mark.parametrize("game", pick(CARDS, "bleed footer"))
def test_with_bleed_the_footer_points_to_the_crop_marks(game):
    # With bleed the cards have no grey cut guides: the crop marks show the cuts.
    doc = gutterfold(game, part_of(game, "cards"), "letter", bleed=3.0)
    w, h = cases(game).card_size(load_game(game))
    footers = [" ".join(footer(doc, k).split()) for k in range(len(doc.pages))]
    assert all("fold, glue, cut between the crop marks" in t for t in footers)
    assert not any("grey lines" in t for t in footers)
    assert all(stroked_rects(doc, k, w, h) == [] for k in range(len(doc.pages)))
