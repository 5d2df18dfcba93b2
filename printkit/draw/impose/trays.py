"""Nets drawn from a fold model (`geometry/folding.py`): open trays, box lids and a Water Barrier's tent.

The model's hinges are the dashed fold lines, every other panel edge a solid cut line, the tab
panels grey; so what is drawn is what folds. A tray's walls are single (printed on one side) or
double: a wall twice as tall that folds over the rim and down the outside, so a tray printed on one
side of the paper shows its art inside and out and hides its corner tabs between the two layers.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from printkit.draw.impose.folded import folded
from printkit.draw.impose.nets import CUT, FOLD, TAB, NetDrawing, on_white, readable
from printkit.draw.scene import Circle, Group, Line, Polygon, Shape, Style, Text, compose, rotate, translate
from printkit.geometry.folding import FoldNet, Hinge, Panel, Point

Side = Literal["inside", "outside"]
WallArt = Callable[[float], Sequence[Shape]]  # a wall's art for a wall of that length (mm)
WALLS = ("top", "right", "bottom", "left")  # walls of a tray, clockwise from the top of the net
STEP_R = 2.2  # mm: the disc an assembly step's number is printed in
STEP_PT = 7.0
STEP_INK = "#1a1a1a"
STEP_END = 1.0  # mm from the disc to the end of the fold it sits by
STEP_CLEAR = 2 * (STEP_R + STEP_END) + 1.0  # mm at each end of a panel that a centred title leaves free


@dataclass(frozen=True)
class Tray:
    """A tray's inner floor (w x h), wall depth and glue tab, single or double walls, and the side printed."""

    width: float
    height: float
    depth: float
    tab: float
    double: bool = False
    printed: Side = "inside"  # where the printed side of the paper ends up: inside the tray, or out (a lid)


def _rect(x: float, y: float, w: float, h: float) -> tuple[Point, ...]:
    return ((x, y), (x + w, y), (x + w, y + h), (x, y + h))


def _trapezoid(p: Point, q: Point, depth: float, away: Point) -> tuple[Point, ...]:
    """Return a tab hinged on p-q, depth deep on the side away from the point away, its ends tapered at 45 degrees."""
    dx, dy = q[0] - p[0], q[1] - p[1]
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length
    nx, ny = -uy, ux
    if nx * (away[0] - p[0]) + ny * (away[1] - p[1]) > 0:
        nx, ny = -nx, -ny
    inset = min(depth, length / 4)
    return (
        p,
        (p[0] + ux * inset + nx * depth, p[1] + uy * inset + ny * depth),
        (q[0] - ux * inset + nx * depth, q[1] - uy * inset + ny * depth),
        q,
    )


def tray_fold(tray: Tray) -> FoldNet:
    """Return the tray's net as panels and hinges: the floor in the middle, a wall on each side, four corner tabs."""
    w, h, d = tray.width, tray.height, tray.depth
    m = 2 * d if tray.double else d  # the band of wall round the floor on the paper
    x0, y0 = m, m
    up = 90.0 if tray.printed == "inside" else -90.0
    panels = [Panel("floor", _rect(x0, y0, w, h))]
    hinges = []
    # each wall: its inner rectangle, the floor edge it folds up from (p, q), and the outward step
    walls = {
        "top": (_rect(x0, y0 - d, w, d), (x0, y0), (x0 + w, y0), (0.0, -d)),
        "right": (_rect(x0 + w, y0, d, h), (x0 + w, y0), (x0 + w, y0 + h), (d, 0.0)),
        "bottom": (_rect(x0, y0 + h, w, d), (x0 + w, y0 + h), (x0, y0 + h), (0.0, d)),
        "left": (_rect(x0 - d, y0, d, h), (x0, y0 + h), (x0, y0), (-d, 0.0)),
    }
    for name, (corners, p, q, (sx, sy)) in walls.items():
        panels.append(Panel(name, corners))
        hinges.append(Hinge("floor", name, p, q, up))
        if tray.double:
            outer = tuple((x + sx, y + sy) for x, y in corners)
            rim = ((p[0] + sx, p[1] + sy), (q[0] + sx, q[1] + sy))
            panels.append(Panel(f"{name}-outer", outer))
            hinges.append(Hinge(name, f"{name}-outer", *rim, -180.0 if tray.printed == "inside" else 180.0))
    # tabs on both ends of the top and bottom walls fold round the corner onto the side walls
    for name in ("top", "bottom"):
        corners = walls[name][0]
        xs = sorted({x for x, _ in corners})
        ys = sorted({y for _, y in corners})
        centre = ((xs[0] + xs[1]) / 2, (ys[0] + ys[1]) / 2)
        for end, x in (("left", xs[0]), ("right", xs[1])):
            p, q = (x, ys[0]), (x, ys[1])
            tab = _trapezoid(p, q, min(tray.tab, d * 0.8), centre)
            panels.append(Panel(f"{name}-{end}-tab", tab, tab=True))
            hinges.append(Hinge(name, f"{name}-{end}-tab", p, q, up))
    return FoldNet(tuple(panels), tuple(hinges), "floor")


