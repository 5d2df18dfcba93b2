"""One written form of a transcript (`printkit fmt`): the same game recorded by two tools, the same bytes.

What is fixed (docs/transcripts.md, "One way to write it"):
- keys: ``game``, ``rules``, ``players``, the game's own keys in its order (``Game.written``),
  ``result``; inside a mapping, seats first in ``players`` order, then the game's words in its
  order, then any other key in natural order (``a2`` before ``a10``); ``rules`` in the order its
  options are declared. Lists keep their order: it is the game.
- layout: a mapping or list of plain values on one line (``[12, 7]``, ``{c3: 3}``); a list's
  mapping of lists on one line (a round of starting throws); everything else a block, two
  spaces a level, a list's ``- `` at its key's indentation.
- texts: plain unless a YAML reader would read them as something else, then double-quoted.
- turns: each action as the game's notation writes it (``Game.write_turn``), ``, `` between.
- comments: kept, each before the line of the key or turn it stood before, or at the end of
  the line it ended. Blank lines go.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable
from dataclasses import fields, is_dataclass
from typing import Any

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from printkit.referee.errors import Illegal, Unreadable
from printkit.referee.fold import read_record, replay
from printkit.referee.game import Game
from printkit.referee.reader import Document, read_transcript
from printkit.referee.step import Path
from printkit.referee.writer import Comments, write_transcript

FIRST = ("game", "rules", "players")
LAST = ("result",)
_BREAK = re.compile(r"\r\n|\r|\n|\x85|\u2028|\u2029")  # line breaks as libyaml counts them


def _natural(key: str) -> tuple[Any, ...]:
    return tuple(
        (0, int(part), "") if part.isdigit() else (1, 0, part) for part in re.findall(r"\d+|\D+", key)
    )


def _as_text(value: Any) -> str:
    """A turn's value as the rules read it (a number or nothing YAML read is still the text written)."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _matches(path: Path, pattern: tuple[str, ...]) -> bool:
    return len(path) == len(pattern) and all(p == "*" or p == part for p, part in zip(pattern, path))


class _Shaper:
    def __init__(self, data: dict[str, Any], game: Game[Any] | None, kept: Path | None = None):
        self.kept = kept  # the turn that breaks a rule: left as written (check echoes its text)
        self.game = game
        players = data.get("players")
        self.seats = [str(p) for p in players] if isinstance(players, list) else []
        words = game.written if game is not None else ()
        self.rank = {key: i for i, key in enumerate((*FIRST, *words, *LAST))}
        options = game.options_type if game is not None else None
        self.options = [f.name for f in fields(options)] if options and is_dataclass(options) else []
        self.turn_lists = game.turn_lists if game is not None else ()

    def order(self, mapping: dict[str, Any], path: Path) -> list[str]:
        keys = list(mapping)
        if path == ("rules",):
            known = [k for k in self.options if k in mapping]
            return known + sorted((k for k in keys if k not in self.options), key=_natural)
        seats = [s for s in self.seats if s in mapping] if path else []
        rest = [k for k in keys if k not in seats]
        ranked = sorted((k for k in rest if k in self.rank), key=self.rank.__getitem__)
        return seats + ranked + sorted((k for k in rest if k not in self.rank), key=_natural)

    def is_turn_list(self, path: Path) -> bool:
        return any(_matches(path, pattern) for pattern in self.turn_lists)

    def shape(self, value: Any, path: Path) -> Any:
        if isinstance(value, dict):
            return {key: self.shape(value[key], (*path, key)) for key in self.order(value, path)}
        if isinstance(value, list):
            if self.is_turn_list(path) and self.game is not None:
                return [self.turn(v, (*path, i)) for i, v in enumerate(value)]
            return [self.shape(v, (*path, i)) for i, v in enumerate(value)]
        return value

    def turn(self, value: Any, path: Path) -> Any:
        """A turn {seat: actions} with its actions written one way (anything else is shaped as data)."""
        assert self.game is not None
        if isinstance(value, dict) and len(value) == 1:
            ((seat, text),) = value.items()
            if not isinstance(text, (dict, list)):
                if path == self.kept:
                    return {seat: text}
                return {seat: self.game.write_turn(_as_text(text))}
        return self.shape(value, path)


def shape(data: dict[str, Any], game: Game[Any] | None, kept: Path | None = None) -> dict[str, Any]:
    """Transcript data in its written order, turns in their written form but the one at kept (the writer lays it out)."""
    shaped: dict[str, Any] = _Shaper(data, game, kept).shape(data, ())
    return shaped


