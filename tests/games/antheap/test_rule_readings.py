"""Antheap's rules sheet prints the reading of a rule option the layout sets."""

from __future__ import annotations

import dataclasses

from printkit.games import game_info
from printkit.games.loaded import load_game
from printkit.kit.docs.sheets import reading_words
from printkit.layout.words import game_text


def test_the_reading_printed_is_the_one_the_layout_sets():
    layout = load_game("antheap")
    reading = next(
        r
        for b in game_text("antheap").languages["en"].rules.blocks
        if b.readings
        for r in b.readings.items
        if r.option == "exact_x"
    )
    assert "stops it on the X" in reading_words(reading, layout, "en", game_info(layout.game).facts)
    strict = dataclasses.replace(layout, rules=dataclasses.replace(layout.rules, exact_x=True))
    assert "Only an exact throw" in reading_words(reading, strict, "en", game_info(strict.game).facts)
