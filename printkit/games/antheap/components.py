"""Antheap: the round board (tiled), six ant cubes and a plain die as foldable nets, the egg counters."""

from __future__ import annotations

from dataclasses import dataclass

from printkit.draw.art import glyph
from printkit.draw.component import Component
from printkit.draw.impose.cards import SheetSpec
from printkit.draw.impose.netsheet import impose_nets
from printkit.draw.impose.trays import Tray, tray_drawing
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
from printkit.draw.vocab import board, box, cubes, tokens
from printkit.draw.vocab.component import BoardArt, BoxArt, CubeNetsArt, CubeSetArt, TokensArt, art_of
from printkit.draw.vocab.flow import bbox
from printkit.games.antheap.schema import Layout
from printkit.layout.colours import mix
from printkit.layout.partwords import assembly, part_words, sheet_words
from printkit.layout.units import MM_PER_PT

GAME = "antheap"
GOLD = "#e9c46a"  # the Queen ant and the marching ants on the nest's dark soil
DOTS = (0.01, 1.2)  # a dotted line for ornament: a dashed one in the kit means fold here


def _sym(name: str, colour: str) -> str:
    return f"{name}-{colour.lstrip('#')}"


def _glyph_at(name: str, colour: str, x: float, y: float, size: float, turn: float = 0.0) -> Use:
    return Use(
        _sym(name, colour),
        compose(translate(x, y), rotate(turn), translate(-size / 2, -size / 2), scale(size / 24.0)),
    )


def _text(
    x: float,
    y: float,
    turn: float,
    text: str,
    size: float,
    font: str,
    fill: str,
    ident: str | None = None,
    drop: float = 0.36,
) -> Group:
    # Text centred on (x, y) whatever its turn: the baseline sits `drop` of the font size below the centre.
    return Group(
        (Text(0, size * MM_PER_PT * drop, text, size, font, fill, "middle", id=ident),),
        compose(translate(x, y), rotate(turn)),
    )


@dataclass(frozen=True)
class DrawnBoard:
    """The board as its layout draws it: its shapes and symbols and its size (mm)."""

    items: tuple[Shape, ...]
    symbols: tuple[Symbol, ...]
    width: float
    height: float


def drawn_board(layout: Layout, paints: Paints = NORMAL) -> DrawnBoard:
    """Return the board drawn from the layout's `components: board:` (a square sits where board.centre says)."""
    drawing = board.start(layout, "board", art_of(layout, "board", BoardArt), 0.0, paints)
    items, symbols = board.picture(drawing)
    w, h = drawing.size
    return DrawnBoard(tuple(items), symbols, w, h)


def build_board(layout: Layout, spec: SheetSpec) -> Document:
    """Return the board, tiled over several sheets unless --board-paper asks for one, drawn from the layout."""
    return board.document(layout, "board", art_of(layout, "board", BoardArt), spec)


def nest_glyphs(layout: Layout, paints: Paints = NORMAL) -> tuple[Symbol, ...]:
    """Return the glyphs the egg container and the box place: the Queen Ant in gold on the nest, an egg."""
    gold = paints.on(GOLD, layout.style.nest)
    return (
        glyph("ant", gold, _sym("ant", gold)),
        glyph("egg", layout.style.egg, _sym("egg", layout.style.egg)),
    )


def _ant_cubes(layout: Layout) -> tuple[CubeNetsArt, CubeSetArt]:
    """Return the cubes' art and its set of ant cubes (the one drawn a cube a track `letter`)."""
    art = art_of(layout, "cubes", CubeNetsArt)
    return art, next(c for c in art.cubes if "letter" in c.each)


def ant_face(layout: Layout, letter: str, value: int, paints: Paints = NORMAL) -> list[Shape]:
    """Return one face of a track's ant cube, drawn from the layout's `components: cubes:`."""
    art, ants = _ant_cubes(layout)
    return list(cubes.face(cubes.start(layout, "cubes", art, paints), ants, {"letter": letter}, value))


def cube_letter(layout: Layout) -> tuple[float, float]:
    """Return where a cube face shows its track's letter, as fractions of the face (the words say it)."""
    letter = next(iter(layout.board.tracks))
    for shape in ant_face(layout, letter, 2):
        if isinstance(shape, Group) and any(isinstance(t, Text) and t.text == letter for t in shape.items):
            x0, y0, x1, y1 = bbox([shape], {})
            e = layout.cubes.edge
            return ((x0 + x1) / 2 / e, (y0 + y1) / 2 / e)
    raise ValueError("the ant cubes' faces print no track letter")  # the words name where it stands


