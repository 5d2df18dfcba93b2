"""111 Ants turn notation: 'refresh, take 41 at 0, discard 17, done' <-> actions; reading deals.

Actions, applied left to right: ``refresh`` (first, optional), ``take N at K`` (N from the
middle goes into the hand with K cards to its left), ``discard M`` (M lies face up in N's place),
``done`` (last, optional: the hand is declared sorted). Runs of spaces count as one.
"""

from __future__ import annotations

import re
from typing import Any, NamedTuple

from printkit.core.limits import shown
from printkit.games.ants111.headings import SETUP
from printkit.games.parts import ActionSyntax
from printkit.referee.errors import NotationError, Unreadable

_TAKE = re.compile(r"take (\d+) at (\d+)\Z")
_DISCARD = re.compile(r"discard (\d+)\Z")


class Refresh(NamedTuple):
    """Replace three face-up middle cards by three from the draw pile."""


class Take(NamedTuple):
    """Take ``card`` from the middle into the hand with ``at`` cards to its left."""

    card: int
    at: int


class Discard(NamedTuple):
    """Lay ``card`` (a neighbour of the taken card) face up in its place in the middle."""

    card: int


class Done(NamedTuple):
    """Declare the hand sorted; the round ends."""


REFRESH = Refresh()
DONE = Done()
Action = Refresh | Take | Discard | Done


def parse_action(token: str) -> Action:
    """Read one action (spaces already normalised); raise NotationError otherwise."""
    if token == "refresh":
        return REFRESH
    if token == "done":
        return DONE
    match = _TAKE.match(token)
    if match:
        return Take(int(match[1]), int(match[2]))
    match = _DISCARD.match(token)
    if match:
        return Discard(int(match[1]))
    raise NotationError(f"{token!r} is not an action: write refresh, take N at K, discard M or done", token)


def format_action(action: Action) -> str:
    """Write one action as the notation does."""
    if isinstance(action, Take):
        return f"take {action.card} at {action.at}"
    if isinstance(action, Discard):
        return f"discard {action.card}"
    return "refresh" if isinstance(action, Refresh) else "done"


def read_cards(raw: Any, path: tuple[Any, ...], size: int | None, what: str) -> tuple[int, ...]:
    """A list of card numbers of the given size (any size when None)."""
    if not isinstance(raw, list):
        raise Unreadable(f"expected {what} as a list of card numbers", path)
    if not set(map(type, raw)) <= {int}:  # bool is a type of its own here, so true is refused
        for i, card in enumerate(raw):
            if type(card) is not int:
                raise Unreadable(f"expected a card number, found {shown(card)}", (*path, i))
    if size is not None and len(raw) != size:
        raise Unreadable(f"{what} has {len(raw)} cards, the rules need {size}", path, rule=SETUP)
    return tuple(raw)


def action_syntax(layout: Any) -> ActionSyntax:
    """Return what one action of a turn's text may be, for the transcript schema."""
    return ActionSyntax(
        r"(refresh|done|take\s+[0-9]+\s+at\s+[0-9]+|discard\s+[0-9]+)",
        "take 41 at 0, discard 17",
        "refresh, take N at K (a card number and how many cards lie left of it), discard N or done",
    )
