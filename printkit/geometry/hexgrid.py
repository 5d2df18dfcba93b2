"""Hex-hex boards: topology in the transcript notation, and cell centres/corners in millimetres.

Notation (as in the transcript spec). Columns are letters a, b, c, ... and rows are numbers
1, 2, 3, ...; counting a=1 and row 1=1, cell (c, r) lies on a board of ``side`` cells per edge
when ``1 <= c, r <= 2*side - 1`` and ``|c - r| <= side - 1``. Side 6 gives 91 cells named
a1..a6, b1..b7, ..., f1..f11, ..., k6..k11. The six neighbours of (c, r) are
(c+1, r), (c-1, r), (c, r+1), (c, r-1), (c+1, r+1), (c-1, r-1). Border cells are those with
fewer than six neighbours on the board. Cells are given as 1-based ``(col, row)`` pairs.

Drawing orientation (used by ``centre`` and ``corners``). Hexes are pointy-top and the board
is a regular hexagon with a flat bottom edge. Millimetre coordinates have x growing to the
right and y growing downwards (like SVG and ``printkit.draw.scene``), with the origin at the centre
of the board's centre cell (f6 on a side-6 board). A row (fixed r) runs horizontally,
row 1 at the bottom; a column (fixed c) runs from lower right to upper left. So a1 is the
bottom-left corner cell, f1 the bottom-right, k6 the right corner, k11 the top-right, f11 the
top-left and a6 the left corner. ``size_mm`` is a hex's across-flats width, which is also the
distance between the centres of two neighbouring cells.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

Cell = tuple[int, int]

#: The six neighbour offsets (dc, dr), anticlockwise on the drawn board from "right".
DIRECTIONS: tuple[Cell, ...] = ((1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1))

_SQRT3 = math.sqrt(3.0)


def is_on_board(col: int, row: int, side: int) -> bool:
    """Tell whether (col, row) lies on a hex-hex board of the given side."""
    last = 2 * side - 1
    return 1 <= col <= last and 1 <= row <= last and abs(col - row) <= side - 1


def cell_name(col: int, row: int) -> str:
    """Name a cell as the spec does: column letter then row number, e.g. (1, 1) -> 'a1'."""
    if not 1 <= col <= 26 or row < 1:
        raise ValueError(f"no name for cell ({col}, {row})")
    return f"{chr(ord('a') + col - 1)}{row}"


def parse_cell(name: str) -> Cell | None:
    """Return (col, row) for a name like 'c3' (lower-case letter, row without sign or zero pad)."""
    if len(name) < 2 or not "a" <= name[0] <= "z":
        return None
    digits = name[1:]
    if not digits.isascii() or not digits.isdigit() or digits[0] == "0":
        return None
    return ord(name[0]) - ord("a") + 1, int(digits)


def cell_of(name: str) -> Cell:
    """Return (col, row) of a cell name such as 'c3'; ValueError if it names no cell."""
    cell = parse_cell(name)
    if cell is None:
        raise ValueError(f"{name!r} is not a cell name")
    return cell


def neighbours(col: int, row: int, side: int) -> tuple[Cell, ...]:
    """The on-board neighbours of a cell, in DIRECTIONS order."""
    return tuple((col + dc, row + dr) for dc, dr in DIRECTIONS if is_on_board(col + dc, row + dr, side))


def distance(a: Cell, b: Cell) -> int:
    """Number of steps between two cells (hex distance in this axial system)."""
    dc, dr = b[0] - a[0], b[1] - a[1]
    if (dc >= 0) == (dr >= 0):
        return max(abs(dc), abs(dr))
    return abs(dc) + abs(dr)


def centre_cell(side: int) -> Cell:
    """The board's centre cell, e.g. (6, 6) = f6 for side 6."""
    return side, side


def ring(k: int, side: int) -> tuple[Cell, ...]:
    """The cells at distance k from the centre cell, sorted by (col, row); ring 0 is the centre."""
    c0 = centre_cell(side)
    return tuple(cell for cell in cells(side) if distance(c0, cell) == k)


@cache
def cells(side: int) -> tuple[Cell, ...]:
    """All cells of the board, sorted by column then row."""
    last = 2 * side - 1
    return tuple((c, r) for c in range(1, last + 1) for r in range(1, last + 1) if is_on_board(c, r, side))


@cache
def border_cells(side: int) -> frozenset[Cell]:
    """The cells with fewer than six on-board neighbours (the outermost ring)."""
    return frozenset(cell for cell in cells(side) if len(neighbours(*cell, side)) < 6)


def is_border(col: int, row: int, side: int) -> bool:
    """Tell whether an on-board cell is a border cell."""
    return (col, row) in border_cells(side)


@dataclass(frozen=True)
class HexBoard:
    """A hex-hex board as indexed tables, for rules engines that want integer cells.

    Index i refers to ``cells[i]``; ``index`` maps names to indices; ``adjacent[i]`` holds the
    indices of i's neighbours; ``border[i]`` tells whether i is a border cell, and ``edge``
    lists the border cells' indices. For engines keeping sets of cells as int bitmasks (bit i
    for cell i), ``adjacent_bits[i]`` has the bits of i's neighbours and ``border_bits`` the bits
    of the border cells.
    """

    side: int
    cells: tuple[Cell, ...]
    names: tuple[str, ...]
    index: dict[str, int]
    adjacent: tuple[tuple[int, ...], ...]
    border: tuple[bool, ...]
    edge: tuple[int, ...]
    adjacent_bits: tuple[int, ...]
    border_bits: int


