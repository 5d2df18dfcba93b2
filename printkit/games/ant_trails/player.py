"""A seeded random Ant Trails player that plays sensibly: it grows trails towards food, carries
food to border ends, and passes only when it must. Every turn is checked by the referee's fold.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from printkit.games.ant_trails.notation import SEATS, Move, Place, check_seats, format_action
from printkit.games.ant_trails.options import RuleOptions
from printkit.games.ant_trails.rules import (
    AntTrails,
    State,
    apply_action,
    first_placement,
    new_game,
    owner,
    placement_fault,
)
from printkit.games.loaded import referee
from printkit.geometry.hexgrid import HexBoard
from printkit.referee.errors import Illegal
from printkit.referee.random_play import random_turns

MAX_TURNS = 400  # a full board ends the game long before this; a guard, not a rule


def random_food(board: HexBoard, counts: Mapping[int, int], rng: random.Random) -> dict[int, int]:
    """Food tiles on random inner cells, no two adjacent."""
    values = [v for v, n in sorted(counts.items()) for _ in range(n)]
    inner = [i for i in range(len(board.cells)) if not board.border[i]]
    while True:
        rng.shuffle(inner)
        chosen: list[int] = []
        for cell in inner:
            if all(n not in chosen for n in board.adjacent[cell]):
                chosen.append(cell)
                if len(chosen) == len(values):
                    rng.shuffle(values)
                    return dict(zip(chosen, values))


def _owners(board: HexBoard, state: State) -> tuple[int, ...]:
    return tuple(owner(state, c) for c in range(len(board.cells)))


def _placements(board: HexBoard, state: State) -> list[int]:
    return [c for c in range(len(board.cells)) if placement_fault(board, state, c) is None]


def _placement_value(
    board: HexBoard, state: State, ants: tuple[int, ...], cell: int, rng: random.Random
) -> float:
    colour = state.colour
    near = sum(1 for n in board.adjacent[cell] if ants[n] == colour)
    food = sum(1 for n in board.adjacent[cell] if n in state.tiles and not ants[n])
    value = 3.0 * near + 2.5 * food + rng.random() * 3.0
    if near == 0:
        value -= 1.0  # a new trail now and then, mostly growing the ones there are
    return value


def _distances(board: HexBoard, state: State) -> dict[int, int]:
    """Steps along the mover's trails from each own ant to the nearest border end."""
    colour, ants = state.colour, _owners(board, state)
    frontier = [
        c
        for c in range(len(ants))
        if ants[c] == colour
        and board.border[c]
        and sum(1 for n in board.adjacent[c] if ants[n] == colour) <= 1
    ]
    dist = dict.fromkeys(frontier, 0)
    for c in frontier:
        for n in board.adjacent[c]:
            if ants[n] == colour and n not in dist:
                dist[n] = dist[c] + 1
                frontier.append(n)
    return dist


def _food_moves(board: HexBoard, state: State) -> list[Move]:
    """Pick-ups onto own ants near an end, and steps that bring a tile closer to a border end."""
    dist = _distances(board, state)
    colour, ants = state.colour, _owners(board, state)
    moves: list[Move] = []
    for src, values in state.tiles.items():
        if ants[src] not in (0, colour):
            continue
        moved = state.moved.get(src, ())
        free = list(values)
        for v in moved:
            free.remove(v)
        if not free:
            continue
        here = dist.get(src) if ants[src] else None
        targets = [n for n in board.adjacent[src] if ants[n] == colour and n in dist]
        if ants[src]:
            targets = [n for n in targets if here is not None and dist[n] < here]
        if not targets:
            continue
        dst = min(targets, key=lambda n: dist[n])
        value = max(free)
        named = value if len(set(values)) > 1 else None
        moves.append(Move(src, dst, named, board.names[src], board.names[dst]))
    return moves


def choose_turn(game: AntTrails, state: State, rng: random.Random) -> tuple[list[Any], State]:
    """Pick this turn's actions; return them with a copy of the state after them (before end_turn)."""
    board = game.board
    if first_placement(board, state) is None and not _food_moves(board, state):
        return [], state
    state = state.copy()
    actions: list[Any] = []
    for _ in range(3):
        while state.placed < state.options.placements_per_turn:
            cells = _placements(board, state)
            if not cells:
                break
            ants = _owners(board, state)
            cell = max(cells, key=lambda c: _placement_value(board, state, ants, c, rng))
            action = Place(cell, board.names[cell])
            apply_action(board, state, action)
            actions.append(action)
        moves = _food_moves(board, state)
        if not moves:
            break
        for move in moves:
            try:
                apply_action(board, state, move)
            except Illegal:
                continue  # an earlier move of this turn changed what this one may do
            actions.append(move)
    return actions, state


def play_game(
    game: AntTrails, seed: int, options: RuleOptions | None = None
) -> tuple[dict[int, int], list[tuple[str, str]], State]:
    """Play a whole game: the food setup, the turns as (seat, text), and the final state (options: the game's defaults if None)."""
    rng = random.Random(seed)
    food = random_food(game.board, game.food_counts, rng)
    state = new_game(options or game.default_options, food)

    def turn(state: State, rng: random.Random) -> str:
        actions, _ = choose_turn(game, state, rng)
        return ", ".join(format_action(a) for a in actions) if actions else "pass"

    turns, state = random_turns(game, state, turn, rng, MAX_TURNS)
    return food, turns, state


def play(
    seed: int,
    players: tuple[str, ...] | None = None,
    options: RuleOptions | None = None,
    game: AntTrails | None = None,
) -> dict[str, Any]:
    """Return a seeded random legal game as transcript data (game: the shipped layout's referee if None)."""
    check_seats(players)
    if game is None:
        registered = referee("ant-trails")
        assert isinstance(registered, AntTrails)
        game = registered
    options = options or game.default_options
    food, turns, final = play_game(game, seed, options)
    names = game.board.names
    changed = game.changed_options(options)
    return {
        "game": "ant-trails",
        **({"rules": changed} if changed else {}),
        "players": list(SEATS),
        "setup": {"food": {names[cell]: points for cell, points in food.items()}},
        "turns": [{seat: text} for seat, text in turns],
        "result": dict(game.standing(final).scores),
    }
