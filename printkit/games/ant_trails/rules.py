"""Ant Trails referee: the fold over turns and actions, and scoring.

Rule names are in headings.py; reading the setup and turn text is in notation.py.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any

from printkit.games.ant_trails.headings import FOOD, PLACING, PLAY, SCORING_FOOD
from printkit.games.ant_trails.notation import (
    SEATS,
    Move,
    Pass,
    Place,
    format_action,
    parse_action,
    read_food,
)
from printkit.games.ant_trails.options import RuleOptions
from printkit.geometry.hexgrid import HexBoard, hex_board
from printkit.referee.errors import Illegal, NotationError, Unreadable
from printkit.referee.game import Game, GameState, Record, Standing
from printkit.referee.step import Step
from printkit.referee.turns import TurnParser, read_turns

EMPTY, BLACK, RED = 0, 1, 2
GAME_KEYS = frozenset(("setup", "turns"))
EXAMPLE_TURN = "a1, b2, c3>d3"


@dataclass(slots=True, eq=False)
class State(GameState):
    """The board and the turn in progress; ``colour`` is BLACK or RED, the seat to move.

    Ants are two bitmasks, bit i for board cell i: a placement is one ``|`` and a neighbour count
    one ``bit_count``.
    """

    options: RuleOptions
    tiles: dict[int, tuple[int, ...]]  # cell -> food values lying there (on the board or an ant)
    moved: dict[int, tuple[int, ...]]  # cell -> values of tiles there that moved this turn
    taken: list[int]  # food points scored by black, red
    # Per colour: known to have no legal placement. Only a pick-up that empties a cell can
    # change that (the other colour's ants only take cells away), so the scan is skipped.
    stuck: list[bool]
    black: int = 0  # cells holding a black ant
    red: int = 0  # cells holding a red ant
    colour: int = BLACK
    placed: int = 0  # ants placed this turn
    passes: int = 0  # passes in a row
    over: bool = False


def new_game(options: RuleOptions, food: Mapping[int, int]) -> State:
    """The empty board with its food tiles, black to move."""
    return State(options, {cell: (points,) for cell, points in food.items()}, {}, [0, 0], [False, False])


def owner(state: State, cell: int) -> int:
    """EMPTY, BLACK or RED: whose ant stands on cell."""
    if state.black >> cell & 1:
        return BLACK
    return RED if state.red >> cell & 1 else EMPTY


def own_bits(state: State, colour: int) -> int:
    """The cells holding the colour's ants."""
    return state.black if colour == BLACK else state.red


def colour_name(colour: int) -> str:
    """'black' or 'red'."""
    return SEATS[colour - 1]


