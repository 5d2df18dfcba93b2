"""A nest drawn upright for its player: 14 numbered spaces and the Queen Ant outline of 7 segments."""

from __future__ import annotations

from printkit.draw.fontmetrics import text_width
from printkit.draw.ink import NORMAL, Paints
from printkit.draw.scene import Circle, Ellipse, Group, Rect, Shape, Style, Text, compose, rotate, translate
from printkit.games.anticipation.schema import SEGMENT_ART, Layout
from printkit.games.anticipation.symbols import MARK_MM, colour_mark, place, symbol_id
from printkit.layout.colours import mix, with_lightness
from printkit.layout.words import say

FRAME = 2.4  # mm: the coloured rim round a nest


def nest_size(layout: Layout, colour: str) -> tuple[float, float]:
    """Return a nest's width and height in mm."""
    _, _, w, h = layout.board.nests[colour].box
    return w * layout.board.pitch, h * layout.board.pitch


def nest_items(
    layout: Layout, colour: str, uses: set[tuple[str, str]], paints: Paints = NORMAL
) -> list[Shape]:
    """Return a nest in its own mm coordinates (top-left at 0, 0), upright for its player."""
    style, c = layout.style, layout.colours[colour]
    u = layout.board.pitch
    w, h = nest_size(layout, colour)
    r = layout.nest.slot * u / 2
    items: list[Shape] = [
        Rect(0, 0, w, h, paints.flood(Style(fill=c.fill)), rx=5),
        Rect(FRAME, FRAME, w - 2 * FRAME, h - 2 * FRAME, Style(fill=paints.ground(c.light)), rx=3.5),
    ]
    # A plain floor: a pattern under the 14 spaces and the title peeked out round their edges.
    items += _queen(layout, colour, uses, r)
    for k, (x, y) in enumerate(layout.nest.spaces, 1):
        cx, cy = x * u, y * u
        items.append(Circle(cx, cy, r, Style(fill="#ffffff", stroke=c.fill, width=0.7)))
        items.append(
            Text(
                cx,
                cy + 2.6,
                str(k),
                10,
                layout.style.title_font,
                with_lightness(c.fill, 45),
                "middle",
                id=f"space-{colour}-{k}",
            )
        )
    name = say(layout.game, f"{colour.upper()} NEST")
    base = h - 0.45 * u
    items.append(
        Text(w / 2, base, name, 15, style.title_font, style.ink, "middle", id=f"nest-title-{colour}")
    )
    half = text_width(name, style.title_font, 15) / 2 + 7
    items.append(colour_mark(layout, colour, w / 2 - half, base - 1.9, MARK_MM))
    items.append(colour_mark(layout, colour, w / 2 + half, base - 1.9, MARK_MM))
    return items


def _queen(layout: Layout, colour: str, uses: set[tuple[str, str]], r: float) -> list[Shape]:
    style, c = layout.style, layout.colours[colour]
    u = layout.board.pitch
    q = {k: (x * u, y * u) for k, (x, y) in layout.nest.queen.items()}
    body = Style(fill=with_lightness(c.fill, 80, 30))
    hx, hy = q[2]
    _ax, ay = q[7]
    items: list[Shape] = [Ellipse(hx, (hy + ay) / 2, r * 1.05, (ay - hy) / 2 + r * 1.05, body)]
    for k in (4, 5):
        wx, wy = q[k]
        items.append(Ellipse(wx, wy, r * 1.05, r * 0.95, body))
    ink = with_lightness(c.fill, 32)
    # Dotted, not dashed: a dashed line in the kit means fold here.
    slot = Style(fill=mix(c.light, "#ffffff", 0.55), stroke=ink, width=0.6, dash=(0.01, 1.1), cap="round")
    for k, (x, y) in sorted(q.items()):
        items.append(Circle(x, y, r, slot))
        tone = with_lightness(c.fill, 40)
        art = symbol_id(SEGMENT_ART[k], tone)
        uses.add((SEGMENT_ART[k], tone))
        items.append(place(art, x - r * 0.62, y - r * 0.72, r * 1.24))
        # The number under the segment's art, inside its outline (not on it).
        items.append(Text(x, y + r * 0.86, str(k), 6.5, style.title_font, ink, "middle"))
    items.append(
        Text(
            hx,
            ay + r + 4.2,
            say(layout.game, "QUEEN ANT \u2014 build her from 7 captured segments"),
            6.2,
            style.text_font,
            style.ink,
            "middle",
        )
    )
    return items


def placed_nest(layout: Layout, colour: str, uses: set[tuple[str, str]], paints: Paints = NORMAL) -> Group:
    """Return the nest placed on the board (board mm), turned to face its player."""
    nest = layout.board.nests[colour]
    u = layout.board.pitch
    w, h = nest_size(layout, colour)
    m = compose(translate(nest.box[0] * u, nest.box[1] * u), rotate(nest.turn, w / 2, h / 2))
    return Group(tuple(nest_items(layout, colour, uses, paints)), m, id=f"nest-{colour}")
