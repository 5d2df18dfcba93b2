"""`printkit play`: a random but sensible legal game, written as a transcript."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import typer

from printkit.cli.params import (
    GAME_HELP,
    checked_schema_url,
    complete_game,
    option_schema_url,
    transcript_schema_line,
)
from printkit.core.limits import MAX_SEED


def play(
    game: str = typer.Argument(..., help=GAME_HELP, autocompletion=complete_game),
    seed: int | None = typer.Option(
        None,
        "--seed",
        min=0,
        max=MAX_SEED,
        help="Seed of everything chance decides and of the moves (default: a fresh one, printed).",
    ),
    players: str | None = typer.Option(None, "--players", help="Seats in turn order, comma-separated."),
    rule: list[str] | None = typer.Option(
        None,
        "--rule",
        help="A rule option NAME=VALUE (repeatable), as a transcript's rules: section sets it; "
        "the game is written with that rules: section.",
    ),
    layout: Path | None = typer.Option(
        None, "--layout", help="Play on this layout file's board and deck, with its rule options."
    ),
    out: Path | None = typer.Option(None, "--out", "-o", help="Write here instead of to stdout."),
    schema_url: str | None = option_schema_url(),
) -> int:
    """Play a seeded random legal game and write its transcript (the game is played to its end).

    Without --seed a fresh seed is drawn and printed on stderr, so the game can be played again.
    A game played with --layout is checked with the same --layout (`printkit check --layout FILE`).
    The transcript's first line names its schema, so an editor checks it as you type: this
    printkit's schema file by its path on this machine, or the --schema-url given.
    """
    import random
    import sys

    from printkit.cli.seats import given_seats
    from printkit.core.console import say
    from printkit.core.errors import ExitCode, UsageError
    from printkit.core.limits import clipped
    from printkit.games import game_info
    from printkit.games.loaded import referee
    from printkit.referee.canonical import shape
    from printkit.referee.writer import write_transcript

    info = game_info(game)
    url = checked_schema_url(schema_url)
    if info.player is None:
        raise UsageError(f"{info.name} has no random player, so `printkit play` cannot play it")
    random_game = info.player
    referee_game = referee(info.name) if layout is None else _layout_game(info.name, layout)
    options = _options(referee_game, rule or [])
    seats = given_seats(players)
    if seed is None:
        seed = random.SystemRandom().randrange(1, 10**6)
        say(f"printkit: seed {seed} (play it again with --seed {seed})")
    try:
        game_data = random_game(seed, seats, options=options, game=referee_game)
    except ValueError as error:  # the game refuses these seats
        raise UsageError(f"--players {clipped(players or '')}: {error}") from None
    text = transcript_schema_line(write_transcript(shape(game_data, referee_game)), info.name, url)
    if out is None:
        sys.stdout.write(text)
    else:
        from printkit.core.writing import write_atomic

        write_atomic(out, text.encode("utf-8"), make_parent=False)
    return int(ExitCode.OK)


def _layout_game(name: str, file: Path) -> Any:
    """Return the referee built from a layout file of the named game (UsageError for another game's)."""
    from printkit.core.errors import UsageError
    from printkit.games.loaded import load_layout
    from printkit.games.lookup import referee_of

    loaded = load_layout(str(file))
    if loaded.game != name:
        raise UsageError(f"--layout {file}: a layout of {loaded.game}, not of {name}")
    return referee_of(loaded)


def _options(game: Any, rules: list[str]) -> Any:
    """Return the game's options with each NAME=VALUE applied, read as a transcript's rules: section is."""
    from printkit.core.errors import UsageError
    from printkit.referee.errors import Unreadable
    from printkit.referee.options import read_options

    raw: dict[str, Any] = {}
    for text in rules:
        name, sep, value = text.partition("=")
        if not sep or not name.strip():
            raise UsageError(f"--rule {text}: expected NAME=VALUE")
        raw[name.strip()] = _plain(value.strip())
    try:
        return read_options(game.options_type, game.default_options, raw or None)
    except Unreadable as error:
        which = str(error.path[-1]) if len(error.path) > 1 else ", ".join(rules)
        raise UsageError(f"--rule {which}: {error.message}") from None


def _plain(value: str) -> Any:
    """A value as a YAML 1.2 plain scalar reads: true/false, a whole number, else the text."""
    if value in ("true", "false"):
        return value == "true"
    if value.lstrip("+-").isdigit() and len(value) <= 32:
        return int(value)
    return value


def register(app: typer.Typer) -> None:
    """Add the play command."""
    app.command("play")(play)
