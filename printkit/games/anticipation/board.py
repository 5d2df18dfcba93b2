"""The board as the referee and the drawing both see it: the graph of squares and its landmarks."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from printkit.games.anticipation.schema import COLOURS, Layout
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
    )


@lru_cache(maxsize=20_000)
def joined_to_hub(model: BoardModel, barriers: frozenset[int]) -> frozenset[int]:
    """Return the free squares joined to the Ante-chamber when Barriers stand on these squares."""
    hub = next(iter(model.ante - barriers), None)
    return frozenset(reachable(model.graph, hub, barriers)) if hub is not None else frozenset()


def open_entrances(model: BoardModel, colour: str, barriers: frozenset[int]) -> list[int]:
    """Return the entrances (0, 1) of a nest whose START and FINISH are free and join the Ante-chamber."""
    joined = joined_to_hub(model, barriers)
    return [i for i, (s, f) in enumerate(zip(model.starts[colour], model.finishes[colour]))
            if s in joined and f in joined]


def stranded(model: BoardModel, colour: str, squares: list[int], barriers: frozenset[int]) -> list[int]:
    """Return those squares from which no free path leads to a FINISH square of colour."""
    homes = [f for f in model.finishes[colour] if f not in barriers]
    out = []
    for sq in squares:
        seen = reachable(model.graph, sq, barriers)
        if not any(f in seen for f in homes):
            out.append(sq)
    return out
