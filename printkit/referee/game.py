"""What a game gives the referee: the per-game interface, and the values passed through it.

A game plugs in by adding ``printkit/games/<pkg>/rules.py`` with a function
``referee() -> Game`` (its data read from the game's layout), ``notation.py`` (turn text ->
actions) and ``player.py`` (``play(seed, players) -> str``, a random legal transcript). The
driver (``printkit.referee.fold``) reads the envelope (``game``, ``rules``, ``players``,
``result``), then hands the rest to the game:

1. ``read`` checks the game's own keys and its setup, raising ``Unreadable`` with a key path;
   the whole file is read before any turn is played, so unreadable wins over illegal.
2. ``setup`` gives the first state; ``steps`` lists what the fold applies, in file order.
3. ``apply`` folds one step into a new state (never changing the old one), or raises
   ``Illegal``; the driver adds the step's round, turn, seat, text and location.
4. ``standing`` tells, for any state, whether the game has ended, the scores and the winners.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple, Protocol, TypeVar

from printkit.referee.errors import Path

Record = TypeVar("Record")
State = TypeVar("State")


class Step(NamedTuple):
    """One item of the fold: a turn (kind "turn") or a game's own marker (e.g. a round's start).

    ``path`` is where it stands in the file (for its line); ``text`` is a turn's actions as
    written; ``round`` and ``turn`` are numbered from 1; ``data`` is game-specific.
    """

    kind: str
    path: Path
    seat: str | None = None
    text: str | None = None
    round: int | None = None
    turn: int | None = None
    data: Any = None


@dataclass(frozen=True)
class Standing:
    """Where a game stands: ended or not, totals per seat, winners, and per-round scores."""

    finished: bool
    scores: Mapping[str, int]
    winners: tuple[str, ...] = ()
    round_scores: tuple[Mapping[str, int], ...] | None = None
    tie_break: str = ""  # how a tie on points was broken, e.g. "on the last round"
    side: str = ""  # the player who won with all the winning seats (Anticipation's two-player game)


class Game(Protocol[Record, State]):
    """A game's referee, as the fold driver sees it."""

    name: str  # the registry name, e.g. "ant-trails"
    keys: frozenset[str]  # top-level keys the game adds to the envelope
    has_rounds: bool  # whether verdicts carry a round number and per-round scores
    options_type: type  # the game's RuleOptions dataclass
    default_options: Any  # its defaults, from the layout's ``rules:`` section

    def read(self, doc: Mapping[str, Any], players: tuple[str, ...], options: Any) -> Record:
        """Check the game's keys and setup; raise Unreadable (with a key path) if they are wrong."""
        ...

    def setup(self, record: Record) -> State:
        """The state before the first step."""
        ...

    def steps(self, record: Record) -> Iterable[Step]:
        """The steps to fold, in file order."""
        ...

    def apply(self, state: State, step: Step) -> State:
        """Fold one step into a new state, or raise Illegal."""
        ...

    def standing(self, state: State) -> Standing:
        """Whether the game has ended, the scores so far and the winners."""
        ...
