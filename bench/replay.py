#!/usr/bin/env python3
"""Benchmark `printkit replay` against `printkit check` on long legal games: time, peak memory, page size.

The long games are 111 Ants games of many rounds, made by putting together the rounds of seeded
`printkit play 111-ants` games (each round as it was dealt and played, the rounds chosen so that
their starting seats go round the table, the result their sum), up to the replay page's position
limit; and for the other games the longest of a few seeded `printkit play` games. Each command runs
as a whole process under /usr/bin/time -v (wall and CPU seconds, maximum resident set size).

usage: python bench/replay.py [--rounds 10,42,60] [--seeds 8] [--repeat N] [--keep DIR]

With --repeat N each command runs N times, check and replay in turn, and the run of least CPU
time of each is reported (on a shared machine the load moves single runs by a fifth or more).
A game over the replay page's position limit (60 rounds: 2,866) shows what refusing it costs.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import yaml

PRINTKIT = [sys.executable, "-m", "printkit.cli.app"]
SEATS = ("ana", "ben", "cho")
OTHERS = {"ant-trails": [], "antheap": ["--players", "A,B,C,D,E,F"], "anticipation": ["--players", "4"]}


def play(game: str, seed: int, extra: list[str]) -> str:
    return subprocess.run(
        [*PRINTKIT, "play", game, "--seed", str(seed), *extra], capture_output=True, text=True, check=True
    ).stdout


def long_111_ants(rounds: int) -> str:
    """A legal 111 Ants game of that many rounds, from the rounds of seeded games."""
    found: list[dict] = []
    seed = 1
    while len(found) < rounds:
        for played in yaml.safe_load(play("111-ants", seed, []))["rounds"]:
            if len(found) < rounds and played["start"] == SEATS[len(found) % len(SEATS)]:
                found.append(played)
        seed += 1
    total = {seat: sum(r["scores"][seat] for r in found) for seat in SEATS}
    doc = {
        "game": "111-ants",
        "players": list(SEATS),
        "round_limit": rounds,
        "rounds": found,
        "result": total,
    }
    return yaml.safe_dump(doc, sort_keys=False, default_flow_style=None, width=200)


def measured(args: list[str], cwd: Path) -> tuple[float, float, float, str]:
    """Wall seconds, CPU seconds and peak MB of one whole process, and its stderr."""
    done = subprocess.run(["/usr/bin/time", "-v", *args], cwd=cwd, capture_output=True, text=True)
    err = done.stderr

    def field(name: str) -> str:
        return re.search(rf"{re.escape(name)}: (.*)", err)[1]  # type: ignore[index]

    h, m, s = (["0", "0", *field("Elapsed (wall clock) time (h:mm:ss or m:ss)").split(":")])[-3:]
    wall = int(h) * 3600 + int(m) * 60 + float(s)
    cpu = float(field("User time (seconds)")) + float(field("System time (seconds)"))
    peak = int(field("Maximum resident set size (kbytes)")) / 1024
    return wall, cpu, peak, err


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", default="10,42,60", help="111 Ants games of these many rounds")
    parser.add_argument("--seeds", type=int, default=8, help="seeds tried for the other games' longest game")
    parser.add_argument(
        "--repeat", type=int, default=1, help="runs of each command; the least CPU time is reported"
    )
    parser.add_argument("--keep", type=Path, help="write the games and pages here")
    args = parser.parse_args()
    work = args.keep or Path(tempfile.mkdtemp(prefix="printkit-bench-replay-"))
    work.mkdir(parents=True, exist_ok=True)
    games: list[tuple[str, Path]] = []
    for n in (int(r) for r in args.rounds.split(",")):
        path = work / f"111-ants-{n}-rounds.yaml"
        path.write_text(long_111_ants(n))
        games.append((f"111-ants, {n} rounds", path))
    for game, extra in OTHERS.items():
        text = max((play(game, seed, extra) for seed in range(1, args.seeds + 1)), key=len)
        path = work / f"{game}.yaml"
        path.write_text(text)
        games.append((game, path))
    print(
        "| game | transcript | positions | check: wall, CPU, peak | replay: wall, CPU, peak | page | replay / check CPU |"
    )
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name, path in games:
        page = path.with_suffix(".html")
        page.unlink(missing_ok=True)  # a refused game writes none
        checks, replays = [], []
        for _ in range(max(1, args.repeat)):
            checks.append(measured([*PRINTKIT, "check", str(path)], work))
            replays.append(measured([*PRINTKIT, "replay", str(path), "-o", str(page)], work))
        cw, cc, cp, _ = min(checks, key=lambda run: run[1])
        rw, rc, rp, err = min(replays, key=lambda run: run[1])
        said = re.search(r"([\d,]+) positions", err)
        positions = said[1] if said else "?"
        if "holds at most" in err:  # over the replay page's limit: refused before the replay
            positions = f"{positions}: refused"
        size = f"{page.stat().st_size / 1e6:.1f} MB" if page.exists() else "-"
        print(
            f"| {name} | {path.stat().st_size / 1e3:.0f} kB | {positions} | {cw:.2f} s, {cc:.2f} s, {cp:.0f} MB"
            f" | {rw:.2f} s, {rc:.2f} s, {rp:.0f} MB | {size} | {rc / cc:.1f} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
