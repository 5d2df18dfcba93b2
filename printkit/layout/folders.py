"""Where a layout's kit words and vector art come from: the shipped folders, or the layout's own.

A layout may name its own `words:` folder (`<game>.yaml` and `common.yaml`, as in `layouts/text/`)
and `templates:` folder (the SVG art), relative to the layout file; without them it uses the
shipped ones. Drawing code asks `current()` rather than taking the folders as arguments: the
folders belong to the layout being drawn, and `reading(layout)` says which one that is for the
length of a draw. Every file read through it is noted in `Sources.reads`, so a watcher knows
which components a changed template or words file touches.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from printkit.core.errors import LayoutError, Location
from printkit.layout.spots import layout_file, where


@dataclass(frozen=True)
class Sources:
    """The folders one layout's drawing reads: its words and its templates (and the layout file itself)."""

    words: Path
    templates: Path
    layout: Path | None = None
    reads: set[Path] = field(default_factory=set, compare=False, hash=False)

    def words_file(self, name: str) -> Path:
        """Return a file of the words folder, noting that it was read."""
        return self.note(self.words / name)

    def template(self, name: str) -> Path:
        """Return templates/<name>.svg, noting that it was read."""
        return self.note(self.templates / f"{name}.svg")

    def fresh(self) -> Sources:
        """Return the same folders with nothing read yet (one per component, for a watcher)."""
        return replace(self, reads=set())

    def note(self, path: Path) -> Path:
        """Record path as read by the draw in progress and return it."""
        self.reads.add(path)
        return path


def data_dir(name: str) -> Path:
    """Return a data folder shipped beside the code: layouts, templates or schemas (PRINTKIT_<NAME> overrides it)."""
    return _data_dir(name)


def _data_dir(name: str) -> Path:
    env = os.environ.get(f"PRINTKIT_{name.upper()}")
    if env:
        return Path(env)
    return packaged_dir(name)


def packaged_dir(name: str) -> Path:
    """Return a data folder as printkit ships it, whatever PRINTKIT_<NAME> says."""
    repo = Path(__file__).resolve().parents[2] / name
    if repo.is_dir():
        return repo
    import importlib.util

    spec = importlib.util.find_spec(f"printkit.{name}")  # the installed copy (a namespace package)
    if spec is None or not spec.submodule_search_locations:
        raise LayoutError(
            f"printkit's {name} folder is missing; reinstall printkit or set PRINTKIT_{name.upper()}"
        )
    return Path(next(iter(spec.submodule_search_locations)))


def layouts_dir() -> Path:
    """Return the folder of the game layouts (PRINTKIT_LAYOUTS overrides it)."""
    return _data_dir("layouts")


def templates_dir() -> Path:
    """Return the folder of the vector art templates."""
    return _data_dir("templates")


def shipped() -> Sources:
    """Return the shipped words and templates (PRINTKIT_LAYOUTS and PRINTKIT_TEMPLATES override them).

    A PRINTKIT_LAYOUTS folder without a `text/` folder of its own keeps the shipped words, as a
    layout file without a `words:` key does.
    """
    words = layouts_dir() / "text"
    return Sources(words if words.is_dir() else packaged_dir("layouts") / "text", templates_dir())


_CURRENT: ContextVar[Sources | None] = ContextVar("printkit_sources", default=None)


def current() -> Sources:
    """Return the sources of the layout being drawn (the shipped ones outside any `reading`)."""
    return _CURRENT.get() or shipped()


def sources_of(layout: Any) -> Sources:
    """Return the folders a loaded layout reads: its `words:` and `templates:` keys, else the shipped ones."""
    base = shipped()
    file = layout_file(layout)
    words = getattr(layout, "words", None)
    templates = getattr(layout, "templates", None)
    if file is None:
        return base
    folder = file.parent
    return Sources(
        folder / words if words else base.words,
        folder / templates if templates else base.templates,
        file,
    )


def check_folders(layout: Any) -> None:
    """Raise a located LayoutError if a layout's `words:` or `templates:` folder is not there."""
    sources = sources_of(layout)
    for key, folder in (("words", sources.words), ("templates", sources.templates)):
        if getattr(layout, key, None) and not folder.is_dir():
            raise LayoutError(
                f"expected a folder (relative to the layout file); {folder} is not one",
                where(layout, key),
                key,
            )


@contextmanager
def reading(layout: Any, sources: Sources | None = None) -> Iterator[Sources]:
    """Draw with a layout's words and templates inside the block; yields the Sources noting what was read.

    Inside a block already reading the same folders, the outer Sources stays (and keeps noting).
    """
    wanted = sources or sources_of(layout)
    active = _CURRENT.get()
    if active is not None and active == wanted and sources is None:
        yield active
        return
    token = _CURRENT.set(wanted)
    try:
        yield wanted
    finally:
        _CURRENT.reset(token)


def place_of(ch: str, files: Iterable[Path | str]) -> Location | None:
    """Return where ch first stands in the first of files that holds it (file:line:column), None if none does."""
    from printkit.core.safeio import read_input

    for file in files:
        text = read_input(file, "file").decode("utf-8", "replace")
        at = text.find(ch) if ch else -1
        if at >= 0:
            return Location(str(file), text.count("\n", 0, at) + 1, at - text.rfind("\n", 0, at))
    return None
