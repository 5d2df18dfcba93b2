"""Reading input files safely: only regular files, and none over the size limit, checked before reading."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from printkit.core.errors import Location, UnreadableFile
from printkit.core.limits import MAX_INPUT_BYTES

_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a pipe (FIFO)"),
    (stat.S_ISCHR, "a device"),
    (stat.S_ISBLK, "a device"),
    (stat.S_ISSOCK, "a socket"),
)


def os_reason(error: OSError) -> str:
    """Return the OS's reason for an error, in its own words (e.g. 'Permission denied')."""
    return error.strerror or type(error).__name__


def read_input(path: str | Path, what: str, limit: int = MAX_INPUT_BYTES) -> bytes:
    """Return the bytes of a regular file of at most limit bytes; raise UnreadableFile otherwise.

    The file is opened without blocking and checked with fstat before anything is read, so a
    FIFO, /dev/zero or a huge file is refused at once rather than read until memory runs out.
    """
    where = Location(str(path))
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except OSError as error:
        raise UnreadableFile(f"cannot read {what}: {os_reason(error)}", where) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            kind = next((name for test, name in _KINDS if test(info.st_mode)), "a special file")
            raise UnreadableFile(f"cannot read {what}: it is {kind}, not a file", where)
        if info.st_size > limit:
            raise UnreadableFile(f"{what} is {info.st_size:,} bytes; the limit is {limit:,}", where)
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:  # it grew while we read it
            raise UnreadableFile(f"{what} is over {limit:,} bytes, the limit", where)
        return b"".join(chunks)
    except OSError as error:
        raise UnreadableFile(f"cannot read {what}: {os_reason(error)}", where) from None
    finally:
        os.close(fd)
