"""`printkit new`: start a layout of your own from a game's, with its words and art beside it."""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from printkit.cli.params import GAME_HELP, complete_game
from printkit.core.console import say
from printkit.core.errors import ExitCode


def new(
    game: str = typer.Argument(..., help=GAME_HELP, autocompletion=complete_game),
    folder: Path | None = typer.Argument(None, help="A new folder for the copy (default: my-GAME)."),
) -> int:
    """Copy a game's layout, the words and the templates its kit uses into a new folder, to change and build.

    The copy builds with `printkit build FOLDER/GAME.yaml` into OUT/FOLDER-NAME/ (its file_prefix),
    and `printkit watch FOLDER/GAME.yaml` rebuilds it whenever one of its files is saved.
    """
    from printkit.games import game_info
    from printkit.kit.new import new_kit

    info = game_info(game)
    name = info.name
    folder = folder or Path(f"my-{name}")
    files = new_kit(info, folder)
    layout = folder / f"{name}.yaml"
    for path in files:
        say(str(path), file=sys.stdout)
    say(
        f"printkit: wrote {len(files)} files; change {layout} (or its text/ and templates/), then run:",
        f"  printkit watch {layout}     # rebuilds on every save; open output/index.html",
        f"  printkit build {layout}     # builds once",
    )
    return int(ExitCode.OK)


def register(app: typer.Typer) -> None:
    """Add the new command."""
    app.command("new")(new)
