"""Anticipation transcripts judged by the referee framework, as a dict the tests read."""

from __future__ import annotations

from printkit.games.loaded import registered_game
from printkit.referee.fold import check_source


def run(text: str) -> dict:
    """Return the verdict of a transcript's text (verdict, turn, rule, message, finished, scores)."""
    v = check_source(text, "test.yaml", registered_game)
    return {
        "verdict": v.verdict,
        "turn": v.turn,
        "rule": v.rule,
        "message": v.message,
        "finished": v.finished,
        "scores": v.scores,
        "line": v.line,
    }
