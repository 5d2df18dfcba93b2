"""The 111 Ants deck's sheets, measured on the scene both backends draw (test_deck_pdf.py reads the PDF)."""

from __future__ import annotations

import pytest

from printkit.kit.build import BuildOptions
from tests.scenes import document
from tests.scenewalk import filled_rects, lines, piece_origins, stroked_rects, words

A4 = (210.0, 297.0)
LETTER = (215.9, 279.4)


RULES = 1  # the rules card (layouts/text/111-ants.yaml, card:) in the last sheet's free places


def deck(**options):
    return document("111-ants", "cards", BuildOptions(**options))


def size(doc, k: int) -> tuple[float, float]:
    return doc.pages[k].width, doc.pages[k].height


def test_a4_sheets_hold_nine_cards_of_63_by_88():
    doc = deck()
    assert len(doc.pages) == 2 * 13  # 13 sheets of fronts, each followed by its backs
    for k in range(len(doc.pages)):
        assert size(doc, k) == pytest.approx(A4, abs=0.05)
        assert len(stroked_rects(doc, k, 63, 88)) == 9, (
            f"page {k + 1}"
        )  # the last: 2 cards, the rules card, 6 spares


def test_cards_share_cut_lines_and_sit_centred():
    cuts = stroked_rects(deck(), 0, 63, 88)
    xs = sorted({c.x for c in cuts})
    ys = sorted({c.y for c in cuts})
    assert [b - a for a, b in zip(xs, xs[1:])] == pytest.approx([63, 63], abs=0.05)
    assert [b - a for a, b in zip(ys, ys[1:])] == pytest.approx([88, 88], abs=0.05)
    assert xs[0] == pytest.approx((210 - 189) / 2, abs=0.05)
    assert ys[0] == pytest.approx((297 - 264) / 2, abs=0.05)


@pytest.mark.parametrize("k", range(26))
def test_crop_marks_lie_in_the_margins_and_never_reach_the_edge(k):
    doc = deck()
    w, h = size(doc, k)
    cuts = stroked_rects(doc, k, 63, 88)
    grid = (
        min(c.x for c in cuts),
        min(c.y for c in cuts),
        max(c.x + 63 for c in cuts),
        max(c.y + 88 for c in cuts),
    )
    marks = [
        ln
        for ln in lines(doc, k)
        if ln[2] <= grid[0] or ln[0] >= grid[2] or ln[3] <= grid[1] or ln[1] >= grid[3]
    ]
    # A mark above and below every cut line down, left and right of every cut line across.
    xs = {round(c.x + d, 2) for c in cuts for d in (0, 63)}
    ys = {round(c.y + d, 2) for c in cuts for d in (0, 88)}
    hairs = [m for m in marks if abs(m[0] - m[2]) < 0.01 or abs(m[1] - m[3]) < 0.01]
    assert xs <= {round(m[0], 2) for m in hairs if abs(m[0] - m[2]) < 0.01 and m[3] <= grid[1]}
    assert xs <= {round(m[0], 2) for m in hairs if abs(m[0] - m[2]) < 0.01 and m[1] >= grid[3]}
    assert ys <= {round(m[1], 2) for m in hairs if abs(m[1] - m[3]) < 0.01 and m[2] <= grid[0]}
    assert ys <= {round(m[1], 2) for m in hairs if abs(m[1] - m[3]) < 0.01 and m[0] >= grid[2]}
    if k == 0:
        assert xs == {10.5, 73.5, 136.5, 199.5}
    for x0, y0, x1, y1 in marks:
        assert min(x0, x1) >= 2.9 and max(x0, x1) <= w - 2.9
        assert min(y0, y1) >= 2.9 and max(y0, y1) <= h - 2.9


def test_every_number_is_text_on_the_fronts():
    doc = deck()
    found = {int(t) for k in range(0, 26, 2) for t in words(doc, k) if t.isdigit()}
    assert set(range(2, 112)) <= found


def behind(doc, front: int) -> dict[str, tuple[float, float]]:
    """Return {back-K: where that back's trim corner is} on the page after a page of fronts, checking each
    front-K has its back-K there."""
    fronts, backs = piece_origins(doc, front), piece_origins(doc, front + 1)
    assert sorted(k.replace("front", "back") for k in fronts) == sorted(backs)
    return backs


@pytest.mark.parametrize("front", range(0, 26, 2))
def test_each_back_lies_behind_its_own_front_for_long_edge_duplex(front):
    doc = deck()
    w, _ = size(doc, front)
    backs = behind(doc, front)
    for key, (x, y) in piece_origins(doc, front).items():  # turned about the long (vertical) side
        assert backs[key.replace("front", "back")] == pytest.approx((w - x - 63, y), abs=1e-3)
    f = {(round(w - c.x - c.w, 1), round(c.y, 1)) for c in stroked_rects(doc, front, 63, 88)}
    b = {(round(c.x, 1), round(c.y, 1)) for c in stroked_rects(doc, front + 1, 63, 88)}
    assert f == b, "the cut guides go with the cards"


