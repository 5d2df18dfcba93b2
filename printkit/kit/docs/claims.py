"""Words that state a figure the layout contradicts: a typed "A orange" where track A is yellow, "24 egg counters" for 30.

A game's kitinfo lists `claims(layout, term)`: (pattern, expected, figure) triples. Wherever a
pattern matches the words of a language, its one group must read expected; otherwise the words
were typed beside the data and disagree with it, and the build (so `printkit validate`) fails at
the line of the words file, naming the {figure} that would say it right.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

from printkit.core.errors import LayoutError, Location
from printkit.games.definition import Claim, KitFacts
from printkit.kit.docs.looks import fill_in, term_of
from printkit.kit.docs.sheets import is_shown, reading_words
from printkit.layout.folders import current
from printkit.layout.words import Language, Sheet, Words, game_text, words_error


def _texts(sheet: Sheet | None) -> Iterator[str]:
    for b in sheet.blocks if sheet else ():
        yield from (t for t in (b.h, b.h2, b.p) if t)
        yield from b.bullets or ()
        yield from b.steps or ()
        yield from (cell for row in b.table or () for cell in row)
        if b.readings:
            yield b.readings.title
            yield from (b.readings.intro,) if b.readings.intro else ()
            for r in b.readings.items:
                yield from (r.text,) if r.text else ()
                yield from (r.cases or {}).values()


def words_texts(words: Words) -> Iterator[str]:
    """Return every text a language's words print (before {name} is filled in)."""
    yield words.source
    yield words.subtitle
    yield from _texts(words.rules)
    yield from _texts(words.aid)


def printed_figures(sheet: Sheet | None, layout: Any, facts: KitFacts, lang: Language) -> Counter[str]:
    """Return every number a sheet prints in lang, as the layout fills it in, counted."""
    texts: list[str] = []
    for b in sheet.blocks if sheet else ():
        if not is_shown(b, layout, lang):
            continue
        texts += [t for t in (b.h, b.h2, b.p) if t] + list(b.bullets or ()) + list(b.steps or ())
        texts += [cell for row in b.table or () for cell in row]
        texts += [reading_words(r, layout, lang, facts) for r in b.readings.items] if b.readings else []
    return Counter(n for t in texts for n in re.findall(r"\d+", fill_in(t, layout, facts, lang)))


def check_languages_agree(layout: Any, facts: KitFacts) -> None:
    """Raise a LayoutError at a language's rules, aid, rules card or spare card that print other numbers than the
    English (a figure typed, or drifted); a language may go without a card of its own (its kit has none)."""
    languages = game_text(layout.game).languages
    for lang, words in languages.items():
        for part in ("rules", "aid", "card", "spare"):
            if part in ("card", "spare") and getattr(words, part) is None:
                continue
            english = printed_figures(getattr(languages["en"], part), layout, facts, "en")
            said = printed_figures(getattr(words, part), layout, facts, lang)
            if said != english:
                extra, lacking = sorted((said - english).elements()), sorted((english - said).elements())
                raise words_error(
                    layout.game,
                    f"languages.{lang}.{part}",
                    f"the {lang} {part} print the numbers {extra or 'none'} where the English prints "
                    f"{lacking or 'none'}: fill a figure in ({{name}}) or write it as the English does",
                )


def check_claims(layout: Any, facts: KitFacts) -> None:
    """Raise a LayoutError at the words that state a figure the layout contradicts (where the game, by its
    kit facts, can tell), or print other numbers in one language than in English."""
    check_languages_agree(layout, facts)
    claims = facts.claims
    for lang, words in game_text(layout.game).languages.items():
        listed = claims(layout, term_of(layout, lang))
        for text in words_texts(words):
            flat = " ".join(text.split())
            for claim in listed:
                for m in re.finditer(claim.pattern, flat):
                    if m.group(1) != claim.expected:
                        raise _contradiction(layout, lang, m.group(0), claim)


def _contradiction(layout: Any, lang: str, said: str, claim: Claim) -> LayoutError:
    path = current().words_file(f"{layout.game}.yaml")
    line = 0
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
        first = said.split()[0]
        line = next((k for k, ln in enumerate(lines, 1) if said in ln), 0) or next(
            (k for k, ln in enumerate(lines, 1) if first in ln and said.split()[-1] in ln), 0
        )
    except OSError:
        pass
    where = Location(str(path), line, 1) if line else Location(str(path))
    return LayoutError(
        f"the {lang} words say {said!r} but the layout has {claim.expected!r}: "
        f"write {{{claim.figure}}} so the words follow the layout",
        where,
        f"languages.{lang}",
    )