@cache
def hex_board(side: int) -> HexBoard:
    """Build (once per side) the indexed tables of a hex-hex board."""
    all_cells = cells(side)
    at = {cell: i for i, cell in enumerate(all_cells)}
    names = tuple(cell_name(*cell) for cell in all_cells)
    edge = border_cells(side)
    adjacent = tuple(tuple(at[n] for n in neighbours(*cell, side)) for cell in all_cells)
    return HexBoard(
        side=side,
        cells=all_cells,
        names=names,
        index={name: i for i, name in enumerate(names)},
        adjacent=adjacent,
        border=tuple(cell in edge for cell in all_cells),
        edge=tuple(i for i, cell in enumerate(all_cells) if cell in edge),
        adjacent_bits=tuple(sum(1 << n for n in near) for near in adjacent),
        border_bits=sum(1 << i for i, cell in enumerate(all_cells) if cell in edge),
    )


def centre(col: int, row: int, size_mm: float, side: int = 6) -> tuple[float, float]:
    """Centre of cell (col, row) in mm, origin at the board's centre cell, y downwards."""
    dc, dr = col - side, row - side
    # Column steps point right; row steps point up-left (120 degrees from a column step).
    x = size_mm * (dc - dr / 2.0)
    y = -size_mm * dr * _SQRT3 / 2.0
    return x, y


def corners(col: int, row: int, size_mm: float, side: int = 6) -> tuple[tuple[float, float], ...]:
    """The six corners of a pointy-top cell in mm, clockwise from the top corner."""
    cx, cy = centre(col, row, size_mm, side)
    radius = size_mm / _SQRT3  # across-corners / 2
    return tuple(
        (cx + radius * math.cos(math.radians(a)), cy + radius * math.sin(math.radians(a)))
        for a in (-90, -30, 30, 90, 150, 210)
    )


def hex_corners(cx: float, cy: float, size_mm: float) -> tuple[tuple[float, float], ...]:
    """The six corners of a pointy-top hex of across-flats size_mm centred at (cx, cy), as ``corners``."""
    radius = size_mm / _SQRT3
    return tuple(
        (cx + radius * math.cos(math.radians(a)), cy + radius * math.sin(math.radians(a)))
        for a in (-90, -30, 30, 90, 150, 210)
    )


def across_corners(size_mm: float) -> float:
    """A pointy-top hex's height (corner to corner) from its across-flats width."""
    return 2 * size_mm / _SQRT3


@dataclass(frozen=True)
class HexCell:
    """A cell of a hex-hex board as a picture draws it: its name, place (mm, y down) and corners."""

    name: str
    col: int
    row: int
    x: float
    y: float
    border: bool  # on the outermost ring
    corners: tuple[tuple[float, float], ...]  # clockwise from the top corner


@dataclass(frozen=True)
class HexLabel:
    """A column letter or row number beyond one end of its line of cells, dist mm past the end cell's centre."""

    text: str
    line: str  # "col" or "row"
    k: int  # the column's or row's number
    end: str  # "low" (before its first cell) or "high" (after its last)
    x: float
    y: float


def drawn_cells(side: int, size_mm: float, cx: float, cy: float) -> tuple[HexCell, ...]:
    """Return every cell of a side's board, the centre cell's centre at (cx, cy), in `cells` order."""
    out = []
    for col, row in cells(side):
        hx, hy = centre(col, row, size_mm, side)
        x, y = cx + hx, cy + hy
        out.append(
            HexCell(
                cell_name(col, row), col, row, x, y, is_border(col, row, side), hex_corners(x, y, size_mm)
            )
        )
    return tuple(out)


def edge_labels(side: int, size_mm: float, cx: float, cy: float, dist: float) -> tuple[HexLabel, ...]:
    """Return the labels beyond both ends of each column and each row: columns first, then rows, each in order."""
    lines: dict[tuple[str, int], list[Cell]] = {}
    for col, row in cells(side):
        lines.setdefault(("col", col), []).append((col, row))
        lines.setdefault(("row", row), []).append((col, row))
    out = []
    for (kind, k), members in sorted(lines.items()):
        text = cell_name(k, 1)[0] if kind == "col" else str(k)
        step = (0, 1) if kind == "col" else (1, 0)
        for (col, row), sign in ((min(members), -1), (max(members), 1)):
            hx0, hy0 = centre(col, row, size_mm, side)
            hx1, hy1 = centre(col + sign * step[0], row + sign * step[1], size_mm, side)
            x0, y0, x1, y1 = cx + hx0, cy + hy0, cx + hx1, cy + hy1
            ux, uy = (x1 - x0) / size_mm, (y1 - y0) / size_mm
            out.append(HexLabel(text, kind, k, "low" if sign < 0 else "high", x0 + ux * dist, y0 + uy * dist))
    return tuple(out)
