"""The PNG writer read back byte for byte, the rasteriser's exact sizes, and `printkit export` as a command."""

from __future__ import annotations

import io
import random

import pytest

from printkit.draw.png import encode_rgb, read_info
from printkit.draw.raster import Image, mm, rasterise
from printkit.draw.scene import Page, Rect, Style
from printkit.games import GAMES
from printkit.games.loaded import load_game, loaded_game
from printkit.kit.export.pieces import piece_sets
from tests.export.pngread import info, pixel, pixels
from tests.samples import one, part_of, shipped, with_part
from tests.support import REPO, run_cli
from tests.sweep import pick

NO_CARDS = [g for g in shipped() if g not in with_part("cards")]  # no poker cards to send a shop


@pytest.mark.parametrize("dpi", [72, 150, 300, 600])
def test_png_round_trip_with_padded_rows(dpi):
    rng = random.Random(dpi)
    w, h, stride = 7, 5, 24  # rows padded past their 21 bytes, as pdfium pads them
    data = bytes(rng.randrange(256) for _ in range(stride * h))
    png = encode_rgb(w, h, data, stride, dpi)
    facts = read_info(png)
    assert (facts.width, facts.height, facts.is_rgb) == (w, h, True)
    assert facts.dpi == pytest.approx((dpi, dpi), abs=0.0127)  # pHYs stores whole pixels per metre
    assert (facts.srgb, facts.gamma) == (0, 45455)  # tagged sRGB (perceptual), gamma 1/2.2 beside it
    assert pixels(png) == [data[y * stride : y * stride + 3 * w] for y in range(h)]


def test_pngs_are_tagged_srgb_as_pillow_reads_them():
    from PIL import Image as PILImage

    (png,) = rasterise([Image(Page(mm(4, 96), mm(3, 96), ()), 4, 3, 96)])
    with PILImage.open(io.BytesIO(png)) as image:
        image.load()
        assert image.info["srgb"] == 0 and image.info["gamma"] == pytest.approx(0.45455)
        assert image.info["chromaticity"] == pytest.approx((0.3127, 0.329, 0.64, 0.33, 0.3, 0.6, 0.15, 0.06))
        assert image.mode == "RGB" and image.getpixel((0, 0)) == (255, 255, 255)


def test_read_info_refuses_what_is_not_a_png():
    with pytest.raises(ValueError):
        read_info(b"GIF89a")


@pytest.mark.parametrize(("w_px", "h_px", "dpi"), [(825, 1125, 300), (822, 1122, 300), (101, 37, 41.7)])
def test_pages_become_exactly_the_asked_pixels(w_px, h_px, dpi):
    # pdfium's own render(scale=...) rounds sizes up (815 x 1111 for a 69 x 94 mm page at 300 dpi).
    page_w, page_h = mm(w_px, dpi), mm(h_px, dpi)
    half = Rect(0, 0, page_w / 2, page_h, Style(fill="#0000ff"))
    (png,) = rasterise([Image(Page(page_w, page_h, (half,)), w_px, h_px, dpi)])
    rows = pixels(png)
    assert (len(rows[0]) // 3, len(rows)) == (w_px, h_px)
    assert pixel(rows, 0, 0) == (0, 0, 255) and pixel(rows, w_px - 1, h_px - 1) == (255, 255, 255)


@pytest.mark.parametrize("game", pick(with_part("cards"), "export cli"))
def test_cli_exports_and_reports_mistakes_in_one_line(game, tmp_path, capsys):
    cards, prefix = part_of(game, "cards"), load_game(game).file_prefix
    assert run_cli("export", game, "--to", "png", "--dpi", "20", "--only", cards, "--out", tmp_path) == 0
    (deck,) = piece_sets(loaded_game(game), 0.0, (cards,))
    last = tmp_path / prefix / "png" / f"{prefix}-{deck.name}-{len(deck.pieces):03d}-back.png"
    assert info(last).width == round(deck.width * 20 / 25.4)  # to the nearest pixel (63 mm: 50 px)
    assert f"wrote {2 * len(deck.pieces)} files" in capsys.readouterr().err
    other = one(NO_CARDS, "export cli")
    assert run_cli("export", other, "--to", "tgc", "--out", tmp_path) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"printkit: error: {other} has no cards of") and "\n" not in err
    lacks = next(
        part for g in shipped() for part in GAMES[g].facts.KINDS if part not in GAMES[game].facts.KINDS
    )
    assert run_cli("export", game, "--to", "tgc", "--bleed", "3", "--out", tmp_path) == 2
    assert run_cli("export", game, "--to", "png", "--url-base", "https://x/", "--out", tmp_path) == 2
    assert (
        run_cli("export", game, "--to", "png", "--only", lacks, "--out", tmp_path) == 2
    )  # another game's part
    assert run_cli("export", game, "--to", "svg", "--out", tmp_path) == 2
    assert run_cli("export", game, "--to", "png", "--dpi", "5", "--out", tmp_path) == 2


def test_a_layout_file_of_ones_own_exports_as_a_game_does(tmp_path):
    # a custom game (no Python) to a print shop: its 52 fronts and its back, under its own file prefix
    deck = REPO / "examples" / "custom" / "plain-deck.yaml"
    assert run_cli("export", deck, "--to", "mpc", "--out", tmp_path, "-q") == 0
    files = sorted(p.name for p in (tmp_path / "plain-deck" / "mpc").iterdir())
    fronts = [f for f in files if "front" in f]
    backs = [f for f in files if "back" in f]
    assert (len(fronts), len(backs), len(files)) == (52, 1, 53), files
    (back,) = backs
    assert info(tmp_path / "plain-deck" / "mpc" / back).width == 822  # MPC's poker card file
