"""Building a game's kit: components -> documents -> SVG and PDF files under the output folder."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from printkit.core.errors import DoesNotFit, LayoutError, Location, UsageError, UserError
from printkit.draw.component import Component
from printkit.draw.impose.cards import SheetSpec, check_pages
from printkit.draw.scene import Document, Page
from printkit.games.definition import LoadedGame
from printkit.layout.common import PAPER_MM, BoardPaper, Duplex, Paper
from printkit.layout.folders import reading
from printkit.layout.spots import text_fields, where

if TYPE_CHECKING:
    from printkit.draw.render.pdf import PdfX


@dataclass(frozen=True)
class BuildOptions:
    """What the user asked for on the command line; None keeps the layout's own setting."""

    formats: tuple[Literal["svg", "pdf"], ...] = ("pdf", "svg")
    paper: Paper | None = None
    bleed: float | None = None
    crop_marks: bool | None = None
    duplex: Duplex | None = None
    back_offset: tuple[float, float] | None = None
    single: bool = False
    only: tuple[str, ...] = ()
    board_paper: BoardPaper | None = None
    ink: Literal["normal", "low"] = "normal"
    pdfx: PdfX | None = None  # PDFs as PDF/X-1a:2001, every colour separated to CMYK as it says
    lang: Literal["en", "ko", "both"] = "both"  # the kit's languages: each sheet once per language, or one


def components(game: LoadedGame[Any, Any]) -> tuple[Component, ...]:
    """Return the components a game declares, then the kit's printed words (rules, aids, the game's extras).

    The words come from the words folder of the game's layout.
    """
    from printkit.draw.vocab.custom import custom_components, is_custom
    from printkit.kit.docs.extras import extra_components

    if is_custom(game.layout):  # a game all in its layout: its components, and no kit words
        return custom_components(game.layout)
    with reading(game.layout):
        every = game.definition.components + extra_components(game.definition)
    every += added_components(game.layout, {c.name for c in every})
    return tuple(dataclasses.replace(c, build=_in_its_language(c.build)) for c in every)


def added_components(layout: Any, printed: set[str]) -> tuple[Component, ...]:
    """Return the printed components of a game's layout that its Python neither prints nor places (a
    designer's own), each drawn by its kind as a custom game's are."""
    from printkit.draw.vocab.component import PrintedArt
    from printkit.draw.vocab.custom import art_components

    placed = printed | set(type(layout).__placed_art__)
    arts = getattr(layout, "components", {})  # a game's layout need not describe its art
    return art_components(
        {name: art for name, art in arts.items() if name not in placed and isinstance(art, PrintedArt)}
    )


def _in_its_language(build: Callable[[Any, SheetSpec], Document]) -> Callable[[Any, SheetSpec], Document]:
    """Return build drawing in the languages its sheet spec names (--lang), whoever calls it."""
    from printkit.layout.words import speaking

    def run(layout: Any, spec: SheetSpec) -> Document:
        with speaking(spec.lang):
            return build(layout, spec)

    return run


SINGLE_BLEED = 3.0  # mm: --single pages go to print shops, which ask for bleed


def bleed_of(layout: Any, options: BuildOptions) -> float:
    """Return the bleed to build with: --bleed, else the layout's, else 3 mm for --single pages."""
    if options.bleed is not None:
        return options.bleed
    if options.single and layout.print.bleed == 0:
        return SINGLE_BLEED
    return float(layout.print.bleed)


def sheet_spec(layout: Any, options: BuildOptions) -> SheetSpec:
    """Return the print settings of a layout with the command line's overrides applied (a Korean kit's sheets
    name the game in Korean)."""
    from printkit.layout.words import game_name

    p = layout.print
    paper = options.paper or p.paper
    w, h = PAPER_MM[paper]
    return SheetSpec(
        paper=paper,
        paper_w=w,
        paper_h=h,
        margin=p.margin,
        bleed=bleed_of(layout, options),
        crop_marks=p.crop_marks if options.crop_marks is None else options.crop_marks,
        duplex=options.duplex or p.duplex,
        back_offset=options.back_offset or p.back_offset,
        title=layout.title if options.lang != "ko" else game_name(layout, "ko"),
        font="Vera",
        single=options.single,
        board_paper=options.board_paper,
        ink=options.ink,
        lang=options.lang,
        game=layout.game,
    )


@dataclass(frozen=True)
class Task:
    """One component of one game to build, from the layout the game was resolved with."""

    game: LoadedGame[Any, Any]
    component: Component

    @property
    def layout(self) -> Any:
        """The layout the component is drawn from."""
        return self.game.layout


