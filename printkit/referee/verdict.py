"""The answer for one transcript: a value, printed by printkit.referee.report."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

Kind = Literal["legal", "illegal", "unreadable", "error"]  # error: printkit failed on the file (a bug)


@dataclass(frozen=True)
class Verdict:
    """Legal, illegal or unreadable (or error: printkit failed); where and why; the scores as far as the game went."""

    file: str
    verdict: Kind
    game: str | None = None
    finished: bool | None = None
    round: int | None = None
    turn: int | None = None
    line: int | None = None
    column: int | None = None
    seat: str | None = None
    action: str | None = None
    rule: str | None = None
    message: str | None = None
    scores: Mapping[str, int] | None = None
    round_scores: tuple[Mapping[str, int], ...] | None = None
    winners: tuple[str, ...] = ()
    tie_break: str = ""
    side: str = ""  # a player who won playing all the winning seats
    has_rounds: bool = False
    traceback: str = ""  # an error's traceback, printed only when asked for (--traceback)
