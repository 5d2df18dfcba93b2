"""Verdicts as the spec prints them: one text line, or one JSON Lines object, per file."""

from __future__ import annotations

import json
from typing import Any

from printkit.referee.verdict import Verdict


def _scores(scores: Any) -> str:
    return ", ".join(f"{seat} {points}" for seat, points in scores.items())


def _winners(verdict: Verdict) -> str:
    if not verdict.winners:
        return ""
    if len(verdict.winners) == 1:
        how = f" {verdict.tie_break}" if verdict.tie_break else ""
        return f" ({verdict.winners[0]} wins{how})"
    names = verdict.winners
    together = f"{', '.join(names[:-1])} and {names[-1]}"
    if verdict.side:
        return f" ({verdict.side} wins with {together})"
    return f" ({together} share the win)"


def text_line(verdict: Verdict) -> str:
    """The verdict line, e.g. 'b.yaml:37: illegal at turn 14 (black "c4, e9"): ... [rule]'."""
    if verdict.verdict == "legal":
        if not verdict.finished:
            return f"{verdict.file}: legal, unfinished"
        return f"{verdict.file}: legal, finished: {_scores(verdict.scores or {})}{_winners(verdict)}"
    if verdict.verdict == "unreadable":
        where = verdict.file
        if verdict.line is not None:
            where += f":{verdict.line}"
            if verdict.column is not None:
                where += f":{verdict.column}"
        return f"{where}: unreadable: {verdict.message}"
    where = verdict.file if verdict.line is None else f"{verdict.file}:{verdict.line}"
    at = []
    if verdict.round is not None:
        at.append(f"round {verdict.round}")
    if verdict.turn is not None:
        at.append(f"turn {verdict.turn}")
    head = "illegal"
    if at:
        head += " at " + ", ".join(at)
    if verdict.turn is not None and verdict.seat is not None:
        head += f' ({verdict.seat} "{verdict.action}")'
    return f"{where}: {head}: {verdict.message} [{verdict.rule}]"


def json_object(verdict: Verdict) -> dict[str, Any]:
    """The verdict as the spec's JSON Lines object (``round``/``round_scores`` only for round games)."""
    out: dict[str, Any] = {
        "file": verdict.file,
        "game": verdict.game,
        "verdict": verdict.verdict,
        "finished": verdict.finished,
    }
    if verdict.has_rounds:
        out["round"] = verdict.round
    out.update(
        turn=verdict.turn,
        line=verdict.line,
        column=verdict.column,
        seat=verdict.seat,
        action=verdict.action,
        rule=verdict.rule,
        message=verdict.message,
        scores=dict(verdict.scores) if verdict.scores is not None else None,
    )
    if verdict.has_rounds:
        out["round_scores"] = (
            [dict(r) for r in verdict.round_scores] if verdict.round_scores is not None else None
        )
    return out


def json_line(verdict: Verdict) -> str:
    """One JSON Lines record."""
    return json.dumps(json_object(verdict), ensure_ascii=False)
