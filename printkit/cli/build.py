"""`printkit build`: write every kit (or chosen components) as PDF and SVG."""

from __future__ import annotations

import sys
from collections.abc import Mapping
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Literal

import typer

from printkit.cli.params import GAME_FILE_HELP, complete_component, complete_game_or_all
from printkit.core.console import say
from printkit.core.errors import ExitCode, UsageError

if TYPE_CHECKING:
    from printkit.draw.scene import Document
    from printkit.kit.build import BuildOptions, Task
    from printkit.layout.common import GameLayout


class Format(StrEnum):
    svg = "svg"
    pdf = "pdf"
    both = "both"


FORMATS: dict[Format, tuple[Literal["svg", "pdf"], ...]] = {
    Format.pdf: ("pdf",),
    Format.svg: ("svg",),
    Format.both: ("pdf", "svg"),
}


class Paper(StrEnum):
    a4 = "a4"
    letter = "letter"


class Duplex(StrEnum):
    long_edge = "long-edge"
    short_edge = "short-edge"
    gutterfold = "gutterfold"
    none = "none"


class InkUse(StrEnum):
    normal = "normal"
    low = "low"


class Lang(StrEnum):
    en = "en"
    ko = "ko"
    both = "both"


class BoardPaper(StrEnum):
    a3 = "a3"
    a2 = "a2"
    custom = "custom"


def _offset(text: str | None) -> tuple[float, float] | None:
    if text is None:
        return None
    try:
        x, y = (float(v) for v in text.split(","))
    except ValueError:
        raise UsageError(f"--back-offset expects X,Y in mm (e.g. 0.5,-1); found {text!r}") from None
    if abs(x) > 20 or abs(y) > 20:
        raise UsageError(f"--back-offset {text}: each offset must be within 20 mm")
    return x, y


def print_options(
    format: Format = Format.both,
    paper: Paper | None = None,
    bleed: float | None = None,
    no_crop_marks: bool = False,
    duplex: Duplex | None = None,
    back_offset: str | None = None,
    single: bool = False,
    board_paper: BoardPaper | None = None,
    only: list[str] | None = None,
    ink: InkUse = InkUse.normal,
    lang: Lang = Lang.both,
) -> BuildOptions:
    """Return the BuildOptions of build's (and validate's and watch's) command-line options."""
    from printkit.kit.build import BuildOptions

    if bleed is not None and not 0 <= bleed <= 10:
        raise UsageError(f"--bleed {bleed:g}: expected 0 to 10 mm")
    return BuildOptions(
        formats=FORMATS[format],
        paper=paper.value if paper else None,
        bleed=bleed,
        crop_marks=False if no_crop_marks else None,
        duplex=duplex.value if duplex else None,
        back_offset=_offset(back_offset),
        single=single,
        only=tuple(only or ()),
        board_paper=board_paper.value if board_paper else None,
        ink=ink.value,
        lang=lang.value,
    )


