"""Parameter combinations: a covering set in the suite, every combination under PRINTKIT_SWEEP=1 (tools/test_sweep.py)."""

from __future__ import annotations

import itertools
import os
import zlib
from collections.abc import Iterable

SWEEP = os.environ.get("PRINTKIT_SWEEP") == "1"


def combos(*axes: Iterable[object]) -> list[tuple]:
    """Return every combination of the axes' values under PRINTKIT_SWEEP=1, else the fewest rows in which every value of every axis appears."""
    values = [list(a) for a in axes]
    if SWEEP:
        return list(itertools.product(*values))
    return [tuple(v[i % len(v)] for v in values) for i in range(max(map(len, values)))]


def examples(n: int) -> int:
    """Return how many examples a property test draws: n under PRINTKIT_SWEEP=1, half of it (at least 3) in the suite."""
    return n if SWEEP else max(3, n // 2)


def pick(values: Iterable[object], test: str) -> list:
    """Return every value under PRINTKIT_SWEEP=1, else one, chosen by the test's name (so tests of one class cover different values)."""
    every = list(values)
    return every if SWEEP else [every[zlib.crc32(test.encode()) % len(every)]]


def sample(values: Iterable[object], every: int) -> list:
    """Return every value under PRINTKIT_SWEEP=1, else every `every`-th from the first (a systematic sample of an
    exhaustive check, spread over the whole range); a count asserted over it scales by len(sample) / len(values)."""
    every_value = list(values)
    return every_value if SWEEP else every_value[::every]
