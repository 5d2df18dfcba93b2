"""`printkit list`: the games and their components."""

from __future__ import annotations

import typer

from printkit.core.errors import ExitCode


def list_games() -> int:
    """List the games and their components."""
    from printkit.games import GAMES
    from printkit.games.loaded import loaded_game
    from printkit.kit.build import components

    for info in GAMES.values():
        print(f"{info.name}  ({info.title})")
        for comp in components(loaded_game(info.name)):
            print(f"  {comp.name:<14} {comp.description}")
    return int(ExitCode.OK)


def register(app: typer.Typer) -> None:
    """Add the list command."""
    app.command("list")(list_games)
