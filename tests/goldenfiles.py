"""Golden files: text dumps of scenes under tests/golden/, compared with the drawing or rewritten by
``pytest --update-goldens`` (the fixture ``update_goldens`` in tests/conftest.py), so a drawing
change is a diff a reviewer reads. The components' dumps are in tests/golden/<game>/, the positions
`printkit show` draws in tests/golden/show/.
"""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from tests.support import REPO

GOLDEN = REPO / "tests" / "golden"


def compare(path: Path, text: str, update: bool) -> None:
    """Check text against the golden file at path (or write it there when updating)."""
    if update:
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
        return
    assert path.exists(), f"no golden file {path.relative_to(REPO)}: run pytest --update-goldens"
    want = path.read_text(encoding="utf-8")
    if want != text:
        diff = difflib.unified_diff(
            want.splitlines(), text.splitlines(), "golden", "drawn now", lineterm="", n=1
        )
        shown = "\n".join(list(diff)[:60])
        pytest.fail(
            f"{path.relative_to(REPO)} differs from the drawing (first lines of the diff below); "
            f"if the change is meant, run pytest --update-goldens and review git diff tests/golden\n{shown}",
            pytrace=False,
        )
