"""The position: stacks on squares, nests, Queens, the Ante-chamber, Barriers; and how pieces move between them.

Pieces are named by colour letter, Queen segment (1-7) and magnet mark: 'Y3+' is a yellow ant
whose back shows segment 3 (thorax) and the mark +. A stack is a tuple of pieces, top first; it
belongs to the colour of its top piece and moves as one ant.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from printkit.games.anticipation.board import COLOUR_OF_LETTER, LETTER, BoardModel
from printkit.games.anticipation.options import RuleOptions
from printkit.referee.game import GameState

NEST_SPACES = 14
QUEEN = 7


def colour_of(piece: str) -> str:
    """Return the colour of a piece such as 'Y3+'."""
    return COLOUR_OF_LETTER[piece[0]]


@dataclass(slots=True, eq=False)
class State(GameState):
    """Stacks on squares, nests, Queens, the Ante-chamber, the Barriers and whose turn is next."""

    model: BoardModel
    options: RuleOptions
    players: tuple[str, ...]  # colours in turn order
    sides: dict[str, tuple[str, ...]] | None  # the two-player game: side name -> its two colours
    friends: dict[str, frozenset[str]]  # a colour and its partner in the two-player game
    stacks: dict[int, tuple[str, ...]]  # square -> the stack on it, top first
    nest: dict[str, tuple[str | None, ...]]  # colour -> its nest's 14 spaces
    queen: dict[str, dict[int, str]]  # colour -> segment -> piece (the inner dict is replaced on a change)
    ante: dict[str, tuple[str, ...]]  # pieces of each colour waiting in the Ante-chamber
    barriers: list[int | None]  # None: resting in the Ante-chamber, not yet in play
    barrier_owner: list[str | None]
    release: dict[str, int]  # throws called in vain, per colour
    legs: Any  # moves.Legs: the walk tables, shared by every game on this board
    next_index: int = 0
    finished: bool = False
    winner: tuple[str, ...] = ()

    @property
    def to_move(self) -> str:
        """The colour whose turn is next."""
        return self.players[self.next_index]

    def barrier_set(self) -> frozenset[int]:
        """Return the squares a Barrier stands on."""
        return frozenset(b for b in self.barriers if b is not None)

    def is_playable(self, colour: str) -> bool:
        """Tell whether colour has an ant in its nest or on top of a stack on the board."""
        if any(self.nest[colour]):
            return True
        letter = LETTER[colour]
        return any(s[0][0] == letter for s in self.stacks.values())


def attracts(options: RuleOptions, mover: str, target: str) -> bool:
    """Tell whether the moving top piece captures the target's top piece (by their magnet marks)."""
    same = mover[2] == target[2]
    return same if options.magnetism == "equal-attract" else not same


def to_nest(state: State, colour: str, piece: str, space: int | None = None) -> None:
    """Put a piece of colour on a space of its nest (0-13, checked free), by default the first empty one."""
    spaces = state.nest[colour]
    k = spaces.index(None) if space is None else space
    state.nest[colour] = (*spaces[:k], piece, *spaces[k + 1 :])


def coming_home(colour: str, pieces: tuple[str, ...], placed: list[str]) -> list[str]:
    """Return the pieces of a stack brought home that go back onto colour's nest spaces, top first."""
    letter = LETTER[colour]
    return [p for p in pieces if p[0] == letter and p not in placed]


def to_ante(state: State, piece: str) -> None:
    """Put a piece in the Ante-chamber, under an ant on its colour's corner square if one stands there."""
    colour = colour_of(piece)
    state.ante[colour] = (*state.ante[colour], piece)
    claim(state, state.model.corner[colour])


def claim(state: State, square: int) -> None:
    """An ant on an Ante-chamber corner square takes that colour's waiting pieces under it (claim: automatic)."""
    colour = state.model.corner_colour.get(square)
    if colour is None or not state.ante[colour] or state.options.claim != "automatic":
        return
    stack = state.stacks.get(square)
    if stack is not None:
        state.stacks[square] = stack + tuple(state.ante[colour])
        state.ante[colour] = ()


