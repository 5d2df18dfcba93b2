"""The player aid: a card per colour summarising a turn, drawn in card coordinates (mm)."""

from __future__ import annotations

from printkit.draw.ink import NORMAL, Paints
from printkit.draw.scene import Rect, Shape, Style, Text
from printkit.draw.textflow import Face, TextStyle, set_line, wrap
from printkit.games.anticipation.schema import Layout
from printkit.games.anticipation.symbols import MARK_MM, colour_mark, place, symbol_id
from printkit.kit.docs.looks import FACES, fill_in
from printkit.layout.words import Language, game_name, game_text, say

BODY_PT = 6.5
LEAD = 2.9  # mm between lines of body text


def aid_sections(layout: Layout, lang: Language = "en") -> list[tuple[str, str]]:
    """Return the aid's headings and texts from the game's words (aid:) in lang, rule options filled in."""
    aid = game_text(layout.game).languages[lang].aid
    if aid is None:
        raise ValueError(f"layouts/text/{layout.game}.yaml has no aid: for the player aid cards")
    blocks = aid.blocks
    pairs = list(zip(blocks[::2], blocks[1::2]))
    if len(blocks) % 2 or any(h.h is None or p.p is None for h, p in pairs):
        raise ValueError(
            f"layouts/text/{layout.game}.yaml: aid.blocks must be a heading (h) then a paragraph (p), in turn"
        )
    from printkit.games.anticipation import kitinfo  # the game's own kit facts (it imports this module)

    return [
        (fill_in(h.h or "", layout, kitinfo, lang), fill_in(p.p or "", layout, kitinfo, lang))
        for h, p in pairs
    ]


def aid_front(
    layout: Layout,
    colour: str,
    uses: set[tuple[str, str]],
    bleed: float,
    paints: Paints = NORMAL,
    lang: Language = "en",
) -> tuple[Shape, ...]:
    """Return the aid card's face for colour in lang: the colour band and the turn in brief."""
    style, c = layout.style, layout.colours[colour]
    w, h = layout.sizes.aid_card
    ink = paints.on(c.ink, c.fill)
    inset = layout.print.safe_margin + MARK_MM / 2
    items: list[Shape] = [
        Rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, paints.flood(Style(fill=c.fill))),
        Rect(3, 15, w - 6, h - 18, Style(fill="#fffdf6"), rx=2),
        Text(
            w / 2,
            10,
            f"{game_name(layout, lang).upper()} \u2014 {say(layout.game, colour, lang).upper()}",
            10,
            style.title_font,
            ink,
            "middle",
        ),
        colour_mark(layout, colour, inset + 0.8, 7.6, on_fill=True, paints=paints),
        colour_mark(layout, colour, w - inset - 0.8, 7.6, on_fill=True, paints=paints),
    ]
    face = Face(style.text_font, style.title_font) if lang == "en" else FACES[lang]
    body = TextStyle(face, BODY_PT, LEAD, style.ink)
    y = 20.5
    for head, text in aid_sections(layout, lang):
        items.append(Text(6, y, head, 7.2, face.bold, style.ink, id=None))
        y += LEAD + 0.3
        for line in wrap(text, w - 12, body):
            items += set_line(line, 6, y, body)
            y += LEAD
        y += 1.2
    return tuple(items)


def aid_back(
    layout: Layout,
    colour: str,
    uses: set[tuple[str, str]],
    bleed: float,
    paints: Paints = NORMAL,
    lang: Language = "en",
) -> tuple[Shape, ...]:
    """Return the aid card's back in lang: the colour, its shape and an ant."""
    style, c = layout.style, layout.colours[colour]
    w, h = layout.sizes.aid_card
    ink = paints.on(c.ink, c.fill)
    uses.add(("ant", ink))
    return (
        Rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, paints.flood(Style(fill=c.fill))),
        Rect(5, 5, w - 10, h - 10, Style(stroke=ink, width=0.5), rx=3),
        place(symbol_id("ant", ink), w / 2 - 20, h / 2 - 30, 40),
        colour_mark(layout, colour, w / 2, h / 2 + 22, 14, on_fill=True, paints=paints),
        Text(w / 2, h - 16, game_name(layout, lang).upper(), 14, style.title_font, ink, "middle"),
        Text(
            w / 2, h - 10, say(layout.game, f"{colour} player aid", lang), 8, style.text_font, ink, "middle"
        ),
    )
