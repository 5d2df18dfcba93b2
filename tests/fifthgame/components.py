"""The one component of Crumbs: its crumb counters, on token sheets."""

from __future__ import annotations

from printkit.draw.component import Component
from printkit.draw.impose.cards import SheetSpec
from printkit.draw.impose.tokens import impose_tokens, token_outline
from printkit.draw.scene import Circle, Document, Shape, Style
from tests.fifthgame.schema import Layout


def crumb_face(layout: Layout, bleed: float = 0.0) -> list[Shape]:
    """Return a crumb counter's art in its size x size box."""
    size, crumb = layout.crumb.size, layout.crumb
    return [
        token_outline("circle", size, Style(fill=crumb.colour), max(bleed, 0.8)),
        Circle(size / 2, size / 2, size / 2 - 1.5, Style(stroke=crumb.rim, width=0.8)),
        Circle(size / 2, size / 2, size / 6, Style(fill=crumb.rim)),
    ]


def build_crumbs(layout: Layout, spec: SheetSpec) -> Document:
    """Return the crumb counters (the same on both sides)."""
    art = crumb_face(layout, spec.bleed)
    n = layout.pile
    pages = impose_tokens(
        spec, "circle", layout.crumb.size, [art] * n, [art] * n, "crumbs", where="crumb.size"
    )
    return Document(layout.title, tuple(pages), (), spec.print_duplex)


COMPONENTS = (Component("crumbs", "the crumb counters", build_crumbs, key="crumb.size"),)
