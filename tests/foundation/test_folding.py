"""The fold model (printkit/geometry/folding.py) folds what it should, and its checks catch a net that does not close."""

from __future__ import annotations

import dataclasses

import pytest

from printkit.draw.impose.trays import Tent, Tray, tent_fold, tray_fold
from printkit.geometry.cube import fold_cube
from printkit.geometry.folding import FoldNet, Hinge, Panel, fold, seams, tab_rests
from tests.netcheck import check_folds

CROSS = ((1, 0), (0, 1), (1, 1), (2, 1), (3, 1), (1, 2))


def _cube(angle: float = 90.0) -> FoldNet:
    """Return a cross of six unit squares, each hinged on the square it hangs from (breadth first from (1, 1))."""
    panels = tuple(Panel(f"{c},{r}", ((c, r), (c + 1, r), (c + 1, r + 1), (c, r + 1))) for c, r in CROSS)
    hinges = []
    seen, todo = {(1, 1)}, [(1, 1)]
    while todo:
        c, r = todo.pop(0)
        for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            n = (c + dc, r + dr)
            if n in CROSS and n not in seen:
                seen.add(n)
                todo.append(n)
                if dc:
                    x = max(c, n[0])
                    p, q = (x, r), (x, r + 1)
                else:
                    y = max(r, n[1])
                    p, q = (c, y), (c + 1, y)
                hinges.append(Hinge(f"{c},{r}", f"{n[0]},{n[1]}", p, q, angle))
    return FoldNet(panels, tuple(hinges), "1,1")


def test_a_cross_folds_to_the_cube_the_cube_geometry_folds():
    folded = fold(_cube())
    closed, open_ = seams(_cube())
    assert open_ == [] and len(closed) == 7  # the 7 cut edge pairs of a cross all meet
    normals = set()
    for corners in folded.values():
        a, b, c = corners[:3]
        u = [b[k] - a[k] for k in range(3)]
        v = [c[k] - a[k] for k in range(3)]
        normals.add(
            tuple(
                round(x)
                for x in (u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0])
            )
        )
    assert len(normals) == 6 == len({f.normal for f in fold_cube(CROSS, CROSS.index((1, 1)))})


def test_a_wall_folded_short_of_square_leaves_edges_open():
    net = tray_fold(Tray(60, 40, 10, 8))
    check_folds(net, open_edges=4)
    bent = dataclasses.replace(
        net, hinges=tuple(dataclasses.replace(h, angle=80.0) if h.b == "left" else h for h in net.hinges)
    )
    with pytest.raises(AssertionError):
        check_folds(bent, open_edges=4)


def test_a_tab_on_the_wrong_edge_glues_to_nothing():
    net = tent_fold(Tent(16, 16, 11, 6))
    check_folds(net, open_edges=6)
    hinge = next(h for h in net.hinges if h.b == "tab")
    flipped = dataclasses.replace(
        net, hinges=tuple(dataclasses.replace(h, angle=-h.angle) if h is hinge else h for h in net.hinges)
    )
    assert tab_rests(flipped, "tab") == []
