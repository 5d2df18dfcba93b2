"""A few seeds of the art fuzz (tests/vocab/mutate_art.py): mutated components: are drawn or refused on a
located line, never a traceback, never a long run. tools/fuzz_art.py runs thousands."""

from __future__ import annotations

import random

import pytest

from tests.vocab.mutate_art import mutate, run_one
from tests.vocab.test_vocabulary import SEED

MAX_SECONDS = 5.0  # CPU seconds one mutated layout may take (a build's budget stops runaway art)


@pytest.mark.parametrize("seed", range(12))
def test_a_mutated_layout_is_drawn_or_refused_on_one_located_line(tmp_path, seed):
    path = tmp_path / SEED.name
    path.write_text(mutate(SEED.read_text(), random.Random(seed)))
    answer, seconds = run_one(path)  # raises for a traceback or an error with no place
    assert answer == "ok" or answer.startswith(str(path)), answer
    assert seconds < MAX_SECONDS, (seconds, answer)
