"""PDF/X-1a in CMYK: the DriveThruCards file and `build --single --pdfx`, checked in structure and measured in ink."""

from __future__ import annotations

import random

import pytest
from pypdf import PdfReader

from printkit.core.errors import UsageError
from printkit.draw.render.pdf import render_document
from printkit.draw.scene import Document, Page, Rect, Style
from printkit.games.loaded import load_game, loaded_game
from printkit.kit.export.cmyk import INK_LIMIT, Press, cap_ink, find_profile, pdf_x
from printkit.kit.export.targets import _card_page, card_sets, export_dtc
from printkit.kit.export.vendors import DTC
from tests.export.pdfx import ghostscript, max_ink, pdfx_problems
from tests.samples import part_of, with_part
from tests.support import cases, run_cli
from tests.sweep import pick, sample

LIMIT = INK_LIMIT * 255 // 100  # 612: 240% in the 0-255 steps of each ink
# Games with poker cards whose cases.py tells their ink in CMYK (CMYK_CARDS).
CMYK = [g for g in with_part("cards") if hasattr(cases(g), "CMYK_CARDS")]


def _press() -> Press:
    try:
        return Press(find_profile())
    except UsageError as error:  # no Ghostscript, so no CMYK profile: the profile comes with it
        ghostscript()
        raise error


@pytest.mark.parametrize("game", pick(CMYK, "dtc pdfx"))
def test_the_dtc_file_is_pdfx_1a_and_no_page_passes_240_percent_ink(game, tmp_path):
    _press()
    (path,) = export_dtc(loaded_game(game), tmp_path / "out", DTC)
    assert pdfx_problems(path.read_bytes()) == []
    cards = len(cases(game).card_words(load_game(game)))
    assert len(PdfReader(path).pages) == 2 * cards  # a back and a front a card
    # Ghostscript rasterises each page measured: every 8th card's back and front in the suite, all in the sweep
    checked = sample(range(cards), 8)
    pages = [n for k in checked for n in (2 * k + 1, 2 * k + 2)]
    peaks = max_ink(path, tmp_path / "ink", dpi=50, pages=pages)
    assert len(peaks) == len(pages)
    assert max(peaks) <= INK_LIMIT
    # The dark back and the black numbers are built right up to the limit (rich, not thinned out).
    assert peaks[0] >= INK_LIMIT - 1 and min(peaks[1::2]) >= INK_LIMIT - 1


@pytest.mark.parametrize("game", pick(CMYK, "rgb cards"))
def test_the_check_fails_the_same_cards_in_rgb(game, tmp_path):
    _press()
    (cards,) = card_sets(loaded_game(game), DTC)
    pages = tuple(
        _card_page(DTC, cards, face, boxes=True) for face in (cards.shared_back, cards.pieces[0].front)
    )
    doc = Document("RGB cards", pages, cards.symbols)
    problems = pdfx_problems(render_document(doc))
    assert "0 GTS_PDFX output intents; expected one" in problems
    assert any(p.startswith("GTS_PDFXVersion is None") for p in problems)
    assert any(p.startswith("page 2: RGB colour operator rg") for p in problems)
    assert any("> form /FormXob.card-back: RGB colour operator" in p for p in problems)
    rgb = tmp_path / "rgb.pdf"
    rgb.write_bytes(render_document(doc))
    # Ghostscript's plain conversion of the RGB file passes the limit (a dark back: 264%, the front higher).
    back, front = max_ink(rgb, tmp_path / "ink")
    least_back, least_front = cases(game).CMYK_CARDS
    assert back > least_back > INK_LIMIT and front > least_front > INK_LIMIT
    cmyk = tmp_path / "cmyk.pdf"
    cmyk.write_bytes(render_document(doc, pdf_x()))
    assert pdfx_problems(cmyk.read_bytes()) == []
    assert max(max_ink(cmyk, tmp_path / "ink-cmyk")) <= INK_LIMIT


