"""A step of the fold and the key path that places it (and any other value) in a transcript."""

from __future__ import annotations

from typing import Any, NamedTuple

Path = tuple[str | int, ...]  # a key path in a transcript: ("rounds", 0, "turns", 2)


class Step(NamedTuple):
    """One item of the fold: a turn (kind "turn") or a game's own marker (e.g. a round's start).

    ``path`` is where it stands in the file (for its line); ``text`` is a turn's actions as
    written; ``round`` and ``turn`` are numbered from 1; ``data`` is game-specific.
    """

    kind: str
    path: Path
    seat: str | None = None
    text: str | None = None
    round: int | None = None
    turn: int | None = None
    data: Any = None
