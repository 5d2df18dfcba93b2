"""A scene with what pdfium rounds to whole pixels rounded the same way, for both rasterisers.

pdfium strokes no line thinner than a pixel, and draws its one-pixel lines unlike resvg; it fills
an unstroked rectangle square to the page, clips to one, and clips a form to its box without
smoothing their edges, where resvg smooths them (two such rectangles side by side show a seam in
resvg only). `snapped` widens thin strokes and moves those edges onto whole pixels as pdfium
does, so that neither rasteriser's rounding reads as a difference between the PDF and the SVG.
Nothing moves by a pixel or more.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from printkit.draw.scene import (
    IDENTITY,
    Circle,
    Document,
    Ellipse,
    Group,
    Matrix,
    Path,
    Polygon,
    Rect,
    Shape,
    Symbol,
    Text,
    Use,
    apply,
    compose,
    translate,
)

THINNEST_PX = 1.5  # strokes narrower than this many pixels are widened to it

Box = tuple[float, float, float, float]  # x, y, w, h


def snapped(doc: Document, px_per_mm: float) -> Document:
    """Return doc with thin strokes widened and pixel-rounded rectangles on whole pixels of the page."""
    thinnest = THINNEST_PX / px_per_mm
    symbols = {s.id: s for s in doc.symbols}
    made: dict[tuple[Any, ...], Symbol] = {}

    def shapes(items: tuple[Shape, ...], m: Matrix) -> tuple[Shape, ...]:
        k = math.sqrt(abs(m[0] * m[3] - m[1] * m[2])) or 1.0  # page mm per unit here
        out: list[Shape] = []
        for item in items:
            if isinstance(item, Group):
                inner = compose(m, item.transform)
                clip = item.clip and _on_pixels(item.clip, inner, px_per_mm, _outward)
                out.append(replace(item, items=shapes(item.items, inner), clip=clip))
            elif isinstance(item, Use):
                out.append(use(item, compose(m, item.transform)))
            elif isinstance(item, Text):
                out.append(item)
            elif item.style.stroke:
                style = item.style
                if style.width * k < thinnest:
                    style = replace(style, width=thinnest / k)
                if style.dash and min(style.dash) * k < thinnest:  # dashes as short grow alike
                    grow = thinnest / (min(style.dash) * k)
                    style = replace(style, dash=tuple(d * grow for d in style.dash))
                item = replace(item, style=style)
                out.append(_flattened(item, k * px_per_mm) if style.dash else item)
            elif isinstance(item, Rect) and not item.rx and item.style.fill:
                x, y, w, h = _on_pixels((item.x, item.y, item.w, item.h), m, px_per_mm, _as_pdfium_fills)
                out.append(replace(item, x=x, y=y, w=w, h=h))
            elif isinstance(item, Polygon) and item.style.fill and (box := _rectangle(item.points)):
                x, y, w, h = _on_pixels(box, m, px_per_mm, _as_pdfium_fills)
                out.append(replace(item, points=((x, y), (x + w, y), (x + w, y + h), (x, y + h))))
            else:
                out.append(item)
        return tuple(out)

    def use(item: Use, inner: Matrix) -> Use:
        sym = symbols[item.symbol]
        # The form's box clips it, rounded to the nearest pixels: so is the symbol's box here,
        # its art staying where it was.
        x, y, w, h = _on_pixels((0.0, 0.0, sym.width, sym.height), inner, px_per_mm, _nearest)
        # Its pixels depend on where it lands, but not on whole pixels more or less.
        phase = (inner[4] * px_per_mm % 1, inner[5] * px_per_mm % 1)
        key = (item.symbol, *(round(v, 6) for v in (*inner[:4], *phase)))
        if key not in made:
            art = Group(shapes(sym.items, inner), translate(-x, -y))
            made[key] = Symbol(f"{sym.id}--{len(made)}", w, h, (art,))
        return Use(made[key].id, compose(item.transform, translate(x, y)))

    pages = tuple(replace(p, items=shapes(p.items, IDENTITY)) for p in doc.pages)
    return replace(doc, pages=pages, symbols=tuple(made.values()))


def _flattened(item: Shape, px_per_unit: float) -> Shape:
    """Return a dashed curve as straight segments half a pixel long, starting and turning as SVG's.

    Each rasteriser flattens a curve its own way before laying dashes along it, and the lengths
    part by a fraction of a pixel over a ring: the dashes drift apart. Straight, they cannot.
    """
    if isinstance(item, Circle | Ellipse):
        rx, ry = (item.r, item.r) if isinstance(item, Circle) else (item.rx, item.ry)
        n = max(16, math.ceil(math.pi * (rx + ry) * px_per_unit * 2))
        turns = (2 * math.pi * i / n for i in range(n))
        return Polygon(
            tuple((item.cx + rx * math.cos(t), item.cy + ry * math.sin(t)) for t in turns), item.style
        )
    if isinstance(item, Rect) and item.rx:
        x, y, w, h = item.x, item.y, item.w, item.h
        r = min(item.rx, w / 2, h / 2)
        n = max(4, math.ceil(math.pi / 2 * r * px_per_unit * 2))
        points = []
        for cx, cy, start in (
            (x + w - r, y + r, -90),
            (x + w - r, y + h - r, 0),
            (x + r, y + h - r, 90),
            (x + r, y + r, 180),
        ):
            for i in range(n + 1):
                t = math.radians(start + 90 * i / n)
                points.append((cx + r * math.cos(t), cy + r * math.sin(t)))
        top_left = points.pop()  # SVG starts at the end of the top-left corner, going right
        return Polygon((top_left, *points), item.style)
    if isinstance(item, Path) and any(op[0] == "C" for op in item.ops):
        ops: list[tuple[Any, ...]] = []
        at = (0.0, 0.0)
        for op in item.ops:
            if op[0] == "C":
                x1, y1, x2, y2, x3, y3 = op[1:]
                hull = math.dist(at, (x1, y1)) + math.dist((x1, y1), (x2, y2)) + math.dist((x2, y2), (x3, y3))
                n = max(2, math.ceil(hull * px_per_unit * 2))
                for i in range(1, n + 1):
                    t = i / n
                    u = 1 - t
                    ops.append(
                        (
                            "L",
                            u**3 * at[0] + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t**3 * x3,
                            u**3 * at[1] + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t**3 * y3,
                        )
                    )
                at = (x3, y3)
            else:
                ops.append(op)
                if op[0] in ("M", "L"):
                    at = (op[1], op[2])
        return replace(item, ops=tuple(ops))
    return item


def _rectangle(points: tuple[tuple[float, float], ...]) -> Box | None:
    """Return the box of a polygon that is a rectangle square to its axes, else None."""
    if len(points) == 5 and points[0] == points[4]:
        points = points[:4]
    if len(points) != 4:
        return None
    xs, ys = sorted({x for x, _ in points}), sorted({y for _, y in points})
    if len(xs) != 2 or len(ys) != 2 or len(set(points)) != 4:
        return None
    sides = zip(points, points[1:] + points[:1])
    if not all(p[0] == q[0] or p[1] == q[1] for p, q in sides):
        return None  # corners joined across a diagonal: a bow tie
    return (xs[0], ys[0], xs[1] - xs[0], ys[1] - ys[0])


def _outward(lo: float, hi: float) -> tuple[int, int]:
    """Return the pixels a clip from lo to hi (pixels) takes: every one it touches."""
    eps = 1e-6  # an edge already on a pixel's edge stays there
    return math.floor(lo + eps), math.ceil(hi - eps)


def _nearest(lo: float, hi: float) -> tuple[int, int]:
    """Return the pixels a form's box from lo to hi takes: its edges rounded to the nearest."""
    return math.floor(lo + 0.5), math.floor(hi + 0.5)


