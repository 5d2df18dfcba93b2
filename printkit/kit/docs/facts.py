"""What a game tells its kit: the kit facts of `games/<pkg>/kitinfo.py`, and the types they are made of.

A game tells the kit about itself in `games/<pkg>/kitinfo.py`:
- `contents(layout)`: what the kit holds, as `Item`s counted from the layout the pages are drawn from;
- `KINDS`: how each component is made (`cards`, `tokens`, `nets`, `board`, `sheet`, ...), which
  picks its making step and tools on the cover (`layouts/text/common.yaml`);
- `values(layout, term)`: figures the words may name as `{name}` (a target score, the egg count),
  the layout's own words said through `term` (how the sheet's language says a colour's name);
- `claims(layout, term)` (optional): figures the words may state, checked against the layout
  (`kit/docs/claims.py`): a typed figure that disagrees fails the build and `validate`;
- `seats(layout)`: the most seats the referee accepts (aid cards and score pads are sized from it);
- `DRAWINGS`: pictures the words may name as `drawing: NAME`;
- `COMPONENTS`: components of its own beyond the shared ones (a score pad, a tuck box);
- `AIDS`: whether it takes the shared player aid (False where the game draws aid cards of its own);
- `cover_art(layout, paints)`: the picture on the cover (shapes, width, height), in the build's paints.
"""

from __future__ import annotations

from collections.abc import Callable

BOARD = r"board|piece-r1c1"  # a board printed whole, or the first of its tiled pieces


def place_on_face(fx: float, fy: float) -> str:
    """Return where a mark at (fx, fy), fractions of a square face, stands, in words: middle, corner or edge."""
    near = [abs(v - 0.5) > 0.2 for v in (fx, fy)]
    if all(near):
        return "in a corner"
    if any(near):
        return "by an edge"
    return "in the middle"


def most_seats(accepts: Callable[[int], bool], upto: int = 64) -> int:
    """Return the most seats n (2 <= n <= upto) for which accepts(n) holds: the referee's own check, asked."""
    n = 1
    while n < upto and accepts(n + 1):
        n += 1
    return n
