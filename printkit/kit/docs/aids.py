"""Player aid cards set from a game's words: one card per copy and language, imposed like cards."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from printkit.core.errors import DoesNotFit
from printkit.draw.impose.cards import SheetSpec, impose
from printkit.draw.ink import NORMAL, Paints
from printkit.draw.scene import Page, Rect, Shape, Style, Text
from printkit.draw.textflow import Frame, pour, set_blocks
from printkit.kit.docs.looks import ACCENT, FACES, INK, look
from printkit.kit.docs.sheets import blocks_of
from printkit.layout.words import NATIVE_NAMES, Language, Sheet, game_text, kit_languages

if TYPE_CHECKING:
    from printkit.games.definition import KitFacts

AID_SIZE = (94.0, 130.0)  # mm: four to a sheet on A4 and Letter inside margins of up to 11 mm
SIZES = (9.0, 8.6, 8.2, 7.8, 7.4, 7.0, 6.6, 6.3, 6.0)  # pt, tried in turn (the smallest for a rules card)
HEAD_H = 12.0


def aid_face(
    layout: Any,
    lang: Language,
    facts: KitFacts,
    bleed: float,
    paints: Paints = NORMAL,
    marked: bool | None = None,
    sheet: Sheet | None = None,
    card: tuple[float, float] = AID_SIZE,
) -> tuple[Shape, ...]:
    """Return one aid card's face in lang (or a rules card's, given its sheet and card size): a title band and its words in one column."""
    words = game_text(layout.game).languages[lang]
    sheet = sheet or words.aid
    if sheet is None:
        raise ValueError(f"layouts/text/{layout.game}.yaml has no {lang} aid")
    w, h = card
    face = FACES[lang]
    items: list[Shape] = [
        Rect(-bleed, -bleed, w + 2 * bleed, h + 2 * bleed, paints.flood(Style(fill=ACCENT))),
        Rect(3, HEAD_H, w - 6, h - HEAD_H - 3, Style(fill="#fffdf6"), rx=2),
        Text(w / 2, 8.2, sheet.title, 10, face.bold, paints.on("#fffaf0", ACCENT), "middle"),
    ]
    if marked if marked is not None else len(game_text(layout.game).languages) > 1:
        items.append(Text(w - 5, h - 4.6, NATIVE_NAMES[lang], 6, face.regular, INK, "end"))
    frame = Frame(6, HEAD_H + 2.5, w - 12, h - HEAD_H - 9.0)
    for size in SIZES:  # the largest type that fits the card
        style = look(lang, body=size, leading=size * 0.45)
        pieces = set_blocks(blocks_of(sheet, layout, lang, facts, style, paints), w - 12, style)
        placed = pour(pieces, iter([frame, Frame(6, h, w - 12, 1e6)]))
        if len(placed) == 1:
            break
    else:
        raise ValueError(f"the {lang} {sheet.title!r} of {layout.game} is too long for its card")
    items += placed[0][1]
    return tuple(items)


def rules_cards(
    layout: Any,
    facts: KitFacts,
    size: tuple[float, float],
    bleed: float,
    paints: Paints = NORMAL,
    where: str = "",
    which: str = "card",
) -> list[tuple[Shape, ...]]:
    """Return the game's rules cards (which="spare": its spare cards) at its cards' size, one for each
    language whose words have one (DoesNotFit at where, the layout value that sized them, when their
    words do not fit one)."""
    what = "rules" if which == "card" else which
    cards = []
    for lang, words in kit_languages(layout.game).items():  # a one-language kit: its own card only
        sheet = words.card if which == "card" else words.spare
        if sheet is None:
            continue
        try:
            cards.append(aid_face(layout, lang, facts, bleed, paints, sheet=sheet, card=size))
        except ValueError:
            raise DoesNotFit(
                f"the {lang} {what} card's words run past the edge of its piece at any size down to "
                f"{SIZES[-1]:g} pt: a {size[0]:g} x {size[1]:g} mm card is too small for them",
                key_path=where,
            ) from None
    return cards


def aid_pages(layout: Any, spec: SheetSpec, facts: KitFacts) -> list[Page]:
    """Return the aid cards imposed one-sided: in each language, one for every seat the referee accepts
    (facts: the game's kit facts, which say the seats and draw its words' drawings)."""

    langs = kit_languages(layout.game, spec.lang)
    copies = facts.seats(layout)
    faces = {
        lang: aid_face(layout, lang, facts, spec.bleed, Paints(spec.ink), len(langs) > 1) for lang in langs
    }
    fronts = [faces[lang] for lang in langs for _ in range(copies)]  # a seat's copy is the same face
    return impose(spec, *AID_SIZE, fronts, None, "player aids")
