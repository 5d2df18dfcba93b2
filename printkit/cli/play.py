"""`printkit play`: a random but sensible legal game, written as a transcript."""

from __future__ import annotations

from pathlib import Path

import typer


def play(
    game: str = typer.Argument(..., help="A game name (see `printkit list`)."),
    seed: int | None = typer.Option(
        None,
        "--seed",
        help="Seed of everything chance decides and of the moves (default: a fresh one, printed).",
    ),
    players: str | None = typer.Option(None, "--players", help="Seats in turn order, comma-separated."),
    out: Path | None = typer.Option(None, "--out", "-o", help="Write here instead of to stdout."),
) -> int:
    """Play a seeded random legal game and write its transcript (the game is played to its end).

    Without --seed a fresh seed is drawn and printed on stderr, so the game can be played again.
    """
    import random
    import sys

    from printkit.errors import ExitCode, UsageError
    from printkit.games import game_info, referee
    from printkit.referee.canonical import shape
    from printkit.referee.writer import write_transcript

    player = game_info(game).module("player")
    if seed is None:
        seed = random.SystemRandom().randrange(1, 10**6)
        print(f"printkit: seed {seed} (play it again with --seed {seed})", file=sys.stderr)
    seats = None
    if players is not None:
        seats = tuple(p for p in players.replace(" ", ",").split(",") if p)
    try:
        game_data = player.play(seed, seats)
    except ValueError as error:  # the game refuses these seats
        raise UsageError(f"--players {players}: {error}") from None
    text = write_transcript(shape(game_data, referee(game)))
    if out is None:
        sys.stdout.write(text)
    else:
        from printkit.writing import write_atomic

        write_atomic(out, text.encode("utf-8"), make_parent=False)
    return int(ExitCode.OK)


def register(app: typer.Typer) -> None:
    """Add the play command."""
    app.command("play")(play)
