"""Player colours that share a component print as greys at least 20 apart in CIELAB L*.

A player colour is found on a component through its marks (what they stand for) and must be a fill
the component really prints. Each game's tests/<package>/cases.py says which components print
player colours, what colour each mark stands for, and which pairs must be apart (where a game's
colours cannot all be 20 apart, such as six, which would take L* 0, 20, ..., 100, its neighbours).
"""

from __future__ import annotations

import pytest

from printkit.games import GAMES
from printkit.kit import BuildOptions
from printkit.layout import load_game
from printkit.layout.colours import lightness
from printkit.scene import Circle, Ellipse, Path, Polygon, Rect
from tests.scenes import every_document
from tests.scenewalk import marks, walk_document
from tests.support import cases

GAP = 20.0


def components_with_players():
    """Yield (game, component, {meaning: colour}) for each component that prints player colours."""
    for game, component, doc in every_document(BuildOptions()):
        layout = load_game(game)
        meanings = {m.meaning for page in doc.pages for m in marks(page.items)}
        colours = {m: cases(game).player_colour(layout, m) for m in sorted(meanings)}
        colours = {m: c for m, c in colours.items() if c}
        if colours:
            shapes = (Rect, Circle, Ellipse, Polygon, Path)
            fills = {f.item.style.fill for _, f in walk_document(doc, shapes)}
            missing = {m: c for m, c in colours.items() if c not in fills}
            assert missing == {}, f"{game} {component} does not print {missing}"
            yield game, component, colours


CASES = list(components_with_players())


@pytest.mark.parametrize("game", list(GAMES))
def test_every_component_with_player_colours_is_measured(game):
    measured = {c for g, c, _ in CASES if g == game}
    assert measured >= cases(game).COLOURED_COMPONENTS


@pytest.mark.parametrize(("game", "component", "colours"), CASES, ids=[f"{g}-{c}" for g, c, _ in CASES])
def test_player_colours_differ_by_20_in_grey(game, component, colours):
    pairs = cases(game).grey_pairs(load_game(game), sorted(colours))
    assert pairs
    close = {
        f"{a}/{b}": round(abs(lightness(colours[a]) - lightness(colours[b])), 1)
        for a, b in pairs
        if abs(lightness(colours[a]) - lightness(colours[b])) < GAP
    }
    assert close == {}


def test_a_blue_and_a_green_once_printed_as_one_grey_are_too_close():
    # What this guards against: blue #2c6fbb and green #146b40 printed 6.7 L* apart (the ants' old colours).
    assert abs(lightness("#2c6fbb") - lightness("#146b40")) < GAP
