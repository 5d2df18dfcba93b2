"""A game's box: a tray sized from the blocks it holds (stacks of pieces, folded dice) and a lid over it.

The blocks stand in rows, in the order given; of every way to cut that order into rows the one
with the smallest outline (width + depth, then area) wins. The tray's inside is that outline and
the tallest block, plus the layout's play; the lid's inside is the tray's outside plus the play.
Both are printed outside (single walls, tabs glued inside), the lid upside down.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from printkit.draw.fontmetrics import text_width
from printkit.draw.impose.nets import NetDrawing
from printkit.draw.impose.trays import STEP_CLEAR, Tray, tray_drawing
from printkit.draw.ink import Paints
from printkit.draw.miniature import MIN_PT, legible
from printkit.draw.scene import Group, Rect, Shape, Style, Text, compose, scale, translate
from printkit.layout.colours import legible_on
from printkit.layout.units import MM_PER_PT

Block = tuple[float, float, float]  # width, depth, height in mm of one thing the box holds


@dataclass(frozen=True)
class Packing:
    """Where the blocks stand: rows of block indices, and the outline they fill (width, depth, height)."""

    rows: tuple[tuple[int, ...], ...]
    width: float
    depth: float
    height: float


def stacks(count: int, size: float, thickness: float, most: float, depth: float | None = None) -> list[Block]:
    """Return count flat pieces (size mm wide, depth deep: size unless given) as stacks no taller than most mm."""
    per = max(1, int(most // thickness))
    n = -(-count // per)
    # shared out evenly: no stack much taller than the others
    each = -(-count // n)
    d = size if depth is None else depth
    return [(size, d, each * thickness)] * (n - 1) + [(size, d, (count - each * (n - 1)) * thickness)]


def pack(blocks: Sequence[Block]) -> Packing:
    """Return the blocks in rows with the smallest outline."""
    n = len(blocks)
    best: tuple[tuple[float, float], Packing] | None = None
    for k in range(n):
        for cuts in combinations(range(1, n), k):
            bounds = (0, *cuts, n)
            rows = tuple(tuple(range(a, b)) for a, b in zip(bounds, bounds[1:]))
            w = max(sum(blocks[i][0] for i in row) for row in rows)
            d = sum(max(blocks[i][1] for i in row) for row in rows)
            score = (w + d, w * d)
            if best is None or score < best[0]:
                best = (score, Packing(rows, w, d, max(b[2] for b in blocks)))
    if best is None:
        raise ValueError("a box holds at least one block")
    return best[1]


def size_text(*values: float) -> str:
    """Return sizes as words: '28.7 x 66 x 17.8 mm' (to a tenth of a millimetre)."""
    return " x ".join(f"{round(v, 1):g}" for v in values) + " mm"


def box_trays(
    blocks: Sequence[Block], thickness: float, play: float, tab: float, lid_depth: float
) -> tuple[Tray, Tray]:
    """Return the box's tray and its lid, both printed outside."""
    p = pack(blocks)
    w, d, h = p.width + play, p.depth + play, p.height + play
    base = Tray(w, d, h, tab, printed="outside")
    lid = Tray(w + 2 * thickness + play, d + 2 * thickness + play, min(lid_depth, h), tab, printed="outside")
    return base, lid


@dataclass(frozen=True)
class BoxLook:
    """How a game's box is printed: its title and face, the ground and ink, the cover picture for the lid."""

    title: str
    font: str  # the title's face
    ground: str
    ink: str
    art: tuple[Sequence[Shape], float, float]  # the cover picture: shapes, width, height in mm


def _fit(text: str, font: str, width: float, most: float) -> float:
    """Return the largest size (pt, at most most, at least 6) that sets text within width mm."""
    at_one = text_width(text, font, 1.0) or 1.0
    return max(MIN_PT, min(most, width / at_one))


def _title(look: BoxLook, ink: str, length: float, depth: float, most: float) -> list[Shape]:
    width = min(length * 0.8, length - 2 * STEP_CLEAR)  # clear of the assembly step's number
    pt = _fit(look.title, look.font, width, min(most, depth / MM_PER_PT * 0.55))
    return [Text(length / 2, depth / 2 + pt * MM_PER_PT * 0.36, look.title, pt, look.font, ink, "middle")]


def box_drawings(
    base: Tray, lid: Tray, look: BoxLook, paints: Paints, ident: str
) -> tuple[NetDrawing, NetDrawing]:
    """Return the box's tray and lid nets: the title round every wall, the title and the cover picture on the lid."""
    ground = paints.flood(Style(fill=look.ground))  # a flood of the game's colour: a tint with --ink low
    ink = legible_on(paints.on(look.ink, look.ground), ground.fill or look.ground)

    def wall(length: float, depth: float) -> list[Shape]:
        return [Rect(-0.8, -0.8, length + 1.6, depth + 1.6, ground), *_title(look, ink, length, depth, 14)]

    def bottom(w: float, h: float) -> list[Shape]:
        return [Rect(-0.8, -0.8, w + 1.6, h + 1.6, ground)]

    w, h = lid.width, lid.height
    band = min(h * 0.3, 16.0)
    top: list[Shape] = [*bottom(w, h), *_title(look, ink, w, band, 24)]
    shapes, aw, ah = look.art
    room_w, room_h = w * 0.9, h - band - 3.0
    if room_h > 5:
        k = min(room_w / aw, room_h / ah)
        shapes = legible(tuple(shapes), k)
        top.append(
            Group(tuple(shapes), compose(translate((w - aw * k) / 2, band + (room_h - ah * k) / 2), scale(k)))
        )
    return (
        tray_drawing(
            base, bottom(base.width, base.height), lambda n: wall(n, base.depth), ident=f"{ident}-tray"
        ),
        tray_drawing(lid, top, lambda n: wall(n, lid.depth), ident=f"{ident}-lid", up="floor"),
    )
