"""The action a broken rule names, read back with the game's own parser, for a picture to mark it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from printkit.referee.errors import NotationError

A = TypeVar("A")


def faulty_action(action: str | None, parse: Callable[[str], A]) -> A | None:
    """The action a broken rule names, read with the game's parser; None where there is none or it does not parse."""
    if not action:
        return None
    try:
        return parse(" ".join(action.split()))
    except NotationError:
        return None