def plan(games: Sequence[LoadedGame[Any, Any]], only: tuple[str, ...]) -> list[Task]:
    """Return the build tasks, checking --only names against each game's components."""
    tasks = []
    for game in games:
        comps = components(game)
        names = {c.name for c in comps}
        unknown = [o for o in only if o not in names]
        if only and len(games) == 1 and unknown:
            raise UsageError(
                f"{game.name} has no component {unknown[0]!r} (it has: {', '.join(sorted(names))})"
            )
        tasks += [Task(game, c) for c in comps if not only or c.name in only]
    return tasks


def draw(layout: Any, component: Component, options: BuildOptions) -> Document:
    """Return a component's document, checked after drawing; a problem is a LayoutError at the field to blame."""
    with reading(layout):
        return checked(
            layout,
            lambda: component.build(layout, sheet_spec(layout, options)),
            component.name,
            component.key,
            options,
        )


def checked(
    layout: Any,
    build: Callable[[], Document],
    name: str,
    key: str = "",
    options: BuildOptions | None = None,
    passed: Sequence[Page] = (),
) -> Document:
    """Return build()'s document once it passes the page budget and the check after drawing (passed:
    its pages that passed already, in a document of the same symbols).

    Any DoesNotFit on the way becomes a LayoutError located at the layout field it blames: the text
    a drawn text came from, else the key the imposition named, else the component's own key; or,
    when a shipped layout fails only under the options given, a UsageError naming those options.
    """
    from printkit.draw.check import DrawProblem, check_document

    try:
        doc = build()
        check_pages(len(doc.pages), name, key)
        check_document(doc, key, passed)
    except DrawProblem as problem:
        found = blame(layout, problem.text, problem.chars)
        place = None if found or not problem.chars else _words_place(layout, problem.chars[0])
        if place is not None:  # a character of the words files (or templates) the draw read
            raise LayoutError(problem.message, place) from None
        at = found or problem.key_path or key
        raise _blamed(layout, problem.message, at, options) from None
    except DoesNotFit as error:
        at = error.key_path or key
        raise _blamed(layout, error.message, at, options) from None
    return doc


def _words_place(layout: Any, ch: str) -> Location | None:
    """Return where ch first stands in a file of the layout's own words folder the draw read (the shipped words are not the user's)."""
    from printkit.layout.folders import current, place_of, shipped

    sources = current()
    if sources.words == shipped().words:
        return None
    return place_of(ch, sorted(p for p in sources.reads if p.suffix == ".yaml" and p.is_file()))


def _blamed(layout: Any, message: str, at: str, options: BuildOptions | None) -> UserError:
    """Return a drawing problem as the error of whoever asked for it: the layout's field, or, for a
    layout printkit ships, the command-line options (a shipped file is not the user's to mend)."""
    flags = option_flags(options) if options is not None else ""
    if flags and is_shipped(layout):
        field = f" ({at})" if at else ""
        return UsageError(f"{flags}: the shipped {layout.game} layout cannot be built so: {message}{field}")
    return LayoutError(message, where(layout, at), at)


def is_shipped(layout: Any) -> bool:
    """Return whether a layout was read from the layouts printkit ships (not a copy, nor PRINTKIT_LAYOUTS)."""
    from printkit.layout.folders import packaged_dir
    from printkit.layout.spots import layout_file

    file = layout_file(layout)
    return file is not None and file.resolve().parent == packaged_dir("layouts").resolve()


def option_flags(options: BuildOptions) -> str:
    """Return the print options a BuildOptions holds as they are typed (--only and --format aside)."""
    flags = [f"--paper {options.paper}"] if options.paper else []
    if options.bleed is not None:
        flags.append(f"--bleed {options.bleed:g}")
    if options.crop_marks is False:
        flags.append("--no-crop-marks")
    if options.duplex:
        flags.append(f"--duplex {options.duplex}")
    if options.back_offset is not None:
        flags.append("--back-offset {:g},{:g}".format(*options.back_offset))
    if options.single:
        flags.append("--single")
    if options.board_paper:
        flags.append(f"--board-paper {options.board_paper}")
    if options.ink == "low":
        flags.append("--ink low")
    if options.lang != "both":
        flags.append(f"--lang {options.lang}")
    return " ".join(flags)


