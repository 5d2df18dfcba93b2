"""Compare the PDF and the SVG of every page of every kit, in every build mode, on A4 and Letter.

Every component's pages, and the pages only the one-file kit has (cover, blank pages, the duplex
calibration sheet), as `printkit build` draws them.

    python tools/backend_diff.py                      # everything (about three minutes)
    python tools/backend_diff.py --mode gutterfold --paper a4 --game 111-ants
    python tools/backend_diff.py --jobs 2 --out /tmp/diffs

Each page is rasterised from both backends (printkit.draw.render.compare) and every patch where the
two pictures differ is listed with its page and place; a picture of it (PDF | SVG | differences)
is written under --out (a new temporary folder by default). Exit status 1 if any page differs.
Needs the test extras: pip install -e ".[test]".
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from printkit.draw.scene import Document

# A build mode is a name and the BuildOptions it changes (printkit.kit.build.BuildOptions); a new mode
# is one line here.
MODES: dict[str, dict[str, Any]] = {
    "default": {},
    "gutterfold": {"duplex": "gutterfold"},
    "bleed-3": {"bleed": 3.0},
    "ink-low": {"ink": "low"},
    "korean": {"lang": "ko"},  # a Korean kit: its Korean pages, PDF = SVG as the English ones
}
PAPERS = ("a4", "letter")


@dataclass(frozen=True)
class Job:
    """One component of one game, built in one mode on one paper."""

    mode: str
    paper: str
    game: str
    component: str


@dataclass(frozen=True)
class Outcome:
    """What comparing a job's pages found: pages compared and differing, what differs, CPU and wall seconds."""

    job: Job
    pages: int
    differing: int
    differences: tuple[str, ...]
    largest: tuple[int, str]  # the largest plain difference off the text, and where
    cpu: float
    wall: float


KIT = "kit"  # the pages only the one-file kit has: its cover, blank pages, the calibration sheet


def document(job: Job) -> Document:
    """Return the job's document as the build draws it."""
    from printkit.games.loaded import load_game, loaded_game
    from printkit.kit.build import BuildOptions, components, draw, sheet_spec
    from printkit.kit.docs.build import build_kit

    layout = load_game(job.game)
    options = BuildOptions(paper=job.paper, **MODES[job.mode])
    if job.component != KIT:
        return draw(
            layout, next(c for c in components(loaded_game(job.game)) if c.name == job.component), options
        )
    loaded = loaded_game(job.game)
    built = [(c, draw(layout, c, options)) for c in components(loaded)]
    kit = build_kit(layout, loaded.definition.facts, sheet_spec(layout, options), built)
    theirs = {id(page) for _, doc in built for page in doc.pages}
    return replace(kit.doc, pages=tuple(p for p in kit.doc.pages if id(p) not in theirs))


def run(job: Job, out: Path) -> Outcome:
    """Build the job's document and compare its pages."""
    from printkit.draw.render.compare import compare_document

    start, start_cpu = time.perf_counter(), time.process_time()
    doc = document(job)
    name = f"{job.game}-{job.component}"
    diffs = compare_document(doc, out=out / f"{job.mode}-{job.paper}", name=name)
    lines = []
    for diff in diffs:
        for region in diff.regions:
            lines.append(f"{name} page {diff.page} ({diff.label}): {region.describe()}")
        if diff.image:
            lines.append(f"  picture: {diff.image}")
    differing = sum(1 for d in diffs if not d.is_same)
    worst = max(diffs, key=lambda d: d.largest, default=None)
    largest = (worst.largest, f"{job.mode} {job.paper} {name} page {worst.page}") if worst else (0, "")
    cpu, wall = time.process_time() - start_cpu, time.perf_counter() - start
    return Outcome(job, len(diffs), differing, tuple(lines), largest, cpu, wall)


def jobs(modes: list[str], papers: list[str], games: list[str]) -> list[Job]:
    """Return every (mode, paper, game, component) to compare."""
    from printkit.games.loaded import loaded_game
    from printkit.kit.build import components

    return [
        Job(mode, paper, game, name)
        for mode in modes
        for paper in papers
        for game in games
        for name in [*(c.name for c in components(loaded_game(game))), KIT]
    ]


def main(argv: list[str] | None = None) -> int:
    """Run the comparison and print what differs, then the pages and seconds of each mode."""
    from printkit.draw.render.compare import PLAIN
    from printkit.games import GAMES

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mode", action="append", choices=list(MODES), help="build mode (repeatable)")
    parser.add_argument("--paper", action="append", choices=PAPERS, help="paper (repeatable)")
    parser.add_argument("--game", action="append", choices=list(GAMES), help="game (repeatable)")
    parser.add_argument("--out", type=Path, help="folder for the pictures of differing pages")
    parser.add_argument("--jobs", type=int, default=1, help="processes to compare in (default 1)")
    args = parser.parse_args(argv)
    out = args.out or Path(tempfile.mkdtemp(prefix="printkit-backend-diff-"))
    todo = jobs(args.mode or list(MODES), args.paper or list(PAPERS), args.game or list(GAMES))
    outcomes: list[Outcome] = []
    started = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) if args.jobs > 1 else _Inline() as pool:
        for outcome in pool.map(run, todo, [out] * len(todo)):
            outcomes.append(outcome)
            for line in outcome.differences:
                print(f"{outcome.job.mode} {outcome.job.paper}: {line}", flush=True)
    elapsed = time.perf_counter() - started
    print(f"\n{'mode':<12} {'paper':<7} {'pages':>5} {'differ':>6} {'CPU s':>7} {'wall s':>7}")
    for mode in dict.fromkeys(j.mode for j in todo):
        for paper in dict.fromkeys(j.paper for j in todo):
            mine = [o for o in outcomes if o.job.mode == mode and o.job.paper == paper]
            pages = sum(o.pages for o in mine)
            differ = sum(o.differing for o in mine)
            cpu, wall = sum(o.cpu for o in mine), sum(o.wall for o in mine)
            print(f"{mode:<12} {paper:<7} {pages:>5} {differ:>6} {cpu:>7.1f} {wall:>7.1f}")
    value, where = max((o.largest for o in outcomes), default=(0, ""))
    print(f"\nlargest plain difference off the text: {value}/255 ({where}); a pixel past {PLAIN} differs")
    failed = any(o.differing for o in outcomes)
    total = sum(o.pages for o in outcomes)
    verdict = f"pictures of the differences under {out}" if failed else "PDF and SVG agree on every page"
    print(f"\n{total} pages in {elapsed:.1f} s ({args.jobs} process(es)): {verdict}")
    return 1 if failed else 0


class _Inline:
    """A pool that runs each job in this process, in order."""

    def __enter__(self) -> _Inline:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def map(self, fn, *iterables):
        """Yield fn over the iterables, one call at a time."""
        return map(fn, *iterables)


if __name__ == "__main__":
    sys.exit(main())
