"""Ant Trails setup: the food tiles shuffled onto non-border cells, no two adjacent, from a seed."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from printkit.draw.impose.cards import SheetSpec
from printkit.games.ant_trails.notation import SEATS, check_seats
from printkit.games.ant_trails.schema import Layout
from printkit.geometry import hexgrid
from printkit.show.sheet import Drawing, setup_sheets, sheet_page

if TYPE_CHECKING:
    from printkit.draw.scene import Document

ATTEMPTS = 1000  # a side-6 board almost always succeeds first time; this only bounds bad layouts


def seats(layout: Layout, players: tuple[str, ...] | None) -> tuple[str, ...]:
    """Return black and red, the only seats; ValueError for any others."""
    return check_seats(players)


def random_setup(layout: Layout, rng: random.Random, players: tuple[str, ...] = SEATS) -> dict[str, Any]:
    """Return the transcript's setup: {'food': {cell: points}} drawn with rng."""
    side = layout.board.side
    inner = [c for c in hexgrid.cells(side) if not hexgrid.is_border(*c, side)]
    values = list(layout.food_values)
    for _ in range(ATTEMPTS):
        free = set(inner)
        chosen: list[hexgrid.Cell] = []
        while free and len(chosen) < len(values):
            cell = rng.choice(sorted(free))
            chosen.append(cell)
            free -= {cell, *hexgrid.neighbours(*cell, side)}
        if len(chosen) == len(values):
            rng.shuffle(values)
            food = {hexgrid.cell_name(*c): v for c, v in sorted(zip(chosen, values))}
            return {"food": food}
    raise RuntimeError(f"no food setup found in {ATTEMPTS} attempts")  # the layout check rules this out


def setup_yaml(setup: dict[str, Any], seed: int) -> str:
    """Return the setup as the `setup:` block of a transcript (flow mapping, cells in board order)."""
    pairs = ", ".join(f"{cell}: {points}" for cell, points in setup["food"].items())
    return f"# printkit setup ant-trails --seed {seed}\nsetup:\n  food: {{{pairs}}}\n"


def setup_document(layout: Layout, setup: dict[str, Any], seed: int, spec: SheetSpec) -> Document:
    """Return one page: the board with the food tiles on their cells, scaled to fit the paper."""
    from printkit.draw.picture import placed
    from printkit.games.ant_trails.components import drawn_board, food_front

    board = drawn_board(layout)
    d = layout.food_tile_size
    food = [
        placed(food_front(layout, points, 0.0), *board.centre(name), d, f"food-{name}")
        for name, points in sorted(setup["food"].items())
    ]
    drawing = Drawing(
        board.width,
        board.height,
        (*board.items, *food),
        f"{layout.title} \u2014 setup for seed {seed}: place each food tile on its cell",
        ("The transcript's **setup:** block for this board is the one printkit setup printed with it.",),
        "setup",
    )
    page = sheet_page(spec, drawing, f"{layout.title} \u2014 setup, seed {seed}")
    return setup_sheets(layout.title, seed, (page,), board.symbols)
