"""The kit's cover: title and art, what is in the kit, which pages print how, how to make and what to bring."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from printkit.impose.cards import SheetSpec, paper_name
from printkit.impose.marks import ruler
from printkit.ink import Paints
from printkit.kitdocs.assemble import Part, Section, page_ranges
from printkit.kitdocs.extras import Item, kitinfo
from printkit.kitdocs.looks import FACES, INK, footer, look, page_frame
from printkit.kitdocs.text import LANGUAGE_NAMES, common_text, game_text
from printkit.scene import Group, Page, Rect, Shape, Style, Text, compose, scale, translate
from printkit.textflow import (
    Block,
    Bullets,
    Drawing,
    Frame,
    Heading,
    Para,
    Table,
    pour,
    set_blocks,
    text_lines,
)

GUTTER = 7.0
MIN_PT = 6.0  # the smallest text a player reads
FITS = (
    (84.0, 8.6),
    (66.0, 8.6),
    (56.0, 8.0),
    (48.0, 7.4),
)  # art height (mm) and body size (pt), tried in turn


class _TooLong(Exception):
    pass


@dataclass(frozen=True)
class CoverFacts:
    """What the cover says in figures: the contents rows and the page runs, as printed."""

    contents: tuple[tuple[int, str, str], ...]  # count, what, pages
    runs: tuple[tuple[int, int, bool], ...]


def _pages(first: int, last: int) -> str:
    return str(first) if first == last else f"{first}-{last}"


def _fill(text: str, **values: str) -> str:
    for k, v in values.items():
        text = text.replace("{" + k + "}", v)
    return text


def contents_rows(items: Sequence[Item], sections: Sequence[Section]) -> list[tuple[int, str, str]]:
    """Return the contents lines: count, what, and the pages that print it."""
    where = {s.name: _pages(s.first, s.last) for s in sections}
    return [(it.count, it.what, where.get(it.component, "")) for it in items]


def _tools(kinds: Sequence[str], extra: Sequence[str]) -> list[str]:
    common = common_text()
    out: list[str] = []
    for kind in kinds:
        for tool in common.steps[kind].tools:
            if tool not in out:
                out.append(tool)
    return out + [t for t in extra if t not in out]


def cover_page(
    layout: Any, spec: SheetSpec, sections: Sequence[Section], parts: Sequence[Part]
) -> tuple[Page, CoverFacts]:
    """Return the cover page and the figures it prints: the biggest art and type that fit one page."""
    for art_h, body in FITS:
        try:
            return _cover(layout, spec, sections, parts, art_h, body)
        except _TooLong:
            continue
    raise ValueError(f"the cover of {layout.game} does not fit on one {paper_name(spec.paper)} page")


def _cover(
    layout: Any,
    spec: SheetSpec,
    sections: Sequence[Section],
    parts: Sequence[Part],
    art_h: float,
    body: float,
) -> tuple[Page, CoverFacts]:
    info, common, text = kitinfo(layout.game), common_text(), game_text(layout.game)
    words = text.languages["en"]
    w, h = spec.paper_w, spec.paper_h
    frame = page_frame(spec, w, h)
    style = look("en", body=body, leading=body * 0.455)
    face = FACES["en"]
    edge = spec.duplex.replace("-", " ")
    items: list[Shape] = []

    art, aw, ah = info.cover_art(layout, Paints(spec.ink))
    k = min(art_h / ah, frame.w * 0.48 / aw)
    ax = frame.x + frame.w - aw * k
    art = _legible(tuple(art), k)
    items.append(Group(art, compose(translate(ax, frame.y), scale(k)), id="cover-art"))
    title_w = frame.w - aw * k - 6
    items.append(Text(frame.x, frame.y + 13, layout.title, 30, face.bold, INK, id="cover-title"))
    items.append(Rect(frame.x, frame.y + 17, title_w, 1.0, Style(fill="#8c5a2b")))
    y = frame.y + 23
    sub, y = text_lines(words.subtitle, frame.x, y, title_w, style.h2)
    items += sub
    y += 1.5
    line = "**A print-and-play kit.** Rules from " + words.source + "."
    src, y = text_lines(line, frame.x, y, title_w, style.body)
    items += src
    langs = [LANGUAGE_NAMES[k] for k in text.languages]
    if len(langs) > 1:
        both, y = text_lines(
            f"Rules and player aids in {' and '.join(langs)}.", frame.x, y, title_w, style.body
        )
        items += both

    items_of = info.contents(layout)
    rows = contents_rows(items_of, sections)
    runs = page_ranges([Section("cover", "this cover", (), 1, False), *sections])
    blocks: list[Block] = [Heading("How to print")]
    for first, last, two in runs:
        tpl = common.two_sided if two else common.one_sided
        blocks.append(Para(_fill(tpl, pages=_pages(first, last), edge=edge)))
    calib = next((s for s in sections if s.name == "calibration"), None)
    if calib:
        blocks.append(Para(_fill(common.calibrate, pages=_pages(calib.first, calib.last))))
    blocks.append(Para(common.scale))
    blocks.append(Drawing(7.0, lambda width: [Group(ruler("Vera"), translate(0, 1.5), id="ruler")]))
    blocks.append(Para(common.paper))
    table: list[tuple[str, str, str]] = [("pages", "what", "print on")]
    table.append(("1", "this cover", common.steps["sheet"].paper))
    for s in sections:
        if s.name == "blank":
            continue
        kind = info.KINDS.get(s.name, "sheet") if s.name != "calibration" else "sheet"
        what = "; ".join(f"**{it.count}** {it.what}" for it in items_of if it.component == s.name) or s.title
        paper = common.steps[kind].paper + (f", two-sided ({edge})" if s.two_sided else "")
        table.append((_pages(s.first, s.last), what, paper))
    left: list[Block] = [Heading("In this kit"), Table(tuple(table)), *blocks]
    kinds = [info.KINDS[p.name] for p in parts]
    steps = []
    for p in parts:
        step = common.steps[info.KINDS[p.name]]
        if info.KINDS[p.name] != "sheet":
            steps.append(_fill(step.text, what=p.description[:1].upper() + p.description[1:]))
    right: list[Block] = [Heading("Making it"), Bullets(tuple(steps), numbered=True)]
    right += [Heading("Bring"), Bullets(tuple(_tools(kinds, text.bring)))]

    top = max(y, frame.y + ah * k) + 4.0
    col_w = (frame.w - GUTTER) / 2
    for x, blocks in ((frame.x, left), (frame.x + col_w + GUTTER, right)):
        column = Frame(x, top, col_w, frame.y + frame.h - top)
        placed = pour(set_blocks(blocks, col_w, style), iter([column, column]))
        if len(placed) > 1:
            raise _TooLong
        items += placed[0][1]
    dx, dy = spec.back_offset
    built = (
        f"{layout.title} \u2014 built for {paper_name(spec.paper)}, duplex {spec.duplex}, bleed {spec.bleed:g} mm, "
        f"back offset {dx:g},{dy:g}"
    )
    items += footer(spec, w, h, built)
    return Page(w, h, tuple(items), label="cover"), CoverFacts(tuple(rows), tuple(runs))


def _legible(items: tuple[Shape, ...], k: float) -> tuple[Shape, ...]:
    """Return the art drawn at scale k without the texts it would print under 6 pt (a miniature's labels)."""
    out: list[Shape] = []
    for item in items:
        if isinstance(item, Text):
            if item.size * k >= MIN_PT:
                out.append(item)
        elif isinstance(item, Group):
            a, b, c, d = item.transform[:4]
            inner = k * math.sqrt(abs(a * d - b * c))
            out.append(dataclasses.replace(item, items=_legible(item.items, inner)))
        else:
            out.append(item)
    return tuple(out)
