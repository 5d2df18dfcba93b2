"""Anticipation's parts that stand up: a nest tray and well card per colour, the Water Barriers' stands."""

from __future__ import annotations

from functools import partial

from printkit.draw.art import glyph
from printkit.draw.impose.cards import SheetSpec
from printkit.draw.impose.gamebox import size_text
from printkit.draw.impose.nets import CUT, NetDrawing
from printkit.draw.impose.netsheet import impose_nets
from printkit.draw.impose.trays import Tent, Tray, tent_drawing, tray_drawing
from printkit.draw.ink import NORMAL, Paints
from printkit.draw.scene import (
    Circle,
    Document,
    Group,
    Rect,
    Shape,
    Style,
    Symbol,
    Text,
    Use,
    compose,
    rotate,
    scale,
    translate,
)
from printkit.draw.shapes import mark
from printkit.games.anticipation.board_facts import nest_size
from printkit.games.anticipation.drawn import drawn_nests
from printkit.games.anticipation.schema import COLOURS, WELL_INSET, Layout
from printkit.layout.colours import legible_on
from printkit.layout.partwords import assembly, part_words, sheet_words
from printkit.layout.units import MM_PER_PT

GAME = "anticipation"
WALL_PT = 7.0
ART_PAST_CUT = 0.8  # mm a net's art runs past its cut line
MARK_MM = 6.4  # a colour's shape wherever it is printed: over the 6 mm the kit promises


def colour_mark(
    layout: Layout, colour: str, cx: float, cy: float, size: float = MARK_MM, paints: Paints = NORMAL
) -> Group:
    """Return colour's shape drawn on the colour: in its ink, rimmed in the colour."""
    c = layout.colours[colour]
    style = Style(fill=paints.on(c.ink, c.fill), stroke=paints.colour(c.fill), width=0.2)
    return mark(c.symbol, cx, cy, size, style, colour)


def place(symbol_id: str, x: float, y: float, size: float, turn: float = 0.0, box: float = 24.0) -> Use:
    """Return a use of a 24 mm template symbol drawn size mm wide with its top-left at (x, y)."""
    k = size / box
    return Use(symbol_id, compose(translate(x, y), rotate(turn, size / 2, size / 2), scale(k)))


def symbol_id(template: str, colour: str) -> str:
    """Return the id of a template painted in colour."""
    return f"{template}-{colour.lstrip('#')}"


def symbols(pairs: set[tuple[str, str]]) -> tuple[Symbol, ...]:
    """Return the symbols for (template, colour) pairs, sorted so documents are deterministic."""
    return tuple(glyph(t, c, symbol_id(t, c)) for t, c in sorted(pairs))


def nest_tray(layout: Layout, colour: str) -> Tray:
    """Return a colour's tray: its outside the nest's box, so it sits on the board's nest; two layers a wall."""
    t = layout.trays
    w, h = nest_size(layout, colour)
    inset = 2 * t.folded_thickness
    return Tray(w - 2 * inset, h - 2 * inset, t.depth, t.tab, double=True, printed="inside")


def floor_offset(layout: Layout) -> float:
    """Return how far the tray's floor lies inside the nest's box (its two wall layers)."""
    return 2 * layout.trays.folded_thickness


def well_inset(layout: Layout) -> float:
    """Return how far the well card's edge lies inside the nest's box."""
    return WELL_INSET * layout.trays.folded_thickness


def hole_diameter(layout: Layout) -> float:
    """Return a well card's hole: a piece and the play round it."""
    return layout.pieces.size + layout.trays.play


def _wall_inside(layout: Layout, colour: str, paints: Paints, length: float, *, depth: float) -> list[Shape]:
    c = layout.colours[colour]
    return [
        Rect(-0.8, -0.8, length + 1.6, depth + 1.6, Style(fill=c.light)),
        Rect(-0.8, -0.8, length + 1.6, 2.2, paints.flood(Style(fill=c.fill))),
    ]


def _wall_outside(layout: Layout, colour: str, paints: Paints, length: float, *, depth: float) -> list[Shape]:
    c = layout.colours[colour]
    ground = paints.colour(c.fill)
    ink = legible_on(paints.on(c.ink, c.fill), ground)
    name = sheet_words(GAME, "tray_wall", colour=colour, COLOUR=colour.upper())
    out: list[Shape] = [
        Rect(-0.8, -0.8, length + 1.6, depth + 1.6, paints.flood(Style(fill=c.fill))),
        Text(
            length / 2,
            depth / 2 + WALL_PT * MM_PER_PT * 0.36,
            name,
            WALL_PT,
            layout.style.title_font,
            ink,
            "middle",
        ),
    ]
    size = min(MARK_MM, depth * 0.8)
    for fx in (0.12, 0.88):
        out.append(colour_mark(layout, colour, length * fx, depth / 2, size, paints))
    return out


