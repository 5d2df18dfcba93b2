"""What the cover says about cutting, measured from the pages themselves: round pieces' size and spacing, tiled boards, gutterfold sheets."""

from __future__ import annotations

import math
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from printkit.draw.impose.tokens import CUT_OUTLINE
from printkit.draw.scene import IDENTITY, Circle, Group, Matrix, Page, Shape, apply, compose
from printkit.layout.words import Punch, Rounds

TILED = re.compile(r"piece-r\d+c\d+")  # a board's tiles (impose/tiling.py) carry these ids
GUTTERFOLD = re.compile(r" gutterfold \d+$")  # a gutterfold sheet's page label (impose/)


@dataclass(frozen=True)
class RoundPieces:
    """Round pieces of one size as printed: their cut diameter and the least gap to a neighbour, in mm."""

    diameter: float
    gap: float


def _circles(items: Sequence[Shape], m: Matrix = IDENTITY) -> Iterator[tuple[float, float, float]]:
    for item in items:
        if isinstance(item, Group):
            yield from _circles(item.items, compose(m, item.transform))
        elif isinstance(item, Circle) and item.style == CUT_OUTLINE:
            x, y = apply(m, item.cx, item.cy)
            yield x, y, item.r * math.hypot(m[0], m[1])


def round_pieces(pages: Sequence[Page]) -> list[RoundPieces]:
    """Return the round pieces the pages cut (their grey outlines), one entry per diameter, smallest first."""
    gaps: dict[float, float] = {}
    for page in pages:
        circles = list(_circles(page.items))
        for i, (x, y, r) in enumerate(circles):
            d = round(2 * r, 1)
            near = min(
                (math.hypot(x - x2, y - y2) - r - r2 for j, (x2, y2, r2) in enumerate(circles) if j != i),
                default=math.inf,
            )
            gaps[d] = min(gaps.get(d, math.inf), near)
    return [RoundPieces(d, round(g, 1)) for d, g in sorted(gaps.items())]


def punch_for(pieces: RoundPieces, rounds: Rounds) -> Punch | None:
    """Return the punch that cuts these pieces on their outline (a little inside, or outside but short of the gap), if any."""
    d = pieces.diameter
    fits = [
        p for p in rounds.punches if d - rounds.under <= p.mm <= d + min(rounds.over, max(0.0, pieces.gap))
    ]
    return min(fits, key=lambda p: abs(p.mm - d), default=None)


def is_tiled(pages: Sequence[Page]) -> bool:
    """Return whether a board's pages are tiles to glue together (rather than the board whole on one sheet)."""

    def ids(items: Sequence[Shape]) -> Iterator[str]:
        for item in items:
            if isinstance(item, Group):
                if item.id:
                    yield item.id
                yield from ids(item.items)

    return any(TILED.fullmatch(i) for page in pages for i in ids(page.items))


def is_gutterfold(pages: Sequence[Page]) -> bool:
    """Return whether the pages are gutterfold sheets (fronts and backs side by side, folded and glued)."""
    return any(GUTTERFOLD.search(page.label) for page in pages)