def build(
    game: str = typer.Argument(..., help=GAME_FILE_HELP, autocompletion=complete_game_or_all),
    only: list[str] | None = typer.Option(
        None, "--only", help="Build only this component (repeatable).", autocompletion=complete_component
    ),
    format: Format = typer.Option(Format.both, "--format", help="Which files to write."),
    paper: Paper | None = typer.Option(None, "--paper", help="Paper size (default: the layout's, a4)."),
    out: Path = typer.Option(Path("output"), "--out", help="Output folder."),
    bleed: float | None = typer.Option(None, "--bleed", help="Bleed in mm (e.g. 3); art runs into it."),
    no_crop_marks: bool = typer.Option(False, "--no-crop-marks", help="Leave out crop marks."),
    duplex: Duplex | None = typer.Option(None, "--duplex", help="How backs are printed."),
    back_offset: str | None = typer.Option(None, "--back-offset", help="Shift backs by X,Y mm."),
    single: bool = typer.Option(
        False, "--single", help="One piece per page, with TrimBox/BleedBox (3 mm bleed unless set)."
    ),
    ink: InkUse = typer.Option(InkUse.normal, "--ink", help="low: floods as light tints and outlines."),
    lang: Lang = typer.Option(
        Lang.both,
        "--lang",
        help="The kit's language: en, ko, or both (each sheet once per language, English first).",
    ),
    board_paper: BoardPaper | None = typer.Option(
        None,
        "--board-paper",
        help="Print boards whole on one big sheet: a3, a2, or custom (the board's own size plus margins).",
    ),
    pdfx: bool = typer.Option(
        False,
        "--pdfx",
        "--cmyk",
        help="With --single: PDFs as PDF/X-1a:2001 for offset printers, in CMYK with at most 240% ink.",
    ),
    icc: Path | None = typer.Option(
        None, "--icc", help="With --pdfx: the CMYK ICC profile to separate for (default: Ghostscript's)."
    ),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No progress bar, notes or summary."),
) -> int:
    """Build print-and-play kits into the output folder; GAME is a game (see `printkit list`), 'all' or a layout FILE.

    --board-paper prints each board whole on one big sheet instead of tiles: a3 or a2, or custom,
    a sheet exactly the board's size plus its margins, for a print shop. Every build also writes
    OUT/index.html, a gallery of every page built in OUT, with links to the PDFs.
    """
    from printkit.cli.targets import games_for
    from printkit.core.writing import check_source_date_epoch
    from printkit.kit.build import (
        draw_task,
        kit_documents,
        plan,
        retire_others,
        run_task,
        wants_kit,
        write_component,
        write_kit,
    )
    from printkit.kit.gallery import describe, write_gallery
    from printkit.layout.words import sheet_language

    check_source_date_epoch()
    options = print_options(
        format, paper, bleed, no_crop_marks, duplex, back_offset, single, board_paper, only, ink, lang
    )
    if pdfx or icc is not None:
        options = _with_pdfx(options, pdfx, icc)
    games = games_for(game)
    tasks = plan(games, options.only)
    if not quiet:
        _say_single_bleed(sorted({t.game.name for t in tasks}), options, {g.name: g.layout for g in games})
    written: list[Path] = []
    kits = all(wants_kit(options, g.layout) for g in games)
    drawn: dict[str, dict[str, tuple[Task, Document]]] = {g.name: {} for g in games}

    def run(task: Task) -> None:
        nonlocal written
        if not kits:
            written += list(run_task(task, options, out))
            return
        # A game with a one-file kit is drawn whole before anything of it is written: the kit, its
        # page budget and its checks come first, so a refused kit leaves none of the game's files.
        drawn[task.game.name][task.component.name] = (task, draw_task(task, options))
        if task is last[task.game.name]:
            mine = drawn.pop(task.game.name)
            docs = {name: doc for name, (_, doc) in mine.items()}
            kit = kit_documents(task.game, docs, options)
            for each, doc in mine.values():
                written += list(write_component(each, doc, options, out))
            written += list(write_kit(task.game, docs, options, out, kit))

    last = {t.game.name: t for t in tasks}
    if quiet or not sys.stderr.isatty():
        for task in tasks:
            run(task)
    else:
        import click

        with click.progressbar(
            tasks,
            label="building",
            file=sys.stderr,
            item_show_func=lambda t: t and f"{t.game.name}: {t.component.name}",
        ) as bar:
            for task in bar:
                run(task)
    if not options.only:  # every component of each game built: what this build no longer makes goes
        for each in games:
            retire_others(each.layout, options, out, written)
    words = sheet_language(options.lang)  # the gallery's own words: Korean in a Korean build, else English
    gallery = write_gallery(out, describe(games, out, words), words)
    if not quiet:
        pdfs = sum(1 for p in written if p.suffix == ".pdf")
        svgs = len(written) - pdfs
        say(f"printkit: wrote {pdfs} PDF and {svgs} SVG files under {out}/; see {gallery}")
    return int(ExitCode.OK)


def _with_pdfx(options: BuildOptions, pdfx: bool, icc: Path | None) -> BuildOptions:
    """Return the options with PDF/X output, or refuse --pdfx and --icc where they cannot apply."""
    from dataclasses import replace

    from printkit.kit.export.cmyk import pdf_x

    if not pdfx:
        raise UsageError("--icc is for --pdfx (PDF/X-1a in CMYK)")
    if not options.single:
        raise UsageError("--pdfx is for --single pages (one piece a page, with TrimBox and BleedBox)")
    if "pdf" not in options.formats:
        raise UsageError("--pdfx changes the PDFs, and --format svg writes none")
    return replace(options, pdfx=pdf_x(icc))


def _say_single_bleed(games: list[str], options: BuildOptions, layouts: Mapping[str, GameLayout]) -> None:
    """Tell on stderr which games' --single pages get the default bleed, their layouts having none."""
    from printkit.kit.build import SINGLE_BLEED

    if not options.single or options.bleed is not None:
        return
    defaulted = [g for g in games if layouts[g].print.bleed == 0]
    if defaulted:
        say(
            f"printkit: --single: no bleed in the layout of {', '.join(defaulted)}; using {SINGLE_BLEED:g} mm, "
            "as print shops ask (--bleed 0 builds without)"
        )


def register(app: typer.Typer) -> None:
    """Add the build command."""
    app.command("build")(build)
