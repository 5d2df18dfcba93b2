#!/usr/bin/env python3
"""Run the suite's parametrised tests over every combination (PRINTKIT_SWEEP=1); the suite runs a covering set.

Each test file that takes its combinations from tests/sweep.py is run with PRINTKIT_SWEEP=1, so every
game meets every build option there, as the suite's 90 s budget does not allow.

usage: python tools/test_sweep.py [--jobs N] [FILE ...]   (FILEs: only those of the swept files, e.g. the ones you changed)
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def swept_files() -> list[str]:
    """Return the test files that import tests.sweep."""
    return sorted(
        str(p.relative_to(ROOT))
        for p in (ROOT / "tests").rglob("test_*.py")
        if "from tests.sweep import" in p.read_text(encoding="utf-8")
    )


def main() -> int:
    """Run the swept files under PRINTKIT_SWEEP=1 and return pytest's exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("files", nargs="*", help="run only these test files (each must import tests.sweep)")
    parsed = parser.parse_args()
    jobs, files = parsed.jobs, swept_files()
    if not files:
        print("test_sweep: no test file takes its combinations from tests/sweep.py", file=sys.stderr)
        return 1
    if parsed.files:
        asked = [Path(f).resolve().relative_to(ROOT).as_posix() for f in parsed.files]
        unswept = [f for f in asked if f not in files]
        if unswept:
            print(
                f"test_sweep: not a swept file (no `from tests.sweep import`): {', '.join(unswept)}",
                file=sys.stderr,
            )
            return 2
        files = asked
    env = {**os.environ, "PRINTKIT_SWEEP": "1"}
    args = ["-o", "addopts=-q -p no:anyio", "-n", str(jobs), "--dist", "loadfile", *files]
    return subprocess.run([sys.executable, "-m", "pytest", *args], cwd=ROOT, env=env).returncode


if __name__ == "__main__":
    sys.exit(main())
