"""Benchmark: `printkit check` on generated Antheap or Anticipation games, end to end, against parsing their YAML alone.

usage: python bench/referee_dice.py GAME [--games 1000] [--runs 5] [--seed 1]

GAME is antheap or anticipation. Writes --games random legal games (`printkit play GAME`, seeds
--seed onwards; cached under $TMPDIR/printkit-bench-GAME-N-SEED, so later runs skip it), then
times, as whole processes on one core and interleaved run by run (so both see the same machine
load): `printkit check FOLDER` (reading, the fold, the verdict lines), a bare Python process that
only parses the same files with PyYAML's C loader, and `printkit list` (start-up alone). Prints
the medians of --runs, the actions checked per second and the median of the per-run ratios; then
the same comparison inside one warm process (least CPU time of --runs).

Children run in an empty folder, so they import the installed printkit. Child processes run with compiled bytecode (PYTHONPYCACHEPREFIX in a temporary folder, one
untimed run first), as an installed printkit does: a machine that sets PYTHONDONTWRITEBYTECODE
would otherwise recompile every printkit module in every run (about 0.1 s of start-up).
"""

from __future__ import annotations

import argparse
import importlib
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from children import child_env

PARSE_ONLY = """
import sys, yaml
from pathlib import Path
loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
for p in sorted(Path(sys.argv[1]).glob("*.yaml")):
    yaml.load(p.read_bytes(), Loader=loader)
"""


def corpus(game: str, n: int, seed: int) -> Path:
    """Return a folder of n generated games (written once, then reused)."""
    from printkit.games import GAMES

    folder = Path(tempfile.gettempdir()) / f"printkit-bench-{game}-{n}-{seed}"
    if len(list(folder.glob("*.yaml"))) == n:
        return folder
    play = importlib.import_module(f"printkit.games.{GAMES[game].package}.player").play
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(n):
        (folder / f"g{i:04d}.yaml").write_text(play(seed + i))
    return folder


def count(folder: Path) -> tuple[int, int, int]:
    """Return the turns, actions (comma-separated pieces of every turn) and bytes of a corpus."""
    turns = actions = size = 0
    for path in sorted(folder.glob("*.yaml")):
        text = path.read_text()
        size += len(text)
        body = [ln.split(": ", 1)[1] for ln in text.splitlines() if ln.startswith("- ")]
        turns += len(body)
        actions += sum(t.count(",") + 1 for t in body)
    return turns, actions, size


def timed(cmd: list[str], env: dict[str, str], cwd: str) -> tuple[float, float]:
    """Return (wall seconds, CPU seconds of the child) of one run of cmd in cwd."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, check=False, stdout=subprocess.DEVNULL, env=env, cwd=cwd)
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
    for _ in range(runs):
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
    ap.add_argument("game", choices=["antheap", "anticipation"])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    folder = corpus(args.game, args.games, args.seed)
    turns, actions, size = count(folder)
    commands = {
        "check": [sys.executable, "-m", "printkit", "check", str(folder)],
        "parse": [sys.executable, "-c", PARSE_ONLY, str(folder)],
        "startup": [sys.executable, "-m", "printkit", "list"],
    }
    with tempfile.TemporaryDirectory() as pycache, tempfile.TemporaryDirectory() as cwd:
        env = child_env(pycache)
        for cmd in commands.values():
            timed(cmd, env, cwd)  # compiles the bytecode; not timed
        runs: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
        for _ in range(args.runs):
            for name, cmd in commands.items():
                runs[name].append(timed(cmd, env, cwd))
    warm_check, warm_parse = warm(folder, args.runs)
    print(f"{args.game}: {args.games} games, {turns} turns, {actions} actions, {size / 1e6:.1f} MB of YAML")
    for name, values in runs.items():
        print(
            f"{name:8s} wall {statistics.median(w for w, _ in values):6.2f} s   "
            f"cpu {statistics.median(c for _, c in values):6.2f} s   (each run: "
            + ", ".join(f"{c:.2f}" for _, c in values)
            + ")"
        )
    cpu = statistics.median(c for _, c in runs["check"])
    ratios = [c / p for (_, c), (_, p) in zip(runs["check"], runs["parse"])]
    print(f"actions/s end to end (CPU): {actions / cpu:,.0f}")
    print(
        f"check / parse-only (CPU), median of the per-run ratios: {statistics.median(ratios):.2f}x "
        f"(runs: {', '.join(f'{r:.2f}' for r in ratios)})"
    )
    print(
        f"in one warm process (least CPU of {args.runs}): check {warm_check:.2f} s, parse {warm_parse:.2f} s, "
        f"{warm_check / warm_parse:.2f}x, {actions / warm_check:,.0f} actions/s"
    )


if __name__ == "__main__":
    main()