def build_cubes(layout: Layout, spec: SheetSpec) -> Document:
    """Return the six ant cubes and the plain die as foldable nets, drawn from the layout."""
    return cubes.document(layout, "cubes", art_of(layout, "cubes", CubeNetsArt), spec)


def egg_face(layout: Layout, bleed: float = 0.0, paints: Paints = NORMAL) -> tuple[Shape, ...]:
    """Return an egg counter's art in its size x size box, drawn from the layout's `components: eggs:`."""
    drawing = tokens.start(layout, "eggs", art_of(layout, "eggs", TokensArt), bleed, paints)
    return tokens.face(drawing, drawing.art.tokens, {"n": 0})


def build_eggs(layout: Layout, spec: SheetSpec) -> Document:
    """Return the egg counters on token sheets (the same egg on both sides), drawn from the layout."""
    return tokens.document(layout, "eggs", art_of(layout, "eggs", TokensArt), spec)


def tray_floor(layout: Layout) -> list[Shape]:
    """Return the container's floor: the eggs' bed, with a few eggs and a name."""
    side, style = layout.container.side, layout.style
    c = side / 2
    out: list[Shape] = [
        Rect(-0.6, -0.6, side + 1.2, side + 1.2, Style(fill=mix(style.soil, style.paper, 0.35))),
        Circle(
            c,
            c,
            side * 0.40,
            Style(stroke=mix(style.soil, style.nest, 0.4), width=0.6, dash=DOTS, cap="round"),
        ),
        _text(
            c,
            c - side * 0.2,
            0,
            sheet_words(GAME, "container_floor"),
            8,
            style.title_font,
            style.nest,
        ),
    ]
    for fx, fy, turn in (
        (0.35, 0.56, -20),
        (0.5, 0.6, 10),
        (0.65, 0.55, 25),
        (0.43, 0.72, -5),
        (0.58, 0.74, 15),
    ):
        out.append(_glyph_at("egg", style.egg, fx * side, fy * side, side * 0.16, turn))
    return out


def tray_wall(layout: Layout, paints: Paints = NORMAL, side: float | None = None) -> list[Shape]:
    """Return one wall of the container (side x depth, its top at y=0): ants marching along it."""
    depth, style = layout.container.depth, layout.style
    side = layout.container.side if side is None else side
    out: list[Shape] = [Rect(-0.8, -0.8, side + 1.6, depth + 1.6, paints.flood(Style(fill=style.nest)))]
    n = max(1, int(side // 12))
    size = min(depth * 0.7, 9.0)
    for i in range(n):
        out.append(_glyph_at("ant", paints.on(GOLD, style.nest), side * (i + 0.5) / n, depth / 2, size, 90))
    return out


def container_tray(layout: Layout) -> Tray:
    """Return the egg container: a square tray with double walls, printed inside and out."""
    box = layout.container
    return Tray(box.side, box.side, box.depth, box.tab, double=True, printed="inside")


def build_container(layout: Layout, spec: SheetSpec) -> Document:
    """Return the egg container: an open tray to fold and glue, its walls folded over the rim."""
    box = layout.container
    paints = Paints(spec.ink)
    wall = lambda n: tray_wall(layout, paints, n)  # noqa: E731
    net = tray_drawing(container_tray(layout), tray_floor(layout), wall, wall, font=layout.style.title_font)
    size = f"{box.side:g} x {box.side:g}"
    caption = f"{part_words(GAME, 'container', size=size)} \u2014 {assembly('tray')}"
    pages = impose_nets(spec, [net], [caption], "egg container", where="container.side")
    return Document(layout.title, tuple(pages), nest_glyphs(layout, paints))


def build_box(layout: Layout, spec: SheetSpec) -> Document:
    """Return the box's tray and lid, sized from the cubes, the die and the eggs, drawn from the layout."""
    return box.document(layout, "box", art_of(layout, "box", BoxArt), spec)


COMPONENTS = (
    Component(
        "board",
        "the round board: six tracks, the ring of X squares and the Queen Ant's Nest",
        build_board,
        key="board.size",
    ),
    Component(
        "cubes",
        "six ant cubes (one per track colour) and a plain die, as foldable nets",
        build_cubes,
        key="cubes.edge",
    ),
    Component("eggs", "the ant's eggs: round counters for the nest", build_eggs, key="eggs.size"),
    Component(
        "container",
        "the eggs' container: a folding tray for the Queen Ant's Nest",
        build_container,
        key="container.side",
    ),
    Component("box", "the box to fold: a tray and its lid", build_box, key="box.play"),
)
