"""A small transcript driver for Antheap tests: envelope, options, the fold, the result check."""

from __future__ import annotations

import dataclasses
from typing import Any

import yaml

from printkit.games.antheap.options import RuleOptions
from printkit.games.antheap.rules import apply_turn, setup
from printkit.layout import load_game
from printkit.referee.errors import Illegal, Unreadable

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
ENVELOPE = {"game", "rules", "players", "setup", "turns", "result"}


def _options(data: Any) -> RuleOptions:
    layout = load_game("antheap")
    if data is None:
        return layout.rules
    if not isinstance(data, dict):
        raise Unreadable("expected a mapping", ("rules",))
    names = {f.name for f in dataclasses.fields(RuleOptions)}
    for key in data:
        if key not in names:
            raise Unreadable("unknown rule option", ("rules", key), at_key=True)
    return dataclasses.replace(layout.rules, **data)


def run(text: str) -> dict:
    """Return the verdict of a transcript's text as a dict (verdict, turn, rule, finished, scores)."""
    try:
        data = yaml.load(text, Loader=_Loader)
    except yaml.YAMLError:
        return {"verdict": "unreadable", "turn": None, "rule": None, "finished": False}
    try:
        if not isinstance(data, dict) or set(data) - ENVELOPE or data.get("game") != "antheap" or "setup" not in data:
            raise Unreadable("envelope")
        turns = data.get("turns") or []
        if not isinstance(turns, list) or any(not isinstance(t, dict) or len(t) != 1 for t in turns):
            raise Unreadable("turns")
        state = setup(data.get("players"), data["setup"], load_game("antheap"), _options(data.get("rules")))
    except (Unreadable, TypeError, ValueError):
        return {"verdict": "unreadable", "turn": None, "rule": None, "finished": False}
    for i, turn in enumerate(turns, 1):
        ((seat, action),) = turn.items()
        try:
            apply_turn(state, str(seat), action if isinstance(action, str) else str(action))
        except Illegal as exc:
            return {"verdict": "illegal", "turn": i, "rule": exc.rule, "message": exc.message, "finished": False}
    result = data.get("result")
    if result is not None and (not state.finished or result != state.eggs):
        return {"verdict": "illegal", "turn": None, "rule": "Scoring", "finished": state.finished}
    return {"verdict": "legal", "turn": None, "rule": None, "finished": state.finished, "scores": dict(state.eggs)}
