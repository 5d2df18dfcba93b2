"""A recorded game as views: the position before the first step, after each step, and where a rule broke.

The positions are the referee's own: `replay` (printkit.referee.fold) yields each step and the
state after it. When a step breaks a rule, its view shows the last legal position, the one the
faulty step was played on; the picture marks the action that broke the rule.
"""

from __future__ import annotations

import gc
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from printkit.core.errors import UsageError
from printkit.core.limits import clipped
from printkit.games.loaded import registered_game
from printkit.referee.envelope import read_game_name
from printkit.referee.errors import Illegal, NotationError, Unreadable
from printkit.referee.fold import (
    GameLookup,
    check_document,
    check_result,
    read_record,
    replay,
    unreadable_verdict,
)
from printkit.referee.game import Game, check_action_length
from printkit.referee.reader import Document, read_transcript
from printkit.referee.step import Step
from printkit.referee.verdict import Verdict


@dataclass(frozen=True)
class Fault:
    """A broken rule: its name, the referee's message, the action that broke it (when known and a notation could hold it) and the seat."""

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
            what = f"turn {step.turn} ({step.seat}: {clipped(step.text or '')})"
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
    game: Game[Any]
    views: tuple[View, ...]
    verdict: Verdict


def _fault(error: Illegal, step: Step | None) -> Fault:
    seat = step.seat if step is not None else None
    return Fault(error.rule, error.message, _markable(error.action), seat)


def _markable(action: str | None) -> str | None:
    """The action a picture parses to mark it: None when no notation could hold it (the pictures parse with the games' own parsers)."""
    if action is None:
        return None
    try:
        for piece in action.split(","):
            check_action_length(" ".join(piece.split()))
    except NotationError:
        return None
    return action


def _stepped(game: Game[Any], record: Any) -> Iterator[View]:
    """Yield the setup's view (unless the game is played in rounds) and the view after each step; a step
    that breaks a rule yields its fault view (on the position it was played on), then raises its Illegal."""
    index = 0
    if not game.has_rounds:
        yield View(0, record.start)
        index = 1
    state = record.start
    try:
        for step, after in replay(game, record):
            yield View(index, after, step, before=state)
            index += 1
            state = after
    except Illegal as error:
        yield View(index, state, error.step, _fault(error, error.step), state)
        raise


def _result_fault(last: View | None, start: Any, fault: Fault) -> View:
    """The view a claimed result that breaks the rule adds: the last position again, with its fault."""
    state = last.state if last is not None else start
    return View(last.index + 1 if last is not None else 0, state, None, fault, state)


def iter_views(game: Game[Any], record: Any, claimed: dict[str, int] | None) -> Iterator[View]:
    """Yield every view of a read record in order: the start, each step's position, and a last one if a rule broke."""
    last: View | None = None
    try:
        for last in _stepped(game, record):
            yield last
        check_result(claimed, game.standing(last.state if last is not None else record.start))
    except Illegal as error:
        if last is None or last.fault is None:  # the claimed result broke the rule, not a step
            yield _result_fault(last, record.start, _fault(error, None))


def replayed(
    source: bytes, file: str, lookup: GameLookup = registered_game, limit: int | None = None
) -> Replayed:
    """Read a transcript and replay it; UsageError (one line, with the verdict) when it is unreadable.

    With a limit, a game of more positions is refused (UsageError, one line) before it is replayed.
    """
    with collector_paused():
        doc = _read(source, file, lookup, None)  # the limit is kept by the fold, which reads the record once
        views: list[View] = []
        starts: list[Any] = []  # the setup the fold began from

        def keeping(game: Game[Any], record: Any) -> Iterator[tuple[Step, Any]]:
            # The referee's one fold, keeping each view as it passes: the verdict and the views from one replay.
            if limit is not None:
                _refuse_positions(file, game, record, limit)
            starts.append(record.start)
            for view in _stepped(game, record):
                views.append(view)
                if view.step is not None and view.fault is None:
                    yield view.step, view.state

        verdict = check_document(doc, file, lookup, keeping)
        if verdict.verdict == "unreadable":
            raise _unreadable(verdict)
        if verdict.verdict == "illegal" and (not views or views[-1].fault is None):
            fault = Fault(verdict.rule or "", verdict.message or "", None, None)  # the claimed result's
            views.append(_result_fault(views[-1] if views else None, starts[0], fault))
        return Replayed(file, lookup(verdict.game or ""), tuple(views), verdict)


