"""The Anticipation referee as a fold: setup -> apply one turn at a time -> Queens built.

Every throw, every hidden face and every capture outcome is in the transcript; the referee
recomputes and compares, it never rolls. The position and its changes are in position.py, what a
throw allows in moves.py, the Water Barrier actions in barriers.py, what follows a move home (and
claims) in homecoming.py, the start in start.py, the rule names in headings.py.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from printkit.games.anticipation.barriers import square, take_barriers
from printkit.games.anticipation.board import LETTER
from printkit.games.anticipation.headings import (
    CAPTURE,
    DOUBLES,
    MOVES,
    NEST,
    OBJECT,
    RELEASE,
    TURN,
    TWO,
)
from printkit.games.anticipation.homecoming import home_spaces, queen_choice, take_claims
from printkit.games.anticipation.moves import (
    any_free,
    barrier_info,
    full_use_exists,
    landing_problem,
    single_moves,
    split_ok,
)
from printkit.games.anticipation.notation import (
    Barrier,
    Call,
    Claim,
    Home,
    Move,
    Pass,
    Queen,
    Roll,
    format_action,
    parse_action,
)
from printkit.games.anticipation.options import RuleOptions
from printkit.games.anticipation.position import (
    NEST_SPACES,
    State,
    colour_of,
    coming_home,
    dismantle,
    free_prisoners,
    land,
    lift,
    to_nest,
)
from printkit.games.anticipation.start import read_setup
from printkit.referee.errors import Illegal, Unreadable
from printkit.referee.game import Game, Record, Standing
from printkit.referee.step import Step
from printkit.referee.turns import Turn, TurnParser, read_turns

GAME_KEYS = frozenset(("setup", "turns"))
EXAMPLE_TURN = "roll 4 3, nest2-75, 12-16"
_AFTER_HOME = (Queen, Home)  # what may follow a move home
_MOVES = (Move, *_AFTER_HOME)  # the actions that make up a throw's moves
_AFTER_MOVE = (*_AFTER_HOME, Claim)


class Anticipation(Game[State]):
    """The Anticipation referee over the layout's board graph and pieces."""

    name = "anticipation"
    keys = GAME_KEYS
    options_type = RuleOptions
    written = ("setup", "start", "nests", "sides", "turns")

    def __init__(self, layout: Any):
        super().__init__(layout)
        self.parser = TurnParser(parse_action, EXAMPLE_TURN)

    def read(self, doc: Mapping[str, Any], players: tuple[str, ...], options: RuleOptions) -> Record[State]:
        """Check players, setup and the shape of the turns (Unreadable on any fault)."""
        if "setup" not in doc:
            raise Unreadable("missing key 'setup' (the starting throws and the shuffled nests)", ("setup",))
        start = read_setup(players, doc["setup"], self.layout, options)
        return Record(start, read_turns(doc.get("turns"), EXAMPLE_TURN))

    def play(self, state: State, step: Step) -> None:
        """Play one whole turn."""
        play_turn(self, state, step)

    def ended(self, state: State) -> Illegal | None:
        """A turn once a Queen Ant (two in the two-player game) stands."""
        if not state.finished:
            return None
        queens = f"the Queen Ant{'s' if len(state.winner) > 1 else ''}"
        return Illegal(OBJECT, f"the game is over: {' and '.join(state.winner)} built {queens}")

    def to_move(self, state: State) -> str:
        """The colour whose turn it is."""
        return state.to_move

    def out_of_turn(self, state: State, seat: str | None, mover: str) -> Illegal:
        """A player's name where a colour is wanted, a colour not playing, or one whose turn it is not."""
        if state.sides is not None and seat in state.sides:
            return Illegal(
                TURN,
                f"{seat} plays {' and '.join(state.sides[seat])}: key each turn by the colour that moves "
                f"(this one: {mover})",
            )
        if seat not in state.players:
            return Illegal(TURN, f"{seat} is not playing (colours: {', '.join(state.players)})")
        return Illegal(TURN, f"it is {mover}'s turn, not {seat}'s (play goes clockwise)")

    def write_action(self, token: str) -> str:
        """One action's written form: 'roll 4 3', 'nest2-75', '12-16-13 attract', 'barrier 36>a10'."""
        return format_action(parse_action(token))

    def standing(self, state: State) -> Standing:
        """Queen segments built per colour and, once a Queen (two in the two-player game) stands, the winners."""
        side = ""
        if state.sides is not None and state.winner:
            side = next(
                (name for name, colours in state.sides.items() if set(colours) == set(state.winner)), ""
            )
        return Standing(state.finished, scores(state), tuple(state.winner), side=side)


