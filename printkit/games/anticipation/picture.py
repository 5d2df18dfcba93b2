"""Anticipation positions: stacks on their squares, the Barriers, each nest's ants and built Queen, the Ante-chamber.

Hidden marks stay hidden: every piece shows its colour side, except a Queen's segments (placed by
the segment on their backs) and the two top pieces a capture of the step just played turned over
and compared (the panel shows their backs, as the table saw them).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

from printkit.draw.picture import Picture, at, fault_box, fault_ring, symbol_at, symbol_use
from printkit.draw.vocab import place
from printkit.draw.vocab.draw import Drawer
from printkit.games.anticipation.board_facts import nest_size, square_centre
from printkit.games.anticipation.drawn import DrawnBoard, drawn_board
from printkit.games.anticipation.notation import Barrier, Move, Queen, parse_action
from printkit.games.anticipation.position import NEST_SPACES, QUEEN, State, colour_of
from printkit.games.anticipation.rules import Anticipation, scores
from printkit.games.anticipation.schema import COLOURS
from printkit.geometry.affine import Matrix, apply, compose, rotate, scale, translate
from printkit.layout.words import Language, sheet_language
from printkit.show.faults import faulty_action
from printkit.show.view import View

if TYPE_CHECKING:
    from printkit.draw.scene import Shape, Symbol

RIM = 4.0  # mm round the board: the outer half of its frame line, a fault mark round an edge square
PANEL = 92.0  # mm right of the board: whose turn, Queens, the Ante-chamber, this step's captures
CHIP = 0.62  # a revealed back in the panel, as a share of a piece's size


@dataclass(frozen=True)
class _Art:
    board: DrawnBoard
    symbols: tuple[Symbol, ...]


@cache
def _placer(game: Anticipation) -> Drawer:
    """The drawer of the layout's pieces and parts a position shows (layouts/anticipation.yaml)."""
    return place.placer(game.layout)


@lru_cache(maxsize=4096)
def part(game: Anticipation, name: str, **names: Any) -> tuple[Shape, ...]:
    """A part of the layout's own (a badge, a line of the panel) drawn with names bound."""
    return place.part(_placer(game), None, name, **names)


@cache
def _art(game: Anticipation, lang: Language) -> _Art:
    """The board, and the pieces as symbols placed wherever they lie: each colour's front, each colour's
    hidden backs, a Water Barrier (each drawn from components: pieces:, its template art drawn into it)."""
    layout = game.layout
    board = drawn_board(layout)
    drawer = place.placer(layout)
    own = [
        place.piece_symbol(
            drawer, f"front-{c}", "pieces", {"colour": c, "back": layout.pieces.backs[0]}, inlined=True
        )
        for c in COLOURS
    ]
    own += [
        place.piece_symbol(
            drawer, f"back-{c}-{b}", "pieces", {"colour": c, "back": b}, side="back", inlined=True
        )
        for c in COLOURS
        for b in dict.fromkeys(layout.pieces.backs)
    ]
    own.append(place.piece_symbol(drawer, "barrier", "pieces", {"k": 0}, "barrier", inlined=True))
    return _Art(board, (*board.symbols, *own))


def _front(layout: Any, colour: str, x: float, y: float, k: float = 1.0, ident: str | None = None) -> Shape:
    h = layout.pieces.size * k / 2
    m = compose(translate(x - h, y - h), scale(k))
    return symbol_at(f"front-{colour}", m, ident) if ident else symbol_use(f"front-{colour}", m)


def _back(layout: Any, piece: str, x: float, y: float, k: float = 1.0, ident: str | None = None) -> Shape:
    h = layout.pieces.size * k / 2
    symbol = f"back-{colour_of(piece)}-{piece[1:]}"
    m = compose(translate(x - h, y - h), scale(k))
    return symbol_at(symbol, m, ident) if ident else symbol_use(symbol, m)


def _nest_matrix(layout: Any, colour: str) -> Matrix:
    nest = layout.board.nests[colour]
    u = layout.board.pitch
    w, h = nest_size(layout, colour)
    return compose(translate(nest.box[0] * u, nest.box[1] * u), rotate(nest.turn, w / 2, h / 2))


def space_centre(layout: Any, colour: str, k: int) -> tuple[float, float]:
    """The board position of space k (0-13) of a colour's nest."""
    u = layout.board.pitch
    x, y = layout.nest.spaces[k]
    return apply(_nest_matrix(layout, colour), x * u, y * u)


