"""111 Ants: card faces and the back, drawn in card coordinates (mm, origin at the trim corner)."""

from __future__ import annotations

from printkit.art import glyph
from printkit.component import Component
from printkit.fontmetrics import text_width
from printkit.games.ants111.schema import FIRST, Card, Layout
from printkit.games.ants111.turning import reads_as_another
from printkit.impose.cards import SheetSpec, impose
from printkit.ink import NORMAL, Paints
from printkit.layout.colours import mix
from printkit.layout.units import MM_PER_PT
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
from printkit.shapes import box, mark

FRAME = 2.6  # the coloured frame; it runs into the bleed so a slightly-off cut still looks framed
CORNER_PT = 17  # the corner number
MARK_MM = 6.4  # the band's shape under the corner number: over the 6 mm the kit promises
MARK_TOP = 12.6  # mm from the card's top edge to the band mark's box (under the corner number's underline)
JOKERS_TOP = MARK_TOP + MARK_MM * 1.25 + 1.0  # the corner's joker ants start under the tallest mark


def band_of(layout: Layout, number: int) -> int:
    """Return the index of the number's band (2-11 is 0, 12-21 is 1, ...)."""
    style = layout.style
    return ((number - 2) // style.band_size) % len(style.bands)


def band_colour(layout: Layout, number: int) -> str:
    """Return the colour of the number's band (2-11, 12-21, ...)."""
    return layout.style.bands[band_of(layout, number)]


def _ant(symbol_id: str, x: float, y: float, size: float, turn: float = 0.0) -> Use:
    k = size / 24.0
    return Use(symbol_id, compose(translate(x, y), rotate(turn, size / 2, size / 2), scale(k)))


def _underline(number: int, x: float, baseline: float, size: float, font: str, ink: str, anchor: str) -> Rect:
    """Return the bar under a number that reads as another card upside down (6 under 9)."""
    width = text_width(str(number), font, size)
    thick = max(0.5, size * MM_PER_PT * 0.06)
    left = x - width / 2 if anchor == "middle" else x
    return Rect(left, baseline + thick * 1.2, width, thick, Style(fill=ink))


def _corner(layout: Layout, card: Card, joker: str, turned: bool) -> list[Shape]:
    style = layout.style
    items: list[Shape] = [Text(4.6, 10.6, str(card.number), CORNER_PT, style.number_font, style.ink, id=None)]
    if turned:
        items.append(_underline(card.number, 4.6, 10.6, CORNER_PT, style.number_font, style.ink, "start"))
    band = band_of(layout, card.number)
    kind = style.band_marks[band]
    first, last = FIRST + band * style.band_size, FIRST + (band + 1) * style.band_size - 1
    width, _ = box(kind, MARK_MM)
    items.append(
        mark(
            kind,
            4.6 + width / 2,  # under the number, flush with it
            MARK_TOP + MARK_MM * 0.625,
            MARK_MM,
            Style(fill=style.bands[band], stroke=style.ink, width=0.35, join="round"),
            f"band {first}-{last}",
        )
    )
    for i in range(card.jokers):
        items.append(_ant(joker, 3.6, JOKERS_TOP + i * 5.0, 5.4))
    return items


def front(layout: Layout, card: Card, bleed: float, paints: Paints = NORMAL) -> tuple[Shape, ...]:
    """Return the face of one card: frame, corner indexes with the band's shape, big number, joker ants."""
    style, deck = layout.style, layout.deck
    w, h = deck.card_size
    band = band_colour(layout, card.number)
    joker = f"joker-{style.joker_ink.lstrip('#')}"
    inner = Style(fill=style.face)
    turned = reads_as_another(card.number, {c.number for c in deck.cards})
    items: list[Shape] = [
        Rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, paints.flood(Style(fill=band))),
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
    corner = _corner(layout, card, joker, turned)
    items.append(Group(tuple(corner)))
    items.append(Group(tuple(corner), rotate(180, w / 2, h / 2)))
    cx, cy = w / 2, h * 0.43
    items.append(Rect(cx - 19, cy - 17, 38, 34, Style(fill=mix(band, style.face, 0.82)), rx=17))
    size = 60 if card.number < 100 else 50
    baseline = cy + size * 0.72 * MM_PER_PT / 2
    items.append(
        Text(
            cx, baseline, str(card.number), size, style.number_font, style.ink, "middle", id=f"n{card.number}"
        )
    )
    if turned:
        items.append(_underline(card.number, cx, baseline, size, style.number_font, style.ink, "middle"))
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


def back_symbols(layout: Layout, bleed: float, paints: Paints = NORMAL) -> tuple[Symbol, Symbol]:
    """Return the one back every card shares, as a symbol drawn once (nothing on it tells the number),
    after the ant symbol its pattern repeats."""
    style, deck = layout.style, layout.deck
    w, h = deck.card_size
    back = style.back
    emblem = paints.on(style.back_emblem, back)
    ant = glyph("ant", paints.texture(style.back_pattern, back))
    items: list[Shape] = [Rect(0, 0, w + 2 * bleed, h + 2 * bleed, paints.flood(Style(fill=back)))]
    pattern: list[Shape] = []
    step_x, step_y = 10.5, 11.0
    for j in range(-1, int(h / step_y) + 2):
        for i in range(-1, int(w / step_x) + 2):
            x = i * step_x + (step_x / 2 if j % 2 else 0) - 2
            pattern.append(_ant(ant.id, x, j * step_y - 2, 7.0, 30 if (i + j) % 2 else -30))
    cx, cy = w / 2, h / 2
    pattern += [
        Rect(4, 4, w - 8, h - 8, Style(stroke=emblem, width=0.6), rx=deck.corner_radius),
        Rect(cx - 20, cy - 27, 40, 54, paints.flood(Style(fill=back, stroke=emblem, width=0.8)), rx=20),
        _inline_ant(emblem, cx - 11, cy - 13, 22),
        Text(cx, cy - 15.5, "111", 20, style.number_font, emblem, "middle"),
        Text(cx, cy + 19.5, "ANTS", 14, style.number_font, emblem, "middle"),
    ]
    items.append(Group(tuple(pattern), translate(bleed, bleed)))
    return ant, Symbol("card-back", w + 2 * bleed, h + 2 * bleed, tuple(items))


def build_cards(layout: Layout, spec: SheetSpec) -> Document:
    """Return the whole deck imposed on sheets, each sheet of fronts followed by its backs."""
    style = layout.style
    w, h = layout.deck.card_size
    cards = layout.deck.cards
    paints = Paints(spec.ink)
    fronts = [front(layout, c, spec.bleed, paints) for c in cards]
    pattern, back = back_symbols(layout, spec.bleed, paints)
    shared_back = (Use(back.id, translate(-spec.bleed, -spec.bleed)),)
    pages = impose(spec, w, h, fronts, [shared_back] * len(cards), "cards", where="deck.card_size")
    symbols = (glyph("ant", style.joker_ink, f"joker-{style.joker_ink.lstrip('#')}"), pattern, back)
    return Document(layout.title, tuple(pages), symbols, spec.print_duplex)


COMPONENTS = (
    Component(
        "cards", "the 110 numbered cards (2-111) with their shared back", build_cards, key="deck.card_size"
    ),
)
