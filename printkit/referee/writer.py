"""Writing a transcript: transcript data in, YAML text out, the same way for every game.

The data is a mapping in the order its keys are written. A list or mapping of plain values is
written on one line (``[a, b]``, ``{k: v}``), and so is a list's mapping of such lists (a round of
starting throws); anything else is a block: a mapping's keys one per line, indented two spaces
under its key; a list's items one per line, each after ``- `` at its key's indentation (a list's
mapping of plain values, a turn, starts on that line: ``- black: a1, b2``). A text is written plain when every YAML reader (1.1 and 1.2) reads it back as that
same text, else double-quoted. Comments given by key path are written before the line of that
path (leading) or at its end (trailing); a path inside a one-line collection uses that line.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import yaml

Path = tuple[str | int, ...]


@dataclass
class Comments:
    """Comments to write: before a path's line, at the end of it, and after everything."""

    leading: dict[Path, list[str]] = field(default_factory=dict)
    trailing: dict[Path, list[str]] = field(default_factory=dict)
    end: list[str] = field(default_factory=list)


_BLOCK_PLAIN = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_ ,.+\-:>/()=]*")
_FLOW_PLAIN = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_ .+\->/()=]*")
_RESOLVER = yaml.resolver.Resolver()
_STR = "tag:yaml.org,2002:str"


def is_plain(text: str, flow: bool = False) -> bool:
    """Whether text may be written without quotes: YAML 1.1 and 1.2 readers both read it back as that text."""
    if not (_FLOW_PLAIN if flow else _BLOCK_PLAIN).fullmatch(text):
        return False
    if text.endswith((" ", ":")) or ": " in text or "  " in text:
        return False
    if _RESOLVER.resolve(yaml.ScalarNode, text, (True, False)) != _STR:  # type: ignore[no-untyped-call]
        return False  # a number, a boolean (also YAML 1.1's yes/no/on/off) or null
    from printkit.referee.reader import _plain_text

    return bool(_plain_text(text) == text)


def quoted(text: str) -> str:
    """A double-quoted YAML scalar for text (escapes for quotes, backslashes and unprintable characters)."""
    out = ['"']
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch.isprintable():
            out.append(ch)
        else:
            code = ord(ch)
            out.append(f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}")
    out.append('"')
    return "".join(out)


def scalar(value: Any, flow: bool = False) -> str:
    """A scalar value as YAML text."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    text = str(value)
    return text if is_plain(text, flow) else quoted(text)


def depth(value: Any) -> int:
    """How deep collections nest in value: 0 for a plain value, 1 for a list or mapping of plain values."""
    if isinstance(value, Mapping):
        return 1 + max(map(depth, value.values()), default=0)
    if isinstance(value, (list, tuple)):
        return 1 + max(map(depth, value), default=0)
    return 0


def _inline(value: Any) -> str:
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{scalar(key, True)}: {_inline(item)}" for key, item in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_inline(item) for item in value) + "]"
    return scalar(value, True)


class _Writer:
    def __init__(self) -> None:
        self.lines: list[str] = []
        self.owners: dict[Path, int] = {}  # the line each written path starts on

    def line(self, text: str, *paths: Path) -> None:
        for path in paths:
            self.owners.setdefault(path, len(self.lines))
        self.lines.append(text)

    def value(self, value: Any) -> str:
        """A value written after its key on the same line, or '' when it opens a block."""
        if isinstance(value, (Mapping, list, tuple)):
            return " " + _inline(value) if depth(value) == 1 else ""
        return " " + scalar(value)

    def mapping(self, data: Mapping[Any, Any], indent: int, path: Path, item: Path | None = None) -> None:
        pad = " " * indent
        for i, (key, value) in enumerate(data.items()):
            here = (*path, key)
            lead = pad
            owners: tuple[Path, ...] = (here,)
            if i == 0 and item is not None:  # a list item's first key shares the item's line
                lead = pad[:-2] + "- "
                owners = (item, here)
            self.line(f"{lead}{scalar(key)}:{self.value(value)}", *owners)
            if depth(value) > 1:
                if isinstance(value, Mapping):
                    self.mapping(value, indent + 2, here)
                else:
                    self.sequence(value, indent, here)

    def sequence(self, items: Sequence[Any], indent: int, path: Path) -> None:
        pad = " " * indent
        for i, item in enumerate(items):
            here = (*path, i)
            levels = depth(item)
            if isinstance(item, Mapping) and ((levels == 1 and item) or levels > 2):
                self.mapping(item, indent + 2, here, here)
            elif isinstance(item, (list, tuple)) and levels > 1:
                self.line(f"{pad}-", here)
                self.sequence(item, indent + 2, here)
            else:
                self.line(f"{pad}- {_inline(item)}", here)

    def line_of(self, path: Path) -> int:
        """The line a path is written on: its own, or that of the nearest written path above it."""
        while path and path not in self.owners:
            path = path[:-1]
        return self.owners.get(path, 0)

    def text(self, comments: Comments | None) -> str:
        if comments is None:
            return "\n".join(self.lines) + "\n"
        before: dict[int, list[str]] = {}
        after: dict[int, list[str]] = {}
        for paths, into in ((comments.leading, before), (comments.trailing, after)):
            for path, texts in paths.items():
                into.setdefault(self.line_of(path), []).extend(texts)
        out: list[str] = []
        for n, line in enumerate(self.lines):
            pad = " " * (len(line) - len(line.lstrip(" ")))
            out += [f"{pad}{text}" for text in before.get(n, ())]
            out.append("  ".join([line, *after.get(n, ())]))
        out += comments.end
        return "\n".join(out) + "\n"


def write_transcript(data: Mapping[str, Any], comments: Comments | None = None) -> str:
    """Return transcript data as YAML text, with comments placed by key path."""
    writer = _Writer()
    writer.mapping(data, 0, ())
    return writer.text(comments)
