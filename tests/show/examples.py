"""The example transcripts of every game (and the shared spec's) with the verdict kind each must get, replayed once."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from printkit.show.view import Replayed, replayed
from tests.support import EXAMPLES, SHARED

SPEC = SHARED / "spec" / "examples"  # ../shared, when beside the repo


def _kinds() -> dict[Path, str]:
    out = {}
    for folder in sorted(p for p in EXAMPLES.iterdir() if p.is_dir()):
        expected = json.loads((folder / "expected.json").read_text())
        out.update({folder / name: v["verdict"] for name, v in expected.items()})
    if (SPEC / "expected.json").is_file():
        expected = json.loads((SPEC / "expected.json").read_text())
        out.update({SPEC / name: v["verdict"] for name, v in expected.items()})
    return out


KINDS = _kinds()
READABLE = sorted(p for p, kind in KINDS.items() if kind != "unreadable")
UNREADABLE = sorted(p for p, kind in KINDS.items() if kind == "unreadable")


def name_of(path: Path) -> str:
    """A test id: game/file."""
    return f"{path.parent.name}/{path.stem}"


@cache
def replay_of(path: Path) -> Replayed:
    """The example replayed (once per session)."""
    return replayed(path.read_bytes(), str(path))
