"""The kit's cover: title and art, what is in the kit, which pages print how, how to make and what to bring."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from printkit.draw.impose.cards import SheetSpec, paper_name
from printkit.draw.impose.marks import ruler
from printkit.draw.ink import Paints
from printkit.draw.miniature import legible
from printkit.draw.scene import Group, Page, Rect, Shape, Style, Text, compose, scale, translate
from printkit.draw.textflow import (
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
from printkit.games.definition import Item
from printkit.kit.docs.assemble import Part, Section, page_ranges
from printkit.kit.docs.coverfacts import (
    assembly_drawing,
    credit_lines,
    play_line,
    sheet_counts,
    sheets_line,
    sleeve_line,
    stocks,
)
from printkit.kit.docs.looks import FACES, INK, fill_in, footer, look, page_frame
from printkit.kit.docs.pieces import is_gutterfold, is_tiled, punch_for, round_pieces
from printkit.layout.common import PAPER_MM
from printkit.layout.words import CoverWords, Language, common_text, game_name, game_text, kit_languages, say

if TYPE_CHECKING:
    from printkit.games.definition import KitFacts

GUTTER = 7.0
FITS = (
    (84.0, 8.6),
    (66.0, 8.6),
    (56.0, 8.0),
    (48.0, 7.4),
    (38.0, 7.0),
    (30.0, 6.6),
)  # art height (mm) and body size (pt), tried in turn (none under 6 pt)


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


def counted(words: CoverWords, count: int, what: str, bold: bool = False) -> str:
    """Return a count and what it counts as the cover's language writes them ("**110** cards", "카드 **110장**")."""
    cut = min((i for i in (what.find(c) for c in ":,(") if i > 0), default=len(what))
    head, rest = what[:cut].rstrip(), what[cut:]
    last = head.split(" ")[-1] if head else ""
    number = f"{count}{words.counters.get(last, words.counter)}"
    return _fill(words.counted, count=f"**{number}**" if bold else number, what=what, head=head, rest=rest)


def contents_rows(items: Sequence[Item], sections: Sequence[Section]) -> list[tuple[int, str, str]]:
    """Return the contents lines: count, what, and the pages that print it."""
    where = {s.name: _pages(s.first, s.last) for s in sections}
    return [(it.count, it.what, where.get(it.component, "")) for it in items]


def _tools(kinds: Sequence[str], extra: Sequence[str], lang: Language = "en") -> list[str]:
    common = common_text(lang)
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


def round_advice(part: Part, lang: Language = "en") -> tuple[str, list[str]]:
    """Return how to cut a part's round pieces, measured from its pages, and the punches to bring, in lang."""
    rounds = common_text(lang).rounds
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


