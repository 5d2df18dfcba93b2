"""Ant Trails' box read back from its SVG and folded: it closes, and holds every tile with play."""

from __future__ import annotations

from printkit.draw.impose.gamebox import box_trays, pack
from printkit.draw.impose.tokens import hex_box
from printkit.draw.impose.trays import tray_fold
from printkit.draw.vocab import box
from printkit.draw.vocab.component import BoxArt
from printkit.games.ant_trails.box import build_box
from printkit.games.loaded import load_game
from printkit.kit.build import BuildOptions, sheet_spec
from tests.netcheck import check_drawn_is_model, check_folds, svg_pages


def test_the_box_folds_and_holds_every_tile():
    layout = load_game("ant-trails")
    b = layout.box
    blocks = box.start(layout, "box", layout.components["box"]).blocks  # what the layout says it holds
    assert isinstance(layout.components["box"], BoxArt)
    t = b.folded_thickness
    # every ant tile and food tile is in a stack
    held = sum(round(h / t) for _, _, h in blocks)
    assert held == 2 * layout.ant_tiles.per_colour + len(layout.food_values)
    assert max(w for w, _, _ in blocks) == hex_box(layout.board.cell_size)
    base, lid = box_trays(blocks, t, b.play, b.tab, b.lid_depth)
    (page,) = svg_pages(build_box(layout, sheet_spec(layout, BuildOptions())))
    for tray, ident in ((base, "box-tray"), (lid, "box-lid")):
        check_drawn_is_model(tray_fold(tray), page, ident)
        check_folds(tray_fold(tray), open_edges=4)
    packed = pack(blocks)
    assert base.width - packed.width >= b.play - 1e-9 and base.height - packed.depth >= b.play - 1e-9
    assert base.depth - packed.height >= b.play - 1e-9


def test_the_box_is_drawn_from_the_layout_not_in_python():
    # issue 26: the box is described in layouts/ant-trails.yaml (components: box:), its lid's picture
    # the tiles' own art through piece: elements
    from tests.ported import shapes_made

    assert shapes_made("printkit/games/ant_trails/box.py") == {"build_box": set()}


def test_a_tile_added_to_the_lid_in_the_layout_is_drawn_there(tmp_path):
    # a YAML-only change: a second food tile on the lid, the lowest one, beside the others
    from printkit.draw.scene import Group
    from printkit.games.loaded import load_layout
    from tests.ported import own_layout

    red = "      - piece: {of: ants, row: {colour: red, copy: 0}, x: =tile + food_tile_size + 2 * gap}"
    more = (
        '      - piece: {of: ants, set: food, row: {points: "=min(food_values)"}, x: 0, y: 0, id: low-food}\n'
    )
    mine = load_layout(own_layout(tmp_path, "ant-trails.yaml", red, more + red))
    (page,) = build_box(mine, sheet_spec(mine, BuildOptions())).pages

    def walk(items):
        for item in items:
            yield item
            yield from walk(getattr(item, "items", ()) or ())

    assert [g for g in walk(page.items) if isinstance(g, Group) and g.id == "low-food"]
