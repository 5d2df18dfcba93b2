"""Play a few hundred Anticipation games by claim: by-choice; each must be legal and finished, and the claims
must stand at every point of a turn (before and after a roll, after a move, a split and a move home).

    python tools/claim_sweep.py [SEEDS]     # default 300; exit 1 on any fault
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.games.anticipation.claim_points import POINTS, sweep


def main() -> int:
    """Run the sweep and print the claims counted by point."""
    seeds = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    points, bad = sweep(range(1, seeds + 1))
    for point, n in sorted(points.items()):
        print(f"{n:6d}  {point}")
    missing = [p for p in POINTS if not points[p]]
    for line in bad + [f"no claim {p}" for p in missing]:
        print(line, file=sys.stderr)
    print(f"{seeds} games, {sum(points.values())} claims, {len(bad)} not legal and finished")
    return 1 if bad or missing else 0


if __name__ == "__main__":
    raise SystemExit(main())
