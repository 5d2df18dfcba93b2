"""Font metrics the PDF backend draws with: advance widths, cap height and descent, and the characters a font has.

Read from the same TTF files by reportlab's own parser, so a width measured here is the width the
PDF backend lays out (it positions centred and right-aligned text with these numbers). Lives in
render/ because it is the one other module that imports reportlab.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from printkit.fonts import font_path
from printkit.layout.units import MM_PER_PT

if TYPE_CHECKING:
    from reportlab.pdfbase.ttfonts import TTFontFace


@cache
def _face(font: str) -> TTFontFace:
    from reportlab.pdfbase.ttfonts import TTFontFace

    return TTFontFace(str(font_path(font)))


@cache
def _widths(font: str) -> tuple[dict[int, float], float]:
    face = _face(font)
    return dict(face.charWidths), float(face.defaultWidth)


def text_width(text: str, font: str, size_pt: float) -> float:
    """Return the advance width of text in mm, set in font at size_pt (no kerning: the PDF has none)."""
    widths, default = _widths(font)
    return sum(widths.get(ord(c), default) for c in text) * size_pt / 1000 * MM_PER_PT


def cap_height(font: str, size_pt: float) -> float:
    """Return how far capitals rise above the baseline, in mm."""
    return _face(font).capHeight * size_pt / 1000 * MM_PER_PT


def descent(font: str, size_pt: float) -> float:
    """Return how far descenders reach below the baseline, in mm (positive)."""
    return abs(_face(font).descent) * size_pt / 1000 * MM_PER_PT


@cache
def characters(font: str) -> frozenset[int]:
    """Return the code points the font has a glyph for."""
    return frozenset(code for code, glyph in _face(font).charToGlyph.items() if glyph)


def missing(text: str, font: str) -> list[str]:
    """Return the characters of text the font cannot draw, each once, in order."""
    have = characters(font)
    return [c for c in dict.fromkeys(text) if ord(c) not in have]
