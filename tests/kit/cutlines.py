"""How far a point lies inside a piece's cut line (mm, negative outside): a rectangle, a circle, a convex polygon."""

from __future__ import annotations

import math
from collections.abc import Callable

Inside = Callable[[tuple[float, float]], float]  # how far a point lies inside the cut line (mm)


def rect(w: float, h: float) -> Inside:
    return lambda p: min(p[0], w - p[0], p[1], h - p[1])


def circle(d: float) -> Inside:
    return lambda p: d / 2 - math.hypot(p[0] - d / 2, p[1] - d / 2)


def polygon(points) -> Inside:
    # Distance to the nearest edge, negative outside (the polygon is convex).
    def inside(p):
        best = math.inf
        n = len(points)
        cx, cy = sum(x for x, _ in points) / n, sum(y for _, y in points) / n
        for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1]):
            ex, ey = x1 - x0, y1 - y0
            length = math.hypot(ex, ey)
            side = ((p[0] - x0) * ey - (p[1] - y0) * ex) / length
            centre = ((cx - x0) * ey - (cy - y0) * ex) / length
            best = min(best, side if centre > 0 else -side)
        return best

    return inside
