"""Shared drawing bits: each colour's shape (so no colour is told by hue alone) and glyph placement."""

from __future__ import annotations

import math

from printkit.art import glyph
from printkit.games.anticipation.schema import Layout
from printkit.scene import Circle, Polygon, Rect, Shape, Style, Symbol, Use, compose, rotate, scale, translate

SEGMENT_ART = {
    1: "segment-antennae",
    2: "segment-head",
    3: "segment-thorax",
    4: "segment-left-wing",
    5: "segment-right-wing",
    6: "segment-waist",
    7: "segment-abdomen",
}


def shape_mark(kind: str, cx: float, cy: float, r: float, style: Style) -> Shape:
    """Return a colour's shape (circle, square, triangle, diamond) of radius r centred on (cx, cy)."""
    if kind == "circle":
        return Circle(cx, cy, r * 0.9, style)
    if kind == "square":
        s = r * 0.8
        return Rect(cx - s, cy - s, 2 * s, 2 * s, style)
    if kind == "triangle":
        return Polygon(
            tuple(
                (cx + r * math.sin(math.radians(a)), cy + r * 0.15 - r * math.cos(math.radians(a)))
                for a in (0, 120, 240)
            ),
            style,
        )
    return Polygon(((cx, cy - r), (cx + r * 0.8, cy), (cx, cy + r), (cx - r * 0.8, cy)), style)


def colour_mark(layout: Layout, colour: str, cx: float, cy: float, r: float, on_fill: bool = False) -> Shape:
    """Return colour's shape: filled in the colour with a dark rim, or in its ink when drawn on the colour."""
    c = layout.colours[colour]
    if on_fill:
        return shape_mark(c.symbol, cx, cy, r, Style(fill=c.ink, stroke=c.fill, width=0.2))
    return shape_mark(
        c.symbol, cx, cy, r, Style(fill=c.fill, stroke=layout.style.ink, width=max(0.2, r * 0.12))
    )


def place(symbol_id: str, x: float, y: float, size: float, turn: float = 0.0, box: float = 24.0) -> Use:
    """Return a use of a 24 mm template symbol drawn size mm wide with its top-left at (x, y)."""
    k = size / box
    return Use(symbol_id, compose(translate(x, y), rotate(turn, size / 2, size / 2), scale(k)))


def symbol_id(template: str, colour: str) -> str:
    """Return the id of a template painted in colour."""
    return f"{template}-{colour.lstrip('#')}"


def symbols(pairs: set[tuple[str, str]]) -> tuple[Symbol, ...]:
    """Return the symbols for (template, colour) pairs, sorted so documents are deterministic."""
    return tuple(glyph(t, c, symbol_id(t, c)) for t, c in sorted(pairs))
