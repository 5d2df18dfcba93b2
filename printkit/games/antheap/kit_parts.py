"""Antheap's parts for its kit, as its definition hands them over (printkit/games/definition.py)."""

from __future__ import annotations

from printkit.games.antheap import kitinfo
from printkit.games.antheap.components import COMPONENTS
from printkit.games.antheap.export import EXPORT
from printkit.games.antheap.schema import Layout
from printkit.games.definition import KitParts

KIT: KitParts[Layout] = KitParts(
    components=COMPONENTS,
    facts=kitinfo,
    export=EXPORT,
    templates=("ant", "egg"),  # the cube faces, the eggs, the box lid
)
