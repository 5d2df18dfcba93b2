"""What a game gives the referee: the one shape every game's rules take, and the values passed through it.

A game is a folder ``printkit/games/<pkg>/`` registered in ``printkit.games.GAMES``; its
``rules.py`` defines a subclass of `Game`, built from the game's layout (``Game(layout)``, once per
process, by the registry), and a subclass of `GameState`. The driver (``printkit.referee.fold``) reads the
envelope (``game``, ``rules``, ``players``, ``result``), then hands the rest to the game:

1. ``read`` checks the game's own keys and its setup, raising ``Unreadable`` with a key path, and
   returns a `Record`: the state before the first step and the steps in file order. The whole
   file is read before any step is played, so unreadable wins over illegal.
2. ``apply`` returns the state after one step. Before a turn it checks, the same way for every
   game, that the game (or its round) is not over (``ended``) and that the turn is keyed by the
   seat to move (``to_move``, else ``out_of_turn``); then it copies the state (``GameState.copy``)
   and ``play`` changes the copy, raising ``Illegal`` at the first broken rule. The state passed in
   never changes, so every state of a game can be kept (``fold.replay`` yields them).
3. ``standing`` tells, for any state, whether the game has ended, the scores and the winners.
"""

from __future__ import annotations

import dataclasses
import re
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar

from printkit.core.limits import MAX_ACTION_CHARS, MAX_NUMBER_CHARS, excerpt
from printkit.referee.errors import Illegal, NotationError
from printkit.referee.step import Step

S = TypeVar("S", bound="GameState")

_CONTAINERS = (dict, list, set)


class GameState:
    """A game's state, a slotted dataclass of plain values; ``copy`` gives one a step may change.

    A field holds an immutable value (int, str, tuple, frozenset, a frozen object), or a dict, list
    or set. ``copy`` copies those containers one level deep and shares everything else, so a
    container held inside a container is replaced when it changes, never changed in place.
    """

    __slots__: tuple[str, ...] = ()

    def copy(self: S) -> S:
        """Return a copy whose fields can change without changing this state."""
        cls = self.__class__
        new = cls.__new__(cls)
        for name in cls.__slots__:
            value = getattr(self, name)
            setattr(new, name, value.copy() if value.__class__ in _CONTAINERS else value)
        return new


_LONG_NUMBER = re.compile(rf"\d{{{MAX_NUMBER_CHARS + 1},}}")


def check_action_length(token: str) -> None:
    """Refuse an action longer than any game's, or with a number longer than any written number (Notation)."""
    if len(token) > MAX_ACTION_CHARS:
        raise NotationError(
            f"expected an action of at most {MAX_ACTION_CHARS} characters, found {excerpt(token)}",
            token,
        )
    if len(token) > MAX_NUMBER_CHARS and (match := _LONG_NUMBER.search(token)):
        raise NotationError(
            f"expected numbers of at most {MAX_NUMBER_CHARS} digits, found one of {len(match[0])} in {excerpt(token)}",
            token,
        )


def turn_step(seat: str, text: str, turn: int | None = None, round: int | None = None) -> Step:
    """A turn as a Step, for code that plays turns it writes itself (the random players)."""
    return Step("turn", (), seat, text, round, turn)


@dataclass(frozen=True)
class Record(Generic[S]):
    """A transcript read and checked: the state before the first step, and the steps in file order."""

    start: S
    steps: tuple[Step, ...]


@dataclass(frozen=True)
class Standing:
    """Where a game stands: ended or not, totals per seat, winners, and per-round scores."""

    finished: bool
    scores: Mapping[str, int]
    winners: tuple[str, ...] = ()
    round_scores: tuple[Mapping[str, int], ...] | None = None
    tie_break: str = ""  # how a tie on points was broken, e.g. "on the last round"
    side: str = (
        ""  # the player who won with all the winning seats (a game where one player holds several seats)
    )


class Game(ABC, Generic[S]):
    """A game's referee, built from its layout; the fold driver sees nothing else of the game."""

    name: ClassVar[str]  # the registry name (a key of printkit.games.GAMES)
    keys: ClassVar[frozenset[str]]  # top-level keys the game adds to the envelope
    has_rounds: ClassVar[bool] = False  # whether verdicts carry a round number and per-round scores
    options_type: ClassVar[type]  # the game's RuleOptions dataclass
    # How a transcript is written (printkit fmt): the game's keys, and the keys of mappings inside
    # them, in the order they are written; and where its turn lists are ("*": any list index).
    written: ClassVar[tuple[str, ...]] = ()
    turn_lists: ClassVar[tuple[tuple[str, ...], ...]] = (("turns",),)
    turn_rule: ClassVar[str] = "Turn order"  # the rule a turn out of turn breaks (out_of_turn's default)

    def __init__(self, layout: Any):
        self.layout = layout
        self.default_options = layout.rules  # the layout's `rules:` section, read into options_type

    def changed_options(self, options: Any) -> dict[str, Any]:
        """Return a transcript's rules: mapping for options: each option that differs from this game's defaults."""
        defaults = self.default_options
        return {
            f.name: getattr(options, f.name)
            for f in dataclasses.fields(options)
            if getattr(options, f.name) != getattr(defaults, f.name)
        }

    @abstractmethod
    def read(self, doc: Mapping[str, Any], players: tuple[str, ...], options: Any) -> Record[S]:
        """Check the game's keys and setup; raise Unreadable (with a key path) if they are wrong."""

    @abstractmethod
    def play(self, state: S, step: Step) -> None:
        """Play one step on state, changing it; raise Illegal at the first broken rule."""

    @abstractmethod
    def ended(self, state: S) -> Illegal | None:
        """The rule a turn played now breaks because the game (or its round) is over; None while turns may be played."""

    @abstractmethod
    def to_move(self, state: S) -> str:
        """The seat whose turn it is."""

    def out_of_turn(self, state: S, seat: str | None, mover: str) -> Illegal:
        """The rule a turn keyed by seat breaks when it is mover's turn."""
        return Illegal(self.turn_rule, f"it is {mover}'s turn, not {seat}'s")

    def check_turn(self, state: S, seat: str | None) -> None:
        """Refuse a turn once the game (or its round) is over, or when it is another seat's turn."""
        over = self.ended(state)
        if over is not None:
            raise over
        mover = self.to_move(state)
        if seat != mover:
            raise self.out_of_turn(state, seat, mover)

    @abstractmethod
    def standing(self, state: S) -> Standing:
        """Whether the game has ended, the scores so far and the winners."""

    @abstractmethod
    def write_action(self, token: str) -> str:
        """One action's written form (its notation's format of its parse); NotationError if it does not parse."""

    def write_turn(self, text: str) -> str:
        """A turn's text written one way: each action in its written form, ', ' between them.

        A piece that does not parse stays as written (spaces collapsed), so the turn is as illegal
        as before, under the same rule.
        """
        pieces = []
        for piece in text.split(","):
            token = " ".join(piece.split())
            try:
                if token:
                    check_action_length(token)  # a game's own parser meets no 5,000-digit number
                pieces.append(self.write_action(token) if token else token)
            except NotationError:
                pieces.append(token)
        return ", ".join(pieces)

    def apply(self, state: S, step: Step) -> S:
        """Return the state after one step; the given state is left as it was."""
        if step.kind == "turn":
            self.check_turn(state, step.seat)
        new = state.copy()
        self.play(new, step)
        return new
