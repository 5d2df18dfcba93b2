"""Error kinds and exit codes shared by every command."""

from __future__ import annotations

import enum
from dataclasses import dataclass


class ExitCode(enum.IntEnum):
    """Process exit status of every printkit command."""

    OK = 0
    INVALID = 1  # invalid layout input, or an illegal game
    USAGE = 2  # bad usage, or an unreadable file
    INTERNAL = 3  # printkit failed on some input: a bug in printkit (`check` reports it for that file)
    INTERRUPTED = 130  # stopped with Ctrl-C (128 + SIGINT, as shells report it)


@dataclass(frozen=True)
class Location:
    """A place in an input file; line and column are 1-based, None where unknown."""

    file: str
    line: int | None = None
    column: int | None = None

    def __str__(self) -> str:
        parts = [self.file]
        if self.line is not None:
            parts.append(str(self.line))
            if self.column is not None:
                parts.append(str(self.column))
        return ":".join(parts)


class UserError(Exception):
    """A mistake in the user's input: reported as one line, never as a traceback."""

    exit_code: ExitCode = ExitCode.INVALID

    def __init__(self, message: str, location: Location | None = None, key_path: str = ""):
        super().__init__(message)
        self.message = message
        self.location = location
        self.key_path = key_path

    def __str__(self) -> str:
        from printkit.core.limits import one_line

        head = f"{self.location}: " if self.location else ""
        key = f"{self.key_path}: " if self.key_path else ""
        return one_line(f"{head}{key}{self.message}")


class LayoutError(UserError):
    """A layout file that is not valid: bad YAML, unknown key, wrong type or value."""

    exit_code = ExitCode.INVALID


class UsageError(UserError):
    """A command used wrongly: unknown game, bad option value, unsafe output path."""

    exit_code = ExitCode.USAGE


class UnreadableFile(UserError):
    """An input file that cannot be read: missing, not a regular file, or over the size limit."""

    exit_code = ExitCode.USAGE


class OutputError(UserError):
    """An output file or folder that cannot be written: the path and the OS's reason."""

    exit_code = ExitCode.USAGE


class DoesNotFit(UsageError):
    """A piece larger than the printable area; key_path names the layout value that sized it."""

    exit_code = ExitCode.INVALID


class TooManyPages(DoesNotFit):
    """A build that would make more pages than the page budget (printkit.core.limits.MAX_PAGES), refused before drawing them."""
