"""Antheap: the round board (tiled), six ant cubes and a plain die as foldable nets, the egg counters."""

from __future__ import annotations

import math
from typing import Any

from printkit.draw import shapes
from printkit.draw.art import glyph
from printkit.draw.component import Component
from printkit.draw.impose.cards import SheetSpec
from printkit.draw.impose.gamebox import Block, BoxLook, box_drawings, box_trays, size_text, stacks
from printkit.draw.impose.netsheet import impose_nets
from printkit.draw.impose.tiling import tile_board
from printkit.draw.impose.trays import Tray, tray_drawing
from printkit.draw.ink import NORMAL, Paints
from printkit.draw.patterns import ink_on, texture
from printkit.draw.scene import (
    Circle,
    Document,
    Group,
    Polygon,
    Rect,
    Shape,
    Style,
    Text,
    Use,
    compose,
    rotate,
    scale,
    translate,
)
from printkit.draw.vocab import cubes, tokens
from printkit.draw.vocab.component import CubeNetsArt, CubeSetArt, TokensArt, art_of
from printkit.draw.vocab.flow import bbox
from printkit.games.antheap.schema import Layout, Square, polar
from printkit.layout.colours import legible_on, mix, rgb
from printkit.layout.partwords import assembly, part_words, sheet_words
from printkit.layout.units import MM_PER_PT
from printkit.layout.words import game_name, say

GAME = "antheap"
LABEL_PT = 6.0  # square names and words on squares: read at the table, so never under 6 pt
LETTER_MM = 6.2  # a track's letter (capitals this tall) wherever its colour is printed
STRIP_MM = 4.0  # the patterned strip along the outer edge of each run square
GOLD = "#e9c46a"  # the Queen ant and the marching ants on the nest's dark soil
NEST_INK = "#f3e6c8"
DOTS = (0.01, 1.2)  # a dotted line for ornament: a dashed one in the kit means fold here
ARC_STEP = 2.0  # degrees between the points that draw an arc


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


def sector(half: float, r0: float, r1: float, a0: float, a1: float) -> tuple[tuple[float, float], ...]:
    """Return the outline of an annular sector (radii r0-r1, angles a0-a1 clockwise from 12 o'clock)."""
    n = max(2, math.ceil((a1 - a0) / ARC_STEP))
    inner = [polar(half, r0, a0 + (a1 - a0) * i / n) for i in range(n + 1)]
    outer = [polar(half, r1, a1 - (a1 - a0) * i / n) for i in range(n + 1)]
    return tuple((round(x, 3), round(y, 3)) for x, y in inner + outer)


def _chevron(half: float, radius: float, angle: float, heading: float, size: float, fill: str) -> Polygon:
    # A small arrow head at (radius, angle) pointing along heading (degrees clockwise from 12 o'clock).
    x, y = polar(half, radius, angle)
    h = math.radians(heading)
    fx, fy = math.sin(h), -math.cos(h)
    sx, sy = -fy, fx
    pts = (
        (x + fx * size * 0.6, y + fy * size * 0.6),
        (x - fx * size * 0.4 + sx * size * 0.5, y - fy * size * 0.4 + sy * size * 0.5),
        (x - fx * size * 0.15, y - fy * size * 0.15),
        (x - fx * size * 0.4 - sx * size * 0.5, y - fy * size * 0.4 - sy * size * 0.5),
    )
    return Polygon(
        tuple((round(px, 3), round(py, 3)) for px, py in pts), Style(fill=fill, stroke="#ffffff", width=0.3)
    )


def _on(colour: str, ink: str) -> str:
    """Return white or ink, whichever reads on colour (also once printed in greyscale)."""
    r, g, b = rgb(colour)
    return ink if 0.299 * r + 0.587 * g + 0.114 * b > 0.5 else "#ffffff"


def _square_fill(layout: Layout, sq: Square) -> str:
    style = layout.style
    if sq.track is None:
        return mix(style.paper, style.soil, 0.35)
    track = layout.board.tracks[sq.track]
    return {
        "home": track.colour,
        "x": track.colour,
        "base": track.tint,
        "approach": mix(track.tint, track.colour, 0.22),
    }[sq.kind]


def track_letter(
    layout: Layout, letter: str, x: float, y: float, turn: float, fill: str, height: float = LETTER_MM
) -> Group:
    """Return a track's letter, height mm tall and turned by turn, centred on (x, y), beside its colour."""
    mark = shapes.letter(letter, 0.0, 0.0, height, layout.style.title_font, fill, f"track {letter}")
    return Group(mark.items, compose(translate(x, y), rotate(turn)))


