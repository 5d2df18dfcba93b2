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
from typing import Any, NamedTuple

from printkit.core.limits import MAX_NUMBER_CHARS
from printkit.games.parts import ActionSyntax, alternatives
from printkit.referee.errors import NotationError


class Roll(NamedTuple):
    """The mover's die throw."""

    n: int


class Square(NamedTuple):
    """Where a cube ends up: a square's name as the board prints it."""

    name: str


class Duel(NamedTuple):
    """A duel's two throws, as (seat, throw) pairs in the order written."""

    throws: tuple[tuple[str, int], tuple[str, int]]


class Face(NamedTuple):
    """The face a beaten Defender's cube now shows."""

    n: int


class Out(NamedTuple):
    """A seat knocked out of the game."""

    seat: str


class Eggs(NamedTuple):
    """The eggs the Defender takes from the nest."""

    n: int


class Pass(NamedTuple):
    """A waiting Attacker's turn, in which it does nothing."""


PASS = Pass()
Action = Roll | Square | Duel | Face | Out | Eggs | Pass

_THROW = rf"([0-9]{{1,{MAX_NUMBER_CHARS}}})"
_DUEL = re.compile(rf"duel\s+([A-F])\s*{_THROW}\s+([A-F])\s*{_THROW}")
_SQUARE = re.compile(r"[A-Za-z][A-Za-z0-9]{0,7}")  # the board names its squares; rules check them


def _number(token: str, word: str) -> int:
    """The whole number after word; whether it is one the rules allow is theirs to say."""
    rest = token[len(word) :].strip()
    if not rest.isdigit() or not rest.isascii():
        raise NotationError(f"{token!r}: expected '{word} N' with N a whole number", token)
    if len(rest) > MAX_NUMBER_CHARS:
        raise NotationError(f"{token!r}: a number of more than {MAX_NUMBER_CHARS} digits", token)
    return int(rest)


def parse_action(token: str) -> Action:
    """Return the action written in one comma-separated piece of a turn (spaces already normalised)."""
    if _SQUARE.fullmatch(token) and token != "pass":
        return Square(token)
    head = token.split(" ", 1)[0]
    if head == "roll":
        return Roll(_number(token, "roll"))
    if head == "duel":
        m = _DUEL.fullmatch(token)
        if not m:
            raise NotationError(f"{token!r}: expected 'duel P n Q m', e.g. 'duel C3 A5'", token)
        return Duel(((m.group(1), int(m.group(2))), (m.group(3), int(m.group(4)))))
    if head == "face":
        return Face(_number(token, "face"))
    if head == "eggs":
        return Eggs(_number(token, "eggs"))
    if token == "pass":
        return PASS
    if len(token) >= 5 and token[0] in "ABCDEF" and token[1:].strip() == "out":
        return Out(token[0])
    raise NotationError(
        f"{token!r} is not an Antheap action (roll N, a square, duel P n Q m, face N, P out, eggs N, pass)",
        token,
    )


def format_action(action: Action) -> str:
    """Return an action as turn text."""
    if isinstance(action, Square):
        return action.name
    if isinstance(action, Duel):
        (p, a), (q, b) = action.throws
        return f"duel {p}{a} {q}{b}"
    if isinstance(action, Out):
        return f"{action.seat} out"
    if isinstance(action, Pass):
        return "pass"
    word = {Roll: "roll", Face: "face", Eggs: "eggs"}[type(action)]
    return f"{word} {action.n}"


def format_turn(actions: list[Action]) -> str:
    """Return a turn's actions as one line."""
    return ", ".join(format_action(a) for a in actions)


def action_syntax(layout: Any) -> ActionSyntax:
    """Return what one action of a turn's text may be (squares named from the layout's board), for the transcript schema."""
    square = alternatives(layout.board.squares)
    return ActionSyntax(
        rf"(roll\s+[1-6]|{square}|duel\s+[A-F]\s*[1-6]\s+[A-F]\s*[1-6]|face\s+[1-6]|eggs\s+[0-3]|pass|[A-F]\s+out)",
        "roll 4, Ca5",
        "roll N (1-6), a square as printed on the board (such as Ab4, AX or Ar1), eggs N (0-3), "
        "duel A6 B2, face N, A out (A-F) or pass",
    )