def aid_copies(layout: Any, items: Sequence[Item], lang: Language = "en") -> str:
    """Return how many aid cards the kit prints in each language, when it has more than one ("" for one), in lang."""
    langs = list(kit_languages(layout.game))
    count = sum(it.count for it in items if it.component == "aids")
    if len(langs) == 1:
        return ""
    words = common_text(lang).cover
    each = [
        _fill(words.copies, count=str(count // len(langs)), language=words.language_names[k]) for k in langs
    ]
    return _joined(words, each) + ", "


def _joined(words: CoverWords, names: Sequence[str]) -> str:
    """Return names joined as the cover's language joins a list: "A, B and C"."""
    if len(names) == 1:
        return names[0]
    return _fill(words.joined, first=", ".join(names[:-1]), last=names[-1])


def cover_page(
    layout: Any,
    facts: KitFacts,
    spec: SheetSpec,
    sections: Sequence[Section],
    parts: Sequence[Part],
    lang: Language = "en",
    covers: int = 1,
    art: tuple[Sequence[Shape], float, float] | None = None,
) -> tuple[Page, CoverFacts]:
    """Return the cover page in lang and the figures it prints (the game's kit facts tell its art, seats and
    figures): the biggest art and type that fit one page (covers: how many covers the kit has, one per
    language, at its front; art: the cover art, when the caller drew it already)."""
    # drawn and measured once: the sizes tried only scale the art and set the words
    art = art or facts.cover_art(layout, Paints(spec.ink))
    kind_of = {p.name: making_kind(p.kind, p) for p in parts}
    advice = {p.name: round_advice(p, lang) for p in parts if p.kind != "sheet"}
    fixed = _Fixed(art, kind_of, advice)
    for art_h, body in FITS:
        try:
            return _cover(layout, facts, spec, sections, parts, fixed, art_h, body, lang, covers)
        except _TooLong:
            continue
    from printkit.core.errors import DoesNotFit

    # a user's layout can get here (long words, many components): one line, not a traceback
    raise DoesNotFit(f"the cover of {layout.game} does not fit on one {paper_name(spec.paper)} page")


@dataclass(frozen=True)
class _Fixed:
    """What a cover is drawn from whatever size it is tried at: its art, each part's making step and round advice."""

    art: tuple[Sequence[Shape], float, float]
    kind_of: dict[str, str]
    advice: dict[str, tuple[str, list[str]]]


def _cover(
    layout: Any,
    info: KitFacts,
    spec: SheetSpec,
    sections: Sequence[Section],
    parts: Sequence[Part],
    fixed: _Fixed,
    art_h: float,
    body: float,
    lang: Language = "en",
    covers: int = 1,
) -> tuple[Page, CoverFacts]:
    common, text = common_text(lang), game_text(layout.game)
    words, said = text.languages[lang], common_text(lang).cover

    def term(english: str) -> str:
        return say(layout.game, english, lang)

    w, h = spec.paper_w, spec.paper_h
    frame = page_frame(spec, w, h)
    style = look(lang, body=body, leading=body * 0.455)
    face = FACES[lang]
    edge = common.sheets.edges.get(spec.duplex, spec.duplex)
    items: list[Shape] = []

    art, aw, ah = fixed.art
    k = min(art_h / ah, frame.w * 0.48 / aw)
    ax = frame.x + frame.w - aw * k
    items.append(Group(legible(tuple(art), k), compose(translate(ax, frame.y), scale(k)), id="cover-art"))
    title_w = frame.w - aw * k - 6
    items.append(Text(frame.x, frame.y + 13, game_name(layout, lang), 30, face.bold, INK, id="cover-title"))
    items.append(Rect(frame.x, frame.y + 17, title_w, 1.0, Style(fill="#8c5a2b")))
    y = frame.y + 23
    sub, y = text_lines(fill_in(words.subtitle, layout, info, lang), frame.x, y, title_w, style.h2)
    items += sub
    if box := play_line(common, text, info.seats(layout)):
        facts, y = text_lines(box, frame.x, y + 0.5, title_w, style.body)
        items += facts
    y += 1.5
    line = _fill(said.kit_line, source=words.source)
    src, y = text_lines(line, frame.x, y, title_w, style.body)
    items += src
    langs = [said.language_names[k] for k in kit_languages(layout.game)]
    if len(langs) > 1:
        line = _fill(said.languages_line, languages=_joined(said, langs))
        both, y = text_lines(line, frame.x, y, title_w, style.body)
        items += both

    items_of = info.contents(layout)
    rows = contents_rows(items_of, sections)
    fronts = tuple(Page(w, h, ()) for _ in range(covers))
    runs = page_ranges([Section("cover", said.this_cover, fronts, 1, False), *sections])
    blocks: list[Block] = [Heading(said.how_to_print)]
    for first, last, two in runs:
        tpl = common.two_sided if two else common.one_sided
        blocks.append(Para(_fill(tpl, pages=_pages(first, last), edge=edge)))
    calib = next((s for s in sections if s.name == "calibration"), None)
    if calib:
        blocks.append(Para(_fill(common.calibrate, pages=_pages(calib.first, calib.last))))
    blocks.append(Para(common.scale))
    label = common.sheets.ruler
    blocks.append(Drawing(7.0, lambda width: [Group(ruler("Vera", label), translate(0, 1.5), id="ruler")]))
    blocks.append(Para(common.paper))
    kind_of = fixed.kind_of
    table: list[tuple[str, str, str]] = [said.table]
    if covers > 1:
        names = _joined(said, [said.language_names[k] for k in kit_languages(layout.game)])
        table.append((_pages(1, covers), _fill(said.covers, languages=names), common.steps["sheet"].paper))
    else:
        table.append(("1", said.this_cover, common.steps["sheet"].paper))
    for s in sections:
        if s.name == "blank":
            table.append((_pages(s.first, s.last), common.blank_row, ""))
            continue
        kind = kind_of.get(s.name, "sheet") if s.name != "calibration" else "sheet"
        named = [
            counted(said, it.count, term(it.what), bold=True) for it in items_of if it.component == s.name
        ]
        what = "; ".join(named) or _section_title(s, said, term)
        paper = common.steps[kind].paper + (_fill(said.two_sided, edge=edge) if s.two_sided else "")
        sheet = _other_sheet(s.pages, spec)
        table.append((_pages(s.first, s.last), what, f"{sheet}: {paper}" if sheet else paper))
    count_lines = [
        sheets_line(common, sheet_counts(sections, stocks(kind_of))),
        sleeve_line(common, parts, kind_of),
    ]
    left: list[Block] = [
        Heading(said.in_kit),
        Table(tuple(table)),
        *(Para(t) for t in count_lines if t),
        *blocks,
    ]
    kinds = [kind_of[p.name] for p in parts]
    steps, punches = [], []
    seats = str(info.seats(layout))
    for p in parts:
        step = common.steps[kind_of[p.name]]
        if p.kind != "sheet":
            advice, tools = fixed.advice[p.name]
            punches += [t for t in tools if t not in punches]
            listed = "; ".join(
                counted(said, it.count, term(it.what)) for it in items_of if it.component == p.name
            )
            what = listed or term(p.description)
            filled = _fill(
                step.text,
                what=what[:1].upper() + what[1:],
                round=advice,
                copies=aid_copies(layout, items_of, lang),
                seats=seats,
            )
            steps.append(filled.strip())
    right: list[Block] = [Heading(said.making), Bullets(tuple(steps), numbered=True)]
    right += assembly_drawing(common, parts, kind_of)
    bring = [*punches, *map(term, text.bring)]
    right += [Heading(said.bring), Bullets(tuple(_tools(kinds, bring, lang)))]
    right += [Para(line) for line in credit_lines(common, words.source)]

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
    built = _fill(
        said.built,
        title=game_name(layout, lang),
        paper=common.sheets.papers.get(spec.paper, paper_name(spec.paper)),
        also="".join(_fill(said.also, sheet=sheet) for sheet in boards),
        duplex=common.sheets.edges.get(spec.duplex, spec.duplex) if lang != "en" else spec.duplex,
        bleed=f"{spec.bleed:g}",
        dx=f"{dx:g}",
        dy=f"{dy:g}",
    )
    items += footer(spec, w, h, built, lang=lang)
    label = "cover" if lang == "en" else f"cover {lang}"
    return Page(w, h, tuple(items), label=label), CoverFacts(tuple(rows), tuple(runs))


def _section_title(section: Section, said: CoverWords, term: Callable[[str], str]) -> str:
    """Return how the cover names a section holding none of the contents' items, in the cover's language."""
    if section.name == "calibration":
        return said.calibration_title
    if section.name == "blank":
        return said.blank_title
    return term(section.title)
