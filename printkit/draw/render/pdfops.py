"""Path operators of the PDF content, written as reportlab's own drawing helpers write them, to the byte.

reportlab's helpers (rect, ellipse, roundRect, path objects) cost a call and a string per number
and per point, the whole PDF's largest cost; and a kit draws the same few shapes thousands of
times (26,500 polygons of 1,562 outlines, 12,900 circles of 640): each outline's operators are
made once, cached by its geometry, with reportlab's fp_str for every number. A shape's paint
operator is not part of them: it follows from its style.
"""

from __future__ import annotations

import math
from functools import lru_cache

from reportlab.lib.rl_accel import fp_str

from printkit.draw.scene import PathOp

CACHED = 1 << 14  # outlines kept per kind of shape: a whole kit's are a few thousand

# The operator that paints a path, by (stroke, fill): reportlab's PATH_OPS under its canvas's
# even-odd rule (its own shapes), and under the nonzero rule (paths and polygons, as SVG fills them).
PAINT = {(0, 0): "n", (1, 0): "S", (0, 1): "f*", (1, 1): "B*"}
PAINT_NON_ZERO = {(0, 0): "n", (1, 0): "S", (0, 1): "f", (1, 1): "B"}


def _quarters() -> tuple[tuple[float, ...], ...]:
    """Return the factors of reportlab's bezierArc for a whole ellipse, quarter by quarter: the
    cosine and sine of the start, those of its two control points, those of the end."""
    frag = 90.0
    half = frag * math.pi / 360.0
    kappa = abs(4.0 / 3.0 * (1.0 - math.cos(half)) / math.sin(half))
    out = []
    for i in range(4):
        t0 = (0 + i * frag) * math.pi / 180.0
        t1 = (0 + (i + 1) * frag) * math.pi / 180.0
        c0, s0, c1, s1 = math.cos(t0), math.sin(t0), math.cos(t1), math.sin(t1)
        out.append((c0, s0, c0 - kappa * s0, s0 + kappa * c0, c1 + kappa * s1, s1 - kappa * c1, c1, s1))
    return tuple(out)


_QUARTERS = _quarters()


@lru_cache(maxsize=CACHED)
def ellipse(x: float, y: float, width: float, height: float) -> str:
    """Return what reportlab's ellipse writes for the box at (x, y) before its paint: four curves,
    one operator a line, the very floats of its bezierArc(x, y, x + width, y + height, 0, 360)."""
    x2, y2 = x + width, y + height
    x1, y1, x2, y2 = min(x, x2), max(y, y2), max(x, x2), min(y, y2)
    xc, yc = (x1 + x2) / 2.0, (y1 + y2) / 2.0
    rx, ry = (x2 - x1) / 2.0, (y2 - y1) / 2.0
    first = _QUARTERS[0]
    lines = ["n", f"{fp_str(xc + rx * first[0], yc - ry * first[1])} m"]
    for _, _, a0, b0, a1, b1, c1, s1 in _QUARTERS:
        lines.append(
            f"{fp_str(xc + rx * a0, yc - ry * b0, xc + rx * a1, yc - ry * b1, xc + rx * c1, yc - ry * s1)} c"
        )
    lines.append("")
    return "\n".join(lines)


@lru_cache(maxsize=CACHED)
def round_rect(x: float, y: float, width: float, height: float, radius: float) -> str:
    """Return what reportlab's roundRect writes before its paint, one operator a line."""
    m = 0.4472  # reportlab's factor of the radius for its corners' control points
    xlo, xhi = min(x, x + width), max(x, x + width)
    ylo, yhi = min(y, y + height), max(y, y + height)
    t = m * radius
    return "\n".join(
        (
            "n",
            f"{fp_str(xlo + radius, ylo)} m",
            f"{fp_str(xhi - radius, ylo)} l",
            f"{fp_str(xhi - t, ylo, xhi, ylo + t, xhi, ylo + radius)} c",
            f"{fp_str(xhi, yhi - radius)} l",
            f"{fp_str(xhi, yhi - t, xhi - t, yhi, xhi - radius, yhi)} c",
            f"{fp_str(xlo + radius, yhi)} l",
            f"{fp_str(xlo + t, yhi, xlo, yhi - t, xlo, yhi - radius)} c",
            f"{fp_str(xlo, ylo + radius)} l",
            f"{fp_str(xlo, ylo + t, xlo + t, ylo, xlo + radius, ylo)} c",
            "h",
            "",
        )
    )


@lru_cache(maxsize=CACHED)
def rect(x: float, y: float, width: float, height: float) -> str:
    """Return what reportlab's rect writes before its paint."""
    return f"n {fp_str(x, y, width, height)} re "


@lru_cache(maxsize=CACHED)
def line(x1: float, y1: float, x2: float, y2: float) -> str:
    """Return what reportlab's line writes: the segment, stroked."""
    return f"n {fp_str(x1, y1)} m {fp_str(x2, y2)} l S"


@lru_cache(maxsize=CACHED)
def polygon(points: tuple[tuple[float, float], ...], closed: bool) -> str:
    """Return what reportlab's drawPath writes for a path object of these points, before its paint."""
    (x0, y0), *rest = points
    parts = ["n", f"{fp_str(x0, y0)} m", *[f"{fp_str(x, y)} l" for x, y in rest]]
    if closed:
        parts.append("h")
    return " ".join(parts)


_PATH_OPS = {"M": "m", "L": "l", "C": "c"}


@lru_cache(maxsize=CACHED)
def path(ops: tuple[PathOp, ...]) -> str:
    """Return what reportlab's drawPath writes for a path object of these M/L/C/Z operations, before its paint."""
    parts = []
    for op in ops:
        kind = op[0]
        if kind == "Z":
            parts.append("h")
        elif kind in _PATH_OPS:
            parts.append(f"{fp_str(*op[1:])} {_PATH_OPS[kind]}")
    if not parts:
        return ""
    if parts[0][-1] != "m":  # pragma: no cover - reportlab refuses it too
        raise ValueError("a path must start with a move")
    return " ".join(["n", *parts])
