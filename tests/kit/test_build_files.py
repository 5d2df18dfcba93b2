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

from printkit.games import GAMES
from printkit.games.loaded import load_game
from printkit.layout.common import PAPER_MM
from tests.designer.editing import change
from tests.samples import part_of, shipped, with_part, with_setup
from tests.scenes import names
from tests.support import REPO, cases, run_cli
from tests.sweep import pick

MM = 25.4 / 72
DECK = (
    REPO / "tests" / "vocab" / "tuckdeck.yaml"
)  # a custom game: 30 cards, 3 sheets of them (and a tuck box)


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


def _stem(game: str, part: str) -> str:
    """Return the start of a part's file names in a plain build of a game: prefix, part and paper."""
    layout = load_game(game)
    return f"{layout.file_prefix}-{part}-{layout.print.paper}"


@pytest.mark.parametrize("game", pick(with_part("cards"), "gallery"))
def test_builds_with_other_options_into_one_folder_leave_the_gallery_showing_what_the_pdfs_hold(
    game, tmp_path
):
    out, cards = tmp_path / "out", part_of(game, "cards")
    _build(out, game, "--bleed", "3")  # more pages of cards (a deck of 110: 28)
    _build(out, game)  # fewer (26): once its pages 27 and 28 stayed, and the gallery showed 28
    _build(out, game, "--duplex", "short-edge", "--only", cards)
    prefix, stem = load_game(game).file_prefix, _stem(game, cards)
    folder, kit = out / prefix, _stem(game, "kit")
    bleed = len(PdfReader(folder / f"{stem}-bleed3.pdf").pages)
    plain = len(PdfReader(folder / f"{stem}.pdf").pages)
    assert bleed > plain  # the two builds differ, and each has its own files
    assert len(PdfReader(folder / f"{kit}-bleed3.pdf").pages) > len(PdfReader(folder / f"{kit}.pdf").pages)
    assert (folder / f"{stem}-short-edge.pdf").is_file()
    # every component and the kit of each whole build, and the cards of the last one
    assert _assert_gallery_shows_what_the_pdfs_hold(out) >= 2 * (len(names(game)) + 1) + 1


def test_a_rebuild_after_a_change_removes_only_what_the_earlier_build_wrote(tmp_path):
    (tmp_path / "deck").mkdir()
    layout, out = tmp_path / "deck" / DECK.name, tmp_path / "out"
    shutil.copy(DECK, layout)
    _build(out, layout, "--only", "cards")
    folder = out / "thirty"  # its file_prefix
    svg = folder / "svg"
    before = len(list(svg.glob("thirty-cards-a4-*.svg")))
    mine = [folder / "notes.txt", svg / "thirty-cards-a4-099.svg", svg / "my-card.svg"]
    for path in mine:
        path.write_text("a file of my own\n")
    edited = svg / f"thirty-cards-a4-{before:03d}.svg"  # printkit's last page, changed by its user
    edited.write_text(edited.read_text().replace("</svg>", "<!-- mine --></svg>"))

    change(layout, "size: [57mm, 87mm]", "size: [36mm, 46mm]")  # more to a sheet: fewer pages
    _build(out, layout, "--only", "cards")
    pages = len(PdfReader(folder / "thirty-cards-a4.pdf").pages)
    assert pages < before - 1
    printed = sorted(p.name for p in svg.glob("thirty-cards-a4-[0-9][0-9][0-9].svg"))
    assert printed == sorted(
        {f"thirty-cards-a4-{i:03d}.svg" for i in range(1, pages + 1)} | {mine[1].name, edited.name}
    )
    assert all(p.read_text() == "a file of my own\n" for p in mine) and "<!-- mine -->" in edited.read_text()

    # only the PDF rebuilt: the SVG pages of the same document stay, of a changed one go
    _build(out, layout, "--only", "cards", "--format", "pdf")
    assert (svg / "thirty-cards-a4-001.svg").is_file()
    change(layout, 'ground: "#f3e2b3"', 'ground: "#d4e1d9"')
    _build(out, layout, "--only", "cards", "--format", "pdf")
    assert not (svg / "thirty-cards-a4-001.svg").exists() and mine[1].is_file() and edited.is_file()

    # the SVG pages alone after a PDF alone: the PDF stays while it is the same document's
    _build(out, layout, "--only", "cards", "--format", "svg")
    assert (folder / "thirty-cards-a4.pdf").is_file() and (svg / "thirty-cards-a4-001.svg").is_file()


