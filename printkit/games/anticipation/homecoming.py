"""What follows a move home or a release: the captives put on the Queen and the nest spaces own ants go back onto;
and the claims on waiting pieces (rules: claim: by-choice)."""

from __future__ import annotations

from typing import Any

from printkit.games.anticipation.barriers import square
from printkit.games.anticipation.headings import ANTE, NEST
from printkit.games.anticipation.notation import Claim, Home, Queen
from printkit.games.anticipation.position import NEST_SPACES, State, auto_queen, colour_of, take_waiting
from printkit.referee.errors import Illegal
from printkit.referee.turns import Turn
from printkit.referee.words import count


def queen_choice(state: State, colour: str, turn: Turn[Any], home: tuple[str, ...]) -> list[str]:
    """Return the pieces put on the Queen: as written ('queen ...') or each free segment, top first."""
    auto = auto_queen(state, colour, home)
    if turn.peek() is not Queen:
        return auto
    token, queen = turn.take(Queen, NEST, "'queen'")
    segs: set[int] = set()
    for p in queen.pieces:
        if p not in home:
            raise Illegal(NEST, f"{p} is not in the stack brought home ({' '.join(home)})", action=token)
        seg = int(p[1])
        if seg in state.queen[colour] or seg in segs:
            raise Illegal(NEST, f"segment {seg} is already on the {colour} Queen", action=token)
        segs.add(seg)
    for p in auto:
        if int(p[1]) not in segs:
            raise Illegal(
                NEST,
                f"{p} fits the empty segment {p[1]}: captured pieces that can be used are placed",
                action=token,
            )
    return list(queen.pieces)


def home_spaces(state: State, colour: str, turn: Turn[Any], own: list[str]) -> tuple[int, ...]:
    """Return the nest spaces (0-13) of the own ants coming home, as written ('home K ...'), or () for the default."""
    if turn.peek() is not Home:
        return ()
    token, home = turn.take(Home, NEST, "'home'")
    if len(home.spaces) != len(own):
        ants = count(len(own), f"{colour} ant")
        raise Illegal(
            NEST,
            f"{ants} come{'s' if len(own) == 1 else ''} home ({' '.join(own) or 'none'}): "
            "'home' names a nest space for each, top first",
            action=token,
        )
    spaces = state.nest[colour]
    for i, k in enumerate(home.spaces):
        if not 1 <= k <= NEST_SPACES:
            raise Illegal(NEST, f"nest spaces are 1-{NEST_SPACES}, not {k}", action=token)
        if k in home.spaces[:i]:
            raise Illegal(NEST, f"space {k} is named twice: one ant a space", action=token)
        if spaces[k - 1] is not None:
            raise Illegal(NEST, f"space {k} of the {colour} nest holds {spaces[k - 1]}", action=token)
    if turn.peek() is Queen:
        raise Illegal(NEST, "'queen' comes before 'home'", action=turn.items[turn.i][0])
    return tuple(k - 1 for k in home.spaces)


def take_claims(state: State, colour: str, turn: Turn[Any]) -> None:
    """Take the waiting pieces claimed here ('claim SQ [P ...]', rules: claim: by-choice)."""
    while turn.peek() is Claim:
        token, claim = turn.take(Claim, ANTE, "'claim'")
        if state.options.claim == "automatic":
            raise Illegal(
                ANTE,
                "an ant on a corner takes its colour's waiting pieces at once (rules: claim: automatic)",
                action=token,
            )
        sq = square(state, claim.square, token, ANTE)
        corner = state.model.corner_colour.get(sq)
        if corner is None:
            raise Illegal(ANTE, f"{claim.square} is not a corner square of the Ante-chamber", action=token)
        stack = state.stacks.get(sq)
        if stack is None or colour_of(stack[0]) != colour:
            raise Illegal(ANTE, f"no {colour} ant stands on {claim.square} to claim from it", action=token)
        waiting = state.ante[corner]
        pieces = claim.pieces or waiting
        if not waiting:
            raise Illegal(ANTE, f"no {corner} pieces wait in the Ante-chamber", action=token)
        for i, p in enumerate(pieces):
            if p not in waiting or p in pieces[:i]:
                raise Illegal(
                    ANTE,
                    f"{p} is not waiting in the Ante-chamber (waiting: {' '.join(waiting)})",
                    action=token,
                )
        take_waiting(state, sq, tuple(pieces))
