"""The Anticipation board's chains: its parts with one or two squares blocked, as Chains gives them and as a
plain search finds them (tests/referee/test_chains.py checks Chains on any graph)."""

from __future__ import annotations

import itertools

from printkit.games.anticipation.board import board_model
from printkit.games.loaded import load_game
from printkit.geometry.chains import Chains
from tests.referee.grouping import by_search, partition, parts_by_cut_off


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


def test_anticipation_board_is_sturdy_and_cut_off_runs_are_its_only_splits():
    graph = board_model(load_game("anticipation")).graph
    chains = Chains(graph)
    assert chains.sturdy
    squares = range(len(graph))
    for pair in itertools.chain(((a,) for a in squares), itertools.combinations(squares, 2)):
        blocked = frozenset(pair)
        assert parts_by_cut_off(chains, graph, blocked) == by_search(graph, blocked), pair
