"""The Anticipation board graph: reachability, nests, entrances and Water Barriers."""

from __future__ import annotations

import itertools

import pytest

from printkit.games.anticipation.board import board_model, is_shut, open_entrances, shut_in, stranded
from printkit.games.anticipation.schema import COLOURS
from printkit.games.loaded import load_game
from printkit.geometry.graph import components, distances, reachable
from tests.sweep import sample


@pytest.fixture(scope="module")
def layout():
    return load_game("anticipation")


@pytest.fixture(scope="module")
def model(layout):
    return board_model(layout)


def test_every_square_is_reachable(model):
    assert len(components(model.graph)) == 1
    assert len(model.graph) == 124


def test_no_single_square_cuts_the_board(model):
    # a Barrier on any one square leaves every other square joined to every other
    for sq in range(len(model.graph)):
        assert len(components(model.graph, frozenset({sq}))) == 1, model.name(sq)


def test_nests_have_fourteen_spaces_and_a_seven_segment_queen(layout):
    assert len(layout.nest.spaces) == 14
    assert sorted(layout.nest.queen) == list(range(1, 8))


def test_each_nest_has_two_entrances_with_start_and_finish(layout, model):
    squares = []
    for colour in COLOURS:
        nest = layout.board.nests[colour]
        assert len(nest.entrances) == 2
        for e in nest.entrances:
            squares += [e.start, e.finish]
    assert len(set(squares)) == 16


def test_entrances_touch_their_nest(layout):
    for colour in COLOURS:
        x, y, w, h = layout.board.nests[colour].box
        for e in layout.board.nests[colour].entrances:
            for name in (e.start, e.finish):
                sx, sy = layout.board.squares[name]
                gap = max(x - sx, sx - (x + w), y - sy, sy - (y + h))
                assert 0 < gap <= 0.5, (colour, name)


def test_diagonal_partners_and_clockwise_order(layout):
    # "yellow followed by red, green, blue": the rulebook's two-player order is clockwise round the board
    assert tuple(layout.board.nests) == ("yellow", "red", "green", "blue")
    centre = {c: (n.box[0] + n.box[2] / 2, n.box[1] + n.box[3] / 2) for c, n in layout.board.nests.items()}
    mid_x, mid_y = layout.board.size[0] / 2, layout.board.size[1] / 2
    quarter = {c: (x > mid_x, y > mid_y) for c, (x, y) in centre.items()}
    # top left, top right, bottom right, bottom left: clockwise on the page
    assert [quarter[c] for c in COLOURS] == [(False, False), (True, False), (True, True), (False, True)]
    for a, b in (("yellow", "green"), ("red", "blue")):
        (xa, ya), (xb, yb) = centre[a], centre[b]
        assert xa + xb == layout.board.size[0] and ya + yb == layout.board.size[1]


def test_ante_chamber_corners(layout, model):
    ante = layout.board.ante_chamber.box
    for colour in COLOURS:
        corner = model.corner[colour]
        assert corner in model.ante
        sx, sy = layout.board.squares[model.name(corner)]
        # the corner square of a colour is the Ante-chamber corner nearest that colour's nest
        nx, ny, nw, nh = layout.board.nests[colour].box
        cx, cy = ante[0] + ante[2] / 2, ante[1] + ante[3] / 2
        assert (sx - cx) * (nx + nw / 2 - cx) > 0 and (sy - cy) * (ny + nh / 2 - cy) > 0


# The placement checks below are exhaustive in tools/test_sweep.py; the suite checks every 4th placement
# (tests.sweep.sample), and the counts they assert scale with the share checked.
EVERY = 4


def _share(checked: list, every: list) -> float:
    return len(checked) / len(every)


def test_any_legal_barrier_pair_leaves_every_nest_a_way_home(model):
    legal = 0
    pairs = list(itertools.combinations(range(len(model.graph)), 2))
    checked = sample(pairs, EVERY)
    for a, b in checked:
        barriers = frozenset((a, b))
        if all(open_entrances(model, c, barriers) for c in COLOURS):
            legal += 1
            for colour in COLOURS:
                i = open_entrances(model, colour, barriers)[0]
                start, finish = model.starts[colour][i], model.finishes[colour][i]
                assert finish in reachable(model.graph, start, barriers)
                joined = reachable(model.graph, finish, barriers)
                assert len(joined & model.ante) * 2 >= len(model.ante - barriers)
    assert legal > 7000 * _share(checked, pairs)


