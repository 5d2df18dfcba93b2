"""Ant Trails referee: setup, the fold over turns and actions, and scoring.

Rule names in Illegal errors are the rulebook's headings ("Play", "Placing an ant tile",
"Food bonus tiles", "Scoring bonus tiles", "Scoring") or "Notation" for text that does not parse.
A state is never changed: every action returns a new one.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, NamedTuple

from printkit.games.ant_trails.notation import (
    NOTATION,
    PASS,
    SEATS,
    Move,
    Place,
    TurnParser,
    read_food,
    turn_text,
)
from printkit.games.ant_trails.options import RuleOptions
from printkit.geometry.hexgrid import HexBoard, hex_board
from printkit.referee.errors import Illegal, Unreadable
from printkit.referee.game import Standing, Step

PLAY = "Play"
PLACING = "Placing an ant tile"
FOOD = "Food bonus tiles"
SCORING_FOOD = "Scoring bonus tiles"

EMPTY, BLACK, RED = 0, 1, 2
GAME_KEYS = frozenset(("setup", "turns"))


@dataclass(frozen=True)
class Record:
    """A transcript's Ant Trails part, checked: the food setup and the turns as steps."""

    food: Mapping[int, int]
    steps: tuple[Step, ...]
    options: RuleOptions


class State(NamedTuple):
    """The board and the turn in progress; ``colour`` is BLACK or RED, the seat to move."""

    ants: tuple[int, ...]  # per cell: EMPTY, BLACK or RED
    tiles: Mapping[int, tuple[int, ...]]  # cell -> food values lying there (on the board or an ant)
    moved: Mapping[int, tuple[int, ...]]  # cell -> values of tiles there that moved this turn
    taken: tuple[int, int]  # food points scored by black, red
    colour: int
    placed: int  # ants placed this turn
    passes: int  # passes in a row
    over: bool


def colour_name(colour: int) -> str:
    """'black' or 'red'."""
    return SEATS[colour - 1]


class AntTrails:
    """The Ant Trails referee (implements printkit.referee.game.Game)."""

    name = "ant-trails"
    keys = GAME_KEYS
    has_rounds = False
    options_type = RuleOptions

    def __init__(self, side: int = 6, food_counts: Mapping[int, int] | None = None,
                 default_options: RuleOptions | None = None):
        self.board: HexBoard = hex_board(side)
        self.food_counts = dict(food_counts or {3: 4, 2: 4, 1: 4})
        self.default_options = default_options or RuleOptions()
        self.parser = TurnParser(self.board)

    # --- reading -------------------------------------------------------------------------
    def read(self, doc: Mapping[str, Any], players: tuple[str, ...], options: RuleOptions) -> Record:
        """Check players, setup and turn shapes (Unreadable on any fault)."""
        if players != SEATS:
            raise Unreadable("Ant Trails is played by black and red, black first: [black, red]",
                             ("players",), rule=PLAY)
        setup = doc.get("setup")
        if setup is None:
            raise Unreadable("missing key 'setup' (the food tiles)", ("setup",))
        if not isinstance(setup, dict):
            raise Unreadable("expected a mapping with food", ("setup",))
        for key in setup:
            if key != "food":
                raise Unreadable(f"unknown key {key!r} (known: food)", ("setup", key), at_key=True)
        if "food" not in setup:
            raise Unreadable("missing key 'food'", ("setup",))
        food = read_food(setup["food"], self.board, self.food_counts)
        return Record(food, tuple(read_turns(doc.get("turns"))), options)

    # --- the fold --------------------------------------------------------------------------
    def setup(self, record: Record) -> "Match":
        """The state before black's first turn."""
        ants = (EMPTY,) * len(self.board.cells)
        tiles = {cell: (points,) for cell, points in record.food.items()}
        return Match(State(ants, tiles, {}, (0, 0), BLACK, 0, 0, False), record.options)

    def steps(self, record: Record) -> tuple[Step, ...]:
        """The turns, in file order."""
        return record.steps

    def apply(self, match: "Match", step: Step) -> "Match":
        """Play one whole turn."""
        return Match(play_turn(self, match.state, step, match.options), match.options)

    def standing(self, match: "Match") -> Standing:
        """Scores so far (longest trail + food taken) and, once over, the winners."""
        state, options = match.state, match.options
        scores = {
            colour_name(c): longest_trail(self.board, state.ants, c, options.loops_score) + state.taken[c - 1]
            for c in (BLACK, RED)
        }
        best = max(scores.values())
        winners = tuple(seat for seat, points in scores.items() if points == best)
        return Standing(state.over, scores, winners)


class Match(NamedTuple):
    """The fold's state: the board state and the options it is played under."""

    state: State
    options: RuleOptions


