"""The Anticipation referee as a fold: setup -> apply one turn at a time -> Queens built.

Pieces are named by colour letter, Queen segment (1-7) and magnet mark: 'Y3+' is a yellow ant
whose back shows segment 3 (thorax) and the mark +. A stack is a tuple of pieces, top first; it
belongs to the colour of its top piece and moves as one ant. Every throw, every hidden face and
every capture outcome is in the transcript; the referee recomputes and compares, it never rolls.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, NamedTuple

from printkit.games.anticipation.board import (
    COLOUR_OF_LETTER, LETTER, PARTNER, BoardModel, board_model, open_entrances, stranded,
)
from printkit.games.anticipation.notation import NotationError, parse_turn
from printkit.games.anticipation.options import RuleOptions
from printkit.games.anticipation.schema import COLOURS
from printkit.referee.errors import Illegal, Unreadable
from printkit.referee.game import Standing, Step

# Rule names: the rulebook's own headings (and the paragraph's subject where a heading holds several).
OBJECT = "Object of the Game"
CAPTURE = "How Do You Do It?"
START = "To Start"
MOVES = "The Moves"
NEST = "Returning to the Nest"
DOUBLES = "Water Barriers and Double Throws"
ANTE = "The Ante-Chamber"
RELEASE = "The Ante-Chamber: no playable ants"
TWO = "The Game for Two Players"
TURN = "Turn order"
NOTATION = "Notation"

NEST_SPACES = 14
QUEEN = 7


def colour_of(piece: str) -> str:
    """Return the colour of a piece such as 'Y3+'."""
    return COLOUR_OF_LETTER[piece[0]]


@dataclass
class State:
    """Stacks on squares, nests, Queens, the Ante-chamber, the Barriers and whose turn is next."""

    model: BoardModel
    options: RuleOptions
    players: tuple[str, ...]  # colours in turn order
    sides: dict[str, tuple[str, ...]] | None  # the two-player game: side name -> its two colours
    friends: dict[str, frozenset[str]]  # a colour and its partner in the two-player game
    # Containers inside these mappings are never changed in place, only replaced, so a clone
    # copies the outer mappings alone and the position before a turn stays intact.
    stacks: dict[int, tuple[str, ...]]
    nest: dict[str, tuple[str | None, ...]]
    queen: dict[str, dict[int, str]]
    ante: dict[str, tuple[str, ...]]  # pieces of each colour waiting in the Ante-chamber
    barriers: list[int | None]  # None: resting in the Ante-chamber, not yet in play
    barrier_owner: list[str | None]
    release: dict[str, int]
    next_index: int = 0
    finished: bool = False
    winner: tuple[str, ...] = ()
    turns: int = 0

    @property
    def to_move(self) -> str:
        """The colour whose turn is next."""
        return self.players[self.next_index]

    def clone(self) -> "State":
        """Return a copy that can be played on without touching this one."""
        return State(self.model, self.options, self.players, self.sides, self.friends, dict(self.stacks),
                     dict(self.nest), dict(self.queen), dict(self.ante), list(self.barriers),
                     list(self.barrier_owner), dict(self.release), self.next_index, self.finished, self.winner,
                     self.turns)

    def barrier_set(self) -> frozenset[int]:
        """Return the squares a Barrier stands on."""
        return frozenset(b for b in self.barriers if b is not None)

    def is_playable(self, colour: str) -> bool:
        """Tell whether colour has an ant in its nest or on top of a stack on the board."""
        if any(self.nest[colour]):
            return True
        letter = LETTER[colour]
        return any(s[0][0] == letter for s in self.stacks.values())


# ---------------------------------------------------------------------------------------- setup

def _start_order(start: Any, players: tuple[str, ...]) -> str:
    """Check the starting throws (rounds; ties at the top throw again); return who starts."""
    if not isinstance(start, list) or not start:
        raise Unreadable("expected a list of rounds of starting throws, e.g. [{yellow: [6, 5], blue: [3, 1]}]",
                         ("setup", "start"))
    throwing = set(players)
    for r, rnd in enumerate(start):
        if not isinstance(rnd, dict) or set(rnd) != throwing:
            raise Unreadable(f"this round of starting throws must have exactly {', '.join(sorted(throwing))}",
                             ("setup", "start", r), rule=START)
        totals = {}
        for colour, dice in rnd.items():
            if (not isinstance(dice, list) or len(dice) != 2
                    or not all(isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 6 for d in dice)):
                raise Unreadable("expected two dice, e.g. [6, 5]", ("setup", "start", r, colour))
            totals[colour] = dice[0] + dice[1]
        best = max(totals.values())
        throwing = {c for c, t in totals.items() if t == best}
        if len(throwing) == 1:
            if r != len(start) - 1:
                raise Unreadable("the start is decided; no more rounds of starting throws", ("setup", "start", r + 1),
                                 rule=START)
            return throwing.pop()
    raise Unreadable(f"{' and '.join(sorted(throwing))} tie for the highest throw: they throw again",
                     ("setup", "start"), rule=START)


def setup(players: Any, data: Any, layout: Any, options: RuleOptions) -> State:
    """Return the starting position, or raise Unreadable for seats or a setup the rules forbid."""
    if not isinstance(players, list) or not 2 <= len(players) <= 4:
        raise Unreadable("list the colours in play (3 or 4; all four for the two-player game) in turn order",
                         ("players",), rule=START)
    for i, seat in enumerate(players):
        if seat not in COLOURS:
            raise Unreadable(f"{seat!r} is not a colour (yellow, blue, green, red)", ("players", i))
        if seat in players[:i]:
            raise Unreadable(f"{seat} is listed twice", ("players", i))
    if not isinstance(data, dict):
        raise Unreadable("expected a mapping with start and nests", ("setup",))
    for key in data:
        if key not in ("start", "nests", "sides"):
            raise Unreadable("unknown key (expected start, nests and, for two players, sides)", ("setup", key),
                             at_key=True)
    seats = tuple(players)
    sides = _sides(data.get("sides"), seats)
    if sides is None and len(seats) == 2:
        raise Unreadable("two players play four colours: list all four and give setup.sides", ("players",),
                         rule=TWO)
    ring = [c for c in COLOURS if c in seats]
    first = ring.index(seats[0])
    if list(seats) != ring[first:] + ring[:first]:
        raise Unreadable(f"play goes clockwise round the board: {', '.join(ring[first:] + ring[:first])}",
                         ("players",), rule=START)
    if "start" not in data:
        raise Unreadable("missing the starting throws (setup.start)", ("setup",))
    starter = _start_order(data["start"], seats)
    if starter != seats[0]:
        raise Unreadable(f"{starter} threw highest, so {starter} plays first", ("players", 0), rule=START)
    nests = data.get("nests")
    if not isinstance(nests, dict) or set(nests) != set(seats):
        raise Unreadable(f"expected the shuffled nest of each colour in play: {', '.join(seats)}", ("setup", "nests"))
    backs = set(layout.pieces.backs)
    nest: dict[str, tuple[str | None, ...]] = {c: (None,) * NEST_SPACES for c in COLOURS}
    for colour, order in nests.items():
        if not isinstance(order, list) or len(order) != NEST_SPACES:
            raise Unreadable(f"a nest has {NEST_SPACES} spaces: list the back of the ant on each",
                             ("setup", "nests", colour))
        if sorted(map(str, order)) != sorted(backs):
            raise Unreadable(f"each of the colour's {NEST_SPACES} backs ({', '.join(layout.pieces.backs)}) once",
                             ("setup", "nests", colour), rule=START)
        nest[colour] = tuple(LETTER[colour] + str(b) for b in order)
    friends = {c: frozenset({c, PARTNER[c]}) if sides else frozenset({c}) for c in COLOURS}
    return State(
        model=board_model(layout), options=options, players=seats, sides=sides, friends=friends, stacks={},
        nest=nest, queen={c: {} for c in COLOURS}, ante={c: () for c in COLOURS}, barriers=[None, None],
        barrier_owner=[None, None], release={c: 0 for c in COLOURS},
    )


def _sides(sides: Any, seats: tuple[str, ...]) -> dict[str, tuple[str, ...]] | None:
    if sides is None:
        return None
    if not isinstance(sides, dict) or len(sides) != 2:
        raise Unreadable("expected two players, each with two diagonally opposite colours", ("setup", "sides"), rule=TWO)
    out = {}
    for name, pair in sides.items():
        if not isinstance(pair, list) or len(pair) != 2 or pair[0] not in COLOURS or PARTNER.get(pair[0]) != pair[1]:
            raise Unreadable("a player's two colours are diagonally opposite: [yellow, green] or [blue, red]",
                             ("setup", "sides", name), rule=TWO)
        out[str(name)] = tuple(pair)
    if len(seats) != 4:
        raise Unreadable("the two-player game uses all four colours", ("players",), rule=TWO)
    return out


# ------------------------------------------------------------------------------------ movement

@lru_cache(maxsize=None)
def _ends(model: BoardModel, square: int, length: int, came_from: int = -1) -> dict[int, tuple[tuple[int, ...], ...]]:
    """Return the one-way walks of length steps from square, by the square they end on."""
    out: dict[int, list[tuple[int, ...]]] = {}
    for walk in model.walks.from_square(square, length, came_from):
        out.setdefault(walk[-1], []).append(walk)
    return {k: tuple(v) for k, v in out.items()}


@lru_cache(maxsize=None)
def _nest_walks(model: BoardModel, colour: str, length: int, counts: bool) -> tuple[tuple[int, ...], ...]:
    """Return the walks out of a nest, each with its START square first (counted as a step when counts)."""
    out = []
    for start in model.starts[colour]:
        out += [(start,) + w for w in model.walks.from_square(start, length - 1 if counts else length)]
    return tuple(out)


@lru_cache(maxsize=None)
def _nest_ends(model: BoardModel, colour: str, length: int, counts: bool) -> dict[int, tuple[tuple[int, ...], ...]]:
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


def _leg_ok(state: State, colour: str, src: int, dst: int, length: int, barriers: frozenset[int]) -> bool:
    if src < 0:
        walks = _nest_ends(state.model, colour, length, state.options.start_square_counts).get(dst)
    else:
        walks = _ends(state.model, src, length).get(dst)
    if not walks:
        return False
    return not barriers or any(_is_free(w, barriers) for w in walks)


def _split_ok(state: State, colour: str, src: int, via: int, dst: int, first: int, second: int,
              barriers: frozenset[int]) -> bool:
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


def _landing_problem(state: State, colour: str, dst: int) -> str | None:
    """Return why an ant of colour may not end its move on dst, or None."""
    target = state.stacks.get(dst)
    if target is None:
        return None
    top = colour_of(target[0])
    if top == colour:
        return f"{state.model.name(dst)} holds a {colour} ant: no two ants of one colour share a square"
    if top in state.friends[colour]:
        return f"{state.model.name(dst)} holds a friendly {top} ant: a friendly colour cannot be captured"
    return None


@lru_cache(maxsize=None)
def closed_nests(model: BoardModel, players: tuple[str, ...], barriers: frozenset[int]) -> list[str]:
    """Return the nests in play that Barriers on these squares would leave with no open entrance."""
    return [c for c in players if not open_entrances(model, c, barriers)]


def attracts(options: RuleOptions, mover: str, target: str) -> bool:
    """Tell whether the moving top piece captures the target's top piece (by their magnet marks)."""
    same = mover[2] == target[2]
    return same if options.magnetism == "equal-attract" else not same


