"""The fonts printkit embeds: real TTF files, so every glyph prints the same everywhere."""

from __future__ import annotations

import importlib.util
import re
from functools import cache
from pathlib import Path
from typing import Annotated

from printkit.core.markers import Written

Font = Annotated[str, Written("Font")]  # one of FONT_FILES

# Bitstream Vera ships inside reportlab: free, complete for our Latin text, and always present.
# KoGothic is a subset of Nanum Gothic (OFL 1.1) cut to KS X 1001's Hangul and the kit's words, shipped in
# printkit/fontfiles/ with its licence; renamed because the OFL reserves the name "Nanum" for
# the unmodified fonts. tools/subset_fonts.py makes it.
FONT_FILES = {
    "Vera": "Vera.ttf",
    "Vera-Bold": "VeraBd.ttf",
    "Vera-Italic": "VeraIt.ttf",
    "Vera-BoldItalic": "VeraBI.ttf",
    "KoGothic": "ko-gothic.ttf",
    "KoGothic-Bold": "ko-gothic-bold.ttf",
}
SHIPPED = frozenset({"KoGothic", "KoGothic-Bold"})  # in printkit/fontfiles/, not in reportlab
_VERA = "'Bitstream Vera Sans', 'DejaVu Sans', Verdana, sans-serif"
_KO = "'KoGothic', 'NanumGothic', 'Nanum Gothic', 'Noto Sans KR', sans-serif"
# What an SVG viewer should use for the same face.
SVG_FAMILY = {
    "Vera": (_VERA, "normal", "normal"),
    "Vera-Bold": (_VERA, "bold", "normal"),
    "Vera-Italic": (_VERA, "normal", "italic"),
    "Vera-BoldItalic": (_VERA, "bold", "italic"),
    "KoGothic": (_KO, "normal", "normal"),
    "KoGothic-Bold": (_KO, "bold", "normal"),
}

# The faces each language's printed words are set in, regular and bold (the kit's sheets, a card in that
# language): Korean needs KoGothic's Hangul, whose widths its lines are wrapped by.
LANGUAGE_FACES: dict[str, tuple[str, str]] = {
    "en": ("Vera", "Vera-Bold"),
    "ko": ("KoGothic", "KoGothic-Bold"),
}

# The Korean face a Latin face gives way to for a text that holds Korean (or other CJK) characters:
# Vera has none of them, KoGothic has KS X 1001's Hangul and every character the kit's words use.
KOREAN_FACE = {
    "Vera": "KoGothic",
    "Vera-Bold": "KoGothic-Bold",
    "Vera-Italic": "KoGothic",
    "Vera-BoldItalic": "KoGothic-Bold",
}
# Hangul jamo, CJK symbols to compatibility jamo and the CJK ideographs, Hangul syllables and jamo
# extensions, compatibility ideographs, full-width forms.
_CJK = (
    (0x1100, 0x11FF),
    (0x2E80, 0x9FFF),
    (0xA960, 0xA97F),
    (0xAC00, 0xD7FF),
    (0xF900, 0xFAFF),
    (0xFF00, 0xFFEF),
)
# The same ranges as one character class: every text made is asked, and a search is one pass in C.
_HAS_CJK = re.compile("[" + "".join(f"\\u{lo:04x}-\\u{hi:04x}" for lo, hi in _CJK) + "]")


def face_for(font: str, text: str) -> str:
    """Return the face text is set in when asked for font: a Latin face's Korean counterpart if text holds CJK."""
    korean = KOREAN_FACE.get(font)
    if korean is None or text.isascii():
        return font
    if _HAS_CJK.search(text):
        return korean
    return font


# How tall Vera's capitals stand, in em, measured on the H's outline (digits overshoot it by 1-2%):
# letter marks are sized by it. Vera's OS/2 table has no cap height, so fontmetrics.cap_height
# (like reportlab) takes its typographic ascender, 0.760, which is not the letters' height.
CAP_HEIGHT = 0.729

_CUBIC = 0x80  # a glyf point flag: the point is a cubic curve's control point (fontTools' flagCubic)


@cache
def font_dir() -> Path:
    """Return reportlab's font folder without importing reportlab."""
    spec = importlib.util.find_spec("reportlab")
    assert spec is not None and spec.submodule_search_locations
    return Path(next(iter(spec.submodule_search_locations))) / "fonts"


def shipped_dir() -> Path:
    """Return the folder of the fonts printkit ships itself."""
    import printkit  # the package's folder, wherever this module sits in it

    return Path(printkit.__file__).resolve().parent / "fontfiles"


def font_path(name: str) -> Path:
    """Return the TTF file of a known font name."""
    return (shipped_dir() if name in SHIPPED else font_dir()) / FONT_FILES[name]


def parse_font(text: str) -> str:
    """Return text if it names a known font, else raise ValueError listing them."""
    if text not in FONT_FILES:
        raise ValueError(f"expected a font ({', '.join(FONT_FILES)}); found {text!r}")
    return text


@cache
def _outlines(name: str):  # type: ignore[no-untyped-def]
    from fontTools.ttLib import TTFont  # type: ignore[import-untyped]

    font = TTFont(str(font_path(name)), lazy=True)
    return font, font["glyf"], font["hmtx"], font.getBestCmap(), font["head"].unitsPerEm


@cache
def glyph_outline(name: str, char: str) -> tuple[str, int]:
    """Return a character's outline in a shipped font as SVG path data in font units (y up), and the units per em.

    An SVG draws the shipped fonts' text with these (librsvg and other renderers ignore @font-face).
    """
    from printkit.layout.glyphpath import quadratic_path  # only an SVG in a shipped font needs it

    font, glyf, hmtx, cmap, units = _outlines(name)
    glyph_name = cmap.get(ord(char), ".notdef")
    glyph = glyf[glyph_name]
    # a simple glyph placed where its own points say (its side bearing its left edge) is written here as
    # SVGPathPen writes it; any other (composite, shifted, cubic) goes through the pen
    if not glyph.isComposite() and hmtx[glyph_name][1] == getattr(glyph, "xMin", hmtx[glyph_name][1]):
        coords, ends, flags = glyph.getCoordinates(glyf)
        if not any(f & _CUBIC for f in flags):
            path = quadratic_path(coords, ends, flags)
            if path is not None:
                return path, units
    from fontTools.pens.svgPathPen import SVGPathPen  # type: ignore[import-untyped]

    glyphs = font.getGlyphSet()
    pen = SVGPathPen(glyphs)
    glyphs[glyph_name].draw(pen)
    return pen.getCommands(), units