def read_turns(raw: Any) -> Iterator[Step]:
    """Each turn as a Step (Unreadable when a turn is not a one-key mapping)."""
    if raw is None:
        return
    if not isinstance(raw, list):
        raise Unreadable("expected a list of turns", ("turns",))
    for i, item in enumerate(raw):
        if not isinstance(item, dict) or len(item) != 1:
            raise Unreadable("a turn is one mapping {seat: actions}", ("turns", i))
        ((seat, value),) = item.items()
        if isinstance(value, (list, dict)):
            raise Unreadable("a turn's actions are one text: 'a1, b2, c3>d3'", ("turns", i, seat))
        yield Step("turn", ("turns", i), seat, turn_text(value), None, i + 1)


# --- turns and actions ---------------------------------------------------------------------
def play_turn(game: AntTrails, state: State, step: Step, options: RuleOptions) -> State:
    """Apply one turn: seat check, its actions left to right, then the end-of-turn checks."""
    board = game.board
    if state.over:
        raise Illegal(PLAY, "the game is over: both players passed in turn")
    mover = colour_name(state.colour)
    if step.seat != mover:
        raise Illegal(PLAY, f"it is {mover}'s turn, not {step.seat}'s: turns alternate, black first")
    if not step.text.strip():
        raise Illegal(NOTATION, "a turn with no action (write pass to pass)")
    actions = game.parser.parse(step.text)
    if actions == [PASS]:
        return pass_turn(board, state)
    state = state._replace(moved={}, placed=0)
    for action in actions:
        state = apply_action(board, state, action, options)
    return end_turn(board, state, options)


def pass_turn(board: HexBoard, state: State) -> State:
    """A pass: only when no placement is legal; two in a row end the game."""
    cell = first_placement(board, state)
    if cell is not None:
        raise Illegal(PLAY, f"{colour_name(state.colour)} passes but can place an ant on {board.names[cell]}",
                      action="pass")
    passes = state.passes + 1
    return state._replace(colour=3 - state.colour, passes=passes, over=passes >= 2, moved={}, placed=0)


def end_turn(board: HexBoard, state: State, options: RuleOptions) -> State:
    """Fewer placements than a full turn only when none is left; then the other colour moves."""
    need = options.placements_per_turn
    if state.placed < need:
        cell = first_placement(board, state)
        if cell is not None:
            ants = "no ant" if state.placed == 0 else f"{state.placed} ant{'s' if state.placed > 1 else ''}"
            raise Illegal(PLAY, f"{colour_name(state.colour)} places {ants} of {need} but can still place "
                                f"on {board.names[cell]}")
    return state._replace(colour=3 - state.colour, passes=0, moved={}, placed=0)


def apply_action(board: HexBoard, state: State, action: Any, options: RuleOptions) -> State:
    """Apply one action of the mover, returning the new state."""
    if action.__class__ is Place:
        return place(board, state, action, options)
    if action.__class__ is Move:
        return move_food(board, state, action, options)
    raise Illegal(NOTATION, "pass stands alone in a turn", action="pass")


def friends(board: HexBoard, ants: tuple[int, ...], cell: int, colour: int) -> list[int]:
    """The cells next to cell holding an ant of colour."""
    return [n for n in board.adjacent[cell] if ants[n] == colour]


def placement_fault(board: HexBoard, state: State, cell: int) -> str | None:
    """Why the mover may not place on cell, or None when it may."""
    ants, colour = state.ants, state.colour
    name = board.names[cell]
    if ants[cell]:
        return f"{name} is taken by a {colour_name(ants[cell])} ant"
    if cell in state.tiles:
        return f"{name} holds a food tile"
    near = [n for n in board.adjacent[cell] if ants[n] == colour]
    if not near:
        if board.border[cell]:
            return None
        return f"{name} is not a border cell and touches no end of a {colour_name(colour)} trail"
    if len(near) > 2:
        return f"{name} touches {len(near)} {colour_name(colour)} ants: trails don't branch"
    for n in near:
        degree = 0
        for m in board.adjacent[n]:
            if ants[m] == colour:
                degree += 1
        if degree > 1:
            return (f"{board.names[n]} is not a trail end (it has two {colour_name(colour)} neighbours): "
                    "trails don't branch and loops cannot be extended")
    return None


def first_placement(board: HexBoard, state: State) -> int | None:
    """Some cell where the mover may legally place now, or None."""
    for cell in range(len(board.cells)):
        if not state.ants[cell] and cell not in state.tiles and placement_fault(board, state, cell) is None:
            return cell
    return None


