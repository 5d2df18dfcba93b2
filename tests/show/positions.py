"""What a picture of a position must show, worked out from the referee's state alone, and what a scene shows.

Each game's picture names its pieces by what they are and where they lie (``ant-black-a1``,
``cube-A-Ab3-6``, ``stack-12-3-yellow``); the expected names come from the state the referee
computed, without the picture code, so a test comparing the two checks the drawing against the game.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from printkit.scene import Group, Rect, Shape, Text

PIECE = re.compile(
    r"^(?:hand-|middle-\d|draw-\d|ant-(?:black|red)-|food-[a-z]\d+-|carried-|cube-|role-|nest-eggs-|held-"
    r"|stack-|nest-(?:yellow|blue|green|red)-|queen-|ante-|barrier-\d)"
)


def drawn(items: Iterable[Shape]) -> set[str]:
    """The piece names in a scene's shapes (ids of groups and texts that stand for a piece or a count)."""
    out: set[str] = set()
    for item in items:
        ident = getattr(item, "id", None) if isinstance(item, (Group, Rect, Text)) else None
        if ident and PIECE.match(ident):
            out.add(ident)
        if isinstance(item, Group):
            out |= drawn(item.items)
    return out


def expected(game, state) -> set[str]:
    """The piece names a picture of state must show."""
    return {
        "111-ants": _ants111,
        "ant-trails": _trails,
        "antheap": _antheap,
        "anticipation": _anticipation,
    }[game.name](game, state)


def _ants111(game, state) -> set[str]:
    out = {
        f"hand-{seat}-{i}-{card}"
        for seat, hand in zip(state.players, state.hands)
        for i, card in enumerate(hand)
    }
    out |= {
        f"middle-{k}-{c}-{'up' if up else 'down'}"
        for k, (c, up) in enumerate(zip(state.middle, state.face_up))
    }
    return out | {f"draw-{len(state.draw)}"}


def _trails(game, state) -> set[str]:
    names = game.board.names
    out = set()
    for colour, bits in (("black", state.black), ("red", state.red)):
        out |= {f"ant-{colour}-{names[i]}" for i in range(len(names)) if bits >> i & 1}
    ants = state.black | state.red
    for cell, values in state.tiles.items():
        kind = "carried" if ants >> cell & 1 else "food"
        out |= {f"{kind}-{names[cell]}-{i}-{v}" for i, v in enumerate(values)}
    return out


def _antheap(game, state) -> set[str]:
    out = {f"nest-eggs-{state.nest}"} | {f"held-{seat}-{state.eggs[seat]}" for seat in state.players}
    for seat in state.players:
        if seat not in state.out:
            out.add(f"cube-{seat}-{state.square_of(seat)}-{state.face[seat]}")
    if state.defender is not None:
        out.add(f"role-{state.defender}-defender")
    return out | {f"role-{seat}-attacker" for seat in state.waiting if seat != state.defender}


def _anticipation(game, state) -> set[str]:
    letters = {"Y": "yellow", "B": "blue", "G": "green", "R": "red"}
    name = state.model.name
    out = {f"stack-{name(sq)}-{len(stack)}-{letters[stack[0][0]]}" for sq, stack in state.stacks.items()}
    for colour, spaces in state.nest.items():
        out |= {f"nest-{colour}-{k + 1}" for k, piece in enumerate(spaces) if piece is not None}
    for colour, queen in state.queen.items():
        out |= {f"queen-{colour}-{segment}-{piece}" for segment, piece in queen.items()}
    out |= {f"ante-{colour}-{len(waiting)}" for colour, waiting in state.ante.items() if waiting}
    return out | {
        f"barrier-{k + 1}-{'rest' if sq is None else name(sq)}" for k, sq in enumerate(state.barriers)
    }
