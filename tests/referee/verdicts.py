"""The referee tests' helper: the verdict on a transcript given as text, checked in-process."""

from __future__ import annotations

from printkit.games.loaded import registered_game
from printkit.referee.fold import check_source
from printkit.referee.verdict import Verdict


def check_text(text: str, name: str = "t.yaml") -> Verdict:
    """Return the verdict on a transcript given as text."""
    return check_source(text, name, registered_game)
