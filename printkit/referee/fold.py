"""The fold driver: read a transcript, fold its steps through the game, and return a Verdict."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from printkit.referee.envelope import check_keys, read_game_name, read_players, read_scores
from printkit.referee.errors import SCORING, Illegal, Unreadable
from printkit.referee.game import Game, Record, S, Standing
from printkit.referee.options import read_options
from printkit.referee.reader import Document, read_transcript, read_transcript_file
from printkit.referee.step import Step
from printkit.referee.verdict import Verdict

GameLookup = Callable[[str], Game[Any]]


def replay(game: Game[S], record: Record[S]) -> Iterator[tuple[Step, S]]:
    """Yield each step of a game and the state after it, in file order.

    A step that breaks a rule raises its Illegal with ``step`` set; the states yielded before it
    are the game as far as it was legal.
    """
    state = record.start
    for step in record.steps:
        try:
            state = game.apply(state, step)
        except Illegal as error:
            error.step = step
            raise
        yield step, state


def format_scores(scores: Mapping[str, int]) -> str:
    """Scores as the verdict line writes them: 'black 14, red 9'."""
    return ", ".join(f"{seat} {points}" for seat, points in scores.items())


def check_result(claimed: dict[str, int] | None, standing: Standing) -> None:
    """Illegal (rule Scoring) when a claimed result is given for an unfinished game or differs from the scores."""
    if claimed is None:
        return
    if not standing.finished:
        raise Illegal(SCORING, "a result is given but the game has not ended", path=("result",))
    if dict(claimed) != dict(standing.scores):
        raise Illegal(
            SCORING,
            f"the result says {format_scores(claimed)}, the game gives {format_scores(standing.scores)}",
            path=("result",),
        )


def read_record(game: Game[S], data: Mapping[str, Any]) -> tuple[Record[S], dict[str, int] | None]:
    """Read a transcript's envelope and the game's part of it: the record to replay and the claimed result.

    Raises Unreadable for anything the envelope or the game's setup does not allow.
    """
    check_keys(data, game.keys)
    options = read_options(game.options_type, game.default_options, data.get("rules"))
    players = read_players(data)
    record = game.read(data, players, options)
    claimed = read_scores(data["result"], players, ("result",)) if "result" in data else None
    return record, claimed


Fold = Callable[[Game[Any], Record[Any]], Iterator[tuple[Step, Any]]]


def check_document(doc: Document, file: str, lookup: GameLookup, fold: Fold = replay) -> Verdict:
    """Judge one parsed transcript; fold (replay, or one that also keeps what it passes) plays its steps."""
    game: Game[Any] | None = None
    try:
        game = lookup(read_game_name(doc.data))
        record, claimed = read_record(game, doc.data)
    except Unreadable as error:  # the game is named only when it is one the referee knows
        name = game.name if game is not None else None
        return unreadable_verdict(file, error, doc, name, game is not None and game.has_rounds)

    state = record.start
    try:
        for _, state in fold(game, record):  # noqa: B007 (the last state is read after the loop)
            pass
        standing = game.standing(state)
        check_result(claimed, standing)
    except Illegal as error:
        return _illegal_verdict(file, game, error, doc, game.standing(state))
    return Verdict(
        file=file,
        verdict="legal",
        game=game.name,
        finished=standing.finished,
        scores=dict(standing.scores),
        round_scores=standing.round_scores,
        winners=standing.winners if standing.finished else (),
        tie_break=standing.tie_break,
        side=standing.side if standing.finished else "",
        has_rounds=game.has_rounds,
    )


def _illegal_verdict(
    file: str, game: Game[Any], error: Illegal, doc: Document, standing: Standing
) -> Verdict:
    step = error.step
    round_no = turn = seat = None
    action, path = error.action, error.path
    if step is not None:
        round_no, turn, seat = step.round, step.turn, step.seat
        # The turn as written, as in the verdict line (the message names the faulty action).
        action = step.text if step.text is not None else action
        path = path or step.path
    line, column = doc.locate(path)
    return Verdict(
        file=file,
        verdict="illegal",
        game=game.name,
        finished=standing.finished,
        round=round_no,
        turn=turn,
        line=line,
        column=column,
        seat=seat,
        action=action,
        rule=error.rule,
        message=error.message,
        scores=dict(standing.scores),
        round_scores=standing.round_scores,
        has_rounds=game.has_rounds,
    )


def unreadable_verdict(
    file: str,
    error: Unreadable,
    doc: Document | None = None,
    game: str | None = None,
    has_rounds: bool = False,
) -> Verdict:
    """The verdict for a file that could not be read, located where the error points."""
    line, column = error.line, error.column
    if line is None and doc is not None:
        line, column = doc.locate(error.path, at_key=error.at_key)
    return Verdict(
        file=file,
        verdict="unreadable",
        game=game,
        line=line,
        column=column,
        rule=error.rule,
        message=error.text,
        has_rounds=has_rounds,
    )


def check_source(source: str | bytes, file: str, lookup: GameLookup) -> Verdict:
    """Judge one transcript given as text or bytes."""
    try:
        doc = read_transcript(source)
    except Unreadable as error:
        return unreadable_verdict(file, error)
    return check_document(doc, file, lookup)


def check_file(path: str, lookup: GameLookup) -> Verdict:
    """Judge one transcript file (an unreadable verdict if it is not a readable file within the limits)."""
    try:
        doc = read_transcript_file(path)
    except Unreadable as error:
        return unreadable_verdict(path, error)
    return check_document(doc, path, lookup)
