"""Writing output files: real folders under --out, atomic files, one-line OS errors, no stale temp files.

A file is written to a temp file beside it, `.NAME.PID.XXXXXXXX.tmp`, then renamed over NAME, so a
reader never sees half a file. A build killed mid-write leaves its temp file; the next write of
the same NAME removes the ones whose process is gone (only names of this pattern, never another
program's files).
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import tempfile
from pathlib import Path

from printkit.core.errors import Location, OutputError, UsageError
from printkit.core.limits import excerpt
from printkit.core.safeio import os_reason


def _fail(path: Path, doing: str, error: OSError) -> OutputError:
    return OutputError(f"cannot {doing}: {os_reason(error)}", Location(str(path)))


def output_folder(out: Path, *parts: str) -> Path:
    """Return out/parts... as a real folder, made if missing; refuse a symlink, a file or an escaping part on the way.

    out itself is the user's choice and may be (or lie under) a symlink; every folder printkit
    adds under it is checked, so nothing is written outside out.
    """
    for part in parts:
        if part in ("", ".", "..") or "/" in part or (os.altsep and os.altsep in part) or os.sep in part:
            raise UsageError(f"output path {'/'.join(parts)!r} escapes the output folder {str(out)!r}")
    if out.exists() and not out.is_dir():
        raise OutputError("cannot write the output here: it is a file, not a folder", Location(str(out)))
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise _fail(out, "make the output folder", error) from None
    folder = out
    for part in parts:
        folder = folder / part
        try:
            info = os.lstat(folder)
        except FileNotFoundError:
            try:
                folder.mkdir()
            except FileExistsError:
                info = os.lstat(folder)  # made meanwhile by another build: checked below
            except OSError as error:
                raise _fail(folder, "make the folder", error) from None
            else:
                continue
        except OSError as error:
            raise _fail(folder, "use the folder", error) from None
        if stat.S_ISLNK(info.st_mode):
            raise OutputError(
                "refusing to write through a symbolic link: printkit writes only into real folders under --out",
                Location(str(folder)),
            )
        if not stat.S_ISDIR(info.st_mode):
            raise OutputError("cannot write here: it is a file, not a folder", Location(str(folder)))
    return folder


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def write_atomic(path: Path, data: bytes, make_parent: bool = True) -> None:
    """Write data to path so that readers never see a half-written file; OS errors become one OutputError line."""
    if make_parent:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise _fail(path.parent, "make the folder", error) from None
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp", dir=path.parent)
    except OSError as error:
        raise _fail(path, "write", error) from None
    try:
        try:
            _write_all(fd, data)
        finally:
            os.close(fd)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except OSError as error:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise _fail(path, "write", error) from None
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    remove_stale_temps(path)


# What follows `.NAME.` in a temp file's name (one pattern for every NAME: no regex compiled a file written).
_TEMP_TAIL = re.compile(r"(\d+)\.[A-Za-z0-9_]{8}\.tmp")


def remove_stale_temps(path: Path) -> list[Path]:
    """Remove the temp files of path left by printkit processes that are gone; return them."""
    prefix = f".{path.name}."
    removed: list[Path] = []
    try:
        entries = [e for e in os.scandir(path.parent) if e.name.startswith(prefix)]
    except OSError:
        return removed
    for entry in entries:
        match = _TEMP_TAIL.fullmatch(entry.name, len(prefix))
        if match and entry.is_file(follow_symlinks=False) and not _alive(int(match.group(1))):
            with contextlib.suppress(OSError):
                os.unlink(entry.path)
                removed.append(Path(entry.path))
    return removed


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return False  # our own leftovers: this process is not writing them any more
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, ValueError):
        return pid > 0 and not _is_zombie(pid)  # another user's process
    return not _is_zombie(pid)


def _is_zombie(pid: int) -> bool:
    """Return whether pid has exited and only waits to be reaped (kill(pid, 0) still finds it); False where /proc is not."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            stat_line = handle.read()
    except OSError:
        return False
    state = stat_line[stat_line.rfind(b")") + 2 : stat_line.rfind(b")") + 3]  # the name may hold ')'
    return state in (b"Z", b"X")


def check_source_date_epoch() -> int | None:
    """Return SOURCE_DATE_EPOCH in seconds if set; raise UsageError unless it is a date a PDF can carry.

    The PDF backend's CreationDate and ModDate are 2000-01-01 00:00 UTC, or this time when it is
    set (reportlab reads it); SVG files carry no date. Checked here so a bad value is one line.
    """
    text = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if not text:
        return None
    if not text.isascii() or not text.isdigit() or len(text) > 12 or int(text) > 253_402_300_799:
        raise UsageError(
            f"SOURCE_DATE_EPOCH={excerpt(text)}: expected whole seconds since 1970 (up to the year 9999)"
        )
    return int(text)
