"""Anticipation's parts that stand up, read back from their SVG and folded in 3D: nest trays, well cards, stands, box."""

from __future__ import annotations

import re
from functools import cache

import pytest

from printkit.draw.impose.gamebox import box_trays, pack
from printkit.draw.impose.trays import Tray, tent_fold, tray_fold
from printkit.draw.scene import Group, Text
from printkit.draw.vocab import box as vocab_box
from printkit.draw.vocab import tray as tray_art
from printkit.draw.vocab.component import TrayArt, art_of
from printkit.games.anticipation.board_facts import nest_size
from printkit.games.anticipation.components import build_box, build_stands, build_trays
from printkit.games.anticipation.drawn import drawn_board, drawn_nests
from printkit.games.anticipation.schema import COLOURS
from printkit.games.anticipation.standing import stand
from printkit.games.loaded import load_game
from printkit.geometry.folding import fold, tab_rests
from printkit.kit.build import BuildOptions, sheet_spec
from tests.netcheck import SVG, at, check_drawn_is_model, check_folds, find, inverse, svg_pages, walk

LAYOUT = load_game("anticipation")


@cache
def pages(what: str):
    build = {"trays": build_trays, "stands": build_stands, "box": build_box}[what]
    return svg_pages(build(LAYOUT, sheet_spec(LAYOUT, BuildOptions())))


@cache
def nest_tray(colour: str) -> Tray:
    """Return a colour's tray as the layout's components: trays: sizes it."""
    trays = tray_art.start(LAYOUT, "trays", art_of(LAYOUT, "trays", TrayArt))
    return tray_art.tray(trays, {"colour": colour})


def floor_offset(colour: str) -> float:
    """Return how far the tray's floor lies inside the nest's box (centred on it)."""
    return (nest_size(LAYOUT, colour)[0] - nest_tray(colour).width) / 2


def well_inset(colour: str) -> float:
    """Return how far the well card's edge lies inside the nest's box (centred on it), from its drawn net."""
    art = art_of(LAYOUT, "trays", TrayArt)
    assert art.insert is not None
    trays = tray_art.start(LAYOUT, "trays", art)
    card = tray_art.insert(trays, art.insert, {"colour": colour}, nest_tray(colour))
    return (nest_size(LAYOUT, colour)[0] - card.width) / 2


def page_with(what: str, ident: str):
    (page,) = [p for p in pages(what) if find(p, rf"p\d+-{ident}")]
    return page


def test_each_nest_tray_is_drawn_as_it_folds_and_closes_with_its_tabs_between_the_layers():
    for colour in COLOURS:
        net = tray_fold(nest_tray(colour))
        check_drawn_is_model(net, page_with("trays", f"tray-{colour}"), f"tray-{colour}")
        check_folds(net, open_edges=0)  # double walls: the rim is a fold, every cut edge meets another
        for tab in (p.name for p in net.panels if p.tab):
            # round the corner, between a side wall and its outer half
            side = tab.split("-")[1]
            assert {side, f"{side}-outer"} <= set(tab_rests(net, tab))


def _spaces(colour: str, items) -> dict[int, tuple[float, float]]:
    """Return where a nest's drawing prints each space number, in the nest's own mm."""
    out = {}

    def go(items):
        for item in items:
            if isinstance(item, Group):
                assert item.transform == (1.0, 0.0, 0.0, 1.0, 0.0, 0.0) or not any(
                    isinstance(i, Text) and (i.id or "").startswith("space-") for i in item.items
                )
                go(item.items)
            elif isinstance(item, Text) and (hit := re.fullmatch(rf"space-{colour}-(\d+)", item.id or "")):
                out[int(hit.group(1))] = (item.x, item.y)

    go(items)
    return out


def _board_spaces(colour: str) -> dict[int, tuple[float, float]]:
    """Return where the board's nest prints each space number, in the nest's own mm (the board places this
    drawing, in the group that turns it into place), as the colour's nest board prints them too."""
    (nest,) = [g for g in drawn_board(LAYOUT).items if isinstance(g, Group) and g.id == f"nest-{colour}"]
    out = _spaces(colour, nest.items)
    assert len(out) == 14 and out == _spaces(colour, drawn_nests(LAYOUT, (colour,)).items[colour])
    return out


