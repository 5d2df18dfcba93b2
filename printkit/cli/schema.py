"""`printkit schema`: print the JSON Schema of a game's layout or transcripts, for editors and tools."""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path

import typer

from printkit.cli.params import GAME_NAMES
from printkit.core.errors import ExitCode
from printkit.games import GAMES


class Kind(StrEnum):
    layout = "layout"
    transcript = "transcript"
    words = "words"


def _schema_names(incomplete: str) -> list[str]:
    """Complete a game's name, or 'common' (the cover's words)."""
    return [name for name in (*GAMES, "common") if name.startswith(incomplete)]


def schema(
    kind: Kind = typer.Argument(..., help="layout, transcript or words (the kit's words: layouts/text/)."),
    game: str = typer.Argument(
        ...,
        help=f"A game ({GAME_NAMES}); for words also 'common' (the cover's); for layout also 'custom'.",
        autocompletion=_schema_names,
    ),
    layout: Path | None = typer.Option(
        None,
        "--layout",
        help="transcript: take the board's names from this layout file (default: the game's).",
    ),
) -> int:
    """Print the JSON Schema of a game's layout, transcripts or words (shipped in printkit/schemas/).

    An editor with YAML support checks a file as you type when its first line names the schema:
    `# yaml-language-server: $schema=PATH` (a path relative to the file, or a file:// address).
    `printkit play`, `setup` and `fmt` write that line; docs/designing.md says how to set up
    VS Code and Neovim.
    """
    import sys

    from printkit.core.errors import UsageError
    from printkit.games import game_info
    from printkit.games.loaded import CUSTOM
    from printkit.schemagen.files import Subject, schema_text, subject_name

    whose: Subject
    if kind is Kind.words and game == "common":
        whose = "common"  # the cover's words
    elif kind is Kind.layout and game == CUSTOM:
        whose = "custom"  # a game all in its layout (`game: custom`)
    else:
        whose = game_info(game)
    name = subject_name(whose)
    loaded = None
    if layout is not None:
        if kind is Kind.layout:
            raise UsageError(
                "--layout goes with `schema transcript` (a layout's schema is the same for every file)"
            )
        from printkit.games.loaded import load_layout

        loaded = load_layout(layout)
        if loaded.game != name:
            raise UsageError(f"{layout} is a layout of {loaded.game}, not of {name}")
    sys.stdout.write(schema_text(kind.value, whose, loaded))
    return int(ExitCode.OK)


def register(app: typer.Typer) -> None:
    """Add the schema command."""
    app.command("schema")(schema)
