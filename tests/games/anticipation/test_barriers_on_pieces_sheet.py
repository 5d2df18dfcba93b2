"""The two Water Barriers ride on the ant pieces sheet: measured on the scene both backends draw."""

from __future__ import annotations

import math
import re
from dataclasses import replace

import pytest

from printkit.games.anticipation.components import COMPONENTS, build_pieces
from printkit.games.loaded import load_game
from printkit.kit.build import BuildOptions, sheet_spec
from tests.cropcheck import gutterfold_mark_faults, mark_faults
from tests.scenewalk import filled_rects, hairlines, piece_origins, stroked_rects, words

SVG = "{http://www.w3.org/2000/svg}"
LAYOUT = load_game("anticipation")
ROUND, SQUARE = LAYOUT.pieces.size, LAYOUT.sizes.barrier
TOKEN = re.compile(r"(barrier-)?(front|back)-(\d+)")
MODES = [  # (paper, duplex, bleed, crop marks): every sheet mode the pieces sheet supports
    (paper, duplex, bleed, crop)
    for paper in ("a4", "letter")
    for duplex in ("long-edge", "short-edge", "gutterfold", "none")
    for bleed, crop in ((0.0, True), (3.0, True), (3.0, False))
]


def _spec(paper="a4", duplex="long-edge", bleed=0.0, crop=True):
    return sheet_spec(LAYOUT, BuildOptions(paper=paper, duplex=duplex, bleed=bleed, crop_marks=crop))


def _tokens(doc):
    """Return [(page, {(kind, side, k): (x, y)}, crop mark segments)] for each page, in mm."""
    out = []
    for n, page in enumerate(doc.pages):
        found = {}
        for ident, xy in piece_origins(doc, n).items():
            m = TOKEN.fullmatch(ident)
            kind = "barrier" if m.group(1) else "ant"
            found[(kind, m.group(2), int(m.group(3)))] = xy
        out.append((page, found, hairlines(doc, n)))
    return out


def _flips_x(duplex: str, page) -> bool:
    """Return whether duplex printing turns this sheet left-right (else top-bottom)."""
    return (duplex == "long-edge") == (page.height > page.width)


def _circle_hits_square(cx, cy, r, x, y, s) -> bool:
    nx, ny = min(max(cx, x), x + s), min(max(cy, y), y + s)
    return math.hypot(cx - nx, cy - ny) < r


def _segment_near(cx, cy, seg, r) -> bool:
    x0, y0, x1, y1 = seg
    dx, dy = x1 - x0, y1 - y0
    t = max(0.0, min(1.0, ((cx - x0) * dx + (cy - y0) * dy) / (dx * dx + dy * dy)))
    return math.hypot(cx - x0 - t * dx, cy - y0 - t * dy) < r


def test_pieces_is_the_only_component_with_barriers():
    # the flat Barriers ride on the pieces sheet; "stands" holds the folding stands that stand in for them
    assert [c.name for c in COMPONENTS] == [
        "board",
        "nests",
        "pieces",
        "dice",
        "aids",
        "trays",
        "stands",
        "box",
    ]
    assert "Water Barriers" in {c.name: c.description for c in COMPONENTS}["pieces"]


def test_no_separate_barrier_file_is_written(build_kit):
    folder = build_kit("anticipation", "--format", "pdf")
    # the components' files, the whole kit in one file and the duplex calibration sheet: no Barriers file
    assert sorted(p.name for p in (folder / "anticipation").glob("*.pdf")) == [
        f"anticipation-{c}-a4.pdf"
        for c in (
            "aids",
            "board",
            "box",
            "calibration",
            "dice",
            "kit",
            "nests",
            "pieces",
            "rules",
            "stands",
            "trays",
        )
    ]


