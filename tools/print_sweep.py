"""Every page of every kit, in every build, held to what a printed page must be (printkit.kit.printable).

Home-print builds (A4, Letter, --bleed 3, gutterfold, --ink low, --lang ko and en): no ink within 5 mm of the paper
edge, measured on the rendered page. --single builds, for print shops: text at least 3 mm inside
the trim. Every build: no character under 6 pt; text at least 4.5:1 and cut and fold lines at
least 3:1 against the fills under them, in colour and greyscale (on the one-file kit's scene,
which holds every component); a Korean kit's pages print no Latin word but those the layout owns
(printkit/kit/docs/latin.py), an English kit's no Korean.

    python tools/print_sweep.py                          # everything
    python tools/print_sweep.py --game antheap --build a4 --checks edges,sizes
    python tools/print_sweep.py --jobs 2

Exit status 1 if any page fails, listing each fault. Needs the test extras: pip install -e ".[test]".
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

# A build: its name, the CLI options, the BuildOptions the kit's scene is drawn with, and whether
# its pages go to a print shop (a TrimBox; art into the bleed) rather than a home printer.
BUILDS: dict[str, tuple[tuple[str, ...], dict, bool]] = {
    "a4": ((), {}, False),
    "letter": (("--paper", "letter"), {"paper": "letter"}, False),
    "bleed": (("--bleed", "3"), {"bleed": 3.0}, False),
    "gutterfold": (
        ("--paper", "letter", "--duplex", "gutterfold"),
        {"paper": "letter", "duplex": "gutterfold"},
        False,
    ),
    "low-ink": (("--ink", "low"), {"ink": "low"}, False),
    "single": (("--single",), {}, True),
    # one-language kits (--lang): the Korean pages held to the same checks as the English ones
    "ko": (("--lang", "ko"), {"lang": "ko"}, False),
    "en": (("--lang", "en"), {"lang": "en"}, False),
}
CHECKS = ("edges", "sizes", "contrast")


def sweep(game: str, build: str, checks: tuple[str, ...], out: Path) -> list[str]:
    """Build one game in one build and return every fault its pages have."""
    from printkit.cli.app import app
    from printkit.games.loaded import load_game
    from printkit.kit.build import BuildOptions
    from printkit.kit.docs.build import build_kit
    from printkit.kit.printable import contrast_faults, pdf_faults

    args, options, shop = BUILDS[build]
    folder = out / f"{game}-{build}"
    try:
        app(["build", game, "--format", "pdf", "--quiet", "--out", str(folder), *args], standalone_mode=False)
    except SystemExit as stop:
        if stop.code:
            return [f"{game} {build}: build failed ({stop.code})"]
    faults: list[str] = []
    if "edges" in checks or "sizes" in checks:
        for pdf in sorted(folder.glob(f"{game}/*.pdf")):
            found = pdf_faults(pdf, shop=shop)
            if "sizes" not in checks:
                found = [f for f in found if " pt, under " not in f]
            if "edges" not in checks:
                found = [f for f in found if " pt, under " in f]
            faults += [f"{build}: {f}" for f in found]
    if "contrast" in checks and not shop:
        from printkit.games.loaded import loaded_game
        from printkit.kit.build import components, sheet_spec

        layout = load_game(game)
        spec = sheet_spec(layout, BuildOptions(**options))
        loaded = loaded_game(game)
        docs = [(c, c.build(layout, spec)) for c in components(loaded)]
        kit = build_kit(layout, loaded.definition.facts, spec, docs)
        faults += [f"{build}: {f}" for f in contrast_faults(kit.doc)]
        if options.get("lang") == "ko":  # a Korean kit: no word left in English on any page
            faults += [f"{build}: {f}" for f in english_left(layout, kit.doc)]
        if options.get("lang") == "en":  # an English kit: no Korean on any page
            faults += [f"{build}: {f}" for f in korean_left(layout, kit.doc)]
    return faults


def _page_texts(items) -> list[str]:
    from printkit.draw.scene import Group, Text

    out: list[str] = []
    for item in items:
        if isinstance(item, Group):
            out += _page_texts(item.items)
        elif isinstance(item, Text):
            out.append(item.text)
    return out


def korean_left(layout, doc) -> list[str]:
    """Return a fault for each page of an English kit that prints Hangul."""
    import re

    hangul = re.compile("[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]+")
    return [
        f"{layout.game} kit page {n} ({page.label}): not English: {', '.join(sorted(set(found)))}"
        for n, page in enumerate(doc.pages, 1)
        if (found := hangul.findall(" ".join(_page_texts(page.items))))
    ]


def english_left(layout, doc) -> list[str]:
    """Return a fault for each page of a Korean kit that prints a Latin word the layout does not own."""
    from printkit.games import game_info
    from printkit.kit.docs.latin import allowed_latin, foreign_words

    allowed = allowed_latin(layout, game_info(layout.game).facts)
    faults = []
    for number, page in enumerate(doc.pages, 1):
        left = foreign_words(" ".join(_page_texts(page.items)), allowed)
        if left:
            faults.append(
                f"{layout.game} kit page {number} ({page.label}): not Korean: {', '.join(sorted(set(left)))}"
            )
    return faults


def main(argv: list[str] | None = None) -> int:
    from printkit.games import GAMES

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=sorted(GAMES))
    parser.add_argument("--build", action="append", choices=list(BUILDS))
    parser.add_argument("--checks", default=",".join(CHECKS), help=f"comma-separated, of {', '.join(CHECKS)}")
    parser.add_argument("--jobs", type=int, default=1)
    opts = parser.parse_args(argv)
    checks = tuple(c for c in opts.checks.split(",") if c)
    unknown = [c for c in checks if c not in CHECKS]
    if unknown:
        parser.error(f"unknown check {unknown[0]!r}: expected one of {', '.join(CHECKS)}")
    work = [(g, b) for g in opts.game or sorted(GAMES) for b in opts.build or list(BUILDS)]
    start = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        if opts.jobs > 1:
            with ProcessPoolExecutor(opts.jobs) as pool:
                results = list(pool.map(sweep, *zip(*[(g, b, checks, out) for g, b in work])))
        else:
            results = [sweep(g, b, checks, out) for g, b in work]
    faults = [f for found in results for f in found]
    for f in faults:
        print(f)
    print(
        f"{len(work)} builds, checks {', '.join(checks)}: {len(faults)} faults ({time.monotonic() - start:.0f} s)",
        file=sys.stderr,
    )
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main())
