"""Anticipation turn text <-> actions.

A turn is one string of comma-separated actions, applied left to right:
  roll A B           a throw of the two dice (1-6 each); every throw of the turn is written
  SRC-DST            an ant (or stack) moves from SRC to DST along one route; SRC is a square
                     name or nestK, the ant on space K (1-14) of the mover's nest
  SRC-VIA-DST        one ant splits the throw: one die's count to VIA, then back the other's
  ... attract|repel  after a move that ends on an opponent: the capture's outcome
  queen P P ...      after a move home: the captured pieces put on the Queen (e.g. 'queen B3+ R5-')
  barrier SQ         on a double: a resting Water Barrier is put on square SQ
  barrier SQ>SQ2     on a double: the Water Barrier on SQ moves to SQ2
  call X Y           a player with no ants to play names two totals before throwing (release rule)
  pass               a colour with nothing to play and nothing in the Ante-chamber
"""

from __future__ import annotations

import re
from typing import Any

Action = tuple  # ("roll", a, b) | ("move", src, via, dst, outcome) | ("queen", ids) | ("barrier", from, to)
#                 | ("call", x, y) | ("pass",)

_NAME = r"[A-Za-z0-9]{1,8}"
_MOVE = re.compile(rf"({_NAME})\s*-\s*({_NAME})(?:\s*-\s*({_NAME}))?(?:\s+(attract|repel))?")
_BARRIER = re.compile(rf"barrier\s+({_NAME})(?:\s*>\s*({_NAME}))?")
_PIECE = re.compile(r"[YBGR][1-7][+-]")
_SPACES = re.compile(r"\s+")
_CACHE: dict[str, Action] = {}


class NotationError(ValueError):
    """A piece of turn text that is not an Anticipation action."""

    def __init__(self, token: str, message: str):
        super().__init__(message)
        self.token = token
        self.message = message


def _pair(token: str, word: str, low: int, high: int) -> tuple[int, int]:
    parts = token.split()
    if len(parts) != 3 or not all(p.isascii() and p.isdigit() for p in parts[1:]):
        raise NotationError(token, f"{token!r}: expected '{word} A B' with two numbers")
    a, b = int(parts[1]), int(parts[2])
    if not (low <= a <= high and low <= b <= high):
        raise NotationError(token, f"{token!r}: each number must be {low}-{high}")
    return a, b


def parse_action(token: str) -> Action:
    """Return the action written in one comma-separated piece of a turn."""
    found = _CACHE.get(token)
    if found is not None:
        return found
    head = token.split(" ", 1)[0]
    if head == "roll":
        action: Action = ("roll", *_pair(token, "roll", 1, 6))
    elif head == "call":
        action = ("call", *_pair(token, "call", 2, 12))
    elif token == "pass":
        action = ("pass",)
    elif head == "barrier":
        m = _BARRIER.fullmatch(token)
        if not m:
            raise NotationError(token, f"{token!r}: expected 'barrier SQ' or 'barrier SQ>SQ2'")
        action = ("barrier", None, m.group(1)) if m.group(2) is None else ("barrier", m.group(1), m.group(2))
    elif head == "queen":
        ids = token.split()[1:]
        bad = [p for p in ids if not _PIECE.fullmatch(p)]
        if not ids or bad:
            raise NotationError(
                token,
                f"{token!r}: expected 'queen' and pieces such as B3+ (colour letter, segment 1-7, mark)",
            )
        action = ("queen", tuple(ids))
    else:
        m = _MOVE.fullmatch(token)
        if not m:
            raise NotationError(
                token,
                f"{token!r} is not an Anticipation action (roll A B, SRC-DST, "
                "SRC-VIA-DST, attract/repel, queen ..., barrier ..., call X Y, pass)",
            )
        src, mid, last, outcome = m.groups()
        via, dst = (mid, last) if last else (None, mid)
        action = ("move", src, via, dst, outcome)
    if len(_CACHE) < 50_000:
        _CACHE[token] = action
    return action


_PIECES: dict[str, tuple[str, Action]] = {}  # a comma-separated piece as written -> (its token, action)
_PIECE_LIMIT = 50_000  # bounded: garbage input must not grow the caches forever


def _piece(piece: str) -> tuple[str, Action]:
    token = piece.strip()
    action = _CACHE.get(token)  # cached tokens are already normalised and non-empty
    if action is None:
        if "  " in token or "\t" in token:
            token = _SPACES.sub(" ", token)
        if not token:
            raise NotationError(piece, "an empty action (two commas in a row, or a comma at an end)")
        action = parse_action(token)
    if len(_PIECES) < _PIECE_LIMIT:
        _PIECES[piece] = (token, action)
    return token, action


def parse_turn_kinds(text: str) -> tuple[list[tuple[str, Action]], list[str | None]]:
    """Return the turn's actions with the text each was written as, and the kind of each action."""
    pieces = text.split(",")
    items: list[Any] = list(map(_PIECES.get, pieces))  # a piece seen before costs no Python call
    if None in items:
        items = [item or _piece(p) for item, p in zip(items, pieces)]
    return items, [action[0] for _, action in items]


def parse_turn(text: str) -> list[tuple[str, Action]]:
    """Return the turn's actions with the text each was written as."""
    return parse_turn_kinds(text)[0]


def clear_caches() -> None:
    """Forget every piece of turn text parsed so far (tests compare cold and warm parsing)."""
    _CACHE.clear()
    _PIECES.clear()


def format_action(action: Action) -> str:
    """Return an action as turn text."""
    kind = action[0]
    if kind in ("roll", "call"):
        return f"{kind} {action[1]} {action[2]}"
    if kind == "move":
        _, src, via, dst, outcome = action
        text = f"{src}-{via}-{dst}" if via else f"{src}-{dst}"
        return f"{text} {outcome}" if outcome else text
    if kind == "barrier":
        return f"barrier {action[1]}>{action[2]}" if action[1] else f"barrier {action[2]}"
    if kind == "queen":
        return "queen " + " ".join(action[1])
    return "pass"


def format_turn(actions: list[Action]) -> str:
    """Return a turn's actions as one line."""
    return ", ".join(format_action(a) for a in actions)
