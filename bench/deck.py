"""Benchmark: build the 111 Ants deck as whole processes, side by side with the two peers.

Usage: python bench/deck.py [--runs N] [--protograf PYTHON]

Each run starts a fresh process, so start-up, imports, layout loading, drawing and writing all
count. Reported: median wall time, median CPU (user+sys, steadier on a busy machine) and the
largest peak RSS, for
  - printkit build 111-ants --only cards --format pdf    (110 cards)
  - printkit build 111-ants --only cards --format both   (PDF + 26 SVG sheets)
  - printkit, PDF, 1,100 cards                  (the same layout with deck.copies: 10)
(--only cards: the deck the peers draw, without the rules sheet, aids and one-file kit a build
of the whole game writes; with deck.copies: 10 the whole game no longer fits its tuck box on A4.)
  - ../shared/peers/reportlab_deck.py           (bare reportlab: the floor), 110 and 1,100 cards
  - ../shared/peers/protograf_deck.py           (protograf 0.5.2 in its own venv), 110 and 1,100
The peers take PNP_CARDS for the card count. protograf runs only if --protograf names a Python
with protograf installed (default /tmp/pg/bin/python, see ../shared/peers/README.md).
Each printkit case builds into an output folder of its own, as each peer rewrites its one PDF: in a shared
folder a case would first retire the files the case before it wrote (a PDF-only build deletes the
last one's 26 SVGs) and its gallery would read them. Every case runs once unmeasured first, and every child compiles its bytecode once into a temporary
folder, as an installed package's is (pip compiles it on install): a machine that sets
PYTHONDONTWRITEBYTECODE would otherwise have printkit, run from a clone, recompile every module in
every run while the peers read their installed bytecode.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PEERS = REPO.parent / "shared" / "peers"
CHILD_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def measure(cmd: list[str], cwd: Path, env: dict | None = None) -> tuple[float, float, float]:
    """Return (wall s, cpu s, peak RSS MiB) of one process."""
    start = time.perf_counter()
    proc = subprocess.Popen(
        cmd, cwd=cwd, env={**CHILD_ENV, **(env or {})}, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    if status != 0:
        raise SystemExit(f"{' '.join(cmd)} failed: {proc.stderr.read().decode()[-500:]}")
    proc.stderr.close()
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def big_layouts(tmp: Path) -> Path:
    """Return a layouts folder whose 111 Ants deck is printed ten times (1,100 cards)."""
    folder = tmp / "layouts"
    shutil.copytree(REPO / "layouts", folder)
    path = folder / "111-ants.yaml"
    text = path.read_text()
    assert "  copies: 1\n" in text
    path.write_text(text.replace("  copies: 1\n", "  copies: 10\n"))
    return folder


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--protograf", default="/tmp/pg/bin/python")
    args = parser.parse_args()
    printkit = [sys.executable, "-m", "printkit"]
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        CHILD_ENV["PYTHONPYCACHEPREFIX"] = str(tmp / "pycache")
        layouts = big_layouts(tmp)

        build = [*printkit, "build", "111-ants", "--only", "cards", "-q"]

        def deck(formats: str, out: str) -> list[str]:
            return [*build, "--format", formats, "--out", str(tmp / out)]

        cases: list[tuple[str, list[str], dict]] = [
            ("printkit pdf, 110", deck("pdf", "pdf"), {}),
            ("printkit pdf+svg, 110", deck("both", "both"), {}),
            ("printkit pdf, 1100", deck("pdf", "big"), {"PRINTKIT_LAYOUTS": str(layouts)}),
            ("bare reportlab, 110", [sys.executable, str(PEERS / "reportlab_deck.py")], {}),
            (
                "bare reportlab, 1100",
                [sys.executable, str(PEERS / "reportlab_deck.py")],
                {"PNP_CARDS": "1100"},
            ),
        ]
        if Path(args.protograf).exists():
            cases += [
                ("protograf, 110", [args.protograf, str(PEERS / "protograf_deck.py")], {}),
                (
                    "protograf, 1100",
                    [args.protograf, str(PEERS / "protograf_deck.py")],
                    {"PNP_CARDS": "1100"},
                ),
            ]
        else:
            print(f"(protograf skipped: no {args.protograf})")
        results: dict[str, list[tuple[float, float, float]]] = {name: [] for name, _, _ in cases}
        for _, cmd, env in cases:  # unmeasured: each compiles its bytecode into the cache
            measure(cmd, tmp, env)
        for _ in range(args.runs):  # interleaved, so load on the machine hits every case alike
            for name, cmd, env in cases:
                results[name].append(measure(cmd, tmp, env))
    print(f"{'case':24s} {'wall s':>8s} {'cpu s':>8s} {'peak MiB':>9s}   (median of {args.runs}; peak = max)")
    summary = {}
    for name, runs in results.items():
        wall = statistics.median(r[0] for r in runs)
        cpu = statistics.median(r[1] for r in runs)
        peak = max(r[2] for r in runs)
        summary[name] = (wall, cpu, peak)
        print(f"{name:24s} {wall:8.3f} {cpu:8.3f} {peak:9.1f}")
    pk, floor = summary["printkit pdf, 110"], summary["bare reportlab, 110"]
    print(
        f"\nprintkit PDF / bare reportlab: wall {pk[0] / floor[0]:.2f}x, cpu {pk[1] / floor[1]:.2f}x (target <= 2.5x)"
    )
    if "protograf, 110" in summary:
        pg = summary["protograf, 110"]
        print(f"protograf / printkit PDF: wall {pg[0] / pk[0]:.1f}x, cpu {pg[1] / pk[1]:.1f}x (target >= 5x)")
    big = summary["printkit pdf, 1100"]
    print(
        f"1,100 / 110 cards, printkit: wall {big[0] / pk[0]:.2f}x, cpu {big[1] / pk[1]:.2f}x "
        f"(bare reportlab: cpu {summary['bare reportlab, 1100'][1] / floor[1]:.2f}x)"
    )


if __name__ == "__main__":
    main()
