"""Anticipation's parts for its kit, as its definition hands them over (printkit/games/definition.py)."""

from __future__ import annotations

from printkit.games.anticipation import kitinfo
from printkit.games.anticipation.components import COMPONENTS
from printkit.games.anticipation.export import EXPORT
from printkit.games.anticipation.schema import SEGMENT_ART, Layout
from printkit.games.definition import KitParts

KIT: KitParts[Layout] = KitParts(
    components=COMPONENTS,
    facts=kitinfo,
    export=EXPORT,
    templates=("ant", "water", *SEGMENT_ART.values()),  # the pieces, the Barriers, the Queen's segments
)