def blame(layout: Any, text: str | None, chars: str = "") -> str | None:
    """Return the key path of the layout text a drawn text came from (the one holding chars, if given)."""
    if not text:
        return None
    drawn = text.casefold()
    best: tuple[int, str] | None = None
    for key, value in text_fields(layout):
        if chars:
            if any(c in value for c in chars) and value.casefold() in drawn:
                return key
            continue
        if len(value) >= 3 and value.casefold() in drawn and (best is None or len(value) > best[0]):
            best = (len(value), key)
    return best[1] if best else None


def check_kit(game: LoadedGame[Any, Any], options: BuildOptions | None = None) -> None:
    """Draw and check everything a build of a game's layout with these options draws, writing nothing (validate)."""
    options = options or BuildOptions()
    tasks = plan([game], options.only)
    docs = {t.component.name: draw(game.layout, t.component, options) for t in tasks}
    if wants_kit(options, game.layout):
        kit_documents(game, docs, options)


def run_task(
    task: Task, options: BuildOptions, out: Path, keep: dict[str, Document] | None = None
) -> Iterator[Path]:
    """Build one component and write its files atomically; yield each path written (keep: also collect its document)."""
    doc = draw_task(task, options)
    if keep is not None:
        keep[task.component.name] = doc
    yield from write_component(task, doc, options, out)


def draw_task(task: Task, options: BuildOptions) -> Document:
    """Return one task's component drawn and checked, writing nothing."""
    return draw(task.layout, task.component, options)


def write_component(task: Task, doc: Document, options: BuildOptions, out: Path) -> Iterator[Path]:
    """Write a drawn component's files atomically; yield each path written."""
    layout = task.layout
    stem = file_stem(layout, task.component.name, doc, sheet_spec(layout, options), options)
    yield from _write(layout, options, out, stem, doc, doc.pages)


def _write(
    layout: Any, options: BuildOptions, out: Path, stem: str, doc: Document, svg_pages: Sequence[Page]
) -> Iterator[Path]:
    from printkit.core.writing import output_folder

    folder = output_folder(out, layout.file_prefix)
    if "svg" in options.formats:
        output_folder(out, layout.file_prefix, "svg")
    yield from write_files(
        folder, stem, doc, options.formats, svg_pages, build_key(layout, options), options.pdfx
    )


def build_key(layout: Any, options: BuildOptions) -> str:
    """Return what tells the builds of a game apart in its folder: the options that name its files."""
    spec = sheet_spec(layout, options)
    parts = [spec.paper, "single" if options.single else "", options.board_paper or ""]
    return " ".join(p for p in parts + option_names(layout, options) if p)


def retire_others(layout: Any, options: BuildOptions, out: Path, written: Sequence[Path]) -> list[Path]:
    """After a whole build of a game (every component), remove what an earlier build with the same
    options wrote and this one did not (its documents of components or pages it no longer has)."""
    from printkit.core.owned import retire

    folder = out / layout.file_prefix
    stems = {
        p.stem if p.suffix == ".pdf" else p.stem.rpartition("-")[0]
        for p in written
        if p.parent in (folder, folder / "svg")
    }
    return retire(folder, build_key(layout, options), stems)


def write_files(
    folder: Path,
    stem: str,
    doc: Document,
    formats: Sequence[str] = ("pdf", "svg"),
    svg_pages: Sequence[Page] | None = None,
    build: str = "",
    pdfx: Any = None,
) -> list[Path]:
    """Write a document as folder/STEM.pdf and folder/svg/STEM-NNN.svg (svg_pages: the pages to write
    as SVG, default all) in place of whatever an earlier write of STEM left; return the paths written
    (build: the options it was built with, see `build_key`; pdfx: PDF/X-1a output, see `BuildOptions.pdfx`)."""
    from printkit.core.owned import write_document

    def render(kinds: Sequence[str]) -> dict[str, bytes]:
        files: dict[str, bytes] = {}
        if "pdf" in kinds:
            from printkit.draw.render.pdf import render_document

            files[f"{stem}.pdf"] = render_document(doc, pdfx)
        if "svg" in kinds:
            from printkit.draw.render.svg import render_page

            for i, page in enumerate(doc.pages if svg_pages is None else svg_pages, 1):
                files[f"svg/{stem}-{i:03d}.svg"] = render_page(page, doc.symbols, f"p{i}")
        return files

    left_out = [kind for kind in ("pdf", "svg") if kind not in formats]
    return write_document(folder, stem, render(formats), build, lambda: render(left_out))


def wants_kit(options: BuildOptions, layout: Any = None) -> bool:
    """Return whether a build writes the one-file kit: every component built, sheets rather than single
    pieces, of a registered game (a custom layout's build is its components alone)."""
    from printkit.draw.vocab.custom import is_custom

    return not options.only and not options.single and not is_custom(layout)


