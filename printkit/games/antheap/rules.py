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

from printkit.games.antheap.headings import (
    ATTACK,
    CIRCLING,
    DEFENDER,
    DUEL,
    EGGS,
    END,
    KNOCKED_OUT,
    MOVING,
    PLAYERS,
    SIX,
    THE_DIE,
    TURN_ORDER,
)
from printkit.games.antheap.notation import (
    Duel,
    Eggs,
    Face,
    Out,
    Pass,
    Roll,
    Square,
    format_action,
    parse_action,
)
from printkit.games.antheap.options import RuleOptions
from printkit.referee.errors import Illegal, Unreadable
from printkit.referee.game import Game, GameState, Record, Standing
from printkit.referee.step import Step
from printkit.referee.turns import Message, Turn, TurnParser, read_turns
from printkit.referee.words import count

X_STEP = 13  # home, six Base squares, six Approach squares, then the X
EGGS_BY_FACE = {6: 3, 5: 3, 4: 2, 3: 2, 2: 1, 1: 1}
GAME_KEYS = frozenset(("setup", "turns"))
EXAMPLE_TURN = "roll 4, Ab4"


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


@dataclass(slots=True, eq=False)
class State(GameState):
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

    def square_of(self, seat: str) -> str:
        """Return the name of the square a seat's cube stands on."""
        s = self.step[seat]
        return self.tables.ring[self.ring_at[seat]] if s == X_STEP else self.tables.paths[seat][s]

    @property
    def to_move(self) -> str:
        """The seat whose turn is next."""
        return self.players[self.next_index]


def read_players(players: Any) -> tuple[str, ...]:
    """Return the seats (2-6 different track letters A-F), or raise Unreadable."""
    if not isinstance(players, (list, tuple)) or not 2 <= len(players) <= 6:
        raise Unreadable(
            "Antheap is for 2-6 players: list 2-6 track letters (A-F)", ("players",), rule=PLAYERS
        )
    for i, seat in enumerate(players):
        if not isinstance(seat, str) or seat not in "ABCDEF" or len(seat) != 1:
            raise Unreadable(f"{seat!r} is not a track: seats are the track letters A-F", ("players", i))
        if seat in players[:i]:
            raise Unreadable(f"{seat} sits twice", ("players", i))
    return tuple(players)


def read_setup(data: Any) -> None:
    """Check the setup, which is empty (raise Unreadable otherwise)."""
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


def new_game(board: Tables, players: tuple[str, ...], options: RuleOptions) -> State:
    """Return the position before the first turn: every cube at home, six ants up."""
    return State(
        tables=board,
        options=options,
        players=players,
        step=dict.fromkeys(players, 0),
        ring_at=dict.fromkeys(players, 0),
        face=dict.fromkeys(players, 6),
        eggs=dict.fromkeys(players, 0),
        nest=options.eggs,
    )


class Antheap(Game[State]):
    """The Antheap referee over the layout's board graph."""

    name = "antheap"
    keys = GAME_KEYS
    options_type = RuleOptions
    written = ("setup", "turns")

    def __init__(self, layout: Any):
        super().__init__(layout)
        self.tables = tables(layout.board)
        self.parser = TurnParser(parse_action, EXAMPLE_TURN)

    def read(self, doc: Mapping[str, Any], players: tuple[str, ...], options: RuleOptions) -> Record[State]:
        """Check the seats, the (empty) setup and the turns' shape; raise Unreadable on any fault."""
        if "setup" not in doc:
            raise Unreadable("missing key 'setup' (Antheap's is empty: setup: {})", ("setup",))
        seats = read_players(players)
        read_setup(doc["setup"])
        return Record(new_game(self.tables, seats, options), read_turns(doc.get("turns"), EXAMPLE_TURN))

    def play(self, state: State, step: Step) -> None:
        """Play one turn."""
        play_turn(self, state, step)

    def ended(self, state: State) -> Illegal | None:
        """A turn once the Queen Ant's Nest is empty."""
        return Illegal(END, "the game is over: the Queen Ant's Nest is empty") if state.finished else None

    def to_move(self, state: State) -> str:
        """The seat whose turn it is."""
        return state.to_move

    def out_of_turn(self, state: State, seat: str | None, mover: str) -> Illegal:
        """A seat not playing, or one whose turn it is not (knocked out, maybe)."""
        seat = seat or ""
        if seat not in state.players:
            return Illegal(TURN_ORDER, f"{seat} is not playing (players: {', '.join(state.players)})")
        why = " (knocked out)" if seat in state.out else ""
        return Illegal(TURN_ORDER, f"it is {mover}'s turn, not {seat}'s{why}")

    def write_action(self, token: str) -> str:
        """One action's written form: 'roll 4', 'Ab4', 'duel C3 A5'."""
        return format_action(parse_action(token))

    def standing(self, state: State) -> Standing:
        """Return the eggs per seat and, once the nest is empty, the winners."""
        return Standing(state.finished, dict(state.eggs), tuple(winners(state)))


