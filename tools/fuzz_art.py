"""Fuzz the art vocabulary: mutate the components: of tests/vocab/every_element.yaml, of the plain
deck, of custom hex and round boards, players' mats, a deck with its tuck box, coins with their box,
counter trays, name tents and a dice tray with its card, and of the shipped layouts whose art is described
(the 111 Ants cards and tuck box, the Ant Trails board, tiles and box, the Anticipation board, nest boards,
pieces, nest trays and Barrier stands, the Antheap board, eggs, container and box:
element names, keys, expressions, huge repeats), load and draw each; every answer must be a
drawing or one located error line, none a traceback, none over the time limit.

    python tools/fuzz_art.py --count 2000

Exit status 1 on the first failure, printing its seed and the mutated file's path.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.vocab.mutate_art import mutate, run_one

REPO = Path(__file__).resolve().parents[1]
# (layout, the components to draw: none named, all of them)
SEEDS: tuple[tuple[Path, frozenset[str]], ...] = (
    (REPO / "tests" / "vocab" / "every_element.yaml", frozenset()),
    (REPO / "examples" / "custom" / "plain-deck.yaml", frozenset()),
    (REPO / "layouts" / "111-ants.yaml", frozenset({"cards", "tuckbox"})),
    (REPO / "tests" / "vocab" / "tuckdeck.yaml", frozenset()),
    (REPO / "layouts" / "ant-trails.yaml", frozenset({"ants", "board", "box"})),
    (REPO / "tests" / "vocab" / "boxed.yaml", frozenset()),
    (REPO / "tests" / "vocab" / "hexboard.yaml", frozenset()),
    (REPO / "tests" / "vocab" / "mats.yaml", frozenset()),
    (
        REPO / "layouts" / "anticipation.yaml",
        frozenset({"pieces", "board", "nests", "trays", "stands", "aids", "box"}),
    ),
    (REPO / "layouts" / "antheap.yaml", frozenset({"eggs", "board", "container", "box"})),
    (REPO / "tests" / "vocab" / "trays.yaml", frozenset()),
    (REPO / "tests" / "vocab" / "roundboard.yaml", frozenset()),
    (REPO / "tests" / "vocab" / "tents.yaml", frozenset()),
)
MAX_SECONDS = 10.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=500)
    parser.add_argument("--start", type=int, default=0)
    args = parser.parse_args()
    answers: Counter[str] = Counter()
    slowest = 0.0
    with tempfile.TemporaryDirectory() as folder:
        for seed in range(args.start, args.start + args.count):
            source, only = SEEDS[seed % len(SEEDS)]
            path = Path(folder) / source.name
            if source.parent.joinpath("templates").is_dir() and not (Path(folder) / "templates").exists():
                (Path(folder) / "templates").symlink_to(source.parent / "templates")
            path.write_text(mutate(source.read_text(), random.Random(seed)))
            try:
                answer, seconds = run_one(path, only)
            except BaseException as exc:  # a traceback is the finding: report it with its seed
                keep = Path(tempfile.mkdtemp()) / source.name
                keep.write_text(path.read_text())
                print(f"seed {seed}: {type(exc).__name__}: {exc} ({keep})", file=sys.stderr)
                raise
            slowest = max(slowest, seconds)
            if seconds > MAX_SECONDS:
                print(f"seed {seed}: {seconds:.1f} s CPU: {answer}", file=sys.stderr)
                return 1
            answers["ok" if answer == "ok" else answer.split(": ", 2)[-1][:40]] += 1
    print(
        f"{args.count} mutated layouts: {answers['ok']} drawn, {args.count - answers['ok']} refused on a located line; "
        f"slowest {slowest:.2f} s CPU"
    )
    for answer, n in answers.most_common(8):
        print(f"  {n:5d}  {answer}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
