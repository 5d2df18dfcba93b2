"""Ant Trails positions: the printed board with every ant tile and food tile, the trails' ends, the scores."""

from __future__ import annotations

from functools import cache, lru_cache
from typing import TYPE_CHECKING

from printkit.draw.impose.tokens import hex_box
from printkit.draw.picture import SOFT, Picture, at, fault_box, fault_outline, heading, lines, placed
from printkit.draw.vocab import place
from printkit.draw.vocab.draw import Drawer
from printkit.games.ant_trails.components import (
    DrawnBoard,
    ant_tile,
    drawn_board,
    food_front,
    tile_flats,
    tile_symbols,
)
from printkit.games.ant_trails.notation import Move, Place, parse_action
from printkit.games.ant_trails.rules import BLACK, RED, AntTrails, State, colour_name, longest_trail, own_bits
from printkit.geometry import hexgrid
from printkit.layout.words import Language, sheet_language
from printkit.show.faults import faulty_action
from printkit.show.view import View

if TYPE_CHECKING:
    from printkit.draw.scene import Shape, Symbol

PANEL = 72.0  # mm right of the board for the scores
CARRIED = 0.62  # a food tile on an ant tile is drawn at this share of its size, so the ant still shows


@cache
def _drawn(game: AntTrails, lang: Language) -> DrawnBoard:
    return drawn_board(game.layout)  # the board prints words: one drawing per language


@cache
def _art(game: AntTrails) -> Drawer:
    """The drawer of the layout's parts a position sets (its symbols kept for the picture)."""
    return place.placer(game.layout)


def _board(game: AntTrails, lang: Language) -> tuple[tuple[Shape, ...], tuple[Symbol, ...]]:
    board = _drawn(game, lang)
    return board.items, (*board.symbols, *tile_symbols(game.layout))


@lru_cache(maxsize=256)
def _trail_end(game: AntTrails, x: float, y: float, r: float = 1.9) -> tuple[Shape, ...]:
    return place.part(_art(game), "board", "trail_end", x=x, y=y, r=r)


def _cells(bits: int) -> list[int]:
    return [i for i in range(bits.bit_length()) if bits >> i & 1]


def _centre(game: AntTrails, cell: int) -> tuple[float, float]:
    return _drawn(game, sheet_language()).centre(game.board.names[cell])


def _ants(game: AntTrails, state: State) -> list[Shape]:
    layout = game.layout
    box = hex_box(tile_flats(layout))
    out: list[Shape] = []
    for colour in (BLACK, RED):
        name = colour_name(colour)
        tile = ant_tile(layout, name, 0.0)
        own = own_bits(state, colour)
        bits = game.board.adjacent_bits
        for cell in _cells(own):
            x, y = _centre(game, cell)
            out.append(placed(tile, x, y, box, f"ant-{name}-{game.board.names[cell]}"))
            if (own & bits[cell]).bit_count() <= 1:  # a trail's end: a dot at the tile's upper right
                out += _trail_end(game, x + box * 0.22, y - box * 0.22)
    return out


def _food(game: AntTrails, state: State) -> list[Shape]:
    layout = game.layout
    d = layout.food_tile_size
    ants = state.black | state.red
    out: list[Shape] = []
    for cell, values in sorted(state.tiles.items()):
        x, y = _centre(game, cell)
        name = game.board.names[cell]
        if not ants >> cell & 1:
            out += [
                placed(food_front(layout, v, 0.0), x, y, d, f"food-{name}-{i}-{v}")
                for i, v in enumerate(values)
            ]
            continue
        k = CARRIED * d
        for i, v in enumerate(values):  # carried tiles sit low on the tile, fanned when there are several
            dx = (i - (len(values) - 1) / 2) * k * 0.55
            out.append(
                at(
                    food_front(layout, v, 0.0),
                    x - k / 2 + dx,
                    y - k * 0.15,
                    CARRIED,
                    f"carried-{name}-{i}-{v}",
                )
            )
    return out


def _panel(game: AntTrails, state: State, x: float, y: float) -> list[Shape]:
    loops = state.options.loops_score
    out: list[Shape] = [heading(x, y, "Scores so far")]
    texts = []
    for colour in (BLACK, RED):
        trail = longest_trail(game.board, own_bits(state, colour), loops)
        food = state.taken[colour - 1]
        texts.append(f"{colour_name(colour)}: trail {trail} + food {food} = {trail + food}")
    if state.over:
        texts.append("the game is over")
    else:
        texts.append(f"{colour_name(state.colour)} to move")
    out += lines(x, y + 6.0, texts, 8.5, 4.4)
    out += _trail_end(game, x + 1.6, y + 6.0 + 4.4 * len(texts) + 0.2, 1.6)  # the key to the dot
    out += lines(x + 4.6, y + 6.0 + 4.4 * len(texts) + 1.4, ["a trail's end"], 8, fill=SOFT)
    return out


def _fault_marks(game: AntTrails, view: View, panel: tuple[float, float, float, float]) -> list[Shape]:
    """The cells the faulty action names; without one on the board, the scores panel (whose turn it was)."""
    fault = view.fault
    if fault is None:
        return []
    action = faulty_action(fault.action, lambda text: parse_action(game.board, text))
    cells = [action.cell] if isinstance(action, Place) else []
    if isinstance(action, Move):
        cells = [action.src, action.dst]
    s = game.layout.board.cell_size
    marks: list[Shape] = [
        fault_outline(hexgrid.hex_corners(*_centre(game, c), s - 1.0), 1.6) for c in cells if c >= 0
    ]
    return marks or [fault_box(*panel, 1.6, 3.0)]


def _words(game: AntTrails, state: State) -> tuple[str, ...]:
    names = game.board.names
    out = []
    for colour in (BLACK, RED):
        cells = [names[c] for c in _cells(own_bits(state, colour))]
        out.append(
            f"{colour_name(colour)} ants on {', '.join(cells)}" if cells else f"no {colour_name(colour)} ants"
        )
    ants = state.black | state.red
    food = [
        f"{names[c]} ({' and '.join(map(str, v))}{', carried' if ants >> c & 1 else ''})"
        for c, v in sorted(state.tiles.items())
        if v
    ]
    out.append(f"food on {', '.join(food)}" if food else "no food on the board")
    return tuple(out)


def picture(game: AntTrails, view: View) -> Picture:
    """Draw an Ant Trails position on the printed board: ants, food tiles (on cells and carried), trail ends, scores."""
    state: State = view.state
    geo = _drawn(game, sheet_language())
    board, symbols = _board(game, sheet_language())
    position = _ants(game, state) + _food(game, state)
    position += _fault_marks(game, view, (geo.width + 1.0, 4.0, PANEL - 4.0, 34.0))
    position += _panel(game, state, geo.width + 4.0, 12.0)
    return Picture(geo.width + PANEL, geo.height, board, tuple(position), symbols, _words(game, state))