# ------------------------------------------------------------------------------ the position

def _to_nest(state: State, colour: str, piece: str) -> None:
    spaces = state.nest[colour]
    k = spaces.index(None)
    state.nest[colour] = (*spaces[:k], piece, *spaces[k + 1:])


def _to_ante(state: State, piece: str) -> None:
    colour = colour_of(piece)
    state.ante[colour] = (*state.ante[colour], piece)
    _claim(state, state.model.corner[colour])


def _claim(state: State, square: int) -> None:
    """An ant on an Ante-chamber corner square takes that colour's waiting pieces under it."""
    colour = state.model.corner_colour.get(square)
    if colour is None or not state.ante[colour]:
        return
    stack = state.stacks.get(square)
    if stack is not None:
        state.stacks[square] = stack + tuple(state.ante[colour])
        state.ante[colour] = ()


def _auto_queen(state: State, colour: str, pieces: tuple[str, ...]) -> list[str]:
    """Return the pieces that go on the Queen when the record names none: each free segment, top first."""
    free = set(range(1, QUEEN + 1)) - set(state.queen[colour])
    out = []
    for p in pieces:
        seg = int(p[1])
        if colour_of(p) not in state.friends[colour] and seg in free:
            free.discard(seg)
            out.append(p)
    return out


def _dismantle(state: State, colour: str, pieces: tuple[str, ...], placed: list[str]) -> None:
    """Take a stack apart in colour's nest: own ants home, captives on the Queen, the rest to the Ante-chamber."""
    penalty = False
    if placed:
        state.queen[colour] = dict(state.queen[colour])
    for p in pieces:
        pc = colour_of(p)
        if p in placed:
            state.queen[colour][int(p[1])] = p
            penalty = penalty or pc in state.friends[colour]
        elif pc == colour:
            _to_nest(state, colour, p)
        else:
            _to_ante(state, p)
    if penalty:
        lost = list(state.queen[colour].values())
        state.queen[colour] = {}
        for p in lost:
            _to_ante(state, p)
        return
    if len(state.queen[colour]) == QUEEN:
        if state.sides is None:
            state.finished, state.winner = True, (colour,)
        else:
            side = next(cs for cs in state.sides.values() if colour in cs)
            if all(len(state.queen[c]) == QUEEN for c in side):
                state.finished, state.winner = True, side


