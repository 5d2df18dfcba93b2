"""Building a game's whole kit from its components' documents: the cover, the calibration sheet, the one file."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from printkit.draw.impose.cards import SheetSpec
from printkit.draw.ink import Paints
from printkit.draw.scene import Document, Page
from printkit.kit.docs.assemble import Part, Section, kit_document, plan
from printkit.kit.docs.calibration import calibration_pages
from printkit.kit.docs.cover import CoverFacts, cover_page
from printkit.layout.words import common_text, game_name, kit_languages, sheet_language, speaking

if TYPE_CHECKING:
    from printkit.games.definition import KitFacts


@dataclass(frozen=True)
class Kit:
    """A built kit: the one document, its cover's figures, its sections and the calibration pages (if two-sided)."""

    doc: Document
    facts: CoverFacts
    sections: tuple[Section, ...]
    calibration: tuple[Page, ...]


def build_kit(layout: Any, info: KitFacts, spec: SheetSpec, built: Sequence[tuple[Any, Document]]) -> Kit:
    """Return the kit of a game from (component, document) pairs, every component of the game built: a cover
    per language of the kit (English first), the sheets in the kit's languages (--lang); info is the game's
    kit facts."""
    with speaking(spec.lang):
        parts = [Part(c.name, c.description, c.making or info.KINDS[c.name], doc) for c, doc in built]
        two_sided = any(p.two_sided for p in parts)
        lang = sheet_language(spec.lang)
        calibration = calibration_pages(spec, game_name(layout, lang)) if two_sided else ()
        langs = list(kit_languages(layout.game, spec.lang))
        sections = plan(spec, parts, calibration, common_text(lang).blank, len(langs))
        art = info.cover_art(layout, Paints(spec.ink))  # every language's cover shows the same art
        covers = [cover_page(layout, info, spec, sections, parts, k, len(langs), art) for k in langs]
        doc = kit_document(layout, [page for page, _ in covers], sections, parts)
        return Kit(doc, covers[0][1], tuple(sections), calibration)