def test_the_last_sheet_backs_land_behind_their_fronts():
    # Two cards, the rules card and six spares fill the last sheet: their backs sit at the mirrored
    # places (the same places; test_last_card_sheet.py tells card from card).
    doc = deck()
    front, back = stroked_rects(doc, 24, 63, 88), stroked_rects(doc, 25, 63, 88)
    places = sorted(
        (round((210 - 3 * 63) / 2 + i * 63, 2), 16.5 + j * 88) for i in range(3) for j in range(3)
    )
    assert sorted((round(c.x, 2), c.y) for c in front) == places
    assert sorted((round(210 - c.x - c.w, 2), c.y) for c in back) == places


def test_letter_also_takes_nine():
    doc = deck(paper="letter")
    assert len(doc.pages) == 26
    for k in range(0, 24):
        assert size(doc, k) == pytest.approx(LETTER, abs=0.05)
        assert len(stroked_rects(doc, k, 63, 88)) == 9
    assert "100%" in words(doc, 0)


def test_bleed_goes_eight_up_landscape_with_art_in_the_bleed():
    doc = deck(bleed=3.0)
    assert len(doc.pages) == 2 * 14
    for k in range(len(doc.pages)):
        assert size(doc, k) == pytest.approx((297.0, 210.0), abs=0.05)
        # each card's background runs 3 mm past its trim on every side
        assert len(filled_rects(doc, k, 69, 94)) == 8  # the last sheet filled with the rules card and spares
        assert stroked_rects(doc, k, 63, 88) == [], "no cut guides: the crop marks show the cuts"


def test_gutterfold_puts_each_back_opposite_its_front():
    doc = deck(duplex="gutterfold")
    assert len(doc.pages) == 28  # four cards a sheet, each beside its back
    for k in range(len(doc.pages)):
        w, _ = size(doc, k)
        pieces = piece_origins(doc, k)
        for key, (x, y) in pieces.items():  # mirrored about the fold, at the same height
            if key.startswith("front"):
                assert pieces[key.replace("front", "back")] == pytest.approx((w - x - 63, y), abs=1e-3)
        cuts = stroked_rects(doc, k, 63, 88)
        assert len(cuts) == 8  # the last sheet filled with the rules card and spares
        left = {(round(c.x, 1), round(c.y, 1)) for c in cuts if c.x + c.w <= w / 2}
        right = {(round(w - c.x - c.w, 1), round(c.y, 1)) for c in cuts if c.x >= w / 2}
        assert left == right and len(left) == len(cuts) // 2


def test_back_offset_shifts_only_the_backs():
    plain, shifted = deck(), deck(back_offset=(1.5, -0.5))
    for k in range(0, 26, 2):
        assert piece_origins(plain, k) == piece_origins(shifted, k)
        assert stroked_rects(plain, k, 63, 88) == stroked_rects(shifted, k, 63, 88)
        moved = {key: (round(x + 1.5, 3), round(y - 0.5, 3)) for key, (x, y) in behind(plain, k).items()}
        assert {key: (round(x, 3), round(y, 3)) for key, (x, y) in behind(shifted, k).items()} == moved
        pa = {(c.x, c.y) for c in stroked_rects(plain, k + 1, 63, 88)}
        pb = {(round(c.x - 1.5, 2), round(c.y + 0.5, 2)) for c in stroked_rects(shifted, k + 1, 63, 88)}
        assert pa == pb


def test_short_edge_duplex_mirrors_top_to_bottom():
    doc = deck(duplex="short-edge")
    assert doc.duplex == "short-edge"
    for front in (0, 24):
        _, h = size(doc, front)
        backs = behind(doc, front)
        for key, (x, y) in piece_origins(doc, front).items():  # turned about the short (top) side
            assert backs[key.replace("front", "back")] == pytest.approx((x, h - y - 88), abs=1e-3)
        f = {(round(c.x, 1), round(h - c.y - c.h, 1)) for c in stroked_rects(doc, front, 63, 88)}
        b = {(round(c.x, 1), round(c.y, 1)) for c in stroked_rects(doc, front + 1, 63, 88)}
        assert f == b


def test_no_crop_marks_removes_them():
    doc = deck(crop_marks=False)
    for k in range(len(doc.pages)):
        cuts = stroked_rects(doc, k, 63, 88)
        top, bottom = min(c.y for c in cuts), max(c.y + c.h for c in cuts)
        outside = [ln for ln in lines(doc, k, 0.1) if ln[3] < top - 0.5 or ln[1] > bottom + 0.5]
        assert outside == []
    assert lines(deck(), 0, 0.1), "with marks, the same measure finds them"
