"""What a throw allows: one-way walks from a square or a nest, splits, landings, and whether a throw can be used whole."""

from __future__ import annotations

from functools import cache

from printkit.games.anticipation.board import (
    COLOUR_OF_LETTER,
    LETTER,
    NOBODY_SHUT_IN,
    BoardModel,
    shut_in,
    shut_nests,
)
from printkit.games.anticipation.position import State, auto_queen, colour_of, dismantle, land, lift


@cache
def _ends(
    model: BoardModel, square: int, length: int, came_from: int = -1
) -> dict[int, tuple[tuple[int, ...], ...]]:
    """Return the one-way walks of length steps from square, by the square they end on."""
    out: dict[int, list[tuple[int, ...]]] = {}
    for walk in model.walks.from_square(square, length, came_from):
        out.setdefault(walk[-1], []).append(walk)
    return {k: tuple(v) for k, v in out.items()}


@cache
def _nest_walks(model: BoardModel, colour: str, length: int, counts: bool) -> tuple[tuple[int, ...], ...]:
    """Return the walks out of a nest, each with its START square first (counted as a step when counts)."""
    out = []
    for start in model.starts[colour]:
        out += [(start,) + w for w in model.walks.from_square(start, length - 1 if counts else length)]
    return tuple(out)


@cache
def _nest_ends(
    model: BoardModel, colour: str, length: int, counts: bool
) -> dict[int, tuple[tuple[int, ...], ...]]:
    out: dict[int, list[tuple[int, ...]]] = {}
    for walk in _nest_walks(model, colour, length, counts):
        out.setdefault(walk[-1], []).append(walk)
    return {k: tuple(v) for k, v in out.items()}


def _is_free(path: tuple[int, ...], barriers: frozenset[int]) -> bool:
    return not barriers or not any(s in barriers for s in path)


def _paths(state: State, colour: str, src: int, length: int) -> dict[int, tuple[tuple[int, ...], ...]]:
    """Return one-leg walks for an ant at src (a square, or -1 - k for nest space k), by end square."""
    if src < 0:
        return _nest_ends(state.model, colour, length, state.options.start_square_counts)
    return _ends(state.model, src, length)


def _as_masks(ends: dict[int, tuple[tuple[int, ...], ...]]) -> dict[int, tuple[int, ...]]:
    return {dst: tuple(sum(1 << s for s in w) for w in walks) for dst, walks in ends.items()}


@cache
def _square_masks(model: BoardModel, src: int, length: int) -> dict[int, tuple[int, ...]]:
    """Return, by end square, each walk from src as a bit mask of the squares it steps on."""
    return _as_masks(_ends(model, src, length))


@cache
def _nest_masks(model: BoardModel, colour: str, length: int, counts: bool) -> dict[int, tuple[int, ...]]:
    """Return, by end square, each walk out of colour's nest as a bit mask of the squares it steps on."""
    return _as_masks(_nest_ends(model, colour, length, counts))


def barrier_mask(barriers: frozenset[int]) -> int:
    """Return the squares with a Barrier as a bit mask."""
    return sum(1 << b for b in barriers)


_BARRIER_INFO: dict[tuple[int | None, ...], tuple[frozenset[int], int]] = {}


def barrier_info(barriers: list[int | None]) -> tuple[frozenset[int], int]:
    """Return the squares with a Barrier, as a set and as a bit mask (cached per placement)."""
    key = tuple(barriers)
    hit = _BARRIER_INFO.get(key)
    if hit is None:
        squares = frozenset(b for b in key if b is not None)
        hit = _BARRIER_INFO[key] = (squares, barrier_mask(squares))
    return hit


MAX_THROW = 12


class Legs:
    """One board's one-way walks for each throw, by source, length and end square, as bit masks (filled as needed)."""

    def __init__(self, model: BoardModel, counts: bool):
        self.model = model
        self.counts = counts  # whether the START square is the first step out of a nest
        self.squares: dict[int, tuple[dict[int, tuple[int, ...]], ...]] = {}
        self.nests: dict[str, tuple[dict[int, tuple[int, ...]], ...]] = {}

    def of(self, colour: str, src: int) -> tuple[dict[int, tuple[int, ...]], ...]:
        """Return, for each length 0-12, the walks of colour's ant at src (a square, or -1 - k for nest space k)."""
        table = self.squares.get(src) if src >= 0 else self.nests.get(colour)
        if table is None:
            lengths = range(1, MAX_THROW + 1)
            if src >= 0:
                table = self.squares[src] = ({}, *(_square_masks(self.model, src, n) for n in lengths))
            else:
                table = self.nests[colour] = (
                    {},
                    *(_nest_masks(self.model, colour, n, self.counts) for n in lengths),
                )
        return table


@cache
def legs_for(model: BoardModel, counts: bool) -> Legs:
    """Return the walk tables of a board and a reading of START (one per referee, shared by every game)."""
    return Legs(model, counts)


def any_free(walks: tuple[int, ...], barriers: int) -> bool:
    """Tell whether one of the walks (bit masks) touches no Barrier square (a bit mask)."""
    return any(not mask & barriers for mask in walks)


