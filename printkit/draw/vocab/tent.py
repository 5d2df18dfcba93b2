"""`kind: tent` drawn: a stand to fold a row of each: (its base, two sides meeting at the ridge, a glue tab),
put on sheets."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from printkit.draw.impose.cards import SheetSpec
from printkit.draw.impose.gamebox import size_text
from printkit.draw.impose.nets import NetDrawing
from printkit.draw.impose.netsheet import impose_nets
from printkit.draw.impose.trays import Tent, tent_drawing
from printkit.draw.ink import NORMAL, Paints
from printkit.draw.scene import Document, Shape
from printkit.draw.vocab.cards import Started, begin, counted_rows, drawn_symbols
from printkit.draw.vocab.component import TentArt
from printkit.draw.vocab.draw import describe_row
from printkit.draw.vocab.elements import Side
from printkit.draw.vocab.tray import MAX_DEPTH, MAX_SIDE, MAX_TAB, MAX_TRAYS

MAX_TENTS = MAX_TRAYS  # tents one component folds (a tent a row)


def blamed(name: str, art: TentArt) -> str:
    """Return the key a tent too big for the paper is blamed on: its own key, else its height's path."""
    return art.key or f"components.{name}.height"


Tents = Started[TentArt]  # the component's drawing in progress


def start(layout: Any, name: str, art: TentArt, paints: Paints = NORMAL) -> Tents:
    """Return the tents ready to draw: their let: names bound, their declared symbols made."""
    return begin(layout, name, art, paints)


def rows(tents: Tents) -> list[dict[str, Any]]:
    """Return the rows of the component's each: (one empty row without one), a tent each."""
    return counted_rows(tents, MAX_TENTS, "tents")


def tent(tents: Tents, row: Mapping[str, Any]) -> Tent:
    """Return a row's tent: its base, ridge height and glue tab, as the layout sizes them."""
    drawer, art, scope = tents.drawer, tents.art, {**tents.scope, **row}
    w, length = (drawer.length(v, scope, 1.0, MAX_SIDE, "a base's side") for v in art.size)
    height = drawer.length(art.height, scope, 1.0, MAX_DEPTH, "a ridge's height")
    tab = drawer.length(art.tab, scope, 1.0, MAX_TAB, "a glue tab")
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
