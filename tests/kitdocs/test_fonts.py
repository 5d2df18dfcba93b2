"""Fonts: every character the kit draws has a glyph in the font it is drawn with; the shipped Korean subset
is renamed, licensed, measured as fontTools reads it, and drawn as outlines in SVG pages that use it."""

from __future__ import annotations

import importlib.util
import io
import shutil
import subprocess
import xml.etree.ElementTree as ET

import pypdfium2 as pdfium
import pytest
from fontTools.ttLib import TTFont
from PIL import Image, ImageChops

from printkit.draw.fontmetrics import metrics
from printkit.draw.render.pdf import render_document
from printkit.draw.render.svg import render_page
from printkit.draw.scene import Document
from printkit.layout.fonts import SHIPPED, font_path, shipped_dir
from tests.kitdocs.kitscene import GAMES, texts
from tests.scenes import built
from tests.sweep import combos, pick

REPO = font_path("KoGothic").parents[2]
SVG = "{http://www.w3.org/2000/svg}"
XLINK = "{http://www.w3.org/1999/xlink}href"


# One game on both papers (the words of every game: test_the_subset_holds_every_character_the_words_use);
# every pair in tools/test_sweep.py.
@pytest.mark.parametrize(("game", "paper"), combos(pick(GAMES, "glyphs"), ["a4", "letter"]))
def test_every_character_drawn_has_a_glyph_in_its_font(game, paper):
    _, _, kit = built(game, paper=paper)
    missing = set()
    for page in (*kit.doc.pages, *kit.calibration):
        for t, _, _ in texts(page):
            missing |= {(t.font, ch) for ch in t.text if not metrics(t.font).covers(ch)}
    assert not missing


@pytest.mark.parametrize("name", ["Vera", "Vera-Bold", "KoGothic", "KoGothic-Bold"])
def test_widths_match_what_fonttools_reads(name):
    font = TTFont(font_path(name))
    units = font["head"].unitsPerEm
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    ours = metrics(name)
    assert set(ours.widths) == set(cmap)
    for code, glyph in cmap.items():
        if code == 0xA0:  # a no-break space is measured as the space reportlab prints it with
            glyph = cmap[0x20]
        assert ours.widths[code] == hmtx[glyph][0] / units


def test_the_korean_subset_is_renamed_and_licensed():
    for name in SHIPPED:
        names = TTFont(font_path(name))["name"]
        for nid in (1, 4, 6):
            assert "Nanum" not in str(names.getDebugName(nid)), (name, nid)  # a reserved font name
        assert str(names.getDebugName(1)) == "KoGothic"
        assert "NHN Corporation" in str(names.getDebugName(0))  # the copyright notice stays
    licence = (shipped_dir() / "OFL.txt").read_text()
    assert "SIL OPEN FONT LICENSE" in licence and "NAVER" in licence


def test_the_subset_holds_every_character_the_words_use():
    """tools/subset_fonts.py would add nothing: the committed fonts are current with the words."""
    spec = importlib.util.spec_from_file_location("subset_fonts", REPO / "tools" / "subset_fonts.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    wanted = tool.kit_characters()
    for name in SHIPPED:
        assert {ch for ch in wanted if not metrics(name).covers(ch)} == set()


def test_the_korean_faces_cover_the_hangul_of_ks_x_1001():
    """The 2,350 common syllables and 94 compatibility jamo: any Korean seat name or word in that set prints."""
    syllables = {c for c in map(chr, range(0xAC00, 0xD7A4)) if len(c.encode("euc_kr")) == 2}
    jamo = {c for c in map(chr, range(0x3131, 0x318F)) if len(c.encode("euc_kr")) == 2}
    assert (len(syllables), len(jamo)) == (2350, 94)
    assert "똠" not in syllables and "뷁" not in syllables  # outside the common set, as cut
    for name in SHIPPED:
        assert {ch for ch in syllables | jamo if not metrics(name).covers(ch)} == set()


def test_svg_pages_in_korean_draw_their_glyphs_as_outlines_any_renderer_shows():
    _, docs, _ = built(GAMES[-1])  # any game: each prints its rules in Korean too
    page = next(p for p in docs["rules"].pages if p.label.startswith("rules ko"))
    svg = render_page(page, (), "p1")
    root = ET.fromstring(svg)
    assert b"@font-face" not in svg  # librsvg and other renderers ignore it: boxes instead of words
    defined = {el.get("id") for el in root.iter(f"{SVG}path") if (el.get("id") or "").startswith("glyph-")}
    used = {el.get(XLINK)[1:] for el in root.iter(f"{SVG}use") if el.get(XLINK, "").startswith("#glyph-")}
    korean = {(t.font, ch) for t, _, _ in texts(page) for ch in t.text if "\uac00" <= ch <= "\ud7a3"}
    assert len(korean) > 100 and {f"glyph-{f}-{ord(ch):04x}" for f, ch in korean} <= used <= defined
    words = "".join(el.text or "" for el in root.iter(f"{SVG}text"))
    assert "개미" in words  # the words stay text, unpainted, to search and copy
    if shutil.which("rsvg-convert") is None:
        pytest.skip("rsvg-convert is not installed")
    # The page as librsvg draws it is the page as pdfium draws the PDF (before: 2% of pixels apart).
    png = subprocess.run(
        ["rsvg-convert", "-b", "white", "-d", "100", "-p", "100"], input=svg, capture_output=True, check=True
    ).stdout
    drawn = Image.open(io.BytesIO(png)).convert("L")
    pdf = pdfium.PdfDocument(render_document(Document("t", (page,))))
    printed = pdf[0].render(scale=100 / 72).to_pil().convert("L").resize(drawn.size)
    apart = ImageChops.difference(drawn, printed).point(lambda v: 255 if v > 128 else 0)
    assert apart.histogram()[255] < 0.01 * drawn.width * drawn.height
