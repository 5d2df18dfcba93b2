#!/usr/bin/env python3
"""Fuzz every command that reads a file or an option: no traceback, at most one line per problem, time and memory bounded.

Run from the repository: `python tools/fuzz_commands.py [--count N] [--seed S] [--big]`.

Mutated example transcripts (tests/robust/mutate_transcripts.py) go through check, show (SVG, a
chosen --turn), replay, fmt and fmt --write; mutated shipped layouts (tests/robust/mutate.py)
through validate, build, watch (its first round) and setup --layout; hostile option values
through play --players/--seed, setup --players/--seed, export --url-base, watch --out and new.
Each run is a forked child of this process (printkit imported once, so a run costs what the
command costs), limited to 2 GiB of address space and a hang guard; its wall time and peak
resident memory are measured with wait4. A run fails when it prints a traceback, exits other
than 0, 1 or 2, prints a line on stderr that is not one printable `printkit: ...` line, or takes
over 10 s or 500 MB on an input up to 200 KB. `--big` adds files of 200 KB and 4 MB (the
largest `check` reads) through the transcript commands, a played game's turns repeated (legal
until the game ends, illegal after: reading them is the cost), and reports time and memory per
MB; the longest legal games are bench/limits.py's.
"""

from __future__ import annotations

import argparse
import io
import os
import random
import resource
import signal
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tests.robust import mutate as layout_mutator  # noqa: E402
from tests.robust import mutate_transcripts as transcript_mutator  # noqa: E402

GAMES = ("111-ants", "ant-trails", "antheap", "anticipation")
MEMORY = 2 << 30  # address space a run may use: a guard; the bound checked is MAX_MB of resident memory
HANG = 120  # seconds before a run is killed as hung
MAX_SECONDS = 10.0
MAX_MB = 500.0
SMALL = 200_000  # bytes: inputs up to this size must stay under MAX_SECONDS and MAX_MB
ODD = [
    "\x1b]0;PWNED\x07",
    "\x1b[31mred",
    "a\nb",
    "x" * 200,
    "<img src=x onerror=alert(1)>",
    "\u202eevil",
    "caf\udce9",
    "",
    ",",
    "9" * 30,
]
SEEDS = ["1" * 25, "-5", "0", "9" * 400, "x"]
URLS = ["https://example.com/a\nb", "https://ex.com/?a=1#frag", "javascript:alert(1)", "ftp://x/", "x" * 3000]
URLS += ["https://example.com/kit", "http://[::1/", "https://example.com/a b/"]


@dataclass
class Run:
    """One command run: its arguments, input size, exit status, output on stderr, seconds and peak MB."""

    argv: list[str]
    size: int
    code: int
    err: str
    seconds: float
    mb: float
    readable: bool = False  # a transcript printkit play wrote: check must read it

    def problem(self) -> str | None:
        """Why this run fails the bar, or None."""
        if self.readable and self.code == 2:
            return f"check calls a transcript play wrote unreadable: {self.err[:200]}"
        if "Traceback" in self.err or self.code == 99:
            return "traceback"
        if self.code not in (0, 1, 2):
            return f"exit {self.code}"
        if self.code == 2 and self.err.startswith("Usage: "):
            return None  # click's usage message for a bad option value
        for line in self.err.splitlines():
            if not line.isprintable() or not line.startswith(("printkit: ", "  printkit ")):
                return f"stray line on stderr: {line[:120]!r}"
        if self.size <= SMALL and (self.seconds > MAX_SECONDS or self.mb > MAX_MB):
            return f"{self.seconds:.1f} s, {self.mb:.0f} MB on {self.size:,} bytes"
        return None


def _only_first_round() -> None:
    """Make `printkit watch` build once and return (its loop waits for saves)."""
    from printkit.kit import watch as watching

    def once(builds, report, **_):  # type: ignore[no-untyped-def]
        report(watching.build_round(builds, None))

    watching.watch = once  # type: ignore[assignment]


