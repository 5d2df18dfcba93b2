"""What builds leave in an output folder: names that tell their options once, none of an earlier
build's files behind, the gallery showing what the PDFs hold, a user's own files untouched."""

from __future__ import annotations

import re
import shutil
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote

import pytest
from pypdf import PdfReader

from tests.designer.editing import change
from tests.support import REPO, run_cli

MM = 25.4 / 72


class _Gallery(HTMLParser):
    """Each document the gallery shows: its PDF's link and the pages it shows."""

    def __init__(self) -> None:
        super().__init__()
        self.docs: dict[str, dict] = {}
        self._doc: dict | None = None

    def handle_starttag(self, tag: str, attrs: list) -> None:
        a = dict(attrs)
        if tag == "article":
            self._doc = self.docs.setdefault(a["id"], {"pdf": None, "pages": []})
        elif self._doc is not None and tag == "a" and a.get("class") == "pdf":
            self._doc["pdf"] = unquote(a["href"])
        elif self._doc is not None and tag == "img":
            self._doc["pages"].append(unquote(a["src"].partition("?")[0]))


def _gallery(out: Path) -> dict[str, dict]:
    parser = _Gallery()
    parser.feed((out / "index.html").read_text())
    return parser.docs


def _build(out: Path, *args: object) -> None:
    assert run_cli("build", *args, "--out", out, "--quiet") == 0


def _assert_gallery_shows_what_the_pdfs_hold(out: Path) -> int:
    docs = _gallery(out)
    shown = {page for doc in docs.values() for page in doc["pages"]}
    assert shown == {p.relative_to(out).as_posix() for p in out.rglob("*.svg")}  # every page, once
    compared = 0
    for stem, doc in docs.items():
        if doc["pdf"] and doc["pages"]:
            pages = len(PdfReader(out / doc["pdf"]).pages)
            # the kit shows its covers only (one a language); every other document shows each of its pages
            covers = 1 if re.search(r"-(en|ko)(-|$)", stem) else 2
            want = [f"{stem}-{i:03d}.svg" for i in range(1, (covers if "-kit-" in stem else pages) + 1)]
            assert [Path(p).name for p in doc["pages"]] == want, stem
            compared += 1
    return compared


def test_builds_with_other_options_into_one_folder_leave_the_gallery_showing_what_the_pdfs_hold(tmp_path):
    out = tmp_path / "out"
    _build(out, "111-ants", "--bleed", "3")  # 28 pages of cards
    _build(out, "111-ants")  # 26: once its pages 27 and 28 stayed, and the gallery showed 28
    _build(out, "111-ants", "--duplex", "short-edge", "--only", "cards")
    folder = out / "111-ants"
    bleed = len(PdfReader(folder / "111-ants-cards-a4-bleed3.pdf").pages)
    plain = len(PdfReader(folder / "111-ants-cards-a4.pdf").pages)
    assert bleed > plain  # the two builds differ, and each has its own files
    assert len(PdfReader(folder / "111-ants-kit-a4-bleed3.pdf").pages) > len(
        PdfReader(folder / "111-ants-kit-a4.pdf").pages
    )
    assert (folder / "111-ants-cards-a4-short-edge.pdf").is_file()
    assert _assert_gallery_shows_what_the_pdfs_hold(out) >= 13


