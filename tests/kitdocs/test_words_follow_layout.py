"""The kit's cover tells each board as it prints: a tiled board by its 'trim here' edges, a board on a sheet of
its own by its crop marks, a board built on bigger paper by that paper; every sheet once a language, and a
blank page listed. Change a layout and the printed words follow: each game's own such tests, which change
its layout (`printkit new`), build and read the PDFs, are in its folder (tests/games/<package>/), with
tests/kitdocs/printed.py.
"""

from __future__ import annotations

import pytest

from printkit.layout.words import common_text
from tests.kitdocs.kitscene import page_words
from tests.kitdocs.printed import Printed
from tests.samples import shipped, with_part
from tests.scenes import built
from tests.support import cases
from tests.sweep import pick

# A game with a tiled board and boards printed whole beside it (its cases.py says what those are for);
# a game whose board fits one A3 sheet (its cases.py's BOARD_SHEETS).
TILED_AND_WHOLE = [g for g in shipped() if hasattr(cases(g), "WHOLE_BOARDS_WORDS")]
ONE_A3 = [g for g in with_part("board") if getattr(cases(g), "BOARD_SHEETS", {}).get("a3") == 1]


def _cover(kit) -> Printed:
    return Printed("".join(page_words(kit.doc.pages[0]).split()))


def _sheets_once_a_language_and_the_blank_page_listed(kit) -> int:
    """Check the kit's pages (--lang both: each sheet once a language, English first); return its blank pages."""
    labels = [p.label for p in kit.doc.pages]
    assert labels[:2] == ["cover", "cover ko"] and labels.index("rules en 1") < labels.index("rules ko 1")
    blanks = [s for s in kit.sections if s.name == "blank"]  # one-sided pages that end on an odd page
    for blank in blanks:
        assert f"{blank.first}{common_text().blank_row}" in _cover(kit)  # the table's row for the blank page
    return len(blanks)


@pytest.mark.parametrize("tiled", pick(TILED_AND_WHOLE, "tiled cover"))
@pytest.mark.parametrize("whole", pick(ONE_A3, "a3 cover"))
def test_the_cover_tells_each_board_as_it_prints_and_lists_a_blank_page(tiled, whole):
    _, _, kit = built(tiled)
    cover = _cover(kit)
    tiles, sheet = common_text().steps["board"].text, common_text().steps["board-sheet"].text
    assert "'trim here'" in tiles and "'trim here'" not in sheet
    assert "marked 'trim here'" in cover and "between its corner crop marks" in cover  # board; whole boards
    assert cases(tiled).WHOLE_BOARDS_WORDS in cover  # what the boards printed whole are for
    blanks = _sheets_once_a_language_and_the_blank_page_listed(kit)
    _, _, kit = built(whole, board_paper="a3")
    cover = _cover(kit)
    assert "'trim here'" not in cover and "between its corner crop marks" in cover
    assert "A3: " in cover and "built for A4 (A3 sheets too)" in cover  # the board's own paper, told
    blanks += _sheets_once_a_language_and_the_blank_page_listed(kit)
    _, _, kit = built(whole)
    assert "A3" not in _cover(kit)
    blanks += _sheets_once_a_language_and_the_blank_page_listed(kit)
    assert blanks  # the check sees a blank page
