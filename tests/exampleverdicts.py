"""Hand-written example transcripts and the verdicts their expected.json states (Antheap, Anticipation)."""

from __future__ import annotations

import json
from pathlib import Path

EXAMPLES = Path(__file__).resolve().parents[1] / "examples" / "transcripts"


def load(game: str) -> tuple[Path, dict]:
    """Return a game's example folder and its expected verdicts by file name."""
    folder = EXAMPLES / game
    return folder, json.loads((folder / "expected.json").read_text())


def assert_verdict(got: dict, want: dict) -> None:
    """Check a verdict against an expected one: the kind, the turn of an illegal game, a legal game's end."""
    assert got["verdict"] == want["verdict"], got
    if want["verdict"] == "illegal":
        assert got["turn"] == want["turn"], got
    if want["verdict"] == "legal":
        assert got["finished"] == want["finished"], got