@contextmanager
def collector_paused() -> Iterator[None]:
    """Pause the cycle collector while a whole game's views (or its replay page) are made.

    They make hundreds of thousands of objects that all live on and next to no cyclic garbage:
    the collector's passes over them free nothing (the peak memory is the same) and cost a
    fifth of a long game's replay (0.35 s of 1.9 s of CPU at 4,807 positions).
    """
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


def refuse_long(doc: Document, file: str, game: Game[Any], limit: int) -> None:
    """UsageError (one line) when a transcript's game has more than limit positions, before it is replayed.

    A game's positions are its setup (unless it is played in rounds) and one a step. A transcript
    whose record cannot be read passes: replaying it says what is wrong, in the verdict's words.
    """
    try:
        record, _ = read_record(game, doc.data)
    except Unreadable:
        return
    _refuse_positions(file, game, record, limit)


def _refuse_positions(file: str, game: Game[Any], record: Any, limit: int) -> None:
    positions = len(record.steps) + (0 if game.has_rounds else 1)
    if positions > limit:
        raise UsageError(
            f"{file}: the game has {positions:,} positions; a replay page holds at most {limit:,}"
            " (printkit show draws any one of them)"
        )


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


def replay_file(path: str, lookup: GameLookup = registered_game, limit: int | None = None) -> Replayed:
    """Read and replay a transcript file (UnreadableFile or UsageError, one line, when it cannot be or, with a limit, when it has more positions)."""
    from printkit.core.safeio import read_input

    return replayed(read_input(path, "transcript"), path, lookup, limit)


def shown_view(path: str, lookup: GameLookup, turn: int | None, round: int | None) -> tuple[Replayed, View]:
    """Read and replay a transcript file, keeping only the view `show` draws (as pick chooses it).

    The positions stream past and only the chosen one is kept, so `show` costs a replay of the
    game and one drawing at any length `check` accepts. The Replayed returned holds that view alone.
    """
    from printkit.core.safeio import read_input

    whole = replayed_lazily(read_input(path, "transcript"), path, lookup)
    view = pick_from(whole.views, whole.game.has_rounds, whole.game.name, turn, round)
    return Replayed(path, whole.game, (view,), whole.verdict), view


@dataclass(frozen=True)
class _Lazy:
    game: Game[Any]
    views: Iterable[View]
    verdict: Verdict


def replayed_lazily(
    source: bytes, file: str, lookup: GameLookup = registered_game, limit: int | None = None
) -> _Lazy:
    """Read and judge a transcript as `replayed` does, its views made one at a time as they are read."""
    doc = _read(source, file, lookup, limit)
    verdict = check_document(doc, file, lookup)
    if verdict.verdict == "unreadable":
        raise _unreadable(verdict)
    game = lookup(verdict.game or "")
    record, claimed = read_record(game, doc.data)
    return _Lazy(game, iter_views(game, record, claimed), verdict)


def _read(source: bytes, file: str, lookup: GameLookup, limit: int | None) -> Document:
    """Parse a transcript (UsageError, one line, when unreadable), refusing a game of more than limit positions."""
    try:
        doc = read_transcript(source)
    except Unreadable as error:
        raise _unreadable(unreadable_verdict(file, error)) from None
    if limit is not None:
        try:
            named = lookup(read_game_name(doc.data))
        except Unreadable:
            pass  # the verdict says what is wrong
        else:
            refuse_long(doc, file, named, limit)
    return doc


def pick_from(
    views: Iterable[View], has_rounds: bool, name: str, turn: int | None, round: int | None
) -> View:
    """Return the view pick would choose from views, reading them once and keeping at most three."""
    if round is not None and not has_rounds:
        raise UsageError(f"--round: {name} is not played in rounds (use --turn alone)")
    want = turn or 0
    last: View | None = None
    current = round  # the round whose views count (None until the first: then always the latest)
    latest = 0
    in_round: View | None = None  # the last view of that round
    found: View | None = None
    last_turn = 0
    for view in views:
        last = view
        if has_rounds:
            if view.round is None:
                continue
            latest = max(latest, view.round)
            if round is None and view.round != current:
                current, in_round, found, last_turn = view.round, None, None, 0
            if view.round != current:
                continue
        in_round = view
        last_turn = max(last_turn, view.turn or 0)
        if found is None and view.turn == want and (view.step is None or view.step.kind in ("turn", "round")):
            found = view
    assert last is not None, "every game has a view"
    if turn is None and round is None:
        return last
    if has_rounds:
        if in_round is None:
            raise UsageError(f"--round {round}: the game has rounds 1 to {latest}")
        if turn is None:
            return in_round
    if found is None:
        where = f"round {current}" if has_rounds else "the game"
        raise UsageError(f"--turn {turn}: {where} has turns 0 to {last_turn}")
    return found
