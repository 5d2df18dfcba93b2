"""The board graph and the cube net are checked when layouts/antheap.yaml loads."""

from __future__ import annotations

import pytest

from printkit.core.errors import LayoutError
from printkit.games.loaded import load_game, load_layout
from printkit.layout.folders import layouts_dir

SOURCE = (layouts_dir() / "antheap.yaml").read_text()


def load(tmp_path, text):
    path = tmp_path / "antheap.yaml"
    path.write_text(text)
    return load_layout(path)


def test_the_board_graph():
    board = load_game("antheap").board
    assert len(board.squares) == 6 * 14 + 12
    for path in board.paths.values():
        kinds = [(board.squares[n].kind, board.squares[n].number) for n in path]
        assert kinds == [("home", None)] + [("base", i) for i in range(1, 7)] + [
            ("approach", i) for i in range(1, 7)
        ] + [("x", None)]
    assert len(board.ring) == 18
    assert [board.squares[n].track for n in board.ring[::3]] == list("ABCDEF")


@pytest.mark.parametrize(
    "old, new, message",
    [
        (
            "Ab3: {kind: base, track: A, number: 3,",
            "Ab3: {kind: base, track: A, number: 4,",
            "expected A's base 3",
        ),
        ("next: Ab4}", "next: Ab5}", "expected A's base 4"),
        (
            "Cr2: {kind: ring, band: ring, slot: 8, next: DX}",
            "Cr2: {kind: ring, band: ring, slot: 8, next: EX}",
            "one loop",
        ),
        (
            "Fa6: {kind: approach, track: F, number: 6, band: approach, slot: 35",
            "Fa6: {kind: approach, track: F, number: 6, band: approach, slot: 34",
            "share approach slot 34",
        ),
        ("next: Ab1}", "next: Zz9}", "not on the board"),
    ],
)
def test_a_broken_graph_is_refused(tmp_path, old, new, message):
    assert old in SOURCE
    with pytest.raises(LayoutError, match=message):
        load(tmp_path, SOURCE.replace(old, new, 1))


@pytest.mark.parametrize(
    "cells, faces, message",
    [
        ("[[0, 0], [1, 0], [2, 0], [3, 0], [4, 0], [5, 0]]", "[1, 2, 3, 4, 5, 6]", "same side"),
        ("[[1, 0], [0, 1], [1, 1], [2, 1], [3, 1], [1, 3]]", "[2, 3, 1, 4, 6, 5]", "not all joined"),
        ("[[1, 0], [0, 1], [1, 1], [2, 1], [3, 1], [1, 2]]", "[2, 3, 1, 4, 5, 6]", "sum to 7"),
    ],
)
def test_a_bad_net_is_refused(tmp_path, cells, faces, message):
    text = SOURCE.replace("cells: [[1, 0], [0, 1], [1, 1], [2, 1], [3, 1], [1, 2]]", f"cells: {cells}")
    text = text.replace("faces: [2, 3, 1, 4, 6, 5]", f"faces: {faces}")
    with pytest.raises(LayoutError, match=message):
        load(tmp_path, text)


def test_a_container_too_big_for_the_nest_is_refused(tmp_path):
    with pytest.raises(LayoutError, match="does not fit"):
        load(tmp_path, SOURCE.replace("  side: 72mm", "  side: 100mm"))
