"""Antheap positions: every cube on its square showing its face, the Defender and waiting Attackers, the eggs.

The art is the layout's: the board, the cubes' faces (components.cubes) and the marks a position adds
(components.board.parts: the nest's eggs, the role marks, the panel's rows); this module says where.
"""

from __future__ import annotations

import math
from functools import cache, lru_cache
from typing import TYPE_CHECKING

from printkit.draw.picture import Picture, at, fault_box, fault_ring, symbol_at, use_at
from printkit.draw.vocab import place
from printkit.draw.vocab.board import Drawn
from printkit.draw.vocab.draw import Drawer
from printkit.games.antheap.components import drawn_board
from printkit.games.antheap.notation import Square, parse_action
from printkit.games.antheap.rules import EGGS_BY_FACE, Antheap, State
from printkit.geometry.affine import compose, scale, translate
from printkit.layout.words import Language, sheet_language
from printkit.show.faults import faulty_action
from printkit.show.view import View

if TYPE_CHECKING:
    from printkit.draw.scene import Group, Shape, Symbol

PANEL = 84.0  # mm right of the board for the seats, their eggs and roles
EGG_MM = 6.4  # an egg left in the nest
ROW_EGGS = 12  # the most eggs a seat's row shows


@cache
def _board(game: Antheap, lang: Language) -> Drawn:
    return drawn_board(game.layout)  # the board prints words: one drawing per language


@cache
def _art(game: Antheap) -> Drawer:
    """The drawer of the layout's cube faces and marks a position shows (its symbols kept for the picture)."""
    return place.placer(game.layout)


@lru_cache(maxsize=4096)
def _part(game: Antheap, name: str, **names: object) -> tuple[Shape, ...]:
    return place.part(_art(game), "board", name, **names)


@cache
def _face(game: Antheap, seat: str, face: int) -> Symbol:
    """A cube's face as a symbol: drawn once however many positions show it."""
    return place.piece_symbol(_art(game), f"face-{seat}-{face}", "cubes", {"letter": seat, "value": face})


@cache
def _egg_row(game: Antheap, count: int) -> Symbol:
    """A seat's eggs, up to a dozen in a row, as a symbol."""
    return place.part_symbol(
        _art(game), f"egg-row-{count}", max(count, 1) * 5.6, 5.6, "board", "egg_row", n=count
    )


