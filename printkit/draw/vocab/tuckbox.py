"""`kind: tuck-box` drawn: a deck's tuck box sized from its cards, each panel's art from the layout, on sheets."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from printkit.draw.impose.cards import SheetSpec
from printkit.draw.impose.netsheet import impose_nets, plan_nets
from printkit.draw.impose.tuckbox import TuckBox, tuck_box, tuck_box_net, tuck_box_pieces
from printkit.draw.ink import NORMAL, Paints
from printkit.draw.scene import Document, Group, Page, Shape
from printkit.draw.vocab.cards import drawn_symbols, new_drawer
from printkit.draw.vocab.component import TuckBoxArt
from printkit.draw.vocab.draw import Drawer, base_scope, declared
from printkit.draw.vocab.elements import Side
from printkit.draw.vocab.expr import Budget

MAX_CARD = 300.0  # mm: a card's side
MAX_CARDS = 2_000
MAX_THICKNESS = 5.0  # mm: one card's
MAX_CLEARANCE = 20.0  # mm


@dataclass
class Tuck:
    """One tuck box's drawing in progress: its scope (its let: names, `box`) and drawer, and the box."""

    name: str
    art: TuckBoxArt
    scope: dict[str, Any]
    drawer: Drawer
    box: TuckBox


def start(
    layout: Any,
    name: str,
    art: TuckBoxArt,
    duplex: str = "none",
    paints: Paints = NORMAL,
    budget: Budget | None = None,
) -> Tuck:
    """Return a tuck box ready to draw: its let: names bound (with the build's `duplex`), the box sized."""
    drawer = new_drawer(layout, art.parts, paints, budget, name)
    drawer.row = name
    scope = drawer.bind(art.let, {**base_scope(layout), "duplex": duplex, "bleed": 0.0})
    w, h = (_length(drawer, v, scope, MAX_CARD, "a card's side") for v in art.card)
    count = drawer.num(art.cards, scope)
    if not isinstance(count, int) or not 1 <= count <= MAX_CARDS:
        raise drawer.fail(art.cards, f"expected a whole number of cards, 1 to {MAX_CARDS:,}; found {count:g}")
    thickness = _length(drawer, art.thickness, scope, MAX_THICKNESS, "a card's thickness")
    clearance = drawer.num(art.clearance, scope)
    if not 0 <= clearance <= MAX_CLEARANCE:
        raise drawer.fail(
            art.clearance, f"expected a clearance of 0 to {MAX_CLEARANCE:g} mm; found {clearance:g}"
        )
    box = tuck_box(w, h, count, thickness, clearance)
    scope["box"] = box
    drawer.symbols = {key: declared(drawer, decl, scope) for key, decl in art.symbols.items()}
    return Tuck(name, art, scope, drawer, box)


def _length(drawer: Drawer, expr: Any, scope: dict[str, Any], most: float, what: str) -> float:
    value = drawer.num(expr, scope)
    if not 0 < value <= most:
        raise drawer.fail(expr, f"expected {what} over 0 and at most {most:g} mm; found {value:g}")
    return value


def box_of(layout: Any, name: str, art: TuckBoxArt, duplex: str = "none") -> TuckBox:
    """Return the box's inner size as a build with this duplex makes it."""
    return start(layout, name, art, duplex).box


def panels(tuck: Tuck) -> dict[str, list[Shape]]:
    """Return each panel's art in its own box: front, back, side and lid."""
    drawer, box = tuck.drawer, tuck.box
    sizes = {
        "front": (box.width, box.height),
        "back": (box.width, box.height),
        "side": (box.depth, box.height),
        "lid": (box.width, box.depth),
    }
    sides: dict[str, Side] = {
        "front": tuck.art.front,
        "back": tuck.art.back or tuck.art.front,
        "side": tuck.art.side,
        "lid": tuck.art.lid,
    }
    out = {}
    for key, side in sides.items():
        drawer.row, drawer.count = f"{tuck.name}.{key}", 0
        w, h = sizes[key]
        scope = drawer.bind(side.let, {**tuck.scope, "w": w, "h": h})
        out[key] = drawer.items(side.items, scope)
    return out


def blamed(name: str, art: TuckBoxArt) -> str:
    """Return the key a box too big for the paper is blamed on: its own key, else its card size's path."""
    return art.key or f"components.{name}.card"


def document(layout: Any, name: str, art: TuckBoxArt, spec: SheetSpec) -> Document:
    """Return the tuck box: one net when it fits the paper (turned if need be), else two pieces."""
    tuck = start(layout, name, art, spec.duplex, Paints(spec.ink))
    drawn = panels(tuck)
    drawer = tuck.drawer
    caption = drawer.text(art.caption, tuck.scope)
    whole = tuck_box_net(tuck.box, drawn)
    if plan_nets(spec, [whole], [caption]) is not None:
        nets, captions = [whole], [caption]
    else:
        nets = list(tuck_box_pieces(tuck.box, drawn))
        captions = [f"{caption} (piece 1 of 2)", f"{caption} (piece 2 of 2)"]
    label = drawer.text(art.label, tuck.scope)
    pages = impose_nets(spec, nets, captions, label, where=blamed(name, art))
    if art.id is not None:
        tag = drawer.text(art.id, tuck.scope)
        pages = [_tagged(page, tag) for page in pages]
    return Document(layout.title, tuple(pages), drawn_symbols(drawer))


def _tagged(page: Page, ident: str) -> Page:
    return replace(page, items=(Group(page.items, id=ident),))
