"""111 Ants in the kit: what it holds, how each part is made, its score pad and tuck box, the cover art."""

from __future__ import annotations

from collections.abc import Callable

from printkit.draw.art import glyph
from printkit.draw.component import Component
from printkit.draw.impose.cards import SheetSpec
from printkit.draw.impose.netsheet import impose_nets, plan_nets
from printkit.draw.impose.tuckbox import TuckBox, tuck_box, tuck_box_net, tuck_box_pieces
from printkit.draw.ink import NORMAL, Paints
from printkit.draw.scene import (
    Document,
    Group,
    Page,
    Rect,
    Shape,
    Style,
    Text,
    compose,
    rotate,
    scale,
    translate,
)
from printkit.games.ants111.aid_art import DRAWINGS
from printkit.games.ants111.components import front
from printkit.games.ants111.player import check_seats
from printkit.games.ants111.record import HAND_SIZE, MIDDLE, TARGET
from printkit.games.ants111.schema import FIRST, Layout
from printkit.games.definition import Claim, Item
from printkit.kit.docs.facts import most_seats
from printkit.layout.words import game_name, kit_languages

__all__ = [
    "AIDS",
    "COMPONENTS",
    "DRAWINGS",
    "KINDS",
    "box_size",
    "claims",
    "contents",
    "cover_art",
    "pad_seats",
    "seats",
    "values",
]

AIDS = True
KINDS = {"cards": "cards", "rules": "sheet", "aids": "aid-cards", "scorepad": "pad", "tuckbox": "tuck-box"}
PADS_PER_SHEET = 2


def values(layout: Layout, term: Callable[[str], str] = str) -> dict[str, str]:
    """Return the figures the words name: the target score, the hand size, the deck, the pool and the seats."""
    numbers = [c.number for c in layout.deck.cards]
    return {
        "target": str(TARGET),
        "hand_size": str(HAND_SIZE),
        "cards": str(len(numbers)),
        "lowest": str(min(numbers)),
        "highest": str(max(numbers)),
        "pool": str(MIDDLE),
        "fewest_jokers": str(min(c.jokers for c in layout.deck.cards)),
        "most_jokers": str(max(c.jokers for c in layout.deck.cards)),
        "band_size": str(layout.style.band_size),
        "bands": _first_bands(layout),
        "seats": str(seats(layout)),
    }


def claims(layout: Layout, term: Callable[[str], str] = str) -> list[Claim]:
    """Return the figures the words may state: the deck's size and its lowest and highest numbers."""
    numbers = [c.number for c in layout.deck.cards]
    return [
        Claim(r"\b(\d+) cards numbered\b", str(len(numbers)), "cards"),
        Claim(r"\bnumbered (\d+) to\b", str(min(numbers)), "lowest"),
        Claim(r"\bnumbered \d+ to (\d+)\b", str(max(numbers)), "highest"),
    ]


def _first_bands(layout: Layout) -> str:
    """Return the first two bands of numbers as the cards' frames group them: '2-11, 12-21'."""
    low, size = FIRST, layout.style.band_size  # where the card art starts its bands (components.band_of)
    return ", ".join(f"{low + k * size}-{low + (k + 1) * size - 1}" for k in range(2))


def seats(layout: Layout) -> int:
    """Return the most seats the deck deals to: the referee's seat check asked, a hand each and the pool."""
    deck = len(layout.deck.cards)
    names = [f"seat{k}" for k in range(64)]

    def accepts(n: int) -> bool:
        try:
            check_seats(tuple(names[:n]), deck)
        except ValueError:
            return False
        return True

    return most_seats(accepts, len(names))


def pad_seats(layout: Layout) -> int:
    """Return the score pad's columns: the layout's score_pad.seats, else every seat the deck deals to."""
    return layout.score_pad.seats or seats(layout)


def contents(layout: Layout) -> tuple[Item, ...]:
    """Return what the kit holds, counted from the layout the pages are drawn from."""
    cards = len(layout.deck.cards)
    return (
        Item(
            "cards",
            cards,
            f"numbered cards {min(c.number for c in layout.deck.cards)}-"
            f"{max(c.number for c in layout.deck.cards)} with one shared back",
        ),
        Item("aids", seats(layout) * len(kit_languages(layout.game)), "player aid cards"),
        Item(
            "scorepad",
            PADS_PER_SHEET,
            f"score pads ({pad_seats(layout)} players, {layout.score_pad.rounds} rounds)",
            r"pad-\d+",
        ),
        Item("tuckbox", 1, f"tuck box for the {cards} cards", r"tuckbox-1"),
        *(
            [
                Item(
                    "cards",
                    rules,
                    f"rules card{'s' if rules > 1 else ''} for the tuck box",
                    r"rules-front-\d+",
                )
            ]
            if (rules := rules_card_count(layout))
            else []
        ),
    )


def rules_card_count(layout: Layout) -> int:
    """Return the rules cards the deck's sheets carry: one for each language whose words have one."""
    return sum(1 for words in kit_languages(layout.game).values() if words.card is not None)


