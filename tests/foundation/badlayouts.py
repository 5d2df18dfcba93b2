"""Bad layouts made from a good one: a case is (replace this, with that) in the good text, or a whole text,
with the line the error must name (None: the first line of the replacement) and its message."""

from __future__ import annotations

import re
from pathlib import Path

Case = tuple[tuple[str, str] | str, int | None, str]


def write_case(tmp_path: Path, good: str, name: str, case: Case) -> tuple[Path, int | None, str]:
    """Write the case's layout as tmp_path/NAME.yaml; return its path, the line to blame and the message."""
    change, line, message = case
    if isinstance(change, str):
        text = change
    else:
        assert change[0] in good, f"case {name}: {change[0]!r} not in the layout"
        text = good.replace(change[0], change[1], 1)
    path = tmp_path / f"{name}.yaml"
    path.write_text(text)
    if line is None and not isinstance(change, str):
        first = change[1].splitlines()[0] if change[1] else None
        lines = text.splitlines()
        line = next((i + 1 for i, ln in enumerate(lines) if first and ln.startswith(first)), None)
    return path, line, message


def assert_one_located_line(err: str, path: Path, line: int | None, message: str) -> None:
    """Check stderr is one line naming the file, the line (when known) and the message."""
    err = err.strip()
    assert err.count("\n") == 0, "one line, no traceback"
    assert err.startswith(f"printkit: error: {path}:"), err
    located = re.match(rf"printkit: error: {re.escape(str(path))}:(\d+):(\d+): ", err)
    assert located, err
    if line is not None:
        assert int(located.group(1)) == line, err
    assert message in err