@pytest.mark.parametrize(
    "args, names",
    [
        (["--bleed", "3"], ["{cards}-bleed3.pdf", "{kit}-bleed3.pdf"]),
        (["--bleed", "0"], ["{cards}.pdf"]),  # the layout's own bleed: no name of its own
        (["--single"], ["{prefix}-{part}-single.pdf"]),  # 3 mm, the --single default
        (["--single", "--bleed", "0"], ["{prefix}-{part}-single-bleed0.pdf"]),
        (["--duplex", "gutterfold", "--no-crop-marks"], ["{cards}-gutterfold-no-crop-marks.pdf"]),
        (["--back-offset", "0.5,-1", "--ink", "low"], ["{cards}-offset0.5x-1-low-ink.pdf"]),
    ],
)
@pytest.mark.parametrize("game", pick(with_part("cards"), "named for options"))
def test_a_build_is_named_for_the_options_that_change_it(tmp_path, game, args, names):
    part, layout = part_of(game, "cards"), load_game(game)
    assert layout.print.bleed == 0  # the sample's own bleed, which --bleed 0 leaves unnamed
    fill = {"cards": _stem(game, part), "kit": _stem(game, "kit"), "prefix": layout.file_prefix, "part": part}
    names = [n.format(**fill) for n in names]
    only = [] if any("-kit-" in n for n in names) else ["--only", part]  # the kit only where it is named
    _build(tmp_path, game, "--format", "pdf", *only, *args)
    written = sorted(p.name for p in (tmp_path / layout.file_prefix).glob(f"*-{part}-*.pdf"))
    assert written == [n for n in names if f"-{part}-" in n]
    assert all((tmp_path / layout.file_prefix / n).is_file() for n in names)


@pytest.mark.parametrize("game", pick(with_part("board"), "board paper"))
def test_a_board_on_big_paper_is_named_for_that_paper_once_and_tiled_on_a3(game, tmp_path):
    _build(tmp_path, game, "--board-paper", "a3", "--format", "pdf")
    layout, board = load_game(game), part_of(game, "board")
    other = next(part for part, kind in GAMES[game].facts.KINDS.items() if kind != "board")
    prefix, paper = layout.file_prefix, layout.print.paper
    folder = tmp_path / prefix
    names = sorted(p.name for p in folder.glob("*.pdf"))
    assert f"{prefix}-{board}-a3.pdf" in names and f"{prefix}-kit-{paper}-board-a3.pdf" in names
    assert f"{prefix}-{other}-{paper}.pdf" in names  # not on the big paper: the same file as a plain build's
    assert not [n for n in names if re.search(rf"-{paper}-a3|-board-board", n)]
    sheets = PdfReader(folder / f"{prefix}-{board}-a3.pdf")
    assert len(sheets.pages) == cases(game).BOARD_SHEETS["a3"]  # a 360 mm board: 2, as on 4 A4 ones
    for page in sheets.pages:
        size = sorted((round(float(page.mediabox.width) * MM), round(float(page.mediabox.height) * MM)))
        assert size == [297, 420]


@pytest.mark.parametrize("game", pick([g for g in with_setup() if hasattr(cases(g), "SEATINGS")], "seats"))
def test_setup_sheets_of_one_seed_for_other_players_are_other_files(game, tmp_path):
    *plain, digested = cases(game).SEATINGS
    for players in ([], *(["--players", ",".join(seats)] for seats in cases(game).SEATINGS)):
        assert run_cli("setup", game, "--seed", "7", *players, "--out", tmp_path, "--quiet") == 0
    layout = load_game(game)
    prefix, paper = layout.file_prefix, layout.print.paper
    names = sorted(p.name for p in (tmp_path / prefix).glob("*.pdf"))
    assert (
        len(names) == 2 + len(plain) and f"{prefix}-setup-7-{paper}.pdf" in names
    )  # default seats: none named
    assert all(f"{prefix}-setup-7-{'-'.join(seats)}-{paper}.pdf" in names for seats in plain)
    digest = rf"{prefix}-setup-7-{len(digested)}-seats-[0-9a-f]{{8}}-{paper}\.pdf"
    assert any(re.fullmatch(digest, n) for n in names)


