"""Colours written as CSS names or hex, held as #rrggbb."""

from __future__ import annotations

import re
from typing import NewType

from printkit.limits import excerpt

Colour = NewType("Colour", str)  # "#rrggbb"

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
    return tuple(int(colour[i : i + 2], 16) / 255.0 for i in (1, 3, 5))  # type: ignore[return-value]


def mix(a: str, b: str, t: float) -> str:
    """Return the colour t of the way from a to b, as #rrggbb."""
    ra, rb = rgb(a), rgb(b)
    return "#" + "".join(f"{round((x + (y - x) * t) * 255):02x}" for x, y in zip(ra, rb))