def _strips(layout: Layout) -> list[Shape]:
    """Return each track's pattern on a strip along the outer edge of its run squares: one mark a track."""
    board = layout.board
    half = board.size / 2
    by_track: dict[str, list[Shape]] = {}
    for sq in board.squares.values():
        if sq.track is None or sq.kind not in ("base", "approach"):
            continue
        band = board.bands[sq.band]
        a0, a1 = band.span(sq.slot)
        track = board.tracks[sq.track]
        length = math.radians(a1 - a0) * band.outer

        def to(
            u: float,
            v: float,
            a0: float = a0,
            a1: float = a1,
            length: float = length,
            r: float = band.outer - 0.2,
        ) -> tuple[float, float]:
            return polar(half, r - v, a0 + (a1 - a0) * u / length)

        ink = ink_on(track.colour, layout.style.ink)
        by_track.setdefault(sq.track, []).append(
            texture(track.texture, [(0.0, 0.2, length, STRIP_MM)], track.colour, ink, to=to)
        )
    return [
        Group(tuple(items), stands_for=f"track {t} = pattern {board.tracks[t].texture}")
        for t, items in by_track.items()
    ]


def _badge(
    layout: Layout, letter: str, x: float, y: float, turn: float, r: float, paints: Paints
) -> list[Shape]:
    """Return the track's letter on a round badge of its colour (home and X squares)."""
    colour = layout.board.tracks[letter].colour
    badge = mix(colour, "#ffffff", 0.25)
    on = paints.on(_on(badge, layout.style.ink), colour)
    on = legible_on(on, paints.flood(Style(fill=badge)).fill or badge)
    return [
        Circle(x, y, r, paints.flood(Style(fill=badge, stroke=on, width=0.5))),
        track_letter(layout, letter, x, y, turn, on),
    ]


def _square(layout: Layout, name: str, sq: Square, paints: Paints) -> list[Shape]:
    board, style = layout.board, layout.style
    half = board.size / 2
    band = board.bands[sq.band]
    a0, a1 = band.span(sq.slot)
    mid_a, mid_r = (a0 + a1) / 2, (band.inner + band.outer) / 2
    turn = mid_a + 180  # text reads upright to the player sitting at that edge of the round board
    fill = Style(fill=_square_fill(layout, sq), stroke=style.line, width=0.35)
    if sq.kind in ("home", "x"):
        fill = paints.flood(fill)
    out: list[Shape] = [Polygon(sector(half, band.inner, band.outer, a0, a1), fill, id=f"sq-{name}")]
    dark = style.ink if sq.track is None else mix(board.tracks[sq.track].colour, style.ink, 0.45)
    dark = legible_on(dark, fill.fill or style.paper)
    x, y = polar(half, mid_r + 2.0, mid_a)
    nx, ny = polar(half, band.inner + 3.6, mid_a)
    if sq.kind in ("base", "approach"):
        out.append(_text(x, y, turn, str(sq.number), 17, style.number_font, dark, f"num-{name}"))
        out.append(_text(nx, ny, turn, name, LABEL_PT, style.text_font, dark))
    elif sq.kind in ("home", "x") and sq.track is not None:  # (only a ring square has no track)
        colour = board.tracks[sq.track].colour
        on = paints.on(_on(colour, style.ink), colour)
        if sq.kind == "home":
            out += _badge(layout, sq.track, *polar(half, mid_r + 2.4, mid_a), turn, 7.2, paints)
            out.append(
                _text(
                    *polar(half, band.inner + 3.0, mid_a),
                    turn,
                    say(layout.game, "HOME"),
                    LABEL_PT,
                    style.title_font,
                    on,
                )
            )
        else:
            out += _badge(layout, sq.track, *polar(half, band.inner + 6.6, mid_a), turn, 5.4, paints)
            out.append(
                _text(
                    *polar(half, band.inner + 18.0, mid_a), turn, "X", 22, style.title_font, on, f"x-{name}"
                )
            )
    else:
        out.append(
            _text(
                *polar(half, mid_r, mid_a),
                turn,
                name,
                LABEL_PT,
                style.text_font,
                mix(style.ink, style.paper, 0.3),
            )
        )
    return out


def _arrows(layout: Layout) -> list[Shape]:
    board = layout.board
    half = board.size / 2
    out: list[Shape] = []
    for sq in board.squares.values():
        nxt = board.squares[sq.next]
        band = board.bands[sq.band]
        colour = mix(board.tracks[sq.track].colour, "#000000", 0.25) if sq.track else layout.style.line
        if nxt.band == sq.band:  # along a band: on the edge the two squares share, pointing clockwise
            edge = band.span(sq.slot)[1]
            out.append(_chevron(half, band.outer - 3.0, edge, edge + 90, 3.6, colour))
        elif sq.kind == "base":  # Base 6 -> Approach 1: through the arc they share, pointing inwards
            a = (
                max(band.span(sq.slot)[0], board.bands[nxt.band].span(nxt.slot)[0]) + band.span(sq.slot)[1]
            ) / 2
            out.append(_chevron(half, band.inner, a, a + 180, 4.2, colour))
    return out


