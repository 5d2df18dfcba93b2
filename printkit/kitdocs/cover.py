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
from printkit.kitdocs.facts import Item, kitinfo
from printkit.kitdocs.looks import FACES, INK, fill_in, footer, look, page_frame
from printkit.kitdocs.pieces import is_gutterfold, is_tiled, punch_for, round_pieces
from printkit.kitdocs.text import LANGUAGE_NAMES, common_text, game_text
from printkit.layout.common import PAPER_MM
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


def _other_sheet(pages: tuple[Page, ...], spec: SheetSpec) -> str:
    """Return the name of the sheet these pages print on when it is not the kit's paper (A3, A2, or W x H mm)."""
    kit = sorted(PAPER_MM[spec.paper])
    for page in pages:
        size = sorted((page.width, page.height))
        if all(abs(a - b) < 0.5 for a, b in zip(size, kit, strict=True)):
            continue
        named = [
            n
            for n, mm in PAPER_MM.items()
            if all(abs(a - b) < 0.5 for a, b in zip(size, sorted(mm), strict=True))
        ]
        return paper_name(named[0]) if named else f"{size[0]:.0f} x {size[1]:.0f} mm"
    return ""


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


def making_kind(kind: str, part: Part) -> str:
    """Return the making step a part takes, from its pages: a board on one sheet or in tiles, a gutterfold sheet."""
    steps = common_text().steps
    if kind == "board" and not is_tiled(part.doc.pages):
        kind = "board-sheet"
    if is_gutterfold(part.doc.pages):
        kind += "-gutterfold"
    if kind not in steps:
        raise ValueError(f"layouts/text/common.yaml: steps has no {kind!r} (how to make {part.name})")
    return kind


def round_advice(part: Part) -> tuple[str, list[str]]:
    """Return how to cut a part's round pieces, measured from its pages, and the punches to bring."""
    rounds = common_text().rounds
    said, tools = [], []
    for pieces in round_pieces(part.doc.pages):
        size = f"{pieces.diameter:g} mm"
        punch = punch_for(pieces, rounds)
        if punch is None:
            said.append(_fill(rounds.scissors, size=size))
        else:
            said.append(_fill(rounds.punch, size=size, punch=punch.name))
            tools.append(_fill(rounds.tool, punch=punch.name))
    return " ".join(said), tools


def aid_copies(layout: Any, items: Sequence[Item]) -> str:
    """Return how many aid cards the kit prints in each language, when it has more than one ("" for one)."""
    text = game_text(layout.game)
    count = sum(it.count for it in items if it.component == "aids")
    langs = list(text.languages)
    if len(langs) == 1:
        return ""
    return " and ".join(f"{count // len(langs)} in {LANGUAGE_NAMES[k]}" for k in langs) + ", "


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
    sub, y = text_lines(fill_in(words.subtitle, layout), frame.x, y, title_w, style.h2)
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
    kind_of = {p.name: making_kind(info.KINDS[p.name], p) for p in parts}
    table: list[tuple[str, str, str]] = [("pages", "what", "print on")]
    table.append(("1", "this cover", common.steps["sheet"].paper))
    for s in sections:
        if s.name == "blank":
            table.append((_pages(s.first, s.last), common.blank_row, ""))
            continue
        kind = kind_of.get(s.name, "sheet") if s.name != "calibration" else "sheet"
        what = "; ".join(f"**{it.count}** {it.what}" for it in items_of if it.component == s.name) or s.title
        paper = common.steps[kind].paper + (f", two-sided ({edge})" if s.two_sided else "")
        sheet = _other_sheet(s.pages, spec)
        table.append((_pages(s.first, s.last), what, f"{sheet}: {paper}" if sheet else paper))
    left: list[Block] = [Heading("In this kit"), Table(tuple(table)), *blocks]
    kinds = [kind_of[p.name] for p in parts]
    steps, punches = [], []
    seats = str(info.seats(layout))
    for p in parts:
        step = common.steps[kind_of[p.name]]
        if info.KINDS[p.name] != "sheet":
            advice, tools = round_advice(p)
            punches += [t for t in tools if t not in punches]
            named = "; ".join(f"{it.count} {it.what}" for it in items_of if it.component == p.name)
            what = named or p.description
            filled = _fill(
                step.text,
                what=what[:1].upper() + what[1:],
                round=advice,
                copies=aid_copies(layout, items_of),
                seats=seats,
            )
            steps.append(filled.strip())
    right: list[Block] = [Heading("Making it"), Bullets(tuple(steps), numbered=True)]
    right += [Heading("Bring"), Bullets(tuple(_tools(kinds, [*punches, *text.bring])))]

    top = max(y, frame.y + ah * k) + 4.0
    col_w = (frame.w - GUTTER) / 2
    for x, blocks in ((frame.x, left), (frame.x + col_w + GUTTER, right)):
        column = Frame(x, top, col_w, frame.y + frame.h - top)
        placed = pour(set_blocks(blocks, col_w, style), iter([column, column]))
        if len(placed) > 1:
            raise _TooLong
        items += placed[0][1]
    dx, dy = spec.back_offset
    boards = sorted({sheet for s in sections if (sheet := _other_sheet(s.pages, spec))})
    built = (
        f"{layout.title} \u2014 built for {paper_name(spec.paper)}"
        + "".join(f" ({sheet} sheets too)" for sheet in boards)
        + f", duplex {spec.duplex}, bleed {spec.bleed:g} mm, back offset {dx:g},{dy:g}"
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
