"""Shared drawing bits: each colour's shape (so no colour is told by hue alone) and glyph placement."""

from __future__ import annotations

from printkit.draw.art import glyph
from printkit.draw.ink import NORMAL, Paints
from printkit.draw.scene import Group, Style, Symbol, Use, compose, rotate, scale, translate
from printkit.draw.shapes import mark
from printkit.games.anticipation.schema import Layout

MARK_MM = 6.4  # a colour's shape wherever it is printed: over the 6 mm the kit promises


def colour_mark(
    layout: Layout,
    colour: str,
    cx: float,
    cy: float,
    size: float = MARK_MM,
    on_fill: bool = False,
    paints: Paints = NORMAL,
) -> Group:
    """Return colour's shape: filled in the colour with a dark rim, or in its ink when drawn on the colour."""
    c = layout.colours[colour]
    if on_fill:
        style = Style(fill=paints.on(c.ink, c.fill), stroke=paints.colour(c.fill), width=0.2)
    else:
        style = Style(fill=c.fill, stroke=layout.style.ink, width=0.35)
    return mark(c.symbol, cx, cy, size, style, colour)


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
