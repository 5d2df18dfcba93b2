"""Where the claims of `printkit play --rule claim=by-choice` games stand in their turns, and their verdicts."""

from __future__ import annotations

from collections import Counter

from printkit.games import game_info
from printkit.games.anticipation.board import board_model
from printkit.games.anticipation.notation import Barrier, Claim, Home, Move, Queen, Roll, parse_action
from printkit.games.loaded import load_game, referee, registered_game
from printkit.referee.canonical import shape
from printkit.referee.fold import check_source
from printkit.referee.options import read_options
from printkit.referee.writer import write_transcript

POINTS = ("before a roll", "after a roll", "after a move", "after a split", "after a move home")


def _finishes() -> dict[str, set[str]]:
    model = board_model(load_game("anticipation"))
    return {c: {model.name(f) for f in squares} for c, squares in model.finishes.items()}


def points_of(colour: str, text: str, finishes: dict[str, set[str]]) -> list[str]:
    """The point of each claim in one turn's text, by the action before it (claims skipped)."""
    out: list[str] = []
    before: object = None
    for token in text.split(", "):
        action = parse_action(token)
        if not isinstance(action, Claim):
            before = action
            continue
        if before is None:
            out.append("before a roll")
        elif isinstance(before, Roll):
            out.append("after a roll")
        elif isinstance(before, Barrier):
            out.append("after a Barrier")
        elif isinstance(before, (Queen, Home)) or (
            isinstance(before, Move) and before.dst in finishes[colour]
        ):
            out.append("after a move home")
        elif isinstance(before, Move):
            out.append("after a split" if before.via is not None else "after a move")
    return out


def sweep(seeds: range) -> tuple[Counter[str], list[str]]:
    """Play each seed by claim: by-choice; return the claims counted by point and the games not judged legal."""
    game = referee("anticipation")
    options = read_options(game.options_type, game.default_options, {"claim": "by-choice"})
    player = game_info("anticipation").player
    assert player is not None
    finishes = _finishes()
    points: Counter[str] = Counter()
    bad: list[str] = []
    for seed in seeds:
        data = player(seed, None, options=options, game=game)
        text = write_transcript(shape(data, game))
        verdict = check_source(text, f"seed-{seed}.yaml", registered_game)
        if verdict.verdict != "legal" or not verdict.finished:
            bad.append(f"seed {seed}: {verdict.verdict} {verdict.message}")
        for turn in data["turns"]:
            ((colour, said),) = turn.items()
            points.update(points_of(colour, str(said), finishes))
    return points, bad
