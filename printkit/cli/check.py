"""`printkit check`: the referee's verdict on recorded games (transcripts), one line per file."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import typer

from printkit.core.errors import ExitCode


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
    unreadable (or the command is used wrongly), 3 when printkit failed on some file (a bug,
    reported on that file's line; --traceback prints its traceback).
    """
    import os
    import sys

    import click

    from printkit.core.errors import UsageError
    from printkit.games.loaded import registered_game
    from printkit.games.lookup import LayoutGames
    from printkit.referee.batch import check_files, expand
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
    context = click.get_current_context(silent=True)
    options = context.find_root().obj if context is not None else None
    tracebacks = bool(options and options.get("traceback"))
    show = json_line if json else text_line
    write = _writer(utf8=json)
    code = ExitCode.OK
    for verdict in check_files(paths, jobs, lookup):
        write(show(verdict))
        code = max(code, _EXIT[verdict.verdict])
        if verdict.traceback and tracebacks:
            write(None)
            sys.stderr.write(verdict.traceback)
            sys.stderr.flush()
    write(None)
    return int(code)


# The most severe verdict of a run gives its exit status: error over unreadable over illegal.
_EXIT = {
    "legal": ExitCode.OK,
    "illegal": ExitCode.INVALID,
    "unreadable": ExitCode.USAGE,
    "error": ExitCode.INTERNAL,
}


def _writer(utf8: bool) -> Callable[[str | None], None]:
    """Return a function writing one line to stdout (None: flush).

    JSON Lines go out as UTF-8 whatever the terminal's encoding; text lines in the terminal's
    encoding, a character it lacks written as a backslash escape, so no line fails to print.
    """
    import sys

    out = sys.stdout
    buffer = getattr(out, "buffer", None)
    encoding = "utf-8" if utf8 else (getattr(out, "encoding", None) or "utf-8")
    eager = getattr(out, "line_buffering", False)  # a terminal: each verdict shows as it is made
    out.flush()

    def write(line: str | None) -> None:
        if line is None:
            (out if buffer is None else buffer).flush()
        elif buffer is None:  # a stream of text only (a test's StringIO)
            out.write(line + "\n")
        else:
            buffer.write((line + "\n").encode(encoding, "backslashreplace"))
            if eager:
                buffer.flush()

    return write


def register(app: typer.Typer) -> None:
    """Add the check command."""
    app.command("check")(check)
