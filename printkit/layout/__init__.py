"""A registered game's layout (layouts/<game>.yaml, loaded once into typed frozen objects) and its referee."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

from printkit.errors import LayoutError
from printkit.games import GAMES, game_info, referee_class
from printkit.layout.schema import Builder
from printkit.layout.source import compose_file, node_location
from printkit.layout.sources import check_folders, layouts_dir
from printkit.layout.spots import remember
from printkit.limits import excerpt
from printkit.referee.errors import Unreadable

if TYPE_CHECKING:
    from printkit.referee.game import Game


def _game_of(node: yaml.Node, file: str) -> str:
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            if isinstance(key, yaml.ScalarNode) and key.value == "game":
                if isinstance(value, yaml.ScalarNode) and value.value in GAMES:
                    return value.value
                raise LayoutError(f"expected one of {', '.join(GAMES)}", node_location(file, value), "game")
        raise LayoutError("missing required key 'game'", node_location(file, node))
    raise LayoutError("expected a mapping at the top of the layout", node_location(file, node))


def load_layout(path: str | Path, game: str | None = None) -> Any:
    """Load and check one layout file; game is read from its 'game:' key unless given."""
    path = Path(path)
    node = compose_file(path)
    name = game or _game_of(node, str(path))
    layout_cls = game_info(name).layout_type()
    builder = Builder(str(path))
    layout = builder.build(layout_cls, node)
    remember(layout, builder.spots, str(path))
    check_folders(layout)
    return layout


@cache
def load_game(name: str) -> Any:
    """Return the layout of a registered game (loaded once per process)."""
    info = game_info(name)
    return load_layout(layouts_dir() / info.layout_file, name)


@cache
def referee(name: str) -> Game:
    """Return the referee of a registered game, built once per process from its layout."""
    return referee_class(game_info(name))(load_game(name))


def registered_game(name: str) -> Game:
    """The referee of a registered game (Unreadable if no game has that name): the fold's lookup."""
    if name not in GAMES:
        raise Unreadable(f"unknown game {excerpt(name)} (known: {', '.join(GAMES)})", ("game",))
    if GAMES[name].referee is None:
        raise Unreadable(f"{name} has no referee, so its transcripts cannot be checked", ("game",))
    return referee(name)
