"""Benchmark: `printkit export` as whole processes, measured with /usr/bin/time -v.

Usage: python bench/export.py [--runs N]

The headline case is the 111 Ants deck to PNG at 300 dpi (110 fronts and 110 backs, 220 files;
target: under 15 s and 300 MiB on the project's 2-core machine). The other targets are measured
alongside. Each run starts a fresh process into an empty folder, so start-up, imports, drawing,
the PDF, pdfium and PNG writing all count. The machine is shared, so the best of the runs is the
figure that says what the code costs; the median is printed beside it.
"""

from __future__ import annotations

import argparse
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

CASES = [
    ("111 Ants deck -> png, 300 dpi (220 faces)", ["111-ants", "--to", "png", "--only", "cards"]),
    ("111 Ants deck -> tgc (110 fronts + back)", ["111-ants", "--to", "tgc"]),
    ("111 Ants deck -> mpc", ["111-ants", "--to", "mpc"]),
    ("111 Ants deck -> dtc (PDF, 220 pages)", ["111-ants", "--to", "dtc"]),
    ("111 Ants -> tts", ["111-ants", "--to", "tts"]),
    ("Anticipation -> tts", ["anticipation", "--to", "tts"]),
]


def measure(args: list[str], out: Path) -> tuple[float, float, float]:
    """Return (wall s, CPU s, peak RSS MiB) of one `printkit export` process, read from time -v."""
    cmd = ["/usr/bin/time", "-v", sys.executable, "-m", "printkit", "export", *args, "-q", "--out", str(out)]
    proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed:\n{proc.stderr[-800:]}")
    text = proc.stderr
    wall = text.split("Elapsed (wall clock) time (h:mm:ss or m:ss):")[1].split()[0]
    minutes, seconds = wall.split(":")[-2:]
    user = float(re.search(r"User time \(seconds\): ([\d.]+)", text)[1])  # type: ignore[index]
    system = float(re.search(r"System time \(seconds\): ([\d.]+)", text)[1])  # type: ignore[index]
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", text)[1])  # type: ignore[index]
    return int(minutes) * 60 + float(seconds), user + system, rss / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    results: dict[str, list[tuple[float, float, float]]] = {name: [] for name, _ in CASES}
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        for _ in range(args.runs):  # interleaved, so load on the machine hits every case alike
            for name, case in CASES:
                out = tmp / "out"
                shutil.rmtree(out, ignore_errors=True)
                results[name].append(measure(case, out))
    print(
        f"{'case':44s} {'best wall':>9s} {'median':>7s} {'best CPU':>9s} {'peak MiB':>9s}   ({args.runs} runs)"
    )
    for name, runs in results.items():
        walls = [r[0] for r in runs]
        print(
            f"{name:44s} {min(walls):9.2f} {statistics.median(walls):7.2f} "
            f"{min(r[1] for r in runs):9.2f} {max(r[2] for r in runs):9.1f}"
        )


if __name__ == "__main__":
    main()
