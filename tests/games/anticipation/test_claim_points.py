"""`printkit play --rule claim=by-choice` claims at every point of a turn where a claim may stand, legally."""

from __future__ import annotations

import os

from tests.games.anticipation.claim_points import POINTS, sweep

# tools/claim_sweep.py runs the few hundred seeds; the suite a few that reach every point
SEEDS = int(os.environ.get("PRINTKIT_CLAIM_SEEDS", "8"))


def test_by_choice_games_claim_at_every_point_and_replay_legal():
    points, bad = sweep(range(1, SEEDS + 1))
    assert bad == []
    assert {point for point in POINTS if points[point] == 0} == set(), points
