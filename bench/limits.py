#!/usr/bin/env python3
"""Benchmark every command at the largest input it accepts: CPU time, wall time and peak memory against input size.

Transcript commands (check, show, replay, fmt, fmt --write) get legal 111 Ants games of growing
length: a game played in rounds has no end but its round limit, so it is the longest legal game
a transcript can hold, up to the 4,000,000-byte limit on input (`--sizes` in kB; generated once
into `$TMPDIR/printkit-bench-limits`). Layout commands (validate, build, watch's first round)
get the largest shipped kit, and a layout padded with comments to the size limit; play, setup,
new and export get the inputs they take, at their limits. Each case is one whole process, its
peak resident memory read from wait4; a run over `--timeout` seconds or 2 GiB of address space
is stopped and reported so.

usage: python bench/limits.py [--sizes 50,200,1000,4000] [--only check,show] [--timeout 600]
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CACHE = Path(tempfile.gettempdir()) / "printkit-bench-limits"
MEMORY = 2 << 30
PRINTKIT = [sys.executable, "-m", "printkit"]


def measure(args: list[str], cwd: Path, timeout: float) -> tuple[float, float, float, int]:
    """CPU seconds, wall seconds, peak MB and exit status of one whole process (status -9: stopped)."""

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))

    start = time.perf_counter()
    proc = subprocess.Popen(
        args, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, preexec_fn=limit
    )
    deadline = start + timeout
    while True:
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            break
        if time.perf_counter() > deadline:
            proc.kill()
            _, status, usage = os.wait4(proc.pid, 0)
            break
        time.sleep(0.02)
    proc.returncode = os.waitstatus_to_exitcode(status)
    wall = time.perf_counter() - start
    return usage.ru_utime + usage.ru_stime, wall, usage.ru_maxrss / 1024, proc.returncode


def long_game(kilobytes: int) -> Path:
    """A legal 111 Ants game of about kilobytes kB (its round limit chosen to fill it), written once."""
    CACHE.mkdir(exist_ok=True)
    path = CACHE / f"111-ants-{kilobytes}kB.yaml"
    if path.exists():
        return path
    from printkit.games.ants111 import player
    from printkit.games.loaded import referee
    from printkit.referee.canonical import shape
    from printkit.referee.writer import write_transcript

    game = referee("111-ants")
    per_round = len(write_transcript(shape(player.play(3, None, round_limit=10, game=game), game))) / 10
    rounds = max(1, int(kilobytes * 1000 / per_round))
    text = write_transcript(shape(player.play(3, None, round_limit=rounds, game=game), game))
    while len(text) > 4_000_000:  # the round size varies: a few rounds fewer fit under the limit
        rounds -= max(1, rounds // 100)
        text = write_transcript(shape(player.play(3, None, round_limit=rounds, game=game), game))
    path.write_text(text, encoding="utf-8")
    return path


def padded_layout(work: Path) -> Path:
    """The Anticipation layout (the largest shipped) padded with comment lines to just under the 4 MB limit."""
    text = (REPO / "layouts" / "anticipation.yaml").read_text(encoding="utf-8")
    line = "# " + "x" * 77 + "\n"
    path = work / "anticipation.yaml"
    path.write_text(text + line * ((3_990_000 - len(text.encode())) // len(line)), encoding="utf-8")
    return path


def cases(sizes: list[int], work: Path) -> list[tuple[str, int, list[str]]]:
    """(command, input bytes, argv) of every case."""
    out: list[tuple[str, int, list[str]]] = []
    for kb in sizes:
        game = long_game(kb)
        size = game.stat().st_size
        copy = work / f"fmt-{kb}.yaml"
        copy.write_bytes(game.read_bytes())
        commented = work / f"commented-{kb}.yaml"  # a comment at the end of every turn: fmt keeps each
        lines = game.read_text(encoding="utf-8").split("\n")
        room = (3_999_000 - size) // 5  # comments that still fit under the 4,000,000-byte limit
        for i, line in enumerate(lines):
            if room > 0 and line.startswith("  - "):
                lines[i], room = line + "  # c", room - 1
        commented.write_text("\n".join(lines), "utf-8")
        out += [
            ("check", size, [*PRINTKIT, "check", str(game)]),
            ("show", size, [*PRINTKIT, "show", str(game), "-o", "out.svg"]),
            (
                "show --round 1 (PNG)",
                size,
                [*PRINTKIT, "show", str(game), "--round", "1", "--turn", "1", "-o", "out.png"],
            ),
            ("replay", size, [*PRINTKIT, "replay", str(game), "-o", "out.html"]),
            ("fmt", size, [*PRINTKIT, "fmt", str(game)]),
            ("fmt --write", size, [*PRINTKIT, "fmt", "--write", str(copy)]),
            ("fmt, commented", commented.stat().st_size, [*PRINTKIT, "fmt", str(commented)]),
        ]
    big = padded_layout(work)
    layout = REPO / "layouts" / "anticipation.yaml"
    out += [
        ("validate", big.stat().st_size, [*PRINTKIT, "validate", str(big)]),
        ("build", layout.stat().st_size, [*PRINTKIT, "build", str(layout), "--out", "out"]),
        ("build all", 0, [*PRINTKIT, "build", "all", "--out", "out-all"]),
        (
            "setup",
            0,
            [*PRINTKIT, "setup", "anticipation", "--seed", "9" * 18, "--players", "4", "--out", "out"],
        ),
        ("play", 0, [*PRINTKIT, "play", "anticipation", "--seed", "9" * 18, "--players", "4"]),
        ("new", 0, [*PRINTKIT, "new", "anticipation", "new-kit"]),
        (
            "export tts",
            0,
            [*PRINTKIT, "export", "anticipation", "--to", "tts", "--dpi", "300", "--out", "out"],
        ),
    ]
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="50,200,1000,4000", help="transcript sizes in kB")
    parser.add_argument("--only", default="", help="commands to run, comma-separated (default: all)")
    parser.add_argument("--timeout", type=float, default=600)
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",") if s]
    only = {s.strip() for s in args.only.split(",") if s.strip()}
    with tempfile.TemporaryDirectory(prefix="printkit-bench-limits-") as folder:
        work = Path(folder)
        print(f"load average before: {os.getloadavg()[0]:.1f}")
        print("| command | input | CPU | wall | peak memory | per MB of input | exit |")
        print("| --- | ---: | ---: | ---: | ---: | --- | ---: |")
        for name, size, argv in cases(sizes, work):
            if only and name.split()[0].rstrip(",") not in only:
                continue
            cpu, wall, mb, code = measure(argv, work, args.timeout)
            per = f"{cpu / (size / 1e6):.1f} s, {mb / (size / 1e6):.0f} MB" if size > 500_000 else ""
            shown = f"{size / 1000:,.0f} kB" if size else "-"
            status = "stopped" if code < 0 else str(code)
            print(
                f"| {name} | {shown} | {cpu:.2f} s | {wall:.2f} s | {mb:.0f} MB | {per} | {status} |",
                flush=True,
            )
        print(f"load average after: {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
