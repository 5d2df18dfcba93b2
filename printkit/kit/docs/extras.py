"""The printed words every game's kit gains: the rules sheet and the player aids (kit facts: `kit/docs/facts.py`)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from printkit.draw.impose.cards import SheetSpec
from printkit.draw.scene import Document
from printkit.games.definition import GameDefinition, KitFacts
from printkit.layout.words import speaking

if TYPE_CHECKING:
    from printkit.draw.component import Component


def build_rules(facts: KitFacts, layout: Any, spec: SheetSpec) -> Document:
    """Return the rules sheet in every language of the game's words (facts: the game's kit facts)."""
    from printkit.kit.docs.claims import check_claims
    from printkit.kit.docs.examples import check_examples
    from printkit.kit.docs.sheets import rules_pages

    check_claims(layout, facts)
    check_examples(layout)
    with speaking(spec.lang):
        pages = rules_pages(layout, spec, facts)
    return Document(layout.title, tuple(pages))


def build_aids(facts: KitFacts, layout: Any, spec: SheetSpec) -> Document:
    """Return the player aid cards, each language its copies, one-sided (facts: the game's kit facts)."""
    from printkit.kit.docs.aids import aid_pages

    with speaking(spec.lang):
        return Document(layout.title, tuple(aid_pages(layout, spec, facts)))


def extra_components(game: GameDefinition[Any, Any]) -> tuple[Component, ...]:
    """Return the components the kit adds to a game's own: rules, aids, and the game's extras."""
    from printkit.draw.component import Component

    info = game.facts
    out = [Component("rules", "the rules sheet with the referee's readings", partial(build_rules, info))]
    if info.AIDS:
        out.append(Component("aids", "player aid cards", partial(build_aids, info)))
    return tuple(out) + tuple(info.COMPONENTS)
