"""Rules sheets: a game's rules in each of its languages, set in two columns over as many pages as they need."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from printkit.impose.cards import SheetSpec
from printkit.kitdocs.looks import (
    FACES,
    MUTED,
    PageFrame,
    fill_in,
    footer,
    header,
    look,
    option_values,
    page_frame,
)
from printkit.kitdocs.text import Block, GameText, Language, Readings, Sheet, game_text
from printkit.scene import Page, Shape, Text
from printkit.textflow import Block as TextBlock
from printkit.textflow import Box, Bullets, Drawing, Frame, Heading, Look, Para, Table, pour, set_blocks

GUTTER = 7.0
NOW = {"en": "now", "ko": "\ud604\uc7ac"}  # "now: VALUE" after an option's name

DrawingMaker = Callable[[Any, str, Language, Look], Drawing]


def readings_box(readings: Readings, layout: Any, lang: Language) -> Box:
    """Return the marked box of the referee's readings: each option with the value printkit uses."""
    values = option_values(layout)
    lines = []
    for r in readings.items:
        text = fill_in(r.text, layout)
        if r.option is not None:
            if r.option not in values:
                raise ValueError(f"readings: {r.option!r} is not a rule option of this game")
            text = f"**{r.option}** ({NOW[lang]}: {values[r.option]}): {text}"
        lines.append(text)
    blocks: tuple = (Bullets(tuple(lines)),)
    if readings.intro:
        blocks = (Para(fill_in(readings.intro, layout)), *blocks)
    return Box(readings.title, blocks)


def blocks_of(
    sheet: Sheet, layout: Any, lang: Language, drawings: dict[str, DrawingMaker], style: Look
) -> list:
    """Return a sheet's blocks as text-flow blocks, option values and drawings filled in."""
    out: list = []
    for b in sheet.blocks:
        out.append(_block(b, layout, lang, drawings, style))
    return out


def _block(
    b: Block, layout: Any, lang: Language, drawings: dict[str, DrawingMaker], style: Look
) -> TextBlock:
    f = lambda t: fill_in(t, layout)  # noqa: E731
    if b.h is not None:
        return Heading(f(b.h), 1)
    if b.h2 is not None:
        return Heading(f(b.h2), 2)
    if b.p is not None:
        return Para(f(b.p))
    if b.bullets is not None:
        return Bullets(tuple(map(f, b.bullets)))
    if b.steps is not None:
        return Bullets(tuple(map(f, b.steps)), numbered=True)
    if b.table is not None:
        return Table(tuple(tuple(map(f, row)) for row in b.table))
    if b.readings is not None:
        return readings_box(b.readings, layout, lang)
    assert b.drawing is not None
    if b.drawing not in drawings:
        raise ValueError(f"no drawing called {b.drawing!r} for this game (it has: {', '.join(drawings)})")
    return drawings[b.drawing](layout, b.drawing, lang, style)


def _columns(first: PageFrame, later: PageFrame, first_top: float) -> Iterator[Frame]:
    w = (first.w - GUTTER) / 2
    yield Frame(first.x, first.y + first_top, w, first.h - first_top)
    yield Frame(first.x + w + GUTTER, first.y + first_top, w, first.h - first_top)
    while True:
        yield Frame(later.x, later.y, w, later.h)
        yield Frame(later.x + w + GUTTER, later.y, w, later.h)


def rules_pages(
    layout: Any, spec: SheetSpec, drawings: dict[str, DrawingMaker], text: GameText | None = None
) -> list[Page]:
    """Return the rules sheet's pages, one language after the other, each starting on a fresh page."""
    text = text or game_text(layout.game)
    width, height = spec.paper_w, spec.paper_h
    frame = page_frame(spec, width, height)
    pages: list[Page] = []
    for lang, words in text.languages.items():
        style = look(lang)
        head, top = header(words.rules.title, fill_in(words.subtitle, layout), frame, FACES[lang])
        col_w = (frame.w - GUTTER) / 2
        pieces = set_blocks(blocks_of(words.rules, layout, lang, drawings, style), col_w, style)
        placed = pour(pieces, _columns(frame, frame, top))
        count = (len(placed) + 1) // 2
        for k in range(count):
            items: list[Shape] = (
                list(head)
                if k == 0
                else [
                    Text(
                        frame.x,
                        frame.y - 4.0,
                        f"{words.rules.title} ({k + 1}/{count})",
                        8,
                        FACES[lang].bold,
                        MUTED,
                    )
                ]
            )
            for _, shapes in placed[2 * k : 2 * k + 2]:
                items += shapes
            note = f"{layout.title} \u2014 rules ({lang}), page {k + 1} of {count}"
            items += footer(spec, width, height, note)
            pages.append(Page(width, height, tuple(items), label=f"rules {lang} {k + 1}"))
    return pages
