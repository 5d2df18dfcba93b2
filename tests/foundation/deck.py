"""The deck the card-sheet tests measure: a game with cards from the registry, and what its cases.py says of
them (their size and words, the rules cards beside them, the grid each build imposes them in)."""

from __future__ import annotations

import math

from printkit.games.loaded import load_game
from tests.samples import one, part_of, with_part
from tests.support import cases

DECKS = [g for g in with_part("cards") if hasattr(cases(g), "CARD_SHEETS")]
GAME = one(DECKS, "deck")
PART = part_of(GAME, "cards")
PREFIX = load_game(GAME).file_prefix
W, H = cases(GAME).card_size(load_game(GAME))
CARDS = len(cases(GAME).card_words(load_game(GAME)))  # 110 of 111 Ants'
RULES = cases(GAME).rules_cards(load_game(GAME))  # the rules cards in the last sheet's free places


def grid(build: str) -> tuple[int, int, bool]:
    """Return (columns, rows, whether the sheet is turned) of a build: a4, letter, a4 bleed, letter bleed, gutterfold."""
    return cases(GAME).CARD_SHEETS[build]


def per_sheet(build: str) -> int:
    """Return how many cards (fronts) a sheet holds."""
    cols, rows, _ = grid(build)
    return cols * rows


def sheets(build: str) -> int:
    """Return how many sheets the deck and its rules cards fill."""
    return math.ceil((CARDS + RULES) / per_sheet(build))


def pages(build: str) -> int:
    """Return the document's pages: each sheet's fronts and backs (gutterfold: side by side on one page)."""
    return sheets(build) * (1 if build == "gutterfold" else 2)


def last_cards(build: str) -> int:
    """Return how many of the deck's own cards the last sheet holds."""
    return CARDS - per_sheet(build) * (sheets(build) - 1)
