"""The game registry: each game's name, its Python package, its referee class and its layout file.

A game is added by a folder under ``printkit/games/`` (schema, options, components, headings,
notation, rules, player, transcript, export, kitinfo, picture), a layout under ``layouts/`` and one
line in GAMES; docs/architecture.md says what each module hands over (``parts.py`` types some).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import cache
from types import ModuleType
from typing import TYPE_CHECKING

from printkit.errors import UsageError

if TYPE_CHECKING:
    from printkit.referee.game import Game


@dataclass(frozen=True)
class GameInfo:
    """A registered game: its CLI name, package under printkit.games, title, and the Game class in its rules.py."""

    name: str
    package: str
    title: str
    referee: str

    @property
    def layout_file(self) -> str:
        return f"{self.name}.yaml"

    def module(self, part: str) -> ModuleType:
        """Import one module of this game's package (components, rules, notation, transcript, export, ...)."""
        return importlib.import_module(f"printkit.games.{self.package}.{part}")


GAMES: dict[str, GameInfo] = {
    g.name: g
    for g in (
        GameInfo("111-ants", "ants111", "111 Ants", "Ants111"),
        GameInfo("ant-trails", "ant_trails", "Ant Trails", "AntTrails"),
        GameInfo("antheap", "antheap", "Antheap", "Antheap"),
        GameInfo("anticipation", "anticipation", "Anticipation", "Anticipation"),
    )
}


def game_info(name: str) -> GameInfo:
    """Return the registered game called name, or raise a usage error listing the known ones."""
    try:
        return GAMES[name]
    except KeyError:
        known = ", ".join(GAMES)
        raise UsageError(f"unknown game {name!r} (known: {known})") from None


@cache
def referee(name: str) -> Game:
    """Return the referee of a registered game, built once per process from its layout."""
    from printkit.layout import load_game

    info = game_info(name)
    return getattr(info.module("rules"), info.referee)(load_game(name))
