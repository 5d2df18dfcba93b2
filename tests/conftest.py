"""Shared test helpers: run the CLI in-process and build kits once per session."""

from __future__ import annotations

from pathlib import Path

import pytest
from browser import browser, browser_session  # noqa: F401 (the headless Chromium fixtures, for page tests)

from printkit.cli.app import main

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"


def run_cli(*args: str) -> int:
    """Run printkit in-process with args and return its exit code."""
    return main([str(a) for a in args])


@pytest.fixture(scope="session")
def build_kit(tmp_path_factory):
    """Return a function that builds a game once per distinct argument list and returns its folder."""
    cache: dict[tuple, Path] = {}

    def build(game: str, *args: str) -> Path:
        key = (game, *args)
        if key not in cache:
            out = tmp_path_factory.mktemp("kit")
            code = run_cli("build", game, "--out", out, "--quiet", *args)
            assert code == 0, f"build {key} failed with exit code {code}"
            cache[key] = out
        return cache[key]

    return build