def play_turn(game: Antheap, state: State, step: Step) -> None:
    """Play one turn of the seat to move (Game.check_turn) on state; raise Illegal at the first broken rule."""
    seat = step.seat or ""
    turn = Turn(game.parser.parse(step.text or ""))
    if seat in state.waiting:
        turn.take(Pass, ATTACK, lambda: f"'pass': {seat} waits on its X for the Defender")
        _end(
            turn,
            lambda: f"{seat} waits on its X",
            every=(ATTACK, "a waiting Attacker does nothing on its turn"),
        )
    else:
        if turn.peek() is Pass:
            raise Illegal(
                ATTACK,
                f"only an Attacker waiting on its X may pass; {seat}'s cube is on {state.square_of(seat)}",
                action="pass",
            )
        token, roll = turn.take(Roll, THE_DIE, "'roll N', the mover's throw")
        if not 1 <= roll.n <= 6:
            raise Illegal(THE_DIE, f"a die shows 1-6, not {roll.n}", action=token)
        if seat == state.defender:
            _circle(state, seat, roll.n, turn)
        else:
            _advance(state, seat, roll.n, turn)
    if not state.finished:
        _pass_turn(state)


def _square(turn: Turn[Any], rule: str, expected: str, why: Message, state: State, seat: str) -> None:
    """Take the square a cube ends on: it must be expected (why says why)."""
    token, square = turn.take(Square, rule, lambda: f"the square {expected} ({_text(why)})")
    if square.name != expected:
        where = "" if square.name in state.tables.squares else " (no such square on the board)"
        raise Illegal(
            rule, f"{square.name}{where}: {_text(why)}, so {seat}'s cube ends on {expected}", action=token
        )


def _text(message: Message) -> str:
    return message if isinstance(message, str) else message()


_WAITING = "a waiting Attacker duels when the circling Defender lands on its X"
_LEFTOVER: dict[
    type, tuple[str, str]
] = {  # an action a finished turn has no room for: the rule that says why
    Eggs: (EGGS, "only a Defender coming back round the nest to its own X collects eggs, once"),
    Face: (SIX, "a cube loses an ant only when its Defender is beaten by a 6"),
    Out: (KNOCKED_OUT, "only a Defender with one ant beaten by a 6 is knocked out"),
    Pass: (ATTACK, "only an Attacker waiting on its X passes, and then does nothing else"),
    Roll: (THE_DIE, "the die is thrown once a turn"),
    Square: (MOVING, "one throw moves one cube, and a duel's loser goes back once"),
    Duel: (DUEL, "one duel settles an attack"),
}