class AntTrails(Game[State]):
    """The Ant Trails referee: the hex board and the food tiles from the layout."""

    name = "ant-trails"
    keys = GAME_KEYS
    options_type = RuleOptions
    written = ("setup", "food", "turns")

    def __init__(self, layout: Any):
        super().__init__(layout)
        self.board: HexBoard = hex_board(layout.board.side)
        self.food_counts: dict[int, int] = {}
        for tile in layout.food_tiles:
            self.food_counts[tile.points] = self.food_counts.get(tile.points, 0) + tile.count
        self.parser = TurnParser(partial(parse_action, self.board), EXAMPLE_TURN)

    def read(self, doc: Mapping[str, Any], players: tuple[str, ...], options: RuleOptions) -> Record[State]:
        """Check players, setup and turn shapes (Unreadable on any fault)."""
        if players != SEATS:
            raise Unreadable(
                "Ant Trails is played by black and red, black first: [black, red]", ("players",), rule=PLAY
            )
        setup = doc.get("setup")
        if setup is None:
            raise Unreadable("missing key 'setup' (the food tiles)")
        if not isinstance(setup, dict):
            raise Unreadable("expected a mapping with food", ("setup",))
        for key in setup:
            if key != "food":
                raise Unreadable(f"unknown key {key!r} (known: food)", ("setup", key), at_key=True)
        if "food" not in setup:
            raise Unreadable("missing key 'food'", ("setup",))
        food = read_food(setup["food"], self.board, self.food_counts)
        return Record(new_game(options, food), read_turns(doc.get("turns"), EXAMPLE_TURN))

    def play(self, state: State, step: Step) -> None:
        """Play one whole turn."""
        play_turn(self, state, step)

    def ended(self, state: State) -> Illegal | None:
        """A turn after both players passed in turn."""
        return Illegal(PLAY, "the game is over: both players passed in turn") if state.over else None

    def to_move(self, state: State) -> str:
        """The colour whose turn it is."""
        return SEATS[state.colour - 1]

    def out_of_turn(self, state: State, seat: str | None, mover: str) -> Illegal:
        """Turns alternate, black first."""
        return Illegal(PLAY, f"it is {mover}'s turn, not {seat}'s: turns alternate, black first")

    def write_action(self, token: str) -> str:
        """One action's written form: 'c3', '2:c3>d3', 'pass'."""
        return format_action(parse_action(self.board, token))

    def standing(self, state: State) -> Standing:
        """Scores so far (longest trail + food taken) and, once over, the winners."""
        scores = {
            colour_name(c): longest_trail(self.board, own_bits(state, c), state.options.loops_score)
            + state.taken[c - 1]
            for c in (BLACK, RED)
        }
        best = max(scores.values())
        winners = tuple(seat for seat, points in scores.items() if points == best)
        return Standing(state.over, scores, winners)


# --- turns and actions ---------------------------------------------------------------------
def play_turn(game: AntTrails, state: State, step: Step) -> None:
    """Play one turn of the seat to move (Game.check_turn): its actions left to right, then the end-of-turn checks."""
    board = game.board
    text = step.text or ""
    if not text.strip():
        raise NotationError("a turn with no action (write pass to pass)")
    items = game.parser.parse(text)
    if len(items) == 1 and items[0][1].__class__ is Pass:
        pass_turn(board, state)
        return
    for _, action in items:
        apply_action(board, state, action)
    end_turn(board, state)


def pass_turn(board: HexBoard, state: State) -> None:
    """A pass: only when no placement is legal; two in a row end the game."""
    cell = placement_left(board, state)
    if cell is not None:
        raise Illegal(
            PLAY,
            f"{colour_name(state.colour)} passes but can place an ant on {board.names[cell]}",
            action="pass",
        )
    state.passes += 1
    state.over = state.passes >= 2
    _next_colour(state)


def end_turn(board: HexBoard, state: State) -> None:
    """Fewer placements than a full turn only when none is left; then the other colour moves."""
    need = state.options.placements_per_turn
    if state.placed < need:
        cell = placement_left(board, state)
        if cell is not None:
            ants = "no ant" if state.placed == 0 else f"{state.placed} ant{'s' if state.placed > 1 else ''}"
            raise Illegal(
                PLAY,
                f"{colour_name(state.colour)} places {ants} of {need} but can still place "
                f"on {board.names[cell]}",
            )
    state.passes = 0
    _next_colour(state)


def _next_colour(state: State) -> None:
    state.colour = 3 - state.colour
    state.placed = 0
    state.moved = {}


def placement_left(board: HexBoard, state: State) -> int | None:
    """Some legal placement for the mover, or None (noting that the mover is stuck)."""
    mine = state.colour - 1
    if state.stuck[mine]:
        return None
    cell = first_placement(board, state)
    if cell is None:
        state.stuck[mine] = True
    return cell


def apply_action(board: HexBoard, state: State, action: Any) -> None:
    """Play one action of the mover."""
    cls = action.__class__
    if cls is Place:
        place(board, state, action)
    elif cls is Move:
        move_food(board, state, action)
    else:
        raise NotationError("pass stands alone in a turn", "pass")


