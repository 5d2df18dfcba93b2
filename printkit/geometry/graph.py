"""Boards as graphs of named squares: indexed adjacency, reachability and one-way walks.

A walk is "one way" when it never steps straight back onto the square it has just left; it may
take either branch at a junction. Walks are what a die throw moves an ant along, so the drawing
(routes between squares) and the referee (legal moves) read the same adjacency.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field

Walk = tuple[int, ...]  # the squares stepped on, in order (the start square is not included)


@dataclass(frozen=True)
class Graph:
    """Named squares 0..n-1 with undirected edges."""

    names: tuple[str, ...]
    adjacent: tuple[tuple[int, ...], ...]
    index: dict[str, int] = field(compare=False)

    def __len__(self) -> int:
        return len(self.names)

    def edges(self) -> list[tuple[int, int]]:
        """Return every edge once, as (lower index, higher index), sorted."""
        return sorted({(min(a, b), max(a, b)) for a, ns in enumerate(self.adjacent) for b in ns})


def build_graph(names: Iterable[str], chains: Iterable[Iterable[str]]) -> Graph:
    """Return the graph whose edges join neighbours in each chain of square names."""
    order = tuple(names)
    index = {name: i for i, name in enumerate(order)}
    links: list[set[int]] = [set() for _ in order]
    for chain in chains:
        at = [index[n] for n in chain]
        for a, b in zip(at, at[1:]):
            links[a].add(b)
            links[b].add(a)
    return Graph(order, tuple(tuple(sorted(s)) for s in links), index)


def reachable(graph: Graph, start: int, blocked: frozenset[int] = frozenset()) -> set[int]:
    """Return the squares reachable from start without entering a blocked square."""
    if start in blocked:
        return set()
    seen = {start}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        for n in graph.adjacent[here]:
            if n not in seen and n not in blocked:
                seen.add(n)
                todo.append(n)
    return seen


def components(graph: Graph, blocked: frozenset[int] = frozenset()) -> list[set[int]]:
    """Return the connected parts of the graph once the blocked squares are taken out."""
    left = set(range(len(graph))) - blocked
    parts = []
    while left:
        part = reachable(graph, min(left), blocked)
        parts.append(part)
        left -= part
    return parts


def distances(graph: Graph, start: int, blocked: frozenset[int] = frozenset()) -> dict[int, int]:
    """Return the fewest steps from start to every reachable square."""
    dist = {start: 0}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        for n in graph.adjacent[here]:
            if n not in dist and n not in blocked:
                dist[n] = dist[here] + 1
                todo.append(n)
    return dist


class Walks:
    """One-way walks on a graph, computed once per (square, came-from, length) and cached."""

    def __init__(self, graph: Graph):
        self.graph = graph
        self._cache: dict[tuple[int, int, int], tuple[Walk, ...]] = {}

    def from_square(self, square: int, length: int, came_from: int = -1) -> tuple[Walk, ...]:
        """Return the one-way walks of exactly length steps from square (not back to came_from)."""
        key = (square, came_from, length)
        found = self._cache.get(key)
        if found is None:
            if length == 0:
                found = ((),)
            else:
                found = tuple(
                    (n,) + rest
                    for n in self.graph.adjacent[square]
                    if n != came_from
                    for rest in self.from_square(n, length - 1, square)
                )
            self._cache[key] = found
        return found
