"""The replay page's layers: each step, the items on view (the groups whose stretch holds it) are exactly that
step's picture, item for item and in drawing order; items are drawn once for the steps they stay."""

from __future__ import annotations

import re

import pytest

from printkit.draw.picture import Part, Picture
from printkit.draw.scene import IDENTITY, Group, Rect, Style
from printkit.games import GAMES as REGISTRY
from printkit.games import game_info
from printkit.layout.folders import reading
from printkit.show.page import _ANY, Layers, _flatten, _kept, layers
from tests.show.examples import EXAMPLES, replay_of
from tests.support import cases

GAMES = list(REGISTRY)  # each game's example: REPLAY_EXAMPLE in its cases.py


def plain(markup: str) -> str:
    """Markup without what tells one copy from another: the step in an id, a clip path's number."""
    markup = re.sub(r'id="(?:replay-s\d+|\x01)-', 'id="', markup)
    return re.sub(r"(?:replay|\x01)-clip\d+", "clip", markup)


def assert_each_step_shows(pictures: list[Picture], drawn: Layers) -> None:
    """Each step, the items on view are exactly that step's picture, in drawing order; what stays is drawn once."""
    from printkit.draw.render.svgmarkup import Fragments

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


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_step_shows_its_own_picture(game) -> None:
    replay = replay_of(EXAMPLES / game / cases(game).REPLAY_EXAMPLE)
    drawn = layers(replay)
    picture = game_info(replay.game.name).picture
    with reading(replay.game.layout):
        pictures = [picture(replay.game, view) for view in replay.views]
    assert_each_step_shows(pictures, drawn)


def _box(x: float) -> Rect:
    return Rect(x, 0.0, 1.0, 1.0, Style(fill="#000000"), id=f"box{x:g}")


def test_parts_handed_over_show_each_step_whatever_moves(monkeypatch) -> None:
    import printkit.show.page as page

    a, b, c, d = (_box(1), _box(2)), (_box(3),), _box(4), (_box(5), _box(6), _box(7))
    steps: list[list[Part]] = [
        [a, b, c, d],
        [a, b, c, d],  # every part kept whole
        [b, a, c, d],  # two parts change depth: one is drawn anew
        [b, a, c, (d[0], d[2], d[1])],  # a new part whose items change depth
        [b, a, a, c],  # the same part twice; d leaves
        [(_box(1), _box(2)), b, c],  # a part equal to a, handed over anew: found by hash
        [b, (a[0], a[0], _box(1)), c],  # equal items in one part
        [d, c, b],  # reversed, and d comes back
        [Group((_box(8), _box(9))), (), c],  # a group without a name opened into its items; an empty part
    ]
    pictures = [Picture.of_parts(10.0, 10.0, (), parts) for parts in steps]
    monkeypatch.setattr(page, "_pictures", lambda replay: iter(pictures))
    drawn = layers(None)  # type: ignore[arg-type]
    assert_each_step_shows(pictures, drawn)
    stays = {m[m.index("box") : m.index('"', m.index("box"))]: (s, e) for s, e, m in drawn.parts if s == 0}
    assert stays["box1"] == (0, 7)  # a keeps its depth until it leaves...
    assert stays["box3"] == (0, 2)  # ...b, put below it, is drawn anew


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
