"""`printkit show`: one position of a recorded game drawn with the kit's own art (SVG, PDF or PNG)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

if TYPE_CHECKING:
    from printkit.referee.fold import GameLookup
    from printkit.referee.game import Game
    from printkit.show.view import View

OUTPUT = Path("output")  # where show and replay write without -o, as build and setup do


def lookup_of(layout: list[Path] | None) -> GameLookup:
    """The game lookup for --layout files (as `printkit check --layout`), or the registered games."""
    from printkit.games.loaded import registered_game

    if not layout:
        return registered_game
    from printkit.games.lookup import LayoutGames

    games = LayoutGames(tuple(str(p) for p in layout))
    games.games()
    return games


def default_folder(game: Game[Any], command: str) -> Path:
    """The folder show or replay writes into without -o: output/GAME/COMMAND (the layout's file prefix)."""
    from printkit.core.writing import output_folder

    return output_folder(OUTPUT, game.layout.file_prefix, command)


def default_name(file: str, view: View) -> Path:
    """The name of the file show writes without -o: the transcript's name and the turn, as SVG."""
    stem = Path(file).stem
    if view.fault is not None:
        return Path(f"{stem}-illegal.svg")
    parts = [stem]
    if view.round is not None:
        parts.append(f"round-{view.round}")
    if view.turn is not None:
        parts.append(f"turn-{view.turn}")
    else:
        parts.append("scores" if view.step is not None and view.step.kind == "scores" else "result")
    return Path("-".join(parts) + ".svg")


def show(
    file: str = typer.Argument(..., help="A transcript file."),
    turn: int | None = typer.Option(
        None,
        "--turn",
        "-t",
        min=0,
        help="Show the position after this turn (0: the setup, or a round's deal).",
    ),
    round: int | None = typer.Option(
        None,
        "--round",
        "-r",
        min=1,
        help="In a game played in rounds: the round --turn counts in (default: the last round played).",
    ),
    out: Path | None = typer.Option(
        None,
        "--out",
        "-o",
        help="OUT.svg, OUT.pdf or OUT.png (default: output/GAME/show/FILE-turn-N.svg).",
    ),
    dpi: float = typer.Option(
        120.0, "--dpi", min=10.0, max=600.0, help="Pixels per inch of a PNG (-o OUT.png)."
    ),
    layout: list[Path] | None = typer.Option(
        None, "--layout", help="Draw and referee this layout file's game with its own board and art."
    ),
) -> int:
    """Draw a recorded game's position: by default after its last turn, or where it broke a rule.

    The picture is the printed kit's own art: the board, pieces, cards and cubes as they lie after
    that turn, with the scores; an illegal action is marked on it, its rule's message beneath.
    In a game played in rounds, turns count within a round: --round R --turn N (turn 0 is the round's deal).
    """
    from printkit.core.console import say
    from printkit.core.errors import ExitCode
    from printkit.show.files import write_view
    from printkit.show.view import shown_view

    replay, view = shown_view(file, lookup_of(layout), turn, round)
    target = out or default_folder(replay.game, "show") / default_name(file, view)
    write_view(replay, view, target, dpi)
    say(f"printkit: {target}: {view.label()}")
    return int(ExitCode.OK)


def register(app: typer.Typer) -> None:
    """Add the show command."""
    app.command("show")(show)