def _land(state: State, colour: str, stack: tuple[str, ...], dst: int) -> tuple[str | None, tuple[str, ...] | None]:
    """Put a moving stack on dst; return the capture outcome (or None) and the stack if it came home."""
    target = state.stacks.get(dst)
    outcome = None
    if target is not None:
        if attracts(state.options, stack[0], target[0]):
            outcome, stack = "attract", stack + target
        else:
            outcome, stack = "repel", target + stack
    if colour_of(stack[0]) == colour and dst in state.model.finishes[colour]:
        state.stacks.pop(dst, None)
        return outcome, stack
    state.stacks[dst] = stack
    _claim(state, dst)
    return outcome, None


def _lift(state: State, colour: str, src: int) -> tuple[str, ...]:
    if src < 0:
        k = -1 - src
        spaces = state.nest[colour]
        state.nest[colour] = (*spaces[:k], None, *spaces[k + 1:])
        return (spaces[k],)  # type: ignore[return-value]
    return state.stacks.pop(src)


# -------------------------------------------------------------------- what a throw allows

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
            if any(_is_free(w, barriers) for w in walks) and _landing_problem(state, colour, dst) is None:
                out.append((src, dst))
    return out


def split_moves(state: State, colour: str, first: int, second: int) -> list[tuple[int, int, int]]:
    """Return every (source, turning square, end square) of a split throw, first die out, second back."""
    barriers = state.barrier_set()
    out = []
    for src in _sources(state, colour):
        for via in _paths(state, colour, src, first):
            for dst in _split_ends(state, colour, src, via, first, second, barriers):
                if _landing_problem(state, colour, dst) is None:
                    out.append((src, via, dst))
    return out


