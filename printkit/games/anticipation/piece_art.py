"""Loose pieces: ant fronts (colour and ant), backs (Queen segment and magnet mark), Water Barriers, die faces."""

from __future__ import annotations

from printkit.draw import dice
from printkit.draw.ink import NORMAL, Paints
from printkit.draw.scene import Circle, Line, Rect, Shape, Style, Text
from printkit.draw.shapes import mark_in_circle
from printkit.games.anticipation.schema import Layout
from printkit.games.anticipation.symbols import SEGMENT_ART, place, symbol_id
from printkit.layout.colours import legible_on, mix
from printkit.layout.words import say

BACK_PAPER = "#fffaf0"


def ant_front(
    layout: Layout, colour: str, uses: set[tuple[str, str]], bleed: float, paints: Paints = NORMAL
) -> tuple[Shape, ...]:
    """Return the colour side of an ant piece: its colour, and the colour's shape with an ant cut out of it."""
    c = layout.colours[colour]
    size = layout.pieces.size
    h = size / 2
    ink, ground = paints.on(c.ink, c.fill), paints.colour(c.fill)
    # The shape fills the circle that keeps the print's safe margin inside the cut.
    emblem, room = mark_in_circle(c.symbol, h, h, h - layout.print.safe_margin, Style(fill=ink), colour)
    ant = min(room * 1.75, size * 0.6)
    uses.add(("ant", ground))
    return (
        Circle(h, h, h + bleed, paints.flood(Style(fill=c.fill))),
        Circle(h, h, h - 0.9, Style(stroke=ink, width=0.3)),
        emblem,
        place(symbol_id("ant", ground), h - ant / 2, h - ant / 2, ant),
    )


def ant_back(
    layout: Layout, colour: str, back: str, uses: set[tuple[str, str]], bleed: float, paints: Paints = NORMAL
) -> tuple[Shape, ...]:
    """Return the hidden side of an ant piece: its Queen segment (art and number) and its magnet mark."""
    c = layout.colours[colour]
    style = layout.style
    size = layout.pieces.size
    h = size / 2
    seg, mark = int(back[0]), back[1]
    art = mix(c.fill, style.ink, 0.45)
    uses.add((SEGMENT_ART[seg], art))
    items: list[Shape] = [
        Circle(h, h, h + bleed, paints.flood(Style(fill=c.fill))),
        Circle(h, h, h - 1.3, Style(fill=BACK_PAPER)),
        place(symbol_id(SEGMENT_ART[seg], art), h - size * 0.25, h - size * 0.36, size * 0.5),
        Text(h - size * 0.19, h + size * 0.3, str(seg), 6, style.title_font, style.ink, "middle", id=None),
    ]
    mx, my, r = h + size * 0.19, h + size * 0.24, size * 0.1
    items.append(Circle(mx, my, r, Style(fill=style.ink)))
    bar = Style(stroke="#ffffff", width=0.45)
    items.append(Line(mx - r * 0.6, my, mx + r * 0.6, my, bar))
    if mark == "+":
        items.append(Line(mx, my - r * 0.6, mx, my + r * 0.6, bar))
    return tuple(items)


def barrier_face(
    layout: Layout, uses: set[tuple[str, str]], bleed: float, paints: Paints = NORMAL
) -> tuple[Shape, ...]:
    """Return a Water Barrier's face (both sides alike): water that no ant may cross."""
    style = layout.style
    size = layout.sizes.barrier
    ink = paints.on("#ffffff", style.water)
    uses.add(("water", ink))
    return (
        Rect(-bleed, -bleed, size + 2 * bleed, size + 2 * bleed, paints.flood(Style(fill=style.water))),
        Rect(0.8, 0.8, size - 1.6, size - 1.6, Style(stroke=ink, width=0.3), rx=1),
        place(symbol_id("water", ink), size * 0.24, size * 0.06, size * 0.52),
        Text(
            size / 2,
            size - 3.2,  # inside a print shop's 3 mm safe area
            say(layout.game, "BARRIER"),
            6,
            style.text_font,  # the bold word is wider than the 10 mm a 16 mm piece keeps inside its safe area
            legible_on(ink, paints.colour(style.water)),
            "middle",
        ),
    )


def die_face(layout: Layout, value: int) -> list[Shape]:
    """Return one die face with value pips, in an edge x edge box (the kits' one die style)."""
    return dice.die_face(layout.dice.edge, value, layout.style.ink)
