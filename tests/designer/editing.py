"""The designer tests' helpers: the game whose copy they change, a copy's file changed in one place, a key's
line found by its path, and the one-line errors it gets."""

from __future__ import annotations

import re
from pathlib import Path

from tests.samples import one, with_part

# The designer's deck (README's walk-through): a game whose kit has cards and their tuck box, sized from them.
DECK = one([g for g in with_part("tuck-box") if g in with_part("cards")], "designer")


def change(path: Path, old: str, new: str) -> None:
    """Replace old (which must be there) with new in a file."""
    text = path.read_text()
    assert old in text, f"{old!r} is not in {path}"
    path.write_text(text.replace(old, new, 1))


def error_lines(capsys) -> list[str]:
    """Return stderr's lines (each a one-line error: no traceback)."""
    err = capsys.readouterr().err
    assert "Traceback" not in err, err
    return [line for line in err.splitlines() if line.startswith("printkit: error: ")]


_KEY = re.compile(r"^( *)([A-Za-z_][\w-]*):(?: |$)")


def keyed_lines(text: str) -> dict[str, str]:
    """Return the block-style `key: value` lines of a YAML file by their dotted key paths (the first line of
    each path; a line in a list's item counts as its list's), so a test finds a key wherever a game has it."""
    out: dict[str, str] = {}
    stack: list[tuple[int, str]] = []
    for line in text.splitlines():
        match = _KEY.match(line)
        if not match:
            continue
        indent = len(match[1])
        while stack and stack[-1][0] >= indent:
            stack.pop()
        stack.append((indent, match[2]))
        out.setdefault(".".join(key for _, key in stack), line)
    return out


def value(line: str) -> str:
    """Return the value a `key: value` line sets, without its comment."""
    return line.split(":", 1)[1].split(" #", 1)[0].strip()


def colour_line(text: str) -> tuple[str, str]:
    """Return the first line of a layout that sets a colour as '#rrggbb', and its key path."""
    return next((path, line) for path, line in keyed_lines(text).items() if value(line).startswith('"#'))
