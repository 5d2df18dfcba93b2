"""`kind: tent` drawn: a stand to fold a row of each: (its base, two sides meeting at the ridge, a glue tab),
put on sheets."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from printkit.draw.impose.cards import SheetSpec
from printkit.draw.impose.gamebox import size_text
from printkit.draw.impose.nets import NetDrawing
from printkit.draw.impose.netsheet import impose_nets
from printkit.draw.impose.trays import Tent, tent_drawing
from printkit.draw.ink import NORMAL, Paints
from printkit.draw.scene import Document, Shape
from printkit.draw.vocab.cards import drawn_symbols, each_rows, new_drawer
from printkit.draw.vocab.component import TentArt
from printkit.draw.vocab.draw import Drawer, base_scope, declared, describe_row
from printkit.draw.vocab.elements import Side
from printkit.draw.vocab.expr import Expr
from printkit.draw.vocab.tray import MAX_DEPTH, MAX_SIDE, MAX_TAB, MAX_TRAYS

MAX_TENTS = MAX_TRAYS  # tents one component folds (a tent a row)


def blamed(name: str, art: TentArt) -> str:
    """Return the key a tent too big for the paper is blamed on: its own key, else its height's path."""
    return art.key or f"components.{name}.height"


def _mm(drawer: Drawer, expr: Expr, scope: Mapping[str, Any], low: float, most: float, what: str) -> float:
    value = drawer.num(expr, scope)
    if not low <= value <= most:
        raise drawer.fail(expr, f"expected {what} of {low:g} to {most:g} mm; found {value:g}")
    return value


@dataclass
class Tents:
    """One component's drawing in progress: its scope (its let: names) and drawer (its declared symbols)."""

    name: str
    art: TentArt
    scope: dict[str, Any]
    drawer: Drawer


def start(layout: Any, name: str, art: TentArt, paints: Paints = NORMAL) -> Tents:
    """Return the tents ready to draw: their let: names bound, their declared symbols made."""
    drawer = new_drawer(layout, art.parts, paints, None, name)
    drawer.row = name
    scope = drawer.bind(art.let, {**base_scope(layout), "bleed": 0.0})
    drawer.symbols = {key: declared(drawer, decl, scope) for key, decl in art.symbols.items()}
    return Tents(name, art, scope, drawer)


def rows(tents: Tents) -> list[dict[str, Any]]:
    """Return the rows of the component's each: (one empty row without one), a tent each."""
    found = each_rows(tents.drawer, tents.art.each, tents.scope)
    if len(found) > MAX_TENTS:
        raise tents.drawer.fail(next(iter(tents.art.each.values())), f"each: more than {MAX_TENTS} tents")
    return found


def tent(tents: Tents, row: Mapping[str, Any]) -> Tent:
    """Return a row's tent: its base, ridge height and glue tab, as the layout sizes them."""
    drawer, art, scope = tents.drawer, tents.art, {**tents.scope, **row}
    w, length = (_mm(drawer, v, scope, 1.0, MAX_SIDE, "a base's side") for v in art.size)
    height = _mm(drawer, art.height, scope, 1.0, MAX_DEPTH, "a ridge's height")
    tab = _mm(drawer, art.tab, scope, 1.0, MAX_TAB, "a glue tab")
    return Tent(w, length, height, tab)


def side(tents: Tents, art: Side, row: Mapping[str, Any], folded: Tent, w: float, h: float) -> list[Shape]:
    """Return one panel of a row's tent (a side, or the base) in its w x h box, `tent` bound."""
    drawer = tents.drawer
    drawer.count = 0
    scope = drawer.bind(art.let, {**tents.scope, **row, "tent": folded, "w": w, "h": h})
    return drawer.items(art.items, scope)


def net(tents: Tents, row: Mapping[str, Any], index: int = 0, count: int = 1) -> tuple[NetDrawing, Tent]:
    """Return a row's tent drawn as its net (a side's art on both sides, the base's under them), and the tent."""
    drawer, art = tents.drawer, tents.art
    label = describe_row(tents.name, index, row) if art.each else tents.name
    scope = {**tents.scope, **row}
    drawer.row = label
    folded = tent(tents, row)
    drawer.row = f"{label} (a side)"
    slope = side(tents, art.side, row, folded, folded.length, folded.side)
    drawer.row = f"{label} (the base)"
    base = side(tents, art.base, row, folded, folded.width, folded.length)
    drawer.row = label
    ident = (
        drawer.text(art.id, scope) if art.id is not None else "tent" if count == 1 else f"tent-{index + 1}"
    )
    font = drawer.font(art.font, scope) if art.font is not None else "Vera-Bold"
    return tent_drawing(folded, slope, base, ident, font), folded


def document(layout: Any, name: str, art: TentArt, spec: SheetSpec) -> Document:
    """Return the tents' nets on sheets, each with its caption."""
    tents = start(layout, name, art, Paints(spec.ink))
    drawer = tents.drawer
    found = rows(tents)
    nets, captions = [], []
    for i, row in enumerate(found):
        drawn, folded = net(tents, row, i, len(found))
        nets.append(drawn)
        size = size_text(folded.width, folded.length, folded.height)
        captions.append(drawer.text(art.caption, {**tents.scope, **row, "size": size, "tent": folded}))
    label = drawer.text(art.label, tents.scope)
    pages = impose_nets(spec, nets, captions, label, where=blamed(name, art))
    return Document(layout.title, tuple(pages), drawn_symbols(drawer))
