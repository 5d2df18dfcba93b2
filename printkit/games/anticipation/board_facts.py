"""The board's topology as facts its art draws (layouts/anticipation.yaml, components: board: and nests:):
each square's kind and place, the tunnels, where each nest lies, the Ante-chamber. Facts, never shapes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

Point = tuple[float, float]


@dataclass(frozen=True)
class Square:
    """A square: its name, its centre (mm), its kind and colour, and the way its arrow points."""

    name: str
    x: float
    y: float
    kind: str  # plain, start, finish, or corner (the Ante-chamber's, of the colour)
    colour: str  # the nest it belongs to ("" on a plain square)
    dx: float  # a START's arrow points out of its nest, a FINISH's into it: (dx, dy), else (0, 0)
    dy: float


@dataclass(frozen=True)
class NestBox:
    """A colour's nest on the board (mm): its box, its turn about the box's centre, its holding box's centre."""

    x: float
    y: float
    w: float
    h: float
    turn: int  # 180: upright for the player across the board
    hx: float  # where this colour's surplus pieces wait in the Ante-chamber
    hy: float


@dataclass(frozen=True)
class Chamber:
    """The Ante-chamber (mm): its box and where the two Water Barriers rest before play."""

    x: float
    y: float
    w: float
    h: float
    rests: tuple[Point, ...]


def board_size(layout: Any) -> tuple[float, float]:
    """Return the board's width and height in mm."""
    w, h = layout.board.size
    return w * layout.board.pitch, h * layout.board.pitch


def square_centre(layout: Any, name: str) -> Point:
    """Return a square's centre on the board in mm."""
    x, y = layout.board.squares[name]
    return x * layout.board.pitch, y * layout.board.pitch


def _kinds(layout: Any) -> dict[str, tuple[str, str]]:
    """Return each special square's (kind, colour): start, finish or corner."""
    out = {}
    for colour, nest in layout.board.nests.items():
        for e in nest.entrances:
            out[e.start] = ("start", colour)
            out[e.finish] = ("finish", colour)
        out[nest.corner] = ("corner", colour)
    return out


def _nest_side(layout: Any, colour: str, name: str) -> Point:
    """Return the unit vector from a square towards its nest."""
    x, y, w, _h = layout.board.nests[colour].box
    sx, sy = layout.board.squares[name]
    if sx < x:
        return (1.0, 0.0)
    if sx > x + w:
        return (-1.0, 0.0)
    return (0.0, 1.0) if sy < y else (0.0, -1.0)


def squares(layout: Any) -> tuple[Square, ...]:
    """Return every square in the layout's order, with its kind and its arrow's heading."""
    kinds = _kinds(layout)
    out = []
    for name in layout.board.squares:
        kind, colour = kinds.get(name, ("plain", ""))
        dx, dy = 0.0, 0.0
        if kind in ("start", "finish"):
            dx, dy = _nest_side(layout, colour, name)
            if kind == "start":
                dx, dy = -dx, -dy
        out.append(Square(name, *square_centre(layout, name), kind, colour, dx, dy))
    return tuple(out)


def tunnels(layout: Any) -> tuple[tuple[Point, ...], ...]:
    """Return each route as the squares' centres it joins (mm), in the layout's order."""
    return tuple(tuple(square_centre(layout, n) for n in chain) for chain in layout.board.routes)


def nest_size(layout: Any, colour: str) -> tuple[float, float]:
    """Return a nest's width and height in mm."""
    _, _, w, h = layout.board.nests[colour].box
    return w * layout.board.pitch, h * layout.board.pitch


def nest_boxes(layout: Any) -> dict[str, NestBox]:
    """Return each colour's nest on the board, by colour."""
    u = layout.board.pitch
    out = {}
    for colour, nest in layout.board.nests.items():
        w, h = nest_size(layout, colour)
        hx, hy = nest.holding[0] * u, nest.holding[1] * u
        out[colour] = NestBox(nest.box[0] * u, nest.box[1] * u, w, h, nest.turn, hx, hy)
    return out


def chamber(layout: Any) -> Chamber:
    """Return the Ante-chamber's box and the Water Barriers' rests, in mm."""
    u = layout.board.pitch
    x, y, w, h = (v * u for v in layout.board.ante_chamber.box)
    return Chamber(x, y, w, h, tuple((bx * u, by * u) for bx, by in layout.board.ante_chamber.barrier_rest))
