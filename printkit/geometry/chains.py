"""Which squares stay joined when a few are blocked, without a search over the whole board.

A route board is mostly runs of two-neighbour squares. Seen as junctions (squares with another
number of neighbours) joined by chains of such runs, a blocked square either removes a junction
or cuts one chain, so the parts of the board follow from a union-find over the few chains instead
of a walk over every square (a track of 124 squares may be 8 junctions and 12 chains).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable

from printkit.geometry.graph import Graph

# A part label: squares with equal labels are joined; a junction's root, or (chain, segment) for a
# stretch of chain cut off from its junctions; None for a blocked square.
Part = int | tuple[int, int] | None


class Chains:
    """A graph as junctions joined by chains of two-neighbour squares."""

    def __init__(self, graph: Graph):
        adjacent = graph.adjacent
        junctions = {s for s in range(len(graph)) if len(adjacent[s]) != 2}
        ends: list[tuple[int, int]] = []
        place: dict[int, tuple[int, int]] = {}  # interior square -> (chain, position from its first end)
        done: set[tuple[int, int]] = set()  # (end, first step) of the chains already followed
        runs: list[tuple[int, ...]] = []

        def follow(j: int) -> None:
            for first in adjacent[j]:
                if (j, first) in done:
                    continue
                run, prev, here = [], j, first
                while here not in junctions:
                    run.append(here)
                    prev, here = here, next(n for n in adjacent[here] if n != prev)
                done.add((j, first))
                done.add((here, prev))
                for k, s in enumerate(run):
                    place[s] = (len(ends), k)
                ends.append((j, here))
                runs.append(tuple(run))

        for j in sorted(junctions):
            follow(j)
        for s in range(len(graph)):
            if s not in junctions and s not in place:  # a ring with no junction: one square acts as one
                junctions.add(s)
                follow(s)
        self.junctions = frozenset(junctions)
        self.ends = tuple(ends)
        self.runs = tuple(runs)  # each chain's two-neighbour squares, from its first end to its last
        self.place = place
        marks: dict[int, list[tuple[int, int]]] = {j: [] for j in junctions}  # junction -> (chain, its place)
        for c, (u, v) in enumerate(ends):
            marks[u].append((c, -1))
            marks[v].append((c, len(runs[c])))
        self._junction_marks = marks
        self.sturdy = self._is_sturdy()

    def _is_sturdy(self) -> bool:
        """Tell whether the free junctions stay joined whatever one or two squares are blocked."""
        if len(self.junctions) < 3:
            return False
        pieces: list[tuple[str, int]] = [("j", j) for j in sorted(self.junctions)]
        pieces += [("c", c) for c in range(len(self.ends))]
        for k, first in enumerate(pieces):
            for second in [None, *pieces[k + 1 :]]:
                gone = {first, second}
                free = [j for j in self.junctions if ("j", j) not in gone]
                parent = {j: j for j in free}

                def find(j: int, parent: dict[int, int] = parent) -> int:
                    while parent[j] != j:
                        j = parent[j]
                    return j

                for c, (u, v) in enumerate(self.ends):
                    if ("c", c) not in gone and u in parent and v in parent:
                        parent[find(u)] = find(v)
                if len({find(j) for j in free}) != 1:
                    return False
        return True

    def cut_off(self, blocked: frozenset[int]) -> list[tuple[int, ...]]:
        """Return the runs of squares joined to no free junction (valid when sturdy and two squares at most are blocked).

        Such a run lies on one chain between two blocked squares (a blocked junction counts as its
        chains' end being blocked); everything else is one part of the board.
        """
        marks: dict[int, list[int]] = {}
        for b in blocked:
            at = self.place.get(b)
            if at is not None:
                marks.setdefault(at[0], []).append(at[1])
            else:
                for c, k in self._junction_marks[b]:
                    marks.setdefault(c, []).append(k)
        out = []
        for c, ks in marks.items():
            if len(ks) > 1:
                ks.sort()
                run = self.runs[c]
                out += [run[lo + 1 : hi] for lo, hi in zip(ks, ks[1:]) if hi - lo > 1]
        return out

    def labels(self, blocked: frozenset[int], squares: Iterable[int]) -> list[Part]:
        """Return a part label for each square once the blocked squares are taken out (None if blocked)."""
        parent = {j: j for j in self.junctions if j not in blocked}

        def find(j: int) -> int:
            while parent[j] != j:
                parent[j] = parent[parent[j]]
                j = parent[j]
            return j

        cuts: dict[int, list[int]] = {}
        for b in blocked:
            at = self.place.get(b)
            if at is not None:
                cuts.setdefault(at[0], []).append(at[1])
        for c, (u, v) in enumerate(self.ends):
            if c not in cuts and u in parent and v in parent:
                ru, rv = find(u), find(v)
                if ru != rv:
                    parent[ru] = rv
        for places in cuts.values():
            places.sort()
        root = {j: find(j) for j in parent}
        ends = self.ends
        place = self.place
        out: list[Part] = []
        for s in squares:
            label: Part = root.get(s)
            if label is None and s not in blocked:
                c, k = place[s]
                u, v = ends[c]
                marks = cuts.get(c)
                if marks is None:
                    label = root.get(u, root.get(v, (c, 0)))
                else:
                    segment = bisect_left(marks, k)  # how many cuts lie between the chain's first end and s
                    if segment == 0:
                        label = root.get(u, (c, 0))
                    elif segment == len(marks):
                        label = root.get(v, (c, segment))
                    else:
                        label = (c, segment)
            out.append(label)
        return out