def _tunnels(layout: Layout) -> list[Shape]:
    # Approach 6 -> X crosses the soil between the runs and the ring: a narrow tunnel in the track's
    # colour, a third of a square wide, unframed and with one arrow, so that no one counts it as a square.
    board = layout.board
    half = board.size / 2
    out: list[Shape] = []
    for letter, path in board.paths.items():
        a6, x = board.squares[path[-2]], board.squares[path[-1]]
        r_out = board.bands[a6.band].inner
        r_in = board.bands[x.band].outer
        a = sum(board.bands[a6.band].span(a6.slot)) / 2
        track = board.tracks[letter]
        w = sum(abs(s - a) for s in board.bands[a6.band].span(a6.slot)) / 2 / 3  # a third of the square
        colour = mix(track.colour, layout.style.soil, 0.25)
        out.append(Polygon(sector(half, r_in - 0.2, r_out + 0.2, a - w, a + w), Style(fill=colour)))
        out.append(
            _chevron(half, (r_in + r_out) / 2 + 1.5, a, a + 180, 3.2, legible_on("#ffffff", colour, 3.0))
        )
    return out


def _nest(layout: Layout, paints: Paints) -> list[Shape]:
    board, style = layout.board, layout.style
    c = board.size / 2
    r = board.nest_radius

    def on(colour: str) -> str:
        return paints.on(colour, style.nest)

    out: list[Shape] = [
        Circle(c, c, r, paints.flood(Style(fill=style.nest, stroke=style.line, width=0.5))),
        Circle(
            c, c, r - 3, Style(stroke=on(mix(style.nest, "#ffffff", 0.35)), width=0.5, dash=DOTS, cap="round")
        ),
        Circle(
            c,
            c,
            r * 0.52,
            paints.flood(
                Style(
                    fill=mix(style.nest, style.soil, 0.55),
                    stroke=on(mix(style.nest, "#ffffff", 0.5)),
                    width=0.4,
                    dash=DOTS,
                    cap="round",
                )
            ),
        ),
        _text(c, c - r * 0.70, 0, say(layout.game, "QUEEN ANT'S NEST"), 8.5, style.title_font, on(NEST_INK)),
        _text(c, c + r * 0.70, 0, say(layout.game, "eggs go here"), 6.5, style.text_font, on(NEST_INK)),
        _glyph_at("ant", on(GOLD), c, c, r * 0.72),
    ]
    for a in (36.0, 144.0, 216.0, 324.0):  # clear of the two lines of text above and below the ant
        x, y = polar(c, r * 0.79, a)
        out.append(_glyph_at("egg", style.egg, x, y, 8.0, a))
    return out


def _corners(layout: Layout) -> list[Shape]:
    style = layout.style
    s = layout.board.size
    ink, soft = style.ink, mix(style.ink, style.paper, 0.2)
    out: list[Shape] = [
        Text(
            9,
            19,
            game_name(layout).upper(),
            22,
            style.title_font,
            mix(style.nest, style.ink, 0.3),
            id="title",
        ),
        # a player to a track: the board seats as many as it has tracks
        Text(
            9.5,
            26,
            say(layout.game, f"a race to the Queen Ant's Nest for 2-{len(layout.board.tracks)} players"),
            6.2,
            style.text_font,
            soft,
        ),
        Text(s - 9, 14, say(layout.game, "EGGS PER CIRCUIT"), 7.5, style.title_font, ink, "end"),
    ]
    for i, (group, eggs) in enumerate((("6 or 5 ants", 3), ("4 or 3 ants", 2), ("2 or 1 ant", 1))):
        y = 21 + i * 6.2
        out.append(Text(s - 9 - 3 * 5.4 - 2, y, say(layout.game, group), 6.5, style.text_font, ink, "end"))
        for k in range(eggs):
            out.append(_glyph_at("egg", style.egg, s - 9 - 2.4 - k * 5.4, y - 1.6, 5.6))
    rules = (
        "Throw the die; move your cube that many squares",
        "along your Base, then your Approach. The first",
        "on its X defends the nest; later ones wait on",
        "theirs. The Defender circles the nest, duels each",
        "waiting ant it lands on (higher throw wins, a draw",
        "to the Defender) and takes eggs back on its X.",
    )
    out.append(Text(9, s - 42, say(layout.game, "HOW TO PLAY"), 7.5, style.title_font, ink))
    for i, line in enumerate(rules):
        out.append(Text(9, s - 35.5 + i * 4.9, say(layout.game, line), 6.3, style.text_font, soft))
    key = (
        "Ab3  track A, Base 3",
        "Aa3  track A, Approach 3",
        "AX  A's X on the ring",
        "Ar1  ring square after AX",
    )
    out.append(Text(s - 9, s - 35, say(layout.game, "SQUARE NAMES"), 7.5, style.title_font, ink, "end"))
    for i, line in enumerate(key):
        out.append(Text(s - 9, s - 28.5 + i * 5.6, say(layout.game, line), 6.0, style.text_font, soft, "end"))
    return out


