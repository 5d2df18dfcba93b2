"""SVG output parsed as XML, byte-identical rebuilds, atomic writes."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from printkit.draw.render.pdf import render_document
from printkit.kit.build import BuildOptions
from tests.scenes import document
from tests.support import run_cli

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def svg_folder(build_kit) -> Path:
    return build_kit("111-ants") / "111-ants" / "svg"  # both formats: shared with the PDF tests


def test_each_sheet_is_an_svg_with_a_physical_size_in_mm(svg_folder):
    files = sorted(svg_folder.glob("111-ants-cards-a4-*.svg"))
    assert len(files) == 26
    for path in files:
        root = ET.parse(path).getroot()
        assert root.attrib["width"] == "210mm" and root.attrib["height"] == "297mm"
        assert root.attrib["viewBox"] == "0 0 210 297"


def test_svg_cut_boxes_match_the_pdf_grid(svg_folder):
    root = ET.parse(svg_folder / "111-ants-cards-a4-001.svg").getroot()
    cuts = [r for r in root.iter(f"{SVG}rect") if r.attrib.get("id", "").startswith("p1-cut-")]
    assert len(cuts) == 9
    for rect in cuts:
        assert (float(rect.attrib["width"]), float(rect.attrib["height"])) == (63, 88)
    groups = {g.attrib["id"]: g.attrib.get("transform") for g in root.iter(f"{SVG}g") if "id" in g.attrib}
    assert groups["p1-front-1"] == "matrix(1 0 0 1 10.5 16.5)"
    assert groups["p1-front-9"] == "matrix(1 0 0 1 136.5 192.5)"


def test_repeated_art_is_one_symbol_used_many_times(svg_folder):
    XLINK = "{http://www.w3.org/1999/xlink}href"
    fronts = ET.parse(svg_folder / "111-ants-cards-a4-001.svg").getroot()
    backs = ET.parse(svg_folder / "111-ants-cards-a4-002.svg").getroot()
    assert [s.attrib["id"] for s in fronts.iter(f"{SVG}symbol")] == ["joker-2b1d14"]
    assert len(list(fronts.iter(f"{SVG}use"))) == 3 * 17  # cards 2-10 (17 jokers): two corners + centre row
    symbols = {s.attrib["id"]: s for s in backs.iter(f"{SVG}symbol")}
    assert list(symbols) == ["card-back", "ant-4e3828"]  # the back, then the ant its pattern repeats
    assert [u.attrib[XLINK] for u in backs.find(f"{SVG}g").iter(f"{SVG}use")] == ["#card-back"] * 9
    assert [u.attrib[XLINK] for u in symbols["card-back"].iter(f"{SVG}use")] == ["#ant-4e3828"] * 99
    for root in (fronts, backs):
        ids = [el.attrib["id"] for el in root.iter() if "id" in el.attrib]
        assert len(ids) == len(set(ids)), "ids are unique"


def test_numbers_are_text_in_svg(svg_folder):
    texts = set()
    for path in svg_folder.glob("111-ants-cards-a4-*.svg"):
        texts |= {t.text for t in ET.parse(path).getroot().iter(f"{SVG}text")}
    assert {str(n) for n in range(2, 112)} <= texts


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
    assert (
        run_cli(
            "build", "111-ants", "--only", "cards", "--format", "pdf", "--quiet", "--out", tmp_path, *args
        )
        == 0
    )
    (path,) = (tmp_path / "111-ants").glob("111-ants-cards-*.pdf")
    assert path.read_bytes() == render_document(document("111-ants", "cards", options))


def test_builds_are_byte_identical(build_kit, tmp_path):
    a, b = build_kit("111-ants"), tmp_path  # a second build in the same process: no global id counters
    assert run_cli("build", "111-ants", "--out", b, "--quiet") == 0
    files_a = sorted(p.relative_to(a) for p in a.rglob("*") if p.is_file())
    files_b = sorted(p.relative_to(b) for p in b.rglob("*") if p.is_file())
    # cards: a PDF and 26 sheet SVGs; rules (two pages in English, two in Korean): a PDF and four SVGs;
    # score pad, tuck box: a PDF and an SVG each; aids (a card per seat, 8, in each language): a PDF
    # and four SVGs; the one-file kit: a PDF and its two covers' SVGs; the calibration sheet: a PDF
    # and two SVGs; the gallery (index.html) and its stamp; the record of the files the build wrote
    assert files_a == files_b and len(files_a) == 27 + 5 + 2 * 2 + 5 + 3 + 3 + 2 + 1
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
