"""The board as the referee and the drawing both see it: the graph of squares and its landmarks."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from printkit.games.anticipation.schema import COLOURS, Layout
from printkit.geometry.chains import Chains
from printkit.geometry.graph import Graph, Walks, build_graph, reachable

PARTNER = {"yellow": "green", "green": "yellow", "blue": "red", "red": "blue"}  # diagonally opposite
LETTER = {"yellow": "Y", "blue": "B", "green": "G", "red": "R"}
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


def _model(board) -> BoardModel:
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


@lru_cache(maxsize=20_000)
def open_table(model: BoardModel, barriers: frozenset[int]) -> dict[str, tuple[int, ...]]:
    """Per colour, its open entrances once Barriers stand on these squares (see open_entrances)."""
    chains = model.chains
    if chains.sturdy and len(barriers) <= 2:
        pieces = chains.cut_off(barriers)
        joined = _main_part(model, barriers, pieces)
        out = {}
        for c in COLOURS:
            out[c] = tuple(
                i
                for i, (s, f) in enumerate(zip(model.starts[c], model.finishes[c]))
                if s not in barriers and f not in barriers and joined(s) and joined(f)
            )
        return out
    return _open_table_by_labels(model, barriers)


def _main_part(model: BoardModel, barriers: frozenset[int], pieces: list[tuple[int, ...]]):
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


def _open_table_by_labels(model: BoardModel, barriers: frozenset[int]) -> dict[str, tuple[int, ...]]:
    """The open entrances from every square's part label (any board, any number of Barriers)."""
    ante = sorted(model.ante)
    gates = [sq for c in COLOURS for pair in zip(model.starts[c], model.finishes[c]) for sq in pair]
    labels = model.chains.labels(barriers, ante + gates)
    counts: dict[object, int] = {}
    for label in labels[: len(ante)]:
        if label is not None:
            counts[label] = counts.get(label, 0) + 1
    # two Barriers can cut a stretch off the Ante-chamber; the rest of it is what the nests must reach
    main = max(counts, key=counts.__getitem__) if counts else None  # a tie: the part of the lowest square
    out = {}
    k = len(ante)
    for c in COLOURS:
        n = len(model.starts[c])
        out[c] = tuple(
            i for i in range(n) if main is not None and labels[k + 2 * i] == main == labels[k + 2 * i + 1]
        )
        k += 2 * n
    return out


def open_entrances(model: BoardModel, colour: str, barriers: frozenset[int]) -> tuple[int, ...]:
    """Return the entrances (0, 1) of a nest whose START and FINISH are free and join the Ante-chamber.

    Joined to the Ante-chamber means in the part of the board that holds most of its free squares.
    """
    return open_table(model, barriers)[colour]


def stranded(model: BoardModel, colour: str, squares: list[int], barriers: frozenset[int]) -> list[int]:
    """Return those squares from which no free path leads to a FINISH square of colour."""
    homes = [f for f in model.finishes[colour] if f not in barriers]
    out = []
    for sq in squares:
        seen = reachable(model.graph, sq, barriers)
        if not any(f in seen for f in homes):
            out.append(sq)
    return out
