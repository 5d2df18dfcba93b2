"""The parts of a board with some squares blocked, as Chains labels them and as a plain search finds them."""

from __future__ import annotations

from printkit.geometry.chains import Chains
from printkit.geometry.graph import Graph, components


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


def parts_by_cut_off(chains: Chains, graph: Graph, blocked: frozenset[int]) -> list[list[int]]:
    """The parts as a sturdy board gives them: the runs cut off, and everything else as one."""
    pieces = [sorted(p) for p in chains.cut_off(blocked)]
    off = {s for p in pieces for s in p}
    rest = [s for s in range(len(graph)) if s not in blocked and s not in off]
    return sorted(pieces + ([rest] if rest else []))