def place(board: HexBoard, state: State, action: Place, options: RuleOptions) -> State:
    """Place an ant of the mover's colour."""
    if action.cell < 0:
        raise Illegal(PLACING, f"{action.name} is not on the board", action=action.name)
    if state.placed >= options.placements_per_turn:
        raise Illegal(PLAY, f"a turn places {options.placements_per_turn} ants; {action.name} is one more",
                      action=action.name)
    fault = placement_fault(board, state, action.cell)
    if fault is not None:
        raise Illegal(PLACING, fault, action=action.name)
    cell = action.cell
    ants = state.ants[:cell] + (state.colour,) + state.ants[cell + 1:]
    return state._replace(ants=ants, placed=state.placed + 1)


def move_food(board: HexBoard, state: State, action: Move, options: RuleOptions) -> State:
    """Move one food tile one step: a pick-up onto an own ant, or a step along an own trail."""
    src, dst = action.src, action.dst
    text = f"{action.src_name}>{action.dst_name}"
    if src < 0 or dst < 0:
        off = action.src_name if src < 0 else action.dst_name
        raise Illegal(FOOD, f"{off} is not on the board", action=text)
    ants, colour = state.ants, state.colour
    me = colour_name(colour)
    pickup = ants[src] == EMPTY
    rule = FOOD if pickup else SCORING_FOOD
    if ants[src] not in (EMPTY, colour):
        raise Illegal(SCORING_FOOD, f"{action.src_name} is a {colour_name(ants[src])} ant: "
                                    f"tiles move along friendly trails only", action=text)
    if dst not in board.adjacent[src]:
        raise Illegal(rule, f"{action.dst_name} is not next to {action.src_name}: a tile moves one step",
                      action=text)
    if ants[dst] != colour:
        raise Illegal(rule, f"{action.dst_name} holds no {me} ant to carry the tile", action=text)
    here = state.tiles.get(src, ())
    if not here:
        raise Illegal(rule, f"there is no food tile on {action.src_name}", action=text)
    value = action.value
    if value is None:
        value = here[0]
        if any(v != value for v in here):
            values = " and ".join(str(v) for v in sorted(set(here)))
            raise Illegal(NOTATION, f"{action.src_name} holds tiles of {values} points: name the value, "
                                    f"e.g. {value}:{text}", action=text)
    elif value not in here:
        raise Illegal(rule, f"there is no {value}-point tile on {action.src_name}", action=text)
    moved_here = state.moved.get(src, ())
    if here.count(value) <= moved_here.count(value):
        raise Illegal(SCORING_FOOD, f"the {value}-point tile on {action.src_name} has already moved this turn "
                                    "(one step per turn)", action=text)
    tiles = dict(state.tiles)
    rest = list(here)
    rest.remove(value)
    if rest:
        tiles[src] = tuple(rest)
    else:
        del tiles[src]
    taken = state.taken
    if _scores_at(board, ants, dst, colour, options):
        taken = (taken[0] + value, taken[1]) if colour == BLACK else (taken[0], taken[1] + value)
        return state._replace(tiles=tiles, taken=taken)
    tiles[dst] = tiles.get(dst, ()) + (value,)
    if pickup and not options.pickup_is_the_step:
        return state._replace(tiles=tiles)
    moved = dict(state.moved)
    moved[dst] = moved.get(dst, ()) + (value,)
    return state._replace(tiles=tiles, moved=moved)


def _scores_at(board: HexBoard, ants: tuple[int, ...], cell: int, colour: int, options: RuleOptions) -> bool:
    """Whether a tile arriving on cell is taken: a trail end (on a border cell, by default)."""
    if options.score_on_border_only and not board.border[cell]:
        return False
    degree = 0
    for n in board.adjacent[cell]:
        if ants[n] == colour:
            degree += 1
    return degree <= 1


def longest_trail(board: HexBoard, ants: tuple[int, ...], colour: int, loops_score: bool = True) -> int:
    """Ants in the colour's longest trail (its largest group of touching ants)."""
    seen: set[int] = set()
    best = 0
    for start, owner in enumerate(ants):
        if owner != colour or start in seen:
            continue
        group = [start]
        seen.add(start)
        for cell in group:
            for n in board.adjacent[cell]:
                if ants[n] == colour and n not in seen:
                    seen.add(n)
                    group.append(n)
        if not loops_score and len(group) > 2 and all(
            len(friends(board, ants, c, colour)) == 2 for c in group
        ):
            continue
        best = max(best, len(group))
    return best


@lru_cache(maxsize=1)
def referee() -> AntTrails:
    """The referee built from layouts/ant-trails.yaml (board side, food tiles, default options)."""
    from printkit.layout import load_game

    layout = load_game("ant-trails")
    counts: dict[int, int] = {}
    for tile in layout.food_tiles:
        counts[tile.points] = counts.get(tile.points, 0) + tile.count
    return AntTrails(layout.board.side, counts, layout.rules)
