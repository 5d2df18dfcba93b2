"""Sorted runs of a 111 Ants hand and what they are worth."""

from __future__ import annotations

from collections.abc import Iterator, Mapping


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
    best: tuple[int, int] = (0, 0)
    for run in sorted_runs(hand):
        value = sum(jokers[c] for c in run)
        key = (value, len(run)) if rule == "most-valuable" else (len(run), value)
        best = max(best, key)
    return best[0] if rule == "most-valuable" else best[1]
