"""A net of flat panels folded in 3D: where each panel lands, which cut edges close up, where tabs lie.

A net is panels (polygons on the paper, mm, y down, the printed side facing the viewer, +z) joined by
hinges. Folding starts from a root panel that stays on the paper; every other panel turns about the
hinge it hangs from by the hinge's angle: a positive angle lifts it towards the printed side (the
printed side ends up inside the fold), a negative one away from it. Pure geometry, shared by the
drawing (`impose/trays.py` draws its nets from one) and the tests that fold what was drawn.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

Point = tuple[float, float]
Vec = tuple[float, float, float]
TOL = 1e-6  # mm: points closer than this are one point


@dataclass(frozen=True)
class Panel:
    """One flat piece of the net: its name, its corners on the paper and whether it is a glue tab."""

    name: str
    corners: tuple[Point, ...]
    tab: bool = False


@dataclass(frozen=True)
class Hinge:
    """A fold line from p to q on the paper, between panel a (nearer the root) and panel b, turning b by angle degrees."""

    a: str
    b: str
    p: Point
    q: Point
    angle: float


@dataclass(frozen=True)
class FoldNet:
    """A whole net: its panels, its hinges and the panel that stays on the paper."""

    panels: tuple[Panel, ...]
    hinges: tuple[Hinge, ...]
    root: str

    def panel(self, name: str) -> Panel:
        """Return the panel of that name."""
        return next(p for p in self.panels if p.name == name)


Matrix3 = tuple[Vec, Vec, Vec]
Place = tuple[Matrix3, Vec]  # x -> R x + t


def _mul(r: Matrix3, v: Vec) -> Vec:
    return (
        r[0][0] * v[0] + r[0][1] * v[1] + r[0][2] * v[2],
        r[1][0] * v[0] + r[1][1] * v[1] + r[1][2] * v[2],
        r[2][0] * v[0] + r[2][1] * v[1] + r[2][2] * v[2],
    )


def _matmul(a: Matrix3, b: Matrix3) -> Matrix3:
    cols = [_mul(a, (b[0][j], b[1][j], b[2][j])) for j in range(3)]
    return (
        (cols[0][0], cols[1][0], cols[2][0]),
        (cols[0][1], cols[1][1], cols[2][1]),
        (cols[0][2], cols[1][2], cols[2][2]),
    )


def _apply(place: Place, v: Vec) -> Vec:
    r, t = place
    x = _mul(r, v)
    return (x[0] + t[0], x[1] + t[1], x[2] + t[2])


def _turn(p: Point, q: Point, angle: float, side: Point) -> Place:
    """Return the turn about the line p-q (in the paper's plane) that lifts the point side by angle towards +z."""
    dx, dy = q[0] - p[0], q[1] - p[1]
    n = math.hypot(dx, dy)
    ux, uy = dx / n, dy / n
    # the right-hand turn about u lifts the side of the line where u x (side - p) points up
    if ux * (side[1] - p[1]) - uy * (side[0] - p[0]) < 0:
        angle = -angle
    c, s = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    k = 1 - c
    r: Matrix3 = (
        (c + ux * ux * k, ux * uy * k, uy * s),
        (uy * ux * k, c + uy * uy * k, -ux * s),
        (-uy * s, ux * s, c),
    )
    rp = _mul(r, (p[0], p[1], 0.0))
    return r, (p[0] - rp[0], p[1] - rp[1], -rp[2])


def _compose(outer: Place, inner: Place) -> Place:
    r = _matmul(outer[0], inner[0])
    return r, _apply(outer, inner[1])


def _centre(panel: Panel) -> Point:
    n = len(panel.corners)
    return sum(x for x, _ in panel.corners) / n, sum(y for _, y in panel.corners) / n


def fold(net: FoldNet) -> dict[str, tuple[Vec, ...]]:
    """Return each panel's corners in 3D once folded; ValueError if a panel hangs from none or from two."""
    placed = places(net)
    return {p.name: tuple(_apply(placed[p.name], (x, y, 0.0)) for x, y in p.corners) for p in net.panels}


def places(net: FoldNet) -> dict[str, Place]:
    """Return where each panel lands once folded (paper point (x, y, 0) -> R p + t); ValueError as fold."""
    names = {p.name for p in net.panels}
    places: dict[str, Place] = {net.root: (((1.0, 0, 0), (0, 1.0, 0), (0, 0, 1.0)), (0.0, 0.0, 0.0))}
    todo = [net.root]
    seen_hinges = 0
    while todo:
        a = todo.pop(0)
        for h in net.hinges:
            if h.a != a:
                continue
            if h.b in places or h.b not in names:
                raise ValueError(f"panel {h.b} hangs from two hinges or does not exist")
            places[h.b] = _compose(places[a], _turn(h.p, h.q, h.angle, _centre(net.panel(h.b))))
            todo.append(h.b)
            seen_hinges += 1
    if set(places) != names or seen_hinges != len(net.hinges):
        raise ValueError("the net's panels are not all joined to the root by hinges")
    return places


def _same(a: Vec, b: Vec, tol: float) -> bool:
    return math.dist(a, b) <= tol


def _edges(corners: Sequence[object]) -> list[tuple[int, int]]:
    return [(i, (i + 1) % len(corners)) for i in range(len(corners))]


def _key(p: Point) -> tuple[float, float]:
    return (round(p[0], 4), round(p[1], 4))


@dataclass(frozen=True)
class Edge:
    """A cut edge of a face panel (or one its tab hangs from), in 3D, with the panel it belongs to."""

    panel: str
    a: Vec
    b: Vec
    tabbed: bool  # a glue tab hangs from it


def boundary(net: FoldNet) -> list[Edge]:
    """Return the edges of the face panels that are not folds between two faces: cut edges and tab hinges."""
    folded = fold(net)
    tabs = {p.name for p in net.panels if p.tab}
    out = []
    for panel in net.panels:
        if panel.tab:
            continue
        for i, j in _edges(panel.corners):
            a, b = panel.corners[i], panel.corners[j]
            hinged = [
                h
                for h in net.hinges
                if panel.name in (h.a, h.b) and {_key(a), _key(b)} == {_key(h.p), _key(h.q)}
            ]
            if hinged and not all((h.b if h.a == panel.name else h.a) in tabs for h in hinged):
                continue  # a fold between two faces
            out.append(Edge(panel.name, folded[panel.name][i], folded[panel.name][j], bool(hinged)))
    return out


def seams(net: FoldNet, tol: float = 1e-3) -> tuple[list[tuple[Edge, Edge]], list[Edge]]:
    """Return the cut edges that meet another face's edge in 3D (pairs) and those that meet none (open)."""
    folded = fold(net)
    edges = boundary(net)
    closed: list[tuple[Edge, Edge]] = []
    open_: list[Edge] = []
    for k, e in enumerate(edges):
        partners = [
            f
            for f in edges
            if f is not e
            and f.panel != e.panel
            and (
                (_same(e.a, f.a, tol) and _same(e.b, f.b, tol))
                or (_same(e.a, f.b, tol) and _same(e.b, f.a, tol))
            )
        ]
        if partners:
            closed += [(e, f) for f in partners if edges.index(f) > k]
            continue
        # an edge may also close against a fold line of another face (a wall's lower edge on the floor's)
        folds = [
            h
            for h in net.hinges
            if e.panel not in (h.a, h.b)
            and not net.panel(h.a).tab
            and not net.panel(h.b).tab
            and _meets(folded, net, h, e, tol)
        ]
        if not folds:
            open_.append(e)
    return closed, open_


def _meets(folded: dict[str, tuple[Vec, ...]], net: FoldNet, h: Hinge, e: Edge, tol: float) -> bool:
    panel = net.panel(h.a)
    for i, j in _edges(panel.corners):
        if {_key(panel.corners[i]), _key(panel.corners[j])} == {_key(h.p), _key(h.q)}:
            a, b = folded[h.a][i], folded[h.a][j]
            return (_same(e.a, a, tol) and _same(e.b, b, tol)) or (_same(e.a, b, tol) and _same(e.b, a, tol))
    return False


def _plane(corners: Sequence[Vec]) -> tuple[Vec, Vec]:
    a, b, c = corners[0], corners[1], corners[2]
    u = (b[0] - a[0], b[1] - a[1], b[2] - a[2])
    v = (c[0] - a[0], c[1] - a[1], c[2] - a[2])
    n = (u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0])
    length = math.sqrt(sum(x * x for x in n))
    return a, (n[0] / length, n[1] / length, n[2] / length)