def _floor(layout: Layout, colour: str, nest: tuple[Shape, ...], inset: float) -> list[Shape]:
    """Return the nest (its nest board's art) set so that its spaces lie where the board's do once the
    tray sits on its nest.

    It is clipped 0.8 mm past the floor's cut, as a net's art runs (the caption below stays clear).
    """
    w, h = nest_size(layout, colour)
    clip = (
        inset - ART_PAST_CUT,
        inset - ART_PAST_CUT,
        w - 2 * inset + 2 * ART_PAST_CUT,
        h - 2 * inset + 2 * ART_PAST_CUT,
    )
    return [Group(nest, translate(-inset, -inset), clip=clip)]


def build_trays(layout: Layout, spec: SheetSpec) -> Document:
    """Return a nest tray per colour (double walls, the nest on its floor) and a well card per colour."""
    paints = Paints(spec.ink)
    nests = drawn_nests(layout, COLOURS, paints)
    font = layout.style.title_font
    trays, tray_captions, wells, well_captions = [], [], [], []
    off, w_in = floor_offset(layout), well_inset(layout)
    r = hole_diameter(layout) / 2
    u = layout.board.pitch
    how = assembly("tray")
    for colour in COLOURS:
        tray = nest_tray(layout, colour)
        trays.append(
            tray_drawing(
                tray,
                _floor(layout, colour, nests.items[colour], off),
                partial(_wall_inside, layout, colour, paints, depth=tray.depth),
                partial(_wall_outside, layout, colour, paints, depth=tray.depth),
                ident=f"tray-{colour}",
                font=font,
            )
        )
        size = size_text(tray.width, tray.height, tray.depth)
        tray_captions.append(f"{part_words(GAME, 'tray', colour=colour, size=size)} \u2014 {how}")
        nw, nh = nest_size(layout, colour)
        ww, wh = nw - 2 * w_in, nh - 2 * w_in
        holes = [Circle(x * u - w_in, y * u - w_in, r, CUT) for x, y in layout.nest.spaces]
        wells.append(_well(layout, colour, nests.items[colour], ww, wh, holes))
        well_captions.append(part_words(GAME, "well", colour=colour, spaces=str(len(layout.nest.spaces))))
    pages = impose_nets(spec, trays, tray_captions, "nest trays", where="trays.depth")
    pages += impose_nets(spec, wells, well_captions, "well cards", where="trays.play")
    return Document(layout.title, tuple(pages), nests.symbols)


def _well(
    layout: Layout, colour: str, nest: tuple[Shape, ...], w: float, h: float, holes: list[Circle]
) -> NetDrawing:
    from printkit.draw.impose.trays import draw_fold
    from printkit.geometry.folding import FoldNet, Panel

    net = FoldNet((Panel("well", ((0.0, 0.0), (w, 0.0), (w, h), (0.0, h))),), (), "well")
    return draw_fold(net, _floor(layout, colour, nest, well_inset(layout)), f"well-{colour}", cuts=holes)


def stand(layout: Layout) -> Tent:
    """Return a Water Barrier's tent: its base the Barrier's square, so it stands on one board square."""
    b = layout.sizes.barrier
    return Tent(b, b, layout.barrier_stand.height, layout.barrier_stand.tab)


def _water(
    layout: Layout, uses: set[tuple[str, str]], paints: Paints, w: float, h: float, word: bool
) -> list[Shape]:
    style = layout.style
    white = paints.on("#ffffff", style.water)  # the water's waves, as on the flat Barriers
    ink = legible_on(white, paints.colour(style.water))
    uses.add(("water", white))
    out: list[Shape] = [Rect(-0.8, -0.8, w + 1.6, h + 1.6, paints.flood(Style(fill=style.water)))]
    size = min(w, h) * 0.55
    out.append(place(symbol_id("water", white), (w - size) / 2, h * 0.12, size))
    if word:
        text = sheet_words(GAME, "stand_word")
        out.append(Text(w / 2, h - 1.6, text, 6, style.text_font, ink, "middle"))
    return out


def build_stands(layout: Layout, spec: SheetSpec) -> Document:
    """Return the two Water Barrier stands: tents to fold, each on one board square."""
    uses: set[tuple[str, str]] = set()
    paints = Paints(spec.ink)
    tent = stand(layout)
    nets = [
        tent_drawing(
            tent,
            _water(layout, uses, paints, tent.length, tent.side, True),
            _water(layout, uses, paints, tent.width, tent.length, False),
            f"stand-{k}",
            layout.style.title_font,
        )
        for k in (1, 2)
    ]
    how = assembly("tent")
    captions = [f"{part_words(GAME, 'stand', n=str(k))} \u2014 {how}" for k in (1, 2)]
    pages = impose_nets(spec, nets, captions, "Water Barrier stands", where="barrier_stand.height")
    return Document(layout.title, tuple(pages), symbols(uses))


def nest_spaces(layout: Layout) -> list[tuple[float, float]]:
    """Return the nest's spaces in mm from the nest box's top-left, as the board draws them."""
    u = layout.board.pitch
    return [(x * u, y * u) for x, y in layout.nest.spaces]
