"""A setup sheet's page: a title, a drawing scaled to fit the paper, notes beneath it, a footer.

`printkit setup` puts a game's position picture (the one `printkit show` draws) on paper this way;
the picture is a scaled reference to copy onto the table, not a piece to cut, so it has no ruler.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from printkit.draw.impose.cards import SheetSpec, best_orientation, paper_name
from printkit.draw.impose.marks import FURNITURE_INK
from printkit.draw.picture import INK, TEXT_FONT, TITLE_FONT
from printkit.draw.scene import Document, Group, Page, Shape, Symbol, Text, compose, scale, translate
from printkit.draw.textflow import Face, TextStyle, text_lines

MARGIN = 10.0  # mm: at least this, or the printer's margin if larger
HEAD = 12.0  # mm from the top margin to the drawing: the title's line
GAP = 5.0  # mm between the drawing and the notes
FOOT = 8.0  # mm kept at the bottom for the footer
NOTES = TextStyle(Face(TEXT_FONT, TITLE_FONT), 8.5, 4.3, INK)
PARAGRAPH = 1.6  # mm between two notes


@dataclass(frozen=True)
class Drawing:
    """What goes on a sheet: shapes in mm, their size, and the page's words (notes take **bold**)."""

    width: float
    height: float
    items: tuple[Shape, ...]
    title: str
    notes: tuple[str, ...]
    label: str


def _notes(notes: Sequence[str], x: float, y: float, width: float) -> tuple[list[Shape], float]:
    """The notes set from the baseline y down; the shapes and the height they take."""
    out: list[Shape] = []
    top = y
    for note in notes:
        shapes, y = text_lines(note, x, y, width, NOTES)
        out += shapes
        y += PARAGRAPH
    return out, y - top - NOTES.leading - PARAGRAPH if notes else 0.0


def sheet_page(spec: SheetSpec, drawing: Drawing, footer: str) -> Page:
    """Return one page, upright or turned (whichever shows the drawing larger), at most actual size."""
    margin = max(spec.margin, MARGIN)

    def plan(paper_w: float, paper_h: float) -> tuple[float, float, float]:
        _, notes_h = _notes(drawing.notes, 0.0, 0.0, paper_w - 2 * margin)
        room_w = paper_w - 2 * margin
        room_h = paper_h - 2 * margin - HEAD - FOOT - (notes_h + GAP + NOTES.leading if drawing.notes else 0)
        return min(1.0, room_w / drawing.width, room_h / drawing.height), paper_w, paper_h

    k, page_w, page_h = best_orientation(spec, plan, lambda p: p[0])
    text_w = page_w - 2 * margin
    x = (page_w - drawing.width * k) / 2
    y = margin + HEAD
    out: list[Shape] = [
        Text(margin, margin + 5.0, drawing.title, 11, TITLE_FONT, INK, id="setup-title"),
        Group(drawing.items, compose(translate(x, y), scale(k)), id="setup-picture"),
    ]
    notes, _ = _notes(drawing.notes, margin, y + drawing.height * k + GAP + NOTES.leading, text_w)
    out += notes
    size = "actual size" if k == 1.0 else f"{k * 100:.0f}% of actual size"
    out.append(
        Text(
            page_w / 2,
            page_h - margin,
            f"{footer} \u2014 drawn at {size} \u2014 {paper_name(spec.paper)}",
            6,
            spec.font,
            FURNITURE_INK,
            "middle",
            id="footer",
        )
    )
    return Page(page_w, page_h, tuple(out), label=drawing.label)


def setup_sheets(title: str, seed: int, pages: Sequence[Page], symbols: Iterable[Symbol]) -> Document:
    """Return a setup's sheets as one document, titled for its game and seed (each symbol once)."""
    kept = {symbol.id: symbol for symbol in symbols}
    return Document(f"{title} setup {seed}", tuple(pages), tuple(kept.values()))
