"""The files a build owns under a game's output folder, so a rebuild leaves none of an earlier one behind.

A document (one PDF and its SVG pages, all named by one stem) is written as a whole: the folder's
`.printkit-files.json` records each file printkit wrote under each stem with the digest of its
bytes, and writing a stem again removes the files the earlier write of that stem made and this
one does not: a 28-page build's pages 27 and 28 after a 26-page one, or the SVG pages when only
the PDF is rebuilt and it changed. A file is removed only while it is still the very bytes
printkit wrote: a file printkit did not record, or one changed since, is the user's and stays.
Each document also records the options it was built with, so a whole build of a game with the
same options retires the documents it no longer makes (`retire`).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import stat
from collections.abc import Callable, Mapping
from pathlib import Path

from printkit.core.errors import UserError
from printkit.core.safeio import read_input
from printkit.core.writing import write_atomic

MANIFEST = ".printkit-files.json"
_MAX_MANIFEST = 4 * 1024 * 1024  # bytes: a manifest larger than this is not ours; it is ignored


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _read(folder: Path) -> tuple[dict[str, dict[str, str]], dict[str, str]]:
    """Return the folder's record {stem: {relative path: digest}} and each stem's build; empty when missing or not printkit's."""
    try:  # read_input refuses a FIFO or a huge file at once
        record = json.loads(read_input(folder / MANIFEST, "record", _MAX_MANIFEST))
    except (UserError, ValueError):
        return {}, {}
    if not isinstance(record, dict) or not isinstance(record.get("documents"), dict):
        return {}, {}
    documents = record["documents"]
    files = {
        stem: {p: d for p, d in paths.items() if isinstance(p, str) and isinstance(d, str)}
        for stem, paths in documents.items()
        if isinstance(stem, str) and isinstance(paths, dict)
    }
    builds = record.get("builds")
    known = (
        {s: b for s, b in builds.items() if s in files and isinstance(b, str)}
        if isinstance(builds, dict)
        else {}
    )
    return files, known


def _is_ours(path: Path, digest: str) -> bool:
    """Return whether path is a regular file holding exactly the bytes printkit recorded."""
    try:
        info = os.lstat(path)
        if not stat.S_ISREG(info.st_mode):
            return False
        return _digest(path.read_bytes()) == digest
    except OSError:
        return False


def _inside(folder: Path, relative: str) -> Path | None:
    """Return folder/relative when it names a file below folder through real folders (a record cannot point elsewhere)."""
    parts = Path(relative).parts
    if not parts or Path(relative).is_absolute() or any(p in ("", ".", "..") for p in parts):
        return None
    here = folder
    for part in parts[:-1]:
        here = here / part
        try:
            if not stat.S_ISDIR(os.lstat(here).st_mode):
                return None
        except OSError:
            return None
    return here / parts[-1]


def write_document(
    folder: Path,
    stem: str,
    files: Mapping[str, bytes],
    build: str = "",
    others: Callable[[], Mapping[str, bytes]] | None = None,
) -> list[Path]:
    """Write a document's files (paths relative to folder) atomically, remove what an earlier write
    of the same stem left that this one does not write, and record what it wrote; return the paths written.

    build names the options the document was built with, so `retire` can find the documents an
    earlier build with the same options wrote and this one no longer does ("" for none). others
    returns the document's files in the formats not written, to compare with an earlier write's
    when nothing else tells whether they still show this document."""
    written = []
    for relative, data in files.items():
        path = folder / relative
        write_atomic(path, data)
        written.append(path)
    record, builds = _read(folder)
    before = record.get(stem, {})
    now = {relative: _digest(data) for relative, data in files.items()}
    kept = _still_current(before, now, others)
    for relative, digest in before.items():
        old = _inside(folder, relative)
        if relative not in now and relative not in kept and old is not None and _is_ours(old, digest):
            with contextlib.suppress(OSError):
                old.unlink()
    record[stem] = now | kept
    if build:
        builds[stem] = build
    else:
        builds.pop(stem, None)
    _save(folder, record, builds)
    return written


def retire(folder: Path, build: str, current: set[str]) -> list[Path]:
    """Remove the documents an earlier build with these options wrote and a whole build of them now
    does not (a calibration sheet once the layout prints nothing two-sided); return what was removed."""
    record, builds = _read(folder)
    gone = [s for s, b in builds.items() if b == build and s not in current]
    removed = []
    for stem in gone:
        for relative, digest in record.pop(stem, {}).items():
            old = _inside(folder, relative)
            if old is not None and _is_ours(old, digest):
                with contextlib.suppress(OSError):
                    old.unlink()
                    removed.append(old)
        del builds[stem]
    if gone:
        _save(folder, record, builds)
    return removed


def _save(folder: Path, record: Mapping[str, Mapping[str, str]], builds: Mapping[str, str]) -> None:
    text = json.dumps({"documents": record, "builds": builds}, indent=1, sort_keys=True)
    write_atomic(folder / MANIFEST, text.encode("utf-8") + b"\n")


def _still_current(
    before: Mapping[str, str], now: Mapping[str, str], others: Callable[[], Mapping[str, bytes]] | None
) -> dict[str, str]:
    """Return the earlier files of a format this write leaves out (`--format pdf`: the SVG pages) that
    still show this document: the formats written are the very files written before, or (when the
    earlier write had none of them) those files are the ones this document renders to."""
    kinds = {Path(relative).suffix for relative in now}
    left = {r: d for r, d in before.items() if Path(r).suffix not in kinds}
    if not left:
        return {}
    written_before = {r: d for r, d in before.items() if Path(r).suffix in kinds}
    if written_before:
        return left if written_before == dict(now) else {}
    if others is None:
        return {}
    fresh = {relative: _digest(data) for relative, data in others().items()}
    return left if fresh == left else {}
