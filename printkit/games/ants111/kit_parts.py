"""111 Ants' parts for its kit, as its definition hands them over (printkit/games/definition.py)."""

from __future__ import annotations

from printkit.games.ants111 import kitinfo
from printkit.games.ants111.components import components_of
from printkit.games.ants111.export import EXPORT
from printkit.games.ants111.schema import Layout
from printkit.games.definition import KitParts

KIT: KitParts[Layout] = KitParts(
    components=components_of(kitinfo),
    facts=kitinfo,
    export=EXPORT,
    templates=("ant",),  # the tuck box's ant and the show picture's joker ant
)
