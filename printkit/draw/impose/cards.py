"""Imposition of cards (or any rectangular piece) on sheets: n-up grid, gutterfold, single.

A part-filled sheet keeps the grid and centres the used slots as one block.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal, TypeVar, overload

from printkit.core.errors import DoesNotFit, TooManyPages
from printkit.core.limits import MAX_PAGES
from printkit.draw.impose.marks import EDGE_CLEAR, crop_marks, place_furniture
from printkit.draw.impose.nets import on_white
from printkit.draw.scene import Group, Line, Page, PrintDuplex, Rect, Shape, Style, Text, translate
from printkit.layout.common import BoardPaper, Duplex
from printkit.layout.words import Choice, SheetWords, fill, say, sheet_language, sheet_words

T = TypeVar("T")

CUT_GUIDE = Style(stroke="#444444", width=0.1)  # over a white line (nets.on_white): reads on any card art
FOLD_LINE = Style(stroke="#666666", width=0.2, dash=(2.0, 1.5))


@dataclass(frozen=True)
class SheetSpec:
    """How pieces go on paper: paper size, printer margin, bleed, marks, duplex and the footer."""

    paper: str
    paper_w: float
    paper_h: float
    margin: float
    bleed: float
    crop_marks: bool
    duplex: Duplex
    back_offset: tuple[float, float]
    title: str
    font: str
    single: bool = False
    board_paper: BoardPaper | None = None  # print boards on one big sheet
    ink: Literal["normal", "low"] = "normal"  # low: floods as light tints (printkit.draw.ink)
    lang: Choice = "both"  # the kit's languages (--lang): a Korean kit's sheets print Korean
    game: str = ""  # whose words say the sheets' labels in Korean

    @property
    def words(self) -> SheetWords:
        """Return what the sheets print round the pieces, in the sheets' language."""
        return sheet_words(sheet_language(self.lang))

    def say(self, english: str) -> str:
        """Return a label printkit's code passes in English (a component's, a caption) in the sheets' language."""
        return say(self.game, english, sheet_language(self.lang))

    @property
    def paper_label(self) -> str:
        """Return the paper's printed name in the sheets' language."""
        return self.words.papers.get(self.paper, paper_name(self.paper))

    @property
    def board_bleed(self) -> float:
        """Return how far a board's art runs past its edge: the bleed of a --single board's own page, else none
        (on sheets and on --board-paper the bleed belongs to the sheet, round the trim marks)."""
        return self.bleed if self.single and self.board_paper is None else 0.0

    @property
    def print_duplex(self) -> PrintDuplex:
        """Return how the documents print two-sided: a gutterfold sheet is printed one-sided."""
        return "none" if self.duplex == "gutterfold" else self.duplex