def play_turn(game: Anticipation, state: State, step: Step) -> None:
    """Play one turn of the colour to move (Game.check_turn) on state; raise Illegal at the first broken rule."""
    seat = state.to_move
    turn = Turn(game.parser.parse(step.text or ""))
    if state.is_playable(seat):
        state.release[seat] = 0
        take_claims(state, seat, turn)
        _, roll = turn.take(Roll, MOVES, "'roll A B', the throw of both dice")
        _throws(state, seat, turn, roll.a, roll.b)
    elif state.ante[seat]:
        _release(state, seat, turn)
    else:
        turn.take(Pass, RELEASE, f"'pass': {seat} has no ants to play and none in the Ante-chamber")
        turn.end(RELEASE, f"{seat} passes")
    if not state.finished:
        state.next_index = (state.next_index + 1) % len(state.players)


_NEST_SPACE = {f"nest{k + 1}": k for k in range(NEST_SPACES)}


def _source(state: State, colour: str, name: str, token: str) -> int:
    """Where a move starts: a square, or -1 - k for space k of colour's nest."""
    k = _NEST_SPACE.get(name)
    if k is not None and state.nest[colour][k] is not None:
        return -1 - k
    if name.startswith("nest"):
        digits = name[4:]
        k = int(digits) - 1 if digits.isdigit() else -1
        if not 0 <= k < NEST_SPACES:
            raise Illegal(MOVES, f"{name}: nest spaces are nest1-nest{NEST_SPACES}", action=token)
        if state.nest[colour][k] is None:
            raise Illegal(MOVES, f"space {k + 1} of the {colour} nest is empty", action=token)
        return -1 - k
    sq = square(state, name, token)
    stack = state.stacks.get(sq)
    if stack is None or stack[0][0] != LETTER[colour]:
        who = "nothing" if stack is None else f"a {colour_of(stack[0])} ant"
        raise Illegal(MOVES, f"{name} holds {who}, not a {colour} ant to move", action=token)
    return sq


def _release(state: State, colour: str, turn: Turn[Any]) -> None:
    _, call = turn.take(Call, RELEASE, f"'call X Y': {colour} has no playable ants, so names two totals")
    _, roll = turn.take(Roll, RELEASE, "'roll A B', the throw after the call")
    a, b = roll.a, roll.b
    if a + b in (call.x, call.y):
        free_prisoners(state, colour, home_spaces(state, colour, turn, list(state.ante[colour])))
        _throws(state, colour, turn, a, b)
        return
    state.release[colour] += 1
    if state.release[colour] == 3:
        free_prisoners(state, colour, home_spaces(state, colour, turn, list(state.ante[colour])))
    turn.end(RELEASE, f"{a} + {b} is neither {call.x} nor {call.y}")


