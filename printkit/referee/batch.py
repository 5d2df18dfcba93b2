"""Checking many transcripts: expanding folders, judging each file on its own, and spreading files
over processes (--jobs)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator
from functools import partial
from typing import Any

from printkit.referee.fold import GameLookup, check_file
from printkit.referee.verdict import Verdict

REPORT = (
    "this is a bug in printkit, not a fault of the file: please report it with the file and the "
    "output of `printkit check --traceback FILE`"
)


def expand(paths: Iterable[str]) -> list[str]:
    """Files as given, and each folder's *.yaml entries (recursively, sorted; symbolic links to folders not followed).

    Every entry named *.yaml that is not a folder is listed, a pipe or a dangling link too, so
    that it gets its own verdict ("unreadable") rather than being passed over in silence; nothing
    is opened here.
    """
    out: list[str] = []
    for given in paths:
        if not os.path.isdir(given):
            out.append(given)
            continue
        found: list[str] = []
        for folder, subfolders, names in os.walk(given):
            subfolders.sort()
            found.extend(os.path.join(folder, name) for name in names if name.endswith(".yaml"))
        out.extend(sorted(found))
    return out


def judge(path: str, lookup: GameLookup) -> Verdict:
    """The verdict on one file; a failure of printkit itself becomes that file's "error" verdict.

    A batch must answer for every file: a bug met on one file (any exception the referee did not
    raise as a verdict) is reported on that file's line, with its traceback kept for --traceback,
    and the next file is judged as usual.
    """
    try:
        return check_file(path, lookup)
    except Exception as error:  # any exception here is a bug in printkit: reported for this file, never lost
        return internal_error(path, error)


def internal_error(path: str, error: BaseException) -> Verdict:
    """The "error" verdict for a file printkit failed on: what failed, and how to report it."""
    import traceback

    from printkit.core.limits import one_line

    what = one_line(f"{type(error).__name__}: {error}" if str(error) else type(error).__name__)
    if len(what) > 120:
        what = what[:120] + "..."
    return Verdict(
        file=path,
        verdict="error",
        message=f"printkit failed on this file ({what}); {REPORT}",
        traceback="".join(traceback.format_exception(error)),
    )


def worker_died(path: str) -> Verdict:
    """The "error" verdict for a file whose checking process died (killed, or out of memory)."""
    return Verdict(
        file=path,
        verdict="error",
        message=(
            "the process checking this file stopped without a verdict (killed by a signal or by the "
            "system, perhaps for memory); check it alone with `printkit check FILE`"
        ),
    )


def check_files(files: list[str], jobs: int, lookup: GameLookup) -> Iterator[Verdict]:
    """Verdicts in file order; with jobs > 1 the files are checked by that many processes (lookup: picklable)."""
    if jobs <= 1 or len(files) < 2:
        for file in files:
            yield judge(file, lookup)
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    jobs = min(jobs, len(files))
    # Chunks big enough to amortise the pickling, small enough to balance long and short games.
    chunk = max(1, min(64, len(files) // (jobs * 8)))
    context = multiprocessing.get_context("fork" if os.name == "posix" else "spawn")
    work = partial(judge, lookup=lookup)
    answered = 0
    pool = ProcessPoolExecutor(jobs, mp_context=context)
    try:
        for verdict in pool.map(work, files, chunksize=chunk):
            yield verdict
            answered += 1
    except BrokenProcessPool:
        # A worker died: which of the files in flight killed it is unknown, so the rest are
        # checked one at a time, each in a process of its own, and only the one that dies is lost.
        pass
    else:
        return
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
    yield from _one_process_each(files[answered:], work, context)


def _one_process_each(files: list[str], work: Callable[[str], Verdict], context: Any) -> Iterator[Verdict]:
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    pool = None
    try:
        for file in files:
            if pool is None:
                pool = ProcessPoolExecutor(1, mp_context=context)
            try:
                verdict = pool.submit(work, file).result()
            except BrokenProcessPool:
                pool.shutdown(wait=True)
                pool = None
                verdict = worker_died(file)
            yield verdict
    finally:
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)
