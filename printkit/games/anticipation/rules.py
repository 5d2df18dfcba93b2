"""The Anticipation referee as a fold: setup -> apply one turn at a time -> Queens built.

Every throw, every hidden face and every capture outcome is in the transcript; the referee
recomputes and compares, it never rolls. The position and its changes are in position.py, what a
throw allows in moves.py, the start in start.py.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import lru_cache
from typing import Any, NamedTuple

from printkit.games.anticipation.board import LETTER, stranded
from printkit.games.anticipation.headings import (
    CAPTURE,
    DOUBLES,
    MOVES,
    NEST,
    NOTATION,
    OBJECT,
    RELEASE,
    TURN,
    TWO,
)
from printkit.games.anticipation.moves import (
    any_free,
    barrier_info,
    closed_nests,
    full_use_exists,
    landing_problem,
    single_moves,
    split_ok,
)
from printkit.games.anticipation.notation import NotationError, parse_turn_kinds
from printkit.games.anticipation.options import RuleOptions
from printkit.games.anticipation.position import (
    NEST_SPACES,
    State,
    auto_queen,
    colour_of,
    dismantle,
    free_prisoners,
    land,
    lift,
    to_nest,
)
from printkit.games.anticipation.start import setup
from printkit.referee.errors import Illegal, Unreadable
from printkit.referee.game import Standing, Step
from printkit.referee.turns import turn_items

__all__ = ["Anticipation", "State", "apply_turn", "referee", "scores", "setup", "winners"]


class _Turn:
    """The actions of one turn, consumed in order."""

    __slots__ = ("i", "items", "kinds")

    def __init__(self, text: str):
        try:
            self.items, kinds = parse_turn_kinds(text)
        except NotationError as exc:
            raise Illegal(NOTATION, exc.message, action=exc.token) from None
        kinds.append(None)
        self.kinds = kinds
        self.i = 0

    def peek(self) -> str | None:
        return self.kinds[self.i]

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


_NEST_SPACE = {f"nest{k + 1}": k for k in range(NEST_SPACES)}


def _source(state: State, colour: str, name: str, token: str) -> int:
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
    sq = state.model.graph.index.get(name)
    if sq is None:
        sq = _square(state, name, token)
    stack = state.stacks.get(sq)
    if stack is None or stack[0][0] != LETTER[colour]:
        who = "nothing" if stack is None else f"a {colour_of(stack[0])} ant"
        raise Illegal(MOVES, f"{name} holds {who}, not a {colour} ant to move", action=token)
    return sq


def apply_turn(state: State, seat: str, text: str) -> State:
    """Return the state after one turn of a colour (its action text); raise Illegal at the first broken rule."""
    if state.finished:
        raise Illegal(
            OBJECT,
            f"the game is over: {' and '.join(state.winner)} built the Queen Ant"
            f"{'s' if len(state.winner) > 1 else ''}",
        )
    if seat != state.players[state.next_index]:
        if seat not in state.players:
            raise Illegal(TURN, f"{seat} is not playing (colours: {', '.join(state.players)})")
        raise Illegal(TURN, f"it is {state.to_move}'s turn, not {seat}'s (play goes clockwise)")
    turn = _Turn(text)
    before, state = state, state.clone()
    if state.is_playable(seat):
        if state.release[seat]:
            state.release = {**state.release, seat: 0}
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
    _, (_, x, y) = turn.take(
        "call", RELEASE, f"'call X Y': {colour} has no playable ants, so names two totals"
    )
    _, (_, a, b) = turn.take("roll", RELEASE, "'roll A B', the throw after the call")
    if a + b in (x, y):
        free_prisoners(state, colour)
        _throws(state, colour, turn, a, b)
        return
    state.release = {**state.release, colour: state.release[colour] + 1}
    if state.release[colour] == 3:
        free_prisoners(state, colour)
    turn.end(RELEASE, f"{a} + {b} is neither {x} nor {y}")


def _throws(state: State, colour: str, turn: _Turn, a: int, b: int, start: State | None = None) -> None:
    """Play a throw and every throw its doubles earn; start is the untouched position before the first."""
    throw = 0
    while True:
        double = a == b
        barrier_done = False
        unmoved = start if start is not None and throw == 0 else state.clone()
        if turn.kinds[turn.i] == "barrier":
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
        if (
            turn.kinds[turn.i] == "barrier"
            and turn.i + 1 < len(turn.items)
            and turn.items[turn.i + 1][1][0] in ("move", "queen")
        ):
            raise Illegal(
                DOUBLES,
                "the Water Barrier moves before or after the ants, not between them",
                action=turn.items[turn.i][0],
            )
        if before is not None and used < 2:
            _check_full_use(before, colour, a, b, used)
        if turn.kinds[turn.i] == "barrier":
            if barrier_done:
                raise Illegal(
                    DOUBLES,
                    "a double moves one Water Barrier, before or after the ants move",
                    action=turn.items[turn.i][0],
                )
            _barrier(state, colour, turn, double)
        if double and (state.options.doubles_repeat or throw == 0):
            _, (_, a, b) = turn.take("roll", DOUBLES, "'roll A B': a double earns a second throw")
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


_MOVE_KINDS = ("move", "queen")


def _moves(state: State, colour: str, turn: _Turn, a: int, b: int) -> int:
    """Play the moves of one throw; return how many dice they used."""
    kinds = turn.kinds
    if kinds[turn.i] not in _MOVE_KINDS:
        return 0
    used = 0
    left: set[int] = set()  # dice a second ant may still use
    first_piece = None
    count = 0
    barriers, bmask = barrier_info(state.barriers)
    items = turn.items
    index = state.model.graph.index
    stacks = state.stacks
    legs_of = state.legs.of
    while kinds[turn.i] in _MOVE_KINDS:
        token, action = items[turn.i]
        if action[0] == "queen":
            raise Illegal(NEST, "'queen' follows a move that ends on the mover's FINISH square", action=token)
        turn.i += 1
        _, src_name, via_name, dst_name, outcome = action
        count += 1
        src = _source(state, colour, src_name, token)
        dst = index.get(dst_name)
        if dst is None:
            dst = _square(state, dst_name, token)
        piece = state.nest[colour][-1 - src] if src < 0 else stacks[src][0]
        if via_name is not None:
            if count > 1:
                raise Illegal(
                    MOVES, "a split move uses both dice, so it is the throw's only move", action=token
                )
            via = _square(state, via_name, token)
            if not (
                split_ok(state, colour, src, via, dst, a, b, barriers)
                or split_ok(state, colour, src, via, dst, b, a, barriers)
            ):
                raise Illegal(
                    MOVES,
                    f"no split of {a} and {b} goes {src_name} to {via_name} and back to "
                    f"{dst_name} (one die each way, free of Barriers)",
                    action=token,
                )
            used = 2
        elif count == 1:
            # the throw's only move is one ant the total; a first of two uses one die and leaves the other
            after = kinds[turn.i + 1] if kinds[turn.i] == "queen" else kinds[turn.i]
            legs = legs_of(colour, src)
            walks = legs[a + b].get(dst)
            whole = walks is not None and (not bmask or any_free(walks, bmask))
            if after != "move" and whole:
                used = 2
            else:
                walks = legs[a].get(dst)
                left = {b} if walks is not None and (not bmask or any_free(walks, bmask)) else set()
                if b != a:
                    walks = legs[b].get(dst)
                    if walks is not None and (not bmask or any_free(walks, bmask)):
                        left.add(a)
                if left:
                    used = 1
                elif whole:
                    used = 2
                else:
                    raise Illegal(MOVES, _no_walk(state, src_name, dst_name, (a + b, a, b)), action=token)
        else:
            if count > 2 or not left:
                raise Illegal(MOVES, f"the throw {a} {b} is used up", action=token)
            if piece == first_piece:
                raise Illegal(MOVES, "moving two ants means two different ants", action=token)
            legs = legs_of(colour, src)
            for n in left:
                walks = legs[n].get(dst)
                if walks is not None and (not bmask or any_free(walks, bmask)):
                    break
            else:
                raise Illegal(MOVES, _no_walk(state, src_name, dst_name, tuple(sorted(left))), action=token)
            used = 2
            left = set()
        target = stacks.get(dst)
        if target is not None:
            problem = landing_problem(state, colour, dst)
            if problem:
                raise Illegal(TWO if "friendly" in problem else MOVES, problem, action=token)
        if (target is not None) != (outcome is not None):
            why = (
                f"the move ends on {colour_of(target[0])}'s ant: write 'attract' or 'repel'"  # type: ignore[index]
                if outcome is None
                else f"{dst_name} is empty: there is nothing to {outcome}"
            )
            raise Illegal(CAPTURE, why, action=token)
        stack = lift(state, colour, src)
        found, home = land(state, colour, stack, dst)
        if found != outcome:
            target_top = target[0]  # type: ignore[index]
            rule = state.options.magnetism.replace("-", " ")
            raise Illegal(
                CAPTURE,
                f"{stack[0]} lands on {target_top}: with {rule}, the marks {stack[0][2]} and "
                f"{target_top[2]} {found}",
                action=token,
            )
        first_piece = piece
        if home is not None:
            if len(home) == 1 and kinds[turn.i] != "queen":
                to_nest(state, colour, home[0])  # a lone ant of colour comes home: nothing to sort
                continue
            placed = _queen_choice(state, colour, turn, home)
            dismantle(state, colour, home, placed)
            if state.finished:
                return 2
    return used


def _no_walk(state: State, src: str, dst: str, counts: tuple[int, ...]) -> str:
    ordered = sorted(set(counts), reverse=True)
    options = (
        ", ".join(map(str, ordered[:-1])) + " or " + str(ordered[-1]) if len(ordered) > 1 else str(ordered[0])
    )
    how = " (counting from a START square)" if src.startswith("nest") else ""
    return f"no one-way route of {options} steps{how} free of Barriers leads from {src} to {dst}"


def _queen_choice(state: State, colour: str, turn: _Turn, home: tuple[str, ...]) -> list[str]:
    """Return the pieces put on the Queen: as written ('queen ...') or each free segment, top first."""
    auto = auto_queen(state, colour, home)
    if turn.kinds[turn.i] != "queen":
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
            raise Illegal(
                NEST,
                f"{p} fits the empty segment {p[1]}: captured pieces that can be used are placed",
                action=token,
            )
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
            raise Illegal(
                DOUBLES,
                "both Water Barriers are on the board (they stay there): move one with 'barrier SQ>SQ2'",
                action=token,
            )
        k = state.barriers.index(None)
    else:
        src = _square(state, frm, token, DOUBLES)
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
    blocked = frozenset(b for b in barriers if b is not None)
    closed = closed_nests(state.model, state.players, blocked)
    if closed:
        raise Illegal(DOUBLES, f"that blocks both entrances of the {closed[0]} nest", action=token)
    for c in state.players:
        if state.options.barrier_access == "ants":
            letter = LETTER[c]
            cut = stranded(
                state.model, c, [sq for sq, s in state.stacks.items() if s[0][0] == letter], blocked
            )
            if cut:
                raise Illegal(
                    DOUBLES,
                    f"that cuts the {c} ant on {state.model.name(cut[0])} off from its nest",
                    action=token,
                )
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
        return apply_turn(state, step.seat, step.text)  # type: ignore[arg-type]  # a turn has both

    def standing(self, state: State) -> Standing:
        """Queen segments built per colour and, once a Queen (two in the two-player game) stands, the winners."""
        side = ""
        if state.sides is not None and state.winner:
            side = next(
                (name for name, colours in state.sides.items() if set(colours) == set(state.winner)), ""
            )
        return Standing(state.finished, scores(state), tuple(state.winner), side=side)


def read_turns(raw: Any) -> Iterator[Step]:
    """Each turn as a Step (Unreadable when a turn is not a one-key mapping)."""
    for where, seat, text, number in turn_items(raw, (), "roll 4 3, nest2-75, 12-15"):
        yield Step("turn", where, seat, text, None, number)


@lru_cache(maxsize=1)
def referee() -> Anticipation:
    """The referee built from layouts/anticipation.yaml (board graph, pieces, default options)."""
    from printkit.layout import load_game

    return Anticipation(load_game("anticipation"))
