"""A fifth game in a package of its own, registered through the entry-point group `printkit.games`.

tests/foundation/test_game_definition.py declares it in a dist-info of its own on the path of a
`printkit` process. It is the first shipped game's parts under a name of its own: its layout is
that game's with `game:`, `title:` and `file_prefix:` changed and its words beside it, written by
the test into the folder FIFTH_GAME_FILES names. Only the definition is its own so far: a game with
rules of its own needs more of issue 25 (a layout found from its own package, no name lookups below
the command).
"""

from __future__ import annotations

import dataclasses
import os
from importlib.metadata import distribution
from pathlib import Path
from typing import Literal

from printkit.games.definition import GameDefinition

FILES = Path(os.environ.get("FIFTH_GAME_FILES", "."))
BASE: GameDefinition = next(iter(distribution("printkit").entry_points.select(group="printkit.games"))).load()
_LAYOUT: list[type] = []


def _layout_type() -> type:
    """The first game's Layout with `game: fifth` (the loader checks the name)."""
    if not _LAYOUT:
        base = BASE.layout_type()
        fields = {"__annotations__": {"game": Literal["fifth"]}, "__module__": __name__}
        _LAYOUT.append(dataclasses.dataclass(frozen=True)(type("Layout", (base,), fields)))
    return _LAYOUT[0]


def write_files(folder: Path) -> None:
    """Write the fifth game's layout and words into folder (made from the first game's)."""
    from printkit.layout.sources import layouts_dir

    source = (layouts_dir() / BASE.layout_file).read_text(encoding="utf-8").splitlines()
    renamed = {
        "game:": "game: fifth",
        "title:": "title: Fifth",
        "file_prefix:": "file_prefix: fifth\nwords: words",
    }
    lines = [next((new for key, new in renamed.items() if line.startswith(key)), line) for line in source]
    (folder / "fifth.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    words = folder / "words"
    words.mkdir()
    text = (layouts_dir() / "text" / BASE.layout_file).read_text(encoding="utf-8")
    (words / "fifth.yaml").write_text(
        text.replace(f"game: {BASE.name}\n", "game: fifth\n", 1), encoding="utf-8"
    )
    (words / "common.yaml").write_text(
        (layouts_dir() / "text" / "common.yaml").read_text(encoding="utf-8"), encoding="utf-8"
    )


GAME = dataclasses.replace(
    BASE,
    name="fifth",
    title="Fifth",
    package=__name__,
    layout_file=str(FILES / "fifth.yaml"),
    layout_type=_layout_type,
)
