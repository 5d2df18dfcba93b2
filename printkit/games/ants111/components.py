"""111 Ants: card faces and the back, drawn in card coordinates (mm, origin at the trim corner)."""

from __future__ import annotations

from printkit.art import glyph
from printkit.games.ants111.schema import Card, Layout
from printkit.impose.cards import SheetSpec, impose
from printkit.kit import Component
from printkit.layout.colours import mix
from printkit.scene import (
    Document,
    Group,
    Line,
    Rect,
    Shape,
    Style,
    Symbol,
    Text,
    Use,
    compose,
    rotate,
    scale,
    translate,
)

FRAME = 2.6  # the coloured frame; it runs into the bleed so a slightly-off cut still looks framed


def band_colour(layout: Layout, number: int) -> str:
    """Return the colour of the number's band (2-11, 12-21, ...)."""
    style = layout.style
    return style.bands[((number - 2) // style.band_size) % len(style.bands)]


def _ant(symbol_id: str, x: float, y: float, size: float, turn: float = 0.0) -> Use:
    k = size / 24.0
    return Use(symbol_id, compose(translate(x, y), rotate(turn, size / 2, size / 2), scale(k)))


def _corner(layout: Layout, card: Card, joker: str) -> list[Shape]:
    style = layout.style
    items: list[Shape] = [Text(4.6, 10.6, str(card.number), 17, style.number_font, style.ink, id=None)]
    for i in range(card.jokers):
        items.append(_ant(joker, 3.6, 12.4 + i * 5.0, 5.4))
    return items


def front(layout: Layout, card: Card, bleed: float) -> tuple[Shape, ...]:
    """Return the face of one card: frame, corner indexes, big number, joker ants."""
    style, deck = layout.style, layout.deck
    w, h = deck.card_size
    band = band_colour(layout, card.number)
    joker = f"joker-{style.joker_ink.lstrip('#')}"
    inner = Style(fill=style.face)
    items: list[Shape] = [
        Rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, Style(fill=band)),
        Rect(FRAME, FRAME, w - 2 * FRAME, h - 2 * FRAME, inner, rx=max(0.0, deck.corner_radius - 0.6)),
        Rect(
            FRAME + 1.2,
            FRAME + 1.2,
            w - 2 * FRAME - 2.4,
            h - 2 * FRAME - 2.4,
            Style(stroke=mix(band, style.face, 0.45), width=0.35),
            rx=max(0.0, deck.corner_radius - 1.2),
        ),
    ]
    corner = _corner(layout, card, joker)
    items.append(Group(tuple(corner)))
    items.append(Group(tuple(corner), rotate(180, w / 2, h / 2)))
    cx, cy = w / 2, h * 0.43
    items.append(Rect(cx - 19, cy - 17, 38, 34, Style(fill=mix(band, style.face, 0.82)), rx=17))
    size = 60 if card.number < 100 else 50
    items.append(
        Text(
            cx,
            cy + size * 0.72 * 25.4 / 72 / 2,
            str(card.number),
            size,
            style.number_font,
            style.ink,
            "middle",
            id=f"n{card.number}",
        )
    )
    items.append(Line(cx - 16, h * 0.66, cx + 16, h * 0.66, Style(stroke=band, width=0.5)))
    ant, gap = 9.0, 1.4
    row = card.jokers * ant + (card.jokers - 1) * gap
    for i in range(card.jokers):
        items.append(_ant(joker, cx - row / 2 + i * (ant + gap), h * 0.69, ant))
    return tuple(items)


def _inline_ant(colour: str, x: float, y: float, size: float, turn: float = 0.0) -> Group:
    k = size / 24.0
    art = glyph("ant", colour)
    return Group(art.items, compose(translate(x, y), rotate(turn, size / 2, size / 2), scale(k)))


def back_symbol(layout: Layout, bleed: float) -> Symbol:
    """Return the one back every card shares, as a symbol drawn once: nothing on it tells the number."""
    style, deck = layout.style, layout.deck
    w, h = deck.card_size
    items: list[Shape] = [Rect(0, 0, w + 2 * bleed, h + 2 * bleed, Style(fill=style.back))]
    pattern: list[Shape] = []
    step_x, step_y = 10.5, 11.0
    for j in range(-1, int(h / step_y) + 2):
        for i in range(-1, int(w / step_x) + 2):
            x = i * step_x + (step_x / 2 if j % 2 else 0) - 2
            pattern.append(
                _inline_ant(style.back_pattern, x, j * step_y - 2, 7.0, 30 if (i + j) % 2 else -30)
            )
    cx, cy = w / 2, h / 2
    pattern += [
        Rect(4, 4, w - 8, h - 8, Style(stroke=style.back_emblem, width=0.6), rx=deck.corner_radius),
        Rect(cx - 20, cy - 27, 40, 54, Style(fill=style.back, stroke=style.back_emblem, width=0.8), rx=20),
        _inline_ant(style.back_emblem, cx - 11, cy - 13, 22),
        Text(cx, cy - 15.5, "111", 20, style.number_font, style.back_emblem, "middle"),
        Text(cx, cy + 19.5, "ANTS", 14, style.number_font, style.back_emblem, "middle"),
    ]
    items.append(Group(tuple(pattern), translate(bleed, bleed)))
    return Symbol("card-back", w + 2 * bleed, h + 2 * bleed, tuple(items))


def build_cards(layout: Layout, spec: SheetSpec) -> Document:
    """Return the whole deck imposed on sheets, each sheet of fronts followed by its backs."""
    style = layout.style
    w, h = layout.deck.card_size
    cards = layout.deck.cards
    fronts = [front(layout, c, spec.bleed) for c in cards]
    back = back_symbol(layout, spec.bleed)
    shared_back = (Use(back.id, translate(-spec.bleed, -spec.bleed)),)
    pages = impose(spec, w, h, fronts, [shared_back] * len(cards), "cards", where="deck.card_size")
    symbols = (glyph("ant", style.joker_ink, f"joker-{style.joker_ink.lstrip('#')}"), back)
    duplex = spec.duplex if spec.duplex in ("long-edge", "short-edge") else "none"
    return Document(layout.title, tuple(pages), symbols, duplex)


COMPONENTS = (
    Component(
        "cards", "the 110 numbered cards (2-111) with their shared back", build_cards, key="deck.card_size"
    ),
)