@dataclass(frozen=True)
class Grid:
    """A grid of pieces on one sheet; x0/y0 is the top-left trim corner of the first piece."""

    page_w: float
    page_h: float
    cols: int
    rows: int
    x0: float
    y0: float
    pitch_x: float
    pitch_y: float

    @property
    def per_sheet(self) -> int:
        return self.cols * self.rows

    def trim_origin(self, k: int) -> tuple[float, float]:
        """Return the top-left trim corner of slot k (row by row)."""
        return self.x0 + (k % self.cols) * self.pitch_x, self.y0 + (k // self.cols) * self.pitch_y

    def centred(self, count: int) -> list[tuple[float, float]]:
        """Return the trim corners of the first count slots, moved as one block to the sheet's middle."""
        # The block moves by whole pitches' halves, so a part-filled sheet keeps shared cut lines;
        # a short last row under full rows stays on the grid.
        dx = (self.cols - min(self.cols, count)) * self.pitch_x / 2
        dy = (self.rows - math.ceil(count / self.cols)) * self.pitch_y / 2
        return [(x + dx, y + dy) for x, y in map(self.trim_origin, range(count))]


@overload
def best_orientation(
    spec: SheetSpec, plan: Callable[[float, float], T], score: Callable[[T], float]
) -> T: ...
@overload
def best_orientation(
    spec: SheetSpec, plan: Callable[[float, float], T | None], score: Callable[[T], float]
) -> T | None: ...
def best_orientation(
    spec: SheetSpec, plan: Callable[[float, float], T | None], score: Callable[[T], float]
) -> T | None:
    """Return the plan for the paper upright or turned that scores highest (upright on a tie; None if neither fits).

    plan(page_w, page_h) lays the pieces out on paper of that size, or returns None where they do not fit.
    """
    plans = [
        p
        for w, h in ((spec.paper_w, spec.paper_h), (spec.paper_h, spec.paper_w))
        if (p := plan(w, h)) is not None
    ]
    return max(plans, key=score, default=None)


def paper_name(paper: str) -> str:
    """Return the paper's printed name (A4, Letter)."""
    return paper.upper() if paper.startswith("a") else paper.title()


def sheet_note(
    spec: SheetSpec, label: str, sheet: int, sheets: int, side: str | None = None, extra: str = ""
) -> str:
    """Return a sheet's footer: game, component, sheet number, duplex side, paper."""
    words = spec.words
    note = fill(words.sheet, title=spec.title, label=spec.say(label), sheet=sheet, sheets=sheets)
    if side:
        edge = words.edges.get(spec.duplex, spec.duplex)
        note += f", {words.sides.get(side, side)} \u2014 {fill(words.flip, edge=edge)}"
    if extra:
        note += f" \u2014 {extra}"
    return note + " \u2014 " + fill(words.at_100, paper=spec.paper_label)


def gutterfold_note(spec: SheetSpec, label: str, sheet: int, sheets: int, cut: str) -> str:
    """Return a gutterfold sheet's footer: game, component, sheet number, what to fold and cut, paper."""
    words = spec.words
    note = fill(
        words.gutterfold, title=spec.title, label=spec.say(label), sheet=sheet, sheets=sheets, cut=cut
    )
    return note + " \u2014 " + fill(words.at_100, paper=spec.paper_label)


def check_pages(count: int, label: str, where: str = "") -> None:
    """Raise TooManyPages, naming the count, if label would take more than MAX_PAGES pages."""
    if count > MAX_PAGES:
        raise TooManyPages(
            f"the {label} would take {count:,} pages; the limit is {MAX_PAGES:,} pages a file", key_path=where
        )


def plan_grid(spec: SheetSpec, w: float, h: float, where: str = "") -> Grid:
    """Return the orientation and grid that fit most pieces inside the printer margins."""
    cell_w, cell_h = w + 2 * spec.bleed, h + 2 * spec.bleed

    def grid(page_w: float, page_h: float) -> Grid | None:
        cols = int((page_w - 2 * spec.margin + 1e-9) // cell_w)
        rows = int((page_h - 2 * spec.margin + 1e-9) // cell_h)
        if cols < 1 or rows < 1:
            return None
        x0 = (page_w - cols * cell_w) / 2 + spec.bleed
        y0 = (page_h - rows * cell_h) / 2 + spec.bleed
        return Grid(page_w, page_h, cols, rows, x0, y0, cell_w, cell_h)

    best = best_orientation(spec, grid, lambda g: g.per_sheet)
    if best is None:
        raise DoesNotFit(
            f"a {w:g} x {h:g} mm piece (with {spec.bleed:g} mm bleed) is larger than the printable "
            f"area of {paper_name(spec.paper)} paper ({spec.paper_w:g} x {spec.paper_h:g} mm less {spec.margin:g} mm "
            "margins)",
            key_path=where,
        )
    return best


def cut_lines(origins: Sequence[tuple[float, float]], w: float, h: float) -> tuple[list[float], list[float]]:
    """Return the x and y cut lines of w x h pieces with their top-left trim corners at origins (shared lines once)."""
    xs = sorted({round(x + d, 4) for x, _ in origins for d in (0.0, w)})
    ys = sorted({round(y + d, 4) for _, y in origins for d in (0.0, h)})
    return xs, ys


def fold_line(fold: float, page_h: float, font: str, label: str = "fold") -> list[Shape]:
    """Return a gutterfold sheet's dashed fold line down the page at x = fold, labelled at its top."""
    return [
        Line(fold, EDGE_CLEAR, fold, page_h - EDGE_CLEAR, FOLD_LINE),
        Text(fold + 1.2, EDGE_CLEAR + 3, label, 6, font, "#666666"),
    ]


def _piece(
    items: Sequence[Shape], x: float, y: float, w: float, h: float, bleed: float, pid: str, guide: bool
) -> Group:
    content: list[Shape] = [Group(tuple(items), clip=(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed))]
    if guide:
        content.append(on_white(Rect(0, 0, w, h, CUT_GUIDE, id=f"cut-{pid}")))
    return Group(tuple(content), translate(x, y), id=pid)


def _mirror(spec: SheetSpec, grid: Grid, x: float, y: float, w: float, h: float) -> tuple[float, float]:
    return mirror_origin(spec, grid.page_w, grid.page_h, x, y, w, h)


def mirror_origin(
    spec: SheetSpec, page_w: float, page_h: float, x: float, y: float, w: float, h: float
) -> tuple[float, float]:
    """Return where the back of a w x h piece at (x, y) goes so that duplex lands it behind its front."""
    # Long-edge duplex turns the sheet about its long side: on a portrait sheet that mirrors
    # left-right, on a landscape sheet top-bottom. Short-edge duplex does the other one.
    landscape = page_w > page_h
    flip_x = (spec.duplex == "long-edge") != landscape
    dx, dy = spec.back_offset
    if flip_x:
        return page_w - x - w + dx, y + dy
    return x + dx, page_h - y - h + dy


@dataclass(frozen=True)
class Extras:
    """Pieces of the same size that follow the main ones into the last sheet's free places (a rules
    card behind a deck), with ids of their own (f"{prefix}front-N") so they are never counted as the deck."""

    prefix: str
    fronts: Sequence[Sequence[Shape]]
    backs: Sequence[Sequence[Shape]] | None
    # faces that fill the last sheet's places left free after the extras, in turn (ids "spare-front-N"),
    # with the back they share
    spares: Sequence[Sequence[Shape]] = ()
    spare_back: Sequence[Shape] | None = None


def _with_spares(
    fronts: list[Sequence[Shape]], backs: list[Sequence[Shape]] | None, per: int, extras: Extras | None
) -> tuple[list[Sequence[Shape]], list[Sequence[Shape]] | None]:
    """Return fronts and backs with spares in the last sheet's free places (per pieces a sheet)."""
    if extras is None or not extras.spares:
        return fronts, backs
    free = -len(fronts) % per
    added = [extras.spares[k % len(extras.spares)] for k in range(free)]
    if backs is not None:
        if extras.spare_back is None:
            raise ValueError("spare pieces need a back exactly when the pieces have backs")
        backs = [*backs, *[extras.spare_back] * free]
    return [*fronts, *added], backs


def impose(
    spec: SheetSpec,
    w: float,
    h: float,
    fronts: Sequence[Sequence[Shape]],
    backs: Sequence[Sequence[Shape]] | None,
    label: str,
    where: str = "",
    extras: Extras | None = None,
) -> list[Page]:
    """Return the sheets for pieces of w x h mm: fronts, each followed by its mirrored backs.

    extras go after the fronts, into the last sheet's free places (a sheet more only when there
    are none), and their spares fill the places still free; a print shop's --single build leaves
    them out (it takes the pieces alone).
    """
    if spec.single:
        return _single(spec, w, h, fronts, backs, label, where)
    n = len(fronts)
    fronts, backs = list(fronts), None if backs is None else list(backs)
    if extras is not None and extras.fronts:
        if (extras.backs is None) != (backs is None):
            raise ValueError("extra pieces need backs exactly when the pieces have backs")
        fronts = [*fronts, *extras.fronts]
        backs = None if backs is None or extras.backs is None else [*backs, *extras.backs]
    prefix = extras.prefix if extras is not None else ""
    m = len(fronts)  # the pieces and the extras; spares after them

    def pid(side: str, k: int) -> str:
        if k < n:
            return f"{side}-{k + 1}"
        return f"{prefix}{side}-{k - n + 1}" if k < m else f"spare-{side}-{k - m + 1}"

    if spec.duplex == "gutterfold" and backs is not None:
        return _gutterfold(spec, w, h, fronts, backs, label, where, pid, extras)
    grid = plan_grid(spec, w, h, where)
    per = grid.per_sheet
    fronts, backs = _with_spares(fronts, backs, per, extras)
    sheets = math.ceil(len(fronts) / per)
    sides = [("front", fronts)]
    if backs is not None and spec.duplex != "none":
        sides.append(("back", backs))
    with_backs = len(sides) == 2
    check_pages(sheets * len(sides), label, where)
    pages: list[Page] = []
    guide = spec.bleed == 0
    for s in range(sheets):
        chunk = range(s * per, min(len(fronts), (s + 1) * per))
        placed = grid.centred(len(chunk))
        for side, faces in sides:
            origins = placed
            if side == "back":
                origins = [_mirror(spec, grid, x, y, w, h) for x, y in placed]
            items: list[Shape] = []
            for (x, y), k in zip(origins, chunk):
                art = faces[k]
                items.append(_piece(art, x, y, w, h, spec.bleed, pid(side, k), guide))
            xs, ys = cut_lines(origins, w, h)
            box = (xs[0] - spec.bleed, ys[0] - spec.bleed, xs[-1] + spec.bleed, ys[-1] + spec.bleed)
            if spec.crop_marks:
                items.extend(crop_marks(xs, ys, box, grid.page_w, grid.page_h))
            note = sheet_note(spec, label, s + 1, sheets, side if with_backs else None)
            items.extend(
                place_furniture(
                    grid.page_w, grid.page_h, box, xs, ys, note, spec.font, ruler_label=spec.words.ruler
                )
            )
            pages.append(Page(grid.page_w, grid.page_h, tuple(items), label=f"{label} {side} {s + 1}"))
    return pages


def _single(
    spec: SheetSpec,
    w: float,
    h: float,
    fronts: Sequence[Sequence[Shape]],
    backs: Sequence[Sequence[Shape]] | None,
    label: str,
    where: str,
) -> list[Page]:
    b = spec.bleed
    check_pages(len(fronts) * (2 if backs is not None and spec.duplex != "none" else 1), label, where)
    pages = []
    for k, art in enumerate(fronts):
        sides = [("front", art)] + (
            [("back", backs[k])] if backs is not None and spec.duplex != "none" else []
        )
        for side, items in sides:
            piece = _piece(items, b, b, w, h, b, f"{side}-{k + 1}", False)
            pages.append(
                Page(
                    w + 2 * b,
                    h + 2 * b,
                    (piece,),
                    label=f"{label} {k + 1} {side}",
                    trim_box=(b, b, w, h),
                    bleed_box=(0, 0, w + 2 * b, h + 2 * b),
                )
            )
    return pages


def _gutterfold(
    spec: SheetSpec,
    w: float,
    h: float,
    fronts: Sequence[Sequence[Shape]],
    backs: Sequence[Sequence[Shape]],
    label: str,
    where: str,
    pid: Callable[[str, int], str],
    extras: Extras | None = None,
) -> list[Page]:
    # Fronts on one half, backs on the other, mirrored about the fold line between them.
    gap = spec.bleed + 4.0  # trim to fold: room for the glue and the fold
    cell_w, cell_h = w + 2 * spec.bleed, h + 2 * spec.bleed

    def halves(page_w: float, page_h: float) -> tuple[float, float, int, int] | None:
        cols = int((page_w / 2 - gap - spec.margin + spec.bleed) // cell_w)
        rows = int((page_h - 2 * spec.margin) // cell_h)
        return (page_w, page_h, cols, rows) if cols >= 1 and rows >= 1 else None

    best = best_orientation(spec, halves, lambda p: p[2] * p[3])
    if best is None:
        plan_grid(spec, w, h, where)  # a piece too big for the paper at all: the standard message
        raise DoesNotFit(
            f"a {w:g} x {h:g} mm piece (with {spec.bleed:g} mm bleed) does not fit twice across "
            f"{paper_name(spec.paper)} paper, front and back beside the fold, for --duplex gutterfold "
            "(long-edge or short-edge duplex prints it)",
            key_path=where,
        )
    page_w, page_h, cols, rows = best
    fold = page_w / 2
    per = cols * rows
    fronts, with_backs = _with_spares(list(fronts), list(backs), per, extras)
    assert with_backs is not None  # backs in, backs out
    backs = with_backs
    sheets = math.ceil(len(fronts) / per)
    check_pages(sheets, label, where)
    pages = []
    for s in range(sheets):
        items = fold_line(fold, page_h, spec.font, spec.words.fold)
        placed: list[tuple[float, float]] = []
        chunk = range(s * per, min(len(fronts), (s + 1) * per))
        # A part-filled sheet: the used rows are centred down the sheet and a lone part row keeps
        # to the fold, so fronts and backs stay one block centred on the page.
        used_cols, used_rows = min(cols, len(chunk)), math.ceil(len(chunk) / cols)
        y0 = (page_h - used_rows * cell_h) / 2 + spec.bleed
        for slot, k in enumerate(chunk):
            col, row = slot % cols, slot // cols
            x = fold - gap - w - (used_cols - 1 - col) * cell_w
            y = y0 + row * cell_h
            items.append(_piece(fronts[k], x, y, w, h, spec.bleed, pid("front", k), spec.bleed == 0))
            bx = 2 * fold - x - w + spec.back_offset[0]
            items.append(
                _piece(
                    backs[k], bx, y + spec.back_offset[1], w, h, spec.bleed, pid("back", k), spec.bleed == 0
                )
            )
            placed += [(x, y), (bx, y)]
        xs, ys = cut_lines(placed, w, h)
        box = (xs[0] - spec.bleed, ys[0] - spec.bleed, xs[-1] + spec.bleed, ys[-1] + spec.bleed)
        if spec.crop_marks:
            items.extend(crop_marks(xs, ys, box, page_w, page_h))
        # Without bleed each piece has a grey cut guide; with it, only the crop marks show the cuts.
        words = spec.words
        cut = words.cut_grey if spec.bleed == 0 else words.cut_crop if spec.crop_marks else words.cut_out
        note = gutterfold_note(spec, label, s + 1, sheets, cut)
        items.extend(
            place_furniture(
                page_w, page_h, box, xs, ys, note, spec.font, folds=(fold,), ruler_label=spec.words.ruler
            )
        )
        pages.append(Page(page_w, page_h, tuple(items), label=f"{label} gutterfold {s + 1}"))
    return pages
