"""`printkit setup`: a random legal setup from a seed, as a board picture and a transcript block.

A game offers a setup by a `setup` module in its package with four functions:
`seats(layout, players) -> tuple` (the seats, defaults filled in; ValueError for seats the game
refuses), `random_setup(layout, rng, seats) -> dict`, `setup_yaml(setup, seed) -> str` and
`setup_document(layout, setup, seed, spec) -> Document`.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from printkit.cli.build import Paper
from printkit.console import say
from printkit.errors import ExitCode, UsageError
from printkit.limits import MAX_SEED, clipped

if TYPE_CHECKING:
    from printkit.scene import Document


def setup(
    game: str = typer.Argument(..., help="A game name (see `printkit list`)."),
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
) -> int:
    """Draw a random legal setup: PDF + SVG picture, and the transcript's setup: block on stdout."""
    from printkit.cli.seats import given_seats
    from printkit.errors import UserError
    from printkit.games import game_info
    from printkit.kit import BuildOptions, sheet_spec
    from printkit.layout import load_game, load_layout
    from printkit.render.pdf import render_document
    from printkit.render.svg import render_page
    from printkit.writing import check_source_date_epoch, output_folder, write_atomic

    check_source_date_epoch()

    info = game_info(game)
    try:
        module = info.module("setup")
    except ModuleNotFoundError as error:
        if error.name != f"printkit.games.{info.package}.setup":
            raise
        raise UsageError(
            f"{info.name} has no random setup (it starts the same every game); "
            f"games with one: {', '.join(games_with_setup())}"
        ) from None
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
    stem = f"{layout.file_prefix}-setup-{seed}-{spec.paper}"
    folder = output_folder(out, layout.file_prefix)
    pdf = folder / f"{stem}.pdf"
    write_atomic(pdf, render_document(doc))
    svg = output_folder(out, layout.file_prefix, "svg")
    for i, page in enumerate(doc.pages, 1):
        write_atomic(svg / f"{stem}-{i:03d}.svg", render_page(page, doc.symbols, f"p{i}"))
    sys.stdout.write(module.setup_yaml(drawn, seed))
    if not quiet:
        say(f"printkit: wrote {pdf}")
    return int(ExitCode.OK)


def _picture(module: Any, layout: Any, drawn: dict, seed: int, spec: Any) -> Document:
    """The setup's picture, checked as a build's pages are (a LayoutError where it does not fit)."""
    from printkit.kit import checked

    return checked(layout, lambda: module.setup_document(layout, drawn, seed, spec), "setup picture")


def games_with_setup() -> list[str]:
    """Return the games whose package offers a random setup."""
    import importlib.util

    from printkit.games import GAMES

    return [
        name
        for name, info in GAMES.items()
        if importlib.util.find_spec(f"printkit.games.{info.package}.setup")
    ]


def register(app: typer.Typer) -> None:
    """Add the setup command."""
    app.command("setup")(setup)
