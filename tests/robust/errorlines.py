"""The one-line errors the bad-input tests expect: exactly one line on stderr, located at file:line:col."""

from __future__ import annotations

import re
from pathlib import Path

ERROR_LINE = re.compile(r"^printkit: error: (?P<file>[^:]+):(?P<line>\d+):(?P<col>\d+): (?P<rest>.*)$")


def one_error(capsys) -> str:
    """Return the one line on stderr, checking there is exactly one and no traceback."""
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err[-2000:]
    assert "Traceback" not in err
    return lines[0]


def located(line: str, path: Path) -> re.Match:
    """Return the match of a file:line:col error line naming path."""
    match = ERROR_LINE.match(line)
    assert match and match["file"] == str(path), line
    return match
