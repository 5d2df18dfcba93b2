"""The 111 Ants deck's part-filled last sheet: a centred block on the grid, marks, backs behind fronts."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.foundation.pdfmeasure import MM, Box, hairlines, open_pdf, page_size_mm, stroked_rects

W, H = 63.0, 88.0
BUILDS = {  # name: (build args, paper, bleed, cards on the last sheet)
    "a4": ((), "a4", 0.0, 2),
    "letter": (("--paper", "letter"), "letter", 0.0, 2),
    "letter-bleed": (("--paper", "letter", "--bleed", "3"), "letter", 3.0, 2),
    "a4-bleed": (("--bleed", "3"), "a4", 3.0, 6),  # 4 + a short row of 2 on a 4 x 2 grid
}


def trims(page, bleed: float) -> list[Box]:
    """Return the cards' trim boxes: cut guides without bleed, art backgrounds less the bleed with it."""
    if not bleed:
        return stroked_rects(page, W, H)
    out = [
        Box(round(float(r["x0"]) * MM + bleed, 2), round(float(r["top"]) * MM + bleed, 2), W, H)
        for r in page.rects
        if r.get("fill")
        and abs(float(r["width"]) * MM - W - 2 * bleed) < 0.2
        and abs(float(r["height"]) * MM - H - 2 * bleed) < 0.2
    ]
    return sorted(out, key=lambda b: (b.y, b.x))


def last_pair(build_kit, name: str):
    args, paper, bleed, count = BUILDS[name]
    pdf = build_kit("111-ants", "--format", "pdf", *args) / "111-ants" / f"111-ants-cards-{paper}.pdf"
    return pdf, bleed, count


def block(cards: list[Box]) -> tuple[float, float, float, float]:
    return (
        min(c.x for c in cards),
        min(c.y for c in cards),
        max(c.x + c.w for c in cards),
        max(c.y + c.h for c in cards),
    )


def last_sheet(build_kit, name: str):
    """Yield (pdf, page, paper width, paper height, the page's cards, their block) for the last sheet's two pages."""
    path, bleed, _ = last_pair(build_kit, name)
    with open_pdf(path) as pdf:
        for page in pdf.pages[-2:]:
            w, h = page_size_mm(page)
            cards = trims(page, bleed)
            yield pdf, page, w, h, cards, block(cards)


def is_whole(q: float) -> bool:
    return abs(q - round(q)) < 1e-3


@pytest.mark.parametrize("name", BUILDS)
def test_last_sheet_is_a_centred_block_on_the_grid(build_kit, name):
    _, _, bleed, count = BUILDS[name]
    for pdf, _, w, h, cards, (x0, y0, x1, y1) in last_sheet(build_kit, name):
        full = trims(pdf.pages[0], bleed)
        assert len(cards) == count
        assert x0 == pytest.approx(w - x1, abs=0.05) and y0 == pytest.approx(h - y1, abs=0.05)
        # The full sheet's pitch, so neighbours still share their cut lines (or bleed gutter).
        xs, ys = sorted({c.x for c in full}), sorted({c.y for c in full})
        for c in cards:
            assert is_whole((c.x - x0) / (xs[1] - xs[0]))
            assert len(ys) == 1 or is_whole((c.y - y0) / (ys[1] - ys[0]))
        rows = sorted({c.y for c in cards})
        assert len(rows) == (2 if name == "a4-bleed" else 1)
        assert min(c.x for c in cards if c.y == rows[-1]) == x0  # a short last row stays on the grid


@pytest.mark.parametrize("name", BUILDS)
def test_last_sheet_has_a_crop_mark_at_every_cut_line_off_the_paper_edge(build_kit, name):
    bleed = BUILDS[name][2]
    for _, page, w, h, cards, (x0, y0, x1, y1) in last_sheet(build_kit, name):
        marks = hairlines(page)
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


def origins(svg: Path) -> dict[str, tuple[float, float]]:
    """Return {front-K / back-K: (x, y)} of each card's trim corner in one SVG sheet."""
    out = {}
    for g in ET.parse(svg).getroot().iter("{http://www.w3.org/2000/svg}g"):
        m = re.fullmatch(r"p\d+-((?:front|back)-\d+)", g.get("id", ""))
        if m:
            a, b, c, d, e, f = map(float, re.findall(r"[-\d.e]+", g.get("transform")))
            assert (a, b, c, d) == (1, 0, 0, 1)
            out[m.group(1)] = (e, f)
    return out


@pytest.mark.parametrize(
    "args",
    [
        ("--duplex", "long-edge"),
        ("--duplex", "short-edge"),
        ("--back-offset", "1.5,-0.5"),
        ("--duplex", "short-edge", "--back-offset", "-1,2"),
    ],
)
def test_last_sheet_backs_land_behind_their_own_fronts(build_kit, args):
    folder = build_kit("111-ants", "--format", "svg", *args) / "111-ants" / "svg"
    front, back = (origins(folder / f"111-ants-cards-a4-{n:03d}.svg") for n in (25, 26))
    short = "short-edge" in args
    dx, dy = (
        map(float, args[args.index("--back-offset") + 1].split(",")) if "--back-offset" in args else (0, 0)
    )
    assert sorted(front) == ["front-109", "front-110"]
    x0 = min(x for x, _ in front.values())
    assert x0 == pytest.approx((210 - 2 * W) / 2) and front["front-109"][1] == pytest.approx((297 - H) / 2)
    for key, (x, y) in front.items():
        want = (x + dx, 297 - y - H + dy) if short else (210 - x - W + dx, y + dy)
        assert back[key.replace("front", "back")] == pytest.approx(want, abs=1e-3)


def test_last_gutterfold_sheet_is_centred_with_backs_across_the_fold(build_kit):
    path = (
        build_kit("111-ants", "--format", "pdf", "--duplex", "gutterfold")
        / "111-ants"
        / "111-ants-cards-a4.pdf"
    )
    with open_pdf(path) as pdf:
        page = pdf.pages[-1]
        w, h = page_size_mm(page)
        cards = stroked_rects(page, W, H)
    assert len(cards) == 4  # cards 110 and 111, each with its back
    x0, y0, x1, y1 = block(cards)
    assert x0 == pytest.approx(w - x1, abs=0.05) and y0 == pytest.approx(h - y1, abs=0.05)
    fronts = sorted(c.x for c in cards if c.x < w / 2)
    assert fronts[1] + W == pytest.approx(w / 2 - 4, abs=0.05)  # the part row keeps to the fold
    assert fronts[1] - fronts[0] == pytest.approx(W, abs=0.05)
