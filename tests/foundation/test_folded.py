"""Nets pictured folded: the tuck box's fold model closes, a picture is its model seen, and each sheet's pictures keep clear."""

from __future__ import annotations

import math

import pytest

from printkit.draw.impose.folded import folded
from printkit.draw.impose.netsheet import FOLDED_GAP
from printkit.draw.impose.trays import Tent, Tray, tent_fold, tray_fold
from printkit.draw.impose.tuckbox import tuck_box, tuck_fold
from printkit.draw.scene import Group, Text, Use, apply
from printkit.games import GAMES
from printkit.geometry.folding import STANDS, fold, seen
from tests.netcheck import check_folds
from tests.scenes import documents
from tests.scenewalk import extent, page_points, walk

BOX = tuck_box(63.0, 88.0, 111, 0.3, 1.5)


def test_the_tuck_box_folds_closed_to_its_inner_size():
    net = tuck_fold(BOX)
    check_folds(net, open_edges=0)  # every cut edge meets another: lid, bottom and glue seam closed
    corners = [c for name, cs in fold(net).items() if not net.panel(name).tab for c in cs]
    spans = sorted(max(c[k] for c in corners) - min(c[k] for c in corners) for k in range(3))
    assert spans == pytest.approx(sorted((BOX.width, BOX.height, BOX.depth)))


@pytest.mark.parametrize(
    "net",
    [tuck_fold(BOX), tray_fold(Tray(40, 30, 10, 6, double=True)), tent_fold(Tent(16, 40, 11, 8))],
    ids=["tuck box", "double-walled tray", "tent"],
)
@pytest.mark.parametrize("stand", sorted(STANDS))
def test_a_panels_art_lands_on_its_outline_and_nearer_panels_come_later(net, stand):
    views = seen(net, 30.0, 55.0, stand)
    assert [v.depth for v in views] == sorted(v.depth for v in views)
    for v in views:
        for (x, y), (u, w) in zip(v.panel.corners, v.outline):
            assert apply(v.matrix, x, y) == pytest.approx((u, w), abs=1e-9)
        assert -1.0 - 1e-9 <= v.facing <= 1.0 + 1e-9  # the printed side's unit normal, seen


def test_the_tuck_box_stands_with_its_front_and_lid_to_the_eye_and_a_tray_shows_its_floor():
    facing = {v.panel.name: v.facing for v in seen(tuck_fold(BOX), -35.0, 60.0, "upright")}
    assert facing["front"] > 0.5 and facing["lid"] > 0.2 and facing["back"] < -0.5
    assert (facing["side-1"] > 0) != (facing["side-2"] > 0)  # one side to the eye, the other away
    tray = {v.panel.name: v for v in seen(tray_fold(Tray(40, 30, 10, 6)), 30.0, 55.0, "flat")}
    assert tray["floor"].facing > 0.5 and tray["floor"].depth < tray["bottom"].depth  # the near wall in front


def test_a_picture_prints_no_words_and_hides_the_tabs():
    net = tuck_fold(BOX)
    art = {"front": (Group((Text(10, 10, "TITLE", 30, "Vera", "#000000"),)),)}
    items, w, h = folded(net, art, stand="upright")
    assert w > 0 and h > 0
    assert not [f for f in walk(items) if isinstance(f.item, Text)]
    faces = sum(not p.tab for p in net.panels)
    assert len([i for i in items if not isinstance(i, Group)]) == 2 * faces  # a fill and an edge a face


def _pictures_and_nets(page, symbols):
    pictures, nets = [], []
    for found in walk(page.items, symbols):
        if isinstance(found.item, (Group, Use, Text)):
            continue
        ids = [g.id for g in found.above if isinstance(g, Group) and g.id]
        if any(i.startswith("folded-") for i in ids):
            pictures.append(found)
        elif any(i.startswith("net-") for i in ids):
            nets.append(found)
    return pictures, nets


def test_each_picture_sits_on_the_paper_clear_of_the_nets_and_the_boxes_are_pictured():
    pictured = 0
    for game in GAMES:
        for name, doc in documents(game).items():
            symbols = {s.id: s for s in doc.symbols}
            for page in doc.pages:
                pictures, nets = _pictures_and_nets(page, symbols)
                if not pictures:
                    continue
                pictured += 1
                x0, y0, x1, y1 = extent([p for f in pictures for p in page_points(f, ink=False)])
                assert min(x0, y0, page.width - x1, page.height - y1) >= 5.0, (game, name, page.label)
                ink = extent([p for f in nets for p in page_points(f, ink=False)])
                gap = max(ink[0] - x1, x0 - ink[2], ink[1] - y1, y0 - ink[3])
                assert gap >= FOLDED_GAP - 1.0 - 1e-6, (
                    game,
                    name,
                    page.label,
                    gap,
                )  # the art runs 0.8 mm past a cut
                assert y1 - y0 >= 10.0 and math.isfinite(x1)
    assert pictured >= len(GAMES), "every game's box (or tuck box) sheet shows it folded"