def test_a_rebuild_after_a_change_removes_only_what_the_earlier_build_wrote(tmp_path):
    assert run_cli("new", "111-ants", tmp_path / "deck") == 0
    layout, out = tmp_path / "deck" / "111-ants.yaml", tmp_path / "out"
    _build(out, layout, "--only", "cards")
    svg = out / "deck" / "svg"
    before = len(list(svg.glob("deck-cards-a4-*.svg")))
    mine = [out / "deck" / "notes.txt", svg / "deck-cards-a4-099.svg", svg / "my-card.svg"]
    for path in mine:
        path.write_text("a file of my own\n")
    edited = svg / f"deck-cards-a4-{before:03d}.svg"  # printkit's last page, changed by its user
    edited.write_text(edited.read_text().replace("</svg>", "<!-- mine --></svg>"))

    change(layout, "card_size: [63mm, 88mm]", "card_size: [56mm, 80mm]")  # more to a sheet: fewer pages
    _build(out, layout, "--only", "cards")
    pages = len(PdfReader(out / "deck" / "deck-cards-a4.pdf").pages)
    assert pages < before - 1
    printed = sorted(p.name for p in svg.glob("deck-cards-a4-[0-9][0-9][0-9].svg"))
    assert printed == sorted(
        {f"deck-cards-a4-{i:03d}.svg" for i in range(1, pages + 1)} | {mine[1].name, edited.name}
    )
    assert all(p.read_text() == "a file of my own\n" for p in mine) and "<!-- mine -->" in edited.read_text()

    # only the PDF rebuilt: the SVG pages of the same document stay, of a changed one go
    _build(out, layout, "--only", "cards", "--format", "pdf")
    assert (svg / "deck-cards-a4-001.svg").is_file()
    change(layout, 'back: "#3b2a1e"', 'back: "#1e4d6b"')
    _build(out, layout, "--only", "cards", "--format", "pdf")
    assert not (svg / "deck-cards-a4-001.svg").exists() and mine[1].is_file() and edited.is_file()

    # the SVG pages alone after a PDF alone: the PDF stays while it is the same document's
    _build(out, layout, "--only", "cards", "--format", "svg")
    assert (out / "deck" / "deck-cards-a4.pdf").is_file() and (svg / "deck-cards-a4-001.svg").is_file()


@pytest.mark.parametrize(
    "args, names",
    [
        (["--bleed", "3"], ["111-ants-cards-a4-bleed3.pdf", "111-ants-kit-a4-bleed3.pdf"]),
        (["--bleed", "0"], ["111-ants-cards-a4.pdf"]),  # the layout's own bleed: no name of its own
        (["--single"], ["111-ants-cards-single.pdf"]),  # 3 mm, the --single default
        (["--single", "--bleed", "0"], ["111-ants-cards-single-bleed0.pdf"]),
        (["--duplex", "gutterfold", "--no-crop-marks"], ["111-ants-cards-a4-gutterfold-no-crop-marks.pdf"]),
        (["--back-offset", "0.5,-1", "--ink", "low"], ["111-ants-cards-a4-offset0.5x-1-low-ink.pdf"]),
    ],
)
def test_a_build_is_named_for_the_options_that_change_it(tmp_path, args, names):
    only = [] if any("-kit-" in n for n in names) else ["--only", "cards"]  # the kit only where it is named
    _build(tmp_path, "111-ants", "--format", "pdf", *only, *args)
    written = sorted(p.name for p in (tmp_path / "111-ants").glob("*-cards-*.pdf"))
    assert written == [n for n in names if "-cards-" in n]
    assert all((tmp_path / "111-ants" / n).is_file() for n in names)


def test_a_board_on_big_paper_is_named_for_that_paper_once_and_tiled_on_a3(tmp_path):
    _build(tmp_path, "antheap", "--board-paper", "a3", "--format", "pdf")
    folder = tmp_path / "antheap"
    names = sorted(p.name for p in folder.glob("*.pdf"))
    assert "antheap-board-a3.pdf" in names and "antheap-kit-a4-board-a3.pdf" in names
    assert "antheap-cubes-a4.pdf" in names  # not on the big paper: the same file as a plain build's
    assert not [n for n in names if re.search(r"-a4-a3|-board-board", n)]
    board = PdfReader(folder / "antheap-board-a3.pdf")
    assert len(board.pages) == 2  # the 360 mm board on two A3 sheets, as on four A4 ones
    for page in board.pages:
        size = sorted((round(float(page.mediabox.width) * MM), round(float(page.mediabox.height) * MM)))
        assert size == [297, 420]