def _split_ends(state: State, colour: str, src: int, via: int, first: int, second: int,
                barriers: frozenset[int]) -> set[int]:
    ends = set()
    for dst in _reach(state.model, via, second):
        if _split_ok(state, colour, src, via, dst, first, second, barriers):
            ends.add(dst)
    return ends


@lru_cache(maxsize=None)
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
    stack = _lift(state, colour, src)
    _, home = _land(state, colour, stack, dst)
    if home is not None:
        _dismantle(state, colour, home, _auto_queen(state, colour, home))
    return stack[0]


def full_use_exists(state: State, colour: str, a: int, b: int) -> bool:
    """Tell whether the throw (a, b) can be used whole: one ant the sum, a split, or two ants."""
    if single_moves(state, colour, a + b) or split_moves(state, colour, a, b) or split_moves(state, colour, b, a):
        return True
    for first, second in ((a, b), (b, a)) if a != b else ((a, b),):
        for src, dst in single_moves(state, colour, first):
            trial = state.clone()
            moved = play_single(trial, colour, src, dst)
            if trial.finished:
                return True
            for src2, _ in single_moves(trial, colour, second):
                piece = trial.nest[colour][-1 - src2] if src2 < 0 else trial.stacks[src2][0]
                if piece != moved or (src2 < 0 and sum(p is not None for p in trial.nest[colour]) > 1):
                    return True
    return False