def queen_centre(layout: Any, colour: str, segment: int) -> tuple[float, float]:
    """The board position of a Queen segment's slot in a colour's nest."""
    u = layout.board.pitch
    x, y = layout.nest.queen[segment]
    return apply(_nest_matrix(layout, colour), x * u, y * u)


def _stacks(game: Anticipation, state: State) -> list[Shape]:
    layout = game.layout
    s = layout.pieces.size
    out: list[Shape] = []
    for square, stack in sorted(state.stacks.items()):
        name = state.model.name(square)
        x, y = square_centre(layout, name)
        top = colour_of(stack[0])
        out.append(_front(layout, top, x, y, ident=f"stack-{name}-{len(stack)}-{top}"))
        if len(stack) > 1:  # a stack: its height, pieces put beside the board included
            out += part(game, "badge", x=x + s * 0.42, y=y - s * 0.42, n=len(stack))
    return out


def _nests(game: Anticipation, state: State) -> list[Shape]:
    layout = game.layout
    out: list[Shape] = []
    for colour in COLOURS:
        for k in range(NEST_SPACES):
            if k < len(state.nest.get(colour, ())) and state.nest[colour][k] is not None:
                out.append(
                    _front(layout, colour, *space_centre(layout, colour, k), ident=f"nest-{colour}-{k + 1}")
                )
        for segment, piece in sorted(state.queen.get(colour, {}).items()):
            spot = queen_centre(layout, colour, segment)
            out.append(_back(layout, piece, *spot, ident=f"queen-{colour}-{segment}-{piece}"))
    return out


def _ante(game: Anticipation, state: State) -> list[Shape]:
    layout = game.layout
    u = layout.board.pitch
    out: list[Shape] = []
    for colour in COLOURS:
        waiting = state.ante.get(colour, ())
        if not waiting:
            continue
        hx, hy = (v * u for v in layout.board.nests[colour].holding)
        out.append(_front(layout, colour, hx, hy, 0.8, ident=f"ante-{colour}-{len(waiting)}"))
        out += part(game, "badge", x=hx + 5.0, y=hy - 5.0, n=len(waiting))
    return out


def _barriers(game: Anticipation, state: State) -> list[Shape]:
    layout = game.layout
    u = layout.board.pitch
    b = layout.sizes.barrier
    out: list[Shape] = []
    for k, square in enumerate(state.barriers):
        if square is None:
            x, y = (v * u for v in layout.board.ante_chamber.barrier_rest[k])
            where = "rest"
        else:
            where = state.model.name(square)
            x, y = square_centre(layout, where)
        out.append(symbol_at("barrier", translate(x - b / 2, y - b / 2), f"barrier-{k + 1}-{where}"))
    return out


def captures(game: Anticipation, before: State | None, step: Any) -> list[tuple[str, str, str, str]]:
    """The captures a step made: (mover's top piece, target's top piece, square, outcome), as compared at the table."""
    if before is None or step is None or step.kind != "turn" or not step.text:
        return []
    index = before.model.graph.index
    tops = {sq: stack[0] for sq, stack in before.stacks.items()}
    colour = step.seat
    out = []
    for piece in step.text.split(","):
        action = faulty_action(piece, parse_action)
        if not isinstance(action, Move) or action.dst not in index:
            continue
        src, dst = action.src, index[action.dst]
        if src.startswith("nest") and src[4:].isdigit() and colour in before.nest:
            k = int(src[4:]) - 1
            mover = before.nest[colour][k] if 0 <= k < NEST_SPACES else None
        else:
            mover = tops.pop(index[src], None) if src in index else None
        target = tops.get(dst)
        if action.outcome and mover and target:
            out.append((mover, target, action.dst, action.outcome))
            tops[dst] = mover if action.outcome == "attract" else target
        elif mover:
            tops[dst] = mover
    return out


