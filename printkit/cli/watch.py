"""`printkit watch`: rebuild a game's kit (or your own layout's) whenever one of its files is saved."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import typer

from printkit.cli.build import BoardPaper, Duplex, Format, InkUse, Paper, print_options
from printkit.cli.params import GAME_FILE_HELP, complete_component, complete_game_or_all
from printkit.core.console import say
from printkit.core.errors import ExitCode

if TYPE_CHECKING:
    from printkit.kit.watch import Rebuilt


def watch(
    target: str = typer.Argument(..., help=GAME_FILE_HELP, autocompletion=complete_game_or_all),
    out: Path = typer.Option(Path("output"), "--out", help="Output folder."),
    only: list[str] | None = typer.Option(
        None, "--only", help="Build only this component (repeatable).", autocompletion=complete_component
    ),
    format: Format = typer.Option(Format.both, "--format", help="Which files to write."),
    paper: Paper | None = typer.Option(None, "--paper", help="Paper size (default: the layout's)."),
    bleed: float | None = typer.Option(None, "--bleed", help="Bleed in mm."),
    no_crop_marks: bool = typer.Option(False, "--no-crop-marks", help="Leave out crop marks."),
    duplex: Duplex | None = typer.Option(None, "--duplex", help="How backs are printed."),
    back_offset: str | None = typer.Option(None, "--back-offset", help="Shift backs by X,Y mm."),
    single: bool = typer.Option(False, "--single", help="One piece per page."),
    board_paper: BoardPaper | None = typer.Option(
        None, "--board-paper", help="Boards whole on one big sheet."
    ),
    ink: InkUse = typer.Option(InkUse.normal, "--ink", help="low: floods as light tints and outlines."),
) -> int:
    """Build, then rebuild what changes each time a layout, words file or template is saved (Ctrl-C stops).

    Open OUT/index.html in a browser: it reloads itself after every rebuild, and shows the error
    of a rebuild that failed over the last good pages. A saved layout rebuilds all its
    components; a template or words file only those that use it; then the one-file kit.
    """
    from printkit.cli.targets import is_layout_file
    from printkit.core.writing import output_folder
    from printkit.games import GAMES, game_info
    from printkit.kit.watch import LayoutBuild
    from printkit.kit.watch import watch as run
    from printkit.layout.folders import layouts_dir

    options = print_options(
        format, paper, bleed, no_crop_marks, duplex, back_offset, single, board_paper, only, ink
    )
    if target == "all":
        paths = [layouts_dir() / info.layout_file for info in GAMES.values()]
    elif is_layout_file(target):
        paths = [Path(target)]
    else:
        paths = [layouts_dir() / game_info(target).layout_file]
    builds = [LayoutBuild(path, options, out) for path in paths]
    output_folder(out)  # a file or a link in the way is one line now, not a failed round every save

    def report(result: Rebuilt) -> None:
        for error in result.errors:
            say(f"printkit: error: {error}")
        for path, names in result.built.items():
            what = ", ".join(names) if names else "the kit"
            say(f"printkit: built {what} of {path} ({result.seconds:.1f} s)")
        say(f"printkit: open {out / 'index.html'}; watching for saves (Ctrl-C stops)")

    try:
        run(builds, report)
    except KeyboardInterrupt:
        say("printkit: stopped watching")
    return int(ExitCode.OK)


def register(app: typer.Typer) -> None:
    """Add the watch command."""
    app.command("watch")(watch)
