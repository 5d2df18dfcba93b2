"""Fixtures every folder shares: kits built through the CLI once per session; the --update-goldens flag."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.browser import browser, browser_session  # noqa: F401 (the headless Chromium fixtures, for page tests)
from tests.support import run_cli


def pytest_addoption(parser):
    parser.addoption(
        "--update-goldens",
        action="store_true",
        help="rewrite the scene dumps in tests/golden/ from the current drawing (review them with git diff)",
    )


@pytest.fixture(scope="session")
def update_goldens(request) -> bool:
    """Return whether this run rewrites the golden files instead of comparing with them."""
    return request.config.getoption("--update-goldens")


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
