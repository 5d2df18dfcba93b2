"""--single for print shops: 3 mm bleed unless asked otherwise (said on stderr), no paper in file names."""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from printkit.games import GAMES
from printkit.games.loaded import load_game, loaded_game
from printkit.kit.build import BuildOptions, components, draw
from tests.samples import part_of, with_part
from tests.support import REPO, run_cli
from tests.sweep import pick

MM = 25.4 / 72
# A game whose layout sets no bleed, with its player aids (one card a --single page); a game with a
# board and nets (the board a page of its own, the nets on sheets of paper).
UNBLED = [g for g in with_part("aid-cards") if load_game(g).print.bleed == 0]
BOARD_AND_NETS = [g for g in with_part("board") if g in with_part("nets")]


def boxes(path):
    """Return each page's TrimBox and BleedBox in mm."""
    out = []
    for page in PdfReader(str(path)).pages:
        out.append(
            tuple(tuple(round(float(v) * MM, 2) for v in box) for box in (page.trimbox, page.bleedbox))
        )
    return out


def piece_size(game: str, part: str) -> tuple[float, float]:
    """Return a part's piece size in mm: its first --single page without bleed (that part drawn alone)."""
    (component,) = [c for c in components(loaded_game(game)) if c.name == part]
    page = draw(load_game(game), component, BuildOptions(single=True, bleed=0.0)).pages[0]
    return round(page.width, 2), round(page.height, 2)


@pytest.mark.parametrize("game", pick(UNBLED, "single bleed"))
def test_single_defaults_to_3_mm_bleed_and_says_so(game, tmp_path, capsys):
    aids, prefix = part_of(game, "aid-cards"), load_game(game).file_prefix
    code = run_cli("build", game, "--only", aids, "--single", "--format", "pdf", "--out", tmp_path)
    assert code == 0
    err = capsys.readouterr().err
    assert f"--single: no bleed in the layout of {game}; using 3 mm" in err
    pdf = tmp_path / prefix / f"{prefix}-{aids}-single.pdf"
    w, h = piece_size(game, aids)
    assert set(boxes(pdf)) == {((3.0, 3.0, 3 + w, 3 + h), (0.0, 0.0, 6 + w, 6 + h))}


@pytest.mark.parametrize("game", pick(UNBLED, "single bleed given"))
def test_single_with_bleed_given_keeps_it_quietly(game, tmp_path, capsys):
    aids, prefix = part_of(game, "aid-cards"), load_game(game).file_prefix
    args = ("build", game, "--only", aids, "--single", "--bleed", "0", "--format", "pdf")
    assert run_cli(*args, "--out", tmp_path, "--quiet") == 0
    assert "bleed" not in capsys.readouterr().err
    pdf = tmp_path / prefix / f"{prefix}-{aids}-single-bleed0.pdf"  # not the 3 mm default's file
    w, h = piece_size(game, aids)
    assert set(boxes(pdf)) == {((0.0, 0.0, w, h), (0.0, 0.0, w, h))}


@pytest.mark.parametrize("game", pick(BOARD_AND_NETS, "single board"))
def test_single_board_is_one_page_of_its_own_size_and_nets_keep_their_paper(game, tmp_path):
    board, nets = part_of(game, "board"), part_of(game, "nets")
    layout = load_game(game)
    prefix = layout.file_prefix
    code = run_cli(
        "build",
        game,
        "--only",
        board,
        "--only",
        nets,
        "--single",
        "--format",
        "pdf",
        "--out",
        tmp_path,
        "--quiet",
    )
    assert code == 0
    names = sorted(p.name for p in (tmp_path / prefix).glob("*.pdf"))
    # The board's page is the board; the nets still go on sheets of paper, so they name it.
    assert names == sorted(
        [f"{prefix}-{board}-single.pdf", f"{prefix}-{nets}-{layout.print.paper}-single.pdf"]
    )
    ((trim, bleed),) = boxes(tmp_path / prefix / f"{prefix}-{board}-single.pdf")
    w, h = piece_size(game, board)
    assert trim == (3.0, 3.0, 3 + w, 3 + h) and bleed == (0.0, 0.0, 6 + w, 6 + h)


@pytest.mark.parametrize("game", pick(with_part("board"), "single board paper"))
def test_a_single_board_on_board_paper_leaves_the_bleed_to_the_sheet(game, tmp_path):
    # The board's art ran 3 mm past its edge, as on its own --single page, and validate refused
    # the shipped layout ("drawn at (363, 363) mm, off the 360 x 360 mm board").
    board, prefix = part_of(game, "board"), load_game(game).file_prefix
    args = ("--only", board, "--single", "--board-paper", "a2", "--paper", "a4")
    assert run_cli("validate", REPO / "layouts" / GAMES[game].layout_file, *args) == 0
    assert run_cli("build", game, *args, "--format", "pdf", "--out", tmp_path, "--quiet") == 0
    (page,) = PdfReader(str(tmp_path / prefix / f"{prefix}-{board}-a2-single.pdf")).pages
    assert sorted(round(float(v) * MM) for v in (page.mediabox.width, page.mediabox.height)) == [420, 594]
