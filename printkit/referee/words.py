"""Words the referee's messages share: a count with its noun in agreement ('1 egg', '3 eggs')."""

from __future__ import annotations


def count(n: int, noun: str, plural: str | None = None) -> str:
    """Return n with its noun, singular for exactly one ('1 egg', '2 eggs', '0 eggs')."""
    return f"{n} {noun if n == 1 else plural or noun + 's'}"