def board_items(layout: Layout, paints: Paints = NORMAL, bleed: float = 0.0) -> list[Shape]:
    """Return the whole board picture in board millimetres (origin top-left, y down), its paper into the bleed."""
    board, style = layout.board, layout.style
    s = board.size
    c = s / 2
    r_edge = max(b.outer for b in board.bands.values())
    ring = board.bands[board.squares[board.ring[0]].band]
    rim = mix(style.soil, style.nest, 0.35)
    items: list[Shape] = [
        Rect(-bleed, -bleed, s + 2 * bleed, s + 2 * bleed, Style(fill=style.paper)),
        Circle(c, c, r_edge + 5, paints.flood(Style(fill=rim, stroke=style.line, width=0.6))),
        Circle(c, c, r_edge, Style(fill=paints.colour(style.soil))),
    ]
    items += _tunnels(layout)
    items += _nest(layout, paints)
    for name, sq in board.squares.items():
        items += _square(layout, name, sq, paints)
    items += _strips(layout)
    items += _arrows(layout)
    items.append(Circle(c, c, ring.inner - 1.2, Style(stroke=style.line, width=0.3)))
    items += _corners(layout)
    return items


def board_symbols(layout: Layout, paints: Paints = NORMAL) -> tuple[Any, ...]:
    """Return the symbols the board and the egg container use."""
    gold = paints.on(GOLD, layout.style.nest)
    return (
        glyph("ant", gold, _sym("ant", gold)),
        glyph("egg", layout.style.egg, _sym("egg", layout.style.egg)),
    )


def build_board(layout: Layout, spec: SheetSpec) -> Document:
    """Return the board, tiled over several sheets unless --board-paper asks for one."""
    paints = Paints(spec.ink)
    items = board_items(layout, paints, spec.board_bleed)
    pages = tile_board(spec, layout.board.size, layout.board.size, items, "board", where="board.size")
    return Document(layout.title, tuple(pages), board_symbols(layout, paints))


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
    return Document(layout.title, tuple(pages), board_symbols(layout, paints))


def box_blocks(layout: Layout) -> list[Block]:
    """Return what the box holds: the ant cubes and the die, the egg counters in stacks no taller than a cube."""
    e, t = layout.cubes.edge, layout.box.folded_thickness
    cubes = [(e, e, e)] * (len(layout.board.tracks) + 1)
    return [*cubes, *stacks(layout.eggs.count, layout.eggs.size, t, e)]


def lid_art(layout: Layout, paints: Paints = NORMAL) -> list[Shape]:
    """Return the box lid's picture (60 x 30 mm): the Queen Ant on her nest's soil, her eggs beside her."""
    style = layout.style
    out: list[Shape] = [
        Circle(30, 15, 14, paints.flood(Style(fill=style.nest, stroke=style.line, width=0.5))),
        _glyph_at("ant", paints.on(GOLD, style.nest), 30, 15, 20),
    ]
    for x, y, turn in ((8, 12, -20), (14, 21, 10), (46, 21, -10), (52, 12, 20)):
        out.append(_glyph_at("egg", style.egg, x, y, 9, turn))
    return out


def build_box(layout: Layout, spec: SheetSpec) -> Document:
    """Return the box's tray and lid, sized from the cubes, the die and the eggs."""
    b = layout.box
    base, lid = box_trays(box_blocks(layout), b.folded_thickness, b.play, b.tab, b.lid_depth)
    paints = Paints(spec.ink)
    style = layout.style
    look = BoxLook(
        game_name(layout), style.title_font, style.soil, style.ink, (lid_art(layout, paints), 60.0, 30.0)
    )
    nets = list(box_drawings(base, lid, look, paints, "box"))
    how = assembly("box")
    size = size_text(base.width, base.height, base.depth)
    captions = [
        f"{part_words(GAME, 'box', size=size)} \u2014 {how}",
        f"{part_words(GAME, 'lid')} \u2014 {how}",
    ]
    pages = impose_nets(spec, nets, captions, "box", where="box.play")
    return Document(layout.title, tuple(pages), board_symbols(layout, paints))


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
