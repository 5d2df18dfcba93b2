"""`printkit check`: the referee's verdict on recorded games (transcripts), one line per file."""

from __future__ import annotations

from pathlib import Path

import typer


def check(
    files: list[str] = typer.Argument(..., help="Transcript files, or folders searched for *.yaml."),
    json: bool = typer.Option(False, "--json", help="JSON Lines: one object per file."),
    jobs: int = typer.Option(1, "--jobs", "-j", help="Processes to check files with (0: one per core)."),
    layout: list[Path] | None = typer.Option(
        None,
        "--layout",
        help="Referee this layout file's game with its board and rule options (repeatable: one per game).",
    ),
) -> int:
    """Check transcripts: legal, illegal (first bad action and its rule) or unreadable.

    How to record a game of each of the four games, and what the answers mean: docs/transcripts.md
    in printkit's source.

    A game's board and default rule options come from its shipped layout, or from the layout
    given with --layout for that game (e.g. a deck of your own made with `printkit new`).
    Exit status 0 when every file is legal, 1 when some file is illegal, 2 when some file is
    unreadable (or the command is used wrongly).
    """
    import os
    import sys

    from printkit.errors import ExitCode, UsageError
    from printkit.referee.batch import check_files, expand
    from printkit.referee.fold import registered_game
    from printkit.referee.layouts import LayoutGames
    from printkit.referee.report import json_line, text_line

    if jobs < 0:
        raise UsageError(f"--jobs {jobs}: expected 0 (one per core) or more")
    paths = expand(files)
    if not paths:
        raise UsageError("no transcripts found (folders are searched for *.yaml)")
    jobs = jobs or os.cpu_count() or 1
    lookup = registered_game
    if layout:
        lookup = LayoutGames(tuple(str(p) for p in layout))
        lookup.games()  # a bad layout is one error now, not an unreadable verdict per file
    show = json_line if json else text_line
    code = ExitCode.OK
    out = sys.stdout
    for verdict in check_files(paths, jobs, lookup):
        out.write(show(verdict) + "\n")
        if verdict.verdict == "unreadable":
            code = ExitCode.USAGE
        elif verdict.verdict == "illegal" and code == ExitCode.OK:
            code = ExitCode.INVALID
    out.flush()
    return int(code)


def register(app: typer.Typer) -> None:
    """Add the check command."""
    app.command("check")(check)
