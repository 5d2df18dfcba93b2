"""A cube folded from its net: where each of six cells lands, and which way its art must turn to read upright.

A net is six cells (column, row) on a square grid, one face each. Folding starts from a root cell
that faces the viewer; every other cell turns 90 degrees into the cube about the edge it shares
with the cell it hangs from. The folded cube stands with the root's paper 'up' pointing up, so a
face 'reads upright' when its art's top points up (the four side faces), away from the viewer (the
top face) or towards the viewer (the bottom face), as when a die is tipped to look at it.

Pure geometry, apart from drawing (`impose/nets.py` draws the nets), so checking a layout's dice
does not load the drawing code.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

Vec = tuple[int, int, int]
Cell = tuple[int, int]

UP = (0, 0, 1)  # the folded cube's up: the root face's paper up


def _add(a: Vec, b: Vec) -> Vec:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2])


def _neg(a: Vec) -> Vec:
    return (-a[0], -a[1], -a[2])


def _scaled(a: Vec, k: int) -> Vec:
    return (a[0] * k, a[1] * k, a[2] * k)


@dataclass(frozen=True)
class Frame:
    """Where a folded cell lies: its paper top-left corner, paper x and y directions, outward normal."""

    origin: Vec
    u: Vec
    v: Vec
    normal: Vec

    def point(self, x: int, y: int) -> Vec:
        """Return the 3D point of the cell's paper point (x, y), x and y in 0..1."""
        return _add(self.origin, _add(_scaled(self.u, x), _scaled(self.v, y)))


def _step(f: Frame, dc: int, dr: int) -> Frame:
    inward = _neg(f.normal)
    if dc == 1:
        return Frame(_add(f.origin, f.u), inward, f.v, f.u)
    if dc == -1:
        return Frame(_add(f.origin, inward), f.normal, f.v, _neg(f.u))
    if dr == 1:
        return Frame(_add(f.origin, f.v), f.u, inward, f.v)
    return Frame(_add(f.origin, inward), f.u, f.normal, _neg(f.v))


def fold_cube(cells: Sequence[Cell], root: int = 0) -> list[Frame]:
    """Return each cell's place on the folded unit cube; raise ValueError if the cells do not fold to one."""
    index = {c: i for i, c in enumerate(cells)}
    if len(index) != len(cells) or len(cells) != 6:
        raise ValueError("a cube's net has six different cells")
    # The root faces the viewer: paper x is +X, paper y (down) is -Z, the cube lies behind it (+Y).
    frames: dict[int, Frame] = {root: Frame((0, 0, 1), (1, 0, 0), (0, 0, -1), (0, -1, 0))}
    todo = [root]
    while todo:
        i = todo.pop(0)
        c, r = cells[i]
        for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            j = index.get((c + dc, r + dr))
            if j is not None and j not in frames:
                frames[j] = _step(frames[i], dc, dr)
                todo.append(j)
    if len(frames) != 6:
        raise ValueError("the net's cells are not all joined edge to edge")
    normals = {f.normal for f in frames.values()}
    if len(normals) != 6:
        raise ValueError("two cells fold onto the same side of the cube")
    return [frames[i] for i in range(6)]


def opposite_faces(cells: Sequence[Cell], faces: Sequence[int]) -> list[tuple[int, int]]:
    """Return (face, the face opposite it) for each cell's face once the net is folded (ValueError if it does not fold)."""
    by_normal = {frame.normal: face for frame, face in zip(fold_cube(cells), faces)}
    return [(face, by_normal[_neg(normal)]) for normal, face in by_normal.items()]


def upright_turn(frame: Frame) -> int:
    """Return the clockwise turn (0, 90, 180, 270) that makes a cell's art read upright on the cube."""
    want = {(0, 0, 1): (0, 1, 0), (0, 0, -1): (0, -1, 0)}.get(frame.normal, UP)
    for turn in (0, 90, 180, 270):
        if art_up(frame, turn) == want:
            return turn
    raise AssertionError("unreachable: one of the four turns points the art's top any way in its plane")


def art_up(frame: Frame, turn: int) -> Vec:
    """Return the 3D direction of the top of art drawn in a cell and turned clockwise by turn degrees."""
    s, c = round(math.sin(math.radians(turn))), round(math.cos(math.radians(turn)))
    return _add(_scaled(frame.u, s), _scaled(frame.v, -c))
