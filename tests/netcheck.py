"""Folding nets read back from their SVG: a net's drawn cut and fold lines against its fold model, then folded.

A net drawn from a fold model (printkit/draw/impose/trays.py) is a group with its own id; its dark lines
outside any art group (which carry ids) are its cut lines (solid) and fold lines (dashed).
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET

from printkit.draw.impose.nets import HALO
from printkit.draw.render.svg import render_page
from printkit.draw.scene import Document
from printkit.geometry.affine import compose
from printkit.geometry.folding import FoldNet, fold, seams, tab_rests

SVG = "{http://www.w3.org/2000/svg}"
Matrix = tuple[float, float, float, float, float, float]


def svg_pages(doc: Document) -> list[ET.Element]:
    """Return the document's pages as parsed SVG."""
    return [ET.fromstring(render_page(p, doc.symbols, f"p{i}")) for i, p in enumerate(doc.pages, 1)]


def _matrix(el: ET.Element) -> Matrix:
    text = el.get("transform", "matrix(1 0 0 1 0 0)")
    v = [float(x) for x in re.findall(r"[-\d.e]+", text)]
    return (v[0], v[1], v[2], v[3], v[4], v[5])


def at(m: Matrix, x: float, y: float) -> tuple[float, float]:
    """Return (x, y) under m."""
    return (m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5])


def inverse(m: Matrix) -> Matrix:
    """Return the inverse of m."""
    a, b, c, d, e, f = m
    det = a * d - b * c
    ia, ib, ic, id_ = d / det, -b / det, -c / det, a / det
    return (ia, ib, ic, id_, -(ia * e + ic * f), -(ib * e + id_ * f))


def walk(el: ET.Element, m: Matrix = (1, 0, 0, 1, 0, 0)):
    """Yield (element, its full transform) for every element under el."""
    m = compose(m, _matrix(el))
    yield el, m
    for child in el:
        yield from walk(child, m)


def find(page: ET.Element, pattern: str) -> dict[str, tuple[ET.Element, Matrix]]:
    """Return the elements whose id matches pattern in full (page prefix p<N>- included), with their transforms."""
    return {el.get("id", ""): (el, m) for el, m in walk(page) if re.fullmatch(pattern, el.get("id", ""))}


def _key(a: tuple[float, float], b: tuple[float, float]) -> frozenset:
    return frozenset(((round(a[0], 2), round(a[1], 2)), (round(b[0], 2), round(b[1], 2))))


def drawn_lines(net: ET.Element, m: Matrix) -> tuple[set, set]:
    """Return a net's own dark fold (dashed) and cut (solid) segments on the page, leaving out its art."""
    folds, cuts = set(), set()

    def go(el: ET.Element, mm: Matrix) -> None:
        for child in el:
            if child.get("id"):
                continue  # an art group (a floor, a wall, a face)
            cm = compose(mm, _matrix(child))
            if child.tag == f"{SVG}line" and child.get("stroke") != HALO:
                a = at(cm, float(child.get("x1")), float(child.get("y1")))
                b = at(cm, float(child.get("x2")), float(child.get("y2")))
                (folds if child.get("stroke-dasharray") else cuts).add(_key(a, b))
            go(child, cm)

    go(net, m)
    return folds, cuts


def model_lines(net: FoldNet, m: Matrix) -> tuple[set, set]:
    """Return the fold model's hinges and other panel edges, as the drawing should show them under m."""
    folds = {_key(at(m, *h.p), at(m, *h.q)) for h in net.hinges}
    edges = {
        _key(at(m, *p.corners[i]), at(m, *p.corners[(i + 1) % len(p.corners)]))
        for p in net.panels
        for i in range(len(p.corners))
    }
    return folds, edges - folds


def check_drawn_is_model(net: FoldNet, page: ET.Element, ident: str) -> Matrix:
    """Assert the net drawn under id ident has exactly the model's fold and cut lines; return its matrix."""
    ((el, m),) = find(page, rf"p\d+-{ident}").values()
    drawn = drawn_lines(el, m)
    want = model_lines(net, m)
    assert drawn[0] == want[0], f"{ident}: the dashed lines are the model's folds"
    assert drawn[1] == want[1], f"{ident}: the solid lines are the model's cut edges"
    assert math.isclose(abs(m[0] * m[3] - m[1] * m[2]), 1.0, abs_tol=1e-6), "drawn at full size"
    return m


def check_folds(net: FoldNet, open_edges: int) -> None:
    """Fold the net in 3D: every cut edge meets another but open_edges (a tray's rim), every tab on a seam lies on a face."""
    closed, open_ = seams(net)
    assert len(open_) == open_edges, f"{len(open_)} cut edges meet nothing once folded, not {open_edges}"
    folded = fold(net)
    tabs = [p.name for p in net.panels if p.tab]
    assert tabs, "the net has glue tabs"
    seam_edges = {id(e) for pair in closed for e in pair}
    tabbed = [e for pair in closed for e in pair if e.tabbed]
    assert len({(e.panel, e.a, e.b) for e in tabbed}) == len(tabs), (
        "every tab hangs from an edge that closes a seam"
    )
    assert all(id(e) in seam_edges for e in tabbed)
    for tab in tabs:
        assert tab_rests(net, tab), f"{tab} lies flat on the face it glues to"
        assert all(math.isfinite(v) for c in folded[tab] for v in c)