def _as_pdfium_fills(lo: float, hi: float) -> tuple[int, int]:
    """Return the pixels pdfium fills for an unstroked rectangle's side from lo to hi."""
    first, last = math.floor(lo), math.ceil(hi)
    width = max(1, math.ceil(hi - lo))
    if last - first == width + 1:  # one pixel too many: the end pixel covered less goes
        if lo - first > last - hi:
            first += 1
        else:
            last -= 1
    return first, max(last, first + 1)


def _on_pixels(box: Box, m: Matrix, px_per_mm: float, snap: Callable[[float, float], tuple[int, int]]) -> Box:
    """Return box (under m) with its edges on the page's pixels that snap picks, if m keeps it square."""
    a, b, c, d, e, f = m
    square = max(abs(b), abs(c)) < 1e-9 or max(abs(a), abs(d)) < 1e-9
    if not square:
        return box  # turned: pdfium smooths its edges, as resvg does
    x, y, w, h = box
    xs, ys = zip(apply(m, x, y), apply(m, x + w, y + h))
    (x0, x1), (y0, y1) = (snap(min(v) * px_per_mm, max(v) * px_per_mm) for v in (xs, ys))
    # Just inside the pixels' edges, not on them: on an edge, pdfium's own float arithmetic
    # would decide which pixel it takes.
    inset = 0.02
    corners = ((x0 + inset, y0 + inset), (x1 - inset, y1 - inset))
    det = a * d - b * c
    (gx0, gy0), (gx1, gy1) = (
        (
            (d * (px / px_per_mm - e) - c * (py / px_per_mm - f)) / det,
            (a * (py / px_per_mm - f) - b * (px / px_per_mm - e)) / det,
        )
        for px, py in corners
    )
    return (min(gx0, gx1), min(gy0, gy1), abs(gx1 - gx0), abs(gy1 - gy0))
