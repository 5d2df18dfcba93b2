"""A turn's Water Barrier actions: how many its doubles allow, where, and the rule that no Barrier shuts a nest or an ant in."""

from __future__ import annotations

from typing import Any

from printkit.games.anticipation.headings import DOUBLES, MOVES
from printkit.games.anticipation.moves import barrier_problem
from printkit.games.anticipation.notation import Barrier, Roll
from printkit.games.anticipation.position import State
from printkit.referee.errors import Illegal
from printkit.referee.turns import Turn


def square(state: State, name: str, token: str, rule: str = MOVES) -> int:
    """Return the index of a square named in a turn; Illegal under rule if the board has none of that name."""
    sq = state.model.graph.index.get(name)
    if sq is None:
        raise Illegal(rule, f"{name} is not a square on the board", action=token)
    return sq


def take_barriers(state: State, colour: str, turn: Turn[Any], owed: int, double: bool) -> int:
    """Make the Barrier actions written here, owed at most; return how many are still owed.

    With barrier_timing: throw a double's one action comes before or after that throw's moves; with
    turn, each double of the turn earns one, made after any throw's roll or moves from then on.
    """
    while turn.peek() is Barrier:
        if not owed:
            raise Illegal(DOUBLES, _spent(state, turn, double), action=turn.items[turn.i][0])
        _barrier(state, colour, turn)
        owed -= 1
    return owed


def _spent(state: State, turn: Turn[Any], double: bool) -> str:
    """Why a Barrier action written here is one too many."""
    doubles = sum(isinstance(act, Roll) and act.a == act.b for _, act in turn.items[: turn.i])
    if not doubles:
        return "a Water Barrier comes into play or moves only on a double"
    if state.options.barrier_timing == "throw" and not double:
        return "a double's Barrier moves before or after that throw's moves, not later (rules: barrier_timing: throw)"
    if doubles == 1:
        return "a double moves one Water Barrier"
    return f"each double moves one Water Barrier: {doubles} doubles, {doubles} Barrier moves"


def _barrier(state: State, colour: str, turn: Turn[Any]) -> None:
    """Put a Water Barrier into play or move one, as the turn writes it."""
    token, move = turn.take(Barrier, DOUBLES, "a Barrier move")
    frm, to = move.src, move.dst
    dst = square(state, to, token, DOUBLES)
    if frm is not None and frm == to:
        raise Illegal(
            DOUBLES,
            f"the Barrier on {frm} moves to another square (to leave it, write no 'barrier')",
            action=token,
        )
    if dst in state.stacks or dst in state.barriers:
        raise Illegal(DOUBLES, f"{to} is taken: a Barrier goes on an empty square", action=token)
    if frm is None:
        if None not in state.barriers:
            raise Illegal(
                DOUBLES,
                "both Water Barriers are on the board (they stay there): move one with 'barrier SQ>SQ2'",
                action=token,
            )
        k = state.barriers.index(None)
    else:
        src = square(state, frm, token, DOUBLES)
        if src not in state.barriers:
            raise Illegal(DOUBLES, f"no Water Barrier stands on {frm}", action=token)
        k = state.barriers.index(src)
        if (
            state.sides is None
            and not state.options.any_barrier
            and state.barrier_owner[k] not in (None, colour)
        ):
            raise Illegal(
                DOUBLES,
                f"{state.barrier_owner[k]} brought that Barrier into play (rules: any_barrier: false)",
                action=token,
            )
    barriers = list(state.barriers)
    barriers[k] = dst
    problem = barrier_problem(state, frozenset(b for b in barriers if b is not None))
    if problem:
        raise Illegal(DOUBLES, problem, action=token)
    state.barriers = barriers
    if frm is None:
        state.barrier_owner = [colour if i == k else o for i, o in enumerate(state.barrier_owner)]