def _cells(bits: int) -> Iterator[int]:
    """The cell indices of a bitmask, lowest first."""
    while bits:
        low = bits & -bits
        yield low.bit_length() - 1
        bits ^= low


def placement_fault(board: HexBoard, state: State, cell: int) -> str | None:
    """Why the mover may not place on cell, or None when it may."""
    if (state.black | state.red) >> cell & 1:
        return f"{board.names[cell]} is taken by a {colour_name(owner(state, cell))} ant"
    if cell in state.tiles:
        return f"{board.names[cell]} holds a food tile"
    own = state.black if state.colour == BLACK else state.red
    bits = board.adjacent_bits
    near = own & bits[cell]
    if not near:
        if board.border[cell]:
            return None
        return f"{board.names[cell]} is not a border cell and touches no end of a {colour_name(state.colour)} trail"
    count = near.bit_count()
    if count > 2:
        return f"{board.names[cell]} touches {count} {colour_name(state.colour)} ants: trails don't branch"
    for n in _cells(near):  # one or two cells
        if (own & bits[n]).bit_count() > 1:
            return (
                f"{board.names[n]} is not a trail end (it has two {colour_name(state.colour)} neighbours): "
                "trails don't branch and loops cannot be extended"
            )
    return None


def _is_placement(bits: tuple[int, ...], own: int, cell: int, on_border: bool) -> bool:
    """placement_fault's test for a free cell without food, as a bare predicate (hot path)."""
    near = own & bits[cell]
    if not near:
        return on_border
    low = near & -near
    rest = near ^ low
    if rest & (rest - 1):  # three or more friendly neighbours
        return False
    if (own & bits[low.bit_length() - 1]).bit_count() > 1:
        return False
    return not rest or (own & bits[rest.bit_length() - 1]).bit_count() <= 1


def first_placement(board: HexBoard, state: State) -> int | None:
    """Some cell where the mover may legally place now, or None."""
    own = state.black if state.colour == BLACK else state.red
    bits = board.adjacent_bits
    free = ((1 << len(bits)) - 1) & ~(state.black | state.red)
    for cell in state.tiles:
        free &= ~(1 << cell)
    # Only two kinds of cell can be legal: a free border cell touching no own ant (a new
    # trail), or a free cell next to a trail end. Bitmasks find both without a scan per cell.
    touched = ends = 0
    for cell in _cells(own):
        near = own & bits[cell]
        touched |= bits[cell]
        if not near & (near - 1):  # at most one friendly neighbour: a trail end
            ends |= bits[cell]
    fresh = free & board.border_bits & ~touched
    if fresh:
        return (fresh & -fresh).bit_length() - 1
    for cell in _cells(free & ends):
        if _is_placement(bits, own, cell, board.border[cell]):
            return cell
    return None


def place(board: HexBoard, state: State, action: Place) -> None:
    """Place an ant of the mover's colour."""
    if action.cell < 0:
        raise Illegal(PLACING, f"{action.name} is not on the board", action=action.name)
    per_turn = state.options.placements_per_turn
    if state.placed >= per_turn:
        raise Illegal(PLAY, f"a turn places {per_turn} ants; {action.name} is one more", action=action.name)
    cell = action.cell
    bit = 1 << cell
    own = state.black if state.colour == BLACK else state.red
    if (
        (state.black | state.red) & bit
        or cell in state.tiles
        or not _is_placement(board.adjacent_bits, own, cell, board.border[cell])
    ):
        fault = placement_fault(board, state, cell)  # the quick test failed, so there is a fault to name
        assert fault is not None
        raise Illegal(PLACING, fault, action=action.name)
    if state.colour == BLACK:
        state.black |= bit
    else:
        state.red |= bit
    state.placed += 1


