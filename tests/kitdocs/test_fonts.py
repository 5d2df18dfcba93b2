"""Fonts: every character the kit draws has a glyph in the font it is drawn with; the shipped Korean subset
is renamed, licensed, measured as fontTools reads it, and embedded in SVG pages that use it."""

from __future__ import annotations

import base64
import importlib.util
import re

import pytest
from fontTools.ttLib import TTFont

from printkit.fontmetrics import metrics
from printkit.fonts import SHIPPED, font_path, shipped_dir
from printkit.render.svg import render_page
from tests.kitdocs.kitscene import GAMES, texts
from tests.scenes import built

REPO = font_path("KoGothic").parents[2]


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("game", GAMES)
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


def test_svg_pages_in_korean_embed_the_font():
    _, docs, _ = built("antheap")
    page = next(p for p in docs["rules"].pages if p.label.startswith("rules ko"))
    svg = render_page(page, (), "p1").decode()
    faces = re.findall(
        r"@font-face\{font-family:'KoGothic';font-weight:(\w+);[^}]*base64,([A-Za-z0-9+/=]+)\)", svg
    )
    assert {w for w, _ in faces} == {"normal", "bold"}
    for weight, data in faces:
        assert (
            base64.b64decode(data)
            == font_path("KoGothic" if weight == "normal" else "KoGothic-Bold").read_bytes()
        )
    assert "font-family=\"'KoGothic'" in svg
    english = next(p for p in docs["rules"].pages if p.label.startswith("rules en"))
    assert "@font-face" not in render_page(english, (), "p1").decode()