@cache
def _egg_pile(game: Antheap, eggs: int) -> Symbol:
    """The eggs left in the nest, in rows in its middle, as a symbol (origin at the nest's centre less r)."""
    r = game.layout.board.nest_radius * 0.5
    per_row = max(1, int(2 * r * 0.8 // EGG_MM))
    rows = math.ceil(eggs / per_row) if eggs else 0
    top = r - rows * EGG_MM / 2 + EGG_MM / 2
    places = []
    for i in range(eggs):
        row, col = divmod(i, per_row)
        in_row = min(per_row, eggs - row * per_row)
        places.append((r + (col - (in_row - 1) / 2) * EGG_MM, top + row * EGG_MM))
    return place.part_symbol(
        _art(game), f"egg-pile-{eggs}", 2 * r, 2 * r, "board", "egg_pile", places=tuple(places), size=EGG_MM
    )


def _cube(
    game: Antheap, seat: str, face: int, x: float, y: float, k: float = 1.0, ident: str | None = None
) -> Group:
    e = game.layout.cubes.edge
    return symbol_at(
        _face(game, seat, face).id, compose(translate(x - e * k / 2, y - e * k / 2), scale(k)), ident
    )


def _cubes(game: Antheap, state: State) -> tuple[list[Shape], dict[str, tuple[float, float]]]:
    board = game.layout.board
    e = game.layout.cubes.edge
    out: list[Shape] = []
    marks: list[Shape] = []
    at: dict[str, tuple[float, float]] = {}
    seen: dict[str, int] = {}
    for seat in state.players:
        if seat in state.out:
            continue
        name = state.square_of(seat)
        x, y = board.centre(name)
        n = seen.get(name, 0)  # two cubes on one square (only while a duel is written) sit apart
        seen[name] = n + 1
        x, y = x + n * e * 0.35, y + n * e * 0.35
        at[seat] = (x, y)
        out.append(_cube_on(game, seat, state.face[seat], name, x, y))
        if seat == state.defender:
            marks.append(_role(game, seat, "defender", x, y, e))
        elif seat in state.waiting:
            marks.append(_role(game, seat, "attacker", x, y, e))
    return out + marks, at


# A replay draws hundreds of positions, and from one to the next one cube moves: what stays is
# drawn once for its part of the state (the same shapes come back).
@lru_cache(maxsize=1024)
def _cube_on(game: Antheap, seat: str, face: int, name: str, x: float, y: float) -> Group:
    return _cube(game, seat, face, x, y, ident=f"cube-{seat}-{name}-{face}")


@lru_cache(maxsize=1024)
def _role(game: Antheap, seat: str, kind: str, x: float, y: float, e: float) -> Group:
    """The Defender's round gold rim and word, or a waiting Attacker's dashed square and word."""
    return at(_part(game, kind, x=x, y=y, e=e), 0.0, 0.0, ident=f"role-{seat}-{kind}")


@lru_cache(maxsize=256)
def _nest_eggs(game: Antheap, eggs: int) -> tuple[Shape, ...]:
    layout = game.layout
    c = layout.board.size / 2
    r = layout.board.nest_radius * 0.5
    return (
        *_part(game, "nest_ground", c=c, r=r),
        use_at(_egg_pile(game, eggs).id, c - r, c - r),
        *_part(game, "nest_count", c=c, r=r, eggs=eggs),
    )


def _panel(
    game: Antheap, state: State, x: float, y: float, rows: dict[str, tuple[float, float, float, float]]
) -> list[Shape]:
    """The eggs in the nest and each seat's row: its cube, eggs, role; rows notes where each row lies."""
    e = game.layout.cubes.edge
    rows["eggs"] = (x - 3.0, y - 6.0, PANEL - 10.0, 18.0)
    out: list[Shape] = list(_part(game, "panel_eggs", x=x, y=y, nest=state.nest, start=state.options.eggs))
    y += 18.0
    for seat in state.players:
        rows[seat] = (x - 3.0, y - 3.0, PANEL - 10.0, e * 0.6 + 16.0)
        role = (
            "knocked out"
            if seat in state.out
            else "Defender"
            if seat == state.defender
            else "waiting Attacker"
            if seat in state.waiting
            else state.square_of(seat)
        )
        to_move = not state.finished and seat == state.to_move
        out += _seat_row(game, seat, state.face[seat], role, state.eggs[seat], to_move, x, y)
        y += e * 0.6 + 17.0
    return out


@lru_cache(maxsize=1024)
def _seat_row(
    game: Antheap, seat: str, face: int, role: str, held: int, to_move: bool, x: float, y: float
) -> tuple[Shape, ...]:
    """A seat's row of the panel: its cube, eggs and role, a pointer when it is to move."""
    e = game.layout.cubes.edge
    out: list[Shape] = [*_part(game, "seat_row", x=x, y=y, e=e, panel=PANEL, to_move=to_move)]
    out.append(_cube(game, seat, face, x + e * 0.3 + 1.0, y + e * 0.3 + 1.0, 0.6))
    notes = {"seat": seat, "held": held, "role": role, "face": face, "circuit": EGGS_BY_FACE[face]}
    out += _part(game, "seat_notes", x=x, y=y, e=e, **notes)
    if held:
        out.append(use_at(_egg_row(game, min(held, ROW_EGGS)).id, x - 0.7, y + e * 0.6 + 4.8))
    return tuple(out)


def _fault_marks(
    game: Antheap,
    view: View,
    at: dict[str, tuple[float, float]],
    rows: dict[str, tuple[float, float, float, float]],
) -> list[Shape]:
    """The square the faulty action names, else the mover's cube, else its row of the panel (or the eggs)."""
    fault = view.fault
    if fault is None:
        return []
    board = game.layout.board
    r = game.layout.cubes.edge * 0.85
    action = faulty_action(fault.action, parse_action)
    if isinstance(action, Square) and action.name in board.squares:
        x, y = board.centre(action.name)
        return [fault_ring(x, y, r, 1.8)]
    if fault.seat in at:
        x, y = at[fault.seat]
        return [fault_ring(x, y, r, 1.8)]
    return [fault_box(*rows.get(fault.seat or "", rows["eggs"]), 1.6, 3.0)]


def _symbols(game: Antheap, state: State) -> tuple[Symbol, ...]:
    """The symbols a position uses: the board's glyphs and those the faces and marks place, the cubes'
    faces, the egg rows and pile."""
    faces = [_face(game, seat, state.face[seat]) for seat in state.players]
    rows = [_egg_row(game, min(n, ROW_EGGS)) for n in state.eggs.values() if n]
    pile = _egg_pile(game, state.nest)
    glyphs = {s.id: s for s in (*_board(game, sheet_language()).symbols, *place.symbols(_art(game)))}
    # Told apart by id: hashing a symbol hashes all its art, and a replay asks for them at every step.
    unique = {s.id: s for s in (*faces, *rows)}
    return (*glyphs.values(), *unique.values(), pile)


def _words(state: State) -> tuple[str, ...]:
    out = []
    for seat in state.players:
        if seat in state.out:
            out.append(f"{seat} is out")
            continue
        role = (
            ", the Defender"
            if seat == state.defender
            else ", waiting to attack"
            if seat in state.waiting
            else ""
        )
        eggs = state.eggs.get(seat, 0)
        out.append(
            f"{seat} on {state.square_of(seat)} showing {state.face[seat]}{role}, {eggs} egg{'s' if eggs != 1 else ''}"
        )
    out.append(f"{state.nest} egg{'s' if state.nest != 1 else ''} left in the nest")
    return tuple(out)


def picture(game: Antheap, view: View) -> Picture:
    """Draw an Antheap position on the printed board: the cubes, the Defender and Attackers, the eggs."""
    state: State = view.state
    board = _board(game, sheet_language())
    cubes, at = _cubes(game, state)
    rows: dict[str, tuple[float, float, float, float]] = {}
    panel = _panel(game, state, board.width + 8.0, 12.0, rows)
    position = [*_nest_eggs(game, state.nest), *cubes, *panel] + _fault_marks(game, view, at, rows)
    height = max(board.height, 30.0 + len(state.players) * (game.layout.cubes.edge * 0.6 + 17.0))
    return Picture(
        board.width + PANEL,
        height,
        board.items,
        tuple(position),
        _symbols(game, state),
        _words(state),
    )
