"""Seeded random legal Anticipation games, written as transcripts (`printkit play anticipation --seed N`).

The player is random but not aimless: it likes captures, bringing captives home and claiming the
Ante-chamber, so that games reach a Queen. Every turn it writes is checked by the referee.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from printkit.games.anticipation.board import LETTER, BoardModel
from printkit.games.anticipation.moves import barrier_problem, single_moves, split_moves
from printkit.games.anticipation.notation import (
    PASS,
    Action,
    Barrier,
    Call,
    Claim,
    Home,
    Move,
    Queen,
    Roll,
    format_turn,
)
from printkit.games.anticipation.options import RuleOptions
from printkit.games.anticipation.position import (
    State,
    attracts,
    auto_queen,
    coming_home,
    dismantle,
    free_prisoners,
    land,
    lift,
    take_waiting,
)
from printkit.games.anticipation.rules import Anticipation
from printkit.games.anticipation.schema import COLOURS
from printkit.games.anticipation.start import read_setup
from printkit.games.loaded import referee
from printkit.geometry.graph import distances
from printkit.referee.random_play import random_turns

MAX_TURNS = 6_000  # a guard only


@cache
def _home_distance(model: BoardModel, colour: str) -> dict[int, int]:
    near: dict[int, int] = {}
    for f in model.finishes[colour]:
        for sq, d in distances(model.graph, f).items():
            near[sq] = min(d, near.get(sq, d))
    return near


def _name(state: State, src: int) -> str:
    return f"nest{-src}" if src < 0 else state.model.name(src)


def _score(state: State, colour: str, src: int, dst: int, rng: random.Random) -> float:
    stack = (state.nest[colour][-1 - src],) if src < 0 else state.stacks[src]
    model = state.model
    score = rng.random() * 6
    if dst in state.stacks:
        score += 14
    elif dst in model.finishes[colour]:
        score += 4 + 18 * (len(stack) - 1)
    corner = model.corner_colour.get(dst)
    if corner is not None and state.ante[corner]:
        score += 14
    if src < 0:
        score += 3
    elif len(stack) > 1:
        near = _home_distance(model, colour)
        score += 0.8 * (near[src] - near[dst])
    return score


def _play(
    state: State,
    colour: str,
    src: int,
    dst: int,
    out: list[Action],
    rng: random.Random,
    via: int | None = None,
) -> str:
    """Play one move on state and write it; return the moved top piece."""
    stack = lift(state, colour, src)
    target = state.stacks.get(dst)
    outcome = (
        None if target is None else ("attract" if attracts(state.options, stack[0], target[0]) else "repel")
    )
    out.append(
        Move(
            _name(state, src), None if via is None else state.model.name(via), state.model.name(dst), outcome
        )
    )
    _, home = land(state, colour, stack, dst)
    if home is not None:
        placed = auto_queen(state, colour, home)
        if placed and rng.random() < 0.5:
            out.append(Queen(tuple(placed)))
        dismantle(
            state, colour, home, placed, _spaces(state, colour, coming_home(colour, home, placed), out, rng)
        )
    if not state.finished:
        _claims(state, colour, out, rng)
    return stack[0]


def _claims(state: State, colour: str, out: list[Action], rng: random.Random) -> None:
    """With claim: by-choice, now and then take what waits by the corners colour's ants stand on (sometimes only some).

    Called at every point of a turn where a claim may stand (before and after each roll, after each
    move and each Barrier action), so the games it writes claim at each of them.
    """
    if state.options.claim == "automatic":
        return
    for sq, other in state.model.corner_colour.items():
        stack = state.stacks.get(sq)
        waiting = state.ante[other]
        if stack is None or not waiting or stack[0][0] != LETTER[colour] or rng.random() < 0.5:
            continue
        pieces = tuple(rng.sample(waiting, rng.randint(1, len(waiting)))) if rng.random() < 0.3 else ()
        out.append(Claim(state.model.name(sq), pieces))
        take_waiting(state, sq, pieces or waiting)


def _spaces(
    state: State, colour: str, own: list[str], out: list[Action], rng: random.Random
) -> tuple[int, ...]:
    """Choose the nest spaces (0-13) for own ants coming home: now and then not the lowest free ones, written."""
    free = [k for k, p in enumerate(state.nest[colour]) if p is None]
    if not own or rng.random() < 0.7:
        return ()
    chosen = tuple(rng.sample(free, len(own)))
    if chosen != tuple(free[: len(own)]):
        out.append(Home(tuple(k + 1 for k in chosen)))
    return chosen


def _two_ants(
    state: State, colour: str, a: int, b: int, rng: random.Random
) -> tuple[tuple[int, int], tuple[str | int, int] | None] | None:
    """Return two moves for the two dice (the second's ant named by its piece if it starts in the nest), or None."""
    for first, second in ((a, b), (b, a)) if a != b else ((a, b),):
        moves = single_moves(state, colour, first)
        moves.sort(key=lambda m: -_score(state, colour, m[0], m[1], rng))
        for src, dst in moves:
            trial = state.copy()
            scratch: list[Action] = []
            moved = _play(trial, colour, src, dst, scratch, rng)
            if trial.finished:
                return (src, dst), None
            seconds = []
            for src2, dst2 in single_moves(trial, colour, second):
                piece = trial.nest[colour][-1 - src2] if src2 < 0 else trial.stacks[src2][0]
                if piece == moved:
                    others = [k for k, p in enumerate(trial.nest[colour]) if p is not None and p != moved]
                    if src2 >= 0 or not others:
                        continue
                    src2 = -1 - others[0]
                seconds.append((src2, dst2))
            if seconds:
                src2, dst2 = max(seconds, key=lambda m: _score(trial, colour, m[0], m[1], rng))
                # an ant out of the nest is named by its piece: the real first move may put a
                # returning ant on another space than the trial did
                named = trial.nest[colour][-1 - src2] if src2 < 0 else src2
                if named is not None:
                    return (src, dst), (named, dst2)
    return None


def _split_to_a_corner(
    state: State, colour: str, a: int, b: int, rng: random.Random
) -> tuple[int, int, int] | None:
    """Now and then, a split that ends on a free Ante-chamber corner where pieces wait (to take them)."""
    corners = {sq for sq, c in state.model.corner_colour.items() if state.ante[c] and sq not in state.stacks}
    if not corners or rng.random() < 0.5:
        return None
    splits = [
        m for m in split_moves(state, colour, a, b) + split_moves(state, colour, b, a) if m[2] in corners
    ]
    return rng.choice(splits) if splits else None


def _use_throw(state: State, colour: str, a: int, b: int, out: list[Action], rng: random.Random) -> None:
    split = _split_to_a_corner(state, colour, a, b, rng)
    if split is not None:
        _play(state, colour, split[0], split[2], out, rng, split[1])
        return
    sums = single_moves(state, colour, a + b)
    best_sum = max(sums, key=lambda m: _score(state, colour, m[0], m[1], rng)) if sums else None
    pair = None if best_sum and rng.random() < 0.3 else _two_ants(state, colour, a, b, rng)
    if pair is not None and (best_sum is None or rng.random() < 0.6):
        first, second = pair
        _play(state, colour, first[0], first[1], out, rng)
        if second is not None and not state.finished:
            src2, dst2 = second
            if isinstance(src2, str):
                src2 = -1 - state.nest[colour].index(src2)
            _play(state, colour, src2, dst2, out, rng)
        return
    if best_sum is not None:
        _play(state, colour, best_sum[0], best_sum[1], out, rng)
        return
    splits = split_moves(state, colour, a, b) + split_moves(state, colour, b, a)
    if splits:
        src, via, dst = rng.choice(splits)
        _play(state, colour, src, dst, out, rng, via)
        return
    singles = single_moves(state, colour, a) + single_moves(state, colour, b)
    if singles:
        src, dst = max(singles, key=lambda m: _score(state, colour, m[0], m[1], rng))
        _play(state, colour, src, dst, out, rng)


def _try_barrier(state: State, colour: str, out: list[Action], rng: random.Random) -> bool:
    model = state.model
    free = [sq for sq in range(len(model.graph)) if sq not in state.stacks and sq not in state.barriers]
    movable = [
        k
        for k, b in enumerate(state.barriers)
        if b is not None
        and (state.sides is not None or state.options.any_barrier or state.barrier_owner[k] == colour)
    ]
    for _ in range(12):
        to = rng.choice(free)
        k = (
            state.barriers.index(None)
            if None in state.barriers
            else (rng.choice(movable) if movable else None)
        )
        if k is None:
            return False
        trial = list(state.barriers)
        frm = trial[k]
        trial[k] = to
        if barrier_problem(state, frozenset(x for x in trial if x is not None)):
            continue
        out.append(Barrier(None if frm is None else model.name(frm), model.name(to)))
        state.barriers = trial
        if frm is None:
            state.barrier_owner = [colour if i == k else o for i, o in enumerate(state.barrier_owner)]
        return True
    return False


def _throws(state: State, colour: str, a: int, b: int, out: list[Action], rng: random.Random) -> None:
    throw = 0
    saved = 0  # Barrier actions kept for the end of the turn (barrier_timing: turn)
    while True:
        _claims(state, colour, out, rng)
        double = a == b
        barrier = double and rng.random() < 0.35 and _try_barrier(state, colour, out, rng)
        if barrier:
            _claims(state, colour, out, rng)
        _use_throw(state, colour, a, b, out, rng)
        if state.finished:
            return
        if double and not barrier:
            if state.options.barrier_timing == "turn" and rng.random() < 0.3:
                saved += 1
            elif rng.random() < 0.35:
                _try_barrier(state, colour, out, rng)
        if not (double and (state.options.doubles_repeat or throw == 0)):
            for _ in range(saved):
                _try_barrier(state, colour, out, rng)
            return
        a, b = rng.randint(1, 6), rng.randint(1, 6)
        out.append(Roll(a, b))
        throw += 1


def random_turn(state: State, rng: random.Random) -> list[Action]:
    """Return a legal turn for the colour to move, throwing the dice with rng."""
    colour = state.to_move
    sim = state.copy()
    out: list[Action] = []
    if not sim.is_playable(colour):
        if not sim.ante[colour]:
            return [PASS]
        x, y = rng.sample((5, 6, 7, 8, 9), 2)
        a, b = rng.randint(1, 6), rng.randint(1, 6)
        out += [Call(x, y), Roll(a, b)]
        if a + b in (x, y):
            free_prisoners(sim, colour, _spaces(sim, colour, list(sim.ante[colour]), out, rng))
            _throws(sim, colour, a, b, out, rng)
        elif sim.release[colour] == 2:  # the third miss: the waiting ants come home anyway
            _spaces(sim, colour, list(sim.ante[colour]), out, rng)
        return out
    _claims(sim, colour, out, rng)
    a, b = rng.randint(1, 6), rng.randint(1, 6)
    out.append(Roll(a, b))
    _throws(sim, colour, a, b, out, rng)
    return out


def random_text(state: State, rng: random.Random) -> str:
    """Return a legal turn for the colour to move, as text."""
    return format_turn(random_turn(state, rng))


def _start(players: list[str], rng: random.Random) -> list[dict[str, Any]]:
    rounds = []
    throwing = list(players)
    while True:
        rnd = {c: [rng.randint(1, 6), rng.randint(1, 6)] for c in throwing}
        rounds.append(rnd)
        best = max(sum(d) for d in rnd.values())
        throwing = [c for c in throwing if sum(rnd[c]) == best]
        if len(throwing) == 1:
            return rounds


def start_setup(
    layout: Any, rng: random.Random, players: list[str], sides: tuple[str, str] | None
) -> tuple[list[str], dict[str, Any]]:
    """Throw for the start and shuffle each nest: the seats in turn order and the transcript's setup."""
    rounds = _start(players, rng)
    starter = next(c for c, d in rounds[-1].items() if sum(d) == max(sum(v) for v in rounds[-1].values()))
    ring = [c for c in COLOURS if c in players]
    first = ring.index(starter)
    seats = ring[first:] + ring[:first]
    nests = {}
    for c in seats:
        backs = list(layout.pieces.backs)
        rng.shuffle(backs)
        nests[c] = backs
    setup: dict[str, Any] = {"start": rounds, "nests": nests}
    if sides is not None:
        setup["sides"] = {sides[0]: ["yellow", "green"], sides[1]: ["red", "blue"]}
    return seats, setup


def random_game(
    seed: int,
    options: RuleOptions | None = None,
    players: list[str] | None = None,
    sides: tuple[str, str] | None = None,
    game: Anticipation | None = None,
) -> dict[str, Any]:
    """Return a whole random legal game as transcript data (turns as {colour: text}).

    players: the colours in play (3 or 4; None: chosen at random); sides: the two players' names of
    a two-player game (all four colours).
    """
    if game is None:
        registered = referee("anticipation")
        assert isinstance(registered, Anticipation)
        game = registered
    layout = game.layout
    rng = random.Random(seed)
    options = options or game.default_options
    if sides is None and players is None and rng.random() < 0.3:
        sides = ("ana", "ben")
    two_player = sides is not None
    if two_player:
        players = None
    if players is None:
        players = list(COLOURS)
        if not two_player and rng.random() < 0.4:  # three players: one set is left out
            players.remove(rng.choice(COLOURS))
    seats, setup = start_setup(layout, rng, players, sides)
    state = read_setup(seats, setup, layout, options)
    played, state = random_turns(game, state, random_text, rng, MAX_TURNS)
    turns = [{colour: text} for colour, text in played]
    data: dict[str, Any] = {"game": "anticipation"}
    changed = game.changed_options(options)
    if changed:
        data["rules"] = changed
    data["players"] = list(seats)
    data["setup"] = setup
    data["turns"] = turns
    if state.finished:
        data["result"] = {c: len(state.queen[c]) for c in seats}
    return data


def seating(players: Any) -> tuple[list[str] | None, tuple[str, str] | None]:
    """Read --players: the colours in play and the two-player sides (None, None: not given).

    players: a count ("2", "3", "4"), 3-4 colours (turn order then comes from the starting throws),
    or two player names for the two-player game; ValueError for anything else.
    """
    seats = list(players or ())
    if len(seats) == 1 and str(seats[0]).isdigit():
        count = int(seats[0])
        if not 2 <= count <= 4:
            raise ValueError("Anticipation is for 2-4 players")
        if count == 2:
            return None, ("ana", "ben")
        return list(COLOURS[:count]), None
    if len(seats) == 2 and not set(seats) & set(COLOURS):
        if seats[0] == seats[1]:
            raise ValueError("the two players need different names")
        return None, (seats[0], seats[1])
    if seats:
        if len(seats) not in (3, 4) or len(set(seats)) != len(seats) or not set(seats) <= set(COLOURS):
            raise ValueError(
                "name 3 or 4 colours (yellow, red, green, blue), or two players for the two-player game"
            )
        return seats, None
    return None, None


def play(
    seed: int, players: Any = None, options: RuleOptions | None = None, game: Anticipation | None = None
) -> dict[str, Any]:
    """Return a random legal game as transcript data (printkit.referee.writer writes it).

    players: as `seating` reads them; None: the number of players is chosen at random too.
    """
    colours, sides = seating(players)
    return random_game(seed, options, players=colours, sides=sides, game=game)
