"""Foldable nets: cubes (folded by `geometry/cube.py`, faces turned to read upright); cut/fold lines, glue tabs.

Trays, lids and tents are drawn from a fold model by `impose/trays.py`.

A net's drawing box hugs its cut outline (tabs only where they stick out); `netsheet.py` puts nets on paper.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from printkit.draw.scene import (
    Circle,
    Group,
    Line,
    Path,
    Polygon,
    Rect,
    Shape,
    Style,
    compose,
    rotate,
    translate,
)
from printkit.geometry.cube import Cell, fold_cube, upright_turn

Box = tuple[float, float, float, float]  # x0, y0, x1, y1 in mm
Picture = tuple[tuple[Shape, ...], float, float]  # shapes from 0, 0, their width and height in mm

CUT = Style(stroke="#1a1a1a", width=0.3, join="round")
FOLD = Style(stroke="#1a1a1a", width=0.25, dash=(1.6, 1.2))
TAB = Style(fill="#eeeeee")
# A dark line alone vanishes on a dark face: every cut and fold line lies on a white one a little
# wider, so one of the two stands out on any ground, in colour and in greyscale (on paper the white
# one does not show).
HALO = "#ffffff"
HALO_EXTRA = 0.3  # mm the white line is wider than the dark one
# A dark line no lighter than #494949 and white make at least 3:1 on any ground between them.
LINES = "cut and fold lines"  # what a group of them stands for (printkit.kit.printable measures them)


def _halo(line: Line | Polygon | Path | Rect | Circle) -> Shape:
    style = Style(stroke=HALO, width=line.style.width + HALO_EXTRA, cap="round", join="round")
    if isinstance(line, (Polygon, Rect)):
        return replace(line, style=style, id=None)  # the dark line keeps the id
    return replace(line, style=style)


def on_white(line: Line | Polygon | Path | Rect | Circle, ident: str | None = None) -> Group:
    """Return a cut or fold line over a white one a little wider, so it reads on any ground; ident: an id for the dark line."""
    dark: Shape = Group((line,), id=ident) if ident else line
    return Group((_halo(line), dark), stands_for=LINES)


def readable(items: Sequence[Shape]) -> tuple[Shape, ...]:
    """Return items with their cut and fold lines drawn last, each dark line over a wider white one."""
    lines = [i for i in items if isinstance(i, (Line, Polygon, Path)) and i.style in (CUT, FOLD)]
    if not lines:
        return tuple(items)
    rest = [i for i in items if not any(i is line for line in lines)]
    return (*rest, Group((*[_halo(i) for i in lines], *lines), stands_for=LINES))


def _tab(x1: float, y1: float, x2: float, y2: float, depth: float) -> tuple[tuple[float, float], ...]:
    # Outward is to the left of the edge walked from (x1, y1) to (x2, y2) in y-down coordinates
    # when cell edges are walked clockwise; the ends taper at 45 degrees so tabs never collide.
    dx, dy = x2 - x1, y2 - y1
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length
    nx, ny = uy, -ux
    inset = min(depth, length / 4)
    return (
        (x1, y1),
        (x1 + ux * inset + nx * depth, y1 + uy * inset + ny * depth),
        (x2 - ux * inset + nx * depth, y2 - uy * inset + ny * depth),
        (x2, y2),
    )


@dataclass(frozen=True)
class NetDrawing:
    """A drawn net: its shapes (origin top-left of the bounding box), size in mm, face turns, outline pieces."""

    items: tuple[Shape, ...]
    width: float
    height: float
    turns: tuple[int, ...]
    parts: tuple[Box, ...] = ()  # boxes of the faces and tabs, for nesting nets; empty: the whole box
    folded: Picture | None = None  # the net pictured folded (shapes from 0, 0, width, height), for its sheet


def cube_net(
    edge: float,
    cells: Sequence[Cell],
    faces: Sequence[Sequence[Shape]],
    tab: float,
    root: int = 0,
    ids: Sequence[str] | None = None,
) -> NetDrawing:
    """Return a cube net: faces' art (each drawn in an edge x edge box) turned upright, tabs, cut and fold lines."""
    frames = fold_cube(cells, root)
    turns = tuple(upright_turn(f) for f in frames)
    c0 = min(c for c, _ in cells)
    r0 = min(r for _, r in cells)
    occupied = set(cells)
    # Each cell's four edges, walked clockwise: (paper end points in cell units, neighbour offset).
    sides = (
        ((0, 0), (1, 0), (0, -1)),
        ((1, 0), (1, 1), (1, 0)),
        ((1, 1), (0, 1), (0, 1)),
        ((0, 1), (0, 0), (-1, 0)),
    )
    outer: dict[frozenset[Any], list[tuple[int, int]]] = {}
    for i, (cell, frame) in enumerate(zip(cells, frames)):
        for k, (a, b, (dc, dr)) in enumerate(sides):
            if (cell[0] + dc, cell[1] + dr) not in occupied:
                key = frozenset((frame.point(*a), frame.point(*b)))
                outer.setdefault(key, []).append((i, k))
    tabbed = {min(pair) for pair in outer.values()}
    # The drawing's box hugs the cut outline: a tab only widens it on the sides where one sticks out.
    left, top = 0.0, 0.0
    right, bottom = (max(c for c, _ in cells) - c0 + 1) * edge, (max(r for _, r in cells) - r0 + 1) * edge
    for i, k in tabbed:
        dc, dr = sides[k][2]
        gx, gy = (cells[i][0] - c0) * edge, (cells[i][1] - r0) * edge
        left = min(left, gx - tab) if dc < 0 else left
        right = max(right, gx + edge + tab) if dc > 0 else right
        top = min(top, gy - tab) if dr < 0 else top
        bottom = max(bottom, gy + edge + tab) if dr > 0 else bottom
    at = {cell: (-left + (cell[0] - c0) * edge, -top + (cell[1] - r0) * edge) for cell in cells}
    art: list[Shape] = []
    tabs: list[Shape] = []
    lines: list[Shape] = []
    for i, cell in enumerate(cells):
        x, y = at[cell]
        gid = ids[i] if ids else None
        art.append(
            Group(tuple(faces[i]), compose(translate(x, y), rotate(turns[i], edge / 2, edge / 2)), id=gid)
        )
        for k, (a, b, (dc, dr)) in enumerate(sides):
            x1, y1 = x + a[0] * edge, y + a[1] * edge
            x2, y2 = x + b[0] * edge, y + b[1] * edge
            if (cell[0] + dc, cell[1] + dr) in occupied:
                if (dc, dr) in ((1, 0), (0, 1)):  # draw each shared fold once
                    lines.append(Line(x1, y1, x2, y2, FOLD))
            elif (i, k) in tabbed:
                points = _tab(x1, y1, x2, y2, tab)
                tabs.append(Polygon(points, TAB))
                lines.append(Polygon(points, CUT, closed=False))
                lines.append(Line(x1, y1, x2, y2, FOLD))
            else:
                lines.append(Line(x1, y1, x2, y2, CUT))
    parts = [(x, y, x + edge, y + edge) for x, y in at.values()]
    parts += [
        (
            min(p[0] for p in t.points),
            min(p[1] for p in t.points),
            max(p[0] for p in t.points),
            max(p[1] for p in t.points),
        )
        for t in tabs
        if isinstance(t, Polygon)
    ]
    return NetDrawing(readable(tabs + art + lines), right - left, bottom - top, turns, tuple(parts))
