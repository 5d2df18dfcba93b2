"""Fuzz: mutated transcripts of all four games through `printkit check` in a process with a memory
limit: exit 0, 1 or 2 (never 3, printkit's own failure), one line per file, never a traceback."""

from __future__ import annotations

import json
import os
import random
import resource
import subprocess
import sys

from printkit.core.limits import one_line
from printkit.games import GAMES as REGISTRY
from printkit.referee.report import file_name
from tests.robust.mutate_transcripts import mutate
from tests.support import REPO
from tests.sweep import SWEEP

EXAMPLES = REPO / "examples" / "transcripts"
GAMES = tuple(REGISTRY)
# files per run: 40 in the suite (every other example, of every game), 160 in the sweep (tools/test_sweep.py:
# every example twice); more by hand: PRINTKIT_FUZZ=3000
COUNT = int(os.environ.get("PRINTKIT_FUZZ", "160" if SWEEP else "40"))
MEMORY = 2 << 30  # bytes of address space the checking process may use
HANG = 600  # seconds: only a hang guard, far above the few seconds a run takes
ODD_NAMES = [b"zz-caf\xe9\xff.yaml", b"zz-new\nline.yaml", b"zz-\x1b[31m.yaml"]


def _limit_memory():
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def _seeds() -> list[tuple[str, bytes]]:
    """Every example transcript of every game, as bytes."""
    return [(game, path.read_bytes()) for game in GAMES for path in sorted((EXAMPLES / game).glob("*.yaml"))]


def _check(folder: bytes, *options: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "printkit", "check", "--jobs", "2", *options, os.fsdecode(folder)],
        capture_output=True,
        cwd=REPO,
        preexec_fn=_limit_memory,
        timeout=HANG,
    )


def test_mutated_transcripts_get_one_line_each_and_no_traceback(tmp_path):
    rng = random.Random(12)
    seeds = _seeds()
    folder = os.fsencode(tmp_path)
    names = []
    for k in range(COUNT):
        # fewer files than examples: spread over all of them (every game's), not the first games' only
        game, data = seeds[k % len(seeds) if len(seeds) <= COUNT else k * len(seeds) // COUNT]
        name = f"{k:04d}-{game}.yaml".encode() if k >= len(ODD_NAMES) else ODD_NAMES[k]
        with open(os.path.join(folder, name), "wb") as handle:
            handle.write(mutate(data, rng))
        names.append(name)
    expected = [one_line(file_name(os.fsdecode(os.path.join(folder, n)))) for n in sorted(names)]

    proc = _check(folder, "--json")
    assert proc.returncode in (0, 1, 2), proc.stderr[-3000:]
    assert not proc.stderr, proc.stderr[-3000:].decode("utf-8", "replace")
    lines = proc.stdout.decode("utf-8").split("\n")  # strict: every line valid UTF-8
    assert lines.pop() == "" and len(lines) == len(names), "exactly one line for each file"
    verdicts = [json.loads(line) for line in lines]
    assert [v["file"] for v in verdicts] == [
        file_name(os.fsdecode(os.path.join(folder, n))) for n in sorted(names)
    ]
    kinds = [v["verdict"] for v in verdicts]
    assert set(kinds) <= {"legal", "illegal", "unreadable"}, "printkit failed on a file (verdict 'error')"
    assert kinds.count("unreadable") > len(kinds) // 4 and "illegal" in kinds, "the mutator must mutate"
    assert all(len(v["message"] or "") < 400 for v in verdicts), "messages quote only excerpts"

    text = _check(folder)
    assert text.returncode == proc.returncode and not text.stderr
    lines = text.stdout.decode("utf-8").split("\n")
    assert lines.pop() == "" and len(lines) == len(names)
    assert all(line.startswith(f"{name}:") for line, name in zip(lines, expected))
    assert all(line.isprintable() for line in lines), "control characters and line breaks are escaped"
