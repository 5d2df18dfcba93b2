"""A deck's sheets (the registry's deck: tests/foundation/deck.py), measured on the scene both backends
draw (test_deck_pdf.py reads the PDF)."""

from __future__ import annotations

import pytest

from printkit.games.loaded import load_game
from printkit.kit.build import BuildOptions
from printkit.layout.common import PAPER_MM
from tests.foundation.deck import GAME, PART, H, W, grid, pages, per_sheet
from tests.scenes import alone
from tests.scenewalk import filled_rects, lines, piece_origins, stroked_rects, words
from tests.support import cases

A4 = PAPER_MM["a4"]
LETTER = PAPER_MM["letter"]


def deck(**options):
    return alone(GAME, PART, BuildOptions(**options))


def size(doc, k: int) -> tuple[float, float]:
    return doc.pages[k].width, doc.pages[k].height


def origin(paper: tuple[float, float], build: str) -> tuple[float, float]:
    """Return where the grid of a full sheet starts: centred on the paper."""
    cols, rows, _ = grid(build)
    return (paper[0] - cols * W) / 2, (paper[1] - rows * H) / 2


def test_a4_sheets_hold_a_grid_of_cards():
    doc = deck()
    assert len(doc.pages) == pages("a4")  # sheets of fronts, each followed by its backs (111 Ants: 2 x 13)
    for k in range(len(doc.pages)):
        assert size(doc, k) == pytest.approx(A4, abs=0.05)
        assert len(stroked_rects(doc, k, W, H)) == per_sheet("a4"), (
            f"page {k + 1}"
        )  # the last: the deck's last cards, the rules card, spares


def test_cards_share_cut_lines_and_sit_centred():
    cols, rows, _ = grid("a4")
    cuts = stroked_rects(deck(), 0, W, H)
    xs = sorted({c.x for c in cuts})
    ys = sorted({c.y for c in cuts})
    assert [b - a for a, b in zip(xs, xs[1:])] == pytest.approx([W] * (cols - 1), abs=0.05)
    assert [b - a for a, b in zip(ys, ys[1:])] == pytest.approx([H] * (rows - 1), abs=0.05)
    assert xs[0] == pytest.approx((210 - cols * W) / 2, abs=0.05)
    assert ys[0] == pytest.approx((297 - rows * H) / 2, abs=0.05)


@pytest.mark.parametrize("k", range(pages("a4")))
def test_crop_marks_lie_in_the_margins_and_never_reach_the_edge(k):
    doc = deck()
    w, h = size(doc, k)
    cuts = stroked_rects(doc, k, W, H)
    grid_box = (
        min(c.x for c in cuts),
        min(c.y for c in cuts),
        max(c.x + W for c in cuts),
        max(c.y + H for c in cuts),
    )
    marks = [
        ln
        for ln in lines(doc, k)
        if ln[2] <= grid_box[0] or ln[0] >= grid_box[2] or ln[3] <= grid_box[1] or ln[1] >= grid_box[3]
    ]
    # A mark above and below every cut line down, left and right of every cut line across.
    xs = {round(c.x + d, 2) for c in cuts for d in (0, W)}
    ys = {round(c.y + d, 2) for c in cuts for d in (0, H)}
    hairs = [m for m in marks if abs(m[0] - m[2]) < 0.01 or abs(m[1] - m[3]) < 0.01]
    assert xs <= {round(m[0], 2) for m in hairs if abs(m[0] - m[2]) < 0.01 and m[3] <= grid_box[1]}
    assert xs <= {round(m[0], 2) for m in hairs if abs(m[0] - m[2]) < 0.01 and m[1] >= grid_box[3]}
    assert ys <= {round(m[1], 2) for m in hairs if abs(m[1] - m[3]) < 0.01 and m[2] <= grid_box[0]}
    assert ys <= {round(m[1], 2) for m in hairs if abs(m[1] - m[3]) < 0.01 and m[0] >= grid_box[2]}
    if k == 0:  # 111 Ants: 10.5, 73.5, 136.5, 199.5
        x0 = origin(A4, "a4")[0]
        assert xs == {round(x0 + i * W, 2) for i in range(grid("a4")[0] + 1)}
    for x0, y0, x1, y1 in marks:
        assert min(x0, x1) >= 2.9 and max(x0, x1) <= w - 2.9
        assert min(y0, y1) >= 2.9 and max(y0, y1) <= h - 2.9


def test_every_number_is_text_on_the_fronts():
    doc = deck()
    found = {t for k in range(0, len(doc.pages), 2) for t in words(doc, k)}
    assert set(cases(GAME).card_words(load_game(GAME))) <= found


def behind(doc, front: int) -> dict[str, tuple[float, float]]:
    """Return {back-K: where that back's trim corner is} on the page after a page of fronts, checking each
    front-K has its back-K there."""
    fronts, backs = piece_origins(doc, front), piece_origins(doc, front + 1)
    assert sorted(k.replace("front", "back") for k in fronts) == sorted(backs)
    return backs


@pytest.mark.parametrize("front", range(0, pages("a4"), 2))
def test_each_back_lies_behind_its_own_front_for_long_edge_duplex(front):
    doc = deck()
    w, _ = size(doc, front)
    backs = behind(doc, front)
    for key, (x, y) in piece_origins(doc, front).items():  # turned about the long (vertical) side
        assert backs[key.replace("front", "back")] == pytest.approx((w - x - W, y), abs=1e-3)
    f = {(round(w - c.x - c.w, 1), round(c.y, 1)) for c in stroked_rects(doc, front, W, H)}
    b = {(round(c.x, 1), round(c.y, 1)) for c in stroked_rects(doc, front + 1, W, H)}
    assert f == b, "the cut guides go with the cards"


