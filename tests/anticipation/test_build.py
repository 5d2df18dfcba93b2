"""Which build of the Anticipation fold the tests run: compiled by mypyc (a `pip install .`) or the .py sources."""

import importlib
import importlib.machinery
import os
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
COMPILED = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["printkit"]["compiled"]


def _module(path: str):
    return importlib.import_module(path.removesuffix(".py").replace("/", "."))


def _is_extension(module) -> bool:
    return module.__file__.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


def test_the_compiled_modules_are_sources_of_printkit():
    for path in COMPILED:
        assert (REPO / path).is_file(), path
        assert _module(path).__name__.startswith("printkit.games.")


def test_no_compiled_module_sits_in_the_source_tree():
    # an in-place build (setup.py build_ext --inplace) would shadow the .py files: edits would not run
    stale = sorted(p.relative_to(REPO).as_posix() for p in (REPO / "printkit").rglob("*.so"))
    assert stale == [], f"compiled modules shadow the sources; delete them: {stale}"


def test_the_fold_runs_the_build_the_run_expects():
    # .ci/run sets PRINTKIT_EXPECT_COMPILED=1 when it tests the wheel `pip install .` builds; the
    # README's run (an editable install) must run the .py sources
    expect = os.environ.get("PRINTKIT_EXPECT_COMPILED") == "1"
    loaded = {path: _module(path).__file__ for path in COMPILED}
    assert all(_is_extension(_module(path)) == expect for path in COMPILED), (expect, loaded)
