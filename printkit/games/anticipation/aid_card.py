"""The player aid: a card per colour summarising a turn, drawn in card coordinates (mm)."""

from __future__ import annotations

from printkit.games.anticipation.schema import Layout
from printkit.games.anticipation.symbols import MARK_MM, colour_mark, place, symbol_id
from printkit.ink import NORMAL, Paints
from printkit.scene import Rect, Shape, Style, Text
from printkit.textflow import Face, TextStyle, set_line, wrap

BODY_PT = 6.5
LEAD = 2.9  # mm between lines of body text


def aid_sections(layout: Layout) -> list[tuple[str, str]]:
    """Return the aid's headings and texts (worded after the layout's rule options)."""
    attract = (
        "different marks attract" if layout.rules.magnetism == "opposite-attract" else "equal marks attract"
    )
    first = (
        "START is the first square you count"
        if layout.rules.start_square_counts
        else "stand on START, then count"
    )
    rules = layout.rules
    when = (
        "before or after moving, even at the turn's end"
        if rules.barrier_timing == "turn"
        else "before or after moving"
    )
    shut = "never close both entrances of a nest" + (
        " or cut an ant off from its nest" if rules.barrier_access == "ants" else ""
    )
    claims = "takes" if rules.claim == "automatic" else "may claim"
    return [
        (
            "Your turn",
            "Throw both dice. Use them one way: two ants, one die each; one ant the total, "
            "one way only; or one ant out by one die and back by the other.",
        ),
        ("Leaving the nest", f"Count from either START square ({first})."),
        (
            "Capture",
            f"Land exactly on an opponent. Look at both top pieces' backs: {attract} (you "
            "capture); otherwise you are captured. Passing over never captures. Never share "
            "a square with your own colour, except in a stack.",
        ),
        (
            "Home",
            "An exact throw onto your FINISH brings a stack in. Your own ants back to any free nest spaces; "
            "captives onto your Queen; spares to their waiting box. Your own colour on your Queen: "
            "you lose the whole Queen.",
        ),
        (
            "Doubles",
            f"Throw again, and put or move one Water Barrier, {when}. No ant crosses a Barrier; {shut}.",
        ),
        (
            "Ante-chamber",
            f"An ant on a coloured corner {claims} the waiting ants of that colour, now and later.",
        ),
        (
            "No ants left?",
            "Name two numbers, then throw: a total that hits frees your waiting ants and you move. "
            "After three misses they come home anyway.",
        ),
        (
            "Two players",
            "Two opposite colours each. No capturing your partner colour; it goes to the "
            "Ante-chamber if you bring it home. Win with two Queens, one in each nest, "
            "from your opponent's colours.",
        ),
        ("Winning", "The first complete Queen wins (two Queens with two players)."),
    ]


def aid_front(
    layout: Layout, colour: str, uses: set[tuple[str, str]], bleed: float, paints: Paints = NORMAL
) -> tuple[Shape, ...]:
    """Return the aid card's face for colour: the colour band and the turn in brief."""
    style, c = layout.style, layout.colours[colour]
    w, h = layout.sizes.aid_card
    ink = paints.on(c.ink, c.fill)
    inset = layout.print.safe_margin + MARK_MM / 2
    items: list[Shape] = [
        Rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, paints.flood(Style(fill=c.fill))),
        Rect(3, 15, w - 6, h - 18, Style(fill="#fffdf6"), rx=2),
        Text(w / 2, 10, f"ANTICIPATION \u2014 {colour.upper()}", 10, style.title_font, ink, "middle"),
        colour_mark(layout, colour, inset + 0.8, 7.6, on_fill=True, paints=paints),
        colour_mark(layout, colour, w - inset - 0.8, 7.6, on_fill=True, paints=paints),
    ]
    body = TextStyle(Face(style.text_font, style.title_font), BODY_PT, LEAD, style.ink)
    y = 20.5
    for head, text in aid_sections(layout):
        items.append(Text(6, y, head, 7.2, style.title_font, style.ink, id=None))
        y += LEAD + 0.3
        for line in wrap(text, w - 12, body):
            items += set_line(line, 6, y, body)
            y += LEAD
        y += 1.2
    return tuple(items)


def aid_back(
    layout: Layout, colour: str, uses: set[tuple[str, str]], bleed: float, paints: Paints = NORMAL
) -> tuple[Shape, ...]:
    """Return the aid card's back: the colour, its shape and an ant."""
    style, c = layout.style, layout.colours[colour]
    w, h = layout.sizes.aid_card
    ink = paints.on(c.ink, c.fill)
    uses.add(("ant", ink))
    return (
        Rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, paints.flood(Style(fill=c.fill))),
        Rect(5, 5, w - 10, h - 10, Style(stroke=ink, width=0.5), rx=3),
        place(symbol_id("ant", ink), w / 2 - 20, h / 2 - 30, 40),
        colour_mark(layout, colour, w / 2, h / 2 + 22, 14, on_fill=True, paints=paints),
        Text(w / 2, h - 16, "ANTICIPATION", 14, style.title_font, ink, "middle"),
        Text(w / 2, h - 10, f"{colour} player aid", 8, style.text_font, ink, "middle"),
    )
