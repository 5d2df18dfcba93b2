"""The Antheap referee as a fold: setup -> apply one turn at a time -> scores.

Positions: a cube on its track stands at step 0-12 of its path (home, Base 1-6, Approach 1-6);
step 13 means it is on the ring, at ring index `ring_at[seat]` (its own X unless it is the
Defender circling the nest). Every outcome the rules decide is written in the turn and compared
with what the referee computes; the referee never rolls.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from printkit.games.antheap.notation import NotationError, parse_turn
from printkit.games.antheap.options import RuleOptions
from printkit.referee.errors import Illegal, Unreadable
from printkit.referee.game import Standing, Step
from printkit.referee.turns import turn_items

X_STEP = 13  # home, six Base squares, six Approach squares, then the X
EGGS_BY_FACE = {6: 3, 5: 3, 4: 2, 3: 2, 2: 1, 1: 1}

# Rule names: the rulebook has no headings, so these name its paragraphs' subjects.
TURN_ORDER = "Turn order"
THE_DIE = "The die"
MOVING = "Moving along the runs"
DEFENDER = "Becoming the Defender"
ATTACK = "Attackers"
DUEL = "Resolving an attack"
SIX = "Beaten by a 6"
KNOCKED_OUT = "Knocked out"
CIRCLING = "Circling the nest"
EGGS = "Collecting eggs"
END = "End of the game"
NOTATION = "Notation"


@dataclass(frozen=True)
class Tables:
    """The board as the referee walks it: each track's path, the ring, and name look-ups."""

    paths: dict[str, tuple[str, ...]]
    ring: tuple[str, ...]
    x_at: dict[str, int]  # ring index of each track's X
    squares: frozenset[str]


def tables(board: Any) -> Tables:
    """Return the referee's look-up tables for a board layout."""
    ring = board.ring
    x_at = {t: ring.index(p[-1]) for t, p in board.paths.items()}
    return Tables(board.paths, ring, x_at, frozenset(board.squares))


@dataclass
class State:
    """Where every cube is, what it shows, the eggs, the Defender and whose turn is next."""

    tables: Tables
    options: RuleOptions
    players: tuple[str, ...]
    step: dict[str, int]
    ring_at: dict[str, int]
    face: dict[str, int]
    eggs: dict[str, int]
    nest: int
    defender: str | None = None
    waiting: set[str] = field(default_factory=set)
    out: set[str] = field(default_factory=set)
    next_index: int = 0
    finished: bool = False
    turns: int = 0

    def copy(self) -> State:
        """Return a copy that can change without changing this one."""
        new = object.__new__(State)
        d = new.__dict__
        d.update(self.__dict__)  # the fold copies a state per turn: skip the dataclass __init__
        d["step"], d["ring_at"], d["face"], d["eggs"] = (
            self.step.copy(),
            self.ring_at.copy(),
            self.face.copy(),
            self.eggs.copy(),
        )
        d["waiting"], d["out"] = self.waiting.copy(), self.out.copy()
        return new

    def square_of(self, seat: str) -> str:
        """Return the name of the square a seat's cube stands on."""
        s = self.step[seat]
        return self.tables.ring[self.ring_at[seat]] if s == X_STEP else self.tables.paths[seat][s]

    @property
    def to_move(self) -> str:
        """The seat whose turn is next."""
        return self.players[self.next_index]


def setup(players: Any, data: Any, layout: Any, options: RuleOptions) -> State:
    """Return the starting position, or raise Unreadable for seats or a setup the rules forbid."""
    if not isinstance(players, list) or not 2 <= len(players) <= 6:
        raise Unreadable(
            "Antheap is for 2-6 players: list 2-6 track letters (A-F)", ("players",), rule="Players"
        )
    for i, seat in enumerate(players):
        if not isinstance(seat, str) or seat not in "ABCDEF" or len(seat) != 1:
            raise Unreadable(f"{seat!r} is not a track: seats are the track letters A-F", ("players", i))
        if seat in players[:i]:
            raise Unreadable(f"{seat} sits twice", ("players", i))
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise Unreadable("expected a mapping (Antheap's setup is empty: {})", ("setup",))
    for key in data:
        raise Unreadable(
            "unknown key: Antheap's setup is empty ({}); the eggs are a rules: option",
            ("setup", key),
            at_key=True,
        )
    seats = tuple(players)
    return State(
        tables=tables(layout.board),
        options=options,
        players=seats,
        step=dict.fromkeys(seats, 0),
        ring_at=dict.fromkeys(seats, 0),
        face=dict.fromkeys(seats, 6),
        eggs=dict.fromkeys(seats, 0),
        nest=options.eggs,
    )


