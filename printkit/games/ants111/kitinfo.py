"""111 Ants in the kit: what it holds, how each part is made, its score pad and tuck box, the cover art."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from printkit.draw.component import Component
from printkit.draw.impose.cards import SheetSpec
from printkit.draw.ink import NORMAL, Paints
from printkit.draw.vocab.component import BoardArt, TuckBoxArt, art_of
from printkit.games.ants111.record import HAND_SIZE, MIDDLE, TARGET
from printkit.games.ants111.schema import FIRST, Layout, rules_card_count
from printkit.games.definition import Claim, Item
from printkit.kit.docs.facts import most_seats
from printkit.layout.words import kit_languages

if TYPE_CHECKING:
    from printkit.draw.impose.tuckbox import TuckBox
    from printkit.draw.scene import Document, Shape

# The referee's seat check, the tuck box and the cover are imported where they are used: a build of
# the cards alone draws none of them, and they are a tenth of its start-up (bench/deck.py).

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
DRAWINGS: dict[str, Any] = {}  # the rules sheets' pictures are the layout's (kind: drawing)
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
    from printkit.games.ants111.player import check_seats

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


def _tuck_art(layout: Layout) -> TuckBoxArt:
    return art_of(layout, "tuckbox", TuckBoxArt)


def box_size(layout: Layout, spec: SheetSpec | None = None) -> TuckBox:
    """Return the tuck box that holds the whole deck and its rules cards, as this build's cards are thick."""
    from printkit.draw.vocab import tuckbox

    return tuckbox.box_of(layout, "tuckbox", _tuck_art(layout), spec.duplex if spec else "none")


def build_tuckbox(layout: Layout, spec: SheetSpec) -> Document:
    """Return the deck's tuck box, drawn from the layout's `components: tuckbox:`."""
    from printkit.draw.vocab import tuckbox

    return tuckbox.document(layout, "tuckbox", _tuck_art(layout), spec)


def build_scorepad(layout: Layout, spec: SheetSpec) -> Document:
    """Return a sheet of two score pads: a column per seat, a row per round, running totals."""
    from printkit.kit.docs.scorepad import scorepad_document

    return scorepad_document(layout, spec, PADS_PER_SHEET, TARGET, pad_seats(layout))


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
    """Return the cover picture, drawn from the layout's `components: cover:` (shapes, width, height in mm)."""
    from printkit.draw.vocab import board

    drawing = board.start(layout, "cover", art_of(layout, "cover", BoardArt), 0.0, paints)
    items, _ = board.picture(drawing)  # the cards' symbols are the deck's, in the kit with the cover
    return items, *drawing.size
