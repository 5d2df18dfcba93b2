"""A recorded game as views: the position before the first step, after each step, and where a rule broke.

The positions are the referee's own: `replay` (printkit.referee.fold) yields each step and the
state after it. When a step breaks a rule, its view shows the last legal position, the one the
faulty step was played on; the picture marks the action that broke the rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from printkit.errors import UsageError
from printkit.referee.errors import Illegal, Unreadable
from printkit.referee.fold import (
    GameLookup,
    check_document,
    check_result,
    read_record,
    registered_game,
    replay,
    unreadable_verdict,
)
from printkit.referee.game import Game, Step
from printkit.referee.reader import read_transcript
from printkit.referee.verdict import Verdict


@dataclass(frozen=True)
class Fault:
    """A broken rule: its name, the referee's message, the action that broke it (when known) and the seat."""

    rule: str
    message: str
    action: str | None
    seat: str | None


@dataclass(frozen=True)
class View:
    """One position of a game: the state, the step that led to it (None: the setup or the result) and a fault.

    With a fault, ``state`` is the position the faulty step was played on (the step is not played).
    """

    index: int
    state: Any
    step: Step | None = None
    fault: Fault | None = None
    before: Any = (
        None  # the position before the step (what a step changed, e.g. a capture, is read from both)
    )

    @property
    def turn(self) -> int | None:
        """The turn number this view is after (0 for a round's deal or the setup), None for other steps."""
        if self.step is None:
            return 0 if self.fault is None else None
        if self.step.kind == "turn":
            return self.step.turn
        return 0 if self.step.kind == "round" else None

    @property
    def round(self) -> int | None:
        """The round this view belongs to (games played in rounds), else None."""
        return None if self.step is None else self.step.round

    def label(self) -> str:
        """What the view shows, in words: 'after turn 12 (black: a1, b2)', 'round 2: the deal'."""
        step = self.step
        if step is None:
            return "the result is illegal; shown: the last position" if self.fault else "the setup"
        head = f"round {step.round}, " if step.round is not None else ""
        if step.kind == "turn":
            what = f"turn {step.turn} ({step.seat}: {step.text})"
        else:
            what = f"round {step.round}: the {'deal' if step.kind == 'round' else 'scores'}"
        if self.fault is not None:
            verb = "are" if step.kind == "scores" else "is"
            shown = f"shown: the position before {'them' if verb == 'are' else 'it'}"
            return f"{head if step.kind == 'turn' else ''}{what} {verb} illegal; {shown}"
        return f"{head}after {what}" if step.kind == "turn" else what


@dataclass(frozen=True)
class Replayed:
    """A transcript read and replayed: its game, every view in order, and the verdict `check` gives."""

    file: str
    game: Game
    views: tuple[View, ...]
    verdict: Verdict


def _fault(error: Illegal, step: Step | None) -> Fault:
    seat = step.seat if step is not None else None
    return Fault(error.rule, error.message, error.action, seat)


def views_of(game: Game, record: Any, claimed: dict[str, int] | None) -> tuple[View, ...]:
    """Return every view of a read record: the start, each step's position, and a last one if a rule broke."""
    views: list[View] = [] if game.has_rounds else [View(0, record.start)]
    state = record.start
    try:
        for step, after in replay(game, record):
            views.append(View(len(views), after, step, before=state))
            state = after
        check_result(claimed, game.standing(state))
    except Illegal as error:
        views.append(View(len(views), state, error.step, _fault(error, error.step), state))
    return tuple(views)


def replayed(source: bytes, file: str, lookup: GameLookup = registered_game) -> Replayed:
    """Read a transcript and replay it; UsageError (one line, with the verdict) when it is unreadable."""
    try:
        doc = read_transcript(source)
    except Unreadable as error:
        raise _unreadable(unreadable_verdict(file, error)) from None
    verdict = check_document(doc, file, lookup)
    if verdict.verdict == "unreadable":
        raise _unreadable(verdict)
    game = lookup(verdict.game or "")
    record, claimed = read_record(game, doc.data)
    return Replayed(file, game, views_of(game, record, claimed), verdict)


def _unreadable(verdict: Verdict) -> UsageError:
    from printkit.referee.report import text_line

    return UsageError(f"cannot show an unreadable transcript: {text_line(verdict)}")


def pick(replay: Replayed, turn: int | None, round: int | None) -> View:
    """Return the view after turn (and round, for games in rounds); by default the faulty or the last one."""
    views: Sequence[View] = replay.views
    has_rounds = replay.game.has_rounds
    if round is not None and not has_rounds:
        raise UsageError(f"--round: {replay.game.name} is not played in rounds (use --turn alone)")
    if turn is None and round is None:
        return views[-1]
    if has_rounds:
        rounds = [v.round for v in views if v.round is not None]
        if round is None:
            round = views[-1].round if views[-1].round is not None else max(rounds)
        if round not in rounds:
            raise UsageError(f"--round {round}: the game has rounds 1 to {max(rounds)}")
        views = [v for v in views if v.round == round]
        if turn is None:
            return views[-1]
    where = f"round {round}" if has_rounds else "the game"
    found = _at_turn(views, turn or 0)
    if found is None:
        last = max((v.turn for v in views if v.turn is not None), default=0)
        raise UsageError(f"--turn {turn}: {where} has turns 0 to {last}")
    return found


def _at_turn(views: Sequence[View], turn: int) -> View | None:
    for view in views:
        if view.turn == turn and (view.step is None or view.step.kind in ("turn", "round")):
            return view
    return None


def replay_file(path: str, lookup: GameLookup = registered_game) -> Replayed:
    """Read and replay a transcript file (UnreadableFile or UsageError, one line, when it cannot be)."""
    from printkit.safeio import read_input

    return replayed(read_input(path, "transcript"), path, lookup)
