"""Textures that tell colours apart in greyscale: strokes laid out in (along, across) mm, mapped onto any shape."""

from __future__ import annotations

import math
from collections.abc import Callable

from printkit.draw.scene import Circle, Group, Polygon, Shape, Style
from printkit.layout.marks import PATTERNS

STROKE_MM = 0.45  # a printed stroke or dot this wide survives a home printer (the floor is 0.3 mm)
PITCH_MM = 1.8  # the distance between strokes: fine enough to show on a 3 mm cube border
STEP_MM = 1.0  # a curve mapped onto a round shape is drawn as points this far apart
Map = Callable[[float, float], tuple[float, float]]
Segment = tuple[tuple[float, float], tuple[float, float]]
Window = tuple[float, float, float, float]


def _flat(u: float, v: float) -> tuple[float, float]:
    return (u, v)


def _lattice(lo: float, hi: float, pitch: float) -> list[float]:
    # The positions k * pitch + pitch / 2 between lo and hi: one lattice for every window of a shape.
    k = math.ceil((lo - pitch / 2) / pitch)
    out = []
    while k * pitch + pitch / 2 < hi:
        out.append(round(k * pitch + pitch / 2, 3))
        k += 1
    return out


def _diagonals(window: Window, pitch: float, sign: int) -> list[Segment]:
    # Lines u - sign*v = c (c on the lattice) clipped to the window.
    u0, v0, u1, v1 = window
    out: list[Segment] = []
    lo, hi = (u0 - v1, u1 - v0) if sign > 0 else (u0 + v0, u1 + v1)
    for c in _lattice(lo, hi, pitch * math.sqrt(2)):
        if sign > 0:  # u = c + v
            a, b = max(v0, u0 - c), min(v1, u1 - c)
        else:  # u = c - v
            a, b = max(v0, c - u1), min(v1, c - u0)
        if b - a > STROKE_MM:  # a stub at a corner is drawn differently by each renderer
            out.append(((c + sign * a, a), (c + sign * b, b)))
    return out


def _lines(kind: str, window: Window, pitch: float) -> list[Segment]:
    u0, v0, u1, v1 = window

    def rows(p: float) -> list[Segment]:
        return [((u0, v), (u1, v)) for v in _lattice(v0, v1, p)]

    def columns(p: float) -> list[Segment]:
        return [((u, v0), (u, v1)) for u in _lattice(u0, u1, p)]

    def zigzag(p: float) -> list[Segment]:
        # rows of teeth p/2 high, their points on one lattice along u
        out: list[Segment] = []
        for v in _lattice(v0 + p / 4, v1 - p / 4, p):
            us = [u0, *_lattice(u0, u1, p / 2), u1]
            for a, b in zip(us, us[1:]):
                ya = v + (p / 4 if round(a / (p / 2) - 0.5) % 2 else -p / 4) if a not in (u0, u1) else v
                yb = v + (p / 4 if round(b / (p / 2) - 0.5) % 2 else -p / 4) if b not in (u0, u1) else v
                out.append(((a, ya), (b, yb)))
        return out

    makers: dict[str, Callable[[], list[Segment]]] = {
        "hatch": lambda: _diagonals(window, pitch, 1),
        "crosshatch": lambda: _diagonals(window, pitch * 1.3, 1) + _diagonals(window, pitch * 1.3, -1),
        "rows": lambda: rows(pitch),
        "zigzag": lambda: zigzag(pitch * 1.2),
        "grid": lambda: rows(pitch * 1.4) + columns(pitch * 1.4),
        "dots": list,
    }
    return makers[kind]()


def texture(
    kind: str,
    windows: list[Window],
    ground: str | None,
    ink: str,
    means: str | None = None,
    to: Map = _flat,
    pitch: float = PITCH_MM,
    base: tuple[Shape, ...] = (),
) -> Group:
    """Return windows (u0, v0, u1, v1 in mm) of ground (or base's shapes, or bare) with kind's strokes in ink, mapped by to (a mark for means if given)."""
    if kind not in PATTERNS:
        raise ValueError(f"no pattern {kind!r}; one of {', '.join(PATTERNS)}")
    out: list[Shape] = list(base)
    line = Style(stroke=ink, width=STROKE_MM, cap="butt", join="round")  # miter limits differ in PDF and SVG
    for window in windows if ground is not None and not base else ():
        u0, v0, u1, v1 = window
        edge = [(u, v0) for u in _along(u0, u1)] + [(u, v1) for u in reversed(_along(u0, u1))]
        out.append(Polygon(tuple(_round(to(u, v)) for u, v in edge), Style(fill=ground)))
    # strokes keep half their width inside the outline, so none pokes past the ground
    lo_u, lo_v = min(w[0] for w in windows) + STROKE_MM / 2, min(w[1] for w in windows) + STROKE_MM / 2
    hi_u, hi_v = max(w[2] for w in windows) - STROKE_MM / 2, max(w[3] for w in windows) - STROKE_MM / 2
    inner = [(max(u0, lo_u), max(v0, lo_v), min(u1, hi_u), min(v1, hi_v)) for u0, v0, u1, v1 in windows]
    for window in inner:
        for (a0, b0), (a1, b1) in _lines(kind, window, pitch):
            n = max(1, math.ceil(math.hypot(a1 - a0, b1 - b0) / STEP_MM))
            pts = tuple(_round(to(a0 + (a1 - a0) * i / n, b0 + (b1 - b0) * i / n)) for i in range(n + 1))
            out.append(Polygon(pts, line, closed=False))
        if kind == "dots":
            u0, v0, u1, v1 = window
            for v in _lattice(v0 + STROKE_MM, v1 - STROKE_MM, pitch):
                shift = pitch / 2 if round(v / pitch - 0.5) % 2 else 0.0
                for u in _lattice(u0 + STROKE_MM - shift, u1 - STROKE_MM - shift, pitch):
                    x, y = _round(to(u + shift, v))
                    out.append(Circle(x, y, STROKE_MM, Style(fill=ink)))
    return Group(tuple(out), stands_for=f"{means} = pattern {kind}" if means else None)


def frame(size: float, width: float, bleed: float = 0.0) -> list[Window]:
    """Return the four windows of a square frame width mm wide round a size mm face, grown by bleed outwards."""
    lo, hi = -bleed, size + bleed
    return [
        (lo, lo, hi, width),
        (lo, size - width, hi, hi),
        (lo, width, width, size - width),
        (size - width, width, hi, size - width),
    ]


def _along(lo: float, hi: float) -> list[float]:
    n = max(1, math.ceil((hi - lo) / STEP_MM))
    return [lo + (hi - lo) * i / n for i in range(n + 1)]


def _round(p: tuple[float, float]) -> tuple[float, float]:
    return (round(p[0], 3), round(p[1], 3))


def ink_on(ground: str, dark: str) -> str:
    """Return white or dark, whichever stands out more from ground once printed in greyscale."""
    return max(("#ffffff", dark), key=lambda ink: _grey_contrast(ink, ground))


def _grey_contrast(a: str, b: str) -> float:
    # Rec. 601 luma (as printer drivers convert), then the WCAG ratio of the two greys.
    def lum(colour: str) -> float:
        r, g, b = (int(colour.lstrip("#")[i : i + 2], 16) for i in (0, 2, 4))
        c = (0.299 * r + 0.587 * g + 0.114 * b) / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)
