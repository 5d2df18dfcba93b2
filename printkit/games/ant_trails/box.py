"""Ant Trails' box: a tray and its lid, sized from the ant tiles and the food tiles it holds."""

from __future__ import annotations

from printkit.draw.art import glyph
from printkit.draw.impose.cards import SheetSpec
from printkit.draw.impose.gamebox import Block, BoxLook, box_drawings, box_trays, size_text, stacks
from printkit.draw.impose.netsheet import impose_nets
from printkit.draw.impose.tokens import hex_box
from printkit.draw.ink import Paints
from printkit.draw.scene import Document, Group, Shape, translate
from printkit.games.ant_trails.components import ant_tile, food_front
from printkit.games.ant_trails.schema import Layout
from printkit.kit.docs.partwords import assembly, part_words
from printkit.layout.words import game_name


def box_blocks(layout: Layout) -> list[Block]:
    """Return what the box holds: each colour's ant tiles and the food tiles, in stacks no taller than a tile is wide."""
    t, s = layout.box.folded_thickness, layout.board.cell_size
    n = layout.ant_tiles.per_colour
    ants = [b for _ in ("black", "red") for b in stacks(n, hex_box(s), t, s, depth=s)]
    return [*ants, *stacks(len(layout.food_values), layout.food_tile_size, t, s)]


def lid_art(layout: Layout, paints: Paints) -> tuple[list[Shape], float, float]:
    """Return the box lid's picture: a black ant tile, a food tile and a red ant tile (shapes, width, height)."""
    tile, food = hex_box(layout.board.cell_size), layout.food_tile_size
    gap = tile / 8
    top = max(layout.food_values)
    return (
        [
            Group(ant_tile(layout, "black", 0.0, paints), translate(0.0, 0.0)),
            Group(food_front(layout, top, 0.0), translate(tile + gap, (tile - food) / 2)),
            Group(ant_tile(layout, "red", 0.0, paints), translate(tile + food + 2 * gap, 0.0)),
        ],
        2 * tile + food + 2 * gap,
        tile,
    )


def build_box(layout: Layout, spec: SheetSpec) -> Document:
    """Return the box's tray and lid; the board's glued pieces lie flat beside it."""
    b = layout.box
    base, lid = box_trays(box_blocks(layout), b.folded_thickness, b.play, b.tab, b.lid_depth)
    paints = Paints(spec.ink)
    style = layout.style
    inks = (paints.on(style.black_ant, style.black_tile), paints.on(style.red_ant, style.red_tile))
    symbols = [glyph("ant", ink, f"ant-{ink.lstrip('#')}") for ink in dict.fromkeys(inks)]
    symbols.append(glyph("leaf", style.food_rim, f"leaf-{style.food_rim.lstrip('#')}"))
    look = BoxLook(game_name(layout), style.title_font, style.plate, style.plate_ink, lid_art(layout, paints))
    nets = list(box_drawings(base, lid, look, paints, "box"))
    how = assembly("box")
    size = size_text(base.width, base.height, base.depth)
    game = layout.game
    captions = [
        f"{part_words(game, 'box', size=size)} \u2014 {how}",
        f"{part_words(game, 'lid')} \u2014 {how}",
    ]
    pages = impose_nets(spec, nets, captions, "box", where="box.play")
    return Document(layout.title, tuple(pages), tuple(symbols))
