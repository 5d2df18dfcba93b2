"""`printkit fmt`: a transcript in its one written form (key order, layout, quoting, notation, comments kept)."""

from __future__ import annotations

from pathlib import Path

import typer

from printkit.cli.params import checked_schema_url, option_schema_url, transcript_schema_line


def fmt(
    files: list[Path] = typer.Argument(..., help="Transcript files."),
    write: bool = typer.Option(False, "--write", "-w", help="Rewrite each file in place (when it changes)."),
    check: bool = typer.Option(
        False, "--check", help="Write nothing; list the files not in written form and exit 1 if any."
    ),
    schema_url: str | None = option_schema_url(),
) -> int:
    """Write a transcript the one way printkit writes it, so two tools recording a game write the same bytes.

    Keys in a fixed order, one-line lists of plain values, blocks for the rest, every action in
    its notation's written form; comments stay, each before the key or turn it stood before or at
    the end of its line (blank lines go). The turn that breaks a rule stays as written, so the
    verdict never changes, its message and quoted turn text included (only its line may move).
    Without --write or --check, one FILE is written to stdout. See docs/transcripts.md.

    The first line names the file's schema for editors: the schema line the file has (moved to
    the top), else this printkit's schema file by its path on this machine; --schema-url URL
    puts that instead.
    """
    import sys

    from printkit.core.console import say
    from printkit.core.errors import ExitCode, UnreadableFile, UsageError
    from printkit.core.safeio import read_input
    from printkit.core.writing import write_atomic
    from printkit.games.loaded import registered_game
    from printkit.referee.canonical import format_source
    from printkit.referee.errors import Unreadable

    if write and check:
        raise UsageError("--write and --check: give one of them")
    if not write and not check and len(files) != 1:
        raise UsageError(
            "several files: add --write to rewrite them, or --check to list those that would change"
        )
    url = checked_schema_url(schema_url)
    code = ExitCode.OK
    for file in files:
        source = read_input(file, "transcript")
        try:
            text = format_source(source, registered_game)
        except Unreadable as error:
            from printkit.referee.fold import unreadable_verdict
            from printkit.referee.report import text_line

            raise UnreadableFile(
                f"cannot format: {text_line(unreadable_verdict(str(file), error))}"
            ) from None
        text = _named(text, url)
        data = text.encode("utf-8")
        if check:
            if data != source:
                say(f"{file}: not in written form")
                code = ExitCode.INVALID
        elif write:
            if data != source:
                write_atomic(file, data, make_parent=False)
        else:
            sys.stdout.write(text)
    return int(code)


def _named(text: str, url: str | None) -> str:
    """Return formatted text with its schema line first (a file of no known game is left as it is)."""
    from printkit.games import GAMES
    from printkit.referee.reader import read_transcript

    data = read_transcript(text).data
    game = data.get("game") if isinstance(data, dict) else None
    if not isinstance(game, str) or game not in GAMES:
        return text
    return transcript_schema_line(text, game, url)


def register(app: typer.Typer) -> None:
    """Add the fmt command."""
    app.command("fmt")(fmt)