Message = Any  # str | Callable[[], str]


def _text(message: Message) -> str:
    return message if isinstance(message, str) else message()


class _Turn:
    """The actions of one turn, consumed in order, with the text of each for error messages."""

    __slots__ = ("i", "items")

    def __init__(self, text: str):
        try:
            self.items = parse_turn(text)
        except NotationError as exc:
            raise Illegal(NOTATION, exc.message, action=exc.token) from None
        self.i = 0

    # Messages come as text or as a function giving the text: they are only written on a fault.
    def take(self, kind: str, rule: str, what: Message) -> tuple[str, Any]:
        if self.i >= len(self.items):
            raise Illegal(rule, f"the turn stops too early: expected {_text(what)}")
        token, action = self.items[self.i]
        if action[0] != kind:
            raise Illegal(rule, f"expected {_text(what)}, found {token!r}", action=token)
        self.i += 1
        return token, action[1] if len(action) > 1 else None

    def square(self, rule: str, expected: str, why: Message, tables: Tables, seat: str) -> None:
        token, name = self.take("square", rule, lambda: f"the square {expected} ({_text(why)})")
        if name != expected:
            where = "" if name in tables.squares else " (no such square on the board)"
            raise Illegal(
                rule, f"{name}{where}: {_text(why)}, so {seat}'s cube ends on {expected}", action=token
            )

    def end(self, why: Message) -> None:
        if self.i < len(self.items):
            token = self.items[self.i][0]
            text = _text(why)
            raise Illegal(
                END if "game is over" in text else TURN_ORDER,
                f"{token!r} after the end of the turn ({text})",
                action=token,
            )


def apply_turn(state: State, seat: str, text: str) -> State:
    """Apply one turn of seat (its action text) to state, in place; raise Illegal at the first broken rule."""
    if state.finished:
        raise Illegal(END, "the game is over: the Queen Ant's Nest is empty")
    if seat != state.to_move:
        if seat not in state.players:
            raise Illegal(TURN_ORDER, f"{seat} is not playing (players: {', '.join(state.players)})")
        why = " (knocked out)" if seat in state.out else ""
        raise Illegal(TURN_ORDER, f"it is {state.to_move}'s turn, not {seat}'s{why}")
    turn = _Turn(text)
    if seat in state.waiting:
        turn.take("pass", ATTACK, lambda: f"'pass': {seat} waits on its X for the Defender")
        turn.end(lambda: f"{seat} waits on its X")
    else:
        if turn.items and turn.items[0][1][0] == "pass":
            raise Illegal(
                ATTACK,
                f"only an Attacker waiting on its X may pass; {seat}'s cube is on {state.square_of(seat)}",
                action="pass",
            )
        _, roll = turn.take("roll", THE_DIE, "'roll N', the mover's throw")
        if seat == state.defender:
            _circle(state, seat, roll, turn)
        else:
            _advance(state, seat, roll, turn)
    state.turns += 1
    if not state.finished:
        _pass_turn(state)
    return state


def quick_move(state: State, seat: str, text: str) -> State | None:
    """Return the state after a plain, legal move along a run or a waiting ant's pass, else None.

    The fold's fast path: it shares every table but the moved step with the old state and does
    no checking of its own; whatever it declines goes through apply_turn, which explains faults.
    """
    if state.finished or seat != state.players[state.next_index] or seat == state.defender:
        return None
    if seat in state.waiting:
        if text != "pass":
            return None
        new = object.__new__(State)
        new.__dict__.update(state.__dict__)
        new.turns += 1
        _pass_turn(new)
        return new
    try:
        items = parse_turn(text)
    except NotationError:
        return None
    if len(items) != 2 or items[0][1][0] != "roll":
        return None
    here = state.step[seat]
    target = here + items[0][1][1]
    if target >= X_STEP or items[1][1] != ("square", state.tables.paths[seat][target]):
        return None
    new = object.__new__(State)
    new.__dict__.update(state.__dict__)
    new.step = dict(state.step)
    new.step[seat] = target
    new.turns += 1
    _pass_turn(new)
    return new


