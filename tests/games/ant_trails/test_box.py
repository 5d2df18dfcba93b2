"""Ant Trails' box read back from its SVG and folded: it closes, and holds every tile with play."""

from __future__ import annotations

from printkit.draw.impose.gamebox import box_trays, pack
from printkit.draw.impose.tokens import hex_box
from printkit.draw.impose.trays import tray_fold
from printkit.games.ant_trails.box import box_blocks, build_box
from printkit.games.loaded import load_game
from printkit.kit.build import BuildOptions, sheet_spec
from tests.netcheck import check_drawn_is_model, check_folds, svg_pages


def test_the_box_folds_and_holds_every_tile():
    layout = load_game("ant-trails")
    b = layout.box
    blocks = box_blocks(layout)
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
