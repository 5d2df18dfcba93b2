"""Every kit's PDF read back: text under 6 pt is print furniture only (issue 11's check over every PDF).

The sizes are the printed ones, read with pdfium from each character's matrix (pdfplumber's sizes
are wrong for turned text). The one-file kit holds every component, the rules sheets and aids, so
one file per game and build covers every page a player prints. On the cover, the art is the
board (or cards) in miniature: a picture, whose text is not read at the table; the cover's own
words are held to 6 pt like the rest.
"""

from __future__ import annotations

import re

import pytest

from printkit.games import GAMES
from printkit.kit import BuildOptions
from printkit.scene import Group
from tests.pdftext import text_runs
from tests.scenes import kit
from tests.scenewalk import ink_extent, walk

TABLE_PT = 6.0
# Print furniture: the ruler's label, and the tiled boards' trim and glue labels and how to join
# them (printkit/impose/marks.py, tiling.py). Neighbouring runs of one size read as one string.
FURNITURE = re.compile(
    r"(?:50 mm \u2014 print at 100% \(actual size\)"
    r"|trim here"
    r"|glue here \u2014 the piece (?:on the left|above) goes on top"
    r"|Trim the 'trim here' edges; lay each on its neighbour's glue strip, targets closed; glue; "
    r"trim the outer edge last\.)+"
)
BUILDS = {
    "A4": (("--format", "pdf"), BuildOptions()),
    "Letter, bleed 3, gutterfold": (
        ("--format", "pdf", "--paper", "letter", "--bleed", "3", "--duplex", "gutterfold"),
        BuildOptions(paper="letter", bleed=3.0, duplex="gutterfold"),
    ),
}


def _art_box(game: str, options: BuildOptions) -> tuple[float, float, float, float]:
    """The box the cover art covers on the cover page, in mm, from the kit's scene."""
    cover = kit(game, options).doc
    (art,) = [g for g in cover.pages[0].items if isinstance(g, Group) and g.id == "cover-art"]
    boxes = [box for found in walk((art,), {s.id: s for s in cover.symbols}) if (box := ink_extent(found))]
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


def _inside(box, frame, slack: float = 0.5) -> bool:
    return (
        box[0] >= frame[0] - slack
        and box[1] >= frame[1] - slack
        and box[2] <= frame[2] + slack
        and box[3] <= frame[3] + slack
    )


@pytest.mark.parametrize("build", BUILDS)
@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_text_under_6_pt_but_furniture_in_any_kit_pdf(game, build, build_kit):
    args, options = BUILDS[build]
    (pdf,) = build_kit(game, *args).glob(f"{game}/{game}-kit-*.pdf")
    runs = list(text_runs(pdf))
    assert len({r.page for r in runs}) > 5 and any(r.pt >= TABLE_PT for r in runs)
    small = [r for r in runs if r.pt < TABLE_PT - 0.01]
    assert any(FURNITURE.fullmatch(r.text) for r in small), "the check sees the ruler's small label"
    art = _art_box(game, options)
    wrong = [
        f"page {r.page}: {r.text[:60]!r} at {r.pt} pt"
        for r in small
        if not FURNITURE.fullmatch(r.text) and not (r.page == 1 and _inside(r.box, art))
    ]
    assert wrong == []