def _pass_turn(state: State) -> None:
    n = len(state.players)
    i = state.next_index
    for _ in range(n):
        i = (i + 1) % n
        if state.players[i] not in state.out:
            state.next_index = i
            return


def _advance(state: State, seat: str, roll: int, turn: _Turn) -> None:
    t = state.tables
    here = state.step[seat]
    target = here + roll
    if target > X_STEP:
        target = here if state.options.exact_x else X_STEP
    if target < X_STEP:
        why = (
            (lambda: f"a throw of {roll} from {t.paths[seat][here]}")
            if target != here
            else (lambda: f"only an exact throw reaches the X (rules.exact_x) and {roll} would pass it")
        )
        turn.square(MOVING, t.paths[seat][target], why, t, seat)
        state.step[seat] = target
        turn.end(lambda: f"{seat} moved")
        return
    x = t.paths[seat][X_STEP]
    turn.square(
        DEFENDER,
        x,
        lambda: f"a throw of {roll} from {t.paths[seat][here]} reaches {seat}'s X, where it stops",
        t,
        seat,
    )
    state.step[seat] = X_STEP
    state.ring_at[seat] = t.x_at[seat]
    if state.defender is None:
        state.defender = seat
        turn.end(lambda: f"{seat} is the first to reach its X and becomes the Defender")
    elif state.options.arrivals == "wait" and state.ring_at[state.defender] != t.x_at[seat]:
        state.waiting.add(seat)
        turn.end(lambda: f"{seat} waits on its X for the Defender (rules.arrivals: wait)")
    else:
        _duel(state, attacker=seat, turn=turn, rule=ATTACK)


def _circle(state: State, seat: str, roll: int, turn: _Turn) -> None:
    t = state.tables
    size = len(t.ring)
    start = state.ring_at[seat]
    home_x = t.x_at[seat]
    to_x = (home_x - start) % size or size
    if roll >= to_x:
        turn.square(
            CIRCLING,
            t.ring[home_x],
            lambda: (
                f"a throw of {roll} from {t.ring[start]} brings the Defender "
                "back to its own X, where it stops whatever the throw"
            ),
            t,
            seat,
        )
        state.ring_at[seat] = home_x
        due = min(EGGS_BY_FACE[state.face[seat]], state.nest)
        token, got = turn.take(
            "eggs",
            EGGS,
            lambda: (
                f"'eggs {due}' ({state.face[seat]} ants take "
                f"{EGGS_BY_FACE[state.face[seat]]}, {state.nest} left in the nest)"
            ),
        )
        if got != due:
            raise Illegal(
                EGGS,
                f"a group of {state.face[seat]} ants takes {EGGS_BY_FACE[state.face[seat]]} eggs "
                f"and the nest holds {state.nest}: {due}, not {got}",
                action=token,
            )
        state.eggs[seat] += due
        state.nest -= due
        if state.nest == 0:
            state.finished = True
            turn.end("the game is over: the nest is empty")
        else:
            turn.end(lambda: f"{seat} collected its eggs")
        return
    at = (start + roll) % size
    turn.square(
        CIRCLING, t.ring[at], lambda: f"the Defender circles {roll} squares from {t.ring[start]}", t, seat
    )
    state.ring_at[seat] = at
    occupant = next((s for s in state.waiting if t.x_at[s] == at), None)
    if occupant is None:
        turn.end(lambda: f"{seat} circled to {t.ring[at]}")
        return
    _duel(state, attacker=occupant, turn=turn, rule=CIRCLING)


