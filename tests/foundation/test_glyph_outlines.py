"""The shipped fonts' glyph outlines as SVG path data: the same text as fontTools' SVGPathPen writes."""

from __future__ import annotations

import pytest
from fontTools.pens.svgPathPen import SVGPathPen  # type: ignore[import-untyped]
from fontTools.ttLib import TTFont  # type: ignore[import-untyped]

from printkit.layout.fonts import SHIPPED, font_path, glyph_outline
from printkit.layout.glyphpath import quadratic_path
from tests.sweep import sample


@pytest.mark.parametrize("name", sorted(SHIPPED))
def test_every_glyph_as_the_pen_writes_it(name: str) -> None:
    font = TTFont(str(font_path(name)))
    glyphs, cmap, units = font.getGlyphSet(), font.getBestCmap(), font["head"].unitsPerEm
    for code in sample(sorted(cmap), 16):  # every glyph in the sweep (tools/test_sweep.py)
        pen = SVGPathPen(glyphs)
        glyphs[cmap[code]].draw(pen)
        assert glyph_outline(name, chr(code)) == (pen.getCommands(), units), f"U+{code:04X}"
    pen = SVGPathPen(glyphs)
    glyphs[".notdef"].draw(pen)
    assert glyph_outline(name, "\ue000") == (pen.getCommands(), units)  # a character it lacks: its empty box


def test_the_pens_own_cases() -> None:
    # lines straight after the move (implied), vertical, horizontal, a repeated point, a plain line, then a
    # run of off-curve points split at their midpoints; the contour starts on an off-curve point
    coords = [(5, 5), (0, 0), (10, 10), (10, 20), (0, 20), (0, 20), (3, 7), (1, 1), (2, 3), (4, 0)]
    flags = [0, 1, 1, 1, 1, 1, 1, 0, 0, 1]
    pen = SVGPathPen(None)
    pen.moveTo((0, 0))
    for point in coords[2:7]:
        pen.lineTo(point)
    pen.qCurveTo((1, 1), (2, 3), (4, 0))
    pen.qCurveTo((5, 5), (0, 0))
    pen.closePath()
    assert quadratic_path(coords, [len(coords) - 1], flags) == pen.getCommands()


def test_a_contour_without_an_on_curve_point_is_the_pens() -> None:
    assert quadratic_path([(0, 0), (10, 0), (10, 10)], [2], [0, 0, 0]) is None
