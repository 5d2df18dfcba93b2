"""The kits' one die style: round pips in a die's places (a pip die reads the same turned, so its 6 is never a 9)."""

from __future__ import annotations

from printkit.draw.scene import Circle, Rect, Shape, Style

PIPS = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}
STEP = 0.27  # from the middle to a corner pip, as a fraction of the edge
PIP = 0.085  # a pip's radius, as a fraction of the edge


def pips(value: int) -> tuple[tuple[float, float, float], ...]:
    """Return a face's pips as (x, y, r), fractions of the edge, x and y from the face's middle."""
    return tuple((dx * STEP, dy * STEP, PIP) for dx, dy in PIPS[value])


def die_face(edge: float, value: int, ink: str) -> list[Shape]:
    """Return one face of a plain die, value pips on white in an edge x edge box (its ground 0.8 mm past the cut)."""
    items: list[Shape] = [Rect(-0.8, -0.8, edge + 1.6, edge + 1.6, Style(fill="#ffffff"))]
    for dx, dy in PIPS[value]:
        items.append(
            Circle(edge / 2 + dx * edge * STEP, edge / 2 + dy * edge * STEP, edge * PIP, Style(fill=ink))
        )
    return items