# --------------------------------------------------------------------------------- the turn

class _Turn:
    """The actions of one turn, consumed in order."""

    __slots__ = ("items", "i")

    def __init__(self, text: str):
        try:
            self.items = parse_turn(text)
        except NotationError as exc:
            raise Illegal(NOTATION, exc.message, action=exc.token) from None
        self.i = 0

    def peek(self) -> str | None:
        return self.items[self.i][1][0] if self.i < len(self.items) else None

    def take(self, kind: str, rule: str, what: str) -> tuple[str, tuple]:
        if self.i >= len(self.items):
            raise Illegal(rule, f"the turn stops too early: expected {what}")
        token, action = self.items[self.i]
        if action[0] != kind:
            raise Illegal(rule, f"expected {what}, found {token!r}", action=token)
        self.i += 1
        return token, action

    def end(self, rule: str, why: str) -> None:
        if self.i < len(self.items):
            token = self.items[self.i][0]
            raise Illegal(rule, f"{token!r} after the end of the turn ({why})", action=token)


def _square(state: State, name: str, token: str, rule: str = MOVES) -> int:
    sq = state.model.graph.index.get(name)
    if sq is None:
        raise Illegal(rule, f"{name} is not a square on the board", action=token)
    return sq


def _source(state: State, colour: str, name: str, token: str) -> int:
    if name.startswith("nest"):
        digits = name[4:]
        k = int(digits) - 1 if digits.isdigit() else -1
        if not 0 <= k < NEST_SPACES:
            raise Illegal(MOVES, f"{name}: nest spaces are nest1-nest{NEST_SPACES}", action=token)
        if state.nest[colour][k] is None:
            raise Illegal(MOVES, f"space {k + 1} of the {colour} nest is empty", action=token)
        return -1 - k
    sq = _square(state, name, token)
    stack = state.stacks.get(sq)
    if stack is None or colour_of(stack[0]) != colour:
        who = "nothing" if stack is None else f"a {colour_of(stack[0])} ant"
        raise Illegal(MOVES, f"{name} holds {who}, not a {colour} ant to move", action=token)
    return sq


def apply_turn(state: State, seat: str, text: str) -> State:
    """Return the state after one turn of a colour (its action text); raise Illegal at the first broken rule."""
    if state.finished:
        raise Illegal(OBJECT, f"the game is over: {' and '.join(state.winner)} built the Queen Ant"
                              f"{'s' if len(state.winner) > 1 else ''}")
    if seat != state.to_move:
        if seat not in state.players:
            raise Illegal(TURN, f"{seat} is not playing (colours: {', '.join(state.players)})")
        raise Illegal(TURN, f"it is {state.to_move}'s turn, not {seat}'s (play goes clockwise)")
    turn = _Turn(text)
    before, state = state, state.clone()
    if state.is_playable(seat):
        state.release[seat] = 0
        _, (_, a, b) = turn.take("roll", MOVES, "'roll A B', the throw of both dice")
        _throws(state, seat, turn, a, b, before)
    elif state.ante[seat]:
        _release(state, seat, turn)
    else:
        turn.take("pass", RELEASE, f"'pass': {seat} has no ants to play and none in the Ante-chamber")
        turn.end(RELEASE, f"{seat} passes")
    state.turns += 1
    if not state.finished:
        state.next_index = (state.next_index + 1) % len(state.players)
    return state


def _release(state: State, colour: str, turn: _Turn) -> None:
    _, (_, x, y) = turn.take("call", RELEASE, f"'call X Y': {colour} has no playable ants, so names two totals")
    _, (_, a, b) = turn.take("roll", RELEASE, "'roll A B', the throw after the call")
    if a + b in (x, y):
        _free_prisoners(state, colour)
        _throws(state, colour, turn, a, b)
        return
    state.release[colour] += 1
    if state.release[colour] == 3:
        _free_prisoners(state, colour)
    turn.end(RELEASE, f"{a} + {b} is neither {x} nor {y}")


