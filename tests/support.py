"""What tests in every folder share: where the repository and ../shared are, and the CLI run in-process."""

from __future__ import annotations

import importlib
from pathlib import Path
from types import ModuleType

from printkit.cli.app import main
from printkit.games import GAMES

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
EXAMPLES = REPO / "examples" / "transcripts"


def run_cli(*args: object) -> int:
    """Run printkit in-process with args and return its exit code."""
    return main([str(a) for a in args])


def cases(game: str) -> ModuleType:
    """Return what a registered game hands the shared tests: tests/<its package>/cases.py (required of every game)."""
    return importlib.import_module(f"tests.games.{GAMES[game].folder}.cases")
