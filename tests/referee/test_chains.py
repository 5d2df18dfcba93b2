"""Chains: the parts of a board with some squares blocked, checked against a plain search."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from printkit.games.anticipation.board import board_model
from printkit.games.loaded import load_game
from printkit.geometry.chains import Chains
from printkit.geometry.graph import Graph, build_graph, components
from tests.sweep import examples


def partition(labels: list[object], blocked: frozenset[int]) -> list[list[int]]:
    """Squares grouped by equal label (blocked squares left out), sorted for comparing."""
    groups: dict[object, list[int]] = {}
    for square, label in enumerate(labels):
        if square in blocked:
            assert label is None
        else:
            groups.setdefault(label, []).append(square)
    return sorted(groups.values())


def by_search(graph: Graph, blocked: frozenset[int]) -> list[list[int]]:
    """The same grouping by a breadth-first search."""
    return sorted(sorted(part) for part in components(graph, blocked))


def test_anticipation_board_is_eight_junctions_and_twelve_chains():
    chains = Chains(board_model(load_game("anticipation")).graph)
    assert len(chains.junctions) == 8 and len(chains.ends) == 12


def test_every_pair_of_blocked_squares_on_the_anticipation_board():
    graph = board_model(load_game("anticipation")).graph
    chains = Chains(graph)
    squares = range(len(graph))
    split = 0
    for pair in itertools.chain(((a,) for a in squares), itertools.combinations(squares, 2)):
        blocked = frozenset(pair)
        expected = by_search(graph, blocked)
        assert partition(chains.labels(blocked, squares), blocked) == expected, pair
        split += len(expected) > 1
    assert split > 100


@st.composite
def graphs_and_blocks(draw):
    n = draw(st.integers(2, 14))
    names = [f"s{i}" for i in range(n)]
    routes = draw(st.lists(st.lists(st.sampled_from(names), min_size=2, max_size=6, unique=True), max_size=6))
    blocked = draw(st.frozensets(st.integers(0, n - 1), max_size=4))
    return build_graph(names, routes), blocked


@settings(max_examples=examples(300), deadline=None)
@given(graphs_and_blocks())
def test_any_graph_any_blocked_squares(case):
    graph, blocked = case
    squares = range(len(graph))
    assert partition(Chains(graph).labels(blocked, squares), blocked) == by_search(graph, blocked)


def parts_by_cut_off(chains: Chains, graph: Graph, blocked: frozenset[int]) -> list[list[int]]:
    """The parts as a sturdy board gives them: the runs cut off, and everything else as one."""
    pieces = [sorted(p) for p in chains.cut_off(blocked)]
    off = {s for p in pieces for s in p}
    rest = [s for s in range(len(graph)) if s not in blocked and s not in off]
    return sorted(pieces + ([rest] if rest else []))


def test_anticipation_board_is_sturdy_and_cut_off_runs_are_its_only_splits():
    graph = board_model(load_game("anticipation")).graph
    chains = Chains(graph)
    assert chains.sturdy
    squares = range(len(graph))
    for pair in itertools.chain(((a,) for a in squares), itertools.combinations(squares, 2)):
        blocked = frozenset(pair)
        assert parts_by_cut_off(chains, graph, blocked) == by_search(graph, blocked), pair


def test_a_ring_or_a_figure_eight_is_not_sturdy():
    ring = build_graph([f"s{i}" for i in range(6)], [["s0", "s1", "s2", "s3", "s4", "s5", "s0"]])
    eight = build_graph([f"s{i}" for i in range(7)], [["s0", "s1", "s2", "s0", "s3", "s4", "s5", "s6", "s0"]])
    assert not Chains(ring).sturdy and not Chains(eight).sturdy


@settings(max_examples=examples(300), deadline=None)
@given(graphs_and_blocks())
def test_sturdy_graphs_split_only_into_cut_off_runs(case):
    graph, blocked = case
    chains = Chains(graph)
    if chains.sturdy:
        for pair in itertools.combinations(sorted(blocked), min(2, len(blocked))):
            assert parts_by_cut_off(chains, graph, frozenset(pair)) == by_search(graph, frozenset(pair))