def take_waiting(state: State, square: int, pieces: tuple[str, ...]) -> None:
    """Put these waiting pieces of the corner's colour under the ant on an Ante-chamber corner (a claim)."""
    colour = state.model.corner_colour[square]
    state.stacks[square] = state.stacks[square] + pieces
    state.ante[colour] = tuple(p for p in state.ante[colour] if p not in pieces)


def auto_queen(state: State, colour: str, pieces: tuple[str, ...]) -> list[str]:
    """Return the pieces that go on the Queen when the record names none: each free segment, top first."""
    free = set(range(1, QUEEN + 1)) - set(state.queen[colour])
    out = []
    for p in pieces:
        seg = int(p[1])
        if colour_of(p) not in state.friends[colour] and seg in free:
            free.discard(seg)
            out.append(p)
    return out


def dismantle(
    state: State, colour: str, pieces: tuple[str, ...], placed: list[str], spaces: tuple[int, ...] = ()
) -> None:
    """Take a stack apart in colour's nest: own ants home, captives on the Queen, the rest to the Ante-chamber.

    spaces: the nest spaces (0-13) of the own ants coming home, top first (see coming_home); by
    default each goes onto the first empty space.
    """
    penalty = False
    if placed:
        # in the order placed (the 'queen' list's): a lost Queen goes to the Ante-chamber in that order
        state.queen[colour] = {**state.queen[colour], **{int(p[1]): p for p in placed}}
        penalty = any(colour_of(p) in state.friends[colour] for p in placed)
    own = iter(spaces)
    for p in pieces:
        pc = colour_of(p)
        if p in placed:
            continue
        if pc == colour:
            to_nest(state, colour, p, next(own, None))
        else:
            to_ante(state, p)
    if penalty:
        lost = list(state.queen[colour].values())
        state.queen[colour] = {}
        for p in lost:
            to_ante(state, p)
        return
    if len(state.queen[colour]) == QUEEN:
        if state.sides is None:
            state.finished, state.winner = True, (colour,)
        else:
            side = next(cs for cs in state.sides.values() if colour in cs)
            if all(len(state.queen[c]) == QUEEN for c in side):
                state.finished, state.winner = True, side


def land(
    state: State, colour: str, stack: tuple[str, ...], dst: int
) -> tuple[str | None, tuple[str, ...] | None]:
    """Put a moving stack on dst; return the capture outcome (or None) and the stack if it came home."""
    stacks = state.stacks
    target = stacks.get(dst)
    outcome = None
    if target is not None:
        if (stack[0][2] == target[0][2]) == (state.options.magnetism == "equal-attract"):
            outcome, stack = "attract", stack + target
        else:
            outcome, stack = "repel", target + stack
    model = state.model
    if stack[0][0] == LETTER[colour] and dst in model.finishes[colour]:
        stacks.pop(dst, None)
        return outcome, stack
    stacks[dst] = stack
    if dst in model.corner_colour:
        claim(state, dst)
    return outcome, None


def lift(state: State, colour: str, src: int) -> tuple[str, ...]:
    """Take the moving ant (or stack) off src, a square or -1 - k for space k of colour's nest."""
    if src < 0:
        k = -1 - src
        spaces = state.nest[colour]
        piece = spaces[k]
        assert piece is not None  # the move's source was checked
        state.nest[colour] = (*spaces[:k], None, *spaces[k + 1 :])
        return (piece,)
    return state.stacks.pop(src)


def free_prisoners(state: State, colour: str, spaces: tuple[int, ...] = ()) -> None:
    """Send colour's pieces waiting in the Ante-chamber back to its nest (onto spaces, in order, or the first empty)."""
    own = iter(spaces)
    for p in state.ante[colour]:
        to_nest(state, colour, p, next(own, None))
    state.ante[colour] = ()
    state.release[colour] = 0
