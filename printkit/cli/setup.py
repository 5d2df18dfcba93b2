"""`printkit setup`: a random legal setup from a seed, as a board picture and a transcript block.

A game offers a setup by the `setup` part of its definition (printkit/games/definition.py, `Setup`),
a module with four functions: `seats(layout, players) -> tuple` (the seats, defaults filled in;
ValueError for seats the game refuses), `random_setup(layout, rng, seats) -> dict`, `setup_yaml(setup, seed) -> str` and
`setup_document(layout, setup, seed, spec) -> Document`.
"""

from __future__ import annotations

import hashlib
import random
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from printkit.cli.build import Paper
from printkit.cli.params import (
    GAME_HELP,
    checked_schema_url,
    complete_game,
    option_schema_url,
    transcript_schema_line,
)
from printkit.core.console import say
from printkit.core.errors import ExitCode, UsageError
from printkit.core.limits import MAX_SEED, clipped

if TYPE_CHECKING:
    from printkit.draw.scene import Document
    from printkit.games.definition import Setup


def setup(
    game: str = typer.Argument(..., help=GAME_HELP, autocompletion=complete_game),
    seed: int | None = typer.Option(
        None, "--seed", min=0, max=MAX_SEED, help="Seed of the draw (default: a fresh one, printed)."
    ),
    players: str | None = typer.Option(
        None, "--players", help="Seats, comma-separated (default: those `printkit play` uses)."
    ),
    layout_file: Path | None = typer.Option(
        None, "--layout", help="Draw it from this layout file of the game (your own deck, board or art)."
    ),
    out: Path = typer.Option(Path("output"), "--out", help="Output folder for the board picture."),
    paper: Paper | None = typer.Option(None, "--paper", help="Paper size (default: the layout's, a4)."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No summary on stderr."),
    schema_url: str | None = option_schema_url(),
) -> int:
    """Draw a random legal setup: PDF + SVG picture, and the transcript's setup: block on stdout.

    The block's first line names the transcript schema, so the file it starts (or is pasted into)
    is checked as you type: this printkit's schema file by its path on this machine, or --schema-url.
    """
    from printkit.cli.seats import given_seats
    from printkit.core.errors import UserError
    from printkit.core.writing import check_source_date_epoch, output_folder
    from printkit.games import game_info
    from printkit.games.loaded import load_game, load_layout
    from printkit.kit.build import BuildOptions, sheet_spec, write_files

    check_source_date_epoch()

    info = game_info(game)
    url = checked_schema_url(schema_url)
    if info.setup is None:
        raise UsageError(
            f"{info.name} has no random setup (it starts the same every game); "
            f"games with one: {', '.join(games_with_setup())}"
        )
    module = info.setup
    if seed is None:
        seed = random.SystemRandom().randrange(1, 10**6)
    layout = load_game(info.name) if layout_file is None else load_layout(str(layout_file))
    if layout.game != info.name:
        raise UsageError(f"--layout {layout_file}: a layout of {layout.game}, not of {info.name}")
    given = given_seats(players)
    try:
        seats = module.seats(layout, given)
    except ValueError as error:  # the game refuses these seats
        raise UsageError(f"--players {clipped(players or '')}: {error}") from None
    drawn = module.random_setup(layout, random.Random(seed), seats)
    spec = sheet_spec(layout, BuildOptions(paper=paper.value if paper else None))
    try:
        doc = _picture(module, layout, drawn, seed, spec)
    except UserError as error:
        if given is None:
            raise
        # Blame the layout only if its own seats do not fit either; else the names given are too long.
        _picture(
            module,
            layout,
            module.random_setup(layout, random.Random(seed), module.seats(layout, None)),
            seed,
            spec,
        )
        raise UsageError(
            f"--players {clipped(players or '')}: the names do not fit on the setup picture ({error.message})"
        ) from None
    stem = f"{layout.file_prefix}-setup-{seed}{seats_name(seats, module.seats(layout, None))}-{spec.paper}"
    folder = output_folder(out, layout.file_prefix)
    output_folder(out, layout.file_prefix, "svg")
    pdf = write_files(folder, stem, doc)[0]
    sys.stdout.write(transcript_schema_line(module.setup_yaml(drawn, seed), info.name, url))
    if not quiet:
        say(f"printkit: wrote {pdf}")
    return int(ExitCode.OK)


_PLAIN_SEAT = re.compile(r"[a-z0-9_]{1,12}")  # no "-": it joins the seats in the name


def seats_name(seats: tuple[str, ...], default: tuple[str, ...]) -> str:
    """Return the part of a setup sheet's file name that tells its seats: none for the game's default seats,
    else the seats themselves when short and plain, else their count and a digest (names may hold anything)."""
    if tuple(seats) == tuple(default):
        return ""
    if len(seats) <= 8 and all(_PLAIN_SEAT.fullmatch(seat) for seat in seats):
        return "-" + "-".join(seats)
    digest = hashlib.sha256("\n".join(seats).encode("utf-8")).hexdigest()[:8]
    return f"-{len(seats)}-seats-{digest}"


def _picture(module: Setup, layout: Any, drawn: dict[str, Any], seed: int, spec: Any) -> Document:
    """The setup's picture, checked as a build's pages are (a LayoutError where it does not fit)."""
    from printkit.kit.build import checked

    return checked(layout, lambda: module.setup_document(layout, drawn, seed, spec), "setup picture")


def games_with_setup() -> list[str]:
    """Return the games whose definition offers a random setup."""
    from printkit.games import GAMES

    return [name for name, info in GAMES.items() if info.setup is not None]


def register(app: typer.Typer) -> None:
    """Add the setup command."""
    app.command("setup")(setup)
