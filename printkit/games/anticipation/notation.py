"""Anticipation turn text <-> actions.

A turn is one string of comma-separated actions, applied left to right:
  roll A B           a throw of the two dice (1-6 each); every throw of the turn is written
  SRC-DST            an ant (or stack) moves from SRC to DST along one route; SRC is a square
                     name or nestK, the ant on space K (1-14) of the mover's nest
  SRC-VIA-DST        one ant splits the throw: one die's count to VIA, then back the other's
  ... attract|repel  after a move that ends on an opponent: the capture's outcome
  queen P P ...      after a move home: the captured pieces put on the Queen (e.g. 'queen B3+ R5-')
  home K K ...       after a move home or a release: the nest spaces (1-14) the mover's own ants go
                     back onto, top of the stack first (default: the lowest free spaces)
  barrier SQ         on a double: a resting Water Barrier is put on square SQ
  barrier SQ>SQ2     on a double: the Water Barrier on SQ moves to SQ2
  claim SQ [P ...]   (rules: claim: by-choice) the mover's ant on Ante-chamber corner SQ takes that
                     colour's waiting pieces: all, or those named
  call X Y           a player with no ants to play names two numbers before throwing (release rule)
  pass               a colour with nothing to play and nothing in the Ante-chamber
"""

from __future__ import annotations

import re
from typing import Any, NamedTuple

from printkit.core.limits import MAX_NUMBER_CHARS
from printkit.games.parts import ActionSyntax, alternatives, numbers
from printkit.referee.errors import NotationError


class Roll(NamedTuple):
    """A throw of the two dice."""

    a: int
    b: int


class Move(NamedTuple):
    """An ant (or stack) from src to dst, through via when one ant splits the throw; outcome of a capture."""

    src: str
    via: str | None
    dst: str
    outcome: str | None  # "attract", "repel", or None when the move ends on an empty square


class Queen(NamedTuple):
    """The captured pieces put on the Queen after a move home, as written."""

    pieces: tuple[str, ...]


class Home(NamedTuple):
    """The nest spaces (1-14) the mover's own ants coming home are put on, in order, as written."""

    spaces: tuple[int, ...]


class Barrier(NamedTuple):
    """A Water Barrier put on dst (src None: a resting one comes into play) or moved from src to dst."""

    src: str | None
    dst: str


class Claim(NamedTuple):
    """The waiting pieces an ant on an Ante-chamber corner takes (none named: all of them)."""

    square: str
    pieces: tuple[str, ...]


class Call(NamedTuple):
    """The two totals a player with no ants to play names before throwing."""

    x: int
    y: int


class Pass(NamedTuple):
    """A turn with nothing to play and nothing in the Ante-chamber."""


PASS = Pass()
Action = Roll | Move | Queen | Home | Barrier | Claim | Call | Pass

_NAME = r"[A-Za-z0-9]{1,8}"
_MOVE = re.compile(rf"({_NAME})\s*-\s*({_NAME})(?:\s*-\s*({_NAME}))?(?:\s+(attract|repel))?")
_BARRIER = re.compile(rf"barrier\s+({_NAME})(?:\s*>\s*({_NAME}))?")
_PIECE = re.compile(r"[YBGR][1-7][+-]")


def _pair(token: str, word: str) -> tuple[int, int]:
    parts = token.split()
    if len(parts) != 3 or not all(p.isascii() and p.isdigit() for p in parts[1:]):
        raise NotationError(f"{token!r}: expected '{word} A B' with two whole numbers", token)
    if any(len(p) > MAX_NUMBER_CHARS for p in parts[1:]):
        raise NotationError(f"{token!r}: a number of more than {MAX_NUMBER_CHARS} digits", token)
    return int(parts[1]), int(parts[2])


def _roll(token: str) -> Roll:
    a, b = _pair(token, "roll")
    if not (1 <= a <= 6 and 1 <= b <= 6):
        raise NotationError(f"{token!r}: a die shows 1-6", token)
    return Roll(a, b)


