"""Verdicts as the spec prints them: one text line, or one JSON Lines object, per file.

Every verdict is one line whatever the file holds: the text line escapes control characters
and line breaks (``limits.one_line``), and JSON escapes them itself. A file name that is not
UTF-8 (Python holds its bytes as surrogate escapes) is written with each such byte as ``\\xNN``,
in the text line and in JSON alike, so JSON Lines are always valid UTF-8.
"""

from __future__ import annotations

import json
import os
from typing import Any

from printkit.core.limits import SHOWN_TEXT_CHARS, one_line
from printkit.referee.verdict import Verdict

TURN_TEXT_CHARS = SHOWN_TEXT_CHARS  # characters of a turn's text the verdict line quotes
# JSON leaves these as they are, but Python's str.splitlines and some editors break lines at them.
_LINE_BREAKS = {"\x85": "\\u0085", "\u2028": "\\u2028", "\u2029": "\\u2029"}


def file_name(path: str) -> str:
    """A file name as valid Unicode: bytes that are not UTF-8 (surrogate escapes) written as \\xNN."""
    if path.isascii():
        return path
    try:
        return os.fsencode(path).decode("utf-8", "backslashreplace")
    except UnicodeEncodeError:  # a lone surrogate that no file system byte became
        return path.encode("utf-8", "backslashreplace").decode("utf-8")


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


def _turn_text(text: str | None) -> str:
    if text is None or len(text) <= TURN_TEXT_CHARS:
        return f'"{text}"'
    return f'"{text[:TURN_TEXT_CHARS]}...", {len(text):,} characters'


def text_line(verdict: Verdict) -> str:
    """The verdict line, e.g. 'b.yaml:37: illegal at turn 14 (black "c4, e9"): ... [rule]', always one line."""
    return one_line(_text_line(verdict))


def _text_line(verdict: Verdict) -> str:
    file = file_name(verdict.file)
    if verdict.verdict == "legal":
        if not verdict.finished:
            return f"{file}: legal, unfinished"
        return f"{file}: legal, finished: {_scores(verdict.scores or {})}{_winners(verdict)}"
    if verdict.verdict == "error":
        return f"{file}: error: {verdict.message}"
    if verdict.verdict == "unreadable":
        where = file
        if verdict.line is not None:
            where += f":{verdict.line}"
            if verdict.column is not None:
                where += f":{verdict.column}"
        return f"{where}: unreadable: {verdict.message}"
    where = file if verdict.line is None else f"{file}:{verdict.line}"
    at = []
    if verdict.round is not None:
        at.append(f"round {verdict.round}")
    if verdict.turn is not None:
        at.append(f"turn {verdict.turn}")
    head = "illegal"
    if at:
        head += " at " + ", ".join(at)
    if verdict.turn is not None and verdict.seat is not None:
        head += f" ({verdict.seat} {_turn_text(verdict.action)})"
    return f"{where}: {head}: {verdict.message} [{verdict.rule}]"


def json_object(verdict: Verdict) -> dict[str, Any]:
    """The verdict as the spec's JSON Lines object (``round``/``round_scores`` only for round games)."""
    out: dict[str, Any] = {
        "file": file_name(verdict.file),
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
    """One JSON Lines record: one line (every line break inside a value escaped), valid Unicode."""
    line = json.dumps(json_object(verdict), ensure_ascii=False)
    if not line.isprintable():  # control characters are escaped by JSON; these three are not
        for char, escaped in _LINE_BREAKS.items():
            line = line.replace(char, escaped)
    return line
