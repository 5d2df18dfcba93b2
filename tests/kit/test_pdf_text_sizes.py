"""Every kit's PDF read back as a printer prints it: no character under 6 pt, none exempt, and no
ink within 5 mm of the paper edge (printkit.kit.printable, measured on the rendered page); the cut,
fold and trim lines and the text of one page per game read against what they are drawn on.

The one-file kit holds every component, the rules sheets and aids, so one file per game and build
covers every page a player prints. tools/print_sweep.py holds every page of every build to the same.
"""

from __future__ import annotations

import pytest

from printkit.draw.scene import Document, Line, Page, Rect, Style, Text
from printkit.games import GAMES
from printkit.kit.build import BuildOptions
from printkit.kit.printable import MIN_PT, contrast_faults, pdf_faults
from tests.pdftext import text_runs
from tests.scenes import kit
from tests.support import cases
from tests.sweep import combos, pick

BUILDS = {
    "A4": (("--format", "pdf"), BuildOptions()),
    "Letter, bleed 3, gutterfold": (
        ("--format", "pdf", "--paper", "letter", "--bleed", "3", "--duplex", "gutterfold"),
        BuildOptions(paper="letter", bleed=3.0, duplex="gutterfold"),
    ),
}
# Each game's tests/<package>/cases.py names the first page per label start whose furniture comes
# nearest the paper edge (EDGE_PAGES; tools/print_sweep.py renders every page) and one page whose
# lines lie on coloured art (CONTRAST_PAGE): a fold line must read on dark faces too.
# The suite reads one game's (its A4 kit drawn once for both tests); tools/test_sweep.py every game's.
SAMPLE = pick(sorted(GAMES), "rendered 6 pt")


# The rendered check on the A4 build of one game (of every game in tools/test_sweep.py);
# tools/print_sweep.py (.ci/run) renders every page of 24 builds.
@pytest.mark.parametrize("build", ["A4"])
@pytest.mark.parametrize("game", SAMPLE)
def test_no_text_under_6_pt_and_no_ink_in_the_dead_zone_of_any_kit_page(game, build, build_kit):
    args, options = BUILDS[build]
    (pdf,) = build_kit(game, *args).glob(f"{game}/{game}-kit-*.pdf")
    labels = [p.label for p in kit(game, options).doc.pages]
    edges = {
        next(n for n, label in enumerate(labels, 1) if label.startswith(s)) for s in cases(game).EDGE_PAGES
    }
    runs = list(text_runs(pdf))
    assert len({r.page for r in runs}) > 5 and any(r.pt >= MIN_PT for r in runs)
    assert any(r.text.startswith("50 mm") for r in runs), "the check reads the ruler's label"
    assert pdf_faults(pdf, edges=edges) == []


@pytest.mark.parametrize(("game", "build"), combos(SAMPLE, BUILDS))  # every pair in tools/test_sweep.py
def test_lines_and_text_of_a_coloured_page_read_on_their_ground(game, build):
    doc = kit(game, BUILDS[build][1]).doc
    (number,) = [n for n, p in enumerate(doc.pages, 1) if p.label == cases(game).CONTRAST_PAGE]
    assert contrast_faults(doc, [number]) == []


def _page(*items) -> Document:
    return Document("t", (Page(60.0, 60.0, tuple(items), label="p"),))


def test_the_checks_fail_on_small_text_edge_ink_weak_text_and_a_fold_line_lost_on_its_face(tmp_path):
    from printkit.draw.impose.nets import FOLD
    from printkit.draw.render.pdf import render_document

    dark = Rect(10.0, 10.0, 40.0, 40.0, Style(fill="#3a2a6e"))
    doc = _page(
        dark,
        Line(10.0, 30.0, 50.0, 30.0, FOLD),  # a dark fold line alone on a dark face
        Text(12.0, 20.0, "grey on purple", 8, "Vera", "#666666"),
        Text(12.0, 45.0, "small", 5, "Vera", "#ffffff"),
        Line(20.0, 58.0, 40.0, 58.0, Style(stroke="#000000", width=0.2)),  # 2 mm from the bottom edge
    )
    faults = contrast_faults(doc)
    assert any("'grey on purple'" in f for f in faults) and any("cut or fold line" in f for f in faults)
    assert not any("'small'" in f for f in faults)  # white on dark purple reads
    pdf = tmp_path / "t.pdf"
    pdf.write_bytes(render_document(doc))
    found = pdf_faults(pdf)
    assert any("at 5.00 pt, under 6 pt" in f for f in found)
    assert any("from the bottom edge, inside the 5 mm dead zone" in f for f in found)
