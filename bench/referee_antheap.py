"""Benchmark: `printkit check` on generated Antheap games, end to end, against parsing their YAML alone.

usage: python bench/referee_antheap.py [--games 1000] [--runs 5] [--seed 1]

Writes --games random legal games (`printkit play antheap`, in-process) to a temporary folder,
then times, as whole processes on one core: `printkit check FOLDER` (reading, the fold, the
verdict lines) and a bare Python process that only parses the same files with PyYAML's C loader.
Prints medians of --runs, the actions checked per second, and the ratio of the two; then the same
comparison inside one warm process (least CPU time of --runs, the two interleaved).
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PARSE_ONLY = """
import sys, yaml
from pathlib import Path
loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
for p in sorted(Path(sys.argv[1]).glob("*.yaml")):
    yaml.load(p.read_bytes(), Loader=loader)
"""


def timed(cmd: list[str]) -> tuple[float, float]:
    """Return (wall seconds, CPU seconds of the child) of one run of cmd."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, check=False, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def warm(folder: Path, runs: int) -> tuple[float, float]:
    """Return the least CPU seconds, in this process, to check every file and to parse them alone."""
    import yaml

    from printkit.referee.fold import check_source

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    sources = [p.read_bytes() for p in sorted(folder.glob("*.yaml"))]
    best_check = best_parse = float("inf")
    for _ in range(runs):  # interleaved, so both see the same machine load
        start = time.process_time()
        for src in sources:
            yaml.load(src, Loader=loader)
        best_parse = min(best_parse, time.process_time() - start)
        start = time.process_time()
        for i, src in enumerate(sources):
            check_source(src, f"g{i}.yaml")
        best_check = min(best_check, time.process_time() - start)
    return best_check, best_parse


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    from printkit.games.antheap.player import play

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        turns = actions = size = 0
        for i in range(args.games):
            text = play(args.seed + i)
            (folder / f"g{i:04d}.yaml").write_text(text)
            size += len(text)
            body = [ln.split(": ", 1)[1] for ln in text.splitlines() if ln.startswith("- ")]
            turns += len(body)
            actions += sum(t.count(",") + 1 for t in body)
        check = [sys.executable, "-m", "printkit", "check", str(folder)]
        parse = [sys.executable, "-c", PARSE_ONLY, str(folder)]
        empty = [sys.executable, "-m", "printkit", "list"]
        results = {}
        for name, cmd in (("check", check), ("parse", parse), ("startup", empty)):
            runs = [timed(cmd) for _ in range(args.runs)]
            results[name] = (statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs))
        warm_check, warm_parse = warm(folder, args.runs)
    wall, cpu = results["check"]
    print(f"{args.games} games, {turns} turns, {actions} actions, {size / 1e6:.1f} MB of YAML")
    for name, (w, c) in results.items():
        print(f"{name:8s} wall {w:6.2f} s   cpu {c:6.2f} s")
    print(f"actions/s end to end (CPU): {actions / cpu:,.0f}   (wall): {actions / wall:,.0f}")
    print(f"check / parse-only (CPU): {cpu / results['parse'][1]:.2f}x   (wall): {wall / results['parse'][0]:.2f}x")
    print(f"in one warm process (least CPU of {args.runs}): check {warm_check:.2f} s, parse {warm_parse:.2f} s, "
          f"{warm_check / warm_parse:.2f}x, {actions / warm_check:,.0f} actions/s")


if __name__ == "__main__":
    main()