def split_ok(
    state: State, colour: str, src: int, via: int, dst: int, first: int, second: int, barriers: frozenset[int]
) -> bool:
    """Tell whether an ant can go first steps to via and then second steps back the other way to dst."""
    for walk in _paths(state, colour, src, first).get(via, ()):
        if not _is_free(walk, barriers):
            continue
        if len(walk) >= 2:
            back = walk[-2]
        elif src >= 0:
            back = src
        else:
            continue  # one step out onto START: the way back is the nest
        if back in barriers:
            continue
        if second == 1:
            if back == dst:
                return True
            continue
        for rest in _ends(state.model, back, second - 1, via).get(dst, ()):
            if _is_free(rest, barriers):
                return True
    return False


def landing_problem(state: State, colour: str, dst: int, src: int) -> str | None:
    """Return why colour's ant moving from src may not end its move on dst, or None.

    An ant that comes back to the square it left (a split with equal dice) finds only itself there.
    """
    target = state.stacks.get(dst)
    if target is None or dst == src:
        return None
    top = colour_of(target[0])
    if top == colour:
        return f"{state.model.name(dst)} holds a {colour} ant: no two ants of one colour share a square"
    if top in state.friends[colour]:
        return f"{state.model.name(dst)} holds a friendly {top} ant: a friendly colour cannot be captured"
    return None


def barrier_problem(state: State, barriers: frozenset[int]) -> str | None:
    """Return why Barriers on these squares would break 'never block both entrances', or None.

    Every nest in play keeps a way in and out (option open_nest); with barrier_access: ants, every
    ant on the board also keeps a free path to a FINISH square of its own colour.
    """
    model = state.model
    shut = shut_nests(model, barriers, state.options.open_nest == "out-and-in")
    for c in state.players:
        if c in shut:
            return f"that blocks both entrances of the {c} nest"
    if state.options.barrier_access == "ants":
        cut = shut_in(model, barriers)
        if cut is not NOBODY_SHUT_IN:
            for sq, stack in state.stacks.items():
                colour = COLOUR_OF_LETTER[stack[0][0]]
                if sq in cut[colour]:
                    return f"that cuts the {colour} ant on {model.name(sq)} off from its nest"
    return None


def _sources(state: State, colour: str) -> list[int]:
    """Return where colour's ants can start a move: its stacks, and one nest space per magnet mark."""
    letter = LETTER[colour]
    out = [sq for sq, s in state.stacks.items() if s[0][0] == letter]
    marks = set()
    for k, p in enumerate(state.nest[colour]):
        if p is not None and p[2] not in marks:
            marks.add(p[2])
            out.append(-1 - k)
    return out


def single_moves(state: State, colour: str, length: int) -> list[tuple[int, int]]:
    """Return every (source, end square) a one-die move of length allows."""
    barriers = state.barrier_set()
    out = []
    for src in _sources(state, colour):
        for dst, walks in _paths(state, colour, src, length).items():
            if any(_is_free(w, barriers) for w in walks) and landing_problem(state, colour, dst, src) is None:
                out.append((src, dst))
    return out


def split_moves(state: State, colour: str, first: int, second: int) -> list[tuple[int, int, int]]:
    """Return every (source, turning square, end square) of a split throw, first die out, second back."""
    barriers = state.barrier_set()
    out = []
    for src in _sources(state, colour):
        for via in _paths(state, colour, src, first):
            for dst in _split_ends(state, colour, src, via, first, second, barriers):
                if landing_problem(state, colour, dst, src) is None:
                    out.append((src, via, dst))
    return out


def _split_ends(
    state: State, colour: str, src: int, via: int, first: int, second: int, barriers: frozenset[int]
) -> set[int]:
    ends = set()
    for dst in _reach(state.model, via, second):
        if split_ok(state, colour, src, via, dst, first, second, barriers):
            ends.add(dst)
    return ends


@cache
def _reach(model: BoardModel, square: int, length: int) -> frozenset[int]:
    """Squares within length steps (a cheap superset of a split's possible ends)."""
    seen = {square}
    edge = {square}
    for _ in range(length):
        edge = {n for s in edge for n in model.graph.adjacent[s]} - seen
        seen |= edge
    return frozenset(seen)


def play_single(state: State, colour: str, src: int, dst: int) -> str:
    """Move colour's ant at src to dst with default choices; return the moved top piece."""
    stack = lift(state, colour, src)
    _, home = land(state, colour, stack, dst)
    if home is not None:
        dismantle(state, colour, home, auto_queen(state, colour, home))
    return stack[0]


def full_use_exists(state: State, colour: str, a: int, b: int) -> bool:
    """Tell whether the throw (a, b) can be used whole: one ant the sum, a split, or two ants."""
    if (
        single_moves(state, colour, a + b)
        or split_moves(state, colour, a, b)
        or split_moves(state, colour, b, a)
    ):
        return True
    for first, second in ((a, b), (b, a)) if a != b else ((a, b),):
        for src, dst in single_moves(state, colour, first):
            trial = state.copy()
            moved = play_single(trial, colour, src, dst)
            if trial.finished:
                return True
            for src2, _ in single_moves(trial, colour, second):
                piece = trial.nest[colour][-1 - src2] if src2 < 0 else trial.stacks[src2][0]
                if piece != moved or (src2 < 0 and sum(p is not None for p in trial.nest[colour]) > 1):
                    return True
    return False
