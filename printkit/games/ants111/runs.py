"""Sorted runs of a 111 Ants hand and what they are worth."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass


def is_sorted(hand: tuple[int, ...]) -> bool:
    """Whether the hand is in ascending or descending order (gaps allowed)."""
    up = all(a < b for a, b in zip(hand, hand[1:]))
    return up or all(a > b for a, b in zip(hand, hand[1:]))


def sorted_runs(hand: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    """Every maximal run of neighbouring cards in ascending, then in descending order."""
    for up in (True, False):
        start = 0
        for i in range(1, len(hand) + 1):
            if i == len(hand) or (hand[i] > hand[i - 1]) != up:
                yield hand[start:i]
                start = i


def best_run(hand: tuple[int, ...], jokers: Mapping[int, int], rule: str = "most-valuable") -> int:
    """Jokers on the most valuable (or the longest, then most valuable) sorted run of the hand."""
    # The runs of sorted_runs, summed as they are walked (a replay page asks for the best run of a
    # hand at nearly every position of a game, thousands of times).
    most = rule == "most-valuable"
    best: tuple[int, int] = (0, 0)
    for up in (True, False):
        start = value = 0
        for i, card in enumerate(hand):
            if i and (card > hand[i - 1]) != up:
                best = max(best, (value, i - start) if most else (i - start, value))
                start, value = i, 0
            value += jokers[card]
        if hand:
            best = max(best, (value, len(hand) - start) if most else (len(hand) - start, value))
    return best[0] if most else best[1]


@dataclass(frozen=True)
class Run:
    """A sorted run of a hand as a picture shows it: where it starts, its cards, their joker ants, their sum."""

    start: int  # its first card's place in the hand
    cards: tuple[int, ...]
    jokers: tuple[int, ...]
    value: int


def runs_by_value(hand: tuple[int, ...], jokers: Mapping[int, int]) -> tuple[Run, ...]:
    """Return the hand's sorted runs, the most valuable first (runs of equal worth in the order they are found)."""
    out = []
    for run in sorted_runs(tuple(hand)):
        start = next(i for i in range(len(hand)) if tuple(hand[i : i + len(run)]) == run)
        counts = tuple(jokers[c] for c in run)
        out.append(Run(start, run, counts, sum(counts)))
    return tuple(sorted(out, key=lambda r: -r.value))
