"""Turns, the same in every game: the envelope's turns list read into Steps, a turn's text split
into actions (each piece of text parsed once), and a cursor the rules take a turn's actions from.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

from printkit.core.limits import excerpt
from printkit.referee.errors import Illegal, NotationError, Unreadable
from printkit.referee.game import check_action_length
from printkit.referee.step import Path, Step

A = TypeVar("A")
B = TypeVar("B")
CACHE_LIMIT = 20_000  # pieces of turn text remembered per game: garbage input must not grow it forever

Message = str | Callable[[], str]  # a message, or a function writing it only when a rule is broken


def read_turns(raw: object, example: str, path: Path = (), round: int | None = None) -> tuple[Step, ...]:
    """Return a `turns:` list as Steps, numbered from 1; Unreadable when a turn is not {seat: "actions"}.

    example is the game's own sample of a turn's text, for the message; path is where the list's
    parent stands (a round, in a game played in rounds), and round its number.
    """
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise Unreadable("expected a list of turns", (*path, "turns"))
    steps = []
    for i, item in enumerate(raw):
        where = (*path, "turns", i)
        if type(item) is not dict or len(item) != 1:
            raise Unreadable("a turn is one mapping {seat: actions}", where)
        ((seat, value),) = item.items()
        if type(value) is not str:
            if isinstance(value, (list, dict)):
                raise Unreadable(f"a turn's actions are one text: '{example}'", (*where, seat))
            value = _as_text(value)
        steps.append(Step("turn", where, str(seat), value, round, i + 1))
    return tuple(steps)


def _as_text(value: object) -> str:
    """A turn's value that YAML read as a number or nothing, as written (the game's rules reject it)."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


_TURN_LINE = re.compile(r"\s*-\s+[^\s:#]+:\s")  # a turn's line in a transcript: "- seat: ..."


def colon_hint(line: str, column: int) -> str | None:
    """Return a hint for a colon that YAML read as a key inside a turn's text (line and its 0-based column), or None.

    `- D: roll 5, eggs: 3` is not YAML (a second key on one line): the slip is the colon after
    "eggs". A number before the colon is a value prefix a notation may take (`2:c3>d3`), which takes no space.
    """
    head = _TURN_LINE.match(line)
    if head is None or column < head.end() or line[column : column + 1] != ":":
        return None
    found = re.search(r"([^\s,:]+)\s*$", line[:column])
    if found is None:
        return None
    word = found.group(1)
    rest = line[column + 1 :].split(",", 1)[0].split("#", 1)[0].strip()
    if word.isdigit():
        fix = f"write '{word}:{rest}', with no space after the colon"
    else:
        fix = f"write '{f'{word} {rest}'.strip()}', without the colon"
    return f"a colon and a space inside a turn ('{f'{word}: {rest}'.strip()}') start a YAML key: {fix}"


class TurnParser(Generic[A]):
    """Splits turn texts into a game's actions with its parse_action, remembering each piece of text seen.

    example is the game's own sample of a turn's text, for the message on an empty turn.
    """

    def __init__(self, parse_action: Callable[[str], A], example: str = ""):
        self.parse_action = parse_action
        self.example = example
        self.known: dict[str, tuple[str, A]] = {}

    def parse(self, text: str) -> list[tuple[str, A]]:
        """Return a turn's actions in order, each with its text: commas separate them, runs of spaces count as one."""
        known = self.known
        items = []
        for piece in text.split(","):
            item = known.get(piece)
            if item is None:
                token = " ".join(piece.split())
                if not token:
                    if not text.strip():
                        sample = f", e.g. '{self.example}'" if self.example else ""
                        raise NotationError(f"the turn is empty: write its actions after the seat{sample}")
                    raise NotationError("an empty action (two commas in a row, or a comma at an end)")
                check_action_length(token)
                item = (token, self._parse(token))
                if len(known) < CACHE_LIMIT:
                    known[piece] = item
            items.append(item)
        return items

    def _parse(self, token: str) -> A:
        """parse_action, with a hint when the piece reads once a colon in it is left out ('eggs:3')."""
        try:
            return self.parse_action(token)
        except NotationError as error:
            if ":" not in token:
                raise
            plain = " ".join(token.replace(":", " ").split())
            try:
                self.parse_action(plain)
            except NotationError:
                raise error from None
            raise NotationError(f"{token!r}: write '{plain}', without the colon", token) from None


def _text(message: Message) -> str:
    return message if isinstance(message, str) else message()


class Turn(Generic[A]):
    """One turn's actions, taken in order by the rules (``kinds``: the class of each, then None)."""

    __slots__ = ("i", "items", "kinds")

    def __init__(self, items: Sequence[tuple[str, A]]):
        self.items = items
        self.kinds: list[type | None] = [action.__class__ for _, action in items]
        self.kinds.append(None)
        self.i = 0

    def peek(self, ahead: int = 0) -> type | None:
        """The class of the action ``ahead`` places after the next one (0: the next), or None past the end."""
        i = self.i + ahead
        return self.kinds[i] if i < len(self.kinds) else None

    def take(self, kind: type[B], rule: str, what: Message) -> tuple[str, B]:
        """Return the next action and its text; Illegal under rule unless it is a kind (what names it)."""
        if self.i >= len(self.items):
            raise Illegal(rule, f"the turn stops too early: expected {_text(what)}")
        token, action = self.items[self.i]
        if not isinstance(action, kind):
            raise Illegal(rule, f"expected {_text(what)}, found {excerpt(token)}", action=token)
        self.i += 1
        return token, action

    def end(self, rule: str, why: Message) -> None:
        """Illegal under rule if an action is left after the turn has ended (why says how it ended)."""
        if self.i < len(self.items):
            token = self.items[self.i][0]
            raise Illegal(rule, f"{excerpt(token)} after the end of the turn ({_text(why)})", action=token)
