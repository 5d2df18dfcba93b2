"""The check after drawing: off the page, past a piece's edge, text over text, characters the font lacks."""

from __future__ import annotations

import pytest

from printkit.draw.scene import Group, Page, Rect, Style, Text, rotate
from printkit.games import GAMES
from printkit.games.loaded import loaded_game
from tests.robust.errorlines import located, one_error
from tests.support import cases, run_cli
from tests.sweep import pick

FILL = Style(fill="#ffffff")


def _problem(*items, width=100.0, height=100.0):
    from printkit.draw.check import DrawProblem, check_page

    try:
        check_page(Page(width, height, tuple(items), label="p"), {}, "deck.card_size")
    except DrawProblem as problem:
        return problem
    return None


def test_a_text_off_the_page_is_found_where_it_lands():
    problem = _problem(Text(10, 50, "x" * 400, 10, "Vera", "#000000"))
    assert (
        problem
        and "off the 100 x 100 mm page" in problem.message
        and "drawn at x = 845 mm" in problem.message
    )


def test_a_text_cut_by_its_piece_is_found_but_not_one_cut_by_a_tile_window():
    from printkit.draw.check import WINDOW

    long = Text(2, 10, "a long line of text", 10, "Vera", "#000000")
    assert "past the edge of its piece" in _problem(Group((long,), clip=(0, 0, 20, 20))).message
    assert _problem(Group((long,), clip=(0, 0, 20, 20), id=WINDOW)) is None


def test_texts_over_each_other_are_found_rotated_or_not():
    a = Text(10, 20, "HOME", 12, "Vera", "#000000")
    assert "print over each other" in _problem(a, Text(14, 21, "17", 12, "Vera", "#000000")).message
    # Two texts turned 45 degrees whose upright boxes would overlap but which do not touch.
    turned = [Group((Text(30, y, "ABCDEFGH", 8, "Vera", "#000"),), rotate(45, 50, 50)) for y in (50.0, 54.0)]
    assert _problem(*turned) is None


def test_a_label_on_its_own_plate_may_cover_text_below():
    under = Text(10, 20, "f6", 8, "Vera", "#000")
    label = Group((Rect(5, 15, 30, 8, FILL), Text(8, 20, "glue here", 6, "Vera", "#000")))
    assert _problem(under, label) is None
    assert _problem(label, under) is not None, "a text drawn on top of the label is still over it"


def test_a_piece_on_the_page_hides_its_art_past_its_clip_but_a_piece_off_the_page_does_not():
    wide = Rect(-40, 10, 200, 5, FILL)  # reaches past both edges of the page
    assert _problem(Group((Group((wide,)),), clip=(5, 5, 90, 90))) is None
    problem = _problem(Group((Group((wide,)),), clip=(-5, 5, 90, 90)))
    assert problem and "a rect is drawn at x = -5 mm" in problem.message
    # A text under a piece on the page is still checked against its piece and the texts around it.
    assert (
        "past the edge"
        in _problem(
            Group((Text(8, 20, "far too long a line", 8, "Vera", "#0"),), clip=(5, 5, 20, 20))
        ).message
    )


def test_a_symbols_texts_are_checked_on_every_page_that_uses_it():
    from printkit.draw.check import DrawProblem, check_document
    from printkit.draw.scene import Document, Symbol, Use, translate

    label = Symbol("label", 30, 10, (Text(2, 8, "SYMBOL", 8, "Vera", "#000"),))
    use = Use("label", translate(10, 12))
    clear = Page(100, 100, (use,), label="page 1")
    under = Page(100, 100, (use, Text(12, 20, "below", 8, "Vera", "#000")), label="page 2")
    with pytest.raises(DrawProblem, match="on page 2"):
        check_document(Document("d", (clear, clear, under), (label,)))


def test_characters_the_font_lacks_are_named():
    problem = _problem(Text(10, 20, "Ant שלום 😀", 10, "Vera-Bold", "#000"))
    assert "holds U+05E9 'ש' (and 4 more characters), which the font Vera-Bold lacks" in problem.message
    assert problem.chars == "שלום😀"


