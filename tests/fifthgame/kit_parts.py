"""Crumbs' parts for its kit."""

from __future__ import annotations

from printkit.games.definition import KitParts
from tests.fifthgame import kitinfo
from tests.fifthgame.components import COMPONENTS
from tests.fifthgame.export import EXPORT
from tests.fifthgame.schema import Layout

KIT: KitParts[Layout] = KitParts(components=COMPONENTS, facts=kitinfo, export=EXPORT)
