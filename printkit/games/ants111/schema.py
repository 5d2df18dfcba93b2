"""The 111 Ants layout: the deck's data (numbers and joker counts) and its look."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, ClassVar, Literal

from printkit.draw.vocab.component import AnyArt, BoardArt, CardsArt, TuckBoxArt, require_art
from printkit.draw.vocab.elements import Items
from printkit.games.ants111.options import RuleOptions
from printkit.games.ants111.runs import runs_by_value
from printkit.games.definition import LayoutParts
from printkit.layout.colours import Colour
from printkit.layout.common import LayoutFields, check_file_prefix
from printkit.layout.fonts import Font
from printkit.layout.marks import Kind
from printkit.layout.schema import Invalid
from printkit.layout.units import Length

FIRST, LAST = 2, 111


@dataclass(frozen=True)
class Card:
    """One card: its number and how many joker ants it shows."""

    number: int
    jokers: int


@dataclass(frozen=True)
class Deck:
    """The 110 numbered cards and their size."""

    card_size: tuple[Length, Length] = field(metadata={"gt": 0, "max": 300})
    jokers: dict[int, int] = field(metadata={"min": 1, "max": 4, "max_items": 200})
    total_jokers: int = field(metadata={"min": 0, "max": 440})
    corner_radius: Length = field(default=3.0, metadata={"min": 0, "max": 20})
    copies: int = field(default=1, metadata={"min": 1, "max": 20})

    __json_extras__ = ("cards",)  # `printkit inspect` lists every card with number and jokers

    @cached_property  # every card's drawing asks for the deck (which numbers read as another)
    def cards(self) -> tuple[Card, ...]:
        """Every card in number order, repeated `copies` times."""
        one = tuple(Card(n, self.jokers[n]) for n in sorted(self.jokers))
        return one * self.copies

    def validate(self) -> None:
        numbers = set(self.jokers)
        expected = set(range(FIRST, LAST + 1))
        if numbers != expected:
            missing = sorted(expected - numbers)[:5]
            extra = sorted(numbers - expected)[:5]
            raise Invalid(
                f"the deck needs each number {FIRST}-{LAST} once; missing {missing}, not allowed {extra}",
                key="jokers",
            )
        used = set(self.jokers.values())
        if used != {1, 2, 3, 4}:
            raise Invalid(f"every joker count 1-4 must be used; used {sorted(used)}", key="jokers")
        total = sum(self.jokers.values())
        if total != self.total_jokers:
            raise Invalid(f"the joker counts add up to {total}, not {self.total_jokers}", key="total_jokers")


@dataclass(frozen=True)
class Style:
    """Colours and fonts of the faces and the back."""

    number_font: Font = "Vera-Bold"
    text_font: Font = "Vera"
    face: Colour = "#fbf6ea"
    ink: Colour = "#2b1d14"
    joker_ink: Colour = "#2b1d14"
    bands: tuple[Colour, ...] = field(default=("#b5442c",), metadata={"min_items": 1, "max_items": 20})
    # Each band's shape (printkit.draw.shapes), printed beside the corner number: the band told without its hue.
    band_marks: tuple[Kind, ...] = field(default=("circle",), metadata={"min_items": 1, "max_items": 20})
    back: Colour = "#3b2a1e"
    back_pattern: Colour = "#55402e"
    back_emblem: Colour = "#e9c46a"
    band_size: int = field(default=10, metadata={"min": 1, "max": 110})

    def validate(self) -> None:
        if len(self.band_marks) != len(self.bands):
            raise Invalid(
                f"each of the {len(self.bands)} bands needs a mark; found {len(self.band_marks)}",
                key="band_marks",
            )
        if len(set(self.band_marks)) != len(self.band_marks):
            raise Invalid("each band needs a mark of its own", key="band_marks")


@dataclass(frozen=True)
class TuckBoxSize:
    """The deck's tuck box: one card's thickness (a 300 g/m2 print is about 0.3 mm), a gutterfold card's, and the play."""

    card_thickness: Length = field(default=0.3, metadata={"gt": 0, "max": 3})
    folded_thickness: Length = field(default=0.35, metadata={"gt": 0, "max": 3})  # two layers glued
    clearance: Length = field(default=1.5, metadata={"min": 0, "max": 10})


@dataclass(frozen=True)
class ScorePad:
    """The score pad: seat columns and round rows on each of the two pads a sheet holds."""

    seats: int | None = field(default=None, metadata={"min": 2, "max": 8})  # None: every seat the deck deals
    rounds: int = field(default=10, metadata={"min": 3, "max": 16})


@dataclass(frozen=True, kw_only=True)
class Layout(LayoutFields):
    """layouts/111-ants.yaml."""

    game: Literal["111-ants"]
    deck: Deck
    file_prefix: str = "111-ants"
    style: Style = Style()
    rules: RuleOptions = RuleOptions()
    tuck_box: TuckBoxSize = TuckBoxSize()
    score_pad: ScorePad = ScorePad()
    # the art (printkit/draw/vocab/), and the parts every component may use
    components: dict[str, AnyArt] = field(default_factory=dict)
    parts: dict[str, Items] = field(default_factory=dict)

    # The facts the art asks for by name (printkit/draw/vocab/): each called with the layout first.
    __art_functions__: ClassVar[dict[str, Callable[..., Any]]] = {
        "turned": lambda layout, n: turned(layout, n),
        "rules_cards": lambda layout: rules_card_count(layout),
        # runs(hand): the hand's sorted runs, the most valuable first (start, cards, jokers, value)
        "runs": lambda layout, hand: runs_by_value(hand, layout.deck.jokers),
    }

    __placed_art__: ClassVar[dict[str, tuple[type, str]]] = {  # placed by components.py and kitinfo.py
        "cards": (CardsArt, "the deck's"),
        "tuckbox": (TuckBoxArt, "the tuck box's"),
        "cover": (BoardArt, "the cover's"),
    }

    def validate(self) -> None:
        check_file_prefix(self.file_prefix)
        w, h = self.deck.card_size
        if 2 * self.print.safe_margin >= min(w, h):
            raise Invalid("print.safe_margin leaves no room on the card", key="print")
        require_art(self.components, self.__placed_art__)


def turned(layout: Layout, number: int) -> bool:
    """Return whether a card's number reads as another card of the deck upside down (so it is underlined)."""
    from printkit.games.ants111.turning import reads_as_another

    return reads_as_another(number, {c.number for c in layout.deck.cards})


LAYOUT: LayoutParts[Layout, RuleOptions] = LayoutParts(Layout, RuleOptions)  # the game's data types


def rules_card_count(layout: Layout) -> int:
    """Return the rules cards the deck's sheets carry: one for each language of the kit whose words have one."""
    from printkit.layout.words import kit_languages

    return sum(1 for words in kit_languages(layout.game).values() if words.card is not None)
