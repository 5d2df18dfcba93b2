"""Ant Trails' parts for its kit, as its definition hands them over (printkit/games/definition.py)."""

from __future__ import annotations

from printkit.games.ant_trails import kitinfo
from printkit.games.ant_trails.components import COMPONENTS
from printkit.games.ant_trails.export import EXPORT
from printkit.games.ant_trails.schema import Layout
from printkit.games.definition import KitParts

KIT: KitParts[Layout] = KitParts(
    components=COMPONENTS,
    facts=kitinfo,
    export=EXPORT,
    templates=("ant", "leaf"),  # the box lid and the food tiles
)
