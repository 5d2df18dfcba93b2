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
from printkit.games.loaded import load_game, loaded_game
from printkit.kit.export.pieces import piece_sets
from printkit.kit.export.targets import card_sets, export_cards, export_dtc, export_png, product_image
from printkit.kit.export.vendors import DTC, MPC, TGC
from printkit.layout.colours import rgb
from printkit.layout.units import MM_PER_UNIT
from tests.export.pngread import info, pixel, pixels
from tests.kitdocs.kitscene import walk
from tests.samples import part_of, shipped, with_part
from tests.support import cases
from tests.sweep import pick

# Games with poker cards whose cases.py says what their fronts print (card_words, card_edges, ...).
CARDS = [g for g in with_part("cards") if hasattr(cases(g), "card_words")]
NO_CARDS = [g for g in shipped() if g not in with_part("cards")]


def _digest(folder) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


@pytest.mark.parametrize("game", pick(CARDS, "png faces"))
def test_png_every_face_and_back_named_sized_and_the_same_on_rebuild(game, tmp_path):
    part, prefix = part_of(game, "cards"), load_game(game).file_prefix
    first = export_png(loaded_game(game), tmp_path / "a", dpi=40, only=(part,))
    again = export_png(loaded_game(game), tmp_path / "b", dpi=40, only=(part,))
    (deck,) = piece_sets(loaded_game(game), 0.0, (part,))
    assert len(first) == 2 * len(cases(game).card_words(load_game(game)))
    names = sorted(p.name for p in first)
    assert names[:3] == [
        f"{prefix}-{deck.name}-001-back.png",
        f"{prefix}-{deck.name}-001-front.png",
        f"{prefix}-{deck.name}-002-back.png",
    ]
    assert all(re.fullmatch(rf"{prefix}-{deck.name}-\d{{3}}-(front|back)\.png", n) for n in names)
    # to the nearest pixel (63 x 88 mm at 40 dpi: 99.2 x 138.6 px, so 99 x 139)
    size = (round(deck.width * 40 / 25.4), round(deck.height * 40 / 25.4))
    for path in first:
        facts = info(path)
        assert (facts.width, facts.height, facts.is_rgb) == (*size, True)
        assert facts.dpi == pytest.approx((40, 40), abs=0.0127)  # pHYs stores whole pixels per metre
    assert _digest(first[0].parent) == _digest(again[0].parent)


@pytest.mark.parametrize("game", pick(with_part("tokens"), "png tokens"))
def test_png_bleed_and_tokens_with_both_sides(game, tmp_path):
    part = part_of(game, "tokens")
    written = export_png(loaded_game(game), tmp_path, dpi=50, bleed=3, only=(part,))
    # the tokens that share one back (a game's food tiles, eggs or Barriers: on its tokens' sheets)
    shared = next(s for s in piece_sets(loaded_game(game), 0.0, (part,)) if s.shared_back is not None)
    prefix = f"{load_game(game).file_prefix}-{shared.name}-"
    written = [p for p in written if p.name.startswith(prefix)]
    assert len(written) == 2 * len(shared.pieces)  # each token front and back
    bled = (shared.width + 2 * 3, shared.height + 2 * 3)  # 17 + 2 x 3 mm at 50 dpi = 45.3 px
    for path in written:
        facts = info(path)
        assert (facts.width, facts.height) == tuple(round(v * 50 / 25.4) for v in bled)
    # The back every such token shares is one picture, written under each token's name.
    backs = {p.read_bytes() for p in written if p.name.endswith("-back.png")}
    assert len(backs) == 1


@pytest.mark.parametrize("game", pick(CARDS, "shop files"))
def test_tgc_and_mpc_files_are_the_shops_sizes_to_the_pixel_with_the_bleed_filled(game):
    layout = load_game(game)
    edges = cases(game).card_edges(layout)
    for product in (TGC, MPC):
        (cards,) = card_sets(loaded_game(game), product)  # drawn with the bleed this shop's file needs
        assert len(cards.pieces) == len(edges)
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
            if face is not cards.shared_back:  # the colour the card shows at its edge, into the bleed
                colour = edges[sample[faces.index(face)].number - 1]
                want = tuple(round(v * 255) for v in rgb(colour))
                assert all(max(abs(a - b) for a, b in zip(c, want)) <= 2 for c in edge)


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
@pytest.mark.parametrize("game", pick(CARDS, "safe area"))
def test_every_number_and_joker_ant_stays_in_the_shops_safe_area(game, product):
    (cards,) = piece_sets(loaded_game(game), 0.0, (part_of(game, "cards"),))
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
    assert checked > len(cards.pieces) * 20


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


