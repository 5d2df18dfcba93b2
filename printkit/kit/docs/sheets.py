"""Rules sheets: a game's rules in each of its languages, set in two columns over as many pages as they need."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from printkit.draw.impose.cards import SheetSpec
from printkit.draw.ink import NORMAL, Paints
from printkit.draw.scene import Page, Shape, Text
from printkit.draw.textflow import Block as TextBlock
from printkit.draw.textflow import Box, Bullets, Drawing, Frame, Heading, Look, Para, Table, pour, set_blocks
from printkit.draw.vocab.component import DrawingArt
from printkit.kit.docs.looks import (
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
from printkit.layout.words import (
    Block,
    GameText,
    Language,
    Reading,
    Readings,
    Sheet,
    common_text,
    fill,
    game_name,
    game_text,
    kit_languages,
)

GUTTER = 7.0


if TYPE_CHECKING:
    from printkit.games.definition import KitFacts

DrawingMaker = Callable[[Any, str, Language, Look], Drawing]


def reading_words(reading: Reading, layout: Any, lang: Language, facts: KitFacts) -> str:
    """Return a reading in plain words as it stands: for an option, the words of the value the layout sets."""
    if reading.cases is None:
        assert reading.text is not None
        return fill_in(reading.text, layout, facts, lang)
    values = option_values(layout)
    if reading.option not in values:
        raise ValueError(f"readings: {reading.option!r} is not a rule option of this game")
    value = values[reading.option]
    if value not in reading.cases:
        raise ValueError(
            f"layouts/text/{layout.game}.yaml ({lang}): the reading of {reading.option} has no words "
            f"for {value!r} (it has: {', '.join(reading.cases)})"
        )
    return fill_in(reading.cases[value], layout, facts, lang)


def readings_box(readings: Readings, layout: Any, lang: Language, facts: KitFacts) -> Box:
    """Return the marked box of the referee's readings, each in plain words for the options the layout sets."""
    values = option_values(layout)
    for r in readings.items:
        if r.option is not None and r.option not in values:
            raise ValueError(f"readings: {r.option!r} is not a rule option of this game")
    lines = [reading_words(r, layout, lang, facts) for r in readings.items]
    blocks: tuple[Any, ...] = (Bullets(tuple(lines)),)
    if readings.intro:
        blocks = (Para(fill_in(readings.intro, layout, facts, lang)), *blocks)
    return Box(readings.title, blocks)


def blocks_of(
    sheet: Sheet,
    layout: Any,
    lang: Language,
    facts: KitFacts,
    style: Look,
    paints: Paints = NORMAL,
) -> list[Any]:
    """Return a sheet's blocks as text-flow blocks, option values, drawings (the game's kit facts') and
    pictures (in the build's paints) filled in."""
    out: list[Any] = []
    for b in sheet.blocks:
        if is_shown(b, layout, lang):
            out.append(_block(b, layout, lang, facts, style, paints))
    return out


def is_shown(block: Block, layout: Any, lang: Language) -> bool:
    """Return whether a block is printed: always, or when the layout's rule options have its when: values
    (and, for a picture, its example's)."""
    if block.picture is not None:
        from printkit.kit.docs.examples import example_of, is_in_force

        if not is_in_force(layout, example_of(layout, block.picture)[0]):
            return False
    if block.when is None:
        return True
    values = option_values(layout)
    for name, value in block.when.items():
        if name not in values:
            raise ValueError(
                f"layouts/text/{layout.game}.yaml ({lang}): when: names {name!r}, not a rule option of this game"
            )
        if values[name] != value:
            return False
    return True


def _block(b: Block, layout: Any, lang: Language, facts: KitFacts, style: Look, paints: Paints) -> TextBlock:
    def f(t: str) -> str:
        return fill_in(t, layout, facts, lang)

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
        return readings_box(b.readings, layout, lang, facts)
    if b.picture is not None:
        from printkit.kit.docs.examples import example_drawing

        return example_drawing(layout, facts, b.picture, b.caption or "", lang, style, paints)
    assert b.drawing is not None
    art = getattr(layout, "components", {}).get(b.drawing)
    if isinstance(art, DrawingArt):  # described in the layout (kind: drawing)
        from printkit.draw.vocab.drawing import rules_drawing

        return rules_drawing(layout, b.drawing, art, lang, style, game_text(layout.game).examples, paints)
    drawings = facts.DRAWINGS
    if b.drawing not in drawings:
        raise ValueError(f"no drawing called {b.drawing!r} for this game (it has: {', '.join(drawings)})")
    drawn: Drawing = drawings[b.drawing](layout, b.drawing, lang, style)
    return drawn


def _columns(first: PageFrame, later: PageFrame, first_top: float) -> Iterator[Frame]:
    w = (first.w - GUTTER) / 2
    yield Frame(first.x, first.y + first_top, w, first.h - first_top)
    yield Frame(first.x + w + GUTTER, first.y + first_top, w, first.h - first_top)
    while True:
        yield Frame(later.x, later.y, w, later.h)
        yield Frame(later.x + w + GUTTER, later.y, w, later.h)


def rules_pages(layout: Any, spec: SheetSpec, facts: KitFacts, text: GameText | None = None) -> list[Page]:
    """Return the rules sheet's pages, one language after the other, each starting on a fresh page."""
    text = text or game_text(layout.game)
    width, height = spec.paper_w, spec.paper_h
    frame = page_frame(spec, width, height)
    pages: list[Page] = []
    chosen = kit_languages(layout.game, spec.lang)
    for lang, words in text.languages.items():
        if lang not in chosen:
            continue
        cover = common_text(lang).cover
        title = game_name(layout, lang)
        style = look(lang)
        head, top = header(
            words.rules.title, fill_in(words.subtitle, layout, facts, lang), frame, FACES[lang]
        )
        col_w = (frame.w - GUTTER) / 2
        blocks = blocks_of(words.rules, layout, lang, facts, style, Paints(spec.ink))
        pieces = set_blocks(blocks, col_w, style)
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
                        fill(cover.rules_more, title=words.rules.title, page=k + 1, pages=count),
                        8,
                        FACES[lang].bold,
                        MUTED,
                    )
                ]
            )
            for _, shapes in placed[2 * k : 2 * k + 2]:
                items += shapes
            note = fill(cover.rules_note, title=title, lang=lang, page=k + 1, pages=count)
            items += footer(spec, width, height, note, lang=lang)
            pages.append(Page(width, height, tuple(items), label=f"rules {lang} {k + 1}"))
    return pages
