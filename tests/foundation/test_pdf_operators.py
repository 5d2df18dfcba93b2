"""The PDF backend's path operators (printkit/draw/render/pdfops.py) are reportlab's own, to the byte.

pdfops writes what reportlab's canvas helpers would write, without their cost per number. Built
against one reportlab, it would go on writing the old operators after an upgrade that changed them:
here every kind of shape is drawn both ways, for many boxes and points, and the content compared.
"""

from __future__ import annotations

import io

from hypothesis import example, given, settings
from hypothesis import strategies as st
from reportlab.pdfgen.canvas import FILL_NON_ZERO, Canvas

from printkit.draw.render import pdfops
from printkit.draw.render.pdfops import PAINT, PAINT_NON_ZERO

number = st.floats(min_value=-2000, max_value=2000, allow_nan=False).map(lambda v: round(v, 4))
size = st.floats(min_value=0.01, max_value=2000, allow_nan=False).map(lambda v: round(v, 4))
paint = st.sampled_from([(0, 0), (1, 0), (0, 1), (1, 1)])
points = st.lists(st.tuples(number, number), min_size=2, max_size=8).map(tuple)


def canvas() -> Canvas:
    """Return a fresh canvas with nothing in its page's content."""
    c = Canvas(io.BytesIO(), invariant=1)
    c._code.clear()  # type: ignore[attr-defined]
    return c


def written(c: Canvas) -> str:
    """Return the page content the canvas holds, joined as reportlab joins it."""
    return "\n".join(c._code)  # type: ignore[attr-defined]


@settings(max_examples=60, deadline=None)
@given(number, number, size, size, paint)
@example(0.0, 1025.8633, 1.0938, 1.0, (0, 0))  # 2w is not (x + w) - (x - w) here, to the printed digit
def test_rectangles_and_ellipses_are_reportlabs(x, y, w, h, how):
    stroke, fill = how
    c = canvas()
    c.rect(x, y, w, h, stroke, fill)
    assert written(c) == pdfops.rect(x, y, w, h) + PAINT[how]
    c = canvas()
    # reportlab takes an ellipse's corners and a circle's box, and draws from their differences (which
    # need not equal w and 2w in floating point): the backend hands pdfops the same differences
    c.ellipse(x, y, x + w, y + h, stroke, fill)
    assert written(c) == pdfops.ellipse(x, y, (x + w) - x, (y + h) - y) + PAINT[how]
    c = canvas()
    c.circle(x, y, w, stroke, fill)
    x1, x2, y1, y2 = x - w, x + w, y - w, y + w
    assert written(c) == pdfops.ellipse(x1, y1, x2 - x1, y2 - y1) + PAINT[how]


@settings(max_examples=60, deadline=None)
@given(number, number, size, size, st.floats(min_value=0.01, max_value=1), paint)
def test_rounded_rectangles_are_reportlabs(x, y, w, h, share, how):
    radius = round(min(w, h) / 2 * share, 4)
    c = canvas()
    c.roundRect(x, y, w, h, radius, *how)
    assert written(c) == pdfops.round_rect(x, y, w, h, radius) + PAINT[how]


@settings(max_examples=60, deadline=None)
@given(number, number, number, number)
def test_lines_are_reportlabs(x1, y1, x2, y2):
    c = canvas()
    c.line(x1, y1, x2, y2)
    assert written(c) == pdfops.line(x1, y1, x2, y2)


@settings(max_examples=60, deadline=None)
@given(points, st.booleans(), paint)
def test_polygons_and_paths_are_reportlabs_under_the_nonzero_rule(corners, closed, how):
    c = canvas()
    p = c.beginPath()
    p.moveTo(*corners[0])
    for x, y in corners[1:]:
        p.lineTo(x, y)
    if closed:
        p.close()
    c.drawPath(p, *how, fillMode=FILL_NON_ZERO)  # as SVG fills
    assert written(c) == pdfops.polygon(corners, closed) + "\n" + PAINT_NON_ZERO[how]
    (x0, y0), (x1, y1), *_ = corners
    ops = (("M", x0, y0), ("L", x1, y1), ("C", x0, y1, x1, y0, *corners[-1]), *((("Z",),) if closed else ()))
    c = canvas()
    p = c.beginPath()
    p.moveTo(x0, y0)
    p.lineTo(x1, y1)
    p.curveTo(x0, y1, x1, y0, *corners[-1])
    if closed:
        p.close()
    c.drawPath(p, *how, fillMode=FILL_NON_ZERO)
    assert written(c) == pdfops.path(ops) + "\n" + PAINT_NON_ZERO[how]
