"""The board as the referee and the drawing both see it: the graph of squares and its landmarks."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from printkit.games.anticipation.schema import COLOURS, Board, Layout
from printkit.geometry.chains import Chains
from printkit.geometry.graph import Graph, Walks, build_graph

PARTNER = {"yellow": "green", "green": "yellow", "red": "blue", "blue": "red"}  # diagonally opposite
LETTER = {"yellow": "Y", "red": "R", "green": "G", "blue": "B"}
COLOUR_OF_LETTER = {v: k for k, v in LETTER.items()}


@dataclass(frozen=True, eq=False)  # hashed by identity: one model per loaded layout
class BoardModel:
    """Indexed squares, routes and the squares each colour cares about."""

    graph: Graph
    walks: Walks
    starts: dict[str, tuple[int, ...]]  # per colour, in entrance order
    finishes: dict[str, tuple[int, ...]]
    corner: dict[str, int]
    corner_colour: dict[int, str]
    ante: frozenset[int]  # the Ante-chamber's squares
    chains: Chains  # the graph as junctions and chains, for the Barrier checks

    def name(self, square: int) -> str:
        """Return the printed name of a square."""
        return self.graph.names[square]


_MODELS: dict[int, tuple[object, BoardModel]] = {}


def board_model(layout: Layout) -> BoardModel:
    """Return the indexed board of a layout (built once per layout)."""
    hit = _MODELS.get(id(layout.board))
    if hit is None or hit[0] is not layout.board:
        hit = _MODELS[id(layout.board)] = (layout.board, _model(layout.board))
    return hit[1]


def _model(board: Board) -> BoardModel:
    graph = build_graph(board.squares, board.routes)
    idx = graph.index
    x, y, w, h = board.ante_chamber.box
    ante = frozenset(idx[n] for n, (sx, sy) in board.squares.items() if x < sx < x + w and y < sy < y + h)
    nests = board.nests
    return BoardModel(
        graph=graph,
        walks=Walks(graph),
        starts={c: tuple(idx[e.start] for e in nests[c].entrances) for c in COLOURS},
        finishes={c: tuple(idx[e.finish] for e in nests[c].entrances) for c in COLOURS},
        corner={c: idx[nests[c].corner] for c in COLOURS},
        corner_colour={idx[nests[c].corner]: c for c in COLOURS},
        ante=ante,
        chains=Chains(graph),
    )


Gates = tuple[tuple[bool, ...], tuple[bool, ...]]  # per entrance: is its START open; is its FINISH open


@lru_cache(maxsize=20_000)
def gate_table(model: BoardModel, barriers: frozenset[int]) -> dict[str, Gates]:
    """Per colour, which of its START and FINISH squares are free and joined to the Ante-chamber.

    Joined to the Ante-chamber means in the part of the board that holds most of its free squares.
    """
    chains = model.chains
    if chains.sturdy and len(barriers) <= 2:
        joined = _main_part(model, barriers, chains.cut_off(barriers))
    else:
        joined = _main_part_by_labels(model, barriers)
    return {
        c: (
            tuple(s not in barriers and joined(s) for s in model.starts[c]),
            tuple(f not in barriers and joined(f) for f in model.finishes[c]),
        )
        for c in COLOURS
    }


def _main_part(
    model: BoardModel, barriers: frozenset[int], pieces: list[tuple[int, ...]]
) -> Callable[[int], bool]:
    """Return a test for 'in the part of the board holding most free Ante-chamber squares' (a tie: the lowest)."""
    if not pieces:
        return lambda square: True
    free = model.ante - barriers
    parts = [frozenset(p) for p in pieces]
    rest = free.difference(*parts)
    best, best_key = None, (len(rest), -min(rest, default=1 << 30))
    for part in parts:
        key = (len(free & part), -min(free & part, default=1 << 30))
        if key > best_key:
            best, best_key = part, key
    if best is None:
        off = frozenset().union(*parts)
        return lambda square: square not in off
    return best.__contains__


def _main_part_by_labels(model: BoardModel, barriers: frozenset[int]) -> Callable[[int], bool]:
    """The same test from every square's part label (any board, any number of Barriers)."""
    labels = model.chains.labels(barriers, range(len(model.graph)))
    counts: dict[object, int] = {}
    for sq in sorted(model.ante):
        label = labels[sq]
        if label is not None:
            counts[label] = counts.get(label, 0) + 1
    # two Barriers can cut a stretch off the Ante-chamber; the rest of it is what the nests must reach
    main = max(counts, key=counts.__getitem__) if counts else None  # a tie: the part of the lowest square
    return lambda square: main is not None and labels[square] == main


def open_entrances(model: BoardModel, colour: str, barriers: frozenset[int]) -> tuple[int, ...]:
    """Return the entrances (0, 1) of a nest whose START and FINISH are both open (see gate_table)."""
    starts, finishes = gate_table(model, barriers)[colour]
    return tuple(i for i, (s, f) in enumerate(zip(starts, finishes)) if s and f)


def is_shut(model: BoardModel, colour: str, barriers: frozenset[int], out_and_in: bool) -> bool:
    """Tell whether Barriers on these squares block a nest: no open entrance or, with out_and_in, no open
    START to leave by or no open FINISH to come home by (at any entrance)."""
    return colour in shut_nests(model, barriers, out_and_in)


@lru_cache(maxsize=40_000)
def shut_nests(model: BoardModel, barriers: frozenset[int], out_and_in: bool) -> frozenset[str]:
    """Return the nests Barriers on these squares block (see is_shut)."""
    out = set()
    for colour, (starts, finishes) in gate_table(model, barriers).items():
        if out_and_in:
            shut = not (any(starts) and any(finishes))
        else:
            shut = not any(s and f for s, f in zip(starts, finishes))
        if shut:
            out.add(colour)
    return frozenset(out)


NOBODY_SHUT_IN: dict[str, frozenset[int]] = {c: frozenset() for c in COLOURS}  # two Barriers cut nothing off


@lru_cache(maxsize=20_000)
def shut_in(model: BoardModel, barriers: frozenset[int]) -> dict[str, frozenset[int]]:
    """Per colour, the free squares from which no free path leads to one of its FINISH squares."""
    chains = model.chains
    if chains.sturdy and len(barriers) <= 2:
        # what two Barriers cut off is a few runs; the rest of the board is one part
        pieces = [frozenset(p) for p in chains.cut_off(barriers)]
        off = frozenset().union(*pieces)
        homes = {c: [f for f in model.finishes[c] if f not in barriers] for c in COLOURS}
        if any(all(f in off for f in homes[c]) for c in COLOURS):
            return _shut_in_by_labels(model, barriers)  # the main part has no free FINISH of a colour: rare
        if not pieces:
            return NOBODY_SHUT_IN
        return {
            c: frozenset().union(*(p for p in pieces if not any(f in p for f in homes[c]))) for c in COLOURS
        }
    return _shut_in_by_labels(model, barriers)


def _shut_in_by_labels(model: BoardModel, barriers: frozenset[int]) -> dict[str, frozenset[int]]:
    squares = range(len(model.graph))
    labels = model.chains.labels(barriers, squares)
    out = {}
    for c in COLOURS:
        homes = {labels[f] for f in model.finishes[c] if f not in barriers}
        out[c] = frozenset(s for s in squares if labels[s] is not None and labels[s] not in homes)
    return out


def stranded(model: BoardModel, colour: str, squares: list[int], barriers: frozenset[int]) -> list[int]:
    """Return those squares from which no free path leads to a FINISH square of colour."""
    cut = shut_in(model, barriers)[colour]
    return [sq for sq in squares if sq in cut]
