"""Anticipation's parts on the drawing side, as its definition hands them over (printkit/games/definition.py)."""

from __future__ import annotations

from printkit.games.anticipation import kitinfo, setup
from printkit.games.anticipation.components import COMPONENTS
from printkit.games.anticipation.export import EXPORT
from printkit.games.anticipation.picture import picture
from printkit.games.anticipation.schema import Layout
from printkit.games.definition import KitParts

KIT: KitParts[Layout] = KitParts(
    components=COMPONENTS,
    facts=kitinfo,
    picture=picture,
    export=EXPORT,
    setup=setup,
)
