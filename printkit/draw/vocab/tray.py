"""`kind: tray` drawn: an open tray to fold a row of each: (its floor, walls and corner tabs) and the card
laid in it, put on sheets."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from printkit.draw.impose.cards import SheetSpec
from printkit.draw.impose.gamebox import size_text
from printkit.draw.impose.nets import CUT, NetDrawing
from printkit.draw.impose.netsheet import impose_nets
from printkit.draw.impose.trays import Tray, WallArt, draw_fold, tray_drawing
from printkit.draw.ink import NORMAL, Paints
from printkit.draw.scene import Circle, Document, Shape
from printkit.draw.vocab.cards import Started, begin, counted_rows, drawn_symbols
from printkit.draw.vocab.component import InsertArt, TrayArt
from printkit.draw.vocab.draw import Drawer, describe_row
from printkit.draw.vocab.elements import Element, Items, Side
from printkit.geometry.folding import FoldNet, Panel

MAX_TRAYS = 24  # trays one component folds (a tray a row)
MAX_SIDE = 400.0  # mm: a floor's side
MAX_DEPTH = 150.0  # mm: a wall's height
MAX_TAB = 40.0  # mm: a corner tab's depth
HOLE_STRIP = 1.0  # mm of card an insert keeps round each hole: to its edge and to the next hole


def blamed(name: str, art: TrayArt) -> str:
    """Return the key a tray too big for the paper is blamed on: its own key, else its size's path."""
    return art.key or f"components.{name}.size"


Trays = Started[TrayArt]  # the component's drawing in progress


def start(layout: Any, name: str, art: TrayArt, paints: Paints = NORMAL) -> Trays:
    """Return the trays ready to draw: their let: names bound, their declared symbols made."""
    return begin(layout, name, art, paints)


def rows(trays: Trays) -> list[dict[str, Any]]:
    """Return the rows of the component's each: (one empty row without one), a tray each."""
    return counted_rows(trays, MAX_TRAYS, "trays")


def tray(trays: Trays, row: Mapping[str, Any]) -> Tray:
    """Return a row's tray: its floor, depth, tab, walls and the side printed, as the layout sizes them."""
    drawer, art, scope = trays.drawer, trays.art, {**trays.scope, **row}
    w, h = (drawer.length(v, scope, 5.0, MAX_SIDE, "a floor's side") for v in art.size)
    depth = drawer.length(art.depth, scope, 1.0, MAX_DEPTH, "a wall's depth")
    tab = drawer.length(art.tab, scope, 1.0, MAX_TAB, "a glue tab")
    double = art.double is not None and bool(drawer.value(art.double, scope))
    if art.double is not None and art.inner_wall is not None and not double:
        raise drawer.fail(art.double, "inner_wall: is a double wall's first layer; these walls are single")
    return Tray(w, h, depth, tab, double=double, printed=art.printed)


def side(trays: Trays, art: Side, row: Mapping[str, Any], folded: Tray, w: float, h: float) -> list[Shape]:
    """Return one side of a row's tray (its floor, or a wall w long) in its w x h box, `tray` bound."""
    drawer = trays.drawer
    drawer.count = 0
    scope = drawer.bind(art.let, {**trays.scope, **row, "tray": folded, "w": w, "h": h})
    return drawer.items(art.items, scope)


def net(trays: Trays, row: Mapping[str, Any], index: int = 0, count: int = 1) -> tuple[NetDrawing, Tray]:
    """Return a row's tray drawn as its net (the floor's art, each wall's on each layer, the steps'
    numbers), and the tray."""
    drawer, art = trays.drawer, trays.art
    label = describe_row(trays.name, index, row) if art.each else trays.name
    scope = {**trays.scope, **row}
    drawer.row = label
    folded = tray(trays, row)
    drawer.row = f"{label} (the floor)"
    floor = side(trays, art.floor, row, folded, folded.width, folded.height)

    def wall(layer: Side, which: str) -> WallArt:
        def drawn(length: float) -> list[Shape]:
            drawer.row = f"{label} ({which})"
            return side(trays, layer, row, folded, length, folded.depth)

        return drawn

    outer = wall(art.wall, "a wall")
    inner = wall(art.inner_wall, "a wall's inner layer") if art.inner_wall is not None else outer
    ident = (
        drawer.text(art.id, scope) if art.id is not None else "tray" if count == 1 else f"tray-{index + 1}"
    )
    font = drawer.font(art.font, scope) if art.font is not None else "Vera-Bold"
    drawer.row = label
    return tray_drawing(folded, floor, inner, outer, ident=ident, font=font), folded


