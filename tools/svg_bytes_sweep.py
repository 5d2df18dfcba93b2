"""Every page of each game's kit in three builds, written as text and through svgwrite: the bytes agree,
and no id is on a page twice.

    python tools/svg_bytes_sweep.py

render_page writes SVG as text (printkit/draw/render/svgmarkup.py); svgwrite, the reference, builds an
element tree per shape. The suite compares one page of each kind (tests/show/test_svg_markup.py).
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from printkit.draw.render.svg import render_page, svgwrite_page
from printkit.games import GAMES
from printkit.kit.build import BuildOptions
from tests.scenes import kit

BUILDS = (BuildOptions(), BuildOptions(lang="ko"), BuildOptions(ink="low", bleed=3.0, paper="letter"))


def main() -> int:
    """Compare every page; print the first difference of each page that differs."""
    pages = bad = twice = 0
    for game in GAMES:
        for options in BUILDS:
            doc = kit(game, options).doc
            for k, page in enumerate(doc.pages, 1):
                pages += 1
                ours, theirs = (
                    render_page(page, doc.symbols, f"p{k}"),
                    svgwrite_page(page, doc.symbols, f"p{k}"),
                )
                again = [i for i, n in Counter(re.findall(rb' id="([^"]+)"', ours)).items() if n > 1]
                if again:
                    twice += 1
                    print(f"{game} {page.label}: ids on the page twice: {again[:4]}")
                if ours != theirs:
                    bad += 1
                    at = next(i for i, (a, b) in enumerate(zip(ours, theirs)) if a != b)
                    print(
                        f"{game} {page.label}: {ours[at - 60 : at + 60]!r} != {theirs[at - 60 : at + 60]!r}"
                    )
    print(f"svg_bytes_sweep: {pages} pages, {bad} differ, {twice} with an id twice")
    return 1 if bad or twice else 0


if __name__ == "__main__":
    sys.exit(main())