def _end(
    turn: Turn[Any], why: Message, duel: tuple[str, str] | None = None, every: tuple[str, str] | None = None
) -> None:
    """End the turn (why says how it ended); an action left over is refused under the rule it breaks.

    duel is the rule and the reason a duel written here breaks, where the turn's end decides it;
    every, those of any action written here.
    """
    if turn.i >= len(turn.items):
        return
    token, action = turn.items[turn.i]
    if every is not None:
        rule, reason = every
    elif duel is not None and isinstance(action, Duel):
        rule, reason = duel
    else:
        rule, reason = _LEFTOVER[type(action)]
    raise Illegal(rule, f"{token!r} after the end of the turn ({_text(why)}): {reason}", action=token)


def _no_duel(state: State, start: int, at: int) -> str:
    """Why a Defender that circled from ring index start to at, onto no waiting Attacker, fights no duel."""
    t = state.tables
    size = len(t.ring)
    waiting = {t.x_at[s]: s for s in state.waiting}
    passed = [t.ring[i % size] for i in range(start + 1, start + (at - start) % size) if i % size in waiting]
    if passed:
        return f"passing over {', '.join(passed)} decides nothing: a duel comes only when the Defender lands on a cube"
    if at in t.x_at.values():
        return f"no cube stands on {t.ring[at]}: a duel comes only when the Defender lands on a cube"
    return f"{t.ring[at]} is no X: a duel comes only when the Defender lands on a cube on an opponent's X"


def _pass_turn(state: State) -> None:
    n = len(state.players)
    i = state.next_index
    for _ in range(n):
        i = (i + 1) % n
        if state.players[i] not in state.out:
            state.next_index = i
            return


def _advance(state: State, seat: str, roll: int, turn: Turn[Any]) -> None:
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
        _square(turn, MOVING, t.paths[seat][target], why, state, seat)
        state.step[seat] = target
        _end(turn, lambda: f"{seat} moved", (ATTACK, "only an ant that reaches its X attacks the Defender"))
        return
    x = t.paths[seat][X_STEP]
    _square(
        turn,
        DEFENDER,
        x,
        lambda: f"a throw of {roll} from {t.paths[seat][here]} reaches {seat}'s X, where it stops",
        state,
        seat,
    )
    state.step[seat] = X_STEP
    state.ring_at[seat] = t.x_at[seat]
    if state.defender is None:
        state.defender = seat
        _end(
            turn,
            lambda: f"{seat} is the first to reach its X and becomes the Defender",
            (DEFENDER, "there is no Defender to attack: the first ant on its X becomes the Defender"),
        )
    elif state.options.arrivals == "wait" and state.ring_at[state.defender] != t.x_at[seat]:
        state.waiting.add(seat)
        _end(
            turn, lambda: f"{seat} waits on its X for the Defender (rules.arrivals: wait)", (ATTACK, _WAITING)
        )
    else:
        _duel(state, attacker=seat, turn=turn, rule=ATTACK)


def _circle(state: State, seat: str, roll: int, turn: Turn[Any]) -> None:
    t = state.tables
    size = len(t.ring)
    start = state.ring_at[seat]
    home_x = t.x_at[seat]
    to_x = (home_x - start) % size or size
    if roll >= to_x:
        _square(
            turn,
            CIRCLING,
            t.ring[home_x],
            lambda: (
                f"a throw of {roll} from {t.ring[start]} brings the Defender "
                "back to its own X, where it stops whatever the throw"
            ),
            state,
            seat,
        )
        state.ring_at[seat] = home_x
        face = state.face[seat]
        due = min(EGGS_BY_FACE[face], state.nest)
        token, eggs = turn.take(
            Eggs,
            EGGS,
            lambda: (
                f"'eggs {due}' (a group of {count(face, 'ant')} takes {count(EGGS_BY_FACE[face], 'egg')}, "
                f"{state.nest} left in the nest)"
            ),
        )
        if eggs.n != due:
            raise Illegal(
                EGGS,
                f"a group of {count(face, 'ant')} takes {count(EGGS_BY_FACE[face], 'egg')} "
                f"and the nest holds {count(state.nest, 'egg')}: {due}, not {eggs.n}",
                action=token,
            )
        state.eggs[seat] += due
        state.nest -= due
        if state.nest == 0:
            state.finished = True
            turn.end(END, "the game is over: the nest is empty")
        else:
            _end(
                turn,
                lambda: f"{seat} collected its eggs",
                (CIRCLING, "the Defender back on its own X duels no one"),
            )
        return
    at = (start + roll) % size
    _square(
        turn,
        CIRCLING,
        t.ring[at],
        lambda: f"the Defender circles {count(roll, 'square')} from {t.ring[start]}",
        state,
        seat,
    )
    state.ring_at[seat] = at
    occupant = next((s for s in state.waiting if t.x_at[s] == at), None)
    if occupant is None:
        _end(turn, lambda: f"{seat} circled to {t.ring[at]}", (CIRCLING, _no_duel(state, start, at)))
        return
    _duel(state, attacker=occupant, turn=turn, rule=CIRCLING)


