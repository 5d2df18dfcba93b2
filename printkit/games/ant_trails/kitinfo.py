"""Ant Trails in the kit: what it holds, how each part is made, the figures its words name, the cover art."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from printkit.draw.component import Component
from printkit.draw.impose.tokens import hex_box
from printkit.draw.ink import NORMAL, Paints
from printkit.draw.picture import at, placed
from printkit.games.ant_trails.box import build_box
from printkit.games.ant_trails.components import ant_tile, drawn_board, food_front, tile_flats
from printkit.games.ant_trails.notation import SEATS
from printkit.games.ant_trails.schema import Layout
from printkit.games.definition import Claim, Item
from printkit.geometry import hexgrid
from printkit.kit.docs.facts import BOARD
from printkit.layout.partwords import part_words
from printkit.layout.words import kit_languages

if TYPE_CHECKING:
    from printkit.draw.scene import Shape

AIDS = True
KINDS = {
    "board": "board",
    "ants": "tokens",
    "rules": "sheet",
    "aids": "aid-cards",
    "box": "nets",
}
DRAWINGS: dict[str, Any] = {}
COMPONENTS = (
    Component("box", "the box to fold: a tray and its lid for the tiles", build_box, key="box.play"),
)
# A few trails and food tiles for the cover picture: (cell, colour) and (cell, points).
_TRAILS = (
    ("a1", "black"),
    ("b2", "black"),
    ("c2", "black"),
    ("d3", "black"),
    ("e4", "black"),
    ("k11", "red"),
    ("j10", "red"),
    ("j9", "red"),
    ("i8", "red"),
    ("h8", "red"),
)
_FOOD = (("c3", 3), ("f5", 2), ("h6", 1), ("g9", 3), ("d6", 1))


def claims(layout: Layout, term: Callable[[str], str] = str) -> list[Claim]:
    """Return the figures the words may state: the board's cells and the food tiles."""
    return [
        Claim(r"\b(\d+) hexagonal cells\b", str(len(layout.board.cells)), "cells"),
        Claim(r"\b(\d+) round food tiles\b", str(len(layout.food_values)), "food"),
    ]


def seats(layout: Layout) -> int:
    """Return the seats the referee accepts: black and red."""
    return len(SEATS)


def values(layout: Layout, term: Callable[[str], str] = str) -> dict[str, str]:
    """Return the figures the words name: cells, ant tiles per colour, food tiles."""
    return {
        "cells": str(len(layout.board.cells)),
        "per_colour": str(layout.ant_tiles.per_colour),
        "food": str(len(layout.food_values)),
        "border": str(sum(1 for c in layout.board.cells if hexgrid.is_border(*c, layout.board.side))),
        "food_counts": food_counts(layout),
    }


def food_counts(layout: Layout) -> str:
    """Return the food tiles as count x points, highest first: '4 x 3, 4 x 2, 4 x 1'."""
    return ", ".join(
        f"{sum(1 for v in layout.food_values if v == p)} x {p}"
        for p in sorted(set(layout.food_values), reverse=True)
    )


def latin(layout: Layout) -> set[str]:
    """Return the Latin words a Korean page prints: the cells' names and the board's column letters."""
    names = {hexgrid.cell_name(col, row) for col, row in layout.board.cells}
    return names | {name[0] for name in names}


def contents(layout: Layout) -> tuple[Item, ...]:
    """Return what the kit holds, counted from the layout the pages are drawn from."""
    n = layout.ant_tiles.per_colour
    food = food_counts(layout)
    return (
        Item("board", 1, f"hex board of {len(layout.board.cells)} cells, to glue together", BOARD),
        Item("ants", 2 * n, f"ant tiles, {n} black and {n} red"),
        Item(
            "ants",
            len(layout.food_values),
            f"food tiles ({food} points) with a shared back",
            r"food-front-\d+",
        ),
        Item("aids", seats(layout) * len(kit_languages(layout.game)), "player aid cards"),
        Item("box", 1, part_words(layout.game, "box_item"), r"box-tray"),
    )


def cover_art(layout: Layout, paints: Paints = NORMAL) -> tuple[list[Shape], float, float]:
    """Return the cover picture: the board with two trails of ants and some food."""
    board = drawn_board(layout, paints)
    box = hex_box(tile_flats(layout))
    items = list(board.items)
    items += [
        placed(ant_tile(layout, colour, 0.0, paints), *board.centre(name), box) for name, colour in _TRAILS
    ]
    d = layout.food_tile_size
    items += [placed(food_front(layout, points, 0.0), *board.centre(name), d) for name, points in _FOOD]
    return [at(items, 0.0, 0.0)], board.width, board.height
