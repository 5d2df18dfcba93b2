"""Ant Trails turn notation: 'a1, b2, c3>d3, 2:d3>e3' <-> actions; and reading the setup.

A turn's text is a comma-separated list of actions, applied left to right:
``CELL`` places an ant; ``[V:]FROM>TO`` moves one food tile (of V points) one step;
``pass`` (alone) passes. Runs of spaces count as one; spaces around ``>`` and ``:`` are allowed.
Cells are named as ``printkit.geometry.hexgrid`` names them: ``a1`` .. ``k11`` on the side-6 board.
"""

from __future__ import annotations

import re
from typing import Any, NamedTuple

from printkit.core.limits import shown
from printkit.games.ant_trails.headings import SETUP
from printkit.games.parts import ActionSyntax, alternatives
from printkit.geometry.hexgrid import HexBoard, cell_name, cells, parse_cell
from printkit.referee.errors import NotationError, Unreadable

SEATS = ("black", "red")


def check_seats(players: tuple[str, ...] | None) -> tuple[str, ...]:
    """Return black and red, the only seats; ValueError for any others (printkit play and setup)."""
    if players is not None and tuple(players) != SEATS:
        raise ValueError("Ant Trails is played by black and red, in that order")
    return SEATS


_MOVE = re.compile(r"(?:(\d+)\s*:\s*)?([a-z]\d+)\s*>\s*([a-z]\d+)\Z")
_CELLISH = re.compile(r"[a-z]\d+\Z")


class Place(NamedTuple):
    """Place an ant of the mover's colour; ``cell`` is -1 when the name is off the board."""

    cell: int
    name: str


class Move(NamedTuple):
    """Move one food tile (of ``value`` points, or the only value there) one step."""

    src: int
    dst: int
    value: int | None
    src_name: str
    dst_name: str


class Pass(NamedTuple):
    """Pass the turn."""


PASS = Pass()
Action = Place | Move | Pass


def _cell(board: HexBoard, name: str) -> int:
    return board.index.get(name, -1)


def parse_action(board: HexBoard, token: str) -> Action:
    """Read one action (spaces already normalised); raise NotationError if it does not parse."""
    index = board.index.get(token)
    if index is not None:
        return Place(index, token)
    if token == "pass":
        return PASS
    if _CELLISH.match(token):
        return Place(-1, token)
    move = _MOVE.match(token)
    if move:
        value, src, dst = move.groups()
        return Move(_cell(board, src), _cell(board, dst), int(value) if value else None, src, dst)
    raise NotationError(
        f"{token!r} is not an action: write a cell (c3), a food move (c3>d3 or 2:c3>d3) or pass", token
    )


def format_action(action: Action) -> str:
    """Write one action as the notation does: 'c3', '2:c3>d3' (the value only when it was named), 'pass'.

    Cells keep the names they were written with, so a name off the board stays that name.
    """
    if isinstance(action, Place):
        return action.name
    if isinstance(action, Move):
        head = f"{action.value}:" if action.value is not None else ""
        return f"{head}{action.src_name}>{action.dst_name}"
    return "pass"


def read_food(raw: Any, board: HexBoard, counts: dict[int, int]) -> dict[int, int]:
    """The setup's food tiles {cell: points}: the right tiles, on non-border cells, none adjacent."""
    path = ("setup", "food")
    if not isinstance(raw, dict):
        raise Unreadable("expected a mapping {cell: points}", path)
    food: dict[int, int] = {}
    for name, points in raw.items():
        where = (*path, name)
        at = board.index.get(name)
        if at is None:
            what = "not on the board" if parse_cell(name) else "not a cell name"
            raise Unreadable(f"{name!r} is {what}", where, at_key=True, rule=SETUP)
        if board.border[at]:
            raise Unreadable(
                f"{name} is a border cell: food tiles go on inner cells", where, at_key=True, rule=SETUP
            )
        if not isinstance(points, int) or isinstance(points, bool) or points not in counts:
            values = ", ".join(str(v) for v in sorted(counts))
            raise Unreadable(
                f"food tiles are worth {values} points, found {shown(points)}", where, rule=SETUP
            )
        for other in board.adjacent[at]:
            if other in food:
                raise Unreadable(
                    f"{name} is next to {board.names[other]}: food tiles lie on nonadjacent cells",
                    where,
                    at_key=True,
                    rule=SETUP,
                )
        food[at] = points
    need = sum(counts.values())
    if len(food) != need:
        raise Unreadable(f"{len(food)} tiles, the rules need {need}", path, rule=SETUP)
    for value, count in sorted(counts.items(), reverse=True):
        have = sum(1 for p in food.values() if p == value)
        if have != count:
            raise Unreadable(f"{have} tiles of {value} points, the rules need {count}", path, rule=SETUP)
    return food


def action_syntax(layout: Any) -> ActionSyntax:
    """Return what one action of a turn's text may be (cells named from the layout's board), for the transcript schema."""
    cell, where = cell_pattern(layout)
    return ActionSyntax(
        rf"(pass|{cell}|([0-9]+\s*:\s*)?{cell}\s*>\s*{cell})",
        "a1, b2, c3>d3",
        f"a cell such as c3 (an ant put there; {where}), "
        "a food move such as c3>d3 (2:c3>d3 names the tile's points) or pass",
    )


def cell_pattern(layout: Any) -> tuple[str, str]:
    """Return a regex of the board's cell names and the same range in words ('columns a-k, rows 1-11')."""
    names = [cell_name(c, r) for c, r in cells(layout.board.side)]
    columns, rows = sorted({n[0] for n in names}), sorted({int(n[1:]) for n in names})
    return alternatives(names), f"columns {columns[0]}-{columns[-1]}, rows {rows[0]}-{rows[-1]}"
