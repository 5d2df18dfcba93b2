"""`kind: box` drawn: a game's box, a tray sized from the blocks it holds and a lid, with the lid's picture."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from printkit.core.limits import MAX_ART_MM
from printkit.draw.impose.cards import SheetSpec
from printkit.draw.impose.gamebox import Block, BoxLook, box_drawings, box_trays, size_text
from printkit.draw.impose.netsheet import impose_nets
from printkit.draw.impose.trays import Tray
from printkit.draw.ink import NORMAL, Paints
from printkit.draw.scene import Document
from printkit.draw.vocab.cards import drawn_symbols, new_drawer
from printkit.draw.vocab.component import BoxArt
from printkit.draw.vocab.draw import Drawer, base_scope, declared

MAX_BLOCKS = 12  # what a box holds is packed by trying every way to cut it into rows: 2**11 ways
MAX_SIDE = 400.0  # mm: a block's side


def blamed(name: str, art: BoxArt) -> str:
    """Return the key a box too big for the paper is blamed on: its own key, else its play's path."""
    return art.key or f"components.{name}.play"


def _blocks(drawer: Drawer, art: BoxArt, scope: dict[str, Any]) -> list[Block]:
    """Return what the box holds as [w, d, h] blocks (a located error for anything else, or too many)."""
    value = drawer.value(art.holds, scope)
    try:
        blocks = [(float(b[0]), float(b[1]), float(b[2])) for b in value if len(b) == 3]
        whole = len(blocks) == len(value)
    except (TypeError, ValueError, IndexError):
        whole = False
    if not whole or not blocks:
        raise drawer.fail(art.holds, "expected a list of [w, d, h] blocks (stacks(...) gives a stack's)")
    if len(blocks) > MAX_BLOCKS:
        raise drawer.fail(art.holds, f"expected at most {MAX_BLOCKS} blocks; found {len(blocks)}")
    if any(not 0 < v <= MAX_SIDE for b in blocks for v in b):
        raise drawer.fail(art.holds, f"expected each block's sides over 0 and at most {MAX_SIDE:g} mm")
    return blocks


@dataclass
class Box:
    """One box's drawing in progress: its scope (its let: names), drawer, what it holds and its two trays."""

    name: str
    art: BoxArt
    scope: dict[str, Any]
    drawer: Drawer
    blocks: list[Block]
    tray: Tray
    lid: Tray


def start(layout: Any, name: str, art: BoxArt, paints: Paints = NORMAL) -> Box:
    """Return a box ready to draw: its let: names bound, what it holds read, its tray and lid sized."""
    drawer = new_drawer(layout, art.parts, paints, None, name)
    drawer.row = name
    scope = drawer.bind(art.let, {**base_scope(layout), "bleed": 0.0})
    blocks = _blocks(drawer, art, scope)
    thickness = drawer.length(art.thickness, scope, 0.01, 5.0, "a thickness")
    play = drawer.length(art.play, scope, 0.0, 20.0, "a play")
    tab = drawer.length(art.tab, scope, 1.0, 40.0, "a glue tab")
    lid_depth = drawer.length(art.lid_depth, scope, 1.0, MAX_ART_MM, "a lid's depth")
    tray, lid = box_trays(blocks, thickness, play, tab, lid_depth)
    drawer.symbols = {key: declared(drawer, decl, scope) for key, decl in art.symbols.items()}
    return Box(name, art, scope, drawer, blocks, tray, lid)


def document(layout: Any, name: str, art: BoxArt, spec: SheetSpec) -> Document:
    """Return the box's tray and lid nets on sheets, each with its caption."""
    paints = Paints(spec.ink)
    box = start(layout, name, art, paints)
    drawer, scope = box.drawer, box.scope
    w, h = (drawer.length(v, scope, 0.1, MAX_ART_MM, "a picture's side") for v in art.picture)
    drawer.row, drawer.count = f"{name}.lid", 0
    picture = drawer.items(art.lid.items, drawer.bind(art.lid.let, {**scope, "w": w, "h": h}))
    ground, ink = drawer.colour(art.ground, scope), drawer.colour(art.ink, scope)
    assert ground is not None and ink is not None
    look = BoxLook(drawer.text(art.title, scope), drawer.font(art.font, scope), ground, ink, (picture, w, h))
    nets = list(box_drawings(box.tray, box.lid, look, paints, name))
    told = {**scope, "size": size_text(box.tray.width, box.tray.height, box.tray.depth), "tray": box.tray}
    captions = [drawer.text(c, told) for c in art.captions]
    label = drawer.text(art.label, scope)
    pages = impose_nets(spec, nets, captions, label, where=blamed(name, art))
    return Document(layout.title, tuple(pages), drawn_symbols(drawer))
