"""A layout's pieces and parts for code that places them (a position in `show`, a setup sheet): the art
from the layout's components, the places from the caller."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from printkit.draw.ink import NORMAL, Paints
from printkit.draw.scene import Shape, Symbol
from printkit.draw.vocab.cards import new_drawer
from printkit.draw.vocab.draw import Drawer


def placer(layout: Any, paints: Paints = NORMAL) -> Drawer:
    """Return a drawer of the layout's pieces and parts (one evaluation budget for all it draws)."""
    return new_drawer(layout, {}, paints)


def piece(
    drawer: Drawer, of: str, row: Mapping[str, Any], set_name: str | None = None, side: str = "front"
) -> tuple[Shape, ...]:
    """Return a piece of a component (a card, a token of a set, a board) in its own box, its row bound."""
    return drawer.piece_art(of, row, set_name, side)[0]


def piece_symbol(
    drawer: Drawer,
    ident: str,
    of: str,
    row: Mapping[str, Any],
    set_name: str | None = None,
    side: str = "front",
    inlined: bool = False,
) -> Symbol:
    """Return a piece of a component as a symbol of its box's size, to place many times (a card in hands);
    inlined, the template art it places is drawn into it, not placed from symbols of their own."""
    shapes, (w, h) = drawer.piece_art(of, row, set_name, side)
    if inlined:
        from printkit.draw.picture import inline

        shapes = inline(shapes, {s.id: s for s in drawer.borrowed_symbols()})
    return Symbol(ident, w, h, shapes)


def part_symbol(
    drawer: Drawer, ident: str, w: float, h: float, of: str | None, name: str, **names: Any
) -> Symbol:
    """Return a named part drawn with names bound as a symbol w x h mm, to place many times (a row of eggs)."""
    return Symbol(ident, w, h, drawer.part_art(of, name, names))


def part(drawer: Drawer, of: str | None, name: str, **names: Any) -> tuple[Shape, ...]:
    """Return a named part drawn with names bound (a mark a position sets on a piece): a component's, or
    of None, one of the layout's own parts."""
    return drawer.part_art(of, name, names)


def symbols(drawer: Drawer) -> tuple[Symbol, ...]:
    """Return the symbols what the drawer drew places, each component's in its own order."""
    return drawer.borrowed_symbols()
