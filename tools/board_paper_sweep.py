"""Check every game's shipped layout with and without --single on every --board-paper, A4 and Letter.

Each combination is what `printkit validate` checks (every component drawn and checked, and the
one-file kit where the build writes one), so a board whose art or bleed does not fit a sheet is
found here rather than by a user. The suite checks one such mode (tests/robust/test_drawcheck.py).

    python tools/board_paper_sweep.py          # 4 games x 2 papers x 2 x 4 board papers: under a minute

Exit status 1 if any combination is refused, with one line for each.
"""

from __future__ import annotations

import itertools
import sys
import time


def main() -> int:
    """Check every combination and print one line per refusal and a summary."""
    from printkit.core.errors import UserError
    from printkit.games import GAMES
    from printkit.games.loaded import loaded_game
    from printkit.kit.build import BuildOptions, check_kit

    start, failed, done = time.perf_counter(), 0, 0
    for game, paper, single, board in itertools.product(
        GAMES, ("a4", "letter"), (False, True), (None, "a3", "a2", "custom")
    ):
        options = BuildOptions(paper=paper, single=single, board_paper=board)
        try:
            check_kit(loaded_game(game), options)
        except UserError as error:
            failed += 1
            print(f"{game} --paper {paper}{' --single' if single else ''} --board-paper {board}: {error}")
        done += 1
    print(f"{done - failed} of {done} combinations build ({time.perf_counter() - start:.0f} s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
