"""The fold driver: read a transcript, fold its steps through the game, and return a Verdict."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from functools import cache

from printkit.referee.envelope import check_keys, read_game_name, read_players, read_scores
from printkit.referee.errors import Illegal, Unreadable
from printkit.referee.game import Game, Standing, Step
from printkit.referee.options import read_options
from printkit.referee.reader import Document, read_transcript
from printkit.referee.verdict import Verdict

GameLookup = Callable[[str], Game]


@cache
def registered_game(name: str) -> Game:
    """The referee of a registered game, built once from its layout (Unreadable if none)."""
    from printkit.games import GAMES

    info = GAMES.get(name)
    if info is None:
        raise Unreadable(f"unknown game {name!r} (known: {', '.join(GAMES)})", ("game",))
    try:
        rules = importlib.import_module(f"printkit.games.{info.package}.rules")
    except ModuleNotFoundError as error:
        if error.name != f"printkit.games.{info.package}.rules":
            raise
        raise Unreadable(f"printkit has no referee for {name} yet", ("game",)) from None
    return rules.referee()


def format_scores(scores: Mapping[str, int]) -> str:
    """Scores as the verdict line writes them: 'black 14, red 9'."""
    return ", ".join(f"{seat} {points}" for seat, points in scores.items())


def _check_result(claimed: dict[str, int] | None, standing: Standing) -> None:
    if claimed is None:
        return
    if not standing.finished:
        raise Illegal("Scoring", "a result is given but the game has not ended", path=("result",))
    if dict(claimed) != dict(standing.scores):
        raise Illegal(
            "Scoring",
            f"the result says {format_scores(claimed)}, the game gives {format_scores(standing.scores)}",
            path=("result",),
        )


def check_document(doc: Document, file: str, lookup: GameLookup = registered_game) -> Verdict:
    """Judge one parsed transcript."""
    data = doc.data
    game_name = None
    game: Game | None = None
    try:
        game_name = read_game_name(data)
        game = lookup(game_name)
        check_keys(data, game.keys)
        options = read_options(game.options_type, game.default_options, data.get("rules"))
        players = read_players(data)
        record = game.read(data, players, options)
        claimed = read_scores(data["result"], players, ("result",)) if "result" in data else None
    except Unreadable as error:
        return unreadable_verdict(file, error, doc, game_name, game is not None and game.has_rounds)

    state = game.setup(record)
    step: Step | None = None
    try:
        for step in game.steps(record):
            state = game.apply(state, step)
        step = None
        standing = game.standing(state)
        _check_result(claimed, standing)
    except Illegal as error:
        return _illegal_verdict(file, game, error, step, doc, game.standing(state))
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
    file: str, game: Game, error: Illegal, step: Step | None, doc: Document, standing: Standing
) -> Verdict:
    round_no, turn, seat, action = error.round, error.turn, error.seat, error.action
    path = error.path
    if step is not None:
        round_no = round_no if round_no is not None else step.round
        turn = turn if turn is not None else step.turn
        seat = seat if seat is not None else step.seat
        # The turn as written, as in the verdict line (the message names the faulty action).
        action = step.text if step.text is not None else action
        path = path or step.path
    line, column = error.line, error.column
    if line is None:
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


def check_source(source: str | bytes, file: str, lookup: GameLookup = registered_game) -> Verdict:
    """Judge one transcript given as text or bytes."""
    try:
        doc = read_transcript(source)
    except Unreadable as error:
        return unreadable_verdict(file, error)
    return check_document(doc, file, lookup)


def check_file(path: str, lookup: GameLookup = registered_game) -> Verdict:
    """Judge one transcript file (an unreadable verdict if it cannot be opened)."""
    try:
        with open(path, "rb") as fh:
            source = fh.read()
    except OSError as error:
        return unreadable_verdict(path, Unreadable(f"cannot read: {error.strerror or error}"))
    return check_source(source, path, lookup)