def _throws(state: State, colour: str, turn: Turn[Any], a: int, b: int) -> None:
    """Play a throw and every throw its doubles earn, with the Barrier actions the doubles allow."""
    throw = 0
    whole_turn = state.options.barrier_timing == "turn"
    owed = 0  # Barrier actions earned by this turn's doubles and not yet made
    while True:
        double = a == b
        owed = owed + double if whole_turn else int(double)
        must_move = state.options.must_move
        take_claims(state, colour, turn)
        barrier_first = turn.peek() is Barrier
        unmoved = state.copy() if must_move and barrier_first else None  # the position before the Barrier
        if barrier_first:
            owed = take_barriers(state, colour, turn, owed, double)
            take_claims(state, colour, turn)
        used, before = _moves(state, colour, turn, a, b, must_move)
        if before is not None and barrier_first and used == 0:
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
        if turn.peek() is Barrier and turn.peek(1) in _MOVES:
            raise Illegal(
                DOUBLES,
                "the Water Barrier moves before or after the ants, not between them",
                action=turn.items[turn.i][0],
            )
        if before is not None and used < 2:
            _check_full_use(before, colour, a, b, used)
        if turn.peek() is Barrier:
            owed = take_barriers(state, colour, turn, owed, double)
            take_claims(state, colour, turn)
        if double and (state.options.doubles_repeat or throw == 0):
            _, roll = turn.take(Roll, DOUBLES, "'roll A B': a double earns a second throw")
            a, b = roll.a, roll.b
            throw += 1
            continue
        turn.end(MOVES, "the throw is used")
        return


def _check_full_use(before: State, colour: str, a: int, b: int, used: int) -> None:
    if used == 1 and full_use_exists(before, colour, a, b):
        raise Illegal(
            MOVES,
            f"the throw {a} {b} could be used whole (two ants, one ant {a + b}, or a split), so it must be",
        )
    if used == 0 and (
        single_moves(before, colour, a)
        or single_moves(before, colour, b)
        or full_use_exists(before, colour, a, b)
    ):
        raise Illegal(MOVES, f"{colour} can move with the throw {a} {b}, so it must")


def _moves(
    state: State, colour: str, turn: Turn[Any], a: int, b: int, must_move: bool
) -> tuple[int, State | None]:
    """Play the moves of one throw; return how many dice they used and, when fewer than both and
    must_move, the position before them (to check that the throw could not be used more fully).
    """
    used = 0
    left: set[int] = set()  # dice a second ant may still use
    first_piece = None
    count = 0
    before = state if must_move else None  # no move made yet: the position is the one before
    barriers, bmask = barrier_info(state.barriers)
    while (kind := turn.peek()) in _MOVES:
        if kind is not Move:
            word = "queen" if kind is Queen else "home"
            raise Illegal(
                NEST,
                f"'{word}' follows a move that ends on the mover's FINISH square"
                + (", or a release" if kind is Home else ""),
                action=turn.items[turn.i][0],
            )
        token, move = turn.take(Move, MOVES, "a move")
        count += 1
        src = _source(state, colour, move.src, token)
        dst = square(state, move.dst, token)
        piece = state.nest[colour][-1 - src] if src < 0 else state.stacks[src][0]
        if move.via is not None:
            if count > 1:
                raise Illegal(
                    MOVES, "a split move uses both dice, so it is the throw's only move", action=token
                )
            via = square(state, move.via, token)
            if not (
                split_ok(state, colour, src, via, dst, a, b, barriers)
                or split_ok(state, colour, src, via, dst, b, a, barriers)
            ):
                raise Illegal(
                    MOVES,
                    f"no split of {a} and {b} goes {move.src} to {move.via} and back to "
                    f"{move.dst} (one die each way, free of Barriers)",
                    action=token,
                )
            used = 2
        elif count == 1:
            after = turn.peek()
            if after in _AFTER_MOVE:
                after = _after_landing(turn)
            used, left = _first_move(state, colour, after, move, src, dst, a, b, bmask, token)
            if must_move and used == 1 and after is not Move:
                before = state.copy()  # one die used and no second ant: the check needs this position
        else:
            if count > 2 or not left:
                raise Illegal(MOVES, f"the throw {a} {b} is used up", action=token)
            if piece == first_piece:
                raise Illegal(MOVES, "moving two ants means two different ants", action=token)
            legs = state.legs.of(colour, src)
            if not any(_reaches(legs, n, dst, bmask) for n in left):
                raise Illegal(MOVES, _no_walk(move, tuple(sorted(left))), action=token)
            used = 2
            left = set()
        _land(state, colour, turn, move, src, dst, token)
        first_piece = piece
        if state.finished:
            return 2, None
    return used, before if used < 2 else None


