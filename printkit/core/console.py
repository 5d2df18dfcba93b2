"""Lines printkit prints for people: each one line, control characters escaped, in the terminal's encoding.

Every message on stderr (and every listing line on stdout) goes through ``say``, so a seat name,
a file name or a turn's text holding an escape sequence or a line break cannot set the
terminal's title, clear it or forge a line (``limits.one_line`` escapes them, as the verdict
lines of ``printkit check`` do); free text is shortened where it is quoted (``limits.clipped``).
"""

from __future__ import annotations

import sys
from typing import TextIO

from printkit.core.limits import one_line


def say(*lines: str, file: TextIO | None = None) -> None:
    """Print each of lines as one safe line on stderr (or file); a character the terminal lacks is escaped."""
    out = sys.stderr if file is None else file
    text = "".join(one_line(line) + "\n" for line in lines)
    buffer = getattr(out, "buffer", None)
    if buffer is None:  # a stream of text only (a test's StringIO)
        out.write(text)
    else:
        out.flush()
        buffer.write(text.encode(getattr(out, "encoding", None) or "utf-8", "backslashreplace"))
    out.flush()