def insert(
    trays: Trays, card: InsertArt, row: Mapping[str, Any], folded: Tray, index: int = 0, count: int = 1
) -> NetDrawing:
    """Return a row's insert: a flat card (its face's art), the holes its circles say cut through it."""
    drawer, label = trays.drawer, describe_row(trays.name, index, row) if trays.art.each else trays.name
    scope = {**trays.scope, **row, "tray": folded}
    drawer.row = f"{label} (its insert)"
    w, h = (drawer.length(v, scope, 5.0, MAX_SIDE, "an insert's side") for v in card.size)
    drawer.count = 0
    bound = drawer.bind(card.face.let, {**scope, "w": w, "h": h})
    face = drawer.items(card.face.items, bound)
    holes: list[Circle] = []
    sized = {**scope, "w": w, "h": h}
    for element in card.holes or Items():
        for c in drawer.element(element, sized):
            if isinstance(c, Circle):  # holes: holds circle: elements only (InsertArt.validate)
                hole = Circle(c.cx, c.cy, c.r, CUT)
                _check_hole(drawer, element, w, h, holes, hole)
                holes.append(hole)
    default = "insert" if count == 1 else f"insert-{index + 1}"
    ident = drawer.text(card.id, scope) if card.id is not None else default
    net = FoldNet((Panel("insert", ((0.0, 0.0), (w, 0.0), (w, h), (0.0, h))),), (), "insert")
    return draw_fold(net, face, ident, cuts=holes)


def _check_hole(
    drawer: Drawer, element: Element, w: float, h: float, made: list[Circle], hole: Circle
) -> None:
    """Raise a located error unless a hole keeps HOLE_STRIP of card to the card's edge and to every hole made
    before it (a thinner strip tears when the card is cut or a piece is lifted)."""
    at = f"({hole.cx:.4g}, {hole.cy:.4g}) mm"
    if min(hole.cx, hole.cy, w - hole.cx, h - hole.cy) - hole.r < HOLE_STRIP:
        raise drawer.fail(
            element,
            f"a {2 * hole.r:.4g} mm hole at {at} leaves under {HOLE_STRIP:g} mm of card by the "
            f"{w:.4g} x {h:.4g} mm insert's edge",
        )
    for other in made:
        if math.dist((hole.cx, hole.cy), (other.cx, other.cy)) - hole.r - other.r < HOLE_STRIP:
            raise drawer.fail(
                element,
                f"the holes at ({other.cx:.4g}, {other.cy:.4g}) and {at} leave under {HOLE_STRIP:g} mm "
                "of card between them",
            )


def document(layout: Any, name: str, art: TrayArt, spec: SheetSpec) -> Document:
    """Return the trays' nets on sheets, each with its caption; then their inserts' on sheets of their own."""
    trays = start(layout, name, art, Paints(spec.ink))
    drawer = trays.drawer
    found = rows(trays)
    nets, captions, cards, card_captions = [], [], [], []
    for i, row in enumerate(found):
        drawn, folded = net(trays, row, i, len(found))
        nets.append(drawn)
        told = {
            **trays.scope,
            **row,
            "size": size_text(folded.width, folded.height, folded.depth),
            "tray": folded,
        }
        captions.append(drawer.text(art.caption, told))
        if art.insert is not None:
            cards.append(insert(trays, art.insert, row, folded, i, len(found)))
            card_captions.append(drawer.text(art.insert.caption, {**trays.scope, **row, "tray": folded}))
    label = drawer.text(art.label, trays.scope)
    pages = impose_nets(spec, nets, captions, label, where=blamed(name, art))
    if art.insert is not None:
        label = drawer.text(art.insert.label, trays.scope)
        where = art.insert.key or f"components.{name}.insert.size"
        pages += impose_nets(spec, cards, card_captions, label, where=where)
    return Document(layout.title, tuple(pages), drawn_symbols(drawer))
