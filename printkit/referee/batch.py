"""Checking many transcripts: expanding folders, and spreading files over processes (--jobs)."""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from functools import partial
from pathlib import Path

from printkit.referee.fold import GameLookup, check_file, registered_game
from printkit.referee.verdict import Verdict


def expand(paths: Iterable[str]) -> list[str]:
    """Files as given, and each folder's *.yaml files (recursively, sorted)."""
    out: list[str] = []
    for given in paths:
        path = Path(given)
        if path.is_dir():
            out.extend(str(p) for p in sorted(path.rglob("*.yaml")) if p.is_file())
        else:
            out.append(given)
    return out


def check_files(files: list[str], jobs: int = 1, lookup: GameLookup = registered_game) -> Iterator[Verdict]:
    """Verdicts in file order; with jobs > 1 the files are checked by that many processes (lookup: picklable)."""
    if jobs <= 1 or len(files) < 2:
        for file in files:
            yield check_file(file, lookup)
        return
    import multiprocessing

    jobs = min(jobs, len(files))
    # Chunks big enough to amortise the pickling, small enough to balance long and short games.
    chunk = max(1, min(64, len(files) // (jobs * 8)))
    context = multiprocessing.get_context("fork" if os.name == "posix" else "spawn")
    with context.Pool(jobs) as pool:
        work = check_file if lookup is registered_game else partial(check_file, lookup=lookup)
        yield from pool.imap(work, files, chunksize=chunk)
