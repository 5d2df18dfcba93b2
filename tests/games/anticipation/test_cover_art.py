"""The kit's cover art writes the board's size and face again (not a YAML alias): it is drawn on its own."""

from __future__ import annotations

from printkit.draw.vocab import board
from printkit.draw.vocab.component import BoardArt, art_of
from printkit.games.loaded import load_game


def test_art_written_twice_is_drawn_on_its_own() -> None:
    layout = load_game("anticipation")
    assert board.drawn_as(layout, "cover", art_of(layout, "cover", BoardArt)) == "cover"
    assert board.drawn_as(layout, "board", art_of(layout, "board", BoardArt)) == "board"
