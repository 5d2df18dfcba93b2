"""The art vocabulary's round-board functions: a ring square's outline and an arc's length, as facts."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from printkit.core.limits import MAX_ART_MM

ARC_STEP = 2.0  # degrees between the points that draw an arc


def _number(value: Any, what: str, low: float, high: float) -> float:
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not low <= value <= high:
        raise ValueError(f"{what} is a number {low:,g} to {high:,g}; found {str(value)[:40]!r}")
    return float(value)


def _angles(start: Any, end: Any) -> tuple[float, float]:
    a0, a1 = _number(start, "start", -720, 720), _number(end, "end", -720, 720)
    if not a0 < a1 <= a0 + 360:
        raise ValueError(f"an arc runs clockwise, start < end <= start + 360; found {a0:g} to {a1:g}")
    return a0, a1


def _at(cx: float, cy: float, r: float, degrees: float) -> tuple[float, float]:
    a = math.radians(degrees)
    return cx + r * math.sin(a), cy - r * math.cos(a)


def sector_points(
    x: Any, y: Any, r: Any, inner: Any, start: Any, end: Any
) -> tuple[tuple[float, float], ...]:
    """sector_points(x, y, r, inner, start, end): an annular sector's outline round x, y, radii inner to r,
    start to end degrees (0 up, clockwise): the inner arc, then the outer one back, a point every 2 degrees."""
    cx, cy = _number(x, "x", -MAX_ART_MM, MAX_ART_MM), _number(y, "y", -MAX_ART_MM, MAX_ART_MM)
    r1, r0 = _number(r, "r", 0, MAX_ART_MM), _number(inner, "inner", 0, MAX_ART_MM)
    if not r0 < r1:
        raise ValueError(f"a sector's inner radius is less than its r; found {r0:g} and {r1:g}")
    a0, a1 = _angles(start, end)
    n = max(2, math.ceil((a1 - a0) / ARC_STEP))
    inside = [_at(cx, cy, r0, a0 + (a1 - a0) * i / n) for i in range(n + 1)]
    outside = [_at(cx, cy, r1, a1 - (a1 - a0) * i / n) for i in range(n + 1)]
    return tuple((round(px, 3), round(py, 3)) for px, py in inside + outside)


def arc_length(r: Any, start: Any, end: Any) -> float:
    """arc_length(r, start, end): the length, mm, of an arc of radius r from start to end degrees."""
    a0, a1 = _angles(start, end)
    return math.radians(a1 - a0) * _number(r, "r", 0, MAX_ART_MM)


FUNCTIONS: dict[str, Callable[..., Any]] = {"sector_points": sector_points, "arc_length": arc_length}
