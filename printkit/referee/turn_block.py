"""A fast path for the bulk of a transcript: a top-level `turns:` list of plain one-line turns.

Most of a transcript is lines such as ``- red: roll 3 6, nest1-29``. Composing each into libyaml
nodes (and marks) costs more than the referee's whole fold of the turn, so such a block is read
here with one regular expression per line, and only the rest of the file goes through libyaml.

The fast path takes a block only when YAML could not read it differently: a ``turns:`` line at
column 0, then nothing but items ``- seat: text`` at one indentation (seat and text from a small
set of characters with no YAML meaning: no ``#``, quotes or indicators, no ``: ``, no ``:`` or
space at the end; text starting with a letter or digit), blank lines and comment lines, ended by the end of the file or a line at
column 0 that starts neither with ``-`` nor a space. The block's lines are then blanked out of
the text handed to libyaml, so line numbers do not move, and the reader checks that libyaml saw
``turns:`` as a top-level key with no value; anything else and the whole file goes the slow way.
Each text is resolved as the reader resolves a plain scalar (``pass`` is text, ``12`` a number).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_HEADER = "turns:"
# A text: a letter or digit, then characters with no YAML meaning inside a plain scalar in block
# context; ':' and ' ' are in the set, so the block is checked as a whole for ': ', ':' at an end of
# line and trailing spaces (one pass in C instead of a lookahead per character).
_TEXT = r"[A-Za-z0-9][A-Za-z0-9,+<>.=/()_ :-]*"
_KEY = r"[A-Za-z0-9_][A-Za-z0-9_-]*"
_LINE = re.compile(rf"(?:( *)- ({_KEY}): ({_TEXT})| *(?:#[^\n]*)?)\n")  # an item, a blank or a comment line
_LINES = re.compile(rf"(?:(?: *- {_KEY}: {_TEXT}| *(?:#[^\n]*)?)\n)*")  # as many such lines as follow
# libyaml also breaks lines at these; the block's line numbers count "\n" only, so they send a file the slow way
_OTHER_BREAKS = ("\r", "\x85", "\u2028", "\u2029")


@dataclass(frozen=True)
class TurnBlock:
    """The turns read from a block, where each stands, and the text with the block blanked out."""

    rest: str  # the source with the block's lines emptied (same line count)
    header_line: int  # 0-based line of `turns:`
    indent: int  # column of each item's "-"
    seats: tuple[str, ...]
    texts: tuple[str, ...]  # each turn's text as written (before plain-scalar resolution)
    lines: tuple[int, ...]  # 0-based line of each item
    value_columns: tuple[int, ...]  # 0-based column where each text starts

    def locate(self, path: tuple, at_key: bool) -> tuple[int, int] | None:
        """Line and column (1-based) inside the block for a path below ("turns",), as libyaml marks them."""
        if len(path) < 2:
            return None if at_key else (self.lines[0] + 1, self.indent + 1)
        i = path[1]
        if type(i) is not int or not 0 <= i < len(self.lines):
            return self.lines[0] + 1, self.indent + 1
        line = self.lines[i] + 1
        key_column = self.indent + 3
        if len(path) == 2 or path[2] != self.seats[i]:
            return line, key_column
        if at_key and len(path) == 3:
            return line, key_column
        return line, self.value_columns[i] + 1


def find_turn_block(text: str) -> TurnBlock | None:
    """Return the top-level turns block read the fast way, or None when the file must go through libyaml."""
    if text.startswith(_HEADER):
        start = 0
    else:
        start = text.find("\n" + _HEADER) + 1
        if start == 0:
            return None
    if text.find("\n" + _HEADER, start) != -1:
        return None  # a second `turns:`: libyaml reports the duplicate
    if not text.isascii() and any(c in text for c in _OTHER_BREAKS):
        return None
    if "\r" in text:
        return None
    eol = text.find("\n", start)
    if eol == -1 or text[start:eol].rstrip(" ") != _HEADER:
        return None
    header_line = text.count("\n", 0, start)
    source = text if text.endswith("\n") else text + "\n"
    pos = eol + 1
    end = _LINES.match(source, pos).end()
    if end < len(source) and source[end] in " \t-":
        return None  # a line that may belong to the block (continuation, other indent): not simple
    block = source[pos:end]
    if ":\n" in block or " \n" in block:
        return None  # a text ending in ':' (a mapping) or in spaces (dropped by YAML): the slow way
    rows = _LINE.findall(source, pos, end)  # one (indent, seat, text) per line; blank: ("", "", "")
    items = [(k, row) for k, row in enumerate(rows) if row[1]]
    if not items or len({row[0] for _, row in items}) != 1 or block.count(": ") != len(items):
        return None  # no turns, two indentations, or ': ' inside a text or a comment
    indent = len(items[0][1][0])
    first = header_line + 1
    rest = text[:pos] + "\n" * len(rows) + text[end:]
    return TurnBlock(
        rest,
        header_line,
        indent,
        tuple(row[1] for _, row in items),
        tuple(row[2] for _, row in items),
        tuple(first + k for k, _ in items),
        tuple(indent + len(row[1]) + 4 for _, row in items),
    )