def _placed(
    art: Sequence[Shape], box: tuple[Point, ...], turn: int, w: float, h: float, ident: str | None = None
) -> Group:
    """Return art drawn in a w x h box (top-left at 0, 0), turned by turn degrees about its centre and set in box."""
    xs, ys = [x for x, _ in box], [y for _, y in box]
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    return Group(tuple(art), compose(translate(cx, cy), rotate(turn), translate(-w / 2, -h / 2)), id=ident)


def step_mark(x: float, y: float, number: int, font: str) -> Group:
    """Return an assembly step's number in a white disc ringed dark: it reads on any ground."""
    return Group(
        (
            Circle(x, y, STEP_R, Style(fill="#ffffff", stroke=STEP_INK, width=0.3)),
            Text(x, y + 0.9, str(number), STEP_PT, font, STEP_INK, "middle"),
        ),
        id=None,
    )


def _step_spot(panel: Panel, net: FoldNet) -> Point:
    """Return where a panel's step number goes: by the fold it hangs from, a little way along it."""
    hinge = next((h for h in net.hinges if h.b == panel.name), None)
    xs, ys = [x for x, _ in panel.corners], [y for _, y in panel.corners]
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    if hinge is None or panel.tab:
        return cx, cy
    (px, py), (qx, qy) = hinge.p, hinge.q
    # by the fold's first end (clear of a title centred on the panel), a disc and a bit in from it
    along = min(0.2, (STEP_R + STEP_END) / (math.hypot(qx - px, qy - py) or 1.0))
    ax, ay = px + (qx - px) * along, py + (qy - py) * along
    dx, dy = cx - (px + qx) / 2, cy - (py + qy) / 2
    n = math.hypot(dx, dy) or 1.0
    k = min(STEP_R + 1.2, n)
    return ax + dx / n * k, ay + dy / n * k


def draw_fold(
    net: FoldNet,
    art: Sequence[Shape],
    ident: str = "",
    steps: dict[str, int] | None = None,
    font: str = "Vera-Bold",
    cuts: Sequence[Circle] = (),
    panel_art: Mapping[str, Sequence[Shape]] | None = None,
    stand: str = "flat",
) -> NetDrawing:
    """Return the net drawn: art under grey tabs, hinges dashed, the other panel edges solid, moved to start at 0, 0.

    steps numbers panels by the assembly step that folds them (printed on them); cuts are holes to cut.
    With panel_art (each panel's art, in paper coordinates) the net is also pictured folded (its
    sheet shows the picture where it has room), standing as `geometry.folding.STANDS` says.
    """
    xs = [x for p in net.panels for x, _ in p.corners]
    ys = [y for p in net.panels for _, y in p.corners]
    x0, y0 = min(xs), min(ys)
    folds = {_key(h.p, h.q) for h in net.hinges}
    drawn: set[frozenset[tuple[float, float]]] = set()
    tabs: list[Shape] = []
    lines: list[Shape] = []
    for panel in net.panels:
        if panel.tab:
            tabs.append(Polygon(panel.corners, TAB))
        for i, a in enumerate(panel.corners):
            b = panel.corners[(i + 1) % len(panel.corners)]
            key = _key(a, b)
            if key in drawn:
                continue
            drawn.add(key)
            lines.append(Line(*a, *b, FOLD if key in folds else CUT))
    marks = [step_mark(*_step_spot(net.panel(name), net), k, font) for name, k in (steps or {}).items()]
    holes = [on_white(c) for c in cuts]
    items = readable([*art, *tabs, *marks, *lines]) + tuple(holes)
    parts = tuple(
        (
            min(x for x, _ in p.corners) - x0,
            min(y for _, y in p.corners) - y0,
            max(x for x, _ in p.corners) - x0,
            max(y for _, y in p.corners) - y0,
        )
        for p in net.panels
    )
    group = Group(tuple(items), translate(-x0, -y0), id=ident or None)
    picture = folded(net, panel_art, stand=stand) if panel_art is not None else None
    return NetDrawing((group,), max(xs) - x0, max(ys) - y0, (), parts, picture)


def _key(a: Point, b: Point) -> frozenset[tuple[float, float]]:
    return frozenset(((round(a[0], 3), round(a[1], 3)), (round(b[0], 3), round(b[1], 3))))


