"""The hex-hex board: cells, names, neighbours, border, rings, and drawing geometry."""

from __future__ import annotations

import math

import pytest

from printkit.geometry import hexgrid as hg


def test_side_six_board_as_the_spec_counts() -> None:
    cells = hg.cells(6)
    names = {hg.cell_name(*c) for c in cells}
    assert len(cells) == 91
    assert {"a1", "a6", "f1", "f11", "k6", "k11"} <= names
    assert not {"a7", "b10", "k5", "l6", "a0"} & names
    assert len(hg.border_cells(6)) == 30


def test_neighbours_follow_the_spec() -> None:
    assert set(hg.neighbours(6, 6, 6)) == {(7, 6), (5, 6), (6, 7), (6, 5), (7, 7), (5, 5)}
    assert set(hg.neighbours(1, 1, 6)) == {(2, 1), (1, 2), (2, 2)}
    board = hg.hex_board(6)
    for i, adjacent in enumerate(board.adjacent):
        for j in adjacent:
            assert i in board.adjacent[j]
        assert board.border[i] == (len(adjacent) < 6)


def test_names_parse_back() -> None:
    for cell in hg.cells(6):
        assert hg.parse_cell(hg.cell_name(*cell)) == cell
    for bad in ("", "a", "1a", "a01", "A1", "a-1", "a１"):
        assert hg.parse_cell(bad) is None


def test_rings_partition_the_board() -> None:
    rings = [hg.ring(k, 6) for k in range(6)]
    assert [len(r) for r in rings] == [1, 6, 12, 18, 24, 30]
    assert set(rings[5]) == hg.border_cells(6)


@pytest.mark.parametrize("size", [10.0, 24.0])
def test_neighbouring_centres_are_one_size_apart(size: float) -> None:
    for cell in hg.cells(6):
        for n in hg.neighbours(*cell, 6):
            a, b = hg.centre(*cell, size), hg.centre(*n, size)
            assert math.dist(a, b) == pytest.approx(size)


def test_orientation_is_as_documented() -> None:
    x, y = hg.centre(6, 6, 24.0)
    assert (x, y) == (0.0, 0.0)
    a1, f1, k11 = hg.centre(1, 1, 24.0), hg.centre(6, 1, 24.0), hg.centre(11, 11, 24.0)
    assert a1[1] == pytest.approx(f1[1]) and a1[0] < f1[0]  # row 1 runs left to right
    assert k11[1] < a1[1]  # row 11 is at the top (y grows downwards)
    corners = hg.corners(6, 6, 24.0)
    assert corners[0][1] < 0 and corners[0][0] == pytest.approx(0.0)  # pointy top
    # the six corner cells lie on a regular hexagon
    far = [hg.centre(*c, 24.0) for c in ((1, 1), (6, 1), (11, 6), (11, 11), (6, 11), (1, 6))]
    assert len({round(math.hypot(*p), 6) for p in far}) == 1
