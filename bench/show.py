#!/usr/bin/env python3
"""Benchmark printkit show and printkit replay as whole processes, on long generated games.

For each game it writes one seeded game with `printkit play` (the longest of a few seeds, so the
replay has 200 turns or more where the game allows it), then times, as whole processes (start-up,
imports, the layout, the replay of every turn, the drawing, the file):

- show svg: ``printkit show GAME.yaml -o out.svg`` (the last position);
- show png: ``printkit show GAME.yaml -o out.png`` (through the PDF backend and pdfium);
- replay:   ``printkit replay GAME.yaml -o out.html`` (every position).

Each command runs --runs times, interleaved; the medians of wall and CPU (user + sys) time are
printed. The machine is shared: CPU time is the steadier figure.

usage: python bench/show.py [--runs 5] [--seeds 8]
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
from pathlib import Path

GAMES = ("111-ants", "ant-trails", "antheap", "anticipation")
PLAYERS = {"antheap": "A,B,C,D,E,F", "anticipation": "4"}


def run(args: list[str], cwd: Path) -> tuple[float, float]:
    """Wall and CPU seconds of one whole process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(args, cwd=cwd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def turns(text: str) -> int:
    return sum(
        1 for line in text.splitlines() if line.lstrip().startswith("- ") and ": " in line and "{" not in line
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seeds", type=int, default=8)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="printkit-bench-show-"))
    printkit = [sys.executable, "-m", "printkit.cli.app"]
    files = {}
    for game in GAMES:
        best = ""
        for seed in range(1, args.seeds + 1):
            extra = ["--players", PLAYERS[game]] if game in PLAYERS else []
            text = subprocess.run(
                [*printkit, "play", game, "--seed", str(seed), *extra],
                capture_output=True,
                text=True,
                check=True,
            ).stdout
            if turns(text) > turns(best):
                best = text
        files[game] = work / f"{game}.yaml"
        files[game].write_text(best)
    cases = []
    for game in GAMES:
        source = str(files[game])
        cases += [
            (game, "show svg", [*printkit, "show", source, "-o", "out.svg"]),
            (game, "show png", [*printkit, "show", source, "-o", "out.png"]),
            (game, "replay", [*printkit, "replay", source, "-o", "out.html"]),
        ]
    times: dict[tuple[str, str], list[tuple[float, float]]] = {(g, c): [] for g, c, _ in cases}
    for _ in range(args.runs):
        for game, case, command in cases:
            times[(game, case)].append(run(command, work))
    print(f"load average before: {os.getloadavg()[0]:.1f}")
    print("| game | turns | case | wall | CPU |")
    print("| --- | ---: | --- | ---: | ---: |")
    for (game, case), runs in times.items():
        wall = statistics.median(w for w, _ in runs)
        cpu = statistics.median(c for _, c in runs)
        print(f"| {game} | {turns(files[game].read_text())} | {case} | {wall:.2f} s | {cpu:.2f} s |")
    print(f"load average after: {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
