#!/usr/bin/env python3
"""Benchmark the referee: actions per second checking generated games, end to end through the CLI.

For each game it generates (once, cached) a corpus of N seeded games with
`printkit.games.<pkg>.player`, then measures, taking the minimum of --repeat runs:

- yaml:    the corpus's YAML parse time alone (read each file + ``yaml.load`` with PyYAML's C
           loader, ``CSafeLoader``), in-process;
- reader:  printkit's transcript reader alone (libyaml compose + plain-data conversion);
- cli:     ``python -m printkit check --jobs 1 DIR`` as a whole process (interpreter start-up,
           imports, the layout, every file), CPU time (user+sys) and wall time;
- cli -j2: the same with ``--jobs 2`` (wall time);
- chess:   the peer, python-chess reading and validating PGN (``../shared/peers``), 200 random
           games, ``validate_pgn.py games.pgn full`` as a whole process, when ``chess`` is installed.

Actions are the comma-separated actions of every turn. The machine is shared and noisy: CPU
times are steadier than wall times, and the minimum of several runs is the figure to quote.
Children run in an empty folder, so that they, like this process, import the installed printkit,
with their bytecode compiled once into a temporary folder, as an installed printkit's is (a
machine that sets PYTHONDONTWRITEBYTECODE would otherwise recompile every module in every run).

usage: python bench/referee.py [--games 1000] [--repeat 5] [--corpus DIR]
"""

from __future__ import annotations

import argparse
import io
import multiprocessing
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PEERS = REPO.parent / "shared" / "peers"
WORK = Path(tempfile.mkdtemp(prefix="printkit-bench-cwd-"))

GAMES = {
    "ant-trails": "ant_trails",
    "111-ants": "ants111",
    "antheap": "antheap",
    "anticipation": "anticipation",
}
# The YAML parse alone as a whole process too, to compare like with like (start-up included).
PARSE_ONLY = (
    "import sys, pathlib, yaml\n"
    "for p in sorted(pathlib.Path(sys.argv[1]).glob('*.yaml')):\n"
    "    yaml.load(p.read_bytes(), Loader=yaml.CSafeLoader)\n"
)


def _write_game(job: tuple[str, str, int]) -> None:
    game, folder, seed = job
    import importlib

    from printkit.referee.writer import write_transcript

    player = importlib.import_module(f"printkit.games.{GAMES[game]}.player")
    Path(folder, f"{seed:05d}.yaml").write_text(write_transcript(player.play(seed)), encoding="utf-8")


def _source_digest() -> str:
    """A digest of printkit's games and referee code and of the layouts: a change makes a new corpus."""
    import hashlib

    digest = hashlib.sha256()
    for top in (REPO / "printkit" / "games", REPO / "printkit" / "referee", REPO / "layouts"):
        for path in sorted(top.rglob("*")):
            if path.suffix in (".py", ".yaml"):
                digest.update(path.relative_to(REPO).as_posix().encode() + path.read_bytes())
    return digest.hexdigest()[:16]


def corpus(root: Path, game: str, n: int) -> Path:
    """The folder of n generated games (made once; reused while the count and the code that plays them match)."""
    folder = root / game
    stamp = folder / ".count"
    made = f"{n} {_source_digest()}"
    if stamp.is_file() and stamp.read_text() == made:
        return folder
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    with multiprocessing.Pool(os.cpu_count() or 1) as pool:
        pool.map(_write_game, [(game, str(folder), seed) for seed in range(n)], chunksize=16)
    stamp.write_text(made)
    return folder


def count_actions(files: list[Path]) -> tuple[int, int]:
    """Turns and actions in the corpus."""
    from printkit.referee.reader import read_transcript

    turns = actions = 0
    for path in files:
        data = read_transcript(path.read_bytes()).data
        lists = (
            [r.get("turns") or [] for r in data["rounds"]] if "rounds" in data else [data.get("turns") or []]
        )
        for items in lists:
            for item in items:
                turns += 1
                actions += len(str(next(iter(item.values()))).split(","))
    return turns, actions


def cpu_min(fn, repeat: int) -> float:
    """Minimum CPU seconds of fn over repeat runs."""
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        fn()
        best = min(best, time.process_time() - start)
    return best


