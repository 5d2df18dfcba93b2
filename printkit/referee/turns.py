"""Splitting a turn's text into actions, each distinct action text parsed once per process."""

from __future__ import annotations

from typing import Callable, Generic, TypeVar

A = TypeVar("A")
CACHE_LIMIT = 20_000  # bounded: garbage input must not grow the cache forever


class TurnParser(Generic[A]):
    """Parses turn texts with a game's parse_action, remembering the actions of texts already seen."""

    def __init__(self, parse_action: Callable[[str], A]):
        self.parse_action = parse_action
        self.known: dict[str, A] = {}

    def parse(self, text: str) -> list[A]:
        """Return the actions of one turn, in order (commas separate them; runs of spaces count as one)."""
        known = self.known
        actions = []
        for raw in text.split(","):
            action = known.get(raw)
            if action is None:
                action = self.parse_action(" ".join(raw.split()))
                if len(known) < CACHE_LIMIT:
                    known[raw] = action
            actions.append(action)
        return actions
