"""Crumbs in the kit: what it holds, how its part is made, the figures its words name, the cover art."""

from __future__ import annotations

from collections.abc import Callable

from printkit.draw.component import Component
from printkit.draw.ink import NORMAL, Paints
from printkit.draw.scene import Shape
from printkit.games.definition import Claim, Item
from printkit.kit.docs.sheets import DrawingMaker
from tests.fifthgame.components import crumb_face
from tests.fifthgame.schema import Layout

AIDS = False
KINDS = {"crumbs": "tokens", "rules": "sheet"}
DRAWINGS: dict[str, DrawingMaker] = {}
COMPONENTS: tuple[Component, ...] = ()


def contents(layout: Layout) -> tuple[Item, ...]:
    """Return what the kit holds."""
    return (Item("crumbs", layout.pile, "crumb counters"),)


def values(layout: Layout, term: Callable[[str], str] = str) -> dict[str, str]:
    """Return the figures the words name."""
    return {"pile": str(layout.pile), "most": str(layout.rules.most)}


def claims(layout: Layout, term: Callable[[str], str] = str) -> list[Claim]:
    """Crumbs' words state no figure of their own."""
    return []


def seats(layout: Layout) -> int:
    """Return the most seats: as many as sit at a table (the referee sets no limit)."""
    return 6


def cover_art(layout: Layout, paints: Paints = NORMAL) -> tuple[list[Shape], float, float]:
    """Return the cover picture: one crumb."""
    size = layout.crumb.size
    return crumb_face(layout), size, size