CHILD_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
CHILD_ENV["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="printkit-bench-pycache-")


def run_process(args: list[str], repeat: int, cwd: Path) -> tuple[float, float, str]:
    """Minimum CPU (user+sys) and wall seconds of a whole process, and its last output."""
    best_cpu = best_wall = float("inf")
    out = ""
    for _ in range(repeat):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        done = subprocess.run(args, cwd=cwd, capture_output=True, text=True, env=CHILD_ENV)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if done.returncode not in (0,):
            raise SystemExit(f"{' '.join(args)} exited {done.returncode}: {done.stderr[-500:]}")
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        best_cpu, best_wall = min(best_cpu, cpu), min(best_wall, wall)
        out = done.stdout
    return best_cpu, best_wall, out


def bench_game(root: Path, game: str, n: int, repeat: int) -> dict:
    """All figures for one game's corpus."""
    import yaml

    from printkit.cli.app import main
    from printkit.referee.reader import read_transcript

    folder = corpus(root, game, n)
    files = sorted(folder.glob("*.yaml"))
    turns, actions = count_actions(files)

    def parse_yaml() -> None:
        for path in files:
            with open(path, "rb") as fh:
                yaml.load(fh.read(), Loader=yaml.CSafeLoader)

    def parse_reader() -> None:
        for path in files:
            with open(path, "rb") as fh:
                read_transcript(fh.read())

    # Interleaved, so that every figure sees the same mix of load from the rest of the machine.
    def check_warm() -> None:
        real, sys.stdout = sys.stdout, io.StringIO()
        try:
            main(["check", "--jobs", "1", str(folder)])
        finally:
            sys.stdout = real

    yaml_s = reader_s = cli_cpu = cli_wall = yaml_proc = warm_s = float("inf")
    cli = [sys.executable, "-m", "printkit", "check", "--jobs", "1", str(folder)]
    parse_only = [sys.executable, "-c", PARSE_ONLY, str(folder)]
    run_process(cli, 1, WORK)  # compiles the bytecode; not timed
    for _ in range(repeat):
        yaml_s = min(yaml_s, cpu_min(parse_yaml, 1))
        reader_s = min(reader_s, cpu_min(parse_reader, 1))
        warm_s = min(warm_s, cpu_min(check_warm, 1))
        cpu, wall, out = run_process(cli, 1, WORK)
        cli_cpu, cli_wall = min(cli_cpu, cpu), min(cli_wall, wall)
        yaml_proc = min(yaml_proc, run_process(parse_only, 1, WORK)[0])
    assert out.count(": legal, finished") == len(files), "every generated game must be legal and finished"
    _, j2_wall, _ = run_process(cli[:5] + ["2", str(folder)], repeat, WORK)
    return {
        "game": game,
        "files": len(files),
        "turns": turns,
        "actions": actions,
        "yaml": yaml_s,
        "reader": reader_s,
        "cli_cpu": cli_cpu,
        "cli_wall": cli_wall,
        "j2_wall": j2_wall,
        "yaml_proc": yaml_proc,
        "warm": warm_s,
    }


def bench_chess(repeat: int) -> dict | None:
    """python-chess validating 200 random PGN games (the peer), or None if chess is missing."""
    try:
        import chess  # noqa: F401  (only: is it installed?)
    except ImportError:
        return None
    work = Path(tempfile.mkdtemp(prefix="pk-chess-"))
    subprocess.run(
        [sys.executable, str(PEERS / "gen_games.py"), str(work / "games.pgn")],
        check=True,
        capture_output=True,
    )
    cpu, wall, out = run_process(
        [sys.executable, str(PEERS / "validate_pgn.py"), "games.pgn", "full"], repeat, work
    )
    fields = dict(part.split("=") for part in out.split())
    rates = []
    for _ in range(repeat):
        done = subprocess.run(
            [sys.executable, str(PEERS / "validate_pgn.py"), "games.pgn", "full"],
            cwd=work,
            capture_output=True,
            text=True,
            check=True,
        )
        rates.append(float(dict(p.split("=") for p in done.stdout.split())["moves_per_s"]))
    shutil.rmtree(work, ignore_errors=True)
    moves = int(fields["moves"])
    return {"moves": moves, "cpu": cpu, "wall": wall, "in_process": max(rates)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--corpus", type=Path, default=Path(tempfile.gettempdir()) / "printkit-bench-corpus")
    args = parser.parse_args()

    rows = [bench_game(args.corpus, game, args.games, args.repeat) for game in GAMES]
    peer = bench_chess(args.repeat)

    print(f"corpus: {args.games} generated games per game in {args.corpus}; minimum of {args.repeat} runs")
    print()
    print(
        "| game | files | turns | actions | YAML parse alone: whole process (in-process) "
        "| `check --jobs 1`: whole process (warm, in-process) | actions/s per core: whole process (warm) "
        "| check / YAML parse: whole processes (in-process) | printkit reader alone "
        "| wall, `--jobs 1` / `--jobs 2` |"
    )
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for r in rows:
        print(
            f"| {r['game']} | {r['files']} | {r['turns']:,} | {r['actions']:,} "
            f"| {r['yaml_proc']:.2f} s ({r['yaml']:.2f} s) | {r['cli_cpu']:.2f} s ({r['warm']:.2f} s) "
            f"| {r['actions'] / r['cli_cpu']:,.0f} ({r['actions'] / r['warm']:,.0f}) "
            f"| {r['cli_cpu'] / r['yaml_proc']:.2f}x ({r['warm'] / r['yaml']:.2f}x) | {r['reader']:.2f} s "
            f"| {r['cli_wall']:.2f} s / {r['j2_wall']:.2f} s |"
        )
    if peer:
        print()
        chess = peer["moves"] / peer["cpu"]
        print(
            f"python-chess peer (200 games, {peer['moves']} plies, validate_pgn.py full): whole process "
            f"{peer['cpu']:.2f} s CPU ({chess:,.0f} moves/s), in-process {peer['in_process']:,.0f} moves/s"
        )
        print()
        print("actions/s against python-chess's moves/s, both as whole processes (target: at least 1.5x):")
        for r in rows:
            print(f"- {r['game']}: {r['actions'] / r['cli_cpu'] / chess:.1f}x")
    else:
        print("\npython-chess is not installed: `pip install chess` to measure the peer side by side")
    return 0


if __name__ == "__main__":
    sys.exit(main())
