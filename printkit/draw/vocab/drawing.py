"""`kind: drawing` drawn: a picture a rules sheet sets in its column, as wide as the column, in the sheet's language."""

from __future__ import annotations

from typing import Any

from printkit.core.limits import MAX_ART_MM
from printkit.draw.ink import NORMAL, Paints
from printkit.draw.scene import Shape
from printkit.draw.textflow import Drawing, Look
from printkit.draw.vocab.cards import new_drawer
from printkit.draw.vocab.component import DrawingArt
from printkit.draw.vocab.draw import base_scope


def rules_drawing(
    layout: Any, name: str, art: DrawingArt, lang: str, look: Look, examples: Any, paints: Paints = NORMAL
) -> Drawing:
    """Return the drawing as the rules sheet sets it: its height at a column's width, and its shapes there."""
    drawer = new_drawer(layout, art.parts, paints, None, name, lang)
    drawer.row = name
    base = {**base_scope(layout), "bleed": 0.0, "look": look, "lang": lang, "examples": examples}

    def scope(width: float) -> dict[str, Any]:
        at = drawer.bind(art.let, {**base, "w": width})
        height = drawer.num(art.height, at)
        if not 0 < height <= MAX_ART_MM:
            raise drawer.fail(
                art.height, f"expected a drawing's height over 0 and at most {MAX_ART_MM:,g} mm"
            )
        at["h"] = height
        return at

    drawn: dict[float, tuple[Shape, ...]] = {}  # a sheet tries the same widths again as it fits its text

    def draw(width: float) -> list[Shape]:
        if width not in drawn:
            drawer.count = 0
            at = scope(width)
            drawn[width] = tuple(drawer.items(art.face.items, drawer.bind(art.face.let, at)))
        return list(drawn[width])

    def height_at(width: float) -> float:
        return float(scope(width)["h"])

    first = scope(100.0)  # a drawing whose height does not follow the width keeps it
    fixed = art.height.is_constant
    return Drawing(first["h"], draw, None if fixed else height_at)
