"""A score pad sheet: pads one above the other, each a column per seat and a row per round with running totals."""

from __future__ import annotations

from typing import Any

from printkit.draw.impose.cards import SheetSpec
from printkit.draw.impose.marks import RULER_H, ruler
from printkit.draw.scene import Document, Group, Line, Page, Rect, Shape, Style, Text, translate
from printkit.kit.docs.looks import ACCENT, INK, MUTED, footer, page_frame
from printkit.layout.words import Language, common_text, fill, game_name, sheet_language

GRID = Style(stroke="#7a6a58", width=0.2)
HEAVY = Style(stroke=INK, width=0.45)
CUT = Style(stroke="#555555", width=0.25, dash=(2.0, 1.5))


def pad(
    layout: Any, width: float, height: float, target: int, seats: int, lang: Language = "en"
) -> list[Shape]:
    """Return one pad in a width x height box: title, seats columns (points, total), round rows."""
    rounds = layout.score_pad.rounds
    font, bold = "Vera", "Vera-Bold"
    words = common_text(lang).score_pad
    out: list[Shape] = [
        Text(0, 6, fill(words.title, title=game_name(layout, lang)), 13, bold, INK),
        Text(
            width,
            6,
            fill(words.target, target=target),
            7,
            font,
            MUTED,
            "end",
        ),
        Rect(0, 8.2, width, 0.7, Style(fill=ACCENT)),
    ]
    label_w = 14.0
    col = (width - label_w) / seats
    top = 12.0
    name_h, sub_h = 9.0, 5.0
    row = (height - top - name_h - sub_h) / rounds
    y_rows = top + name_h + sub_h
    out.append(Text(0, top + 6.0, words.player, 7, font, MUTED))
    out.append(Text(0, y_rows - 1.5, words.round, 7, font, MUTED))
    for s in range(seats):
        x = label_w + s * col
        out.append(
            Rect(
                x + 1.0,
                top + 1.0,
                col - 2.0,
                name_h - 2.0,
                Style(fill="#ffffff", stroke=GRID.stroke, width=0.2),
                rx=1,
            )
        )
        out.append(Text(x + col * 0.25, y_rows - 1.5, "+", 7, bold, MUTED, "middle"))
        out.append(Text(x + col * 0.7, y_rows - 1.5, words.total, 7, bold, MUTED, "middle"))
    for r in range(rounds):
        y = y_rows + r * row
        if r % 2 == 0:
            out.append(Rect(0, y, width, row, Style(fill="#f4ecda")))
        out.append(Text(label_w / 2, y + row / 2 + 1.2, str(r + 1), 8, bold, INK, "middle"))
    for s in range(seats + 1):
        x = label_w + s * col
        out.append(Line(x, top, x, height, HEAVY))
        if s < seats:
            out.append(Line(x + col * 0.45, top + name_h, x + col * 0.45, height, GRID))
    for r in range(rounds + 1):
        y = y_rows + r * row
        out.append(Line(0, y, width, y, HEAVY if r in (0, rounds) else GRID))
    out.append(Line(label_w, top + name_h, width, top + name_h, GRID))
    return out


def scorepad_page(
    layout: Any, spec: SheetSpec, count: int, target: int, seats: int, lang: Language | None = None
) -> Page:
    """Return a sheet of count pads one above the other in lang (default: the sheets'), a dashed cut line between them."""
    lang = lang or sheet_language(spec.lang)
    words = common_text(lang).score_pad
    w, h = spec.paper_w, spec.paper_h
    frame = page_frame(spec, w, h)
    gap = 12.0
    lane = 6.0  # the ruler's, at the foot of the frame: below it is the footer, then the printer's dead zone
    pad_h = (frame.h - lane - (count - 1) * gap) / count
    items: list[Shape] = []
    for k in range(count):
        y = frame.y + k * (pad_h + gap)
        items.append(
            Group(
                tuple(pad(layout, frame.w, pad_h, target, seats, lang)),
                translate(frame.x, y),
                id=f"pad-{k + 1}",
            )
        )
        if k:
            cy = y - gap / 2
            items.append(Line(frame.x - 6, cy, frame.x + frame.w + 6, cy, CUT))
            items.append(Text(frame.x + frame.w + 6, cy - 1.0, words.cut, 6, "Vera", MUTED, "end"))
    items.append(
        Group(
            ruler("Vera", common_text(lang).sheets.ruler),
            translate(frame.x + frame.w - 50, frame.y + frame.h - RULER_H),
            id="ruler",
        )
    )
    items += footer(spec, w, h, fill(words.note, title=game_name(layout, lang), count=count), lang=lang)
    return Page(w, h, tuple(items), label="score pads")


def scorepad_document(layout: Any, spec: SheetSpec, count: int, target: int, seats: int) -> Document:
    """Return a sheet of count score pads as the kit's document for it."""
    return Document(layout.title, (scorepad_page(layout, spec, count, target, seats),))
