"""What a command's GAME argument names: a registered game, 'all', or a layout file of one's own."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from printkit.games.definition import LoadedGame


def is_layout_file(text: str) -> bool:
    """Return whether a GAME argument is a path to a layout file rather than a game's name."""
    return text.endswith((".yaml", ".yml")) or "/" in text or "\\" in text or Path(text).is_file()


def games_for(target: str) -> list[LoadedGame[Any, Any]]:
    """Return the games a GAME argument names, each resolved once: a game's name, 'all' or a layout file.

    A game's name gives its shipped layout; a file gives that file, loaded strictly (its `game:`
    key says whose components it describes).
    """
    from printkit.games import GAMES
    from printkit.games.loaded import loaded_file, loaded_game

    if target == "all":
        return [loaded_game(name) for name in GAMES]
    if is_layout_file(target):
        return [loaded_file(target)]
    return [loaded_game(target)]
