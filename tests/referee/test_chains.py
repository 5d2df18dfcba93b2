"""Chains: the parts of a board with some squares blocked, checked against a plain search (a game's own
board: its tests/games/<package>/)."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from printkit.geometry.chains import Chains
from printkit.geometry.graph import build_graph
from tests.referee.grouping import by_search, partition, parts_by_cut_off
from tests.sweep import examples


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
