"""111 Ants: card faces and the back, drawn from the layout's `components: cards:` (printkit/draw/vocab/)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from printkit.draw.component import Component
from printkit.draw.impose.cards import SheetSpec
from printkit.draw.ink import NORMAL, Paints
from printkit.draw.vocab import cards
from printkit.draw.vocab.component import CardsArt, art_of
from printkit.games.ants111.schema import Card, Layout
from printkit.kit.docs.aids import rules_cards

if TYPE_CHECKING:
    from printkit.draw.scene import Document, Shape, Symbol

if TYPE_CHECKING:
    from printkit.games.definition import KitFacts


def band_of(layout: Layout, number: int) -> int:
    """Return the index of the number's band (2-11 is 0, 12-21 is 1, ...)."""
    style = layout.style
    return ((number - layout.deck.cards[0].number) // style.band_size) % len(style.bands)


def band_colour(layout: Layout, number: int) -> str:
    """Return the colour of the number's band (2-11, 12-21, ...)."""
    return layout.style.bands[band_of(layout, number)]


def front(layout: Layout, card: Card, bleed: float, paints: Paints = NORMAL) -> tuple[Shape, ...]:
    """Return the face of one card."""
    drawing = cards.start(layout, "cards", art_of(layout, "cards", CardsArt), bleed, paints)
    return cards.front(drawing, {"card": card}, layout.deck.cards.index(card))


def back_symbols(layout: Layout, bleed: float, paints: Paints = NORMAL) -> tuple[Symbol, ...]:
    """Return the one back every card shares, as a symbol, after the symbols it places."""
    drawing = cards.start(layout, "cards", art_of(layout, "cards", CardsArt), bleed, paints)
    back = cards.back(drawing)
    assert back is not None
    return (*(drawing.drawer.symbols[name] for name in sorted(drawing.drawer.used)), back)


def build_cards(facts: KitFacts, layout: Layout, spec: SheetSpec) -> Document:
    """Return the whole deck imposed on sheets, each sheet of fronts followed by its backs, the rules card
    and spares (set from the words with the game's kit facts) on the last sheet."""
    w, h = layout.deck.card_size
    paints = Paints(spec.ink)
    rules = rules_cards(layout, facts, (w, h), spec.bleed, paints, "deck.card_size")  # in the tuck box too
    spares = rules_cards(layout, facts, (w, h), spec.bleed, paints, "deck.card_size", which="spare")
    return cards.document(
        layout, "cards", art_of(layout, "cards", CardsArt), spec, "deck.card_size", rules, spares
    )


def components_of(facts: KitFacts) -> tuple[Component, ...]:
    """Return the game's own components, drawn with its kit facts (kitinfo.py, which imports this module)."""
    return (
        Component(
            "cards",
            "the 110 numbered cards (2-111) with their shared back",
            partial(build_cards, facts),
            key="deck.card_size",
        ),
    )
