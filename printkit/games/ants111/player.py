"""A seeded random 111 Ants player that plays sensibly: each seat picks a direction, takes the
middle card that best fits its hand (face-down ones unseen), says done when sorted.

Taking N "at K" and discarding the card that was at K replaces that card by N, so a turn is
chosen as (card, slot). Every turn is checked by the referee's fold.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from typing import Any

from printkit.games.ants111.options import RuleOptions
from printkit.games.ants111.record import HAND_SIZE, MIDDLE, TARGET, Deal
from printkit.games.ants111.rules import Ants111, State, new_game
from printkit.games.loaded import referee
from printkit.referee.random_play import random_turns
from printkit.referee.step import Step

SEATS = ("ana", "ben", "cho")
MAX_TURNS = 400  # per round: then the seat to move says done anyway (wrong, so it scores 0)


def _fit(card: int, slot: int, size: int, up: bool, low: int, high: int) -> float:
    """How far card is from the value slot would hold in an evenly spread sorted hand."""
    share = (slot + 0.5) / size
    ideal = low + (high - low) * (share if up else 1 - share)
    return abs(card - ideal) / (high - low)


def _gain(hand: tuple[int, ...], slot: int, card: int, up: bool, low: int, high: int) -> float:
    """What replacing hand[slot] by card is worth: ordered neighbours first, then closeness."""

    def ordered(a: int, b: int) -> int:
        return 1 if (a < b) == up else 0

    before = after = 0
    if slot > 0:
        before += ordered(hand[slot - 1], hand[slot])
        after += ordered(hand[slot - 1], card)
    if slot < len(hand) - 1:
        before += ordered(hand[slot], hand[slot + 1])
        after += ordered(card, hand[slot + 1])
    size = len(hand)
    closer = _fit(hand[slot], slot, size, up, low, high) - _fit(card, slot, size, up, low, high)
    return (after - before) + closer


def _best_slot(hand: tuple[int, ...], card: int, up: bool, low: int, high: int) -> tuple[float, int]:
    return max((_gain(hand, s, card, up, low, high), s) for s in range(len(hand)))


def _is_sorted_way(hand: tuple[int, ...], up: bool) -> bool:
    return all((a < b) == up for a, b in zip(hand, hand[1:]))


def choose_turn(state: State, up: bool, rng: random.Random, low: int, high: int) -> str:
    """This turn's text for the seat to move."""
    hand = state.hands[state.seat]
    actions: list[str] = []
    middle: Sequence[int] = state.middle
    face_up: Sequence[bool] = state.face_up
    seen = [(c, _best_slot(hand, c, up, low, high)) for c, f in zip(middle, face_up) if f]
    best = max(seen, key=lambda x: x[1][0], default=None)
    if best is None or best[1][0] <= 0.05:
        if all(face_up) and len(state.draw) >= MIDDLE and rng.random() < 0.9:
            actions.append("refresh")
            middle = state.draw[:MIDDLE]
            face_up = (False,) * MIDDLE
        down = [c for c, f in zip(middle, face_up) if not f]
        if down:
            card = rng.choice(down)  # unseen until taken: then placed where it fits best
            best = (card, _best_slot(hand, card, up, low, high))
    assert best is not None  # a face-down card is always left when no face-up one is worth taking
    card, (_, slot) = best
    actions.append(f"take {card} at {slot}")
    actions.append(f"discard {hand[slot]}")
    after = hand[:slot] + (card,) + hand[slot + 1 :]
    if _is_sorted_way(after, up):
        actions.append("done")
    return ", ".join(actions)


def deal_round(cards: list[int], sizes: tuple[int, ...], start: int, rng: random.Random) -> Deal:
    """Shuffle and deal: hands left to right, three in the middle, the rest the draw pile."""
    deck = list(cards)
    rng.shuffle(deck)
    hands, at = [], 0
    for size in sizes:
        hands.append(tuple(deck[at : at + size]))
        at += size
    return Deal(start, tuple(hands), tuple(deck[at : at + MIDDLE]), tuple(deck[at + MIDDLE :]))


