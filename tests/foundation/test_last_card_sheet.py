"""A deck's last sheet (the registry's deck: tests/foundation/deck.py), on the scene: the deck's last cards,
the rules card and spares filling it, marks, backs behind fronts."""

from __future__ import annotations

import re

import pytest

from printkit.kit.build import BuildOptions
from tests.foundation.deck import CARDS, GAME, PART, RULES, H, W, grid, last_cards, per_sheet
from tests.scenes import document
from tests.scenewalk import Box, filled_rects, hairlines, piece_origins, stroked_rects

BUILDS = {  # name: (build options, bleed, the deck's cards on the last sheet; rules card and spares fill it)
    "a4": (BuildOptions(), 0.0, last_cards("a4")),  # 111 Ants: 2
    "letter": (BuildOptions(paper="letter"), 0.0, last_cards("letter")),
    "letter-bleed": (BuildOptions(paper="letter", bleed=3.0), 3.0, last_cards("letter bleed")),
    "a4-bleed": (BuildOptions(bleed=3.0), 3.0, last_cards("a4 bleed")),  # 111 Ants: 6, 4 x 2 a sheet
}


def trims(doc, k: int, bleed: float) -> list[Box]:
    """Return the cards' trim boxes: cut guides without bleed, art backgrounds less the bleed with it."""
    if not bleed:
        return stroked_rects(doc, k, W, H)
    return [
        Box(round(b.x + bleed, 2), round(b.y + bleed, 2), W, H)
        for b in filled_rects(doc, k, W + 2 * bleed, H + 2 * bleed)
    ]


def block(cards: list[Box]) -> tuple[float, float, float, float]:
    return (
        min(c.x for c in cards),
        min(c.y for c in cards),
        max(c.x + c.w for c in cards),
        max(c.y + c.h for c in cards),
    )


def last_sheet(name: str):
    """Yield (document, page index, paper width, paper height, the page's cards, their block) for the last
    sheet's two pages."""
    options, bleed, _ = BUILDS[name]
    doc = document(GAME, PART, options)
    for k in (len(doc.pages) - 2, len(doc.pages) - 1):
        page = doc.pages[k]
        cards = trims(doc, k, bleed)
        yield doc, k, page.width, page.height, cards, block(cards)


def is_whole(q: float) -> bool:
    return abs(q - round(q)) < 1e-3


@pytest.mark.parametrize("name", BUILDS)
def test_last_sheet_is_filled_with_the_rules_card_and_spares_on_the_grid(name):
    options, bleed, count = BUILDS[name]
    doc = document(GAME, PART, options)
    ids = sorted(piece_origins(doc, len(doc.pages) - 2))
    full = trims(doc, 0, bleed)
    spares = [i for i in ids if i.startswith("spare-front-")]
    assert len([i for i in ids if re.fullmatch(r"front-\d+", i)]) == count
    assert "rules-front-1" in ids and len(spares) == len(full) - count - RULES > 0
    for _, _, w, h, cards, (x0, y0, x1, y1) in last_sheet(name):
        assert len(cards) == len(full)
        assert x0 == pytest.approx(w - x1, abs=0.05) and y0 == pytest.approx(h - y1, abs=0.05)
        # The full sheet's pitch, so neighbours still share their cut lines (or bleed gutter).
        xs, ys = sorted({c.x for c in full}), sorted({c.y for c in full})
        for c in cards:
            assert is_whole((c.x - x0) / (xs[1] - xs[0]))
            assert len(ys) == 1 or is_whole((c.y - y0) / (ys[1] - ys[0]))
        rows = sorted({c.y for c in cards})
        assert len(rows) == len({c.y for c in full})


