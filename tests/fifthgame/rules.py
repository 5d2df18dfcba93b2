"""The Crumbs referee: turns alternate (the fold checks it); a turn takes 1 to `most` crumbs; who takes the last wins."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from printkit.referee.errors import Illegal, Unreadable
from printkit.referee.game import Game, GameState, Record, Standing
from printkit.referee.step import Step
from printkit.referee.turns import read_turns
from tests.fifthgame.headings import END, TAKING
from tests.fifthgame.notation import parse_take
from tests.fifthgame.schema import Layout, RuleOptions


@dataclass(slots=True)
class State(GameState):
    """The crumbs left, whose turn it is, and who took the last one."""

    players: tuple[str, ...]
    options: RuleOptions
    left: int
    seat: int = 0
    winner: str | None = None


class Crumbs(Game[State]):
    """The referee of Crumbs."""

    name = "crumbs"
    keys = frozenset({"turns"})
    options_type = RuleOptions
    written = ("turns",)
    turn_rule = TAKING

    def __init__(self, layout: Layout):
        super().__init__(layout)
        self.pile = layout.pile

    def read(self, doc: Mapping[str, Any], players: tuple[str, ...], options: Any) -> Record[State]:
        """Two seats or more, and the turns."""
        if len(players) < 2:
            raise Unreadable("Crumbs is for two players or more", ("players",))
        return Record(State(players, options, self.pile), read_turns(doc.get("turns"), "take 2"))

    def ended(self, state: State) -> Illegal | None:
        """A turn after the last crumb is taken."""
        return (
            None
            if state.winner is None
            else Illegal(END, f"the game is over: {state.winner} took the last crumb")
        )

    def to_move(self, state: State) -> str:
        """The seat whose turn it is."""
        return state.players[state.seat]

    def play(self, state: State, step: Step) -> None:
        """Take the crumbs; the one who takes the last wins."""
        n = parse_take(step.text or "")
        most = min(state.options.most, state.left)
        if not 1 <= n <= most:
            raise Illegal(TAKING, f"a turn takes 1 to {most} crumbs, not {n}", action=step.text)
        state.left -= n
        if state.left == 0:
            state.winner = self.to_move(state)
        state.seat = (state.seat + 1) % len(state.players)

    def write_action(self, token: str) -> str:
        """`take N`."""
        return f"take {parse_take(token)}"

    def standing(self, state: State) -> Standing:
        """The winner scores 1, everyone else 0."""
        scores = {seat: int(seat == state.winner) for seat in state.players}
        return Standing(state.winner is not None, scores, (state.winner,) if state.winner else ())
