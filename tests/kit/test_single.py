"""--single for print shops: 3 mm bleed unless asked otherwise (said on stderr), no paper in file names."""

from __future__ import annotations

from pypdf import PdfReader

from tests.support import REPO, run_cli

MM = 25.4 / 72


def boxes(path):
    """Return each page's TrimBox and BleedBox in mm."""
    out = []
    for page in PdfReader(str(path)).pages:
        out.append(
            tuple(tuple(round(float(v) * MM, 2) for v in box) for box in (page.trimbox, page.bleedbox))
        )
    return out


def test_single_defaults_to_3_mm_bleed_and_says_so(tmp_path, capsys):
    code = run_cli(
        "build", "anticipation", "--only", "aids", "--single", "--format", "pdf", "--out", tmp_path
    )
    assert code == 0
    err = capsys.readouterr().err
    assert "--single: no bleed in the layout of anticipation; using 3 mm" in err
    pdf = tmp_path / "anticipation" / "anticipation-aids-single.pdf"
    assert set(boxes(pdf)) == {((3.0, 3.0, 103.0, 135.0), (0.0, 0.0, 106.0, 138.0))}


def test_single_with_bleed_given_keeps_it_quietly(tmp_path, capsys):
    args = ("build", "anticipation", "--only", "aids", "--single", "--bleed", "0", "--format", "pdf")
    assert run_cli(*args, "--out", tmp_path, "--quiet") == 0
    assert "bleed" not in capsys.readouterr().err
    pdf = tmp_path / "anticipation" / "anticipation-aids-single-bleed0.pdf"  # not the 3 mm default's file
    assert set(boxes(pdf)) == {((0.0, 0.0, 100.0, 132.0), (0.0, 0.0, 100.0, 132.0))}


def test_single_board_is_one_page_of_its_own_size_and_nets_keep_their_paper(tmp_path):
    code = run_cli(
        "build",
        "antheap",
        "--only",
        "board",
        "--only",
        "cubes",
        "--single",
        "--format",
        "pdf",
        "--out",
        tmp_path,
        "--quiet",
    )
    assert code == 0
    names = sorted(p.name for p in (tmp_path / "antheap").glob("*.pdf"))
    # The board's page is the board; the cube nets still go on sheets of paper, so they name it.
    assert names == ["antheap-board-single.pdf", "antheap-cubes-a4-single.pdf"]
    ((trim, bleed),) = boxes(tmp_path / "antheap" / "antheap-board-single.pdf")
    assert trim == (3.0, 3.0, 363.0, 363.0) and bleed == (0.0, 0.0, 366.0, 366.0)


def test_a_single_board_on_board_paper_leaves_the_bleed_to_the_sheet(tmp_path):
    # The board's art ran 3 mm past its edge, as on its own --single page, and validate refused
    # the shipped layout ("drawn at (363, 363) mm, off the 360 x 360 mm board").
    args = ("--only", "board", "--single", "--board-paper", "a2", "--paper", "a4")
    assert run_cli("validate", REPO / "layouts" / "antheap.yaml", *args) == 0
    assert run_cli("build", "antheap", *args, "--format", "pdf", "--out", tmp_path, "--quiet") == 0
    (page,) = PdfReader(str(tmp_path / "antheap" / "antheap-board-a2-single.pdf")).pages
    assert sorted(round(float(v) * MM) for v in (page.mediabox.width, page.mediabox.height)) == [420, 594]