def move_food(board: HexBoard, state: State, action: Move) -> None:
    """Move one food tile one step: a pick-up onto an own ant, or a step along an own trail."""
    src, dst = action.src, action.dst
    colour = state.colour
    own, other = (state.black, state.red) if colour == BLACK else (state.red, state.black)
    here = state.tiles.get(src) if src >= 0 else None
    if (
        not here
        or dst < 0
        or not own >> dst & 1
        or other >> src & 1
        or not board.adjacent_bits[src] >> dst & 1
    ):
        raise _food_illegal(board, state, action)
    value = action.value
    if value is None:
        value = here[0]
        if len(here) > 1 and any(v != value for v in here):
            raise _food_illegal(board, state, action)
    elif value not in here:
        raise _food_illegal(board, state, action)
    moved_here = state.moved.get(src)
    if moved_here and here.count(value) <= moved_here.count(value):
        raise _food_illegal(board, state, action)
    pickup = not own >> src & 1
    tiles = state.tiles
    if len(here) > 1:
        rest = list(here)
        rest.remove(value)
        tiles[src] = tuple(rest)
    else:
        del tiles[src]
        if pickup:
            state.stuck = [
                False,
                False,
            ]  # a pick-up that empties a cell may give either colour a placement again
    if (not state.options.score_on_border_only or board.border[dst]) and (
        own & board.adjacent_bits[dst]
    ).bit_count() <= 1:
        state.taken[colour - 1] += (
            value  # it arrived on a trail end (on a border cell, by default): taken at once
        )
        return
    tiles[dst] = tiles.get(dst, ()) + (value,)
    if not pickup or state.options.pickup_is_the_step:
        state.moved[dst] = state.moved.get(dst, ()) + (value,)


def _food_illegal(board: HexBoard, state: State, action: Move) -> Illegal:
    """The Illegal for a food move move_food refused, checked in the order a player would."""
    src, dst = action.src, action.dst
    text = f"{action.src_name}>{action.dst_name}"
    if src < 0 or dst < 0:
        off = action.src_name if src < 0 else action.dst_name
        return Illegal(FOOD, f"{off} is not on the board", action=text)
    colour = state.colour
    at_src = owner(state, src)
    rule = FOOD if at_src == EMPTY else SCORING_FOOD
    if at_src not in (EMPTY, colour):
        return Illegal(
            SCORING_FOOD,
            f"{action.src_name} is a {colour_name(at_src)} ant: tiles move along friendly trails only",
            action=text,
        )
    if dst not in board.adjacent[src]:
        return Illegal(
            rule, f"{action.dst_name} is not next to {action.src_name}: a tile moves one step", action=text
        )
    if owner(state, dst) != colour:
        return Illegal(
            rule, f"{action.dst_name} holds no {colour_name(colour)} ant to carry the tile", action=text
        )
    here = state.tiles.get(src, ())
    if not here:
        return Illegal(rule, f"there is no food tile on {action.src_name}", action=text)
    value = action.value
    if value is None:
        value = here[0]
        if len(set(here)) > 1:
            values = " and ".join(str(v) for v in sorted(set(here)))
            return NotationError(
                f"{action.src_name} holds tiles of {values} points: name the value, e.g. {value}:{text}", text
            )
    elif value not in here:
        return Illegal(rule, f"there is no {value}-point tile on {action.src_name}", action=text)
    return Illegal(
        SCORING_FOOD,
        f"the {value}-point tile on {action.src_name} has already moved this turn (one step per turn)",
        action=text,
    )


def longest_trail(board: HexBoard, own: int, loops_score: bool = True) -> int:
    """Ants in the longest trail of a colour's ants (bitmask): its largest group of touching ants."""
    bits = board.adjacent_bits
    best = 0
    remaining = own
    while remaining:
        group = frontier = remaining & -remaining
        while frontier:
            grown = 0
            for cell in _cells(frontier):
                grown |= bits[cell]
            frontier = grown & own & ~group
            group |= frontier
        remaining &= ~group
        size = group.bit_count()
        if not loops_score and size > 2 and all((own & bits[c]).bit_count() == 2 for c in _cells(group)):
            continue  # a closed loop, and the table does not count loops
        best = max(best, size)
    return best
