"""Time building the kits (SVG + PDF) as whole processes.

Usage: python bench/kits.py [--runs N] [--games GAME ...]. Each run is `printkit build GAME --out
TMP -q` in a fresh process, so imports, layout loading, drawing and writing are all counted, and
then `printkit build all` (every kit in one process, with each game's one-file kit). Reports the
median wall time and the median CPU time (user + sys of the child: steadier on a shared, busy
machine) per game, for the games together, for `build all` (target: under 3 s CPU), then the same
for `printkit list` (start-up and loading the four layouts) to tell apart what the kits cost from what
starting printkit costs.

Every child compiles its bytecode once into a temporary folder, as an installed package's is (pip
compiles it on install), and a first `build all` and `list` run unmeasured to fill it: on a machine
that sets PYTHONDONTWRITEBYTECODE, printkit run from a clone would otherwise compile every module
again in every run (about 0.2 s of `list`).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

GAMES = ("111-ants", "ant-trails", "antheap", "anticipation")
CHILD_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(args: list[str]) -> tuple[float, float] | None:
    """Return (wall, cpu) seconds of one `python -m printkit ARGS` process, None if it failed."""
    cpu = _children_cpu()
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "printkit", *args], capture_output=True, text=True, env=CHILD_ENV
    )
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
    parser.add_argument("--games", nargs="+", default=list(GAMES))
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as cache:
        CHILD_ENV["PYTHONPYCACHEPREFIX"] = cache
        build("all")  # unmeasured: compiles the bytecode
        run(["list"])
        measure(args)


def measure(args: argparse.Namespace) -> None:
    """Run and report the cases args asks for."""
    per_game: dict[str, list[tuple[float, float]]] = {g: [] for g in args.games}
    together: list[tuple[float, float]] = []
    everything: list[tuple[float, float]] = []
    startup: list[tuple[float, float]] = []
    for _ in range(args.runs):
        results = [build(g) for g in args.games]
        for game, result in zip(args.games, results):
            if result is not None:
                per_game[game].append(result)
        ok = [r for r in results if r is not None]
        together.append((sum(r[0] for r in ok), sum(r[1] for r in ok)))
        whole = build("all")
        if whole is not None:
            everything.append(whole)
        started = run(["list"])
        if started is not None:
            startup.append(started)
    for game, times in per_game.items():
        print(_line(game, times) if times else f"{game:12s} no kit yet")
    print(_line("together", together, "  (separate processes)"))
    print(_line("build all", everything, "  target < 3 s CPU"))
    print(_line("startup", startup, "  `printkit list`: start-up and the four layouts loaded"))


if __name__ == "__main__":
    main()