def _inside(point: Vec, corners: Sequence[Vec], normal: Vec, tol: float) -> bool:
    # a convex face: the point is on the inner side of every edge
    sign = 0.0
    for i, j in _edges(corners):
        a, b = corners[i], corners[j]
        e = (b[0] - a[0], b[1] - a[1], b[2] - a[2])
        w = (point[0] - a[0], point[1] - a[1], point[2] - a[2])
        cross = (e[1] * w[2] - e[2] * w[1], e[2] * w[0] - e[0] * w[2], e[0] * w[1] - e[1] * w[0])
        d = sum(c * n for c, n in zip(cross, normal))
        if abs(d) <= tol * math.dist(a, b):
            continue
        if sign and (d > 0) != (sign > 0):
            return False
        sign = d
    return True


def tab_rests(net: FoldNet, tab: str, tol: float = 1e-3) -> list[str]:
    """Return the face panels the folded tab lies flat on (in the face's plane and inside its outline)."""
    folded = fold(net)
    out = []
    for panel in net.panels:
        if panel.tab or panel.name == tab:
            continue
        origin, normal = _plane(folded[panel.name])
        if all(
            abs(sum((c[k] - origin[k]) * normal[k] for k in range(3))) <= tol
            and _inside(c, folded[panel.name], normal, tol)
            for c in folded[tab]
        ):
            hinge = next(h for h in net.hinges if h.b == tab)
            if panel.name != hinge.a:
                out.append(panel.name)
    return out


