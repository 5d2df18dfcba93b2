"""The main board drawn from the graph: tunnels between squares, squares where the YAML puts them, nests, Ante-chamber."""

from __future__ import annotations

from printkit.draw.ink import NORMAL, Paints
from printkit.draw.scene import Group, Polygon, Rect, Shape, Style, Text, compose, rotate, translate
from printkit.games.anticipation.nest_art import placed_nest
from printkit.games.anticipation.schema import COLOURS, Layout
from printkit.games.anticipation.symbols import MARK_MM, colour_mark, place, symbol_id
from printkit.layout.colours import legible_on, mix
from printkit.layout.words import game_name, say

LABEL_INK = "#6b5744"
DOTS = (0.01, 1.1)  # a dotted edge for a box to put a piece in: a dashed line in the kit means fold here
LABEL_PT = 6.0  # square names and words on squares: read at the table, so never under 6 pt
NAME_AT = (
    2.3,
    3.9,
)  # a square name's start and baseline in its square: on the outer ring, 3 mm inside a print shop's trim


def board_size(layout: Layout) -> tuple[float, float]:
    """Return the board's width and height in mm."""
    w, h = layout.board.size
    return w * layout.board.pitch, h * layout.board.pitch


def square_centre(layout: Layout, name: str) -> tuple[float, float]:
    """Return a square's centre on the board in mm."""
    x, y = layout.board.squares[name]
    return x * layout.board.pitch, y * layout.board.pitch


def board_items(layout: Layout, uses: set[tuple[str, str]], paints: Paints = NORMAL) -> list[Shape]:
    """Return the whole board in mm, origin at its top-left corner."""
    style = layout.style
    w, h = board_size(layout)
    ground = Style(fill=paints.ground(style.ground), stroke=style.ink, width=0.8)
    items: list[Shape] = [Rect(0, 0, w, h, ground, rx=4)]
    items += _pockets(layout, uses)
    items += _ante_chamber(layout, uses, paints)
    items += _tunnels(layout, paints)
    items += [placed_nest(layout, c, uses, paints) for c in COLOURS]
    items += _squares(layout, uses, paints)
    return items


def _tunnels(layout: Layout, paints: Paints) -> list[Shape]:
    u = layout.board.pitch
    soil = Style(stroke=paints.colour(layout.style.soil), width=0.5 * u, cap="round", join="round")
    edge = Style(
        stroke=mix(layout.style.soil, layout.style.ink, 0.35), width=0.5 * u + 1.2, cap="round", join="round"
    )
    out: list[Shape] = []
    for paint in (edge, soil):
        for chain in layout.board.routes:
            points = tuple(square_centre(layout, n) for n in chain)
            out.append(Polygon(points, paint, closed=False))
    return out


def _kinds(layout: Layout) -> dict[str, tuple[str, str]]:
    """Return each special square's (kind, colour): start, finish or corner."""
    out = {}
    for colour, nest in layout.board.nests.items():
        for e in nest.entrances:
            out[e.start] = ("start", colour)
            out[e.finish] = ("finish", colour)
        out[nest.corner] = ("corner", colour)
    return out


def _nest_side(layout: Layout, colour: str, name: str) -> tuple[float, float]:
    """Return the unit vector from a square towards its nest."""
    x, y, w, _h = layout.board.nests[colour].box
    sx, sy = layout.board.squares[name]
    if sx < x:
        return (1.0, 0.0)
    if sx > x + w:
        return (-1.0, 0.0)
    return (0.0, 1.0) if sy < y else (0.0, -1.0)


def _arrow(cx: float, cy: float, dx: float, dy: float, size: float, style: Style) -> Polygon:
    # a chevron pointing along (dx, dy)
    px, py = -dy, dx
    tip = (cx + dx * size, cy + dy * size)
    return Polygon(
        (
            (cx + px * size * 0.8, cy + py * size * 0.8),
            tip,
            (cx - px * size * 0.8, cy - py * size * 0.8),
            (cx + dx * size * 0.25, cy + dy * size * 0.25),
        ),
        style,
    )


