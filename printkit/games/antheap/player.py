"""Seeded random legal Antheap games, written as transcripts (`printkit play antheap --seed N`)."""

from __future__ import annotations

import random
from typing import Any

from printkit.games.antheap.notation import PASS, Action, Duel, Eggs, Face, Out, Roll, Square, format_turn
from printkit.games.antheap.options import RuleOptions
from printkit.games.antheap.rules import EGGS_BY_FACE, X_STEP, Antheap, State, new_game
from printkit.games.loaded import referee
from printkit.referee.random_play import random_turns

MAX_TURNS = 20_000  # a guard only: games end long before (every circuit takes at least one egg)


def _duel(state: State, attacker: str, rng: random.Random, out: list[Action]) -> None:
    t = state.tables
    defender = state.defender
    assert defender is not None  # a duel is fought with the Defender
    a, d = rng.randint(1, 6), rng.randint(1, 6)
    throws = [(attacker, a), (defender, d)]
    rng.shuffle(throws)  # the notation lets either seat's throw come first
    out.append(Duel((throws[0], throws[1])))
    if d >= a:
        out.append(Square(t.paths[attacker][6 + d]))
    elif a < 6:
        out.append(Square(t.paths[defender][a]))
    elif state.face[defender] == 1:
        out.append(Out(defender))
    else:
        spot = 0 if state.options.beaten_by_six == "home" else 6
        out += [Square(t.paths[defender][spot]), Face(state.face[defender] - 1)]


def random_turn(state: State, rng: random.Random) -> list[Action]:
    """Return a legal turn for the seat to move, throwing the dice with rng."""
    seat = state.to_move
    t = state.tables
    if seat in state.waiting:
        return [PASS]
    roll = rng.randint(1, 6)
    out: list[Action] = [Roll(roll)]
    if seat == state.defender:
        size = len(t.ring)
        to_x = (t.x_at[seat] - state.ring_at[seat]) % size or size
        if roll >= to_x:
            out += [Square(t.ring[t.x_at[seat]]), Eggs(min(EGGS_BY_FACE[state.face[seat]], state.nest))]
            return out
        at = (state.ring_at[seat] + roll) % size
        out.append(Square(t.ring[at]))
        occupant = next((s for s in sorted(state.waiting) if t.x_at[s] == at), None)
        if occupant is not None:
            _duel(state, occupant, rng, out)
        return out
    target = state.step[seat] + roll
    if target > X_STEP:
        target = state.step[seat] if state.options.exact_x else X_STEP
    out.append(Square(t.paths[seat][target]))
    if (
        target == X_STEP
        and state.defender is not None
        and (state.options.arrivals == "attack" or state.ring_at[state.defender] == t.x_at[seat])
    ):
        _duel(
            state, seat, rng, out
        )  # with arrivals: wait, an ant finding the Defender on its X duels at once
    return out


def random_text(state: State, rng: random.Random) -> str:
    """Return a legal turn for the seat to move, as text."""
    return format_turn(random_turn(state, rng))


def random_game(
    seed: int,
    options: RuleOptions | None = None,
    players: list[str] | None = None,
    game: Antheap | None = None,
) -> dict[str, Any]:
    """Return a whole random legal game as transcript data (turns as {seat: text}; game: the shipped one if None)."""
    if game is None:
        registered = referee("antheap")
        assert isinstance(registered, Antheap)
        game = registered
    rng = random.Random(seed)
    options = options or game.default_options
    if players is None:
        players = sorted(rng.sample("ABCDEF", rng.randint(2, 6)))
        start = rng.randrange(len(players))
        players = players[start:] + players[:start]
    state = new_game(game.tables, tuple(players), options)
    played, state = random_turns(game, state, random_text, rng, MAX_TURNS)
    turns = [{seat: text} for seat, text in played]
    data: dict[str, Any] = {"game": "antheap"}
    changed = game.changed_options(options)
    if changed:
        data["rules"] = changed
    data.update(players=list(players), setup={}, turns=turns, result=dict(state.eggs))
    return data


def play(
    seed: int, players: Any = None, options: RuleOptions | None = None, game: Antheap | None = None
) -> dict[str, Any]:
    """Return a random legal game as transcript data: players None (2-6 at random), a count, or track letters."""
    if players is not None and len(players) == 1 and str(players[0]).isdigit():
        players = int(players[0])
    if isinstance(players, int):
        if not 2 <= players <= 6:
            raise ValueError("Antheap is for 2-6 players")
        players = list("ABCDEF"[:players])
    if players is not None:
        players = list(players)
        if (
            not 2 <= len(players) <= 6
            or len(set(players)) != len(players)
            or any(p not in "ABCDEF" or len(p) != 1 for p in players)
        ):
            raise ValueError("Antheap seats are 2-6 different track letters A-F")
    return random_game(seed, options, players, game)