def _free_prisoners(state: State, colour: str) -> None:
    for p in state.ante[colour]:
        _to_nest(state, colour, p)
    state.ante[colour] = ()
    state.release[colour] = 0


def _throws(state: State, colour: str, turn: _Turn, a: int, b: int, start: State | None = None) -> None:
    """Play a throw and every throw its doubles earn; start is the untouched position before the first."""
    throw = 0
    while True:
        double = a == b
        barrier_done = False
        unmoved = start if start is not None and throw == 0 else state.clone()
        if turn.peek() == "barrier":
            _barrier(state, colour, turn, double)
            barrier_done = True
        before = None
        if state.options.must_move:
            before = state.clone() if barrier_done else unmoved
        used = _moves(state, colour, turn, a, b)
        if before is not None and barrier_done and used == 0:
            # 'roll 5 5, barrier X' and no move reads as the Barrier moved before or after no move: legal
            # when either position has no move
            try:
                _check_full_use(before, colour, a, b, used)
                before = None
            except Illegal:
                before = unmoved
        if state.finished:
            turn.end(OBJECT, f"{' and '.join(state.winner)} completed the Queen: the game is over")
            return
        if turn.peek() == "barrier" and turn.i + 1 < len(turn.items) and turn.items[turn.i + 1][1][0] in ("move",
                                                                                                          "queen"):
            raise Illegal(DOUBLES, "the Water Barrier moves before or after the ants, not between them",
                          action=turn.items[turn.i][0])
        if before is not None and used < 2:
            _check_full_use(before, colour, a, b, used)
        if turn.peek() == "barrier":
            if barrier_done:
                raise Illegal(DOUBLES, "a double moves one Water Barrier, before or after the ants move",
                              action=turn.items[turn.i][0])
            _barrier(state, colour, turn, double)
        if double and (state.options.doubles_repeat or throw == 0):
            _, (_, a, b) = turn.take("roll", DOUBLES, "'roll A B': a double earns a second throw")
            throw += 1
            continue
        turn.end(MOVES, "the throw is used")
        return


def _check_full_use(before: State, colour: str, a: int, b: int, used: int) -> None:
    if used == 1 and full_use_exists(before, colour, a, b):
        raise Illegal(MOVES, f"the throw {a} {b} could be used whole (two ants, one ant {a + b}, or a split), "
                             "so it must be")
    if used == 0 and (single_moves(before, colour, a) or single_moves(before, colour, b)
                      or full_use_exists(before, colour, a, b)):
        raise Illegal(MOVES, f"{colour} can move with the throw {a} {b}, so it must")


