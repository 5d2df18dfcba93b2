"""Each shipped game's rule map (docs/rules/<game>.md) names tests that exist: every rule sentence's test is real."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from printkit.games import GAMES
from tests.support import REPO

SHIPPED = [g for g in GAMES.values() if g.package.startswith("printkit.games.")]
CITED = re.compile(r"`((?:[\w/]+/)?test_\w+\.py)?::(test_\w+)`|`(test_\w+)`")


@cache
def _tests() -> dict[Path, str]:
    return {p: p.read_text(encoding="utf-8") for p in (REPO / "tests").rglob("test_*.py")}


def cited(text: str) -> list[tuple[str | None, str]]:
    """Return the (file, test) pairs a rule map cites: `file.py::test`, `::test` and a bare `test_name`."""
    return [(m[1], m[2]) if m[2] else (None, m[3]) for m in CITED.finditer(text)]


def missing(text: str) -> list[str]:
    """Return the cited tests that no test file under tests/ defines (a file given by the end of its path)."""
    out = []
    for file, name in cited(text):
        sources = [t for p, t in _tests().items() if file is None or p.as_posix().endswith("/" + file)]
        if not any(re.search(rf"^def {name}\(", t, re.MULTILINE) for t in sources):
            out.append(f"{file or ''}::{name}")
    return out


@pytest.mark.parametrize("game", [g.name for g in SHIPPED])
def test_every_test_a_rule_map_cites_exists(game):
    text = (REPO / "docs" / "rules" / f"{game}.md").read_text(encoding="utf-8")
    assert len(cited(text)) >= 5, "the map cites the tests of its rules"
    assert missing(text) == []


def test_a_test_cited_in_a_file_it_is_not_in_is_missing():
    here = "test_a_test_cited_in_a_file_it_is_not_in_is_missing"
    assert missing(f"`foundation/test_rule_maps.py::{here}` and `{here}`") == []
    assert missing(f"`foundation/test_layers.py::{here}`") == [f"foundation/test_layers.py::{here}"]
    assert missing("`test_no_such_test_anywhere`") == ["::test_no_such_test_anywhere"]
