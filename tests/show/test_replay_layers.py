"""The replay page's layers: each step, the items on view (the groups whose stretch holds it) are exactly that
step's picture, item for item and in drawing order; items are drawn once for the steps they stay."""

from __future__ import annotations

import re

import pytest

from printkit.games import GAMES as REGISTRY
from printkit.games import game_info
from printkit.layout.sources import reading
from printkit.scene import IDENTITY
from printkit.show.page import _ANY, _flatten, _kept, layers
from tests.show.examples import EXAMPLES, replay_of
from tests.support import cases

GAMES = list(REGISTRY)  # each game's example: REPLAY_EXAMPLE in its cases.py


def plain(markup: str) -> str:
    """Markup without what tells one copy from another: the step in an id, a clip path's number."""
    markup = re.sub(r'id="(?:replay-s\d+|\x01)-', 'id="', markup)
    return re.sub(r"(?:replay|\x01)-clip\d+", "clip", markup)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_step_shows_its_own_picture(game) -> None:
    from printkit.render.svg import Fragments

    replay = replay_of(EXAMPLES / game / cases(game).REPLAY_EXAMPLE)
    drawn = layers(replay)
    picture = game_info(replay.game.name).picture
    with reading(replay.game.layout):
        pictures = [picture(replay.game, view) for view in replay.views]
    fragments = Fragments(pictures[0].symbols)
    count = 0
    for k, picture in enumerate(pictures):
        for symbol in picture.symbols:
            fragments.add_symbol(symbol)
        items: list = []
        for item in picture.position:
            _flatten(item, IDENTITY, items)
        count += len(items)
        want = [plain(fragments.markup(item, _ANY)) for item in items]
        shown = [plain(markup) for start, end, markup in drawn.parts if start <= k < end]
        assert shown == want, f"step {k}"
        assert all(f'id="replay-s{k}-' not in m for s, _, m in drawn.parts if s != k)  # ids name their step
    assert len(drawn.parts) < count  # what stays is not drawn again


def test_an_item_that_changes_depth_is_drawn_anew() -> None:
    assert _kept([0, 1, 2, -1, 3]) is None  # nothing moved: every item found keeps its place
    assert _kept([1, 0, 2]) in ({0, 2}, {1, 2})  # two swapped: one of them is drawn again, above
    assert _kept([-1, 2, 0, 1]) == {2, 3}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_words_tell_where_the_pieces_are(game) -> None:
    from tests.show.positions import expected

    replay = replay_of(EXAMPLES / game / cases(game).REPLAY_EXAMPLE)
    picture = game_info(replay.game.name).picture
    view = replay.views[-1]
    with reading(replay.game.layout):
        words = "; ".join(picture(replay.game, view).words)
    pieces = expected(replay.game, view.state)  # worked out from the referee's state, not the picture
    checked = 0
    for piece in sorted(pieces):
        told = cases(game).told(piece, words)  # how the game's words tell a piece: its cases.py
        checked += told is not None
        assert told is not False, piece
    assert checked, "no piece of the kinds the words tell"