def test_the_trays_floor_shows_the_spaces_where_the_boards_nest_has_them():
    for colour in COLOURS:
        page = page_with("trays", f"tray-{colour}")
        ((_, m),) = find(page, rf"p\d+-tray-{colour}").values()
        back = inverse(m)
        floor = tray_fold(nest_tray(colour)).panel("floor").corners[0]
        texts = find(page, rf"p\d+-space-{colour}-\d+")
        assert len(texts) == len(LAYOUT.nest.spaces) == 14
        board = _board_spaces(colour)
        for ident, (el, tm) in texts.items():
            x, y = at(back, *at(tm, float(el.get("x")), float(el.get("y"))))  # in the tray's net
            # from the floor's corner, plus the walls' two layers: the nest's own frame
            nx, ny = x - floor[0] + floor_offset(colour), y - floor[1] + floor_offset(colour)
            want = board[int(ident.rsplit("-", 1)[1])]
            assert (nx, ny) == pytest.approx(want, abs=0.01)


def test_the_tray_sits_on_its_nest_and_the_pieces_fit_with_play():
    u, square = LAYOUT.board.pitch, LAYOUT.board.square
    t = LAYOUT.trays.folded_thickness
    piece = LAYOUT.pieces.size
    for colour in COLOURS:
        folded = nest_tray(colour)
        nest = LAYOUT.board.nests[colour]
        w, h = nest_size(LAYOUT, colour)
        outside = (folded.width + 4 * t, folded.height + 4 * t)
        assert outside[0] <= w + 1e-9 and outside[1] <= h + 1e-9
        # centred on the nest's box, it covers no square of the board
        x0 = nest.box[0] * u + (w - outside[0]) / 2
        y0 = nest.box[1] * u + (h - outside[1]) / 2
        for name, (sx, sy) in LAYOUT.board.squares.items():
            left, top = sx * u - square / 2, sy * u - square / 2
            apart = (
                left >= x0 + outside[0] or left + square <= x0 or top >= y0 + outside[1] or top + square <= y0
            )
            assert apart, f"the {colour} tray covers square {name}"
        # every piece in its space keeps at least 1 mm from the tray's walls
        for x, y in LAYOUT.nest.spaces:
            cx, cy = x * u - floor_offset(colour), y * u - floor_offset(colour)
            assert min(cx, cy, folded.width - cx, folded.height - cy) - piece / 2 >= 1.0


def test_each_well_card_has_a_hole_over_each_space_a_piece_and_1_mm_across():
    u, piece = LAYOUT.board.pitch, LAYOUT.pieces.size
    for colour in COLOURS:
        page = page_with("trays", f"well-{colour}")
        ((net, m),) = find(page, rf"p\d+-well-{colour}").values()
        back = inverse(m)
        found = []
        for el, mm in (hit for child in net for hit in walk(child, m)):
            if (
                el.tag == f"{SVG}circle"
                and el.get("stroke") == "#1a1a1a"
                and el.get("fill") in (None, "none")
            ):
                x, y = at(back, *at(mm, float(el.get("cx")), float(el.get("cy"))))
                found.append((x + well_inset(colour), y + well_inset(colour), float(el.get("r"))))
        assert len(found) == 14
        want = sorted((x * u, y * u) for x, y in LAYOUT.nest.spaces)
        got = sorted((x, y) for x, y, _ in found)
        assert [v for xy in got for v in xy] == pytest.approx([v for xy in want for v in xy], abs=0.01)
        assert all(2 * r - piece >= 1.0 for _, _, r in found)


def test_a_water_barrier_stand_folds_to_a_tent_on_one_square():
    tent = stand(LAYOUT)
    net = tent_fold(tent)
    for k in (1, 2):
        check_drawn_is_model(net, page_with("stands", f"stand-{k}"), f"stand-{k}")
    check_folds(net, open_edges=6)  # the two triangular ends stay open
    folded = fold(net)
    heights = [c[2] for corners in folded.values() for c in corners]
    assert max(heights) - min(heights) == pytest.approx(LAYOUT.barrier_stand.height, abs=1e-6)
    assert tent.width <= LAYOUT.board.square and tent.length <= LAYOUT.board.square  # within its square


def _blocks(layout=LAYOUT):
    return vocab_box.start(layout, "box", layout.components["box"]).blocks


