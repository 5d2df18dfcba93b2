"""The one file to print: every component of a game in print order, behind a cover, in one document.

The kit is made of the very Documents the per-component files are rendered from (no second
drawing). Order: the cover, then every one-sided part (rules first), then the two-sided parts
(the duplex calibration sheet first). Every two-sided part starts on an odd page, so a player can
print one page range two-sided: a blank page goes in wherever one is needed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from printkit.draw.impose.cards import SheetSpec
from printkit.draw.scene import Document, Page, Symbol, Text

FIRST = ("rules",)  # one-sided parts that lead the kit, before the game's own components


@dataclass(frozen=True)
class Section:
    """A run of the kit's pages: what it is, its pages and where it starts (1-based), and whether it is two-sided."""

    name: str
    title: str
    pages: tuple[Page, ...]
    first: int
    two_sided: bool

    @property
    def last(self) -> int:
        return self.first + max(1, len(self.pages)) - 1


@dataclass(frozen=True)
class Part:
    """A built component: its name, description, the kind of making it needs and its document."""

    name: str
    description: str
    kind: str
    doc: Document

    @property
    def two_sided(self) -> bool:
        return self.doc.duplex in ("long-edge", "short-edge")


def page_ranges(sections: Sequence[Section]) -> list[tuple[int, int, bool]]:
    """Return the kit's runs of one-sided and two-sided pages as (first, last, two_sided), blanks included."""
    runs: list[tuple[int, int, bool]] = []
    for s in sections:
        if runs and runs[-1][2] == s.two_sided and runs[-1][1] + 1 == s.first:
            runs[-1] = (runs[-1][0], s.last, s.two_sided)
        else:
            runs.append((s.first, s.last, s.two_sided))
    return runs


def blank_page(like: Page, note: str) -> Page:
    """Return an empty page the size of like, with a small note saying why it is blank."""
    return Page(
        like.width,
        like.height,
        (Text(like.width / 2, like.height / 2, note, 6, "Vera", "#737373", "middle"),),
        label="blank",
    )


def plan(
    spec: SheetSpec, parts: Sequence[Part], calibration: tuple[Page, ...], blank_note: str, covers: int = 1
) -> list[Section]:
    """Return the kit's sections after the covers (one a language): one-sided parts, then the two-sided ones, blanks between."""
    ones = [p for p in parts if not p.two_sided]
    ones.sort(key=lambda p: 0 if p.name in FIRST else 1)  # stable: otherwise the game's order
    twos = [p for p in parts if p.two_sided]
    sections: list[Section] = []
    at = 1 + covers
    for p in ones:
        sections.append(Section(p.name, p.description, p.doc.pages, at, False))
        at += len(p.doc.pages)
    runs: list[tuple[str, str, tuple[Page, ...]]] = []
    if twos and calibration:
        runs.append(("calibration", "duplex calibration sheet", calibration))
    runs += [(p.name, p.description, p.doc.pages) for p in twos]
    for name, title, pages in runs:
        if at % 2 == 0:
            sections.append(Section("blank", "blank page", (blank_page(pages[0], blank_note),), at, False))
            at += 1
        sections.append(Section(name, title, pages, at, True))
        at += len(pages)
    return sections


def merge_symbols(parts: Sequence[Part]) -> tuple[Symbol, ...]:
    """Return every symbol the parts use, once; two different symbols under one id are a programming error."""
    seen: dict[str, Symbol] = {}
    for p in parts:
        for sym in p.doc.symbols:
            old = seen.setdefault(sym.id, sym)
            if old != sym:
                raise ValueError(f"two different symbols share the id {sym.id!r} ({p.name})")
    return tuple(seen[k] for k in sorted(seen))


def kit_document(
    layout: Any, covers: Sequence[Page], sections: Sequence[Section], parts: Sequence[Part]
) -> Document:
    """Return the whole kit as one document: the covers, then every section's pages."""
    pages = (*covers, *(page for s in sections for page in s.pages))
    return Document(
        layout.title,
        pages,
        merge_symbols(parts),
        "none",
        meta={"subject": f"{layout.title}: the whole print-and-play kit"},
    )