def play_game(
    game: Ants111,
    seed: int,
    players: tuple[str, ...] = SEATS,
    round_limit: int | None = None,
    hand_size: int = HAND_SIZE,
    options: RuleOptions | None = None,
) -> tuple[list[tuple[Deal, list[tuple[str, str]]]], State]:
    """Play a whole game: each round's deal and turns (seat, text), and the final state (options: the game's defaults if None)."""
    rng = random.Random(seed)
    options = options or game.default_options
    state = new_game(players, options, None if round_limit else TARGET, round_limit)
    cards = sorted(game.jokers)
    low, high = cards[0], cards[-1]
    sizes = (hand_size,) * len(players)
    rounds: list[tuple[Deal, list[tuple[str, str]]]] = []
    start = rng.randrange(len(players))  # "the youngest player begins"
    while not state.game_over:
        deal = deal_round(cards, sizes, start, rng)
        number = len(rounds) + 1
        state = game.apply(state, Step("round", (), round=number, data=deal))
        ups = [sum(a < b for a, b in zip(h, h[1:])) * 2 >= len(h) - 1 for h in deal.hands]
        count = [0]

        def turn(state: State, rng: random.Random, ups: list[bool] = ups, count: list[int] = count) -> str:
            text = choose_turn(state, ups[state.seat], rng, low, high)
            count[0] += 1
            return text if count[0] <= MAX_TURNS or text.endswith("done") else text + ", done"

        turns, state = random_turns(game, state, turn, rng, round=number)
        rounds.append((deal, turns))
        start = (start + 1) % len(players)
    return rounds, state


def game_data(
    players: tuple[str, ...],
    rounds: list[tuple[Deal, list[tuple[str, str]]]],
    state: State,
    round_limit: int | None = None,
    hand_size: int = HAND_SIZE,
) -> dict[str, Any]:
    """Return a game as transcript data for printkit.referee.writer."""
    data: dict[str, Any] = {"game": "111-ants", "players": list(players)}
    if hand_size != HAND_SIZE:
        data["hand_size"] = hand_size
    if round_limit:
        data["round_limit"] = round_limit
    data["rounds"] = [
        {
            "start": players[deal.start],
            "deal": {
                **{seat: list(hand) for seat, hand in zip(players, deal.hands)},
                "middle": list(deal.middle),
                "draw": list(deal.draw),
            },
            "turns": [{seat: text} for seat, text in turns],
            "scores": dict(zip(players, scores)),
        }
        for (deal, turns), scores in zip(rounds, state.round_scores)
    ]
    data["result"] = dict(zip(players, state.totals))
    return data


def check_seats(seats: tuple[str, ...], deck: int, hand_size: int = HAND_SIZE) -> None:
    """Raise ValueError for seats a 111 Ants transcript cannot have, or too many for the deck."""
    if len(seats) < 2 or len(set(seats)) != len(seats):
        raise ValueError("111 Ants needs two or more different seats")
    if not all(re.fullmatch(r"[A-Za-z][A-Za-z0-9_-]*", s) for s in seats):
        raise ValueError("seat names are letters, digits, - and _, starting with a letter")
    if any(s in ("middle", "draw") for s in seats):
        raise ValueError("a seat may not be called middle or draw")
    if len(seats) * hand_size + MIDDLE > deck:
        raise ValueError(f"too many seats for {deck} cards")


def play(
    seed: int,
    players: tuple[str, ...] | None = None,
    round_limit: int | None = None,
    options: RuleOptions | None = None,
    game: Ants111 | None = None,
) -> dict[str, Any]:
    """Return a seeded random legal game as transcript data (game: the shipped layout's referee if None)."""
    seats = tuple(players) if players else SEATS
    if game is None:
        registered = referee("111-ants")
        assert isinstance(registered, Ants111)
        game = registered
    check_seats(seats, len(game.jokers))
    options = options or game.default_options
    rounds, state = play_game(game, seed, seats, round_limit, options=options)
    data = game_data(seats, rounds, state, round_limit)
    changed = game.changed_options(options)
    return {"game": data.pop("game"), **({"rules": changed} if changed else {}), **data}