@pytest.mark.parametrize("game", pick(shipped(), "layouts folder"))
def test_a_layouts_folder_of_only_a_layout_builds_with_the_shipped_words(game, tmp_path, monkeypatch, capsys):
    folder = tmp_path / "layouts"
    folder.mkdir()
    shutil.copy(REPO / "layouts" / GAMES[game].layout_file, folder)
    monkeypatch.setenv("PRINTKIT_LAYOUTS", str(folder))
    load_game.cache_clear()
    rules = part_of(game, "sheet")
    try:
        _build(tmp_path / "out", game, "--only", rules, "--format", "pdf")
        prefix = load_game(game).file_prefix
        assert (tmp_path / "out" / prefix / f"{_stem(game, rules)}.pdf").is_file()
        (folder / "text").mkdir()  # a words folder of its own, without the game's words: named as such
        assert run_cli("build", game, "--only", rules, "--out", tmp_path / "out") == 2
        line = capsys.readouterr().err.strip()
        assert (
            line
            == f"printkit: error: {folder / 'text' / f'{game}.yaml'}: cannot read words file: No such file or directory"
        )
    finally:
        load_game.cache_clear()


@pytest.mark.parametrize("game", pick(shipped(), "retires"))
def test_a_whole_build_retires_what_its_layout_no_longer_makes(game, tmp_path):
    assert run_cli("new", game, tmp_path / "deck") == 0
    layout, out = tmp_path / "deck" / GAMES[game].layout_file, tmp_path / "out"
    paper, duplex = load_game(game).print.paper, load_game(game).print.duplex
    _build(out, layout, "--format", "pdf")
    _build(out, layout, "--format", "pdf", "--bleed", "3")  # other options: files of their own
    folder = out / "deck"
    assert (folder / f"deck-calibration-{paper}.pdf").is_file()
    change(layout, f"duplex: {duplex}", "duplex: none")  # nothing two-sided: no calibration sheet
    _build(out, layout, "--only", names(game)[0], "--format", "pdf")
    assert (folder / f"deck-calibration-{paper}.pdf").is_file()  # a part built: the rest is left as it was
    _build(out, layout, "--format", "pdf")
    assert not (folder / f"deck-calibration-{paper}.pdf").exists()
    assert (folder / f"deck-calibration-{paper}-bleed3.pdf").is_file() and (
        folder / f"deck-kit-{paper}.pdf"
    ).is_file()


@pytest.mark.parametrize("game", pick(with_part("cards"), "shipped refused"))
def test_options_a_shipped_layout_cannot_be_built_with_are_a_usage_error_blaming_no_shipped_file(
    game, tmp_path, capsys
):
    layout = load_game(game)
    args = ("--only", part_of(game, "cards"), "--back-offset", "20,20", "--format", "pdf", "--out", tmp_path)
    assert run_cli("build", game, *args) == 2
    line = capsys.readouterr().err.strip()
    assert line.startswith(
        f"printkit: error: --back-offset 20,20: the shipped {game} layout cannot be built so: "
    )
    w, h = PAPER_MM[layout.print.paper]
    assert "layouts" not in line and f"off the {w:g} x {h:g} mm page" in line
    assert run_cli("new", game, tmp_path / "deck") == 0  # a copy is the user's: its field is named
    capsys.readouterr()
    copy = tmp_path / "deck" / GAMES[game].layout_file
    assert run_cli("build", copy, *args) == 1
    assert capsys.readouterr().err.startswith(f"printkit: error: {copy}:")
