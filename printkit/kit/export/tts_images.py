"""Tabletop Simulator's pictures: card sheets (at most 10 x 7 cards and 4096 px, the last slot for the
hidden card), a deck's back, hex tiles turned to lie as TTS's do, boards, and cubes on TTS's d6 template.

Each is a page of the kit's own art placed on an exact pixel grid, rasterised like every export.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from printkit.draw.raster import MM_PER_INCH, Image, mm, pixels
from printkit.draw.scene import Group, Page, Rect, Shape, Style, compose, rotate, scale, translate
from printkit.kit.export.frame import face_image
from printkit.kit.export.pieces import Board, Die, Face, PieceSet

MAX_SHEET_PX = 4096
MAX_COLS, MAX_ROWS = 10, 7
# TTS's d6 template: a 3 x 3 grid, the top row unused; (column, row) of each value, and the values
# its template draws turned half round.
DIE_CELLS = {2: (0, 1), 4: (1, 1), 5: (2, 1), 1: (0, 2), 3: (1, 2), 6: (2, 2)}
DIE_TURNED = frozenset({1, 6})
UNUSED = Style(fill="#d8d8d8")


@dataclass(frozen=True)
class SheetPlan:
    """How a deck's cards go on sheets: the grid, the cell size in pixels and each sheet's card count."""

    cols: int
    rows: int
    cell_w: int
    cell_h: int
    counts: tuple[int, ...]

    @property
    def slots(self) -> int:
        return self.cols * self.rows


def plan_sheets(count: int, w: float, h: float, dpi: float) -> SheetPlan:
    """Return the sheets for count cards of w x h mm: as few as can be, the cards shared out evenly, each
    sheet at most 10 x 7 slots and 4096 px square with its last slot left for the hidden card."""
    per = MAX_COLS * MAX_ROWS - 1
    sheets = math.ceil(count / per)
    each = math.ceil(count / sheets)
    counts = tuple([each] * (sheets - 1) + [count - each * (sheets - 1)])
    cols = min(MAX_COLS, each + 1)
    rows = math.ceil((each + 1) / cols)
    cell_w = min(MAX_SHEET_PX // cols, pixels(w, dpi))
    cell_h = round(cell_w * h / w)
    if cell_h * rows > MAX_SHEET_PX:
        cell_h = MAX_SHEET_PX // rows
        cell_w = min(MAX_SHEET_PX // cols, round(cell_h * w / h))
    return SheetPlan(cols, rows, cell_w, cell_h, counts)


def _cell(items: tuple[Shape, ...], w: float, h: float, x: float, y: float, cw: float, ch: float) -> Group:
    """Return a w x h face stretched into the cell (x, y, cw, ch) of a sheet, clipped to its trim."""
    return Group((Group(items, clip=(0.0, 0.0, w, h)),), compose(translate(x, y), scale(cw / w, ch / h)))


def sheet_image(faces: Sequence[Face], hidden: Face, pieces: PieceSet, plan: SheetPlan, dpi: float) -> Image:
    """Return one sheet: faces row by row, the hidden card's face in the last slot."""
    w, h = pieces.width, pieces.height
    cw, ch = mm(plan.cell_w, dpi), mm(plan.cell_h, dpi)
    slots = list(faces) + [None] * (plan.slots - 1 - len(faces)) + [hidden]
    items = [
        _cell(face.items, w, h, (k % plan.cols) * cw, (k // plan.cols) * ch, cw, ch)
        for k, face in enumerate(slots)
        if face is not None
    ]
    page = Page(plan.cols * cw, plan.rows * ch, tuple(items))
    return Image(page, plan.cols * plan.cell_w, plan.rows * plan.cell_h, dpi)


def die_image(die: Die, dpi: float) -> Image:
    """Return a cube's faces on TTS's d6 template (3 x 3 cells, the top row empty)."""
    e = die.edge
    cell = pixels(e, dpi)
    items: list[Shape] = []
    for value, (col, row) in DIE_CELLS.items():
        turn = rotate(180, e / 2, e / 2) if value in DIE_TURNED else translate(0, 0)
        art = Group(die.faces[value], turn, clip=(0.0, 0.0, e, e))
        items.append(Group((art,), translate(col * e, row * e)))
    items.insert(0, Rect(0, 0, 3 * e, e, UNUSED))
    return Image(Page(3 * e, 3 * e, tuple(items)), 3 * cell, 3 * cell, cell * MM_PER_INCH / e)


def board_image(board: Board, dpi: float) -> Image:
    """Return a board's picture at dpi, or smaller where its long side would pass 4096 px."""
    dpi = min(dpi, MAX_SHEET_PX * MM_PER_INCH / max(board.width, board.height))
    return face_image(board.items, board.width, board.height, 0.0, dpi)


def back_image(back: Face, pieces: PieceSet, plan: SheetPlan, dpi: float) -> Image:
    """Return the back every card of a deck shares, at the size of one sheet cell."""
    cw, ch = mm(plan.cell_w, dpi), mm(plan.cell_h, dpi)
    page = Page(cw, ch, (_cell(back.items, pieces.width, pieces.height, 0, 0, cw, ch),))
    return Image(page, plan.cell_w, plan.cell_h, dpi)


def hex_tile_image(face: Face, box: float, dpi: float) -> Image:
    """Return a hex tile's picture as TTS's hex tile takes it: corners left and right, the image its bounding box.

    The kit draws a hex corner-up in a box x box square; turned a quarter left, its flats are
    box * sqrt(3) / 2 apart, top and bottom.
    """
    flats = box * math.sqrt(3) / 2
    turned = Group(face.items, compose(translate(0, (flats - box) / 2), rotate(-90, box / 2, box / 2)))
    return face_image((turned,), box, flats, 0.0, dpi)
