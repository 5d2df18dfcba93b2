"""Antheap positions: every cube on its square showing its face, the Defender and waiting Attackers, the eggs."""

from __future__ import annotations

import math
from functools import cache, lru_cache

from printkit.draw.art import glyph
from printkit.draw.fontmetrics import text_width
from printkit.draw.picture import INK, SOFT, TITLE_FONT, Picture, fault_box, fault_ring, lines
from printkit.draw.scene import (
    Circle,
    Group,
    Polygon,
    Rect,
    Shape,
    Style,
    Symbol,
    Text,
    Use,
    compose,
    scale,
    translate,
)
from printkit.draw.vocab.board import Drawn
from printkit.games.antheap.components import _glyph_at, ant_face, drawn_board
from printkit.games.antheap.notation import Square, parse_action
from printkit.games.antheap.rules import EGGS_BY_FACE, Antheap, State
from printkit.layout.words import Language, sheet_language
from printkit.show.faults import faulty_action
from printkit.show.view import View

PANEL = 84.0  # mm right of the board for the seats, their eggs and roles
DEFENDER = "#e9c46a"
EGG_MM = 6.4


@cache
def _board(game: Antheap, lang: Language) -> Drawn:
    return drawn_board(game.layout)  # the board prints words: one drawing per language


@cache
def _glyphs(game: Antheap, lang: Language) -> dict[str, Symbol]:
    """The board's symbols, and the glyphs a position places: the eggs, the ants on the cubes' faces."""
    style = game.layout.style
    return {s.id: s for s in (*_board(game, lang).symbols, glyph("egg", style.egg), glyph("ant", style.ink))}


@cache
def _face(game: Antheap, seat: str, face: int) -> Symbol:
    """A cube's face as a symbol: drawn once however many positions show it."""
    e = game.layout.cubes.edge
    return Symbol(f"face-{seat}-{face}", e, e, tuple(ant_face(game.layout, seat, face)))


@cache
def _egg_row(game: Antheap, count: int) -> Symbol:
    """A seat's eggs, up to a dozen in a row, as a symbol."""
    egg = game.layout.style.egg
    items = [_glyph_at("egg", egg, 2.7 + k * 5.6, 2.7, 5.4) for k in range(count)]
    return Symbol(f"egg-row-{count}", max(count, 1) * 5.6, 5.6, tuple(items))


