"""Marks that carry a colour's meaning beside its hue: shapes and letters, so no colour is told by hue alone.

A mark of size s fits a box whose smaller side is s mm, centred on (cx, cy). Every mark is a group
whose stands_for reads "MEANING = KIND" (e.g. "blue = square"), so checks can find it, measure it
and see that a colour keeps one mark everywhere in a game.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache
from typing import Any

from printkit.draw.scene import Circle, Group, Path, PathOp, Polygon, Rect, Shape, Style, Text
from printkit.layout.fonts import CAP_HEIGHT
from printkit.layout.marks import KINDS
from printkit.layout.units import MM_PER_PT

MIN_MARK_MM = 6.0  # the smallest a mark may print, as the kit promises
_SQRT3 = math.sqrt(3.0)


def _regular(cx: float, cy: float, r: float, n: int, start: float = 0.0) -> tuple[tuple[float, float], ...]:
    return tuple(
        (
            cx + r * math.sin(math.radians(start + 360 * k / n)),
            cy - r * math.cos(math.radians(start + 360 * k / n)),
        )
        for k in range(n)
    )


def _fit(points: tuple[tuple[float, float], ...], cx: float, cy: float) -> tuple[tuple[float, float], ...]:
    """Return points moved so that their bounding box is centred on (cx, cy)."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    dx, dy = cx - (min(xs) + max(xs)) / 2, cy - (min(ys) + max(ys)) / 2
    return tuple((round(x + dx, 4), round(y + dy, 4)) for x, y in points)


def _shape(kind: str, cx: float, cy: float, s: float, style: Style) -> tuple[Shape, ...]:
    h = s / 2
    if kind == "circle":
        return (Circle(cx, cy, h, style),)
    if kind == "square":
        return (Rect(cx - h, cy - h, s, s, style),)
    if kind == "diamond":  # taller than wide, so it never reads as a turned square
        return (Polygon(((cx, cy - h * 1.25), (cx + h, cy), (cx, cy + h * 1.25), (cx - h, cy)), style),)
    if kind == "triangle":  # s high, pointing up
        return (Polygon(_fit(_regular(cx, cy, s / 1.5, 3), cx, cy), style),)
    if kind == "pentagon":
        r = s / (1 + math.cos(math.radians(36)))
        return (Polygon(_fit(_regular(cx, cy, r, 5), cx, cy), style),)
    if kind == "hexagon":  # flat top and bottom, s high
        return (Polygon(_fit(_regular(cx, cy, s / _SQRT3, 6, 30), cx, cy), style),)
    if kind == "star":
        r = s / (1 + math.cos(math.radians(36)))
        outer, inner = _regular(cx, cy, r, 5), _regular(cx, cy, r * 0.45, 5, 36)
        return (Polygon(_fit(tuple(p for pair in zip(outer, inner) for p in pair), cx, cy), style),)
    if kind == "cross":
        t = s * 0.18
        pts = (
            (-t, -h),
            (t, -h),
            (t, -t),
            (h, -t),
            (h, t),
            (t, t),
            (t, h),
            (-t, h),
            (-t, t),
            (-h, t),
            (-h, -t),
            (-t, -t),
        )
        return (Polygon(tuple((cx + x, cy + y) for x, y in pts), style),)
    if kind == "hourglass":  # two triangles tip to tip, taller than wide
        return (
            Polygon(
                (
                    (cx - h, cy - h * 1.2),
                    (cx + h, cy - h * 1.2),
                    (cx - h, cy + h * 1.2),
                    (cx + h, cy + h * 1.2),
                ),
                style,
            ),
        )
    if kind == "ring":
        band = s * 0.24
        edge = Style(stroke=style.stroke, width=style.width) if style.stroke else None
        items: list[Shape] = [Circle(cx, cy, h - band / 2, Style(stroke=style.fill, width=band))]
        if edge:
            items += [Circle(cx, cy, h, edge), Circle(cx, cy, h - band, edge)]
        return tuple(items)
    if kind == "heart":
        return (Path(_heart(cx, cy, s), style),)
    raise ValueError(f"unknown mark {kind!r}; expected one of {', '.join(KINDS)}")


def _heart_unit() -> tuple[tuple[Any, ...], ...]:
    w, h = 0.55, 0.5
    return (
        ("M", 0.0, h),
        ("C", -w * 0.55, h * 0.45, -w, h * 0.05, -w, -h * 0.38),
        ("C", -w, -h * 0.98, -w * 0.3, -h * 1.02, 0.0, -h * 0.55),
        ("C", w * 0.3, -h * 1.02, w, -h * 0.98, w, -h * 0.38),
        ("C", w, h * 0.05, w * 0.55, h * 0.45, 0.0, h),
        ("Z",),
    )


