"""Affine maps of the page in mm (y down, as SVG): the matrices a scene's groups and placed pieces carry."""

from __future__ import annotations

import math

Matrix = tuple[float, float, float, float, float, float]  # a b c d e f, as in SVG
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


def translate(x: float, y: float) -> Matrix:
    """Return a translation matrix."""
    return (1.0, 0.0, 0.0, 1.0, x, y)


def scale(sx: float, sy: float | None = None) -> Matrix:
    """Return a scaling matrix."""
    return (sx, 0.0, 0.0, sx if sy is None else sy, 0.0, 0.0)


def rotate(degrees: float, cx: float = 0.0, cy: float = 0.0) -> Matrix:
    """Return a rotation (clockwise on the page, since y grows downwards) about (cx, cy)."""
    a = math.radians(degrees)
    c, s = math.cos(a), math.sin(a)
    return (c, s, -s, c, cx - c * cx + s * cy, cy - s * cx - c * cy)


def compose(*ms: Matrix) -> Matrix:
    """Return the product m1 @ m2 @ ... (the last matrix applies first)."""
    out = IDENTITY
    for m in ms:
        a, b, c, d, e, f = out
        a2, b2, c2, d2, e2, f2 = m
        out = (
            a * a2 + c * b2,
            b * a2 + d * b2,
            a * c2 + c * d2,
            b * c2 + d * d2,
            a * e2 + c * f2 + e,
            b * e2 + d * f2 + f,
        )
    return out


def apply(m: Matrix, x: float, y: float) -> tuple[float, float]:
    """Return the point (x, y) transformed by m."""
    a, b, c, d, e, f = m
    return (a * x + c * y + e, b * x + d * y + f)
