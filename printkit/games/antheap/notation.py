"""Antheap turn text <-> actions.

A turn is one string of comma-separated actions, applied left to right:
  roll N          the mover's die throw (1-6); first in every turn but a pass
  SQ              a square named as on the board (Ab4, Ca6, AX, Br2, Dh): where a cube ends up
  duel P n Q m    a duel's two throws, each after its seat's letter: 'duel C3 A5'
  face N          the face (ants left) a beaten Defender's cube now shows
  P out           seat P is knocked out of the game
  eggs N          the eggs the Defender takes from the nest on reaching its own X
  pass            an Attacker waiting on its X (rules.arrivals: wait) does nothing
"""

from __future__ import annotations

import re

Action = tuple  # ("roll", n) | ("square", name) | ("duel", ((seat, n), (seat, n))) | ("face", n)
#                 | ("out", seat) | ("eggs", n) | ("pass",)

_DUEL = re.compile(r"duel\s+([A-F])\s*([1-6])\s+([A-F])\s*([1-6])")
_SQUARE = re.compile(r"[A-Za-z][A-Za-z0-9]{0,7}")  # the board names its squares; rules check them
_SPACES = re.compile(r"\s+")


class NotationError(ValueError):
    """A piece of turn text that is not an Antheap action."""

    def __init__(self, token: str, message: str):
        super().__init__(message)
        self.token = token
        self.message = message


def _number(token: str, word: str, low: int, high: int) -> int:
    rest = token[len(word) :].strip()
    if not rest.isdigit() or not rest.isascii():
        raise NotationError(token, f"{token!r}: expected '{word} N' with N a number")
    value = int(rest)
    if not low <= value <= high:
        raise NotationError(token, f"{token!r}: {word} must be {low}-{high}")
    return value


_ROLLS = {f"roll {n}": ("roll", n) for n in range(1, 7)}  # the commonest action, looked up whole


def parse_action(token: str) -> Action:
    """Return the action written in one comma-separated piece of a turn."""
    roll = _ROLLS.get(token)
    if roll is not None:
        return roll
    if _SQUARE.fullmatch(token) and token != "pass":
        return ("square", token)
    head = token.split(" ", 1)[0]
    if head == "roll":
        return ("roll", _number(token, "roll", 1, 6))
    if head == "duel":
        m = _DUEL.fullmatch(token)
        if not m:
            raise NotationError(token, f"{token!r}: expected 'duel P n Q m', e.g. 'duel C3 A5'")
        return ("duel", ((m.group(1), int(m.group(2))), (m.group(3), int(m.group(4)))))
    if head == "face":
        return ("face", _number(token, "face", 1, 6))
    if head == "eggs":
        return ("eggs", _number(token, "eggs", 0, 3))
    if token == "pass":
        return ("pass",)
    if len(token) >= 5 and token[0] in "ABCDEF" and token[1:].strip() == "out":
        return ("out", token[0])
    raise NotationError(
        token,
        f"{token!r} is not an Antheap action (roll N, a square, duel P n Q m, face N, P out, eggs N, pass)",
    )


_PARSED: dict[str, tuple[tuple[str, Action], ...]] = {}
_PARSED_MAX = 100_000  # games repeat the same few thousand turn texts; the bound keeps memory flat


def parse_turn(text: str) -> tuple[tuple[str, Action], ...]:
    """Return the turn's actions with the text each was written as."""
    done = _PARSED.get(text)
    if done is None:
        done = _parse_turn(text)
        if len(_PARSED) >= _PARSED_MAX:
            _PARSED.clear()
        _PARSED[text] = done
    return done


def _parse_turn(text: str) -> tuple[tuple[str, Action], ...]:
    out = []
    for piece in text.split(","):
        token = piece.strip()
        if "  " in token or "\t" in token:
            token = _SPACES.sub(" ", token)
        if not token:
            raise NotationError(piece, "an empty action (two commas in a row, or a comma at an end)")
        out.append((token, parse_action(token)))
    return tuple(out)


def format_action(action: Action) -> str:
    """Return an action as turn text."""
    kind = action[0]
    if kind == "square":
        return action[1]
    if kind == "duel":
        (p, a), (q, b) = action[1]
        return f"duel {p}{a} {q}{b}"
    if kind == "out":
        return f"{action[1]} out"
    if kind == "pass":
        return "pass"
    return f"{kind} {action[1]}"


def format_turn(actions: list[Action]) -> str:
    """Return a turn's actions as one line."""
    return ", ".join(format_action(a) for a in actions)