def test_a_latin_face_gives_way_to_the_korean_one_for_korean_text():
    """A seat name or a designer's word in Korean is set in KoGothic; one outside KS X 1001 is refused."""
    assert Text(0, 0, "지민 wins", 10, "Vera-Bold", "#000").font == "KoGothic-Bold"
    assert Text(0, 0, "Ant 50%", 10, "Vera", "#000").font == "Vera"
    assert _problem(Text(10, 20, "ana 똠", 10, "Vera", "#000")).message.startswith(
        "the text 'ana 똠' holds U+B620 '똠', which the font KoGothic lacks"
    )
    assert _problem(Text(10, 20, "ana 뙤 ㆅ", 10, "Vera", "#000")) is None  # in the set: prints


def test_widths_are_the_ones_the_pdf_backend_lays_out_with():
    from reportlab.pdfbase import pdfmetrics

    from printkit.draw import fontmetrics
    from printkit.draw.render import pdf

    for font in ("Vera", "Vera-Bold", "KoGothic"):
        pdf._register_font(font)
        face = pdfmetrics.getFont(font).face
        text = "Antechambers — 50 mm, print\u00a0at 100%"
        assert fontmetrics.text_width(text, font, 7) == pytest.approx(
            pdfmetrics.stringWidth(text, font, 7) * 25.4 / 72
        )
        # Korean in a Latin face is measured, as it is printed, in that face's Korean counterpart.
        korean = Text(0, 0, f"{text} 개미", 7, font, "#000").font
        pdf._register_font(korean)
        assert fontmetrics.text_width(f"{text} 개미", font, 7) == pytest.approx(
            pdfmetrics.stringWidth(f"{text} 개미", korean, 7) * 25.4 / 72
        )
        assert fontmetrics.cap_height(font, 7) == pytest.approx(face.capHeight * 7 / 1000 * 25.4 / 72)
        assert fontmetrics.descent(font, 7) == pytest.approx(-face.descent * 7 / 1000 * 25.4 / 72)


# Each game's tests/<package>/cases.py gives DRAWN_WRONG: layout changes that draw wrong, by name, with the
# component to build, the key the error names and words of its message.
CASES = {(game, name): case for game in GAMES for name, case in cases(game).DRAWN_WRONG.items()}


def test_some_game_draws_wrong_somewhere():
    assert CASES, "no game's cases.py gives DRAWN_WRONG: the test below would test nothing"


@pytest.mark.parametrize("game, name", sorted(CASES), ids=[f"{g}-{n}" for g, n in sorted(CASES)])
def test_build_and_validate_refuse_what_draws_wrong(game, name, changed_layout, tmp_path, capsys):
    changes, component, key, words = CASES[game, name]
    for old, new in changes:
        path = changed_layout(game, old, new)
    out = tmp_path / "out"
    assert run_cli("build", game, "--only", component, "--out", out, "--quiet") == 1
    rest = located(one_error(capsys), path)["rest"]
    assert rest.startswith(f"{key}: ") and words in rest, rest
    assert not out.exists() or not any(out.rglob("*.*")), "nothing is written"
    assert run_cli("validate", path) == 1
    assert located(one_error(capsys), path)["rest"] == rest


# One mode of each class here: paper, duplex, bleed and --single on their own; a --single board on
# big paper (the bleed is the sheet's). Every build and board paper of every game is built by the
# sweeps .ci/run runs (tools/print_sweep.py, tools/board_paper_sweep.py).
MODES = [
    ("letter", "short-edge", 3.0, False, None),
    ("a4", "gutterfold", None, True, "a2"),
]


@pytest.mark.parametrize("game", pick(GAMES, "modes"))  # every game in tools/test_sweep.py
def test_the_shipped_layouts_pass_in_a_mode_of_each_class(game):
    from printkit.games.loaded import load_game
    from printkit.kit.build import BuildOptions, components, draw

    layout = load_game(game)
    for paper, duplex, bleed, single, board_paper in MODES:
        options = BuildOptions(
            paper=paper, duplex=duplex, bleed=bleed, single=single, board_paper=board_paper
        )
        for component in components(loaded_game(game)):
            assert draw(layout, component, options).pages
