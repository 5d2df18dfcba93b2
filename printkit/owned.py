"""The files a build owns under a game's output folder, so a rebuild leaves none of an earlier one behind.

A document (one PDF and its SVG pages, all named by one stem) is written as a whole: the folder's
`.printkit-files.json` records each file printkit wrote under each stem with the digest of its
bytes, and writing a stem again removes the files the earlier write of that stem made and this
one does not: a 28-page build's pages 27 and 28 after a 26-page one, or the SVG pages when only
the PDF is rebuilt and it changed. A file is removed only while it is still the very bytes
printkit wrote: a file printkit did not record, or one changed since, is the user's and stays.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import stat
from collections.abc import Mapping
from pathlib import Path

from printkit.writing import write_atomic

MANIFEST = ".printkit-files.json"
_MAX_MANIFEST = 4 * 1024 * 1024  # bytes: a manifest larger than this is not ours; it is ignored


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _read(folder: Path) -> dict[str, dict[str, str]]:
    """Return the folder's record {stem: {relative path: digest}}; empty when missing or not printkit's."""
    try:
        with (folder / MANIFEST).open("rb") as fh:
            raw = fh.read(_MAX_MANIFEST + 1)
        record = json.loads(raw) if len(raw) <= _MAX_MANIFEST else None
    except (OSError, ValueError):
        return {}
    documents = record.get("documents") if isinstance(record, dict) else None
    if not isinstance(documents, dict):
        return {}
    return {
        stem: {p: d for p, d in files.items() if isinstance(p, str) and isinstance(d, str)}
        for stem, files in documents.items()
        if isinstance(stem, str) and isinstance(files, dict)
    }


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


def write_document(folder: Path, stem: str, files: Mapping[str, bytes]) -> list[Path]:
    """Write a document's files (paths relative to folder) atomically, remove what an earlier write
    of the same stem left that this one does not write, and record what it wrote; return the paths written."""
    written = []
    for relative, data in files.items():
        path = folder / relative
        write_atomic(path, data)
        written.append(path)
    record = _read(folder)
    before = record.get(stem, {})
    now = {relative: _digest(data) for relative, data in files.items()}
    kept = _still_current(before, now)
    for relative, digest in before.items():
        old = _inside(folder, relative)
        if relative not in now and relative not in kept and old is not None and _is_ours(old, digest):
            with contextlib.suppress(OSError):
                old.unlink()
    record[stem] = now | kept
    text = json.dumps({"documents": dict(sorted(record.items()))}, indent=1, sort_keys=True)
    write_atomic(folder / MANIFEST, text.encode("utf-8") + b"\n")
    return written


def _still_current(before: Mapping[str, str], now: Mapping[str, str]) -> dict[str, str]:
    """Return the earlier files of a format this write leaves out (`--format pdf`: the SVG pages) when
    the formats it does write are the very files written before: then they show the same document."""
    kinds = {Path(relative).suffix for relative in now}
    same = {r: d for r, d in before.items() if Path(r).suffix in kinds} == dict(now)
    return {r: d for r, d in before.items() if Path(r).suffix not in kinds} if same else {}