@pytest.mark.parametrize("paper,duplex,bleed,crop", MODES)
def test_barriers_sit_under_the_pieces_behind_their_fronts(paper, duplex, bleed, crop):
    spec = _spec(paper, duplex, bleed, crop)
    pages = _tokens(build_pieces(LAYOUT, spec))
    where = {key: (n, xy) for n, (_, found, _) in enumerate(pages) for key, xy in found.items()}
    assert sorted(k for k in where if k[0] == "ant" and k[1] == "front") == [
        ("ant", "front", k) for k in range(1, 57)
    ]
    fronts = [where[("barrier", "front", k)] for k in (1, 2)]
    # The shipped layout leaves room under the pieces but on an A4 gutterfold half with 3 mm bleed.
    ants_too = {n for n, (_, found, _) in enumerate(pages) if ("ant", "front", 56) in found}
    assert ({n for n, _ in fronts} == ants_too) != (duplex == "gutterfold" and bleed > 0 and paper == "a4")
    for k, (n, (x, y)) in enumerate(fronts, 1):
        page = pages[n][0]
        if duplex == "none":
            assert ("barrier", "back", k) not in where
            continue
        bn, (bx, by) = where[("barrier", "back", k)]
        if duplex == "gutterfold":  # across the fold on the same page
            assert bn == n and (bx, by) == pytest.approx((page.width - x - SQUARE, y), abs=0.2)
        else:  # on the next page, where turning the sheet over lands it
            want = (page.width - x - SQUARE, y) if _flips_x(duplex, page) else (x, page.height - y - SQUARE)
            assert bn == n + 1 and (bx, by) == pytest.approx(want, abs=0.2)
    for page, found, marks in pages:
        squares = [xy for (kind, _, _), xy in found.items() if kind == "barrier"]
        circles = [(x + ROUND / 2, y + ROUND / 2) for (kind, _, _), (x, y) in found.items() if kind == "ant"]
        margin = spec.margin
        for i, (x, y) in enumerate(squares):
            # Inside the printable area, bleed and all.
            assert x - bleed >= margin - 1e-6 and x + SQUARE + bleed <= page.width - margin + 1e-6
            assert y - bleed >= margin - 1e-6 and y + SQUARE + bleed <= page.height - margin + 1e-6
            # Clear of every round piece's cut circle (and its bleed), and of the other squares.
            for cx, cy in circles:
                assert not _circle_hits_square(
                    cx, cy, ROUND / 2 + bleed, x - bleed, y - bleed, SQUARE + 2 * bleed
                )
            for x2, y2 in squares[i + 1 :]:
                assert abs(x - x2) >= SQUARE + 2 * bleed - 1e-6 or abs(y - y2) >= SQUARE + 2 * bleed - 1e-6
        # Crop marks belong to the squares: none while they are off, and none across a round piece.
        assert bool(marks) == (crop and bool(squares))
        assert not [
            m for m in marks for cx, cy in circles if _segment_near(cx, cy, m, ROUND / 2 + bleed + 0.5)
        ]


def _barrier_origins(doc, n: int, bleed: float = 0.0):
    """Return the top-left trim corners of the Barriers on page n, found by their water fill (bleed and all)."""
    side = SQUARE + 2 * bleed
    return sorted((round(b.x + bleed, 2), round(b.y + bleed, 2)) for b in filled_rects(doc, n, side, side))


@pytest.mark.parametrize("bleed", [0.0, 3.0])
@pytest.mark.parametrize("duplex", ["long-edge", "short-edge"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_backs_land_behind_fronts_and_marks_frame_the_cuts(paper, duplex, bleed):
    doc = build_pieces(LAYOUT, _spec(paper, duplex, bleed))
    assert len(doc.pages) == 2
    w, h = doc.pages[0].width, doc.pages[0].height
    fronts, backs = _barrier_origins(doc, 0, bleed), _barrier_origins(doc, 1, bleed)
    assert len(fronts) == len(backs) == 2
    flip_x = (duplex == "long-edge") == (h > w)
    turned = sorted((w - x - SQUARE, y) if flip_x else (x, h - y - SQUARE) for x, y in fronts)
    for (x, y), (tx, ty) in zip(backs, turned):
        assert (x, y) == pytest.approx((tx, ty), abs=0.2)
    for n, origins in ((0, fronts), (1, backs)):
        assert mark_faults(hairlines(doc, n), origins, SQUARE, bleed, w, h) == []
        if bleed == 0:  # the squares' own cut outlines, grey like the round pieces'
            assert len(stroked_rects(doc, n, SQUARE, SQUARE)) == 2


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_gutterfold_barriers_are_marked_on_both_halves(paper):
    doc = build_pieces(LAYOUT, _spec(paper, "gutterfold"))
    assert len(doc.pages) == 1
    w, h = doc.pages[0].width, doc.pages[0].height
    origins = _barrier_origins(doc, 0)
    assert len(origins) == 4 and sum(x > w / 2 for x, _ in origins) == 2
    assert gutterfold_mark_faults(hairlines(doc, 0), origins, SQUARE, 0.0, w, h) == []
    assert "gutterfold" in words(doc, 0) and "Barriers," in words(doc, 0), (
        "the footer names what is on the sheet"
    )


def test_without_crop_marks_the_bled_squares_keep_a_cut_outline():
    doc = build_pieces(LAYOUT, _spec("a4", "long-edge", 3.0, False))
    for n in (0, 1):
        assert hairlines(doc, n) == []
        assert len(stroked_rects(doc, n, SQUARE, SQUARE)) == 2


def test_barriers_take_a_sheet_of_their_own_when_the_pieces_fill_theirs():
    huge = replace(LAYOUT, pieces=replace(LAYOUT.pieces, size=42.0))  # 28 a sheet on A4: two full sheets
    doc = build_pieces(huge, _spec("a4", "long-edge"))
    pages = _tokens(doc)
    assert len(pages) == 6
    kinds = [{k[0] for k in found} for _, found, _ in pages]
    assert kinds == [{"ant"}] * 4 + [{"barrier"}] * 2, "a front page and its back, last"
    for n, (page, found, marks) in enumerate(pages[4:]):
        assert sorted(k[1:] for k in found) == [("back" if n else "front", 1), ("back" if n else "front", 2)]
        assert mark_faults(marks, list(found.values()), SQUARE, 0.0, page.width, page.height) == []
    last = " ".join(words(doc, len(doc.pages) - 1))
    assert "Water Barriers, sheet 3 of 3, backs" in last
