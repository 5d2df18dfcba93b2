"""Board tiling: one sheet when it fits, else overlapping pieces that reassemble to the board."""

from __future__ import annotations

import pytest

from printkit.draw.impose.tiling import OVERLAP, tile_board
from printkit.draw.scene import Rect, Style
from printkit.layout.common import PAPER_MM
from tests.kit.kitmeasure import spec, svg_root, walk

ART = (Rect(0, 0, 1, 1, Style(fill="#cccccc")),)


def _windows(pages):
    """Return {(row, col): (x0, y0, x1, y1) of the piece's window in board coordinates}."""
    out = {}
    for page in pages:
        root = svg_root(page)
        found = {el.get("id"): (el, m) for el, m in walk(root) if el.get("id")}
        piece = next(k for k in found if k.startswith("p1-piece-"))
        _, m = found[piece]
        win, wm = found["p1-window"]
        x, y = float(win.get("x")) + wm[4], float(win.get("y")) + wm[5]
        w, h = float(win.get("width")), float(win.get("height"))
        assert x >= 0 and x + w <= page.width and y >= 0 and y + h <= page.height
        r, c = piece.removeprefix("p1-piece-r").split("c")
        out[int(r), int(c)] = (x - m[4], y - m[5], x - m[4] + w, y - m[5] + h)
    return out


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("size", [(300.0, 260.0), (291.0, 255.0), (500.0, 420.0), (180.0, 400.0)])
def test_tiles_overlap_by_the_strip_and_reassemble(paper, size):
    width, height = size
    pages = tile_board(spec(paper), width, height, ART, "board")
    assert len(pages) > 1
    windows = _windows(pages)
    rows = max(r for r, _ in windows)
    cols = max(c for _, c in windows)
    assert len(windows) == rows * cols == len(pages)
    for (r, c), (x0, y0, x1, y1) in windows.items():
        if c == 1:
            assert x0 == pytest.approx(0, abs=0.01)
        else:
            assert windows[r, c - 1][2] - x0 == pytest.approx(OVERLAP, abs=0.01)
        if r == 1:
            assert y0 == pytest.approx(0, abs=0.01)
        else:
            assert windows[r - 1, c][3] - y0 == pytest.approx(OVERLAP, abs=0.01)
        if c == cols:
            assert x1 == pytest.approx(width, abs=0.01)
        if r == rows:
            assert y1 == pytest.approx(height, abs=0.01)


def test_a_board_that_fits_is_one_page():
    pages = tile_board(spec("a4"), 150, 150, ART, "board")
    assert len(pages) == 1 and (pages[0].width, pages[0].height) == (210, 297)


def test_fewest_pages_picks_the_orientation():
    pages = tile_board(spec("a4"), 291, 250, ART, "board")
    assert len(pages) == 2


@pytest.mark.parametrize("paper, dims", [("a3", (297, 420)), ("a2", (420, 594))])
def test_board_paper_prints_one_big_sheet(paper, dims):
    pages = tile_board(spec("a4", board_paper=paper), 291, 255, ART, "board")
    assert len(pages) == 1 and sorted((pages[0].width, pages[0].height)) == sorted(dims)


def test_custom_board_paper_is_the_board_plus_margins():
    pages = tile_board(spec("a4", board_paper="custom"), 291, 255, ART, "board")
    assert len(pages) == 1
    assert 291 < pages[0].width <= 291 + 25 and 255 < pages[0].height <= 255 + 25


@pytest.mark.parametrize("paper, size, sheets", [("a3", 360, 2), ("a3", 368, 2), ("a2", 500, 2)])
def test_a_board_larger_than_the_board_paper_is_tiled_on_it(paper, size, sheets):
    pages = tile_board(spec("a4", board_paper=paper), size, size, ART, "board")
    big = sorted(PAPER_MM[paper])
    assert len(pages) == sheets and all(sorted((p.width, p.height)) == big for p in pages)
    windows = _windows(pages)
    assert max(w[2] for w in windows.values()) == pytest.approx(size, abs=0.01)
    assert max(w[3] for w in windows.values()) == pytest.approx(size, abs=0.01)


def test_tiles_carry_targets_labels_and_a_page_map():
    pages = tile_board(spec("a4"), 300, 400, ART, "board")
    texts = [el.text for el, _ in walk(svg_root(pages[3])) if el.tag.endswith("text")]
    assert any("glue here" in t for t in texts) and any("row 2, column 2" in t for t in texts)
    texts = [el.text for el, _ in walk(svg_root(pages[0])) if el.tag.endswith("text")]
    assert "trim here" in texts and not any("glue here" in t for t in texts)