def _panel(game: Anticipation, view: View, x: float, y: float) -> list[Shape]:
    layout = game.layout
    state: State = view.state
    out: list[Shape] = []
    winners = tuple(state.winner) if state.finished else ()
    out += part(game, "panel_head", x=x, y=y, finished=state.finished, winners=winners, to_move=state.to_move)
    y += 8.0
    out += part(game, "queens_heading", x=x, y=y)
    built = scores(state)
    y += 5.0
    for colour in state.players:
        waiting = len(state.ante.get(colour, ()))
        calls = state.release.get(colour, 0)
        out += part(
            game,
            "queen_note",
            x=x,
            y=y,
            colour=colour,
            built=built[colour],
            queen=QUEEN,
            waiting=waiting,
            calls=calls,
        )
        y += 4.4
    if state.sides:
        for side, colours in state.sides.items():
            out += part(game, "side_note", x=x, y=y, side=side, colours=tuple(colours))
            y += 4.4
    placed = tuple(state.model.name(b) for b in state.barriers if b is not None)
    out += part(game, "barriers_note", x=x, y=y + 2.0, placed=placed)
    y += 10.0
    found = captures(game, view.before, view.step)
    if found:
        out += part(game, "captures_heading", x=x, y=y)
        y += 4.0
        s = layout.pieces.size * CHIP
        for mover, target, square, outcome in found:
            out.append(_back(layout, mover, x + s / 2, y + s / 2, CHIP))
            out.append(_back(layout, target, x + s * 1.6, y + s / 2, CHIP))
            out += part(
                game,
                "capture_note",
                x=x + s * 2.3,
                y=y + s / 2 - 1.0,
                mover=mover,
                target=target,
                square=square,
                outcome=outcome,
            )
            y += s + 3.0
    out += part(game, "panel_foot", x=x, y=y + 4.0)
    return out


def _fault_marks(game: Anticipation, view: View) -> list[Shape]:
    fault = view.fault
    if fault is None:
        return []
    layout = game.layout
    r = layout.board.square * 0.62
    action = faulty_action(fault.action, parse_action)
    spots: list[tuple[float, float]] = []
    colour = fault.seat if fault.seat in COLOURS else None
    names = []
    if isinstance(action, Move):
        names = [action.src, action.via, action.dst]
    elif isinstance(action, Barrier):
        names = [action.src, action.dst]
    for name in names:
        if name is None:
            continue
        if name in layout.board.squares:
            spots.append(square_centre(layout, name))
        elif (
            name
            and name.startswith("nest")
            and name[4:].isdigit()
            and colour
            and 1 <= int(name[4:]) <= NEST_SPACES
        ):
            spots.append(space_centre(layout, colour, int(name[4:]) - 1))
    marks: list[Shape] = [fault_ring(x, y, r, 1.8) for x, y in spots]
    if not marks and colour in layout.board.nests and (isinstance(action, Queen) or not names):
        nest = layout.board.nests[colour]
        u = layout.board.pitch
        marks.append(fault_box(nest.box[0] * u, nest.box[1] * u, nest.box[2] * u, nest.box[3] * u, 1.8, 5.0))
    if not marks:  # the result, or a turn of no colour: the panel of whose turn it is and the Queens
        w = _art(game, sheet_language()).board.width
        marks.append(fault_box(w + 3.0, 4.0, PANEL - 6.0, 16.0 + 4.4 * len(view.state.players), 1.6, 3.0))
    return marks


def _words(state: State) -> tuple[str, ...]:
    """Only what the table sees: a stack's top colour and height, never a hidden mark."""
    stacks = []
    for square, stack in sorted(state.stacks.items()):
        more = f" ({len(stack)} pieces)" if len(stack) > 1 else ""
        stacks.append(f"{colour_of(stack[0])} on {state.model.name(square)}{more}")
    out = [f"on the board: {', '.join(stacks)}" if stacks else "no pieces on the board"]
    for colour in COLOURS:
        home = sum(1 for p in state.nest.get(colour, ()) if p is not None)
        built = len(state.queen.get(colour, {}))
        waiting = len(state.ante.get(colour, ()))
        if home or built or waiting:
            out.append(
                f"{colour} nest: {home} ants, {built} Queen segments built"
                + (f", {waiting} waiting in the Ante-chamber" if waiting else "")
            )
    placed = [state.model.name(b) for b in state.barriers if b is not None]
    out.append(f"Water Barriers on {', '.join(placed)}" if placed else "the Water Barriers are resting")
    return tuple(out)


def picture(game: Anticipation, view: View, panel: bool = True) -> Picture:
    """Draw an Anticipation position on the printed board: stacks, Barriers, nests and Queens, the Ante-chamber.

    panel: the words beside the board (whose turn, the Queens, the captures); without them, the board alone.
    """
    state: State = view.state
    art = _art(game, sheet_language())  # the board prints words: one drawing per language
    w, h = art.board.width, art.board.height
    position = _nests(game, state) + _ante(game, state) + _stacks(game, state) + _barriers(game, state)
    position += _fault_marks(game, view)
    if panel:
        position += _panel(game, view, w + 6.0, 12.0)
    # The board's outer line is centred on its edge: the picture keeps a rim so none of it is cut.
    board = (at(art.board.items, RIM, RIM),)
    width = w + (PANEL if panel else 0.0) + 2 * RIM
    return Picture(width, h + 2 * RIM, board, (at(position, RIM, RIM),), art.symbols, _words(state))