def _moves(state: State, colour: str, turn: _Turn, a: int, b: int) -> int:
    """Play the moves of one throw; return how many dice they used."""
    used = 0
    left: set[int] = set()  # dice a second ant may still use
    first_piece = None
    count = 0
    barriers = state.barrier_set()
    while turn.peek() in ("move", "queen"):
        token, (kind, *rest) = turn.items[turn.i]
        if kind == "queen":
            raise Illegal(NEST, "'queen' follows a move that ends on the mover's FINISH square", action=token)
        turn.i += 1
        src_name, via_name, dst_name, outcome = rest
        count += 1
        src = _source(state, colour, src_name, token)
        dst = _square(state, dst_name, token)
        piece = state.nest[colour][-1 - src] if src < 0 else state.stacks[src][0]
        if via_name is not None:
            if count > 1:
                raise Illegal(MOVES, "a split move uses both dice, so it is the throw's only move", action=token)
            via = _square(state, via_name, token)
            if not (_split_ok(state, colour, src, via, dst, a, b, barriers)
                    or _split_ok(state, colour, src, via, dst, b, a, barriers)):
                raise Illegal(MOVES, f"no split of {a} and {b} goes {src_name} to {via_name} and back to "
                                     f"{dst_name} (one die each way, free of Barriers)", action=token)
            used = 2
        elif count == 1:
            # the throw's only move is one ant the total; a first of two uses one die and leaves the other
            if turn.peek() != "move" and _leg_ok(state, colour, src, dst, a + b, barriers):
                used = 2
            else:
                left = {b} if _leg_ok(state, colour, src, dst, a, barriers) else set()
                if b != a and _leg_ok(state, colour, src, dst, b, barriers):
                    left.add(a)
                if left:
                    used = 1
                elif _leg_ok(state, colour, src, dst, a + b, barriers):
                    used = 2
                else:
                    raise Illegal(MOVES, _no_walk(state, src_name, dst_name, (a + b, a, b)), action=token)
        else:
            if count > 2 or not left:
                raise Illegal(MOVES, f"the throw {a} {b} is used up", action=token)
            if piece == first_piece:
                raise Illegal(MOVES, "moving two ants means two different ants", action=token)
            if not any(_leg_ok(state, colour, src, dst, n, barriers) for n in left):
                raise Illegal(MOVES, _no_walk(state, src_name, dst_name, tuple(sorted(left))), action=token)
            used = 2
            left = set()
        problem = _landing_problem(state, colour, dst)
        if problem:
            raise Illegal(TWO if "friendly" in problem else MOVES, problem, action=token)
        if (dst in state.stacks) != (outcome is not None):
            why = (f"the move ends on {colour_of(state.stacks[dst][0])}'s ant: write 'attract' or 'repel'"
                   if outcome is None else f"{dst_name} is empty: there is nothing to {outcome}")
            raise Illegal(CAPTURE, why, action=token)
        stack = _lift(state, colour, src)
        target_top = state.stacks[dst][0] if dst in state.stacks else None
        found, home = _land(state, colour, stack, dst)
        if found != outcome:
            rule = state.options.magnetism.replace("-", " ")
            raise Illegal(CAPTURE, f"{stack[0]} lands on {target_top}: with {rule}, the marks {stack[0][2]} and "
                                   f"{target_top[2]} {found}", action=token)  # type: ignore[index]
        first_piece = piece
        if home is not None:
            placed = _queen_choice(state, colour, turn, home)
            _dismantle(state, colour, home, placed)
            if state.finished:
                return 2
    return used


def _no_walk(state: State, src: str, dst: str, counts: tuple[int, ...]) -> str:
    ordered = sorted(set(counts), reverse=True)
    options = ", ".join(map(str, ordered[:-1])) + " or " + str(ordered[-1]) if len(ordered) > 1 else str(ordered[0])
    how = " (counting from a START square)" if src.startswith("nest") else ""
    return f"no one-way route of {options} steps{how} free of Barriers leads from {src} to {dst}"


def _queen_choice(state: State, colour: str, turn: _Turn, home: tuple[str, ...]) -> list[str]:
    """Return the pieces put on the Queen: as written ('queen ...') or each free segment, top first."""
    auto = _auto_queen(state, colour, home)
    if turn.peek() != "queen":
        return auto
    token, (_, ids) = turn.items[turn.i]
    turn.i += 1
    segs: set[int] = set()
    for p in ids:
        if p not in home:
            raise Illegal(NEST, f"{p} is not in the stack brought home ({' '.join(home)})", action=token)
        seg = int(p[1])
        if seg in state.queen[colour] or seg in segs:
            raise Illegal(NEST, f"segment {seg} is already on the {colour} Queen", action=token)
        segs.add(seg)
    for p in auto:
        if int(p[1]) not in segs:
            raise Illegal(NEST, f"{p} fits the empty segment {p[1]}: captured pieces that can be used are placed",
                          action=token)
    return list(ids)


