"""A board component whose art is another's (a YAML alias) is drawn once for both."""

from __future__ import annotations

from printkit.draw.vocab import board
from printkit.draw.vocab.component import BoardArt, art_of
from printkit.games.loaded import load_game


def test_a_cover_that_is_its_board_by_alias_is_the_board_drawn() -> None:
    layout = load_game("antheap")  # cover: *board
    cover = art_of(layout, "cover", BoardArt)
    assert board.drawn_as(layout, "cover", cover) == "board"
    assert board.drawn(layout, "cover", cover) is board.drawn(
        layout, "board", art_of(layout, "board", BoardArt)
    )
    fresh = board.start(layout, "cover", cover)  # drawn on its own, as it was before
    assert board.drawn(layout, "cover", cover).items == tuple(board.picture(fresh)[0])


def test_art_written_twice_is_drawn_on_its_own() -> None:
    layout = load_game("anticipation")  # cover: the board's size and face written again, not an alias
    assert board.drawn_as(layout, "cover", art_of(layout, "cover", BoardArt)) == "cover"
    assert board.drawn_as(layout, "board", art_of(layout, "board", BoardArt)) == "board"