def _heart(cx: float, cy: float, s: float) -> tuple[tuple[Any, ...], ...]:
    """Return a heart's path ops, its curves' box s high (its smaller side) and centred on (cx, cy)."""
    unit = _heart_unit()
    points = _curve_points(unit)
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    k = s / min(max(xs) - min(xs), max(ys) - min(ys))
    mx, my = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
    out = []
    for op in unit:
        coords = op[1:]
        out.append(
            (
                op[0],
                *(
                    round(cx + (v - mx) * k, 4) if i % 2 == 0 else round(cy + (v - my) * k, 4)
                    for i, v in enumerate(coords)
                ),
            )
        )
    return tuple(out)


def _curve_points(ops: Sequence[PathOp]) -> list[tuple[float, float]]:
    """Return points along M/L/C path ops (each cubic sampled at 16 steps)."""
    points: list[tuple[float, float]] = []
    at = (0.0, 0.0)
    for op in ops:
        if op[0] in ("M", "L"):
            at = (op[1], op[2])
            points.append(at)
        elif op[0] == "C":
            (x0, y0), (x1, y1, x2, y2, x3, y3) = at, op[1:]
            for step in range(1, 17):
                t = step / 16
                u = 1 - t
                points.append(
                    (
                        u**3 * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t**3 * x3,
                        u**3 * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t**3 * y3,
                    )
                )
            at = (x3, y3)
    return points


def mark(kind: str, cx: float, cy: float, size: float, style: Style, means: str) -> Group:
    """Return the mark kind, size mm across its smaller side, centred on (cx, cy), standing for means."""
    return Group(_shape(kind, cx, cy, size, style), stands_for=f"{means} = {kind}")


def decor(kind: str, cx: float, cy: float, size: float, style: Style) -> Group:
    """Return the shape kind as decoration: drawn like a mark but standing for nothing (no size promised)."""
    return Group(_shape(kind, cx, cy, size, style))


def letter(text: str, cx: float, cy: float, height: float, font: str, fill: str, means: str) -> Group:
    """Return a letter whose capitals are height mm tall, centred on (cx, cy), standing for means."""
    size = height / CAP_HEIGHT / MM_PER_PT
    return Group(
        (Text(cx, cy + height / 2, text, size, font, fill, "middle"),), stands_for=f"{means} = letter {text}"
    )


def _outline(kind: str) -> list[tuple[float, float]]:
    """Return points along the outline of a unit-size mark centred on (0, 0)."""
    points: list[tuple[float, float]] = []
    for item in _shape(kind, 0.0, 0.0, 1.0, Style(fill="#000000")):
        if isinstance(item, Circle):
            r = item.r + item.style.width / 2 if item.style.fill is None else item.r
            points += [
                (r * math.cos(math.radians(a)), r * math.sin(math.radians(a))) for a in range(0, 360, 5)
            ]
        elif isinstance(item, Rect):
            points += [
                (item.x, item.y),
                (item.x + item.w, item.y),
                (item.x + item.w, item.y + item.h),
                (item.x, item.y + item.h),
            ]
        elif isinstance(item, Polygon):
            points += list(item.points)
        elif isinstance(item, Path):
            points += _curve_points(item.ops)
    return points


@cache
def box(kind: str, size: float = 1.0) -> tuple[float, float]:
    """Return the width and height of a mark of the given size (the smaller of the two is size)."""
    points = _outline(kind)
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return (max(xs) - min(xs)) * size, (max(ys) - min(ys)) * size


def _edge_distance(points: list[tuple[float, float]], cx: float, cy: float) -> float:
    """Return the distance from (cx, cy) to the nearest edge of the closed outline through points."""
    best = math.inf
    for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1]):
        dx, dy = x1 - x0, y1 - y0
        t = (
            0.0
            if dx == dy == 0
            else max(0.0, min(1.0, ((cx - x0) * dx + (cy - y0) * dy) / (dx * dx + dy * dy)))
        )
        best = min(best, math.hypot(x0 + t * dx - cx, y0 + t * dy - cy))
    return best


@cache
def in_circle(kind: str) -> tuple[float, float, float]:
    """Return (reach, lift, inner) of a unit-size mark seen from the centre of its smallest enclosing circle.

    reach: that circle's radius; lift: how far the mark's box centre sits above the circle's centre;
    inner: the radius of the circle about that centre that stays inside the mark (room for art).
    """
    points = _outline(kind)
    best = (math.inf, 0.0)
    for step in range(-50, 51):
        dy = step / 200
        reach = max(math.hypot(x, y - dy) for x, y in points)
        if reach < best[0] - 1e-12:
            best = (reach, dy)
    reach, dy = best
    inner = 0.0 if kind == "ring" else _edge_distance(points, 0.0, dy)
    return reach, dy, inner


def mark_in_circle(
    kind: str, cx: float, cy: float, radius: float, style: Style, means: str
) -> tuple[Group, float]:
    """Return the largest mark that fits the circle (cx, cy, radius), and the radius of room inside it."""
    reach, dy, inner = in_circle(kind)
    size = radius / reach
    return mark(kind, cx, cy - dy * size, size, style, means), inner * size