def _duel(state: State, attacker: str, turn: _Turn, rule: str) -> None:
    t = state.tables
    defender = state.defender
    assert defender is not None
    token, throws = turn.take(
        "duel",
        rule,
        lambda: (
            f"the duel of {attacker} (Attacker) and {defender} (Defender): 'duel {attacker}n {defender}m'"
        ),
    )
    by_seat = dict(throws)
    if len(by_seat) != 2 or set(by_seat) != {attacker, defender}:
        raise Illegal(
            DUEL, f"the duel is fought by {attacker} (Attacker) and {defender} (Defender)", action=token
        )
    a, d = by_seat[attacker], by_seat[defender]
    state.waiting.discard(attacker)
    if d >= a:
        why = "a draw counts as a win for the Defender" if a == d else f"the Defender's {d} beats {a}"
        back = t.paths[attacker][6 + d]
        turn.square(DUEL, back, lambda: f"{why}; the Attacker goes to its Approach square {d}", t, attacker)
        state.step[attacker] = 6 + d
        turn.end(lambda: f"{defender} held the nest")
        return
    state.defender = attacker
    state.step[attacker] = X_STEP
    state.ring_at[attacker] = t.x_at[attacker]
    if a == 6:
        if state.face[defender] == 1:
            token, who = turn.take(
                "out",
                KNOCKED_OUT,
                lambda: f"'{defender} out': a Defender with one ant beaten by a 6 is knocked out",
            )
            if who != defender:
                raise Illegal(KNOCKED_OUT, f"the beaten Defender is {defender}, not {who}", action=token)
            state.out.add(defender)
            state.step[defender] = 0
            turn.end(lambda: f"{defender} is knocked out")
            return
        spot = 0 if state.options.beaten_by_six == "home" else 6
        turn.square(
            SIX,
            t.paths[defender][spot],
            "a Defender beaten by a 6 returns to its Base" + (" square 6" if spot else " (its home spot)"),
            t,
            defender,
        )
        new = state.face[defender] - 1
        token, shown = turn.take("face", SIX, lambda: f"'face {new}': the beaten Defender loses one ant")
        if shown != new:
            raise Illegal(
                SIX,
                f"a Defender beaten by a 6 loses one ant: its cube turns from {state.face[defender]} "
                f"to {new}, not {shown}",
                action=token,
            )
        state.face[defender] = new
        state.step[defender] = spot
        turn.end(lambda: f"{defender} lost an ant")
        return
    turn.square(
        DUEL,
        t.paths[defender][a],
        lambda: f"the Attacker's {a} beats {d}; the ousted Defender goes to its Base square {a}",
        t,
        defender,
    )
    state.step[defender] = a
    turn.end(lambda: f"{attacker} is the new Defender")


def scores(state: State) -> dict[str, int]:
    """Return the eggs each seat holds."""
    return dict(state.eggs)


def winners(state: State) -> list[str]:
    """Return the seats with most eggs (more than one on a tie)."""
    best = max(state.eggs.values())
    return [s for s in state.players if state.eggs[s] == best]


GAME_KEYS = frozenset(("setup", "turns"))


@dataclass(frozen=True)
class Record:
    """A transcript's Antheap part, checked: the seats, the options and the turns as steps."""

    players: tuple[str, ...]
    options: RuleOptions
    steps: tuple[Step, ...]


def read_turns(raw: Any) -> tuple[Step, ...]:
    """Return each turn as a Step (Unreadable when a turn is not a one-key mapping of text)."""
    return tuple(
        Step("turn", where, seat, text, None, number)
        for where, seat, text, number in turn_items(raw, (), "roll 4, Ab4")
    )


class Antheap:
    """The Antheap referee (implements printkit.referee.game.Game) over the layout's board graph."""

    name = "antheap"
    keys = GAME_KEYS
    has_rounds = False
    options_type = RuleOptions

    def __init__(self, layout: Any):
        self.layout = layout
        self.default_options = layout.rules

    def read(self, doc: Mapping[str, Any], players: tuple[str, ...], options: RuleOptions) -> Record:
        """Check the seats, the (empty) setup and the turns' shape; raise Unreadable on any fault."""
        if "setup" not in doc:
            raise Unreadable("missing key 'setup' (Antheap's is empty: setup: {})", ("setup",))
        setup(list(players), doc["setup"], self.layout, options)
        return Record(players, options, read_turns(doc.get("turns")))

    def setup(self, record: Record) -> State:
        """Return the position before the first turn: every cube at home, six ants up."""
        return setup(list(record.players), {}, self.layout, record.options)

    def steps(self, record: Record) -> tuple[Step, ...]:
        """Return the turns, in file order."""
        return record.steps

    def apply(self, state: State, step: Step) -> State:
        """Return the state after one turn (the given state is left as it was)."""
        return quick_move(state, step.seat, step.text) or apply_turn(
            state.copy(), step.seat or "", step.text or ""
        )

    def standing(self, state: State) -> Standing:
        """Return the eggs per seat and, once the nest is empty, the winners."""
        return Standing(state.finished, dict(state.eggs), tuple(winners(state)))


def referee() -> Antheap:
    """Return the referee built from layouts/antheap.yaml (the board graph and default options)."""
    from printkit.layout import load_game

    return Antheap(load_game("antheap"))