def _barrier(state: State, colour: str, turn: _Turn, double: bool) -> None:
    token, (_, frm, to) = turn.take("barrier", DOUBLES, "a Barrier move")
    if not double:
        raise Illegal(DOUBLES, "a Water Barrier comes into play or moves only on a double", action=token)
    dst = _square(state, to, token, DOUBLES)
    if dst in state.stacks or dst in state.barriers:
        raise Illegal(DOUBLES, f"{to} is taken: a Barrier goes on an empty square", action=token)
    if frm is None:
        if None not in state.barriers:
            raise Illegal(DOUBLES, "both Water Barriers are on the board (they stay there): move one with "
                                   "'barrier SQ>SQ2'", action=token)
        k = state.barriers.index(None)
    else:
        src = _square(state, frm, token, DOUBLES)
        if src not in state.barriers:
            raise Illegal(DOUBLES, f"no Water Barrier stands on {frm}", action=token)
        k = state.barriers.index(src)
        if (state.sides is None and not state.options.any_barrier and state.barrier_owner[k] not in (None, colour)):
            raise Illegal(DOUBLES, f"{state.barrier_owner[k]} brought that Barrier into play (rules: any_barrier: "
                                   "false)", action=token)
    barriers = list(state.barriers)
    barriers[k] = dst
    blocked = frozenset(b for b in barriers if b is not None)
    closed = closed_nests(state.model, state.players, blocked)
    if closed:
        raise Illegal(DOUBLES, f"that blocks both entrances of the {closed[0]} nest", action=token)
    for c in state.players:
        if state.options.barrier_access == "ants":
            letter = LETTER[c]
            cut = stranded(state.model, c, [sq for sq, s in state.stacks.items() if s[0][0] == letter], blocked)
            if cut:
                raise Illegal(DOUBLES, f"that cuts the {c} ant on {state.model.name(cut[0])} off from its nest",
                              action=token)
    state.barriers = barriers
    if frm is None:
        state.barrier_owner = [colour if i == k else o for i, o in enumerate(state.barrier_owner)]


# ------------------------------------------------------------------------------ the outcome

def scores(state: State) -> dict[str, int]:
    """Return the Queen segments built in each colour's nest."""
    return {c: len(state.queen[c]) for c in state.players}


def winners(state: State) -> list[str]:
    """Return the colours that won (empty while the game goes on)."""
    return list(state.winner)


# --------------------------------------------------------------------- the referee's interface

class Record(NamedTuple):
    """A transcript read and checked: the starting position and the turns."""

    start: State
    steps: tuple[Step, ...]


class Anticipation:
    """The Anticipation referee (implements printkit.referee.game.Game)."""

    name = "anticipation"
    keys = frozenset({"setup", "turns"})
    has_rounds = False
    options_type = RuleOptions

    def __init__(self, layout: Any):
        self.layout = layout
        self.default_options = layout.rules

    def read(self, doc: Mapping[str, Any], players: tuple[str, ...], options: RuleOptions) -> Record:
        """Check players, setup and the shape of the turns (Unreadable on any fault)."""
        if "setup" not in doc:
            raise Unreadable("missing key 'setup' (the starting throws and the shuffled nests)", ("setup",))
        start = setup(list(players), doc["setup"], self.layout, options)
        return Record(start, tuple(read_turns(doc.get("turns"))))

    def setup(self, record: Record) -> State:
        """The position before the first turn."""
        return record.start

    def steps(self, record: Record) -> tuple[Step, ...]:
        """The turns, in file order."""
        return record.steps

    def apply(self, state: State, step: Step) -> State:
        """Play one whole turn."""
        return apply_turn(state, step.seat, step.text)

    def standing(self, state: State) -> Standing:
        """Queen segments built per colour and, once a Queen (two in the two-player game) stands, the winners."""
        return Standing(state.finished, scores(state), tuple(state.winner))


def read_turns(raw: Any) -> Iterator[Step]:
    """Each turn as a Step (Unreadable when a turn is not a one-key mapping)."""
    if raw is None:
        return
    if not isinstance(raw, list):
        raise Unreadable("expected a list of turns", ("turns",))
    for i, item in enumerate(raw):
        if not isinstance(item, dict) or len(item) != 1:
            raise Unreadable("a turn is one mapping {colour: actions}", ("turns", i))
        ((seat, value),) = item.items()
        if isinstance(value, (list, dict)):
            raise Unreadable("a turn's actions are one text: 'roll 4 3, nest2-75, 12-15'", ("turns", i, seat))
        text = "" if value is None else str(value)
        yield Step("turn", ("turns", i), str(seat), text, None, i + 1)


@lru_cache(maxsize=1)
def referee() -> Anticipation:
    """The referee built from layouts/anticipation.yaml (board graph, pieces, default options)."""
    from printkit.layout import load_game

    return Anticipation(load_game("anticipation"))