def test_ink_is_capped_by_moving_grey_into_black_then_thinning_colour():
    rng = random.Random(24)
    for _ in range(2000):
        inks = tuple(rng.randrange(256) for _ in range(4))
        capped = cap_ink(*inks, LIMIT)
        assert sum(capped) <= LIMIT and all(0 <= v <= 255 for v in capped)
        if sum(inks) <= LIMIT:
            assert capped == inks
        else:
            assert capped[3] >= inks[3]  # black only grows
    assert cap_ink(200, 190, 180, 150, LIMIT) == (146, 136, 126, 204)  # grey replaced: 54 of each into K
    assert cap_ink(255, 255, 0, 200, LIMIT) == (206, 206, 0, 200)  # no grey to take: C and M thinned


def test_colours_are_separated_by_the_profile_within_the_limit():
    press = _press()
    assert press.name == "Artifex CMYK SWOP Profile"
    assert press.bytes_of("#ffffff") == (0, 0, 0, 0)  # paper stays unprinted
    c, m, y, k = press.bytes_of("#000000")
    assert k == 255 and min(c, m, y) > 80 and c + m + y + k <= LIMIT  # a rich black under the cap
    c, m, y, k = press.bytes_of("#ff0000")
    assert m > 240 and y > 240 and c < 10 and k < 10
    # Another printer profile separates otherwise, under the same cap; a profile of no printer is refused.
    profiles = press.path.parent
    other = Press(profiles / "ps_cmyk.icc")
    assert other.name == "Artifex PS CMYK Profile" and sum(other.bytes_of("#000000")) <= LIMIT
    assert other.bytes_of("#000000") != press.bytes_of("#000000")
    with pytest.raises(UsageError, match="a Lab spac profile; expected a CMYK printer"):
        Press(profiles / "lab.icc")


def test_transparency_cannot_be_written_as_pdfx():
    _press()
    page = Page(20, 20, (Rect(0, 0, 10, 10, Style(fill="#336699", opacity=0.5)),))
    with pytest.raises(ValueError, match="no transparency"):
        render_document(Document("see-through", (page,)), pdf_x())


@pytest.mark.parametrize("game", pick(with_part("tokens"), "single pdfx"))
def test_build_single_pdfx_writes_pdfx_pages_and_refuses_what_cannot_apply(game, tmp_path, capsys):
    _press()
    out, tokens = tmp_path / "out", part_of(game, "tokens")
    assert (
        run_cli("build", game, "--only", tokens, "--single", "--pdfx", "--format", "pdf", "--out", out, "-q")
        == 0
    )
    (path,) = (out / load_game(game).file_prefix).glob("*.pdf")
    assert pdfx_problems(path.read_bytes()) == []
    assert max(max_ink(path, tmp_path / "ink")) <= INK_LIMIT
    capsys.readouterr()
    for args, says in (
        (("--pdfx",), "--pdfx is for --single pages"),
        (("--single", "--cmyk", "--format", "svg"), "--format svg writes none"),
        (("--single", "--icc", "x.icc"), "--icc is for --pdfx"),
        (("--single", "--pdfx", "--icc", str(tmp_path / "none.icc")), "cannot read the ICC profile"),
        (("--single", "--pdfx", "--icc", "/usr/share/color/icc/ghostscript/srgb.icc"), "expected a CMYK"),
    ):
        assert run_cli("build", game, "--only", tokens, "--out", out, *args) == 2, args
        err = capsys.readouterr().err.strip()
        assert says in err and "\n" not in err, err
    assert run_cli("export", game, "--to", "tgc", "--icc", "x.icc", "--out", out) == 2
    assert "--icc is for --to dtc" in capsys.readouterr().err
    # export all skips games without poker cards, but not a profile it cannot use
    assert run_cli("export", "all", "--to", "dtc", "--icc", str(tmp_path / "none.icc"), "--out", out) == 2
    assert "cannot read the ICC profile" in capsys.readouterr().err
