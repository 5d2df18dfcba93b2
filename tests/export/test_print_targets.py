"""Exports for print: PNG faces, The Game Crafter and MakePlayingCards files, the DriveThruCards PDF.

Pixel sizes and resolutions are read back from the files; the full-size check renders a few cards
at 300 dpi, whole decks are exported at a low dpi to keep the suite fast.
"""

from __future__ import annotations

import hashlib
import math
import re

import pytest
from pypdf import PdfReader

from printkit.core.errors import UsageError
from printkit.draw.fontmetrics import text_width
from printkit.draw.raster import rasterise
from printkit.draw.scene import Text, Use, apply, compose, scale, translate
from printkit.games.ants111.components import band_colour
from printkit.games.loaded import load_game, loaded_game
from printkit.kit.export.pieces import piece_sets
from printkit.kit.export.targets import card_sets, export_cards, export_dtc, export_png, product_image
from printkit.kit.export.vendors import DTC, MPC, TGC
from printkit.layout.colours import rgb
from printkit.layout.units import MM_PER_UNIT
from tests.export.pngread import info, pixel, pixels
from tests.kitdocs.kitscene import walk


def _digest(folder) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


def test_png_every_face_and_back_named_sized_and_the_same_on_rebuild(tmp_path):
    first = export_png(loaded_game("111-ants"), tmp_path / "a", dpi=40, only=("cards",))
    again = export_png(loaded_game("111-ants"), tmp_path / "b", dpi=40, only=("cards",))
    assert len(first) == 220
    names = sorted(p.name for p in first)
    assert names[:3] == [
        "111-ants-cards-001-back.png",
        "111-ants-cards-001-front.png",
        "111-ants-cards-002-back.png",
    ]
    assert all(re.fullmatch(r"111-ants-cards-\d{3}-(front|back)\.png", n) for n in names)
    for path in first:
        facts = info(path)
        # 63 x 88 mm at 40 dpi: 99.2 x 138.6 px, to the nearest pixel
        assert (facts.width, facts.height, facts.is_rgb) == (99, 139, True)
        assert facts.dpi == pytest.approx((40, 40), abs=0.0127)  # pHYs stores whole pixels per metre
    assert _digest(first[0].parent) == _digest(again[0].parent)


def test_png_bleed_and_tokens_with_both_sides(tmp_path):
    written = export_png(loaded_game("ant-trails"), tmp_path, dpi=50, bleed=3, only=("ants",))
    written = [p for p in written if "food" in p.name]  # the food tiles share the ant tiles' sheets
    assert len(written) == 24  # twelve tiles, each front and back
    for path in written:
        facts = info(path)
        assert (facts.width, facts.height) == (45, 45)  # 17 + 2 x 3 mm at 50 dpi = 45.3 px
    # The back every food tile shares is one picture, written under each tile's name.
    backs = {p.read_bytes() for p in written if p.name.endswith("-back.png")}
    assert len(backs) == 1


