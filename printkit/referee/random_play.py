"""The random-play loop every game's player shares: turns chosen by the game, each played through the fold."""

from __future__ import annotations

import random
from collections.abc import Callable

from printkit.referee.game import Game, S, turn_step

RandomTurn = Callable[[S, random.Random], str]  # a game's random legal turn for the seat to move, as text


def random_turns(
    game: Game[S],
    state: S,
    random_turn: RandomTurn[S],
    rng: random.Random,
    max_turns: int | None = None,
    round: int | None = None,
) -> tuple[list[tuple[str, str]], S]:
    """Play turns from state until the game (or its round) is over: the turns as (seat, text), and the last state.

    Each turn is the game's `random_turn` for `game.to_move`, played by `game.apply`, so a
    player never makes a turn the referee would refuse. max_turns is a guard only (None: none).
    """
    turns: list[tuple[str, str]] = []
    while game.ended(state) is None and (max_turns is None or len(turns) < max_turns):
        seat = game.to_move(state)
        text = random_turn(state, rng)
        state = game.apply(state, turn_step(seat, text, len(turns) + 1, round))
        turns.append((seat, text))
    return turns, state
