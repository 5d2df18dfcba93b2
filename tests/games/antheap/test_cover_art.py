"""The kit's cover art is the board (cover: *board in the layout): the board drawn once for both."""

from __future__ import annotations

from printkit.draw.vocab import board
from printkit.draw.vocab.component import BoardArt, art_of
from printkit.games.loaded import load_game


def test_the_cover_is_the_board_drawn() -> None:
    layout = load_game("antheap")
    cover = art_of(layout, "cover", BoardArt)
    assert board.drawn_as(layout, "cover", cover) == "board"
    assert board.drawn(layout, "cover", cover) is board.drawn(
        layout, "board", art_of(layout, "board", BoardArt)
    )
    fresh = board.start(layout, "cover", cover)  # the cover drawn on its own, as it was before
    assert board.drawn(layout, "cover", cover).items == tuple(board.picture(fresh)[0])