@cache
def _egg_pile(game: Antheap, eggs: int) -> Symbol:
    """The eggs left in the nest, in rows in its middle, as a symbol (origin at the nest's centre less r)."""
    layout = game.layout
    r = layout.board.nest_radius * 0.5
    per_row = max(1, int(2 * r * 0.8 // EGG_MM))
    rows = math.ceil(eggs / per_row) if eggs else 0
    top = r - rows * EGG_MM / 2 + EGG_MM / 2
    items = []
    for i in range(eggs):
        row, col = divmod(i, per_row)
        in_row = min(per_row, eggs - row * per_row)
        items.append(
            _glyph_at(
                "egg", layout.style.egg, r + (col - (in_row - 1) / 2) * EGG_MM, top + row * EGG_MM, EGG_MM
            )
        )
    return Symbol(f"egg-pile-{eggs}", 2 * r, 2 * r, tuple(items))


def _cube(
    game: Antheap, seat: str, face: int, x: float, y: float, k: float = 1.0, ident: str | None = None
) -> Group:
    e = game.layout.cubes.edge
    at = compose(translate(x - e * k / 2, y - e * k / 2), scale(k))
    return Group((Use(_face(game, seat, face).id, at),), id=ident)


def _role_mark(kind: str, x: float, y: float, e: float) -> list[Shape]:
    """The Defender's round gold rim and word, or a waiting Attacker's dashed square and word."""
    if kind == "defender":
        return [
            Circle(x, y, e * 0.78, Style(stroke=INK, width=2.6)),
            Circle(x, y, e * 0.78, Style(stroke=DEFENDER, width=1.6)),
            _tag(x, y + e * 0.78 + 4.2, "DEFENDER"),
        ]
    half = e * 0.66
    return [
        Rect(x - half, y - half, 2 * half, 2 * half, Style(stroke=INK, width=1.0, dash=(2.2, 1.2)), rx=1.5),
        _tag(x, y + half + 4.2, "ATTACKER"),
    ]


def _tag(x: float, y: float, word: str) -> Group:
    w = text_width(word, TITLE_FONT, 6.5) + 3.0
    return Group(
        (
            Rect(x - w / 2, y - 3.2, w, 4.4, Style(fill="#ffffff", stroke=INK, width=0.35), rx=1.0),
            Text(x, y, word, 6.5, TITLE_FONT, INK, "middle"),
        )
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
            marks.append(_role(seat, "defender", x, y, e))
        elif seat in state.waiting:
            marks.append(_role(seat, "attacker", x, y, e))
    return out + marks, at


# A replay draws hundreds of positions, and from one to the next one cube moves: what stays is
# drawn once for its part of the state (the same shapes come back).
@lru_cache(maxsize=1024)
def _cube_on(game: Antheap, seat: str, face: int, name: str, x: float, y: float) -> Group:
    return _cube(game, seat, face, x, y, ident=f"cube-{seat}-{name}-{face}")


@lru_cache(maxsize=1024)
def _role(seat: str, kind: str, x: float, y: float, e: float) -> Group:
    return Group(tuple(_role_mark(kind, x, y, e)), id=f"role-{seat}-{kind}")


@lru_cache(maxsize=256)
def _nest_eggs(game: Antheap, eggs: int) -> tuple[Shape, ...]:
    layout = game.layout
    c = layout.board.size / 2
    r = layout.board.nest_radius * 0.5
    label = f"{eggs} egg{'s' if eggs != 1 else ''} left"
    return (
        Circle(c, c, r, Style(fill="#5e3d24", stroke=INK, width=0.4)),
        Use(_egg_pile(game, eggs).id, translate(c - r, c - r)),
        Rect(c - 14.0, c + r - 2.2, 28.0, 6.0, Style(fill="#ffffff", stroke=INK, width=0.35), rx=1.5),
        Text(c, c + r + 2.2, label, 8, TITLE_FONT, INK, "middle", id=f"nest-eggs-{eggs}"),
    )


def _panel(
    game: Antheap, state: State, x: float, y: float, rows: dict[str, tuple[float, float, float, float]]
) -> list[Shape]:
    """The eggs in the nest and each seat's row: its cube, eggs, role; rows notes where each row lies."""
    e = game.layout.cubes.edge
    rows["eggs"] = (x - 3.0, y - 6.0, PANEL - 10.0, 18.0)
    out: list[Shape] = list(_panel_eggs(state.nest, state.options.eggs, x, y))
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


@lru_cache(maxsize=256)
def _panel_eggs(nest: int, start: int, x: float, y: float) -> tuple[Shape, ...]:
    texts = [f"{nest} left in the nest", f"{start} at the start"]
    return (Text(x, y, "Eggs", 12, TITLE_FONT, INK), *lines(x, y + 6.0, texts, 8, 4.2, fill=SOFT))


@lru_cache(maxsize=1024)
def _seat_row(
    game: Antheap, seat: str, face: int, role: str, held: int, to_move: bool, x: float, y: float
) -> tuple[Shape, ...]:
    """A seat's row of the panel: its cube, eggs and role, a pointer when it is to move."""
    e = game.layout.cubes.edge
    out: list[Shape] = [
        Rect(
            x - 2.0,
            y - 2.0,
            PANEL - 12.0,
            e * 0.6 + 14.0,
            Style(fill="#ffffff", stroke="#d9c49a", width=0.4),
            rx=2,
        )
    ]
    if to_move:
        out.append(Polygon(((x - 5.5, y + 3.0), (x - 2.5, y + 5.5), (x - 5.5, y + 8.0)), Style(fill=INK)))
    out.append(_cube(game, seat, face, x + e * 0.3 + 1.0, y + e * 0.3 + 1.0, 0.6))
    eggs = f"{seat}: {held} egg{'s' if held != 1 else ''}"
    out.append(Text(x + e * 0.6 + 5.0, y + 4.0, eggs, 10, TITLE_FONT, INK, id=f"held-{seat}-{held}"))
    notes = [role, f"{face} ants: {EGGS_BY_FACE[face]} eggs a circuit"]
    out += lines(x + e * 0.6 + 5.0, y + 9.0, notes, 7.5, 3.8, fill=SOFT)
    if held:
        out.append(Use(_egg_row(game, min(held, 12)).id, translate(x - 0.7, y + e * 0.6 + 4.8)))
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
    """The symbols a position uses: the board's glyphs, the cubes' faces, the egg rows and pile."""
    faces = [_face(game, seat, state.face[seat]) for seat in state.players]
    rows = [_egg_row(game, min(n, 12)) for n in state.eggs.values() if n]
    # Told apart by id: hashing a symbol hashes all its art, and a replay asks for them at every step.
    unique = {s.id: s for s in (*faces, *rows)}
    return (*_glyphs(game, sheet_language()).values(), *unique.values(), _egg_pile(game, state.nest))


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
