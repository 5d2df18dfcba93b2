"""The 111 Ants deck PDF, measured with a PDF reader."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.foundation.pdfmeasure import MM, lines_mm, open_pdf, page_size_mm, stroked_rects, words

A4 = (210.0, 297.0)
LETTER = (215.9, 279.4)


def pdf_of(folder: Path, paper: str = "a4", single: bool = False) -> Path:
    name = "111-ants-cards-single" if single else f"111-ants-cards-{paper}"  # a card page has no paper size
    return folder / "111-ants" / f"{name}.pdf"


@pytest.fixture(scope="module")
def a4(build_kit) -> Path:
    return pdf_of(build_kit("111-ants", "--format", "pdf"))


def test_a4_sheets_hold_nine_cards_of_63_by_88(a4):
    with open_pdf(a4) as pdf:
        assert len(pdf.pages) == 2 * 13  # 13 sheets of fronts, each followed by its backs
        for i, page in enumerate(pdf.pages):
            assert page_size_mm(page) == pytest.approx(A4, abs=0.05)
            cuts = stroked_rects(page, 63, 88)
            expected = 9 if i < 24 else 110 - 12 * 9
            assert len(cuts) == expected, f"page {i + 1}"


def test_cards_share_cut_lines_and_sit_centred(a4):
    with open_pdf(a4) as pdf:
        cuts = stroked_rects(pdf.pages[0], 63, 88)
    xs = sorted({c.x for c in cuts})
    ys = sorted({c.y for c in cuts})
    assert [b - a for a, b in zip(xs, xs[1:])] == pytest.approx([63, 63], abs=0.05)
    assert [b - a for a, b in zip(ys, ys[1:])] == pytest.approx([88, 88], abs=0.05)
    assert xs[0] == pytest.approx((210 - 189) / 2, abs=0.05)
    assert ys[0] == pytest.approx((297 - 264) / 2, abs=0.05)


def test_crop_marks_lie_in_the_margins_and_never_reach_the_edge(a4):
    with open_pdf(a4) as pdf:
        page = pdf.pages[0]
        w, h = page_size_mm(page)
        grid = (10.5, 16.5, 199.5, 280.5)
        marks = [
            ln
            for ln in lines_mm(page)
            if ln[2] <= grid[0] or ln[0] >= grid[2] or ln[3] <= grid[1] or ln[1] >= grid[3]
        ]
    hairlines = [m for m in marks if abs(m[0] - m[2]) < 0.01 or abs(m[1] - m[3]) < 0.01]
    # 4 cut lines across x 2 sides + 4 cut lines down x 2 sides, plus the ruler's ticks
    vertical_marks = {round(m[0], 2) for m in hairlines if abs(m[0] - m[2]) < 0.01 and m[3] <= grid[1]}
    assert {10.5, 73.5, 136.5, 199.5} <= vertical_marks
    for x0, y0, x1, y1 in marks:
        assert min(x0, x1) >= 2.9 and max(x0, x1) <= w - 2.9
        assert min(y0, y1) >= 2.9 and max(y0, y1) <= h - 2.9


def test_every_number_is_real_text(a4):
    found: set[int] = set()
    with open_pdf(a4) as pdf:
        for page in pdf.pages[0::2]:
            found |= {int(t) for t in words(page) if t.isdigit()}
    assert set(range(2, 112)) <= found


def test_backs_mirror_the_fronts_for_long_edge_duplex(a4):
    with open_pdf(a4) as pdf:
        for front, back in ((pdf.pages[24], pdf.pages[25]), (pdf.pages[0], pdf.pages[1])):
            w, _ = page_size_mm(front)
            f = {(round(w - c.x - c.w, 1), round(c.y, 1)) for c in stroked_rects(front, 63, 88)}
            b = {(round(c.x, 1), round(c.y, 1)) for c in stroked_rects(back, 63, 88)}
            assert f == b


def test_the_last_sheet_backs_land_behind_their_fronts(a4):
    # Two cards on the last sheet, centred as a block: their backs sit at the mirrored places
    # (which are the same two places; test_last_card_sheet.py tells card from card).
    with open_pdf(a4) as pdf:
        front = stroked_rects(pdf.pages[24], 63, 88)
        back = stroked_rects(pdf.pages[25], 63, 88)
    assert [(c.x, c.y) for c in front] == [(42.0, 104.5), (105.0, 104.5)]
    assert sorted((round(210 - c.x - c.w, 2), c.y) for c in back) == [(42.0, 104.5), (105.0, 104.5)]


def test_viewer_preferences_and_embedded_fonts(a4):
    reader = PdfReader(str(a4))
    prefs = reader.trailer["/Root"]["/ViewerPreferences"]
    assert prefs["/PrintScaling"] == "/None"
    assert prefs["/Duplex"] == "/DuplexFlipLongEdge"
    fonts = {}
    for page in reader.pages[:2]:
        for name, ref in page["/Resources"]["/Font"].items():
            fonts[name] = ref.get_object()
    assert fonts
    for font in fonts.values():
        assert font["/Subtype"] == "/TrueType" or font["/Subtype"] == "/Type0"
        descriptor = (
            font.get("/FontDescriptor") or font["/DescendantFonts"][0].get_object()["/FontDescriptor"]
        )
        assert "/FontFile2" in descriptor.get_object()


def test_repeated_art_is_a_form_xobject(a4):
    reader = PdfReader(str(a4))
    xobjects = reader.pages[0]["/Resources"]["/XObject"]
    assert any(x.get_object()["/Subtype"] == "/Form" for x in xobjects.values())


def test_letter_also_takes_nine(build_kit):
    with open_pdf(pdf_of(build_kit("111-ants", "--format", "pdf", "--paper", "letter"), "letter")) as pdf:
        page = pdf.pages[0]
        assert page_size_mm(page) == pytest.approx(LETTER, abs=0.05)
        assert len(stroked_rects(page, 63, 88)) == 9
        assert "100%" in " ".join(words(page)) or any("100%" in w for w in words(page))


def test_bleed_goes_eight_up_landscape_with_art_in_the_bleed(build_kit):
    folder = build_kit("111-ants", "--format", "pdf", "--bleed", "3")
    with open_pdf(pdf_of(folder)) as pdf:
        page = pdf.pages[0]
        assert page_size_mm(page) == pytest.approx((297.0, 210.0), abs=0.05)
        filled = [
            r
            for r in page.rects
            if r.get("fill")
            and abs(float(r["width"]) * MM - 69) < 0.2
            and abs(float(r["height"]) * MM - 94) < 0.2
        ]
        assert len(filled) == 8  # each card's background runs 3 mm past its trim on every side
        assert len(pdf.pages) == 2 * 14


def test_single_pages_carry_trim_and_bleed_boxes(build_kit):
    folder = build_kit("111-ants", "--format", "pdf", "--single", "--bleed", "3")
    reader = PdfReader(str(pdf_of(folder, single=True)))
    assert len(reader.pages) == 220
    page = reader.pages[0]
    trim = [float(v) / 72 * 25.4 for v in page.trimbox]
    bleed = [float(v) / 72 * 25.4 for v in page.bleedbox]
    assert trim == pytest.approx([3, 3, 66, 91], abs=0.05)
    assert bleed == pytest.approx([0, 0, 69, 94], abs=0.05)


def test_gutterfold_puts_each_back_opposite_its_front(build_kit):
    folder = build_kit("111-ants", "--format", "pdf", "--duplex", "gutterfold")
    with open_pdf(pdf_of(folder)) as pdf:
        page = pdf.pages[0]
        w, _ = page_size_mm(page)
        cuts = stroked_rects(page, 63, 88)
        assert len(cuts) == 8
        left = {(round(c.x, 1), round(c.y, 1)) for c in cuts if c.x + c.w <= w / 2}
        right = {(round(w - c.x - c.w, 1), round(c.y, 1)) for c in cuts if c.x >= w / 2}
        assert left == right and len(left) == 4


def test_back_offset_shifts_only_the_backs(build_kit):
    plain = build_kit("111-ants", "--format", "pdf")
    shifted = build_kit("111-ants", "--format", "pdf", "--back-offset", "1.5,-0.5")
    with open_pdf(pdf_of(plain)) as a, open_pdf(pdf_of(shifted)) as b:
        assert stroked_rects(a.pages[0], 63, 88) == stroked_rects(b.pages[0], 63, 88)
        pa = {(c.x, c.y) for c in stroked_rects(a.pages[1], 63, 88)}
        pb = {(round(c.x - 1.5, 2), round(c.y + 0.5, 2)) for c in stroked_rects(b.pages[1], 63, 88)}
        assert pa == pb


def test_short_edge_duplex_mirrors_top_to_bottom(build_kit):
    folder = build_kit("111-ants", "--format", "pdf", "--duplex", "short-edge")
    reader = PdfReader(str(pdf_of(folder)))
    assert reader.trailer["/Root"]["/ViewerPreferences"]["/Duplex"] == "/DuplexFlipShortEdge"
    with open_pdf(pdf_of(folder)) as pdf:
        front, back = pdf.pages[24], pdf.pages[25]
        _, h = page_size_mm(front)
        f = {(round(c.x, 1), round(h - c.y - c.h, 1)) for c in stroked_rects(front, 63, 88)}
        b = {(round(c.x, 1), round(c.y, 1)) for c in stroked_rects(back, 63, 88)}
        assert f == b


def test_no_crop_marks_removes_them(build_kit):
    folder = build_kit("111-ants", "--format", "pdf", "--no-crop-marks")
    with open_pdf(pdf_of(folder)) as pdf:
        page = pdf.pages[0]
        grid_top = 16.5
        above = [
            ln
            for ln in lines_mm(page)
            if ln[3] < grid_top - 0.5
            and abs(ln[0] - ln[2]) < 0.01
            and round(ln[0], 1) in (10.5, 73.5, 136.5, 199.5)
        ]
        assert above == []
