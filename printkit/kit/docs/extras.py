"""The printed words every game's kit gains: the rules sheet and the player aids (kit facts: `kit/docs/facts.py`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from printkit.draw.impose.cards import SheetSpec
from printkit.draw.scene import Document
from printkit.games.definition import GameDefinition
from printkit.kit.docs.facts import kitinfo
from printkit.layout.words import speaking

if TYPE_CHECKING:
    from printkit.draw.component import Component


def build_rules(layout: Any, spec: SheetSpec) -> Document:
    """Return the rules sheet in every language of the game's words."""
    from printkit.kit.docs.claims import check_claims
    from printkit.kit.docs.examples import check_examples
    from printkit.kit.docs.sheets import rules_pages

    check_claims(layout)
    check_examples(layout)
    with speaking(spec.lang):
        pages = rules_pages(layout, spec, kitinfo(layout.game).DRAWINGS)
    return Document(layout.title, tuple(pages))


def build_aids(layout: Any, spec: SheetSpec) -> Document:
    """Return the player aid cards, each language its copies, one-sided."""
    from printkit.kit.docs.aids import aid_pages

    with speaking(spec.lang):
        return Document(layout.title, tuple(aid_pages(layout, spec, kitinfo(layout.game).DRAWINGS)))


def extra_components(game: GameDefinition[Any, Any]) -> tuple[Component, ...]:
    """Return the components the kit adds to a game's own: rules, aids, and the game's extras."""
    from printkit.draw.component import Component

    info = game.facts
    out = [Component("rules", "the rules sheet with the referee's readings", build_rules)]
    if info.AIDS:
        out.append(Component("aids", "player aid cards", build_aids))
    return tuple(out) + tuple(info.COMPONENTS)
