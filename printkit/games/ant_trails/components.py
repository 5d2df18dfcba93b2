"""Ant Trails: the hex board (tiled), the red and black ant tiles, the food bonus tiles."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from printkit.draw.art import glyph
from printkit.draw.component import Component
from printkit.draw.impose.cards import SheetSpec
from printkit.draw.impose.tiling import tile_board
from printkit.draw.ink import NORMAL, Paints
from printkit.draw.scene import (
    Document,
    Group,
    Polygon,
    Shape,
    Style,
    Symbol,
    Text,
    Use,
    compose,
    scale,
    translate,
)
from printkit.draw.vocab import tokens
from printkit.games.ant_trails.schema import Layout
from printkit.geometry import hexgrid
from printkit.layout.colours import legible_on, mix
from printkit.layout.units import MM_PER_PT
from printkit.layout.words import game_name, say

EDGE_GAP = 4.2  # mm from a border cell's edge to the centre of its column letter / row number
PLATE_PAD = 5.5  # mm of plate beyond the outermost hex corners (room for the edge labels)
FRAME = 2.0  # mm of paper around the plate
_SQRT3 = math.sqrt(3.0)


@dataclass(frozen=True)
class BoardGeometry:
    """The board picture: its size in mm and where the centre cell's centre lies in it."""

    width: float
    height: float
    cx: float
    cy: float
    apothem: float  # centre to the plate's flat sides

    def centre(self, layout: Layout, col: int, row: int) -> tuple[float, float]:
        """Return a cell's centre in board-picture coordinates (mm, y down)."""
        x, y = hexgrid.centre(col, row, layout.board.cell_size, layout.board.side)
        return self.cx + x, self.cy + y


def board_geometry(layout: Layout) -> BoardGeometry:
    """Return the size of the board picture and where its centre cell lies."""
    s, side = layout.board.cell_size, layout.board.side
    # The board of pointy-top cells is a flat-topped hexagon; so is the plate around it.
    apothem = (side - 1) * s * _SQRT3 / 2 + hexgrid.across_corners(s) / 2 + PLATE_PAD
    radius = 2 * apothem / _SQRT3
    width, height = 2 * radius + 2 * FRAME, 2 * apothem + 2 * FRAME
    return BoardGeometry(width, height, width / 2, height / 2, apothem)


def _symbol(name: str, colour: str) -> str:
    return f"{name}-{colour.lstrip('#')}"


def _use(symbol: str, x: float, y: float, size: float) -> Use:
    return Use(symbol, compose(translate(x - size / 2, y - size / 2), scale(size / 24.0)))


def _edge_labels(layout: Layout, geo: BoardGeometry, paints: Paints) -> list[Shape]:
    """Column letters beyond both ends of each column, row numbers beyond both ends of each row."""
    board, style = layout.board, layout.style
    s = board.cell_size
    dist = s / 2 + EDGE_GAP
    lift = board.edge_label_size * MM_PER_PT * 0.36  # baseline below the label's centre
    out: list[Shape] = []
    lines: dict[tuple[str, int], list[hexgrid.Cell]] = {}
    for col, row in board.cells:
        lines.setdefault(("col", col), []).append((col, row))
        lines.setdefault(("row", row), []).append((col, row))
    for (kind, k), members in sorted(lines.items()):
        text = hexgrid.cell_name(k, 1)[0] if kind == "col" else str(k)
        step = (0, 1) if kind == "col" else (1, 0)
        ends = (min(members), -1), (max(members), 1)
        for (col, row), sign in ends:
            x0, y0 = geo.centre(layout, col, row)
            x1, y1 = geo.centre(layout, col + sign * step[0], row + sign * step[1])
            ux, uy = (x1 - x0) / s, (y1 - y0) / s
            out.append(
                Text(
                    x0 + ux * dist,
                    y0 + uy * dist + lift,
                    text,
                    board.edge_label_size,
                    style.title_font,
                    legible_on(paints.on(style.plate_ink, style.plate), paints.colour(style.plate)),
                    "middle",
                    id=f"edge-{kind}-{k}-{'low' if sign < 0 else 'high'}",
                )
            )
    return out


def _legend(layout: Layout, geo: BoardGeometry) -> list[Shape]:
    style = layout.style
    ink = style.plate
    x, y = FRAME + 3.0, geo.height - FRAME - 15.0
    swatch = Polygon(
        hexgrid.hex_corners(x + 3.2, y - 1.2, 6.0),
        Style(fill=style.border_cell, stroke=style.grid, width=0.3),
    )
    lines = ("border cell: every trail starts on one,", "and food scores at a trail's border end")
    out: list[Shape] = [swatch]
    out += [
        Text(x + 8.0, y - 1.0 + i * 3.0, say(layout.game, t), 6.5, style.text_font, ink)
        for i, t in enumerate(lines)
    ]
    out.append(
        Text(
            x,
            y + 9.0,
            say(layout.game, "Black moves first \u2022 each turn: two ants"),
            6.5,
            style.text_font,
            ink,
        )
    )
    return out


