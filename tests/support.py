"""What tests in every folder share: where the repository and ../shared are, and the CLI run in-process."""

from __future__ import annotations

from pathlib import Path

from printkit.cli.app import main

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
EXAMPLES = REPO / "examples" / "transcripts"


def run_cli(*args: object) -> int:
    """Run printkit in-process with args and return its exit code."""
    return main([str(a) for a in args])
