"""What a command's GAME argument names: a registered game, 'all', or a layout file of one's own."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def is_layout_file(text: str) -> bool:
    """Return whether a GAME argument is a path to a layout file rather than a game's name."""
    return text.endswith((".yaml", ".yml")) or "/" in text or "\\" in text or Path(text).is_file()


def layouts_for(target: str) -> dict[str, Any]:
    """Return {game: layout} for a game name, 'all' (every registered game) or a layout file.

    A game's name gives its shipped layout; a file gives that file, loaded strictly (its `game:`
    key says whose components it describes).
    """
    from printkit.games import GAMES, game_info
    from printkit.layout import load_game, load_layout

    if target == "all":
        return {name: load_game(name) for name in GAMES}
    if is_layout_file(target):
        layout = load_layout(target)
        return {layout.game: layout}
    name = game_info(target).name
    return {name: load_game(name)}
