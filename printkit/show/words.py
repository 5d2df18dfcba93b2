"""The replay page's words in the language asked for (printkit replay --lang): a step's label and the verdict.

English says them as printkit show and printkit check do (the view's label, check's line); another
language fills its words (layouts/text/common.<lang>.yaml, replay:). Seat names, the record's turns
and the referee's rule names and messages stay as written.
"""

from __future__ import annotations

from printkit.core.limits import clipped
from printkit.layout.words import Language, ReplayWords, common_text, fill
from printkit.show.frame import verdict_words
from printkit.show.view import Replayed, View


def replay_words(lang: Language) -> ReplayWords:
    """Return the replay page's own words in lang."""
    return common_text(lang).replay


def step_label(view: View, words: ReplayWords) -> str:
    """Return what a view shows, in the page's language: 'after turn 12 (black: a1, b2)', '2판: 점수'."""
    if words.lang == "en":
        return view.label()
    step = view.step
    if step is None:
        return words.last_shown if view.fault else words.setup
    head = fill(words.round, round=step.round) if step.round is not None else ""
    if step.kind == "turn":
        said = {"head": head, "turn": step.turn, "seat": step.seat, "text": clipped(step.text or "")}
        return fill(words.illegal_turn if view.fault else words.turn, **said)
    what = fill(words.deal if step.kind == "round" else words.round_scores, round=step.round)
    return fill(words.illegal_step, what=what) if view.fault else what


def verdict_line(replay: Replayed, words: ReplayWords) -> str:
    """Return the verdict under the page's title, in the page's language."""
    if words.lang == "en":
        return verdict_words(replay)
    v = replay.verdict
    where = fill(words.line, line=v.line) if v.line is not None else ""
    if v.verdict == "legal":
        if not v.finished:
            return words.legal_unfinished
        scores = ", ".join(f"{seat} {points}" for seat, points in (v.scores or {}).items())
        won = fill(words.winner, seats=", ".join(v.winners)) if v.winners else ""
        return fill(words.legal, scores=scores) + won
    if v.verdict == "illegal":
        return fill(words.illegal_at, where=where, message=v.message or "", rule=v.rule or "")
    return fill(words.unreadable, where=where, message=v.message or "")
