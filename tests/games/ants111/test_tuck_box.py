"""111 Ants' tuck box: sized from the deck with the rules card in it, on the paper whole or in two pieces."""

from __future__ import annotations

import pytest

from printkit.draw.scene import Group


def test_tuck_box_is_sized_from_the_deck_and_holds_the_rules_card():
    from printkit.draw.impose.tuckbox import WALL
    from printkit.games.ants111.kitinfo import box_size, rules_card_count
    from printkit.games.loaded import load_game
    from printkit.kit.build import BuildOptions
    from tests.scenes import document
    from tests.scenewalk import piece_origins

    layout = load_game("111-ants")
    box = box_size(layout)
    w, h = layout.deck.card_size
    t = layout.tuck_box
    assert box.width == pytest.approx(w + t.clearance + WALL)
    assert box.height == pytest.approx(h + t.clearance + WALL)
    cards = len(layout.deck.cards) + rules_card_count(layout)  # the rules card goes in with the deck
    assert rules_card_count(layout) == 1
    assert box.depth == pytest.approx(cards * t.card_thickness + t.clearance + WALL)
    # the rules card is printed the deck's size, in a free place of the deck's last sheet
    deck = document("111-ants", "cards", BuildOptions())
    assert "rules-front-1" in piece_origins(deck, len(deck.pages) - 2)


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("thickness", [0.3, 0.6])
def test_tuck_box_fits_the_paper_whole_or_in_two_pieces(paper, thickness):
    from dataclasses import replace

    from printkit.draw.impose.tuckbox import net_height, net_width
    from printkit.games.ants111.kitinfo import box_size, build_tuckbox
    from printkit.games.loaded import load_game
    from printkit.kit.build import BuildOptions, sheet_spec
    from tests.kitdocs.kitscene import walk

    layout = load_game("111-ants")
    layout = replace(layout, tuck_box=replace(layout.tuck_box, card_thickness=thickness))
    spec = sheet_spec(layout, BuildOptions(paper=paper))
    doc = build_tuckbox(layout, spec)
    nets = [
        i
        for p in doc.pages
        for i, _, _ in walk(p.items)
        if isinstance(i, Group) and (i.id or "").startswith("net-")
    ]
    box = box_size(layout)
    whole = (
        min(net_width(box), net_height(box)) <= min(spec.paper_w, spec.paper_h) - 2 * spec.margin
        and max(net_width(box), net_height(box)) <= max(spec.paper_w, spec.paper_h) - 2 * spec.margin
    )
    assert len(nets) == (1 if whole else 2)
    for page in doc.pages:
        for item, m, _ in walk(page.items):
            if hasattr(item, "x1"):
                for x, y in ((item.x1, item.y1), (item.x2, item.y2)):
                    px, py = m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]
                    assert spec.margin - 1e-6 <= px <= page.width - spec.margin + 1e-6
                    assert spec.margin - 1e-6 <= py <= page.height - spec.margin + 1e-6