def run(argv: list[str], work: Path, size: int = 0) -> Run:
    """Run printkit with argv in a forked child in folder work; measure it."""
    err_path = work / ".stderr"
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:  # the child: run the command, never return
        code = 98
        try:
            os.chdir(work)
            resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))
            signal.alarm(HANG)
            fd = os.open(err_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
            os.dup2(fd, 2)
            null = os.open(os.devnull, os.O_WRONLY)
            os.dup2(null, 1)
            sys.stdout = io.TextIOWrapper(os.fdopen(1, "wb", closefd=False), encoding="utf-8")
            sys.stderr = io.TextIOWrapper(
                os.fdopen(2, "wb", closefd=False), encoding="utf-8", errors="backslashreplace"
            )
            if argv[0] == "watch":
                _only_first_round()
            from printkit.cli.app import main

            code = main(list(argv))
        except BaseException:
            import traceback

            traceback.print_exc()
            code = 99
        finally:
            try:
                sys.stdout.flush()
                sys.stderr.flush()
            finally:
                os._exit(code)
    _, status, usage = os.wait4(pid, 0)
    seconds = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    err = err_path.read_bytes().decode("utf-8", "replace")
    return Run(argv, size, code, err, seconds, usage.ru_maxrss / 1024)


def transcript_runs(count: int, rng: random.Random, work: Path) -> list[Run]:
    """Mutated example transcripts through check, show, replay and fmt."""
    seeds = [
        p.read_bytes() for g in GAMES for p in sorted((REPO / "examples" / "transcripts" / g).glob("*.yaml"))
    ]
    runs = []
    for k in range(count):
        data = transcript_mutator.mutate(seeds[k % len(seeds)], rng)
        path = work / f"t{k}.yaml"
        path.write_bytes(data)
        commands = [
            ["check", path.name],
            ["show", path.name, "-o", "out.svg"],
            ["show", path.name, "-o", "out.svg", "--turn", str(rng.randrange(0, 30))],
            ["replay", path.name, "-o", "out.html"],
            ["fmt", path.name],
            ["fmt", "--write", path.name],
        ]
        argv = rng.choice(commands)
        runs.append(run(argv, work, len(data)))
    return runs


def layout_runs(count: int, rng: random.Random, work: Path) -> list[Run]:
    """Mutated shipped layouts through validate, build, watch and setup --layout."""
    texts = {g: (REPO / "layouts" / f"{g}.yaml").read_text(encoding="utf-8") for g in GAMES}
    runs = []
    for k in range(count):
        game = GAMES[k % len(GAMES)]
        text = layout_mutator.mutate(texts[game], rng)
        if rng.random() < 0.1:
            text = text.replace("\n", "\n\x07", 1)
        path = work / f"l{k}.yaml"
        data = text.encode("utf-8", "surrogateescape")
        if rng.random() < 0.1:
            data = data.replace(b"e", b"\xe9", 1)
        path.write_bytes(data)
        argv = rng.choice(
            [
                ["validate", path.name, "--paper", "a4"],
                ["build", path.name, "--out", "out", "--format", "svg", "--only", _first_component(game)],
                ["watch", path.name, "--out", "out", "--format", "svg", "--only", _first_component(game)],
                ["setup", game, "--layout", path.name, "--seed", "3", "--out", "out"],
            ]
        )
        if argv[0] == "setup" and game == "antheap":  # it starts the same every game: no setup
            argv = ["validate", path.name, "--paper", "a4"]
        runs.append(run(argv, work, len(data)))
    return runs


def _first_component(game: str) -> str:
    from printkit.games.loaded import loaded_game
    from printkit.kit.build import components

    return components(loaded_game(game))[0].name


def option_runs(work: Path) -> list[Run]:
    """Hostile option values: seats, seeds, URLs, output paths, folders for `new`."""
    runs = []
    (work / "a-file").write_text("x")
    for game in GAMES:
        for seat in ODD:
            runs.append(run(["play", game, "--seed", "3", "--players", f"{seat},b", "-o", "p.yaml"], work))
            if runs[-1].code == 0:  # what play writes, check reads
                runs.append(run(["check", "p.yaml"], work, (work / "p.yaml").stat().st_size))
                runs[-1].readable = True
            if game in ("ant-trails", "anticipation"):
                runs.append(
                    run(["setup", game, "--seed", "3", "--players", f"{seat},b", "--out", "out"], work)
                )
        for seed in SEEDS:
            runs.append(run(["play", game, "--seed", seed, "-o", "p.yaml"], work))
            if game in ("ant-trails", "anticipation"):
                runs.append(run(["setup", game, "--seed", seed, "--out", "out"], work))
        runs.append(
            run(["watch", game, "--out", "a-file", "--format", "svg", "--only", _first_component(game)], work)
        )
        runs.append(run(["new", game, "a-file"], work))
        runs.append(run(["new", game, f"new-{game}\x1b[2J"], work))
    for url in URLS:
        runs.append(
            run(
                [
                    "export",
                    "antheap",
                    "--to",
                    "tts",
                    "--only",
                    "die",
                    "--dpi",
                    "20",
                    "--url-base",
                    url,
                    "--out",
                    "out",
                ],
                work,
            )
        )
    return runs


def big_runs(work: Path) -> list[Run]:
    """Files of about 200 KB and 4 MB (a game's turns repeated) through check, show, replay and fmt."""
    from printkit.core.limits import MAX_INPUT_BYTES

    runs = []
    for game in GAMES:
        for target in (SMALL, MAX_INPUT_BYTES):
            path = work / f"big-{game}-{target}.yaml"
            data = _long_game(game, target)
            path.write_bytes(data)
            for argv in (
                ["check", path.name],
                ["show", path.name, "-o", "out.svg"],
                ["replay", path.name, "-o", "out.html"],
                ["fmt", path.name],
            ):
                runs.append(run(argv, work, len(data)))
    return runs


def _long_game(game: str, size: int) -> bytes:
    """A transcript of about size bytes: a long legal game's turns repeated (legal up to its end, then illegal)."""
    import subprocess

    text = subprocess.run(
        [sys.executable, "-m", "printkit", "play", game, "--seed", "7"],
        capture_output=True,
        check=True,
        cwd=REPO,
    ).stdout
    head, _, turns = text.partition(b"\nturns:\n") if b"\nturns:\n" in text else (text, b"", b"")
    if not turns:  # games in rounds: repeat the rounds
        head, _, turns = text.partition(b"\nrounds:\n")
        head += b"\nrounds:\n"
    else:
        head += b"\nturns:\n"
    turns = b"\n".join(line for line in turns.split(b"\n") if not line.startswith(b"result"))
    out = bytearray(head)
    while len(out) + len(turns) < size:
        out += turns.rstrip(b"\n") + b"\n"
    return bytes(out)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=200, help="mutated transcripts and layouts each")
    parser.add_argument("--seed", type=int, default=22)
    parser.add_argument("--big", action="store_true", help="also the largest inputs, measured per MB")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    # imported once, before the children fork
    import printkit.cli.app
    import printkit.kit.build
    import printkit.show.page  # noqa: F401

    runs: list[Run] = []
    with tempfile.TemporaryDirectory(prefix="printkit-fuzz-") as folder:
        work = Path(folder)
        start = time.perf_counter()
        runs += option_runs(work)
        runs += transcript_runs(args.count, rng, work)
        runs += layout_runs(args.count, rng, work)
        if args.big:
            runs += big_runs(work)
        took = time.perf_counter() - start
    bad = [(r, r.problem()) for r in runs if r.problem()]
    by_command: dict[str, list[Run]] = {}
    for r in runs:
        by_command.setdefault(r.argv[0], []).append(r)
    print(f"{len(runs)} runs in {took:.0f} s; {len(bad)} failed the bar")
    print(f"{'command':<10} {'runs':>5} {'max s':>7} {'max MB':>7}   (inputs up to {SMALL:,} bytes)")
    for name, rs in sorted(by_command.items()):
        small = [r for r in rs if r.size <= SMALL] or rs
        print(
            f"{name:<10} {len(rs):>5} {max(r.seconds for r in small):>7.2f} {max(r.mb for r in small):>7.0f}"
        )
    for r in runs:
        if r.size > SMALL:
            mb = r.size / 1e6
            print(
                f"  {r.argv[0]:<7} {r.argv[1]:<32} {mb:5.2f} MB: {r.seconds:6.1f} s, {r.mb:5.0f} MB peak"
                f" ({r.seconds / mb:.1f} s and {r.mb / mb:.0f} MB per MB of input), exit {r.code}"
            )
    for r, why in bad:
        print(f"FAIL {why}: printkit {' '.join(a[:60] for a in r.argv)}")
        print("     " + r.err[-600:].replace("\n", "\n     "))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
