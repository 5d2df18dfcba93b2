"""Anticipation's parts that stand up: the Water Barriers' stands' size, the box. (The nest trays, their well
cards and the stands are drawn from the layout: components: trays: and stands:.)"""

from __future__ import annotations

from printkit.draw.impose.cards import SheetSpec
from printkit.draw.impose.gamebox import Block, BoxLook, box_drawings, box_trays, size_text, stacks
from printkit.draw.impose.netsheet import impose_nets
from printkit.draw.impose.trays import Tent
from printkit.draw.ink import Paints
from printkit.draw.scene import Document, Group, Shape, translate
from printkit.draw.vocab import tent
from printkit.draw.vocab.component import TentArt, art_of
from printkit.games.anticipation.piece_art import ant_front
from printkit.games.anticipation.schema import COLOURS, Layout
from printkit.games.anticipation.symbols import symbols
from printkit.layout.partwords import assembly, part_words
from printkit.layout.words import game_name

GAME = "anticipation"


def stand(layout: Layout) -> Tent:
    """Return a Water Barrier's tent as the layout's `components: stands:` sizes it (its first stand's)."""
    tents = tent.start(layout, "stands", art_of(layout, "stands", TentArt))
    return tent.tent(tents, tent.rows(tents)[0])


def box_blocks(layout: Layout) -> list[Block]:
    """Return what the box holds: the pieces in stacks no taller than a die, the two dice, the two stands."""
    t = layout.box.folded_thickness
    e = layout.dice.edge
    pieces = stacks(len(layout.pieces.backs) * len(COLOURS), layout.pieces.size, t, e)
    tent = stand(layout)
    return [
        *pieces,
        (e, e, e),
        (e, e, e),
        (tent.width, tent.length, tent.height),
        (tent.width, tent.length, tent.height),
    ]


def lid_art(layout: Layout, uses: set[tuple[str, str]], paints: Paints) -> tuple[list[Shape], float, float]:
    """Return the box lid's picture: an ant piece of each colour, in turn order (shapes, width, height)."""
    size, gap = layout.pieces.size, layout.pieces.size / 4
    out: list[Shape] = [
        Group(ant_front(layout, colour, uses, 0.0, paints), translate(k * (size + gap), 0.0))
        for k, colour in enumerate(COLOURS)
    ]
    return out, len(COLOURS) * size + (len(COLOURS) - 1) * gap, size


def build_box(layout: Layout, spec: SheetSpec) -> Document:
    """Return the box's tray and lid, sized from the pieces, dice and stands it holds."""
    b = layout.box
    base, lid = box_trays(box_blocks(layout), b.folded_thickness, b.play, b.tab, b.lid_depth)
    uses: set[tuple[str, str]] = set()
    paints = Paints(spec.ink)
    look = BoxLook(
        game_name(layout),
        layout.style.title_font,
        layout.style.soil,
        layout.style.ink,
        lid_art(layout, uses, paints),
    )
    nets = list(box_drawings(base, lid, look, paints, "box"))
    how = assembly("box")
    size = size_text(base.width, base.height, base.depth)
    captions = [
        f"{part_words(GAME, 'box', size=size)} \u2014 {how}",
        f"{part_words(GAME, 'lid')} \u2014 {how}",
    ]
    pages = impose_nets(spec, nets, captions, "box", where="box.play")
    return Document(layout.title, tuple(pages), symbols(uses))


def nest_spaces(layout: Layout) -> list[tuple[float, float]]:
    """Return the nest's spaces in mm from the nest box's top-left, as the board draws them."""
    u = layout.board.pitch
    return [(x * u, y * u) for x, y in layout.nest.spaces]
