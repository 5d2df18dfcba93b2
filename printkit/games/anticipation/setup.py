"""Anticipation setup: the starting throws and each nest's shuffled order, from a seed.

The setup is drawn by the functions `printkit play` uses (player.seating, player.start_setup), so
both write it the one way the referee reads it. Its sheet has two pages: the board as play begins
(every ant colour side up in its nest), and, for a referee, the hidden back of the ant on each
nest space.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from printkit.draw.impose.cards import SheetSpec
from printkit.draw.picture import at, symbol_use
from printkit.games.anticipation.player import seating, start_setup
from printkit.games.anticipation.rules import Anticipation
from printkit.games.anticipation.schema import COLOURS, Layout
from printkit.games.anticipation.start import read_setup
from printkit.geometry.affine import translate
from printkit.show.sheet import Drawing, setup_sheets, sheet_page

if TYPE_CHECKING:
    from printkit.draw.scene import Document, Page, Shape, Symbol

NEST_GAP = 8.0  # mm between the nests on the referee's page


def seats(layout: Layout, players: tuple[str, ...] | None) -> tuple[str, ...]:
    """Return --players as given (default: all four colours); ValueError for what `printkit play` refuses."""
    seating(players)
    return players or COLOURS


def random_setup(layout: Layout, rng: random.Random, players: tuple[str, ...]) -> dict[str, Any]:
    """Return {'players': seats in turn order, 'setup': the transcript's setup, 'given': --players} drawn with rng."""
    colours, sides = seating(players)
    order, setup = start_setup(layout, rng, colours or list(COLOURS), sides)
    return {"players": order, "setup": setup, "given": ",".join(players)}


def setup_yaml(setup: dict[str, Any], seed: int) -> str:
    """Return the transcript's `players:` line and `setup:` block, as `printkit play` writes them."""
    from printkit.games.loaded import referee
    from printkit.referee.canonical import shape
    from printkit.referee.writer import write_transcript

    data = {"game": "anticipation", "players": setup["players"], "setup": setup["setup"]}
    text = write_transcript(shape(data, referee("anticipation")))
    body = text[text.index("\n") + 1 :]
    return f"# printkit setup anticipation --seed {seed} --players {setup['given']}\n{body}"


def _throws(start: list[dict[str, Any]]) -> str:
    rounds = [", ".join(f"{colour} {a}+{b}" for colour, (a, b) in rnd.items()) for rnd in start]
    if len(rounds) == 1:
        return f"**Starting throws**: {rounds[0]}."
    return (
        "**Starting throws**: "
        + "; ".join(f"round {k}: {words}" for k, words in enumerate(rounds, 1))
        + " (a tie for the highest total throws again)."
    )


def _board_page(
    game: Anticipation, drawn: dict[str, Any], seed: int, spec: SheetSpec
) -> tuple[Page, tuple[Symbol, ...]]:
    from printkit.games.anticipation.picture import picture
    from printkit.layout.folders import reading
    from printkit.show.view import View

    layout = game.layout
    order = drawn["players"]
    state = read_setup(order, drawn["setup"], layout, game.default_options)
    with reading(layout):
        board = picture(game, View(0, state), panel=False)
    notes = [
        _throws(drawn["setup"]["start"]),
        f"**{order[0]} plays first**, then clockwise round the board: {', '.join(order[1:])}.",
    ]
    sides = drawn["setup"].get("sides")
    if sides:
        notes.append(
            "Two players: "
            + "; ".join(f"{name} plays {' and '.join(pair)}" for name, pair in sides.items())
            + "."
        )
    notes.append(
        f"Each colour's {len(layout.pieces.backs)} ants go colour side up on its nest's spaces, each on the "
        "space page 2 gives it (for the referee: it shows their hidden backs). The two Water Barriers rest "
        "in the Ante-chamber."
    )
    sheet = Drawing(
        board.width,
        board.height,
        board.board + board.position,
        f"{layout.title} \u2014 setup for seed {seed}",
        tuple(notes),
        "setup",
    )
    return sheet_page(spec, sheet, f"{layout.title} \u2014 setup, seed {seed}"), board.symbols


def _nest(
    game: Anticipation, colour: str, art: tuple[Shape, ...], backs: list[str], x: float, y: float
) -> Shape:
    """A colour's nest board with the ant on each space shown by its hidden back, and each space's number."""
    from printkit.games.anticipation.picture import part

    layout = game.layout
    u = layout.board.pitch
    h = layout.pieces.size / 2
    # The spaces' printed numbers lie under the pieces: the numbers beside them say them.
    spaces = {f"space-{colour}-{k}" for k in range(1, len(layout.nest.spaces) + 1)}
    items: list[Shape] = [i for i in art if getattr(i, "id", None) not in spaces]
    for k, ((sx, sy), hidden) in enumerate(zip(layout.nest.spaces, backs), 1):
        cx, cy = sx * u, sy * u
        items.append(symbol_use(f"back-{colour}-{hidden}", translate(cx - h, cy - h)))  # the picture's symbol
        items += part(game, "space_number", x=cx - h * 0.72, y=cy - h * 0.72, k=k)
    return at(items, x, y, ident=f"setup-nest-{colour}")


def _backs_page(
    game: Anticipation, drawn: dict[str, Any], seed: int, spec: SheetSpec
) -> tuple[Page, tuple[Symbol, ...]]:
    from printkit.games.anticipation.board_facts import nest_size
    from printkit.games.anticipation.drawn import drawn_nests

    layout = game.layout
    nests = drawn["setup"]["nests"]
    order = [c for c in drawn["players"] if c in nests]
    w, h = nest_size(layout, order[0])
    art = drawn_nests(layout, order)
    items = [
        _nest(game, c, art.items[c], nests[c], (k % 2) * (w + NEST_GAP), (k // 2) * (h + NEST_GAP))
        for k, c in enumerate(order)
    ]
    rows = (len(order) + 1) // 2
    notes = [
        "For the referee: keep this page from the players. Each nest space's number is on the white "
        "disc; the ant on it shows its hidden back (Queen segment and magnet mark)."
    ]
    last = len(layout.nest.spaces)
    notes += [f"**{c}** nest, spaces 1 to {last}: {', '.join(nests[c])}" for c in order]
    sheet = Drawing(
        2 * w + NEST_GAP,
        rows * h + (rows - 1) * NEST_GAP,
        tuple(items),
        f"{layout.title} \u2014 seed {seed}: the hidden backs in each nest (referee only)",
        tuple(notes),
        "hidden backs",
    )
    return sheet_page(spec, sheet, f"{layout.title} \u2014 setup, seed {seed}, page 2"), art.symbols


def setup_document(layout: Layout, setup: dict[str, Any], seed: int, spec: SheetSpec) -> Document:
    """Return two pages: the board as play begins with the starting throws, and the nests' hidden backs."""
    game = Anticipation(layout)
    first, board_symbols = _board_page(game, setup, seed, spec)
    second, nest_symbols = _backs_page(game, setup, seed, spec)
    return setup_sheets(layout.title, seed, (first, second), (*board_symbols, *nest_symbols))