@pytest.mark.parametrize("name", BUILDS)
def test_last_sheet_has_a_crop_mark_at_every_cut_line_off_the_paper_edge(name):
    bleed = BUILDS[name][1]
    for doc, k, w, h, cards, (x0, y0, x1, y1) in last_sheet(name):
        marks = hairlines(doc, k)
        for x in {c.x for c in cards} | {round(c.x + W, 2) for c in cards}:
            above = [
                m for m in marks if abs(m[0] - x) < 0.02 and abs(m[2] - x) < 0.02 and m[3] <= y0 - bleed - 0.9
            ]
            below = [
                m for m in marks if abs(m[0] - x) < 0.02 and abs(m[2] - x) < 0.02 and m[1] >= y1 + bleed + 0.9
            ]
            assert above and below, f"cut line x={x}"
        for y in {c.y for c in cards} | {round(c.y + H, 2) for c in cards}:
            left = [
                m for m in marks if abs(m[1] - y) < 0.02 and abs(m[3] - y) < 0.02 and m[2] <= x0 - bleed - 0.9
            ]
            right = [
                m for m in marks if abs(m[1] - y) < 0.02 and abs(m[3] - y) < 0.02 and m[0] >= x1 + bleed + 0.9
            ]
            assert left and right, f"cut line y={y}"
        for mx0, my0, mx1, my1 in marks:
            assert min(mx0, mx1) >= 2.99 and max(mx0, mx1) <= w - 2.99
            assert min(my0, my1) >= 2.99 and max(my0, my1) <= h - 2.99


@pytest.mark.parametrize(
    "options",
    [
        BuildOptions(duplex="long-edge"),
        BuildOptions(duplex="short-edge"),
        BuildOptions(back_offset=(1.5, -0.5)),
        BuildOptions(duplex="short-edge", back_offset=(-1.0, 2.0)),
    ],
    ids=str,
)
def test_last_sheet_backs_land_behind_their_own_fronts(options):
    doc = document(GAME, PART, options)
    front, back = piece_origins(doc, len(doc.pages) - 2), piece_origins(doc, len(doc.pages) - 1)
    short = options.duplex == "short-edge"
    dx, dy = options.back_offset or (0, 0)
    last = last_cards("a4")
    cards = [f"front-{n}" for n in range(CARDS - last + 1, CARDS + 1)]  # 111 Ants: front-109, front-110
    rules = [f"rules-front-{n}" for n in range(1, RULES + 1)]
    spares = [f"spare-front-{n}" for n in range(1, per_sheet("a4") - last - RULES + 1)]
    assert sorted(front) == sorted([*cards, *rules, *spares])  # the rules card, then spares
    cols, rows, _ = grid("a4")
    x0 = min(x for x, _ in front.values())
    assert x0 == pytest.approx((210 - cols * W) / 2) and front[cards[0]][1] == pytest.approx(
        (297 - rows * H) / 2
    )
    for key, (x, y) in front.items():
        want = (x + dx, 297 - y - H + dy) if short else (210 - x - W + dx, y + dy)
        assert back[key.replace("front", "back")] == pytest.approx(want, abs=1e-3)


def test_last_gutterfold_sheet_is_centred_with_backs_across_the_fold():
    doc = document(GAME, PART, BuildOptions(duplex="gutterfold"))
    k = len(doc.pages) - 1
    w, h = doc.pages[k].width, doc.pages[k].height
    cards = stroked_rects(doc, k, W, H)
    # the deck's last cards, the rules card and spares filling the sheet, each with its back
    assert len(cards) == len(stroked_rects(doc, 0, W, H))
    x0, y0, x1, y1 = block(cards)
    assert x0 == pytest.approx(w - x1, abs=0.05) and y0 == pytest.approx(h - y1, abs=0.05)
    fronts = sorted((c.y, c.x) for c in cards if c.x < w / 2)
    rows = sorted({y for y, _ in fronts})
    full = [x for y, x in fronts if y == rows[0]]
    assert full[-1] + W == pytest.approx(w / 2 - 4, abs=0.05)  # the fronts keep to the fold
    assert full[1] - full[0] == pytest.approx(W, abs=0.05)
    last = [x for y, x in fronts if y == rows[-1]]
    assert all(any(abs(x - f) < 0.05 for f in full) for x in last)  # the part row stays on the grid