@pytest.mark.parametrize("game", pick(CARDS, "mpc trim"))
def test_the_mpc_card_spans_their_750_px_trim_in_pixels(game):
    # A front's panel sits a frame inside the card's edge (2.6 mm on a 63 x 88 mm card). At
    # MakePlayingCards' trim the card is 750 px wide from x = 36, so the panel runs from 36 + 2.6 x k to
    # 36 + 60.4 x k px (k = 750 px / 63 mm); at 100% (744 px from x = 39) it would end 2.6 px sooner.
    (cards,) = card_sets(loaded_game(game), MPC)
    (data,) = rasterise([product_image(MPC, cards, cards.pieces[0].front)], cards.symbols)
    rows = pixels(data)
    assert (len(rows[0]) // 3, len(rows)) == (822, 1122)
    colour, frame = cases(game).card_panel(load_game(game))
    panel = tuple(round(v * 255) for v in rgb(colour))
    w, h = cards.width, cards.height

    def is_panel(x: int, y: int) -> bool:
        return max(abs(a - b) for a, b in zip(pixel(rows, x, y), panel)) <= 2

    k = 750 / w  # px per card mm
    middle = [x for x in range(822) if is_panel(x, 561)]
    assert (middle[0], middle[-1]) == (
        math.ceil(36 + frame * k),
        math.floor(36 + (w - frame) * k) - 1,
    )  # 67, 754
    top = 561 - h / 2 * k  # the card's height, scaled alike, centred in the file
    column = [y for y in range(1122) if is_panel(411, y)]
    assert (column[0], column[-1]) == (math.ceil(top + frame * k), math.floor(top + (h - frame) * k) - 1)


@pytest.mark.parametrize("game", pick(CARDS, "tgc files"))
def test_tgc_writes_a_front_per_card_and_the_shared_back_once(game, tmp_path, monkeypatch):
    import printkit.kit.export.targets as targets

    monkeypatch.setattr(targets, "rasterise", lambda images, symbols=(), title="": (b"png" for _ in images))
    written = export_cards(loaded_game(game), tmp_path, TGC)
    names = sorted(p.name for p in written)
    stem = f"{load_game(game).file_prefix}-{part_of(game, 'cards')}"
    assert len(names) == len(cases(game).card_words(load_game(game))) + 1 and names[-1] == f"{stem}-back.png"
    assert names[0] == f"{stem}-001-front.png"


@pytest.mark.parametrize("game", pick(NO_CARDS, "no poker cards"))
def test_games_without_poker_cards_say_so(game):
    with pytest.raises(UsageError, match="no cards of The Game Crafter's poker card size"):
        card_sets(loaded_game(game), TGC)


@pytest.mark.parametrize("game", pick(CARDS, "dtc pages"))
def test_dtc_pdf_pages_boxes_fonts_and_order(game, tmp_path):
    (path,) = export_dtc(loaded_game(game), tmp_path, DTC)
    reader = PdfReader(path)
    words_of = cases(game).card_words(load_game(game))
    assert len(reader.pages) == 2 * len(words_of)
    for page in [reader.pages[i] for i in (0, 1, 2, 3, -2, -1)]:
        assert [float(v) for v in page.mediabox] == [0, 0, 198, 270]  # 2.75 x 3.75 in
        assert [float(v) for v in page.trimbox] == pytest.approx([9, 9, 189, 261])  # 1/8 in bleed
        assert [float(v) for v in page.bleedbox] == [0, 0, 198, 270]
        for font in page["/Resources"]["/Font"].values():
            descriptor = font.get_object()["/FontDescriptor"]
            assert "/FontFile2" in descriptor, "a font that is not embedded"
    # Back, then front, card by card: the back carries the deck's name, the front its number.
    words = [reader.pages[i].extract_text().split() for i in (0, 1, 2, 3, -2, -1)]
    back = cases(game).BACK_WORD
    assert back in words[0] and back in words[2] and back in words[4]
    assert words_of[0] in words[1] and words_of[1] in words[3] and words_of[-1] in words[5]
    assert back not in words[5]
