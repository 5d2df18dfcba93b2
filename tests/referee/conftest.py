"""Helpers for the referee tests: check transcripts in-process, locate the shared spec examples."""

from __future__ import annotations

from pathlib import Path

import pytest

from printkit.referee.fold import check_source
from printkit.referee.verdict import Verdict

REPO = Path(__file__).resolve().parents[2]
SHARED = (REPO / ".." / "shared").resolve()
EXAMPLES = REPO / "examples" / "transcripts"


def check_text(text: str, name: str = "t.yaml") -> Verdict:
    """The verdict on a transcript given as text."""
    return check_source(text, name)


@pytest.fixture
def check():
    """check(text) -> Verdict."""
    return check_text