def test_the_box_holds_the_pieces_dice_and_stands_and_its_lid_fits_over_it():
    b = LAYOUT.box
    blocks = _blocks()
    base, lid = box_trays(blocks, b.folded_thickness, b.play, b.tab, b.lid_depth)
    for tray, ident in ((base, "box-tray"), (lid, "box-lid")):
        net = tray_fold(tray)
        check_drawn_is_model(net, page_with("box", ident), ident)
        check_folds(net, open_edges=4)  # the rim
    pieces = [x for x in blocks if x[0] == LAYOUT.pieces.size]
    e, tent = LAYOUT.dice.edge, stand(LAYOUT)
    assert sum(x[2] for x in pieces) == pytest.approx(56 * b.folded_thickness)  # every ant piece, stacked
    assert all(x[2] <= e for x in pieces)  # no stack taller than a die
    assert blocks.count((e, e, e)) == 2 and blocks.count((tent.width, tent.length, tent.height)) == 2
    packed = pack(blocks)
    assert base.width - packed.width >= b.play - 1e-9 and base.height - packed.depth >= b.play - 1e-9
    assert base.depth - max(x[2] for x in blocks) >= b.play - 1e-9
    assert lid.width - (base.width + 2 * b.folded_thickness) >= b.play - 1e-9
    assert lid.height - (base.height + 2 * b.folded_thickness) >= b.play - 1e-9
    # every block stands inside the tray, row by row
    for row in packed.rows:
        assert sum(blocks[i][0] for i in row) <= base.width - b.play + 1e-9


def test_a_misspelt_tray_key_and_holes_too_wide_for_the_nest_are_located_errors(tmp_path):
    from printkit.core.errors import LayoutError
    from printkit.games.loaded import load_layout
    from printkit.layout.folders import layouts_dir

    source = (layouts_dir() / "anticipation.yaml").read_text()
    path = tmp_path / "anticipation.yaml"
    path.write_text(source.replace("  depth: 8mm", "  dept: 8mm", 1))
    with pytest.raises(LayoutError, match=r"anticipation\.yaml:\d+:\d+.*dept"):
        load_layout(path)
    # 4 mm of play: each well card's holes 3 mm wider, the card by the tray's wall under 1 mm (the tray
    # vocabulary's check as the well cards are drawn, so `printkit validate` says it too)
    assert "  play: 1mm\n  folded" in source
    path.write_text(source.replace("  play: 1mm\n  folded", "  play: 4mm\n  folded", 1))
    layout = load_layout(path)
    with pytest.raises(LayoutError) as caught:
        build_trays(layout, sheet_spec(layout, BuildOptions()))
    rows = path.read_text().splitlines()
    holes = rows.index("      holes:")  # the circle's mapping, on the line after `- circle:`
    line = next(n for n, row in enumerate(rows[holes:], holes + 1) if "{repeat: {p: =nest.spaces}" in row)
    assert re.search(
        rf"anticipation\.yaml:{line}:\d+: components\.trays\.insert\.holes\[0\]\.circle: a 19 mm hole at "
        r"\(9\.45, 12\.07\) mm leaves under 1 mm of card by the 120\.4 x 120\.4 mm insert's edge, while "
        r"drawing trays\[0\] \(its insert\)",
        str(caught.value),
    ), str(caught.value)


def test_the_box_lid_turned_to_the_pieces_backs_in_the_layout_shows_their_segments(tmp_path):
    # a YAML-only change: the lid shows each colour's piece from its hidden side; the box keeps its size
    from printkit.games.anticipation.schema import SEGMENT_ART
    from printkit.games.loaded import load_layout
    from tests.ported import own_layout

    old = 'row: {colour: "=seats[k]", back: "=pieces.backs[0]"},'
    path = own_layout(tmp_path, "anticipation.yaml", old, old + " side: back,")
    layout = load_layout(path)
    changed = build_box(layout, sheet_spec(layout, BuildOptions()))
    shipped = build_box(LAYOUT, sheet_spec(LAYOUT, BuildOptions()))
    segment = f"{SEGMENT_ART[1]}-"
    assert any(s.id.startswith(segment) for s in changed.symbols)
    assert not any(s.id.startswith(segment) for s in shipped.symbols)
    assert _blocks(layout) == _blocks()


def test_the_box_is_drawn_from_the_layout_not_in_python():
    # issue 26: the box is layouts/anticipation.yaml's components: box: (kind box, its lid the pieces' own art)
    from tests.ported import shapes_made

    assert shapes_made("printkit/games/anticipation/components.py", ("build_box",)) == {"build_box": set()}