def kit_documents(
    game: LoadedGame[Any, Any], docs: dict[str, Document], options: BuildOptions
) -> list[tuple[str, Document, tuple[Any, ...]]]:
    """Return the one-file kit and, when it has two-sided pages, its calibration sheet, checked: (name, document, pages written as SVG).

    docs are the components' documents as draw returns them: checked.
    """
    from printkit.kit.docs.build import build_kit

    layout = game.layout
    spec = sheet_spec(layout, options)
    with reading(layout):
        kit = build_kit(layout, game.definition.facts, spec, [(c, docs[c.name]) for c in components(game)])
        # The kit is made of its components' very pages, each checked already, and their symbols
        # (merge_symbols refuses two different ones under one id): only its own pages are checked.
        passed = [page for doc in docs.values() for page in doc.pages]
        checked(layout, lambda: kit.doc, "kit", options=options, passed=passed)
        covers = tuple(p for p in kit.doc.pages if p.label.split()[0] == "cover")  # one a language
        out = [("kit", kit.doc, covers)]
        if kit.calibration:
            calibration = checked(
                layout,
                lambda: Document(layout.title, kit.calibration, (), spec.print_duplex),
                "calibration",
                options=options,
            )
            out.append(("calibration", calibration, calibration.pages))
    return out


def write_kit(
    game: LoadedGame[Any, Any],
    docs: dict[str, Document],
    options: BuildOptions,
    out: Path,
    kit: list[tuple[str, Document, tuple[Any, ...]]] | None = None,
) -> Iterator[Path]:
    """Write <game>-kit-<paper>.pdf (every component in print order, behind a cover) and, when the kit
    has two-sided pages, <game>-calibration-<paper>.pdf; SVGs of the pages only the kit has (kit: kit_documents' answer, if already made)."""
    layout = game.layout
    spec = sheet_spec(layout, options)
    for name, doc, pages in kit if kit is not None else kit_documents(game, docs, options):
        stem = file_stem(layout, name, doc, spec, options)
        yield from _write(layout, options, out, stem, doc, pages)


def file_stem(layout: Any, component: str, doc: Document, spec: SheetSpec, options: BuildOptions) -> str:
    """Return a build's file name without extension: game, component, paper and each option that makes it
    differ from what the layout alone builds (so files of builds with other options never share a name)."""
    stem = f"{layout.file_prefix}-{component}"
    # --single pages are each one piece at its own size (they carry a TrimBox): the paper does not
    # change them, so it is not in their name; sheets (nets) still depend on it.
    if not (options.single and all(page.trim_box for page in doc.pages)):
        big = [options.board_paper is not None and not _on_paper(page, spec) for page in doc.pages]
        if big and all(big):  # a board on its own big sheet: that sheet is its paper
            stem += f"-{options.board_paper}"
        elif any(big):  # the kit: sheets of the paper, the boards on big sheets
            stem += f"-{spec.paper}-board-{options.board_paper}"
        else:
            stem += f"-{spec.paper}"
    if options.single:
        stem += "-single"
    return stem + "".join(f"-{part}" for part in option_names(layout, options))


def option_names(layout: Any, options: BuildOptions) -> list[str]:
    """Return the name parts of the command-line settings that change a build from the layout's own."""
    p = layout.print
    parts = []
    if options.bleed is not None and options.bleed != bleed_of(
        layout, dataclasses.replace(options, bleed=None)
    ):
        parts.append(f"bleed{options.bleed:g}")
    if options.duplex is not None and options.duplex != p.duplex:
        parts.append("no-duplex" if options.duplex == "none" else options.duplex)
    if options.back_offset is not None and tuple(options.back_offset) != tuple(p.back_offset):
        parts.append("offset{:g}x{:g}".format(*options.back_offset))
    if options.crop_marks is not None and options.crop_marks != p.crop_marks:
        parts.append("crop-marks" if options.crop_marks else "no-crop-marks")
    if options.ink == "low":
        parts.append("low-ink")
    if options.pdfx is not None:
        parts.append("pdfx")
    if options.lang != "both":
        parts.append(options.lang)
    return parts


def _on_paper(page: Page, spec: SheetSpec) -> bool:
    """Return whether a page is a sheet of the build's paper (either way up)."""
    size = sorted((page.width, page.height))
    return all(abs(a - b) < 0.01 for a, b in zip(size, sorted((spec.paper_w, spec.paper_h)), strict=True))
