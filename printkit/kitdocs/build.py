"""Building a game's whole kit from its components' documents: the cover, the calibration sheet, the one file."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from printkit.impose.cards import SheetSpec
from printkit.kitdocs.assemble import Part, Section, kit_document, plan
from printkit.kitdocs.calibration import calibration_pages
from printkit.kitdocs.cover import CoverFacts, cover_page
from printkit.kitdocs.facts import kitinfo
from printkit.kitdocs.text import common_text
from printkit.scene import Document, Page


@dataclass(frozen=True)
class Kit:
    """A built kit: the one document, its cover's figures, its sections and the calibration pages (if two-sided)."""

    doc: Document
    facts: CoverFacts
    sections: tuple[Section, ...]
    calibration: tuple[Page, ...]


def build_kit(layout: Any, spec: SheetSpec, built: Sequence[tuple[Any, Document]]) -> Kit:
    """Return the kit of a game from (component, document) pairs, every component of the game built."""
    info = kitinfo(layout.game)
    parts = [Part(c.name, c.description, info.KINDS[c.name], doc) for c, doc in built]
    two_sided = any(p.two_sided for p in parts)
    calibration = calibration_pages(spec, layout.title) if two_sided else ()
    sections = plan(spec, parts, calibration, common_text().blank)
    cover, facts = cover_page(layout, spec, sections, parts)
    return Kit(kit_document(layout, cover, sections, parts), facts, tuple(sections), calibration)