def card_thickness(layout: Layout, spec: SheetSpec | None = None) -> float:
    """Return one card's thickness as this build makes it: a gutterfold card is two layers glued."""
    t = layout.tuck_box
    return t.folded_thickness if spec is not None and spec.duplex == "gutterfold" else t.card_thickness


def box_size(layout: Layout, spec: SheetSpec | None = None) -> TuckBox:
    """Return the tuck box that holds the whole deck and its rules cards, as thick as this build's cards."""
    w, h = layout.deck.card_size
    t = layout.tuck_box
    count = len(layout.deck.cards) + rules_card_count(layout)
    return tuck_box(w, h, count, card_thickness(layout, spec), t.clearance)


def _box_art(layout: Layout, box: TuckBox, paints: Paints, count: str) -> dict[str, list[Shape]]:
    style = layout.style
    w, h, d = box.width, box.height, box.depth
    gold, ground = paints.on(style.back_emblem, style.back), style.back
    ant = glyph("ant", gold)

    def panel(pw: float, ph: float) -> Rect:
        return Rect(0, 0, pw, ph, paints.flood(Style(fill=ground)))

    def ant_at(x: float, y: float, size: float) -> Group:
        return Group(ant.items, compose(translate(x, y), scale(size / 24.0)))

    name = game_name(layout)  # the kit's language's (an English or a two-language kit: the title)
    big, _, small = name.partition(" ")  # "111" over "ANTS", as on the card backs
    title: list[Shape] = [
        Text(w / 2, h * 0.34, big, 30, style.number_font, gold, "middle"),
        Text(w / 2, h * 0.34 + 10, small.upper(), 18, style.number_font, gold, "middle"),
        ant_at(w / 2 - 12, h * 0.5, 24),
        Text(w / 2, h - 8, count, 8, style.text_font, gold, "middle"),
    ]
    side: list[Shape] = [panel(d, h)]
    side.append(
        Group(
            (Text(0, 0, f"{name.upper()} \u2014 {count}", 9, style.number_font, gold, "middle"),),
            compose(translate(d / 2 + 1.2, h / 2), rotate(-90)),
        )
    )
    return {
        "front": [panel(w, h), *title],
        "back": [panel(w, h), *title],
        "side": side,
        "lid": [panel(w, d), Text(w / 2, d / 2 + 2, name.upper(), 12, style.number_font, gold, "middle")],
    }


def build_tuckbox(layout: Layout, spec: SheetSpec) -> Document:
    """Return the deck's tuck box: one net when it fits the paper (landscape if need be), else two pieces."""
    box = box_size(layout, spec)
    art = _box_art(layout, box, Paints(spec.ink), spec.say(f"{len(layout.deck.cards)} cards"))
    whole = tuck_box_net(box, art)
    w, h = layout.deck.card_size
    made = " (gutterfold: two layers)" if spec.duplex == "gutterfold" else ""
    caption = (
        f"tuck box: {len(layout.deck.cards)} cards of {w:g} x {h:g} mm, "
        f"{card_thickness(layout, spec):g} mm thick{made}"
    )
    if plan_nets(spec, [whole], [caption]) is not None:
        nets, captions = [whole], [caption]
    else:
        nets, captions = (
            list(tuck_box_pieces(box, art)),
            [f"{caption} (piece 1 of 2)", f"{caption} (piece 2 of 2)"],
        )
    pages = impose_nets(spec, nets, captions, "tuck box")
    pages = [_tag(p, "tuckbox-1") for p in pages]
    return Document(layout.title, tuple(pages))


def _tag(page: Page, pid: str) -> Page:
    from dataclasses import replace

    return replace(page, items=(Group(page.items, id=pid),))


def build_scorepad(layout: Layout, spec: SheetSpec) -> Document:
    """Return a sheet of two score pads: a column per seat, a row per round, running totals."""
    from printkit.kit.docs.scorepad import scorepad_page

    return Document(layout.title, (scorepad_page(layout, spec, PADS_PER_SHEET, TARGET, pad_seats(layout)),))


COMPONENTS = (
    Component(
        "scorepad", "a sheet of two score pads (seats x rounds, running totals to the target)", build_scorepad
    ),
    Component(
        "tuckbox",
        "a tuck box for the deck, sized from the card size, count and thickness",
        build_tuckbox,
        key="deck.card_size",  # a box too big for the paper is the cards' size to blame
    ),
)


def cover_art(layout: Layout, paints: Paints = NORMAL) -> tuple[list[Shape], float, float]:
    """Return the cover picture: a fan of five cards (shapes, width, height in mm)."""
    w, h = layout.deck.card_size
    pick = [c for c in layout.deck.cards if c.number in (7, 36, 60, 99, 111)]
    items: list[Shape] = []
    k = 0.62
    for i, card in enumerate(pick):
        turn = (i - 2) * 11
        m = compose(translate(70, 78), rotate(turn), translate(-w * k / 2, -h * k - 10), scale(k))
        items.append(Group(front(layout, card, 0.0, paints), m))
    return items, 140.0, 92.0
