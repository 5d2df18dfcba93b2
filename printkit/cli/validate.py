"""`printkit validate`: everything `printkit build` checks, without writing a file."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from printkit.cli.build import BoardPaper, Duplex, InkUse, Lang, Paper, print_options
from printkit.cli.params import complete_component
from printkit.core.console import say
from printkit.core.errors import ExitCode, UserError

if TYPE_CHECKING:
    from printkit.layout.common import Paper as LayoutPaper

PAPERS: tuple[LayoutPaper, ...] = ("a4", "letter")


def validate(
    files: list[Path] = typer.Argument(..., help="Layout YAML files to check."),
    only: list[str] | None = typer.Option(
        None, "--only", help="Check only this component (repeatable).", autocompletion=complete_component
    ),
    paper: Paper | None = typer.Option(
        None, "--paper", help="Check this paper only (default: A4 and Letter)."
    ),
    bleed: float | None = typer.Option(None, "--bleed", help="Bleed in mm, as build takes it."),
    no_crop_marks: bool = typer.Option(False, "--no-crop-marks", help="As build takes it."),
    duplex: Duplex | None = typer.Option(
        None, "--duplex", help="How backs are printed (default: the layout's)."
    ),
    back_offset: str | None = typer.Option(None, "--back-offset", help="Shift backs by X,Y mm."),
    single: bool = typer.Option(False, "--single", help="One piece per page, as build --single."),
    board_paper: BoardPaper | None = typer.Option(None, "--board-paper", help="As build takes it."),
    ink: InkUse = typer.Option(InkUse.normal, "--ink", help="As build takes it."),
    lang: Lang = typer.Option(Lang.both, "--lang", help="The kit's language, as build takes it."),
) -> int:
    """Check layout files as `printkit build FILE` with the same options would, writing nothing.

    Loading, imposition, fit on the paper, the page budget, templates, words, fonts and the check
    after drawing: a file validate passes builds. Without --paper it is checked on A4 and on
    Letter, the papers every kit is made for. Exit 1 if any file is invalid, 2 if any cannot be read.
    """
    from printkit.games.loaded import loaded_file
    from printkit.kit.build import check_kit

    options = print_options(
        paper=paper,
        bleed=bleed,
        no_crop_marks=no_crop_marks,
        duplex=duplex,
        back_offset=back_offset,
        single=single,
        board_paper=board_paper,
        only=only,
        ink=ink,
        lang=lang,
    )
    papers = (paper.value,) if paper else PAPERS
    code = ExitCode.OK
    for path in files:
        try:
            game = loaded_file(path)
            layout = game.layout
            for sheet in papers:
                try:
                    check_kit(game, replace(options, paper=sheet))
                except UserError as error:
                    if sheet != layout.print.paper and not paper:
                        error.message += (
                            f" (on {sheet} paper: `printkit build --paper {sheet}` would fail so)"
                        )
                    raise
        except UserError as error:
            say(f"printkit: error: {error}")
            code = max(code, error.exit_code)
        else:
            say(f"{path}: ok", file=sys.stdout)
    return int(code)


def register(app: typer.Typer) -> None:
    """Add the validate command."""
    app.command("validate")(validate)
