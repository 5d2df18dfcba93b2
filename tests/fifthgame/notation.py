"""A Crumbs turn: `take N`."""

from __future__ import annotations

import re

from printkit.games.parts import ActionSyntax
from printkit.referee.errors import NotationError
from tests.fifthgame.schema import Layout

TAKE = re.compile(r"take\s+([1-9])")


def parse_take(text: str) -> int:
    """Return how many crumbs a turn's text takes (NotationError if it is not `take N`)."""
    match = TAKE.fullmatch(" ".join(text.split()))
    if match is None:
        raise NotationError(f"expected 'take N' (N from 1 to 9), found {text!r}", text)
    return int(match[1])


def action_syntax(layout: Layout) -> ActionSyntax:
    """Return what a turn's one action may be."""
    return ActionSyntax(r"take\s+[1-9]", "take 2", "take N, N from 1 to 9")
