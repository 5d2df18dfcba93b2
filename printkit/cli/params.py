"""What several commands' arguments share: their help texts and their shell completions.

Completions run only when the shell asks (`printkit --install-completion`): each imports what it
needs then, so a command's start-up stays light.
"""

from __future__ import annotations

from typing import Any

import click
import typer

from printkit.games import GAMES

GAME_NAMES = ", ".join(GAMES)
GAME_HELP = f"A game: {GAME_NAMES} (`printkit list` shows their components)."
GAME_ALL_HELP = f"A game ({GAME_NAMES}) or 'all'."
GAME_FILE_HELP = (
    f"A game ({GAME_NAMES}), 'all', or a layout file of your own (its game: key says which game)."
)
MAX_URL = 2000  # characters of a --schema-url
SCHEMA_URL_HELP = (
    "The schema the transcript's first line names for editors "
    "(default: this printkit's own schema file, a file:// path on this machine)."
)


def complete_game(incomplete: str) -> list[str]:
    """Complete a game's name (a layout file is left to the shell)."""
    return [name for name in GAMES if name.startswith(incomplete)]


def complete_game_or_all(incomplete: str) -> list[str]:
    """Complete a game's name or 'all'."""
    return [name for name in (*GAMES, "all") if name.startswith(incomplete)]


def complete_component(ctx: click.Context, incomplete: str) -> list[tuple[str, str]]:
    """Complete a component of the game already on the command line (of every game for 'all' or none)."""
    from printkit.games.loaded import loaded_game
    from printkit.kit.build import components

    # While an option's value is completed click leaves the arguments before it unparsed, in ctx.args.
    given = [ctx.params.get("game"), ctx.params.get("target"), *ctx.args]
    games = [g for g in given if g in GAMES][:1] or list(GAMES)
    found: dict[str, str] = {}
    for name in games:
        for comp in components(loaded_game(name)):
            found.setdefault(comp.name, comp.description)
    return [(name, about) for name, about in sorted(found.items()) if name.startswith(incomplete)]


def checked_schema_url(value: str | None) -> str | None:
    """Return a --schema-url as given: one line (a break would end the comment it goes in), not too long."""
    if value is not None and ("\n" in value or "\r" in value or not value.strip() or len(value) > MAX_URL):
        from printkit.core.errors import UsageError

        raise UsageError(
            f"--schema-url {value[:40]!r}: expected one URL or path of at most {MAX_URL} characters"
        )
    return value


def transcript_schema_line(text: str, game: str, url: str | None) -> str:
    """Return a transcript's text with its schema line first: url, else the one it has, else this printkit's."""
    from printkit.schemagen.files import installed_uri, with_modeline

    return with_modeline(text, url or installed_uri("transcript", game), replace=url is not None)


def option_schema_url() -> Any:
    """The --schema-url option of the commands that write a transcript."""
    return typer.Option(None, "--schema-url", metavar="URL", help=SCHEMA_URL_HELP)
