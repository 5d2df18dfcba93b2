"""Anticipation in the kit: what it holds, how each part is made, the figures its words name, the cover art."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from printkit.draw.ink import NORMAL, Paints
from printkit.draw.vocab import board
from printkit.draw.vocab.component import BoardArt, art_of
from printkit.games.anticipation.schema import COLOURS, Layout
from printkit.games.definition import Claim, Item
from printkit.kit.docs.facts import BOARD
from printkit.layout.partwords import part_words
from printkit.layout.words import kit_languages

if TYPE_CHECKING:
    from printkit.draw.scene import Shape

AIDS = False  # its own aids component: a card per colour with the colour's back (words: aid:)
GAME = "anticipation"
KINDS = {
    "board": "board",
    "nests": "board",
    "pieces": "tokens",
    "dice": "nets",
    "aids": "aid-cards",
    "rules": "sheet",
    "trays": "trays",
    "stands": "nets",
    "box": "nets",
}
DRAWINGS: dict[str, Any] = {}
COMPONENTS = ()


def claims(layout: Layout, term: Callable[[str], str] = str) -> list[Claim]:
    """Return the figures the words may state: the pieces, in all and per colour."""
    per = len(layout.pieces.backs)
    return [
        Claim(r"\b(\d+) ant pieces\b", str(per * len(COLOURS)), "pieces"),
        Claim(r"\b(\d+) each of\b", str(per), "per_colour"),
    ]


def seats(layout: Layout) -> int:
    """Return the most players: one per colour."""
    return len(COLOURS)


def values(layout: Layout, term: Callable[[str], str] = str) -> dict[str, str]:
    """Return the figures and phrases the words name: how the magnet marks decide, how START counts, the Barriers, claims."""
    rules = layout.rules
    attract = "different marks attract" if rules.magnetism == "opposite-attract" else "equal marks attract"
    start = (
        "the START square is the first square you count"
        if rules.start_square_counts
        else "stand on START and count the whole throw from there"
    )
    aid_start = (
        "START is the first square you count" if rules.start_square_counts else "stand on START, then count"
    )
    barrier_when = (
        "before or after moving, even at the turn's end"
        if rules.barrier_timing == "turn"
        else "before or after moving"
    )
    barrier_shut = "never close both entrances of a nest" + (
        " or cut an ant off from its nest" if rules.barrier_access == "ants" else ""
    )
    return {  # the phrases are English; term says them in the sheet's language (its words' terms)
        "attract": term(attract),
        "start": term(start),
        "aid_start": term(aid_start),
        "barrier_when": term(barrier_when),
        "barrier_shut": term(barrier_shut),
        "claims": term("takes" if rules.claim == "automatic" else "may claim"),
        "pieces": str(len(layout.pieces.backs) * len(COLOURS)),
        "per_colour": str(len(layout.pieces.backs)),
        "seats": str(seats(layout)),
        "spaces": str(len(layout.nest.spaces)),
        "segments": str(len(layout.pieces.segments)),
        "segment_names": ", ".join(f"{k} {term(v)}" for k, v in sorted(layout.pieces.segments.items())),
        "colours": ", ".join(term(c) for c in COLOURS[:-1]) + f" {term('and')} " + term(COLOURS[-1]),
        "colour_shapes": ", ".join(f"{term(c)} {term(layout.colours[c].symbol)}" for c in COLOURS),
    }


def latin(layout: Layout) -> set[str]:
    """Return the Latin words a Korean page prints: the squares' names and the entrance squares' kinds, as the board prints them."""
    return set(layout.board.squares) | {"START", "FINISH"}


def contents(layout: Layout) -> tuple[Item, ...]:
    """Return what the kit holds, counted from the layout the pages are drawn from."""
    per = len(layout.pieces.backs)
    return (
        Item("board", 1, "board: ring, spokes, Ante-chamber and four nests, to glue together", BOARD),
        Item(
            "nests",
            len(COLOURS),
            "nest boards, one per colour, to keep your nest in front of you if you like "
            "(the board's own nests play the same)",
            BOARD,
        ),
        Item("pieces", per * len(COLOURS), f"ant pieces, {per} of each colour, double-sided"),
        Item("pieces", 2, "Water Barriers", r"barrier-front-\d+"),
        Item("dice", 2, "dice to fold", r"net-\d+"),
        Item("aids", len(COLOURS) * len(kit_languages(layout.game)), "player aid cards, one per colour"),
        Item(
            "trays",
            len(COLOURS),
            part_words(GAME, "trays_item", spaces=str(len(layout.nest.spaces))),
            r"tray-\w+",
        ),
        Item("stands", 2, part_words(GAME, "stands_item"), r"stand-\d"),
        Item("box", 1, part_words(GAME, "box_item"), r"box-tray"),
    )


def cover_art(layout: Layout, paints: Paints = NORMAL) -> tuple[list[Shape], float, float]:
    """Return the cover picture, drawn from the layout's `components: cover:` (shapes, width, height in mm)."""
    drawing = board.start(layout, "cover", art_of(layout, "cover", BoardArt), 0.0, paints)
    items, _ = board.picture(drawing)  # its symbols are the board's, in the kit with the cover
    return items, *drawing.size
