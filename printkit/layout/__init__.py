"""Game data: layouts/<game>.yaml loaded once into typed, frozen objects. Nothing else reads it."""

from __future__ import annotations

import os
import re
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from printkit.errors import LayoutError, Location
from printkit.games import GAMES, game_info
from printkit.games.definition import LoadedGame
from printkit.layout.schema import Builder, Invalid, key_path
from printkit.layout.source import compose_file, node_location

__all__ = [
    "Invalid",
    "data_dir",
    "key_path",
    "layout_file",
    "layouts_dir",
    "load_game",
    "load_layout",
    "loaded_file",
    "loaded_game",
    "packaged_dir",
    "templates_dir",
    "text_fields",
    "where",
]


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


def _game_of(node: yaml.Node, file: str) -> str:
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            if isinstance(key, yaml.ScalarNode) and key.value == "game":
                if isinstance(value, yaml.ScalarNode) and (value.value in GAMES or value.value == CUSTOM):
                    return str(value.value)
                raise LayoutError(
                    f"expected one of {', '.join(GAMES)}, or {CUSTOM} (a game all in its layout)",
                    node_location(file, value),
                    "game",
                )
        raise LayoutError("missing required key 'game'", node_location(file, node))
    raise LayoutError("expected a mapping at the top of the layout", node_location(file, node))


def load_layout(path: str | Path, game: str | None = None) -> Any:
    """Load and check one layout file; game is read from its 'game:' key unless given."""
    path = Path(path)
    node = compose_file(path)
    name = game or _game_of(node, str(path))
    if name == CUSTOM:
        from printkit.vocab.custom import CustomLayout

        layout_cls: type = CustomLayout
    else:
        layout_cls = game_info(name).layout_type
    builder = Builder(str(path))
    layout = builder.build(layout_cls, node)
    _SPOTS[id(layout)] = (layout, builder.spots, str(path))
    from printkit.layout.sources import check_folders

    check_folders(layout)
    if getattr(layout, "components", None):
        from printkit.vocab.check import check_layout, static_scope

        check_layout(layout, str(path), static_scope(layout))
    return layout


def layout_file(layout: Any) -> Path | None:
    """Return the file a loaded layout was read from (None for one built in code)."""
    entry = _SPOTS.get(id(layout))
    return Path(entry[2]) if entry and entry[0] is layout else None


CUSTOM = "custom"  # `game: custom`: a game all in its layout (printkit/vocab/custom.py)
_SPOTS: dict[int, tuple[Any, dict[str, Location], str]] = {}


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
        path = re.sub(r"(\.[^.\[]*|\[\d+\])$", "", path) if re.search(r"[.\[]", path) else ""
    return Location(entry[2])


def text_fields(obj: Any, path: tuple[Any, ...] = ()) -> list[tuple[str, str]]:
    """Return every text value of a loaded layout with its key path, e.g. ('board.tracks.A.name', 'red')."""
    import dataclasses

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


def loaded_game(name: str) -> LoadedGame[Any, Any]:
    """Return a registered game with its shipped layout: what a command resolves once and hands down."""
    info = game_info(name)
    return LoadedGame(info, load_game(info.name))


def loaded_file(path: str | Path) -> LoadedGame[Any, Any]:
    """Return the game a layout file describes (its `game:` key), with that file's layout."""
    layout = load_layout(path)
    if layout.game == CUSTOM:  # a game all in its file: a definition built from it
        from printkit.vocab.custom import definition

        return LoadedGame(definition(layout), layout)
    return LoadedGame(game_info(layout.game), layout)


@cache
def load_game(name: str) -> Any:
    """Return the layout of a registered game (loaded once per process)."""
    info = game_info(name)
    return load_layout(layouts_dir() / info.layout_file, name)
