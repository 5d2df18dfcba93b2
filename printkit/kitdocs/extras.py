"""The printed words every game's kit gains: the rules sheet and the player aids (kit facts: `kitdocs/facts.py`)."""

from __future__ import annotations

from typing import Any

from printkit.component import Component
from printkit.impose.cards import SheetSpec
from printkit.kitdocs.facts import kitinfo
from printkit.scene import Document


def build_rules(layout: Any, spec: SheetSpec) -> Document:
    """Return the rules sheet in every language of the game's words."""
    from printkit.kitdocs.claims import check_claims
    from printkit.kitdocs.sheets import rules_pages

    check_claims(layout)
    pages = rules_pages(layout, spec, kitinfo(layout.game).DRAWINGS)
    return Document(layout.title, tuple(pages))


def build_aids(layout: Any, spec: SheetSpec) -> Document:
    """Return the player aid cards, each language its copies, one-sided."""
    from printkit.kitdocs.aids import aid_pages

    return Document(layout.title, tuple(aid_pages(layout, spec, kitinfo(layout.game).DRAWINGS)))


def extra_components(game: str) -> tuple:
    """Return the components the kit adds to a game's own: rules, aids, and the game's extras."""
    from printkit.kitdocs.text import LANGUAGE_NAMES, game_text

    info = kitinfo(game)
    languages = " and ".join(LANGUAGE_NAMES[k] for k in game_text(game).languages)
    out = [Component("rules", f"the rules sheet ({languages}) with the referee's readings", build_rules)]
    if info.AIDS:
        out.append(Component("aids", f"player aid cards ({languages})", build_aids))
    return tuple(out) + tuple(info.COMPONENTS)
