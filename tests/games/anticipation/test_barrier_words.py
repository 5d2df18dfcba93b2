"""Anticipation's rules say the Water Barrier readings the layout's barrier_access sets."""

from __future__ import annotations

from printkit.games import game_info


def test_anticipations_rules_say_the_barrier_readings_the_layout_sets():
    import dataclasses

    from printkit.draw.textflow import Para
    from printkit.games.loaded import load_game
    from printkit.kit.docs.sheets import blocks_of
    from printkit.layout.words import game_text

    layout = load_game("anticipation")
    lenient = dataclasses.replace(layout, rules=dataclasses.replace(layout.rules, barrier_access="nests"))
    rules = game_text("anticipation").languages["en"].rules

    def said(lay) -> str:
        return " ".join(
            b.text
            for b in blocks_of(rules, lay, "en", game_info(lay.game).facts, None)
            if isinstance(b, Para)
        )

    assert "cut an ant off from its nest" in said(layout) and "cut an ant off" not in said(lenient)