def test_setup_sheets_of_one_seed_for_other_players_are_other_files(tmp_path):
    for players in ([], ["--players", "ana,ben"], ["--players", "ana,ben,cho,dan"], ["--players", "Ana,Ben"]):
        assert run_cli("setup", "111-ants", "--seed", "7", *players, "--out", tmp_path, "--quiet") == 0
    names = sorted(p.name for p in (tmp_path / "111-ants").glob("*.pdf"))
    assert len(names) == 4 and "111-ants-setup-7-a4.pdf" in names  # the default seats: no seats in the name
    assert "111-ants-setup-7-ana-ben-a4.pdf" in names and "111-ants-setup-7-ana-ben-cho-dan-a4.pdf" in names
    assert any(re.fullmatch(r"111-ants-setup-7-2-seats-[0-9a-f]{8}-a4\.pdf", n) for n in names)


def test_a_layouts_folder_of_only_a_layout_builds_with_the_shipped_words(tmp_path, monkeypatch, capsys):
    from printkit.games.loaded import load_game

    folder = tmp_path / "layouts"
    folder.mkdir()
    shutil.copy(REPO / "layouts" / "antheap.yaml", folder)
    monkeypatch.setenv("PRINTKIT_LAYOUTS", str(folder))
    load_game.cache_clear()
    try:
        _build(tmp_path / "out", "antheap", "--only", "rules", "--format", "pdf")
        assert (tmp_path / "out" / "antheap" / "antheap-rules-a4.pdf").is_file()
        (folder / "text").mkdir()  # a words folder of its own, without the game's words: named as such
        assert run_cli("build", "antheap", "--only", "rules", "--out", tmp_path / "out") == 2
        line = capsys.readouterr().err.strip()
        assert (
            line
            == f"printkit: error: {folder / 'text' / 'antheap.yaml'}: cannot read words file: No such file or directory"
        )
    finally:
        load_game.cache_clear()


def test_a_whole_build_retires_what_its_layout_no_longer_makes(tmp_path):
    assert run_cli("new", "111-ants", tmp_path / "deck") == 0
    layout, out = tmp_path / "deck" / "111-ants.yaml", tmp_path / "out"
    _build(out, layout, "--format", "pdf")
    _build(out, layout, "--format", "pdf", "--bleed", "3")  # other options: files of their own
    folder = out / "deck"
    assert (folder / "deck-calibration-a4.pdf").is_file()
    change(layout, "duplex: long-edge", "duplex: none")  # nothing two-sided: no calibration sheet
    _build(out, layout, "--only", "cards", "--format", "pdf")
    assert (folder / "deck-calibration-a4.pdf").is_file()  # a part built: the rest is left as it was
    _build(out, layout, "--format", "pdf")
    assert not (folder / "deck-calibration-a4.pdf").exists()
    assert (folder / "deck-calibration-a4-bleed3.pdf").is_file() and (folder / "deck-kit-a4.pdf").is_file()


def test_options_a_shipped_layout_cannot_be_built_with_are_a_usage_error_blaming_no_shipped_file(
    tmp_path, capsys
):
    args = ("--only", "cards", "--back-offset", "20,20", "--format", "pdf", "--out", tmp_path)
    assert run_cli("build", "111-ants", *args) == 2
    line = capsys.readouterr().err.strip()
    assert line.startswith(
        "printkit: error: --back-offset 20,20: the shipped 111-ants layout cannot be built so: "
    )
    assert "layouts" not in line and "off the 210 x 297 mm page" in line
    assert run_cli("new", "111-ants", tmp_path / "deck") == 0  # a copy is the user's: its field is named
    capsys.readouterr()
    assert run_cli("build", tmp_path / "deck" / "111-ants.yaml", *args) == 1
    assert capsys.readouterr().err.startswith(f"printkit: error: {tmp_path / 'deck' / '111-ants.yaml'}:")