def parse_action(token: str) -> Action:
    """Return the action written in one comma-separated piece of a turn (spaces already normalised)."""
    head = token.split(" ", 1)[0]
    if head == "roll":
        return _roll(token)
    if head == "call":
        return Call(*_pair(token, "call"))  # any two numbers may be named; only 2-12 can be thrown
    if token == "pass":
        return PASS
    if head == "barrier":
        m = _BARRIER.fullmatch(token)
        if not m:
            raise NotationError(f"{token!r}: expected 'barrier SQ' or 'barrier SQ>SQ2'", token)
        return Barrier(None, m.group(1)) if m.group(2) is None else Barrier(m.group(1), m.group(2))
    if head == "queen":
        ids = token.split()[1:]
        bad = [p for p in ids if not _PIECE.fullmatch(p)]
        if not ids or bad:
            raise NotationError(
                f"{token!r}: expected 'queen' and pieces such as B3+ (colour letter, segment 1-7, mark)",
                token,
            )
        return Queen(tuple(ids))
    if head == "claim":
        words = token.split()[1:]
        bad = [p for p in words[1:] if not _PIECE.fullmatch(p)]
        if not words or not re.fullmatch(_NAME, words[0]) or bad:
            raise NotationError(f"{token!r}: expected 'claim SQ' or 'claim SQ' and pieces such as B3+", token)
        return Claim(words[0], tuple(words[1:]))
    if head == "home":
        numbers = token.split()[1:]
        if not numbers or not all(n.isascii() and n.isdigit() and len(n) <= 2 for n in numbers):
            raise NotationError(f"{token!r}: expected 'home' and nest spaces 1-14, such as 'home 7'", token)
        return Home(tuple(int(n) for n in numbers))
    m = _MOVE.fullmatch(token)
    if not m:
        raise NotationError(
            f"{token!r} is not an Anticipation action (roll A B, SRC-DST, "
            "SRC-VIA-DST, attract/repel, queen ..., home ..., barrier ..., claim ..., call X Y, pass)",
            token,
        )
    src, mid, last, outcome = m.groups()
    via, dst = (mid, last) if last else (None, mid)
    return Move(src, via, dst, outcome)


def format_action(action: Action) -> str:
    """Return an action as turn text."""
    if isinstance(action, Roll):
        return f"roll {action.a} {action.b}"
    if isinstance(action, Call):
        return f"call {action.x} {action.y}"
    if isinstance(action, Move):
        text = f"{action.src}-{action.via}-{action.dst}" if action.via else f"{action.src}-{action.dst}"
        return f"{text} {action.outcome}" if action.outcome else text
    if isinstance(action, Barrier):
        return f"barrier {action.src}>{action.dst}" if action.src else f"barrier {action.dst}"
    if isinstance(action, Queen):
        return "queen " + " ".join(action.pieces)
    if isinstance(action, Home):
        return "home " + " ".join(map(str, action.spaces))
    if isinstance(action, Claim):
        return " ".join(("claim", action.square, *action.pieces))
    return "pass"


def format_turn(actions: list[Action]) -> str:
    """Return a turn's actions as one line."""
    return ", ".join(format_action(a) for a in actions)


def action_syntax(layout: Any) -> ActionSyntax:
    """Return what one action of a turn's text may be (squares and nest spaces from the layout), for the transcript schema."""
    square = alternatives(layout.board.squares)
    spaces = len(layout.pieces.backs)
    place = rf"(nest{numbers(1, spaces)}|{square})"
    move = rf"{place}\s*-\s*{place}(\s*-\s*{place})?(\s+(attract|repel))?"
    return ActionSyntax(
        rf"(roll\s+[1-6]\s+[1-6]|call\s+[0-9]{{1,32}}\s+[0-9]{{1,32}}|pass"
        rf"|barrier\s+{square}(\s*>\s*{square})?|queen(\s+[YBGR][1-7][+-])+"
        rf"|home(\s+{numbers(1, spaces)})+|claim\s+{square}(\s+[YBGR][1-7][+-])*|{move})",
        "roll 5 1, nest1-33, nest2-37",
        f"roll N N, a move such as nest1-74, 42-47-44 or 75-5 attract (squares as printed on the board, "
        f"nest1-nest{spaces} your nest's spaces), queen R1+, home 7, barrier a16 or barrier a16>24, call 5 9, claim a5 or pass",
    )
