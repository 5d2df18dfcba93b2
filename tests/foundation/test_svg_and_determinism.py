"""SVG output parsed as XML, byte-identical rebuilds, atomic writes."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from printkit.draw.render.pdf import render_document
from printkit.games.loaded import load_game
from printkit.kit.build import BuildOptions
from tests.samples import one, part_of, with_part
from tests.scenes import alone, document
from tests.scenewalk import piece_origins, stroked_rects
from tests.support import cases, run_cli

SVG = "{http://www.w3.org/2000/svg}"


# A game with poker cards whose cases.py tells their size and words (card_size, card_words) and the
# files a build of it writes (BUILD_FILES)
CARDS = [
    g for g in with_part("cards") if hasattr(cases(g), "card_words") and hasattr(cases(g), "BUILD_FILES")
]
GAME = one(CARDS, "svg and determinism")
PART = part_of(GAME, "cards")
PREFIX = load_game(GAME).file_prefix


@pytest.fixture(scope="module")
def svg_folder(build_kit) -> Path:
    return build_kit(GAME) / PREFIX / "svg"  # both formats: shared with the PDF tests


def sheets(folder: Path) -> list[Path]:
    """Return the cards' sheets as SVG files, in order."""
    return sorted(folder.glob(f"{PREFIX}-{PART}-a4-*.svg"))


def test_each_sheet_is_an_svg_with_a_physical_size_in_mm(svg_folder):
    files = sheets(svg_folder)
    assert len(files) == len(alone(GAME, PART).pages)
    for path in files:
        root = ET.parse(path).getroot()
        assert root.attrib["width"] == "210mm" and root.attrib["height"] == "297mm"
        assert root.attrib["viewBox"] == "0 0 210 297"


def test_svg_cut_boxes_match_the_pdf_grid(svg_folder):
    w, h = cases(GAME).card_size(load_game(GAME))
    root = ET.parse(sheets(svg_folder)[0]).getroot()
    cuts = [r for r in root.iter(f"{SVG}rect") if r.attrib.get("id", "").startswith("p1-cut-")]
    drawn = stroked_rects(alone(GAME, PART), 0, w, h)  # the grid the PDF is drawn from
    assert len(cuts) == len(drawn) > 1
    for rect in cuts:
        assert (float(rect.attrib["width"]), float(rect.attrib["height"])) == (w, h)
    groups = {g.attrib["id"]: g.attrib.get("transform") for g in root.iter(f"{SVG}g") if "id" in g.attrib}
    for key, (x, y) in piece_origins(
        alone(GAME, PART), 0
    ).items():  # 10.5 16.5 the first, 136.5 192.5 the ninth
        assert groups[f"p1-{key}"] == f"matrix(1 0 0 1 {x:g} {y:g})"


def test_repeated_art_is_one_symbol_used_many_times(svg_folder):
    XLINK = "{http://www.w3.org/1999/xlink}href"
    fronts = ET.parse(sheets(svg_folder)[0]).getroot()
    backs = ET.parse(sheets(svg_folder)[1]).getroot()
    used = [u.attrib[XLINK] for u in fronts.iter(f"{SVG}use")]
    assert [s.attrib["id"] for s in fronts.iter(f"{SVG}symbol")] and all(
        used.count(f"#{s.attrib['id']}") > 1 for s in fronts.iter(f"{SVG}symbol")
    )  # each symbol on the fronts drawn more than once
    cards = len(piece_origins(alone(GAME, PART), 1))
    (back,) = {u.attrib[XLINK] for u in backs.find(f"{SVG}g").iter(f"{SVG}use")}  # the shared back ...
    assert [u.attrib[XLINK] for u in backs.find(f"{SVG}g").iter(f"{SVG}use")] == [back] * cards  # once a card
    assert back.removeprefix("#") in {s.attrib["id"] for s in backs.iter(f"{SVG}symbol")}
    for root in (fronts, backs):
        ids = [el.attrib["id"] for el in root.iter() if "id" in el.attrib]
        assert len(ids) == len(set(ids)), "ids are unique"


def test_numbers_are_text_in_svg(svg_folder):
    texts = set()
    for path in sheets(svg_folder):
        texts |= {t.text for t in ET.parse(path).getroot().iter(f"{SVG}text")}
    assert set(cases(GAME).card_words(load_game(GAME))) <= texts


@pytest.mark.parametrize(
    "args,options",
    [
        (
            ("--paper", "letter", "--bleed", "3", "--duplex", "short-edge", "--back-offset", "1.5,-0.5"),
            BuildOptions(paper="letter", bleed=3.0, duplex="short-edge", back_offset=(1.5, -0.5)),
        ),
        (("--duplex", "gutterfold", "--no-crop-marks"), BuildOptions(duplex="gutterfold", crop_marks=False)),
    ],
    ids=["letter-bleed-short-edge-offset", "gutterfold-no-marks"],
)
def test_the_command_line_writes_the_scene_its_options_name(tmp_path, args, options):
    # The scene tests draw in memory with BuildOptions: the CLI's options must come to the same drawing.
    assert run_cli("build", GAME, "--only", PART, "--format", "pdf", "--quiet", "--out", tmp_path, *args) == 0
    (path,) = (tmp_path / PREFIX).glob(f"{PREFIX}-{PART}-*.pdf")
    assert path.read_bytes() == render_document(document(GAME, PART, options))


def test_builds_are_byte_identical(build_kit, tmp_path):
    a, b = build_kit(GAME), tmp_path  # a second build in the same process: no global id counters
    assert run_cli("build", GAME, "--out", b, "--quiet") == 0
    files_a = sorted(p.relative_to(a) for p in a.rglob("*") if p.is_file())
    files_b = sorted(p.relative_to(b) for p in b.rglob("*") if p.is_file())
    # as many files as the game's cases.py counts (each component's PDF and SVG pages, the kit's, ...)
    assert files_a == files_b and len(files_a) == cases(GAME).BUILD_FILES
    for rel in files_a:
        assert (a / rel).read_bytes() == (b / rel).read_bytes(), rel


def test_atomic_write_leaves_no_half_file(tmp_path, monkeypatch):
    import os

    from printkit.core.errors import OutputError
    from printkit.draw.render.output import write_atomic

    target = tmp_path / "deck.pdf"
    write_atomic(target, b"old")

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OutputError):  # one line naming the file, not a traceback
        write_atomic(target, b"new and longer")
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["deck.pdf"]