def board_items(
    layout: Layout, food: Mapping[str, int] | None = None, paints: Paints = NORMAL
) -> tuple[list[Shape], list[Symbol]]:
    """Return the board picture's shapes (and symbols), optionally with food tiles on their cells."""
    board, style = layout.board, layout.style
    geo = board_geometry(layout)
    s, side = board.cell_size, board.side
    r = 2 * geo.apothem / _SQRT3
    plate = tuple(
        (geo.cx + r * math.cos(math.radians(a)), geo.cy + r * math.sin(math.radians(a)))
        for a in range(0, 360, 60)
    )
    items: list[Shape] = [
        Polygon(
            plate,
            paints.flood(Style(fill=style.plate, stroke=style.grid, width=0.8, join="round")),
            id="plate",
        )
    ]
    cells: list[Shape] = []
    labels: list[Shape] = []
    for col, row in board.cells:
        name = hexgrid.cell_name(col, row)
        x, y = geo.centre(layout, col, row)
        border = hexgrid.is_border(col, row, side)
        fill = style.border_cell if border else style.cell
        ink = legible_on(mix(style.cell_label, style.grid, 0.45) if border else style.cell_label, fill)
        cells.append(
            Polygon(
                hexgrid.hex_corners(x, y, s),
                Style(fill=fill, stroke=style.grid, width=0.35, join="round"),
                id=f"cell-{name}",
            )
        )
        labels.append(
            Text(
                x,
                y + s * 0.36,
                name,
                board.cell_label_size,
                style.text_font,
                ink,
                "middle",
                id=f"label-{name}",
            )
        )
    items += cells + labels + _edge_labels(layout, geo, paints)
    items.append(
        Text(FRAME + 3.0, FRAME + 9.0, game_name(layout), 18, style.title_font, style.plate, id="title")
    )
    items += _legend(layout, geo)
    symbols = [glyph("leaf", style.food_rim, _symbol("leaf", style.food_rim))]
    if food:
        d = layout.food_tile_size
        for name, points in sorted(food.items()):
            col, row = hexgrid.cell_of(name)
            x, y = geo.centre(layout, col, row)
            items.append(
                Group(food_front(layout, points, 0.0), translate(x - d / 2, y - d / 2), id=f"food-{name}")
            )
    return items, symbols


def build_board(layout: Layout, spec: SheetSpec) -> Document:
    """Return the board: one sheet when it fits, else tiled pieces to glue together."""
    geo = board_geometry(layout)
    items, symbols = board_items(layout, paints=Paints(spec.ink))
    pages = tile_board(spec, geo.width, geo.height, items, "board", where="board.cell_size")
    return Document(layout.title, tuple(pages), tuple(symbols))


def tile_flats(layout: Layout) -> float:
    """Return an ant tile's width across the flats: its cell's less the cutting tolerance each side."""
    return layout.board.cell_size - 2 * layout.ant_tiles.tolerance


def _drawing(layout: Layout, bleed: float, paints: Paints) -> tokens.Tokens:
    return tokens.start(layout, "ants", layout.components["ants"], bleed, paints)


def ant_tile(layout: Layout, colour: str, bleed: float, paints: Paints = NORMAL) -> tuple[Shape, ...]:
    """Return one ant tile in its token box, drawn from the layout's `components: ants:`."""
    drawing = _drawing(layout, bleed, paints)
    return tokens.face(drawing, drawing.art.tokens, {"colour": colour, "copy": 0})


def food_front(layout: Layout, points: int, bleed: float) -> tuple[Shape, ...]:
    """Return a food tile's face (its points as a number and as leaves), drawn from the layout."""
    drawing = _drawing(layout, bleed, NORMAL)
    return tokens.face(drawing, drawing.art.sharing["food"], {"points": points})


def tile_symbols(layout: Layout, paints: Paints = NORMAL) -> tuple[Symbol, ...]:
    """Return the symbols the tiles place (the ant and the leaf in their inks)."""
    return tuple(_drawing(layout, 0.0, paints).drawer.symbols.values())


def build_ants(layout: Layout, spec: SheetSpec) -> Document:
    """Return the black and red ant tiles (a cell's hex less the cutting tolerance each side) and the
    food tiles with their shared back, in the tiles' free places where they fit, else after them."""
    return tokens.document(layout, "ants", layout.components["ants"], spec)


COMPONENTS = (
    Component(
        "board",
        "the 91-cell hex board, tiled over several sheets when it does not fit one",
        build_board,
        key="board.cell_size",
    ),
    Component(
        "ants",
        "the black and red ant tiles, double-sided, a little smaller than a cell, and the food tiles",
        build_ants,
        key="board.cell_size",
    ),
)