def test_tgc_and_mpc_files_are_the_shops_sizes_to_the_pixel_with_the_bleed_filled():
    layout = load_game("111-ants")
    for product in (TGC, MPC):
        (cards,) = card_sets(loaded_game("111-ants"), product)  # drawn with the bleed this shop's file needs
        assert len(cards.pieces) == 110
        sample = [cards.pieces[0], cards.pieces[-1]]
        faces = [p.front for p in sample] + [cards.shared_back]
        images = [product_image(product, cards, f) for f in faces]
        for face, data in zip(faces, rasterise(images, cards.symbols)):
            facts = info_of(data)
            assert (facts.width, facts.height) == (product.width_px, product.height_px)
            assert facts.dpi == pytest.approx(
                (300, 300), abs=0.0127
            )  # pHYs stores whole pixels per metre and facts.is_rgb
            rows = pixels(data)
            edge = [
                pixel(rows, x, y)
                for x in (0, product.width_px - 1)
                for y in (0, product.height_px // 2, product.height_px - 1)
            ]
            assert all(c != (255, 255, 255) for c in edge), f"{product.target}: white at the file's edge"
            if face is not cards.shared_back:
                number = layout.deck.cards[sample[faces.index(face)].number - 1].number
                band = tuple(round(v * 255) for v in rgb(band_colour(layout, number)))
                assert all(max(abs(a - b) for a, b in zip(c, band)) <= 2 for c in edge)


def info_of(data: bytes):
    from printkit.draw.png import read_info

    return read_info(data)


def _ink_corners(items, symbols, m):
    """Yield the corners of every text and symbol on a face, under m (text boxes from the font's widths)."""
    pt = MM_PER_UNIT["pt"]
    sizes = {s.id: (s.width, s.height) for s in symbols}
    for item, at, _ in walk(items, m):
        if isinstance(item, Text):
            width = text_width(item.text, item.font, item.size)
            x0 = item.x - {"start": 0, "middle": width / 2, "end": width}[item.anchor]
            top, bottom = item.y - 0.75 * item.size * pt, item.y + 0.25 * item.size * pt
            yield from (apply(at, x, y) for x in (x0, x0 + width) for y in (top, bottom))
        elif isinstance(item, Use):
            w, h = sizes[item.symbol]
            inner = compose(at, item.transform)
            yield from (apply(inner, x, y) for x in (0, w) for y in (0, h))


@pytest.mark.parametrize("product", [TGC, MPC, DTC], ids=lambda p: p.target)
def test_every_number_and_joker_ant_stays_in_the_shops_safe_area(product):
    (cards,) = piece_sets(loaded_game("111-ants"), 0.0, ("cards",))
    x, y, k = product.placement(cards.width, cards.height)
    px = product.dpi / 25.4
    to_file = compose(scale(px), translate(x / px, y / px), scale(k))
    sx0 = (product.width_px - product.safe_px[0]) / 2
    sy0 = (product.height_px - product.safe_px[1]) / 2
    checked = 0
    for piece in cards.pieces:
        for fx, fy in _ink_corners(piece.front.items, cards.symbols, to_file):
            assert sx0 - 0.5 <= fx <= product.width_px - sx0 + 0.5, (product.target, piece.number, fx)
            assert sy0 - 0.5 <= fy <= product.height_px - sy0 + 0.5, (product.target, piece.number, fy)
            checked += 1
    assert checked > 110 * 20


def test_a_card_fills_the_trim_it_is_fitted_to():
    # The Game Crafter's poker trim is 2.5 x 3.5 in (63.5 x 88.9 mm): a 63 x 88 mm card is scaled to
    # its width and centred; MakePlayingCards cuts the same trim 36 px inside its 822 x 1122 px file.
    assert TGC.scale(63, 88) == pytest.approx(63.5 / 63)
    x, y, _ = TGC.placement(63, 88)
    assert x == pytest.approx(37.5) and 37.5 < y < 39
    assert MPC.trim_px == (750, 1050) and MPC.scale(63, 88) == pytest.approx(63.5 / 63)
    x, y, _ = MPC.placement(63, 88)
    assert x == pytest.approx(36) and y == pytest.approx(36 + (1050 - 88 * 750 / 63) / 2)
    assert 3.2 < MPC.bleed_needed(63, 88) < 3.4  # 36 px and a pixel, in card mm


def test_the_mpc_card_spans_their_750_px_trim_in_pixels():
    # The cream panel of a front sits 2.6 mm inside the card's edge. At MakePlayingCards' trim the
    # card is 750 px wide from x = 36, so the panel runs from 36 + 2.6 x k to 36 + 60.4 x k px
    # (k = 750 px / 63 mm); at 100% (744 px from x = 39) it would end 2.6 px sooner.
    (cards,) = card_sets(loaded_game("111-ants"), MPC)
    (data,) = rasterise([product_image(MPC, cards, cards.pieces[0].front)], cards.symbols)
    rows = pixels(data)
    assert (len(rows[0]) // 3, len(rows)) == (822, 1122)
    cream = tuple(round(v * 255) for v in rgb("#fbf6ea"))

    def is_cream(x: int, y: int) -> bool:
        return max(abs(a - b) for a, b in zip(pixel(rows, x, y), cream)) <= 2

    k = 750 / 63  # px per card mm
    middle = [x for x in range(822) if is_cream(x, 561)]
    assert (middle[0], middle[-1]) == (math.ceil(36 + 2.6 * k), math.floor(36 + 60.4 * k) - 1)  # 67, 754
    top = 561 - 44 * k  # the card's 88 mm, scaled alike, centred in the file
    column = [y for y in range(1122) if is_cream(411, y)]
    assert (column[0], column[-1]) == (math.ceil(top + 2.6 * k), math.floor(top + 85.4 * k) - 1)


def test_tgc_writes_a_front_per_card_and_the_shared_back_once(tmp_path, monkeypatch):
    import printkit.kit.export.targets as targets

    monkeypatch.setattr(targets, "rasterise", lambda images, symbols=(), title="": (b"png" for _ in images))
    written = export_cards(loaded_game("111-ants"), tmp_path, TGC)
    names = sorted(p.name for p in written)
    assert len(names) == 111 and names[-1] == "111-ants-cards-back.png"
    assert names[0] == "111-ants-cards-001-front.png"


def test_games_without_poker_cards_say_so():
    with pytest.raises(UsageError, match="no cards of The Game Crafter's poker card size"):
        card_sets(loaded_game("ant-trails"), TGC)


def test_dtc_pdf_pages_boxes_fonts_and_order(tmp_path):
    (path,) = export_dtc(loaded_game("111-ants"), tmp_path, DTC)
    reader = PdfReader(path)
    assert len(reader.pages) == 220
    for page in [reader.pages[i] for i in (0, 1, 2, 3, 218, 219)]:
        assert [float(v) for v in page.mediabox] == [0, 0, 198, 270]  # 2.75 x 3.75 in
        assert [float(v) for v in page.trimbox] == pytest.approx([9, 9, 189, 261])  # 1/8 in bleed
        assert [float(v) for v in page.bleedbox] == [0, 0, 198, 270]
        for font in page["/Resources"]["/Font"].values():
            descriptor = font.get_object()["/FontDescriptor"]
            assert "/FontFile2" in descriptor, "a font that is not embedded"
    # Back, then front, card by card: the back carries the deck's name, the front its number.
    words = [reader.pages[i].extract_text().split() for i in (0, 1, 2, 3, 218, 219)]
    assert "ANTS" in words[0] and "ANTS" in words[2] and "ANTS" in words[4]
    assert "2" in words[1] and "3" in words[3] and "111" in words[5] and "ANTS" not in words[5]
