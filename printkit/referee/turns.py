"""The envelope's turns: their shape, and each turn's text split into actions (parsed once each)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Generic, TypeVar

from printkit.referee.errors import Unreadable

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


def turn_text(value: object) -> str:
    """Return a turn's value as text: a number or nothing as written (the game's fold rejects it)."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def turn_items(raw: object, path: tuple, example: str) -> Iterator[tuple[tuple, str, str, int]]:
    """Yield (path, seat, text, number) for each turn of the envelope's `turns:` list.

    Raises Unreadable when the list or a turn is not of the envelope's shape (a one-key mapping
    {seat: "action, action"}); example is the game's own sample of a turn's text.
    """
    if raw is None:
        return
    if not isinstance(raw, list):
        raise Unreadable("expected a list of turns", (*path, "turns"))
    for i, item in enumerate(raw):
        where = (*path, "turns", i)
        if type(item) is not dict or len(item) != 1:
            raise Unreadable("a turn is one mapping {seat: actions}", where)
        ((seat, value),) = item.items()
        if type(value) is not str:
            if isinstance(value, (list, dict)):
                raise Unreadable(f"a turn's actions are one text: '{example}'", (*where, seat))
            value = turn_text(value)
        yield where, seat if type(seat) is str else str(seat), value, i + 1