def test_the_last_sheet_backs_land_behind_their_fronts():
    # The deck's last cards, the rules card and spares fill the last sheet: their backs sit at the
    # mirrored places (the same places; test_last_card_sheet.py tells card from card).
    doc = deck()
    cols, rows, _ = grid("a4")
    x0, y0 = origin(A4, "a4")
    front, back = stroked_rects(doc, len(doc.pages) - 2, W, H), stroked_rects(doc, len(doc.pages) - 1, W, H)
    places = sorted((round(x0 + i * W, 2), round(y0 + j * H, 2)) for i in range(cols) for j in range(rows))
    assert sorted((round(c.x, 2), round(c.y, 2)) for c in front) == places
    assert sorted((round(210 - c.x - c.w, 2), round(c.y, 2)) for c in back) == places


def test_letter_takes_its_own_grid():
    doc = deck(paper="letter")
    assert len(doc.pages) == pages("letter")
    for k in range(0, len(doc.pages) - 2):
        assert size(doc, k) == pytest.approx(LETTER, abs=0.05)
        assert len(stroked_rects(doc, k, W, H)) == per_sheet("letter")
    assert "100%" in words(doc, 0)


def test_bleed_goes_its_grid_on_the_turned_sheet_with_art_in_the_bleed():
    doc = deck(bleed=3.0)
    assert len(doc.pages) == pages("a4 bleed")  # 111 Ants: eight up, landscape, 2 x 14 pages
    turned = grid("a4 bleed")[2]
    for k in range(len(doc.pages)):
        assert size(doc, k) == pytest.approx(A4[::-1] if turned else A4, abs=0.05)
        # each card's background runs 3 mm past its trim on every side
        assert len(filled_rects(doc, k, W + 6, H + 6)) == per_sheet("a4 bleed")  # the last filled with spares
        assert stroked_rects(doc, k, W, H) == [], "no cut guides: the crop marks show the cuts"


def test_gutterfold_puts_each_back_opposite_its_front():
    doc = deck(duplex="gutterfold")
    assert len(doc.pages) == pages("gutterfold")  # cards on one half of a sheet, each beside its back
    for k in range(len(doc.pages)):
        w, _ = size(doc, k)
        pieces = piece_origins(doc, k)
        for key, (x, y) in pieces.items():  # mirrored about the fold, at the same height
            if key.startswith("front"):
                assert pieces[key.replace("front", "back")] == pytest.approx((w - x - W, y), abs=1e-3)
        cuts = stroked_rects(doc, k, W, H)
        assert len(cuts) == 2 * per_sheet(
            "gutterfold"
        )  # the last sheet filled with the rules card and spares
        left = {(round(c.x, 1), round(c.y, 1)) for c in cuts if c.x + c.w <= w / 2}
        right = {(round(w - c.x - c.w, 1), round(c.y, 1)) for c in cuts if c.x >= w / 2}
        assert left == right and len(left) == len(cuts) // 2


def test_back_offset_shifts_only_the_backs():
    plain, shifted = deck(), deck(back_offset=(1.5, -0.5))
    for k in range(0, len(plain.pages), 2):
        assert piece_origins(plain, k) == piece_origins(shifted, k)
        assert stroked_rects(plain, k, W, H) == stroked_rects(shifted, k, W, H)
        moved = {key: (round(x + 1.5, 3), round(y - 0.5, 3)) for key, (x, y) in behind(plain, k).items()}
        assert {key: (round(x, 3), round(y, 3)) for key, (x, y) in behind(shifted, k).items()} == moved
        pa = {(c.x, c.y) for c in stroked_rects(plain, k + 1, W, H)}
        pb = {(round(c.x - 1.5, 2), round(c.y + 0.5, 2)) for c in stroked_rects(shifted, k + 1, W, H)}
        assert pa == pb


def test_short_edge_duplex_mirrors_top_to_bottom():
    doc = deck(duplex="short-edge")
    assert doc.duplex == "short-edge"
    for front in (0, len(doc.pages) - 2):
        _, h = size(doc, front)
        backs = behind(doc, front)
        for key, (x, y) in piece_origins(doc, front).items():  # turned about the short (top) side
            assert backs[key.replace("front", "back")] == pytest.approx((x, h - y - H), abs=1e-3)
        f = {(round(c.x, 1), round(h - c.y - c.h, 1)) for c in stroked_rects(doc, front, W, H)}
        b = {(round(c.x, 1), round(c.y, 1)) for c in stroked_rects(doc, front + 1, W, H)}
        assert f == b


def test_no_crop_marks_removes_them():
    doc = deck(crop_marks=False)
    for k in range(len(doc.pages)):
        cuts = stroked_rects(doc, k, W, H)
        top, bottom = min(c.y for c in cuts), max(c.y + c.h for c in cuts)
        outside = [ln for ln in lines(doc, k, 0.1) if ln[3] < top - 0.5 or ln[1] > bottom + 0.5]
        assert outside == []
    assert lines(deck(), 0, 0.1), "with marks, the same measure finds them"
