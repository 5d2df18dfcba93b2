"""A Crumbs position drawn: the crumbs left in a row, whose turn it is."""

from __future__ import annotations

from typing import Any

from printkit.draw.picture import INK, TEXT_FONT, Picture, fault_box
from printkit.draw.scene import Circle, Rect, Shape, Style, Text
from tests.fifthgame.rules import Crumbs, State

GAP = 4.0  # mm between crumbs


def picture(game: Crumbs, view: Any) -> Picture:
    """Draw the crumbs left, and mark the turn that broke a rule."""
    state: State = view.state
    crumb = game.layout.crumb
    size = crumb.size / 2
    width = game.pile * (size + GAP) + GAP
    height = size + 2 * GAP + 10.0
    board: tuple[Shape, ...] = (Rect(0, 0, width, height, Style(fill="#f7eed6", stroke=INK, width=0.4)),)
    position: list[Shape] = [
        Circle(
            GAP + i * (size + GAP) + size / 2,
            GAP + size / 2,
            size / 2,
            Style(fill=crumb.colour, stroke=crumb.rim, width=0.6),
        )
        for i in range(state.left)
    ]
    said = f"{state.winner} took the last crumb" if state.winner else f"{game.to_move(state)} to take"
    position.append(Text(GAP, height - GAP, said, 9.0, TEXT_FONT, INK))
    if view.fault is not None:
        position.append(fault_box(1.0, 1.0, width - 2.0, size + 2 * GAP - 2.0))
    return Picture(width, height, board, tuple(position), (), (f"{state.left} crumbs left", said))
