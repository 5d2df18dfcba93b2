"""Time building the Ant Trails and Antheap kits (SVG + PDF) as whole processes.

Usage: python bench/kits.py [--runs N]. Each run is `printkit build GAME --out TMP -q` in a fresh
process, so imports, layout loading, drawing and writing are all counted. Reports the median
wall time and the median CPU time (user + sys of the child: steadier on a shared, busy machine)
per game and for both together (target: under 1.5 s), then the same for a bare `printkit list`
(interpreter + imports) to tell apart what the kits cost from what starting printkit costs.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import tempfile
import time

GAMES = ("ant-trails", "antheap")


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(args: list[str]) -> tuple[float, float] | None:
    """Return (wall, cpu) seconds of one `python -m printkit ARGS` process, None if it failed."""
    cpu = _children_cpu()
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "printkit", *args], capture_output=True, text=True)
    wall = time.perf_counter() - start
    if done.returncode != 0:
        sys.stderr.write(f"printkit {' '.join(args)}: failed ({done.stderr.strip()})\n")
        return None
    return wall, _children_cpu() - cpu


def build(game: str) -> tuple[float, float] | None:
    """Return (wall, cpu) of a whole-process build of game's kit into a fresh folder."""
    with tempfile.TemporaryDirectory() as out:
        return run(["build", game, "--out", out, "-q"])


def _line(name: str, times: list[tuple[float, float]], note: str = "") -> str:
    wall = statistics.median(t[0] for t in times)
    cpu = statistics.median(t[1] for t in times)
    return f"{name:12s} wall {wall:.2f} s  cpu {cpu:.2f} s  ({len(times)} runs){note}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    per_game: dict[str, list[tuple[float, float]]] = {g: [] for g in GAMES}
    together: list[tuple[float, float]] = []
    startup: list[tuple[float, float]] = []
    for _ in range(args.runs):
        results = [build(g) for g in GAMES]
        for game, result in zip(GAMES, results):
            if result is not None:
                per_game[game].append(result)
        ok = [r for r in results if r is not None]
        together.append((sum(r[0] for r in ok), sum(r[1] for r in ok)))
        started = run(["list"])
        if started is not None:
            startup.append(started)
    for game, times in per_game.items():
        print(_line(game, times) if times else f"{game:12s} no kit yet")
    print(_line("together", together, "  target < 1.5 s"))
    print(_line("startup", startup, "  `printkit list`: interpreter + imports"))


if __name__ == "__main__":
    main()