def _after_landing(turn: Turn[Any]) -> type | None:
    """The kind of action after the move just taken and its 'queen', 'home' or 'claim', if any."""
    i = 0
    while turn.peek(i) in _AFTER_MOVE:
        i += 1
    return turn.peek(i)


def _reaches(legs: tuple[dict[int, tuple[int, ...]], ...], steps: int, dst: int, barriers: int) -> bool:
    """Tell whether a one-way walk of steps (from legs, a Legs table) ends on dst free of Barriers (a bit mask)."""
    walks = legs[steps].get(dst)
    return walks is not None and (not barriers or any_free(walks, barriers))


def _first_move(
    state: State,
    colour: str,
    after: type | None,
    move: Move,
    src: int,
    dst: int,
    a: int,
    b: int,
    bmask: int,
    token: str,
) -> tuple[int, set[int]]:
    """Return the dice a throw's first move uses and the dice it leaves a second ant.

    The throw's only move is one ant going the total; a first of two uses one die and leaves the
    other. after is the kind of action that follows the move (after its 'queen', if any).
    """
    legs = state.legs.of(colour, src)
    whole = _reaches(legs, a + b, dst, bmask)
    if after is not Move and whole:
        return 2, set()
    left = {b} if _reaches(legs, a, dst, bmask) else set()
    if b != a and _reaches(legs, b, dst, bmask):
        left.add(a)
    if left:
        return 1, left
    if whole:
        return 2, set()
    raise Illegal(MOVES, _no_walk(move, (a + b, a, b)), action=token)


def _land(state: State, colour: str, turn: Turn[Any], move: Move, src: int, dst: int, token: str) -> None:
    """Move the ant from src to dst, checking where it lands and the capture written; bring a stack home."""
    if dst in state.stacks:
        problem = landing_problem(state, colour, dst, src)
        if problem:
            raise Illegal(TWO if "friendly" in problem else MOVES, problem, action=token)
    stack = lift(state, colour, src)
    target = state.stacks.get(dst)  # after the lift: an ant back on its own square finds it empty
    if target is None and move.outcome is not None:
        raise Illegal(CAPTURE, f"{move.dst} is empty: there is nothing to {move.outcome}", action=token)
    if target is not None and move.outcome is None:
        raise Illegal(
            CAPTURE,
            f"the move ends on {colour_of(target[0])}'s ant: write 'attract' or 'repel'",
            action=token,
        )
    found, home = land(state, colour, stack, dst)
    if found != move.outcome:
        assert target is not None  # a capture happened, so there was a target
        top = target[0]
        rule = state.options.magnetism.replace("-", " ")
        raise Illegal(
            CAPTURE,
            f"{stack[0]} lands on {top}: with {rule}, the marks {stack[0][2]} and {top[2]} {found}",
            action=token,
        )
    if home is None:
        pass
    elif len(home) == 1 and turn.peek() not in _AFTER_HOME:
        to_nest(state, colour, home[0])  # a lone ant of colour comes home: nothing to sort
    else:
        placed = queen_choice(state, colour, turn, home)
        spaces = home_spaces(state, colour, turn, coming_home(colour, home, placed))
        dismantle(state, colour, home, placed, spaces)
    if not state.finished:
        take_claims(state, colour, turn)  # after every move, a move home after its 'queen' and 'home'


def _no_walk(move: Move, counts: tuple[int, ...]) -> str:
    ordered = sorted(set(counts), reverse=True)
    options = (
        ", ".join(map(str, ordered[:-1])) + " or " + str(ordered[-1]) if len(ordered) > 1 else str(ordered[0])
    )
    how = " (counting from a START square)" if move.src.startswith("nest") else ""
    steps = "step" if ordered == [1] else "steps"
    return f"no one-way route of {options} {steps}{how} free of Barriers leads from {move.src} to {move.dst}"


# ------------------------------------------------------------------------------ the outcome


def scores(state: State) -> dict[str, int]:
    """Return the Queen segments built in each colour's nest."""
    return {c: len(state.queen[c]) for c in state.players}
