"""The designer tests' helpers: a copy's file changed in one place, and the one-line errors it gets."""

from __future__ import annotations

from pathlib import Path


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
