"""A deck's PDF (the registry's deck: tests/foundation/deck.py) read back with PDF readers: what only the
file shows (test_deck_sheets.py measures every sheet on the scene the PDF is drawn from)."""

from __future__ import annotations

import io
from collections import Counter
from pathlib import Path

import pytest
from pypdf import PdfReader

from printkit.draw.render.pdf import render_document
from printkit.kit.build import BuildOptions
from tests.foundation.deck import CARDS, GAME, PART, PREFIX, H, W, per_sheet
from tests.foundation.deck import pages as deck_pages
from tests.foundation.pdfmeasure import MM, hairlines, open_pdf, page_size_mm, stroked_rects
from tests.scenes import document
from tests.scenewalk import hairlines as scene_hairlines
from tests.scenewalk import stroked_rects as scene_rects
from tests.scenewalk import texts


def pdf_of(folder: Path, paper: str = "a4", single: bool = False) -> Path:
    name = (
        f"{PREFIX}-{PART}-single" if single else f"{PREFIX}-{PART}-{paper}"
    )  # a card page has no paper size
    return folder / PREFIX / f"{name}.pdf"


@pytest.fixture(scope="module")
def a4(build_kit) -> Path:
    return pdf_of(build_kit(GAME))  # both formats: shared with the SVG tests


def test_every_page_has_its_sheets_paper_size(a4):
    scene = document(GAME, PART)
    pages = PdfReader(str(a4)).pages
    assert len(pages) == len(scene.pages) == deck_pages("a4")
    for page, drawn in zip(pages, scene.pages):
        box = page.mediabox
        assert (float(box.width) * MM, float(box.height) * MM) == pytest.approx((210, 297), abs=0.05)
        assert (drawn.width, drawn.height) == (210, 297)


@pytest.mark.parametrize(
    "k", [0, deck_pages("a4") - 1]
)  # a full sheet of fronts, the last sheet's backs (pdfminer is slow)
def test_a_sheet_read_back_holds_the_scenes_cuts_marks_and_text(a4, k):
    scene = document(GAME, PART)
    with open_pdf(a4) as pdf:
        page = pdf.pages[k]
        assert page_size_mm(page) == pytest.approx((210, 297), abs=0.05)
        cuts = stroked_rects(page, W, H)
        marks = hairlines(page)
        chars = Counter(c["text"] for c in page.chars if not c["text"].isspace())
    want = scene_rects(scene, k, W, H)
    # a full sheet; the last one too: the deck's last cards, the rules card and spares
    assert [(c.x, c.y) for c in cuts] == [(c.x, c.y) for c in want] and len(cuts) == per_sheet("a4")
    assert all(c.w == pytest.approx(W, abs=1e-4) and c.h == pytest.approx(H, abs=1e-4) for c in cuts)
    assert sorted(tuple(round(v, 2) for v in m) for m in marks) == sorted(
        tuple(round(v, 2) for v in m) for m in scene_hairlines(scene, k)
    )
    # Real text: every character the scene writes, and no other, is text in the file.
    assert chars == Counter(ch for text in texts(scene, k) for ch in text if not ch.isspace())


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


def test_short_edge_duplex_is_a_viewer_preference():
    doc = document(GAME, PART, BuildOptions(duplex="short-edge"))
    reader = PdfReader(io.BytesIO(render_document(doc)))
    assert reader.trailer["/Root"]["/ViewerPreferences"]["/Duplex"] == "/DuplexFlipShortEdge"


def test_single_pages_carry_trim_and_bleed_boxes(build_kit):
    folder = build_kit(GAME, "--single", "--format", "pdf")  # 3 mm bleed: --single's default
    reader = PdfReader(str(pdf_of(folder, single=True)))
    assert len(reader.pages) == 2 * CARDS  # a front and a back a card
    for page in reader.pages[:2]:  # a front and its back
        trim = [float(v) * MM for v in page.trimbox]
        bleed = [float(v) * MM for v in page.bleedbox]
        media = [float(v) * MM for v in page.mediabox]
        assert trim == pytest.approx([3, 3, 3 + W, 3 + H], abs=0.05)
        assert bleed == pytest.approx([0, 0, 6 + W, 6 + H], abs=0.05) and media == bleed
