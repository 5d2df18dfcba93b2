"""Ant Trails setup: the food tiles shuffled onto non-border cells, no two adjacent, from a seed."""

from __future__ import annotations

import random

from printkit.games.ant_trails.notation import SEATS
from printkit.games.ant_trails.schema import Layout
from printkit.geometry import hexgrid
from printkit.impose.cards import SheetSpec, best_orientation, paper_name
from printkit.impose.marks import FURNITURE_INK
from printkit.scene import Document, Group, Page, Shape, Text, compose, scale, translate

ATTEMPTS = 1000  # a side-6 board almost always succeeds first time; this only bounds bad layouts
HEADER = 14.0  # mm above the picture for its title


def seats(layout: Layout, players: tuple[str, ...] | None) -> tuple[str, ...]:
    """Return black and red, the only seats; ValueError for any others."""
    if players is not None and players != SEATS:
        raise ValueError("Ant Trails is played by black and red, in that order")
    return SEATS


def random_setup(layout: Layout, rng: random.Random, players: tuple[str, ...] = SEATS) -> dict:
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


def setup_yaml(setup: dict, seed: int) -> str:
    """Return the setup as the `setup:` block of a transcript (flow mapping, cells in board order)."""
    pairs = ", ".join(f"{cell}: {points}" for cell, points in setup["food"].items())
    return f"# printkit setup ant-trails --seed {seed}\nsetup:\n  food: {{{pairs}}}\n"


def setup_document(layout: Layout, setup: dict, seed: int, spec: SheetSpec) -> Document:
    """Return one page: the board with the food tiles on their cells, scaled to fit the paper."""
    from printkit.games.ant_trails.components import board_geometry, board_items

    geo = board_geometry(layout)
    items, symbols = board_items(layout, setup["food"])

    def fitted(page_w: float, page_h: float) -> tuple[float, float, float]:
        room_w, room_h = page_w - 2 * max(spec.margin, 10.0), page_h - 2 * max(spec.margin, 10.0) - HEADER
        return min(1.0, room_w / geo.width, room_h / geo.height), page_w, page_h

    k, page_w, page_h = best_orientation(spec, fitted, lambda f: f[0])
    x = (page_w - geo.width * k) / 2
    y = (page_h - geo.height * k + HEADER) / 2
    title = f"{layout.title} \u2014 setup for seed {seed}: place each food tile on its cell"
    out: list[Shape] = [
        Text(
            page_w / 2,
            y - 6.0,
            title,
            11,
            layout.style.title_font,
            layout.style.grid,
            "middle",
            id="setup-title",
        ),
        Group(tuple(items), compose(translate(x, y), scale(k)), id="setup-board"),
    ]
    scale_note = "actual size" if k == 1.0 else f"{k * 100:.0f}% of actual size"
    note = f"{layout.title} \u2014 setup, seed {seed} \u2014 board at {scale_note} \u2014 {paper_name(spec.paper)}"
    # No ruler: the picture is a scaled reference, not a piece to cut.
    out.append(
        Text(page_w / 2, y + geo.height * k + 6.0, note, 6, spec.font, FURNITURE_INK, "middle", id="footer")
    )
    return Document(
        f"{layout.title} setup {seed}", (Page(page_w, page_h, tuple(out), label="setup"),), tuple(symbols)
    )
