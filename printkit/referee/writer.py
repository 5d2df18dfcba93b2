"""Writing a transcript: transcript data in, YAML text out, the same way for every game.

The data is a mapping in the order its keys are written. A mapping or list is written as a block
(a mapping's keys one per line, indented under its key; a list's items one per line, each after
``- `` at its key's indentation); `Flow` writes a list or mapping on one line (``[a, b]``,
``{k: v}``), and `Indented` writes a list's items each on one line, indented under its key.
Texts are written as they are: players write only texts YAML reads back as the same text.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Flow:
    """A list or mapping written on one line: ``[a, b]`` or ``{k: v}``."""

    value: Sequence[Any] | Mapping[Any, Any]


@dataclass(frozen=True)
class Indented:
    """A list whose items are each written on one line, indented under its key."""

    items: Sequence[Any]


def write_transcript(data: Mapping[str, Any]) -> str:
    """Return transcript data as YAML text."""
    lines: list[str] = []
    _mapping(data, 0, lines)
    return "\n".join(lines) + "\n"


def _inline(value: Any) -> str:
    if isinstance(value, Flow):
        value = value.value
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{key}: {_inline(item)}" for key, item in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_inline(item) for item in value) + "]"
    return str(value)


def _mapping(data: Mapping[Any, Any], indent: int, lines: list[str]) -> None:
    pad = " " * indent
    for key, value in data.items():
        if isinstance(value, Mapping):
            lines.append(f"{pad}{key}:")
            _mapping(value, indent + 2, lines)
        elif isinstance(value, (list, tuple)):
            lines.append(f"{pad}{key}:")
            _sequence(value, indent, lines)
        elif isinstance(value, Indented):
            lines.append(f"{pad}{key}:")
            lines += [f"{pad}  - {_inline(item)}" for item in value.items]
        else:
            lines.append(f"{pad}{key}: {_inline(value)}")


def _sequence(items: Sequence[Any], indent: int, lines: list[str]) -> None:
    pad = " " * indent
    for item in items:
        if isinstance(item, Mapping):
            first = len(lines)
            _mapping(item, indent + 2, lines)
            lines[first] = f"{pad}- {lines[first][indent + 2 :]}"
        else:
            lines.append(f"{pad}- {_inline(item)}")
