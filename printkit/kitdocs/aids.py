"""Player aid cards set from a game's words: one card per copy and language, imposed like cards."""

from __future__ import annotations

from typing import Any

from printkit.impose.cards import SheetSpec, impose
from printkit.ink import NORMAL, Paints
from printkit.kitdocs.facts import kitinfo
from printkit.kitdocs.looks import ACCENT, FACES, INK, look
from printkit.kitdocs.sheets import DrawingMaker, blocks_of
from printkit.kitdocs.text import NATIVE_NAMES, Language, game_text, kit_languages
from printkit.scene import Page, Rect, Shape, Style, Text
from printkit.textflow import Frame, pour, set_blocks

AID_SIZE = (94.0, 130.0)  # mm: four to a sheet on A4 and Letter inside margins of up to 11 mm
SIZES = (9.0, 8.6, 8.2, 7.8, 7.4, 7.0)  # pt, tried in turn
HEAD_H = 12.0


def aid_face(
    layout: Any,
    lang: Language,
    drawings: dict[str, DrawingMaker],
    bleed: float,
    paints: Paints = NORMAL,
    marked: bool | None = None,
) -> tuple[Shape, ...]:
    """Return one aid card's face in lang: a title band and the aid's words in one column."""
    words = game_text(layout.game).languages[lang]
    if words.aid is None:
        raise ValueError(f"layouts/text/{layout.game}.yaml has no {lang} aid")
    w, h = AID_SIZE
    face = FACES[lang]
    items: list[Shape] = [
        Rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, paints.flood(Style(fill=ACCENT))),
        Rect(3, HEAD_H, w - 6, h - HEAD_H - 3, Style(fill="#fffdf6"), rx=2),
        Text(w / 2, 8.2, words.aid.title, 10, face.bold, paints.on("#fffaf0", ACCENT), "middle"),
    ]
    if marked if marked is not None else len(game_text(layout.game).languages) > 1:
        items.append(Text(w - 5, h - 4.6, NATIVE_NAMES[lang], 6, face.regular, INK, "end"))
    frame = Frame(6, HEAD_H + 2.5, w - 12, h - HEAD_H - 9.0)
    for size in SIZES:  # the largest type that fits the card
        style = look(lang, body=size, leading=size * 0.45)
        pieces = set_blocks(blocks_of(words.aid, layout, lang, drawings, style), w - 12, style)
        placed = pour(pieces, iter([frame, Frame(6, h, w - 12, 1e6)]))
        if len(placed) == 1:
            break
    else:
        raise ValueError(f"the {lang} player aid of {layout.game} is too long for its card")
    items += placed[0][1]
    return tuple(items)


def aid_pages(layout: Any, spec: SheetSpec, drawings: dict[str, DrawingMaker]) -> list[Page]:
    """Return the aid cards imposed one-sided: in each language, one for every seat the referee accepts."""

    langs = kit_languages(layout.game, spec.lang)
    copies = kitinfo(layout.game).seats(layout)
    fronts = [
        aid_face(layout, lang, drawings, spec.bleed, Paints(spec.ink), len(langs) > 1)
        for lang in langs
        for _ in range(copies)
    ]
    return impose(spec, *AID_SIZE, fronts, None, "player aids")
