"""`printkit check`: the referee's verdict on recorded games (transcripts), one line per file."""

from __future__ import annotations

import typer


def check(
    files: list[str] = typer.Argument(..., help="Transcript files, or folders searched for *.yaml."),
    json: bool = typer.Option(False, "--json", help="JSON Lines: one object per file."),
    jobs: int = typer.Option(1, "--jobs", "-j", help="Processes to check files with (0: one per core)."),
) -> int:
    """Check transcripts: legal, illegal (first bad action and its rule) or unreadable.

    Exit status 0 when every file is legal, 1 when some file is illegal, 2 when some file is
    unreadable (or the command is used wrongly).
    """
    import os
    import sys

    from printkit.errors import ExitCode, UsageError
    from printkit.referee.batch import check_files, expand
    from printkit.referee.report import json_line, text_line

    if jobs < 0:
        raise UsageError(f"--jobs {jobs}: expected 0 (one per core) or more")
    paths = expand(files)
    if not paths:
        raise UsageError("no transcripts found (folders are searched for *.yaml)")
    jobs = jobs or os.cpu_count() or 1
    show = json_line if json else text_line
    code = ExitCode.OK
    out = sys.stdout
    for verdict in check_files(paths, jobs):
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
