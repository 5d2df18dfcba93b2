"""Fixtures every folder shares: kits built through the CLI once per session; the --update-goldens flag."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

# A machine that sets PYTHONDONTWRITEBYTECODE makes every worker and every `python -m printkit` the
# tests start compile all of printkit and the test modules again (about a fifth of the suite's time on
# a 2-core machine). Honour its wish for a clean tree, but keep the bytecode in pytest's own cache.
if sys.dont_write_bytecode or os.environ.get("PYTHONDONTWRITEBYTECODE"):
    _prefix = str(Path(__file__).resolve().parents[1] / ".pytest_cache" / "pycache")
    sys.pycache_prefix, sys.dont_write_bytecode = _prefix, False
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = _prefix

import gc

from printkit.cli.app import YOUNG_OBJECTS, YOUNG_PASSES
from tests.browser import browser, browser_session  # noqa: F401 (the headless Chromium fixtures, for page tests)
from tests.support import run_cli

# The suite keeps what it draws (tests/scenes.py caches every kit and document a worker draws), so at
# CPython's default (a cycle pass every 700 young objects) the collector made 13-16 full passes over that
# growing heap in each worker (3-4 s of CPU a worker in tests/foundation, kit, kitdocs and show alone):
# the thresholds the CLI sets for a build (printkit.cli.app.YOUNG_OBJECTS and YOUNG_PASSES) make far fewer.
gc.set_threshold(YOUNG_OBJECTS, YOUNG_PASSES)


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session):
    """Collect once, then freeze what is left: pytest ends a session with five full cycle passes (to report
    what a finaliser raises), each 0.5 s over a worker's kept drawings; one pass finds all they would."""
    gc.collect()
    gc.freeze()


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
