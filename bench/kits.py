"""Time building the Ant Trails and Antheap kits (SVG + PDF) as whole processes.

Usage: python bench/kits.py [--runs N]. Each run is `printkit build GAME --out TMP -q` in a fresh
process, so imports, layout loading, drawing and writing are all counted. Prints the median and
the spread per game and the median of the two together (target: under 1.5 s), then the
start-up cost of a bare `printkit list` and both kits built in one process, to tell apart what
the kits cost from what starting printkit costs.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time

GAMES = ("ant-trails", "antheap")


def build_seconds(game: str) -> float | None:
    """Return the wall time of one whole-process build of game (None if it has no kit yet)."""
    with tempfile.TemporaryDirectory() as out:
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "printkit", "build", game, "--out", out, "-q"],
                              capture_output=True, text=True)
        elapsed = time.perf_counter() - start
    if done.returncode != 0:
        sys.stderr.write(f"{game}: build failed ({done.stderr.strip()})\n")
        return None
    return elapsed


def in_process_seconds() -> float:
    """Return the time to build both kits in this process, after printkit's imports (fonts included)."""
    from printkit.cli.app import main as cli

    with tempfile.TemporaryDirectory() as out:
        start = time.perf_counter()
        for game in GAMES:
            cli(["build", game, "--out", out, "-q"])
        return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    totals: list[float] = []
    per_game: dict[str, list[float]] = {g: [] for g in GAMES}
    for _ in range(args.runs):
        total = 0.0
        for game in GAMES:
            t = build_seconds(game)
            if t is not None:
                per_game[game].append(t)
                total += t
        totals.append(total)
    for game, times in per_game.items():
        if times:
            print(f"{game:12s} median {statistics.median(times):.2f} s  (min {min(times):.2f}, max {max(times):.2f}, "
                  f"{len(times)} runs)")
        else:
            print(f"{game:12s} no kit yet")
    print(f"{'together':12s} median {statistics.median(totals):.2f} s  (target < 1.5 s)")
    startup = [t for t in (_startup() for _ in range(args.runs)) if t is not None]
    print(f"{'startup':12s} median {statistics.median(startup):.2f} s  (`printkit list`: interpreter + imports)")
    inside = in_process_seconds()
    print(f"{'in-process':12s} {inside:.2f} s  (both kits built in one process after imports)")


def _startup() -> float | None:
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "printkit", "list"], capture_output=True)
    return time.perf_counter() - start if done.returncode == 0 else None


if __name__ == "__main__":
    main()
