"""Fuzz: mutated layouts through `printkit validate` (load and draw every component) in one process
with a memory limit: exit 0, 1 or 2, exactly one line per file, never a traceback."""

from __future__ import annotations

import os
import random
import resource
import subprocess
import sys

from printkit.games import GAMES as REGISTRY
from tests.robust.mutate import mutate
from tests.support import REPO
from tests.sweep import SWEEP

GAMES = tuple(REGISTRY)
# files per run: 24 in the suite, 48 in the sweep (tools/test_sweep.py); more by hand: PRINTKIT_FUZZ=2000
COUNT = int(os.environ.get("PRINTKIT_FUZZ", "48" if SWEEP else "24"))
MEMORY = 2 << 30  # bytes of address space the validating process may use
HANG = 600  # seconds: only a hang guard, far above the few seconds a run takes


def _limit_memory():
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def test_mutated_layouts_get_one_line_each_and_no_traceback(tmp_path):
    rng = random.Random(12)
    files = []
    for k in range(COUNT):
        game = GAMES[k % len(GAMES)]
        text = (REPO / "layouts" / f"{game}.yaml").read_text()
        path = tmp_path / f"{k:04d}-{game}.yaml"
        path.write_bytes(mutate(text, rng).encode("utf-8", "surrogatepass"))
        files.append(path)
    proc = subprocess.run(
        [sys.executable, "-m", "printkit", "validate", *map(str, files)],
        capture_output=True,
        text=True,
        errors="replace",
        cwd=tmp_path,
        preexec_fn=_limit_memory,
        timeout=HANG,
    )
    assert proc.returncode in (0, 1, 2), proc.stderr[-3000:]
    assert "Traceback" not in proc.stderr, proc.stderr[-3000:]
    ok = [line for line in proc.stdout.splitlines() if line.endswith(": ok")]
    errors = proc.stderr.splitlines()
    assert all(line.startswith("printkit: error: ") for line in errors), proc.stderr[-3000:]
    assert len(ok) + len(errors) == len(files), "exactly one line for each file"
    named = [next((f for f in files if line.startswith(f"printkit: error: {f}")), None) for line in errors]
    assert None not in named and len(set(named)) == len(errors), "each error names its own file"
    assert errors, "the mutator finds nothing wrong: it is not mutating"
