"""Player colours that share a component print as greys at least 20 apart in CIELAB L*.

A player colour is found on a component through its marks (what they stand for) and must be a fill
the component really prints. Antheap's six track colours cannot all be 20 apart (that would take
L* 0, 20, ..., 100), so there every pair of neighbouring tracks is.
"""

from __future__ import annotations

from itertools import combinations

import pytest

from printkit.kit import BuildOptions
from printkit.layout import load_game
from printkit.layout.colours import lightness
from printkit.scene import Circle, Ellipse, Path, Polygon, Rect
from tests.scenes import every_document
from tests.scenewalk import marks, walk_document

GAP = 20.0


def player_colour(game: str, meaning: str) -> str | None:
    """Return the colour a mark's meaning stands for, if it is a player's colour."""
    layout = load_game(game)
    if game == "anticipation":
        return layout.colours[meaning].fill
    if game == "antheap":
        return layout.board.tracks[meaning.removeprefix("track ")].colour
    if game == "ant-trails":
        return {"black ants": layout.style.black_tile, "red ants": layout.style.red_tile}[meaning]
    return None  # 111 Ants' bands group numbers; no player owns them


def antheap_neighbours() -> set[frozenset[str]]:
    """Return the pairs of tracks whose runs meet round the board (from the order of their homes)."""
    board = load_game("antheap").board
    homes = sorted((sq.slot, sq.track) for sq in board.squares.values() if sq.kind == "home")
    order = [t for _, t in homes]
    return {frozenset(p) for p in zip(order, order[1:] + order[:1])}


def components_with_players():
    """Yield (game, component, {meaning: colour}) for each component that prints player colours."""
    for game, component, doc in every_document(BuildOptions()):
        meanings = {m.meaning for page in doc.pages for m in marks(page.items)}
        colours = {m: player_colour(game, m) for m in sorted(meanings)}
        colours = {m: c for m, c in colours.items() if c}
        if colours:
            shapes = (Rect, Circle, Ellipse, Polygon, Path)
            fills = {f.item.style.fill for _, f in walk_document(doc, shapes)}
            missing = {m: c for m, c in colours.items() if c not in fills}
            assert missing == {}, f"{game} {component} does not print {missing}"
            yield game, component, colours


CASES = list(components_with_players())


def test_every_game_with_player_colours_is_measured():
    assert {(g, c) for g, c, _ in CASES} >= {
        ("anticipation", "pieces"),
        ("anticipation", "nests"),
        ("anticipation", "aids"),
        ("anticipation", "board"),
        ("antheap", "board"),
        ("antheap", "cubes"),
        ("ant-trails", "ants"),
    }


@pytest.mark.parametrize(("game", "component", "colours"), CASES, ids=[f"{g}-{c}" for g, c, _ in CASES])
def test_player_colours_differ_by_20_in_grey(game, component, colours):
    pairs = combinations(sorted(colours), 2)
    if game == "antheap":
        near = antheap_neighbours()
        pairs = [(a, b) for a, b in pairs if frozenset((a[-1], b[-1])) in near]
        assert len(pairs) == 6
    close = {
        f"{a}/{b}": round(abs(lightness(colours[a]) - lightness(colours[b])), 1)
        for a, b in pairs
        if abs(lightness(colours[a]) - lightness(colours[b])) < GAP
    }
    assert close == {}


def test_the_old_anticipation_blue_and_green_were_one_grey():
    # What this guards against: blue #2c6fbb and green #146b40 printed 6.7 L* apart.
    assert abs(lightness("#2c6fbb") - lightness("#146b40")) < GAP
