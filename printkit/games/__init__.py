"""The game registry: each game's name, its Python package and its layout file."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType

from printkit.errors import UsageError


@dataclass(frozen=True)
class GameInfo:
    """A registered game: its CLI name, package under printkit.games, and layout file name."""

    name: str
    package: str
    title: str

    @property
    def layout_file(self) -> str:
        return f"{self.name}.yaml"

    def module(self, part: str) -> ModuleType:
        """Import one module of this game's package (components, rules, notation, player)."""
        return importlib.import_module(f"printkit.games.{self.package}.{part}")


GAMES: dict[str, GameInfo] = {
    g.name: g
    for g in (
        GameInfo("111-ants", "ants111", "111 Ants"),
        GameInfo("ant-trails", "ant_trails", "Ant Trails"),
        GameInfo("antheap", "antheap", "Antheap"),
        GameInfo("anticipation", "anticipation", "Anticipation"),
    )
}


def game_info(name: str) -> GameInfo:
    """Return the registered game called name, or raise a usage error listing the known ones."""
    try:
        return GAMES[name]
    except KeyError:
        known = ", ".join(GAMES)
        raise UsageError(f"unknown game {name!r} (known: {known})") from None