def _squares(layout: Layout, uses: set[tuple[str, str]], paints: Paints) -> list[Shape]:
    style = layout.style
    s = layout.board.square
    kinds = _kinds(layout)
    out: list[Shape] = []
    for name in layout.board.squares:
        cx, cy = square_centre(layout, name)
        x, y = cx - s / 2, cy - s / 2
        if name not in kinds:
            out.append(
                Rect(
                    x,
                    y,
                    s,
                    s,
                    Style(fill=style.square, stroke=style.ink, width=0.35),
                    rx=1.6,
                    id=f"sq-{name}",
                )
            )
            out.append(
                Text(
                    x + NAME_AT[0],
                    y + NAME_AT[1],
                    name,
                    LABEL_PT,
                    style.text_font,
                    LABEL_INK,
                    id=f"name-{name}",
                )
            )
            continue
        kind, colour = kinds[name]
        c = layout.colours[colour]
        paint = Style(fill=c.light, stroke=style.ink, width=0.35)
        if kind == "corner":
            paint = paints.flood(Style(fill=c.fill, stroke=style.ink, width=0.35))
        out.append(Rect(x, y, s, s, paint, rx=1.6, id=f"sq-{name}"))
        label_ink = paints.on(c.ink, c.fill) if kind == "corner" else LABEL_INK
        out.append(
            Text(
                x + NAME_AT[0], y + NAME_AT[1], name, LABEL_PT, style.text_font, label_ink, id=f"name-{name}"
            )
        )
        if kind in ("start", "finish"):
            # The colour's shape on the right, the way to go on the left, the word along the bottom.
            dx, dy = _nest_side(layout, colour, name)
            if kind == "start":
                dx, dy = -dx, -dy
            ink = mix(c.fill, style.ink, 0.3)
            out.append(colour_mark(layout, colour, x + s - 1.0 - MARK_MM / 2, y + 6.9))
            out.append(_arrow(x + 4.4, y + 7.6, dx, dy, 2.5, Style(fill=ink)))
            out.append(
                Text(
                    cx,
                    y + s - 1.3,
                    kind.upper(),
                    LABEL_PT,
                    style.title_font,
                    style.ink,
                    "middle",
                    id=f"{kind}-{name}",
                )
            )
        elif kind == "corner":
            # The rulebook's ant-in-square symbol, and the colour's shape beside it.
            ink = paints.on(c.ink, c.fill)
            box = s - MARK_MM - 2.6
            out.append(Rect(x + 1.0, y + s - 1.0 - box, box, box, Style(stroke=ink, width=0.6), rx=0.8))
            uses.add(("ant", ink))
            out.append(place(symbol_id("ant", ink), x + 1.5, y + s - 0.5 - box, box - 1.0))
            mx, my = x + s - 1.0 - MARK_MM / 2, y + 1.0 + MARK_MM * 0.625
            out.append(colour_mark(layout, colour, mx, my, on_fill=True, paints=paints))
    return out


def _ante_chamber(layout: Layout, uses: set[tuple[str, str]], paints: Paints = NORMAL) -> list[Shape]:
    style = layout.style
    u = layout.board.pitch
    ax, ay, aw, ah = (v * u for v in layout.board.ante_chamber.box)
    out: list[Shape] = [
        Rect(
            ax - 0.15 * u,
            ay - 0.15 * u,
            aw + 0.3 * u,
            ah + 0.3 * u,
            paints.flood(Style(fill=style.chamber, stroke=style.ink, width=0.6)),
            rx=6,
        )
    ]
    box = layout.board.square
    for colour, nest in layout.board.nests.items():
        c = layout.colours[colour]
        hx, hy = nest.holding[0] * u, nest.holding[1] * u
        out.append(
            Rect(
                hx - box / 2,
                hy - box / 2,
                box,
                box,
                Style(fill=c.light, stroke=c.fill, width=0.7, dash=DOTS, cap="round"),
                rx=2,
                id=f"holding-{colour}",
            )
        )
        out.append(colour_mark(layout, colour, hx, hy - 1.6))
        out.append(
            Text(
                hx,
                hy + box / 2 - 1.6,
                say(layout.game, "waiting"),
                LABEL_PT,
                style.text_font,
                style.ink,
                "middle",
            )
        )
    for k, (bx, by) in enumerate(layout.board.ante_chamber.barrier_rest):
        x, y = bx * u, by * u
        out.append(
            Rect(
                x - box / 2,
                y - box / 2,
                box,
                box,
                Style(
                    fill=mix(style.water, "#ffffff", 0.75),
                    stroke=style.water,
                    width=0.6,
                    dash=DOTS,
                    cap="round",
                ),
                rx=1.5,
                id=f"barrier-rest-{k + 1}",
            )
        )
        uses.add(("water", style.water))
        out.append(place(symbol_id("water", style.water), x - 4.5, y - 6.8, 9))
        out.append(
            Text(
                x,
                y + box / 2 - 1.6,
                say(layout.game, "BARRIER"),
                LABEL_PT,
                style.title_font,
                style.ink,
                "middle",
            )
        )
    cx, cy = ax + aw / 2, ay + ah / 2
    out.append(Text(cx, cy - 0.6, say(layout.game, "ANTE-"), 8.5, style.title_font, style.ink, "middle"))
    out.append(Text(cx, cy + 3.0, say(layout.game, "CHAMBER"), 8.5, style.title_font, style.ink, "middle"))
    return out


def _pockets(layout: Layout, uses: set[tuple[str, str]]) -> list[Shape]:
    """Return the art in the ground between the tunnels: the title, and a trail of ants."""
    style = layout.style
    u = layout.board.pitch
    w, h = board_size(layout)
    ink = legible_on(mix(style.ground, style.ink, 0.55), style.ground)
    uses.add(("ant", ink))
    out: list[Shape] = []
    for turn in (0, 90, 180, 270):
        # the south arm's two pockets, turned round to each side of the board: the title reads up
        # the left pocket, a trail of ants walks the right one
        x, y = w / 2 - 1.5 * u, h - 4.0 * u
        items: list[Shape] = [
            Group(
                (Text(0, 0, game_name(layout).upper(), 17, style.title_font, ink, "middle"),),
                compose(translate(x + 2.2, y), rotate(-90)),
            )
        ]
        for i in range(4):
            items.append(place(symbol_id("ant", ink), w / 2 + 1.5 * u - 3.75, h - (6.2 - 1.25 * i) * u, 7.5))
        out.append(Group(tuple(items), rotate(turn, w / 2, h / 2)))
    return out
