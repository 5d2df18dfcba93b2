"""Time the whole test suite: serial and with pytest-xdist workers, wall and CPU.

Usage: python bench/tests.py [--runs N] [--workers 0 2 ...] [--durations N] [--repo PATH]. Each run is
`python -m pytest -q -p no:cacheprovider -n W` (0: one process) in a fresh process from the repository (or from PATH,
another checkout, to time the suite before a change). Reports per worker count the median wall time and
the median CPU time (user + sys of pytest and its workers: steadier on a shared, busy machine) and the
load average before and after; with --durations, the slowest tests of the first serial run.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(repo: Path, workers: int, durations: int = 0) -> tuple[float, float, str]:
    """Return (wall, cpu, output) of one whole-suite pytest process; exit on a failing suite."""
    args = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"]
    args += ["-n", str(workers)]  # -n 0: one process (the README's command runs -n auto, from addopts)
    args += [f"--durations={durations}"] if durations else []
    cpu = _children_cpu()
    start = time.perf_counter()
    done = subprocess.run(args, cwd=repo, capture_output=True, text=True)
    wall = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"pytest in {repo} failed:\n{done.stdout[-3000:]}")
    return wall, _children_cpu() - cpu, done.stdout


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--workers", type=int, nargs="+", default=[0, 2], help="0: serial")
    parser.add_argument("--durations", type=int, default=0, help="show the N slowest tests of a serial run")
    parser.add_argument("--repo", type=Path, default=REPO)
    args = parser.parse_args()
    load = os.getloadavg()[0]
    times: dict[int, list[tuple[float, float]]] = {w: [] for w in args.workers}
    slowest = ""
    for k in range(args.runs):  # interleaved, so a busy spell on the machine hits every case alike
        for workers in args.workers:
            wanted = args.durations if (k == 0 and workers == 0) else 0
            wall, cpu, out = run(args.repo, workers, wanted)
            times[workers].append((wall, cpu))
            if wanted:
                slowest = out[out.find("slowest") - 30 :]
    for workers, runs in times.items():
        name = "serial" if workers == 0 else f"-n {workers}"
        wall = statistics.median(w for w, _ in runs)
        cpu = statistics.median(c for _, c in runs)
        print(f"{name:8s} wall {wall:6.1f} s  cpu {cpu:6.1f} s  ({len(runs)} runs)")
    print(f"load average {load:.1f} before, {os.getloadavg()[0]:.1f} after")
    if slowest:
        print(slowest)


if __name__ == "__main__":
    main()
