"""`kind: cube-nets` drawn: a cube net per row of each set's data, its faces from the art, put on sheets."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from printkit.draw.impose.cards import SheetSpec
from printkit.draw.impose.nets import NetDrawing, cube_net
from printkit.draw.impose.netsheet import impose_nets
from printkit.draw.ink import NORMAL, Paints
from printkit.draw.scene import Document, Shape
from printkit.draw.vocab.cards import drawn_symbols, each_rows, new_drawer
from printkit.draw.vocab.component import CubeNetsArt, CubeSetArt
from printkit.draw.vocab.draw import Drawer, base_scope, declared, describe_row
from printkit.draw.vocab.expr import Budget

MAX_EDGE = 60.0  # mm: a face's side (a net is four faces long, and must fit across a sheet)
MAX_TAB = 20.0  # mm: a glue tab's depth


@dataclass
class Cubes:
    """One component's drawing in progress: its scope and drawer (with its declared symbols)."""

    name: str
    art: CubeNetsArt
    scope: dict[str, Any]
    drawer: Drawer


def start(
    layout: Any, name: str, art: CubeNetsArt, paints: Paints = NORMAL, budget: Budget | None = None
) -> Cubes:
    """Return a component ready to draw: its declared symbols made (a net has no bleed: its faces
    are glued edge to edge, and each face's ground runs a little past its cut as the art draws it)."""
    drawer = new_drawer(layout, art.parts, paints, budget, name)
    scope = {**base_scope(layout), "bleed": 0.0}
    drawer.symbols = {key: declared(drawer, decl, scope) for key, decl in art.symbols.items()}
    return Cubes(name, art, scope, drawer)


def _length(drawing: Cubes, expr: Any, most: float, what: str) -> float:
    value = drawing.drawer.num(expr, drawing.scope)
    if not 0 < value <= most:
        raise drawing.drawer.fail(expr, f"expected {what} over 0 and at most {most:g} mm; found {value:g}")
    return value


def _net(drawing: Cubes, cube: CubeSetArt) -> tuple[list[tuple[int, int]], list[Any], int]:
    """Return a set's six cells, the value on each and the cell read upright (the one showing 1, else the first)."""
    from printkit.geometry.cube import fold_cube

    drawer, scope = drawing.drawer, drawing.scope
    cells = drawer.value(cube.cells, scope)
    if (
        not isinstance(cells, (tuple, list))
        or len(cells) != 6
        or not all(
            isinstance(c, (tuple, list))
            and len(c) == 2
            and all(isinstance(n, int) and not isinstance(n, bool) and -6 < n < 6 for n in c)
            for c in cells
        )
        or len({tuple(c) for c in cells}) != 6
    ):
        raise drawer.fail(cube.cells, "expected six different cells, [column, row] each, -5 to 5")
    faces = drawer.value(cube.faces, scope)
    if not isinstance(faces, (tuple, list)) or len(faces) != 6:
        raise drawer.fail(cube.faces, "expected six values, one for each cell")
    net = [(int(c), int(r)) for c, r in cells]
    root = list(faces).index(1) if 1 in faces else 0
    try:
        fold_cube(net, root)
    except ValueError as exc:
        raise drawer.fail(cube.cells, f"the cells do not fold into a cube: {exc}") from None
    return net, list(faces), root


def face(
    drawing: Cubes, cube: CubeSetArt, row: Mapping[str, Any], value: Any, index: int = 0, label: str = ""
) -> tuple[Shape, ...]:
    """Return one face of a row's cube in its edge x edge box, `value` and the row's names bound."""
    drawer = drawing.drawer
    edge = _length(drawing, cube.edge, MAX_EDGE, "a face's side")
    shown = f" (the face showing {value})" if isinstance(value, (int, float, str)) else ""
    drawer.row, drawer.count = describe_row(label, index, {"value": value, **row}) + shown, 0
    scope = drawer.bind(cube.face.let, {**drawing.scope, "w": edge, "h": edge, **row, "value": value})
    return tuple(drawer.items(cube.face.items, scope))


def _nets(drawing: Cubes, cube: CubeSetArt, label: str) -> tuple[list[NetDrawing], list[str], list[str]]:
    """Return a set's nets, their captions and the keys they are blamed on, a net per row of its each:."""
    drawer = drawing.drawer
    drawer.row, drawer.count = label, 0
    edge = _length(drawing, cube.edge, MAX_EDGE, "a face's side")
    tab = _length(drawing, cube.tab, MAX_TAB, "a glue tab")
    cells, values, root = _net(drawing, cube)
    nets, captions, keys = [], [], []
    for i, row in enumerate(each_rows(drawer, cube.each, drawing.scope)):
        faces = [face(drawing, cube, row, v, i, label) for v in values]
        ids = [drawer.text(cube.face_id, {**drawing.scope, **row, "value": v}) for v in values]
        nets.append(cube_net(edge, cells, faces, tab, root, ids))
        captions.append(drawer.text(cube.caption, {**drawing.scope, **row}))
        said = drawer.text(cube.caption_key, {**drawing.scope, **row}) if cube.caption_key else ""
        keys.append(said or drawing.art.captions_key or f"components.{label}.caption")
    return nets, captions, keys


def blamed(name: str, art: CubeNetsArt) -> str:
    """Return the key a net too big for the paper is blamed on: the component's key, else its first face's side."""
    return art.key or f"components.{name}.cubes[0].edge"


def document(layout: Any, name: str, art: CubeNetsArt, spec: SheetSpec) -> Document:
    """Return a cube-nets component: every set's nets on sheets inside the margins, each with its caption."""
    drawing = start(layout, name, art, Paints(spec.ink))
    label = drawing.drawer.text(art.label, drawing.scope)
    nets: list[NetDrawing] = []
    captions: list[str] = []
    keys: list[str] = []
    for k, cube in enumerate(art.cubes):
        more, said, blame = _nets(drawing, cube, f"{name}.cubes[{k}]")
        nets += more
        captions += said
        keys += blame
    pages = impose_nets(spec, nets, captions, label, where=blamed(name, art), captions_where=keys)
    return Document(layout.title, tuple(pages), drawn_symbols(drawing.drawer))
