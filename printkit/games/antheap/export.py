"""What an export says about Antheap's pieces: an ant cube is called after its track."""

from __future__ import annotations

from typing import Any

from printkit.games.parts import ExportHints


def _die_name(layout: Any, die: str) -> str | None:
    """Return "<colour> ant cube (<track>)" for a track's cube; None for the die."""
    if die in layout.board.tracks:
        return f"{layout.board.tracks[die].name} ant cube ({die})"
    return None


EXPORT = ExportHints(die_name=_die_name)