def illegal_turn(data: dict[str, Any], game: Game[Any]) -> Path | None:
    """Where the turn that breaks a rule stands in the data (the verdict quotes its text as written), or None."""
    try:
        record, _ = read_record(game, data)
        for _ in replay(game, record):
            pass
    except (Unreadable, Illegal) as error:
        step = getattr(error, "step", None)
        return step.path if step is not None and step.kind == "turn" else None
    return None


# --- comments ---------------------------------------------------------------------------------
def _anchors(root: Node) -> list[tuple[int, int, Path]]:
    """Where each node starts (line, column) and its key path; a key stands for its entry."""
    out: list[tuple[int, int, Path]] = []
    todo: list[tuple[Node, Path]] = [(root, ())]
    while todo:
        node, path = todo.pop()
        out.append((node.start_mark.line, node.start_mark.column, path))
        if isinstance(node, MappingNode):
            for key, value in node.value:
                if isinstance(key, ScalarNode):
                    out.append((key.start_mark.line, key.start_mark.column, (*path, key.value)))
                    todo.append((value, (*path, key.value)))
        elif isinstance(node, SequenceNode):
            todo += [(item, (*path, i)) for i, item in enumerate(node.value)]
    out.sort(key=lambda a: (a[0], a[1], len(a[2])))
    return out


def _comments(text: str) -> list[tuple[int, int, str, bool]]:
    """Every comment: (line, column, its text from '#', whether something precedes it on its line)."""
    lines = _BREAK.split(text)
    covered: dict[int, list[tuple[int, float]]] = {}
    for token in yaml.scan(text, Loader=yaml.CSafeLoader):
        a, b = token.start_mark, token.end_mark
        if (a.line, a.column) == (b.line, b.column):
            continue
        for row in range(a.line, b.line + 1):
            lo = a.column if row == a.line else 0
            hi = b.column if row == b.line else float("inf")
            covered.setdefault(row, []).append((lo, hi))
    out = []
    for n, line in enumerate(lines):
        inside = _inside_tokens(covered.get(n, []))
        for col, ch in enumerate(line):
            if ch != "#" or (col and line[col - 1] not in " \t") or inside(col):
                continue
            out.append((n, col, line[col:].rstrip(), bool(line[:col].strip())))
            break
    return out


def _inside_tokens(spans: list[tuple[int, float]]) -> Callable[[int], bool]:
    """Return whether a column lies in one of a row's token spans [lo, hi), by bisection (a row may hold 100,000)."""
    spans = sorted(spans)
    starts = [lo for lo, _ in spans]
    reach: list[float] = []  # the furthest end of the spans starting at or before each one
    for _, hi in spans:
        reach.append(max(hi, reach[-1]) if reach else hi)

    def inside(col: int) -> bool:
        k = bisect_right(starts, col)
        return bool(k) and reach[k - 1] > col

    return inside


def comments_of(doc: Document, text: str) -> Comments:
    """The file's comments, each tied to the key path of the line it ends or the line it stands before."""
    anchors = _anchors(doc.root)
    places = [(a[0], a[1]) for a in anchors]  # sorted, as anchors are: found by bisection
    lines = [a[0] for a in anchors]
    starting: dict[int, Path] = {}  # a line's deepest key path under its first anchor, once per line
    found = Comments()
    for line, col, body, trailing in _comments(text):
        if trailing:
            k = bisect_left(places, (line, col))  # the last anchor before the comment
            path = anchors[k - 1][2] if k else ()
            found.trailing.setdefault(path, []).append(body)
            continue
        k = bisect_right(lines, line)  # the first anchor on a later line
        if k == len(anchors):
            found.end.append(body)
            continue
        if lines[k] not in starting:
            first = anchors[k][2]
            same = anchors[k : bisect_right(lines, lines[k])]
            inside = [a[2] for a in same if a[2][: len(first)] == first]
            starting[lines[k]] = max(inside, key=len)
        found.leading.setdefault(starting[lines[k]], []).append(body)
    return found


def _decode(source: str | bytes) -> str:
    if isinstance(source, bytes):
        try:
            return source.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise Unreadable(f"not UTF-8 text (byte {error.start})") from None
    return source


def format_source(source: str | bytes, game_of: Any = None) -> str:
    """A transcript's text in its written form, comments kept; Unreadable when it is not a transcript's YAML.

    game_of(name) returns the game whose notation the turns are written in (None: data only).
    """
    text = _decode(source)
    doc = read_transcript(text)
    if not isinstance(doc.data, dict):
        raise Unreadable("a transcript is a mapping with game, players, setup and turns")
    game = None
    name = doc.data.get("game")
    if game_of is not None and isinstance(name, str):
        try:
            game = game_of(name)
        except Unreadable:
            game = None
    kept = illegal_turn(doc.data, game) if game is not None else None
    return write_transcript(shape(doc.data, game, kept), comments_of(doc, text))
