"""Colours written as CSS names or hex, held as #rrggbb."""

from __future__ import annotations

import math
import re
from functools import lru_cache
from typing import Annotated

from printkit.core.limits import excerpt
from printkit.core.markers import Written

Colour = Annotated[str, Written("Colour")]  # held as "#rrggbb", written as a name or hex

# The CSS basic names plus the few extra names our layouts use; more can be added as needed.
NAMED = {
    "black": "#000000",
    "white": "#ffffff",
    "red": "#ff0000",
    "green": "#008000",
    "blue": "#0000ff",
    "yellow": "#ffff00",
    "orange": "#ffa500",
    "purple": "#800080",
    "grey": "#808080",
    "gray": "#808080",
    "silver": "#c0c0c0",
    "maroon": "#800000",
    "olive": "#808000",
    "lime": "#00ff00",
    "aqua": "#00ffff",
    "teal": "#008080",
    "navy": "#000080",
    "fuchsia": "#ff00ff",
    "brown": "#a52a2a",
    "gold": "#ffd700",
    "ivory": "#fffff0",
    "beige": "#f5f5dc",
    "wheat": "#f5deb3",
    "tan": "#d2b48c",
    "khaki": "#f0e68c",
    "sienna": "#a0522d",
    "chocolate": "#d2691e",
    "crimson": "#dc143c",
    "darkgreen": "#006400",
    "darkred": "#8b0000",
    "darkblue": "#00008b",
    "cream": "#fffdd0",
}
_HEX = re.compile(r"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$")


def parse_colour(text: str) -> str:
    """Return text as #rrggbb; raise ValueError for an unknown name ('none' is not a colour: every paint prints)."""
    value = text.strip()
    match = _HEX.match(value)
    if match:
        digits = match.group(1).lower()
        if len(digits) == 3:
            digits = "".join(c * 2 for c in digits)
        return "#" + digits
    try:
        return NAMED[value.lower()]
    except KeyError:
        raise ValueError(
            f"expected a colour (a name such as 'black' or hex '#rrggbb'); found {excerpt(text)}"
        ) from None


def rgb(colour: str) -> tuple[float, float, float]:
    """Return #rrggbb as three floats in 0..1."""
    return int(colour[1:3], 16) / 255.0, int(colour[3:5], 16) / 255.0, int(colour[5:7], 16) / 255.0


@lru_cache(maxsize=4096)  # pure, and asked for the same colours over and over as a kit is drawn
def mix(a: str, b: str, t: float) -> str:
    """Return the colour t of the way from a to b, as #rrggbb."""
    ra, rb = rgb(a), rgb(b)
    return "#" + "".join(f"{round((x + (y - x) * t) * 255):02x}" for x, y in zip(ra, rb))


_WHITE = (0.95047, 1.0, 1.08883)  # D65
_TO_XYZ = ((0.4124, 0.3576, 0.1805), (0.2126, 0.7152, 0.0722), (0.0193, 0.1192, 0.9505))
_TO_RGB = ((3.2406, -1.5372, -0.4986), (-0.9689, 1.8758, 0.0415), (0.0557, -0.2040, 1.0570))


def _linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _gamma(c: float) -> float:
    return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


@lru_cache(maxsize=4096)
def lab(colour: str) -> tuple[float, float, float]:
    """Return the CIELAB (L*, a*, b*) of #rrggbb under D65."""
    lin = [_linear(c) for c in rgb(colour)]
    xyz = [sum(m * c for m, c in zip(row, lin)) / w for row, w in zip(_TO_XYZ, _WHITE)]
    fx, fy, fz = (t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116 for t in xyz)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def lightness(colour: str) -> float:
    """Return the CIELAB L* of #rrggbb (0 black .. 100 white): the grey it prints as."""
    return lab(colour)[0]


def _from_lab(l_star: float, a: float, b: float) -> tuple[float, float, float]:
    fy = (l_star + 16) / 116
    f = (fy + a / 500, fy, fy - b / 200)
    xyz = [(t**3 if t**3 > 216 / 24389 else (116 * t - 16) / (24389 / 27)) * w for t, w in zip(f, _WHITE)]
    r, g, b = (sum(m * c for m, c in zip(row, xyz)) for row in _TO_RGB)
    return r, g, b


@lru_cache(maxsize=4096)
def with_lightness(colour: str, level: float, max_chroma: float | None = None) -> str:
    """Return colour's hue at CIELAB L* level, its chroma capped (and cut down to fit sRGB)."""
    _, a, b = lab(colour)
    chroma, hue = math.hypot(a, b), math.atan2(b, a)
    if max_chroma is not None:
        chroma = min(chroma, max_chroma)
    while True:
        lin = _from_lab(level, chroma * math.cos(hue), chroma * math.sin(hue))
        if all(-1e-9 <= c <= 1 + 1e-9 for c in lin) or chroma < 1e-3:
            break
        chroma *= 0.97
    return "#" + "".join(f"{round(_gamma(min(1.0, max(0.0, c))) * 255):02x}" for c in lin)


@lru_cache(maxsize=4096)
def contrast_ratio(a: str, b: str) -> float:
    """Return the WCAG 2 contrast ratio of two colours (1 to 21), the lower of colour and greyscale print."""

    def lum(colour: str) -> float:
        r, g, b = (_linear(c) for c in rgb(colour))
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    def grey(colour: str) -> str:
        r, g, b = rgb(colour)
        y = 0.299 * r + 0.587 * g + 0.114 * b  # Rec. 601 luma, as printer drivers make grey
        return "#" + f"{round(y * 255):02x}" * 3

    def ratio(x: str, y: str) -> float:
        lo, hi = sorted((lum(x), lum(y)))
        return (hi + 0.05) / (lo + 0.05)

    return min(ratio(a, b), ratio(grey(a), grey(b)))


@lru_cache(maxsize=4096)
def legible_on(ink: str, ground: str, ratio: float = 4.5) -> str:
    """Return ink, darkened (on a light ground) or lightened (on a dark one) just enough to reach ratio."""
    towards = (
        "#000000" if contrast_ratio(ground, "#000000") >= contrast_ratio(ground, "#ffffff") else "#ffffff"
    )
    for step in range(21):
        out = mix(ink, towards, step / 20)
        if contrast_ratio(out, ground) >= ratio:
            return out
    return towards
