"""The kit's printed-word look: faces per language, text styles, the page frame every document page shares."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any

from printkit import __version__
from printkit.draw.impose.cards import SheetSpec
from printkit.draw.scene import Line, Rect, Shape, Style, Text
from printkit.draw.textflow import Face, Look, TextStyle
from printkit.layout.fonts import LANGUAGE_FACES
from printkit.layout.words import (
    Language,
    common_text,
    fill,
    game_text,
    sheet_language,
    words_error,
)

if TYPE_CHECKING:
    from printkit.games.definition import KitFacts

INK = "#2b1d14"
MUTED = "#6b5a48"
ACCENT = "#8c5a2b"  # warm brown: headings' rules, bands
PAPER_TINT = "#f6efdc"
FACES: dict[str, Face] = {lang: Face(*faces) for lang, faces in LANGUAGE_FACES.items()}
FOOTER_PT = 6.0


def look(lang: Language, body: float = 8.5, leading: float = 3.9) -> Look:
    """Return the text styles of a sheet in lang with a body of body pt."""
    face = FACES[lang]
    # Hangul sets taller than Latin at the same size: a little more leading keeps lines apart.
    lead = leading * (1.1 if lang == "ko" else 1.0)
    return Look(
        body=TextStyle(face, body, lead, INK),
        h1=TextStyle(face, body + 2.5, lead + 1.2, ACCENT, bold=True),
        h2=TextStyle(face, body + 0.5, lead, INK, bold=True),
        gap=lead * 0.4,
        rule=ACCENT,
    )


def option_values(layout: Any) -> dict[str, str]:
    """Return the layout's rule options as printed: name -> value (true/false in lower case)."""
    rules = layout.rules
    out = {}
    for f in fields(rules):
        value = getattr(rules, f.name)
        out[f.name] = str(value).lower() if isinstance(value, bool) else str(value)
    return out


def term_of(layout: Any, lang: Language) -> Callable[[str], str]:
    """Return how lang says one of the layout's own words (a colour's name): its words' terms, English as is."""
    terms = game_text(layout.game).languages[lang].terms

    def term(word: str) -> str:
        if word in terms:
            return terms[word]
        if lang == "en":
            return word
        raise words_error(
            layout.game,
            f"languages.{lang}.terms",
            f"expected how {lang} says {word!r} (a word of the layout its sheets name); add it under terms",
        )

    return term


def figures(layout: Any, facts: KitFacts, lang: Language = "en") -> dict[str, str]:
    """Return every {name} the words may use: the rule options as printed and the game's figures (its kit
    facts' values) in lang."""
    words = game_text(layout.game)
    key = (id(layout), id(facts), id(words), lang)
    kept = _FIGURES.get(key)
    if kept is None or kept[0] is not layout or kept[1] is not facts or kept[2] is not words:
        if len(_FIGURES) >= 64:
            _FIGURES.clear()
        kept = _FIGURES[key] = (
            layout,
            facts,
            words,
            option_values(layout) | facts.values(layout, term_of(layout, lang)),
        )
    return dict(kept[3])


# A kit's words fill in the same figures some hundreds of times (and a figure may ask the referee): each
# layout's, in each language, worked out once; the objects are held beside their ids so no id is reused meanwhile.
_FIGURES: dict[tuple[int, int, int, str], tuple[Any, Any, Any, dict[str, str]]] = {}


def fill_in(text: str, layout: Any, facts: KitFacts, lang: Language = "en") -> str:
    """Return text with {name} replaced by the layout's rule option or game figure of that name, said in lang."""
    if "{" not in text:
        return text
    values = figures(layout, facts, lang)
    out, at = [], 0
    while True:
        start = text.find("{", at)
        if start < 0:
            out.append(text[at:])
            return "".join(out)
        end = text.find("}", start)
        name = text[start + 1 : end]
        if end < 0 or name not in values:
            raise ValueError(f"{text!r}: {{{name}}} is not a rule option or figure of this game")
        out.append(text[at:start] + values[name])
        at = end + 1


@dataclass(frozen=True)
class PageFrame:
    """The printable area of a document page inside its margins, in mm."""

    x: float
    y: float
    w: float
    h: float


def page_frame(spec: SheetSpec, width: float, height: float) -> PageFrame:
    """Return the area inside the margins of a document page (at least 12 mm, more on a tight printer)."""
    m = max(12.0, spec.margin + 6.0)
    return PageFrame(m, m, width - 2 * m, height - 2 * m - 4.0)


def header(
    title: str, subtitle: str, frame: PageFrame, face: Face, band: str = ACCENT
) -> tuple[list[Shape], float]:
    """Return a sheet's title block and the height it takes."""
    items: list[Shape] = [
        Text(frame.x, frame.y + 7.0, title, 18, face.bold, INK),
        Rect(frame.x, frame.y + 10.0, frame.w, 0.9, Style(fill=band)),
    ]
    if subtitle:
        items.append(Text(frame.x, frame.y + 15.0, subtitle, 8.5, face.regular, MUTED))
        return items, 19.0
    return items, 14.0


def footer(
    spec: SheetSpec,
    width: float,
    height: float,
    text: str,
    page: int | None = None,
    lang: Language | None = None,
) -> list[Shape]:
    """Return a document page's footer in lang (default: the sheets'): what it is, the printkit version, the page number."""
    frame = page_frame(spec, width, height)
    y = height - frame.y + 4.0
    lang = lang or sheet_language(spec.lang)
    words = common_text(lang).cover
    paper = common_text(lang).sheets.papers.get(spec.paper, spec.paper)
    note = fill(words.footer, text=text, version=__version__, paper=paper)
    items: list[Shape] = [
        Line(frame.x, y - 3.4, frame.x + frame.w, y - 3.4, Style(stroke=MUTED, width=0.15)),
        Text(frame.x, y, note, FOOTER_PT, "Vera", MUTED),
    ]
    if page is not None:
        items.append(Text(frame.x + frame.w, y, f"{page}", FOOTER_PT, "Vera-Bold", MUTED, "end"))
    return items
