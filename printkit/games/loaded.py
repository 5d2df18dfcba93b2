"""A registered game's layout (layouts/<game>.yaml, loaded once into typed frozen objects) and its referee."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

from printkit.core.errors import LayoutError
from printkit.core.limits import excerpt
from printkit.games import GAMES, NO_REFEREE, NO_REFEREE_MESSAGE, game_info, referee_class
from printkit.games.definition import LoadedGame
from printkit.layout.folders import check_folders, layouts_dir
from printkit.layout.schema import Builder
from printkit.layout.spots import remember
from printkit.layout.yamlnodes import compose_file, node_location
from printkit.referee.errors import Unreadable

if TYPE_CHECKING:
    from printkit.referee.game import Game

CUSTOM = "custom"  # `game: custom`: a game all in its layout (printkit/draw/vocab/custom.py)


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
        from printkit.draw.vocab.custom import CustomLayout

        layout_cls: type = CustomLayout
    else:
        layout_cls = game_info(name).layout_type
    builder = Builder(str(path))
    layout = builder.build(layout_cls, node)
    remember(layout, builder.spots, str(path))
    check_folders(layout)
    if getattr(layout, "components", None):
        from printkit.draw.vocab.check import check_layout, static_scope

        check_layout(layout, str(path), static_scope(layout))
    return layout


@cache
def load_game(name: str) -> Any:
    """Return the layout of a registered game (loaded once per process)."""
    info = game_info(name)
    return load_layout(layouts_dir() / info.layout_file, name)


def loaded_game(name: str) -> LoadedGame[Any, Any]:
    """Return a registered game with its shipped layout: what a command resolves once and hands down."""
    info = game_info(name)
    return LoadedGame(info, load_game(info.name))


def loaded_file(path: str | Path) -> LoadedGame[Any, Any]:
    """Return the game a layout file describes (its `game:` key), with that file's layout."""
    layout = load_layout(path)
    if layout.game == CUSTOM:  # a game all in its file: a definition built from it
        from printkit.games.custom import definition

        return LoadedGame(definition(layout), layout)
    return LoadedGame(game_info(layout.game), layout)


@cache
def referee(name: str) -> Game[Any]:
    """Return the referee of a registered game, built once per process from its layout."""
    return referee_class(game_info(name))(load_game(name))


def registered_game(name: str) -> Game[Any]:
    """The referee of a registered game (Unreadable if no game has that name): the fold's lookup."""
    if name == NO_REFEREE:
        raise Unreadable(NO_REFEREE_MESSAGE, ("game",))
    if name not in GAMES:
        raise Unreadable(f"unknown game {excerpt(name)} (known: {', '.join(GAMES)})", ("game",))
    if GAMES[name].referee is None:
        raise Unreadable(f"{name} has no referee, so its transcripts cannot be checked", ("game",))
    return referee(name)