def _duel(state: State, attacker: str, turn: Turn[Any], rule: str) -> None:
    t = state.tables
    defender = state.defender
    assert defender is not None
    token, duel = turn.take(
        Duel,
        rule,
        lambda: (
            f"the duel of {attacker} (Attacker) and {defender} (Defender): 'duel {attacker}n {defender}m'"
        ),
    )
    by_seat = dict(duel.throws)
    if len(by_seat) != 2 or set(by_seat) != {attacker, defender}:
        raise Illegal(
            DUEL, f"the duel is fought by {attacker} (Attacker) and {defender} (Defender)", action=token
        )
    for who, n in duel.throws:
        if not 1 <= n <= 6:
            raise Illegal(THE_DIE, f"{who} threw {n}: each throw of the die is 1-6", action=token)
    a, d = by_seat[attacker], by_seat[defender]
    state.waiting.discard(attacker)
    if d >= a:
        why = "a draw counts as a win for the Defender" if a == d else f"the Defender's {d} beats {a}"
        back = t.paths[attacker][6 + d]
        _square(
            turn, DUEL, back, lambda: f"{why}; the Attacker goes to its Approach square {d}", state, attacker
        )
        state.step[attacker] = 6 + d
        _end(turn, lambda: f"{defender} held the nest")
        return
    state.defender = attacker
    state.step[attacker] = X_STEP
    state.ring_at[attacker] = t.x_at[attacker]
    if a == 6:
        if state.face[defender] == 1:
            token, out = turn.take(
                Out,
                KNOCKED_OUT,
                lambda: f"'{defender} out': a Defender with one ant beaten by a 6 is knocked out",
            )
            if out.seat != defender:
                raise Illegal(KNOCKED_OUT, f"the beaten Defender is {defender}, not {out.seat}", action=token)
            state.out.add(defender)
            state.step[defender] = 0
            _end(turn, lambda: f"{defender} is knocked out")
            return
        spot = 0 if state.options.beaten_by_six == "home" else 6
        _square(
            turn,
            SIX,
            t.paths[defender][spot],
            "a Defender beaten by a 6 returns to its Base" + (" square 6" if spot else " (its home spot)"),
            state,
            defender,
        )
        new = state.face[defender] - 1
        token, face = turn.take(Face, SIX, lambda: f"'face {new}': the beaten Defender loses one ant")
        if face.n != new:
            raise Illegal(
                SIX,
                f"a Defender beaten by a 6 loses one ant: its cube turns from {state.face[defender]} "
                f"to {new}, not {face.n}",
                action=token,
            )
        state.face[defender] = new
        state.step[defender] = spot
        _end(turn, lambda: f"{defender} lost an ant")
        return
    _square(
        turn,
        DUEL,
        t.paths[defender][a],
        lambda: f"the Attacker's {a} beats {d}; the ousted Defender goes to its Base square {a}",
        state,
        defender,
    )
    state.step[defender] = a
    _end(turn, lambda: f"{attacker} is the new Defender")


def winners(state: State) -> list[str]:
    """Return the seats with most eggs (more than one on a tie)."""
    best = max(state.eggs.values())
    return [s for s in state.players if state.eggs[s] == best]
