"""Where in its file a loaded layout wrote each value, and every text value by its key path."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import Any

from printkit.core.errors import Location
from printkit.layout.schema import key_path

_SPOTS: dict[int, tuple[Any, dict[str, Location], str]] = {}


def remember(layout: Any, spots: dict[str, Location], file: str) -> None:
    """Note where a layout just loaded from file wrote each key path (for `where` and `layout_file`)."""
    _SPOTS[id(layout)] = (layout, spots, file)


def layout_file(layout: Any) -> Path | None:
    """Return the file a loaded layout was read from (None for one built in code)."""
    entry = _SPOTS.get(id(layout))
    return Path(entry[2]) if entry and entry[0] is layout else None


def where(layout: Any, path: str) -> Location | None:
    """Return where in its file a loaded layout wrote the value at key path.

    A value the file leaves to its default is located at the nearest key around it that the file
    writes, else at the file itself; None only for an object that was not loaded from a file.
    """
    entry = _SPOTS.get(id(layout))
    if not entry or entry[0] is not layout:
        return None
    spots = entry[1]
    while path:
        if path in spots:
            return spots[path]
        shorter = re.sub(r"(\.[^.\[]*|\[\d+\])$", "", path) if re.search(r"[.\[]", path) else ""
        path = shorter if shorter != path else ""  # a path no key of a layout has ("a[x]"): the file itself
    return Location(entry[2])


def written_at(layout: Any, path: str) -> Location | None:
    """Return where a loaded layout wrote the value at key path itself (None: the file leaves it to its
    default, or the layout was not loaded from a file): two paths written at one place are one YAML node."""
    entry = _SPOTS.get(id(layout))
    return entry[1].get(path) if entry and entry[0] is layout else None


def text_fields(obj: Any, path: tuple[Any, ...] = ()) -> list[tuple[str, str]]:
    """Return every text value of a loaded layout with its key path, e.g. ('board.tracks.A.name', 'red')."""
    out: list[tuple[str, str]] = []
    if isinstance(obj, str):
        out.append((key_path(path), obj))
    elif dataclasses.is_dataclass(obj):
        for f in dataclasses.fields(obj):
            out += text_fields(getattr(obj, f.name), path + (f.name,))
    elif isinstance(obj, dict):
        for k, v in obj.items():
            out += text_fields(v, path + (k,))
    elif isinstance(obj, tuple):
        for i, v in enumerate(obj):
            out += text_fields(v, path + (i,))
    return out