def tray_drawing(
    tray: Tray,
    floor: Sequence[Shape],
    inside: WallArt,
    outside: WallArt | None = None,
    ident: str = "tray",
    up: Literal["rim", "floor"] = "rim",
    font: str = "Vera-Bold",
    cuts: Sequence[Circle] = (),
) -> NetDrawing:
    """Return a tray's net with its art: the floor's (w x h), and a wall's (drawn w x depth, top at y=0) on each wall.

    inside(length) returns a wall's art on the first layer, outside(length) a double wall's outer
    half's (the side walls are as long as the floor is high). A wall's art reads upright with its
    top at the rim (up="rim") or at the floor (a lid, which stands upside down on its box).
    """
    net = tray_fold(tray)
    w, h, d = tray.width, tray.height, tray.depth
    art: dict[str, Group] = {"floor": _placed(floor, net.panel("floor").corners, 0, w, h, f"{ident}-floor")}
    flip = 0 if up == "rim" else 180
    for k, name in enumerate(WALLS):
        length = w if name in ("top", "bottom") else h
        layers = [(name, inside, 0)] + ([(f"{name}-outer", outside or inside, 180)] if tray.double else [])
        for panel, draw, extra in layers:
            turn = (90 * k + flip + extra) % 360
            art[panel] = _placed(draw(length), net.panel(panel).corners, turn, length, d, f"{ident}-{panel}")
    seen_as = {name: (shape,) for name, shape in art.items()}
    # pictured standing open: a tray printed outside (a box) is seen from underneath its paper
    stand = "under" if tray.printed == "outside" and up == "rim" else "flat"
    return draw_fold(net, list(art.values()), ident, tray_steps(tray), font, cuts, seen_as, stand)


def tray_steps(tray: Tray) -> dict[str, int]:
    """Return each panel's assembly step: printed inside walls, tabs, outer walls (1-3); printed outside tabs, walls (1-2)."""
    tabs = [f"{w}-{end}-tab" for w in ("top", "bottom") for end in ("left", "right")]
    if tray.printed == "outside":
        return {**dict.fromkeys(tabs, 1), **dict.fromkeys(WALLS, 2)}
    out = {**dict.fromkeys(WALLS, 1), **dict.fromkeys(tabs, 2)}
    if tray.double:
        out.update({f"{w}-outer": 3 for w in WALLS})
    return out


@dataclass(frozen=True)
class Tent:
    """A Water Barrier's tent: a base on one square (width x length), its ridge height, and the glue tab."""

    width: float
    length: float
    height: float
    tab: float

    @property
    def side(self) -> float:
        """Return the slope of one side, from the base's edge to the ridge."""
        return math.hypot(self.width / 2, self.height)


def tent_fold(tent: Tent) -> FoldNet:
    """Return the tent's net: base in the middle, a side hinged on each long edge, a tab on one side's ridge edge."""
    b, L, s = tent.width, tent.length, tent.side
    t = min(tent.tab, s * 0.6)
    x0 = t + s
    slope = math.degrees(math.atan2(tent.height, b / 2))  # between the base and a side
    panels = (
        Panel("base", _rect(x0, 0.0, b, L)),
        Panel("side-1", _rect(x0 - s, 0.0, s, L)),
        Panel("side-2", _rect(x0 + b, 0.0, s, L)),
        Panel("tab", _trapezoid((x0 + b + s, 0.0), (x0 + b + s, L), t, (x0, L / 2)), tab=True),
    )
    # printed side out: every fold turns away from the printed side
    hinges = (
        Hinge("base", "side-1", (x0, 0.0), (x0, L), -(180 - slope)),
        Hinge("base", "side-2", (x0 + b, 0.0), (x0 + b, L), -(180 - slope)),
        Hinge("side-2", "tab", (x0 + b + s, 0.0), (x0 + b + s, L), -2 * slope),
    )
    return FoldNet(panels, hinges, "base")


def tent_drawing(
    tent: Tent, side_art: Sequence[Shape], base_art: Sequence[Shape], ident: str, font: str = "Vera-Bold"
) -> NetDrawing:
    """Return the tent's net: side_art (drawn length x side, the ridge at its top) on both slopes, base_art under it."""
    net = tent_fold(tent)
    s, L = tent.side, tent.length
    art: dict[str, Group] = {"base": _placed(base_art, net.panel("base").corners, 0, tent.width, L)}
    for name, turn in (("side-1", 270), ("side-2", 90)):
        art[name] = _placed(side_art, net.panel(name).corners, turn, L, s, f"{ident}-{name}")
    seen_as = {name: (shape,) for name, shape in art.items()}
    # printed outside, the tent stands on the paper's other side: pictured from underneath
    return draw_fold(
        net, list(art.values()), ident, {"base": 1, "tab": 2}, font, panel_art=seen_as, stand="under"
    )
