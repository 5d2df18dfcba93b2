"""A seeded random Crumbs player: each turn takes a random legal number of crumbs."""

from __future__ import annotations

import random
from typing import Any

from printkit.referee.random_play import random_turns
from tests.fifthgame.rules import Crumbs, State

SEATS = ("ana", "ben")


def random_turn(state: State, rng: random.Random) -> str:
    """Return a legal turn for the seat to move."""
    return f"take {rng.randint(1, min(state.options.most, state.left))}"


def play(seed: int, players: Any = None, *, options: Any = None, game: Any = None) -> dict[str, Any]:
    """Return a random legal game as transcript data (game: the referee to play with)."""
    from printkit.games.loaded import referee

    seats = tuple(players) if players else SEATS
    if len(seats) < 2:
        raise ValueError("Crumbs is for two players or more")
    crumbs = game if game is not None else referee("crumbs")
    assert isinstance(crumbs, Crumbs)
    options = options or crumbs.default_options
    start = State(seats, options, crumbs.pile)
    turns, final = random_turns(crumbs, start, random_turn, random.Random(seed))
    changed = crumbs.changed_options(options)
    return {
        "game": "crumbs",
        **({"rules": changed} if changed else {}),
        "players": list(seats),
        "turns": [{seat: text} for seat, text in turns],
        "result": dict(crumbs.standing(final).scores),
    }