def _open_by_search(model, colour, barriers):
    """The open entrances by a plain search: the part of the board holding most free Ante-chamber squares."""
    parts = components(model.graph, barriers)
    main = max(parts, key=lambda part: (len(part & model.ante), -min(part & model.ante, default=10**6)))
    return tuple(
        i
        for i, (s, f) in enumerate(zip(model.starts[colour], model.finishes[colour]))
        if s in main and f in main
    )


def test_open_entrances_agree_with_a_plain_search_for_every_placement(model):
    squares = range(len(model.graph))
    placements = [frozenset((a,)) for a in squares] + [
        frozenset(p) for p in itertools.combinations(squares, 2)
    ]
    cut_off, checked = 0, sample(placements, EVERY)
    for barriers in checked:
        for colour in COLOURS:
            assert open_entrances(model, colour, barriers) == _open_by_search(model, colour, barriers), (
                barriers
            )
        cut_off += len(components(model.graph, barriers)) > 1
    assert cut_off > 100 * _share(
        checked, placements
    )  # the check is not only about Barriers on a START or FINISH square


def test_blocking_one_entrance_leaves_a_longer_way_to_the_other(model):
    for colour in COLOURS:
        for i in (0, 1):
            barriers = frozenset((model.starts[colour][i], model.finishes[colour][i]))
            assert open_entrances(model, colour, barriers) == (1 - i,)
            other = model.finishes[colour][1 - i]
            main = reachable(model.graph, next(iter(model.ante)), barriers)
            assert len(main) == len(model.graph) - 3  # the two Barriers and the square between them
            assert not stranded(model, colour, sorted(main), barriers)
            # the way home is longer on average than with both entrances open, never cut
            near = [distances(model.graph, f) for f in model.finishes[colour]]
            before = sum(min(d[s] for d in near) for s in main)
            after = sum(distances(model.graph, other, barriers)[s] for s in main)
            assert after > before


def test_routes_are_longer_than_a_throw_between_nests(model):
    # exact throws matter: neighbouring nests' entrances are 2-12 steps apart only at their doors
    for colour in COLOURS:
        d = distances(model.graph, model.starts[colour][0])
        assert max(d.values()) > 24


def _placements(model):
    squares = range(len(model.graph))
    return [frozenset((a,)) for a in squares] + [frozenset(p) for p in itertools.combinations(squares, 2)]


def test_shut_in_agrees_with_a_plain_search_for_every_placement(model):
    # barrier_access: ants: the squares from which no free path leads to a colour's free FINISH
    shut, placements = 0, _placements(model)
    checked = sample(placements, EVERY)
    for barriers in checked:
        table = shut_in(model, barriers)
        for part in components(model.graph, barriers):
            for colour in COLOURS:
                home = any(f in part for f in model.finishes[colour])
                assert all((sq in table[colour]) != home for sq in part), (barriers, colour)
                shut += not home
        blocked = set(barriers)
        assert not any(blocked & table[c] for c in COLOURS)
    assert shut > 1000 * _share(checked, placements)


def test_a_start_and_the_other_finish_shut_the_free_start_in(model):
    # the open_nest readings agree on this board: Barriers on one entrance's START and the other's
    # FINISH enclose the free START between them, so a nest's ants could only leave into a pocket
    for colour in COLOURS:
        for i in (0, 1):
            barriers = frozenset((model.starts[colour][i], model.finishes[colour][1 - i]))
            free_start = model.starts[colour][1 - i]
            assert free_start not in reachable(model.graph, model.finishes[colour][i], barriers)
    for barriers in _placements(model):
        for colour in COLOURS:
            assert is_shut(model, colour, barriers, False) == is_shut(model, colour, barriers, True)