@dataclass(frozen=True)
class Seen:
    """A folded panel as a picture shows it: the paper-to-picture map (a, b, c, d, e, f), its outline and depth."""

    panel: Panel
    matrix: tuple[float, float, float, float, float, float]
    outline: tuple[Point, ...]
    depth: float  # larger is nearer the eye
    facing: float  # the printed side's normal towards the eye: 1 facing it, -1 away


# How a folded net stands before it is looked at (proper turns, so printed words read as printed):
# as folded on the paper (its up out of the printed side), turned over (up out of the other side),
# or stood up (up towards the top of the paper, its printed side facing the eye: a tuck box).
STANDS: dict[str, Callable[[float, float, float], Vec]] = {
    "flat": lambda x, y, z: (x, y, z),
    "under": lambda x, y, z: (-x, y, -z),
    "upright": lambda x, y, z: (-x, -z, -y),
}


def seen(net: FoldNet, turn: float = 30.0, tilt: float = 55.0, stand: str = "flat") -> list[Seen]:
    """Return the folded net's panels far to near, as an eye sees them from above: turned about the vertical
    by turn degrees, tilted by tilt from straight down (0: a plan), the net standing as STANDS says.

    A parallel view, so each panel's art reaches the picture by one affine map of the paper.
    """
    ct, st = math.cos(math.radians(turn)), math.sin(math.radians(turn))
    cp, sp = math.cos(math.radians(tilt)), math.sin(math.radians(tilt))
    stood = STANDS[stand]

    def eye(v: Vec) -> Vec:
        x, y, z = stood(*v)
        x, y = ct * x - st * y, st * x + ct * y  # about the vertical
        return x, cp * y - sp * z, sp * y + cp * z  # tipped towards the eye: (right, down, towards)

    placed = places(net)
    out = []
    for panel in net.panels:
        r, t = placed[panel.name]
        o = eye(_apply((r, t), (0.0, 0.0, 0.0)))
        ex, ey = eye(_apply((r, t), (1.0, 0.0, 0.0))), eye(_apply((r, t), (0.0, 1.0, 0.0)))
        matrix = (ex[0] - o[0], ex[1] - o[1], ey[0] - o[0], ey[1] - o[1], o[0], o[1])
        corners = [eye(_apply((r, t), (x, y, 0.0))) for x, y in panel.corners]
        facing = eye(_mul(r, (0.0, 0.0, 1.0)))[2]  # the view is linear: a direction maps as a point does
        depth = sum(c[2] for c in corners) / len(corners)
        out.append(Seen(panel, matrix, tuple((c[0], c[1]) for c in corners), depth, facing))
    return sorted(out, key=lambda s: s.depth)
