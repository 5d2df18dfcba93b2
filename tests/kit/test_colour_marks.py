"""Every colour that means something is told by a 6 mm shape or letter too, inside the safe margin.

Measured on the scenes in memory: each piece's art against its own cut line (also with 3 mm bleed
and low ink), and every built kit for one mark per colour throughout a game.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Callable

import pytest

from printkit.draw.impose.tokens import hex_box
from printkit.draw.ink import Paints
from printkit.draw.scene import Group
from printkit.draw.shapes import MIN_MARK_MM
from printkit.draw.vocab import cards, tokens
from printkit.games.ant_trails import components as trails
from printkit.games.antheap import components as heap
from printkit.games.anticipation import board_facts, drawn
from printkit.games.ants111 import components as ants
from printkit.games.loaded import load_game
from printkit.geometry.hexgrid import hex_corners
from printkit.kit.build import BuildOptions
from tests.scenes import every_document
from tests.scenewalk import Mark, marks, walk_document

Inside = Callable[[tuple[float, float]], float]  # how far a point lies inside the cut line (mm)


def rect(w: float, h: float) -> Inside:
    return lambda p: min(p[0], w - p[0], p[1], h - p[1])


def circle(d: float) -> Inside:
    return lambda p: d / 2 - math.hypot(p[0] - d / 2, p[1] - d / 2)


def polygon(points) -> Inside:
    # Distance to the nearest edge, negative outside (the polygon is convex).
    def inside(p):
        best = math.inf
        n = len(points)
        cx, cy = sum(x for x, _ in points) / n, sum(y for _, y in points) / n
        for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1]):
            ex, ey = x1 - x0, y1 - y0
            length = math.hypot(ex, ey)
            side = ((p[0] - x0) * ey - (p[1] - y0) * ex) / length
            centre = ((cx - x0) * ey - (cy - y0) * ex) / length
            best = min(best, side if centre > 0 else -side)
        return best

    return inside


def pieces(bleed: float, paints: Paints):
    """Yield (label, art, cut line, safe margin) for every piece whose colour means something."""
    layout = load_game("111-ants")
    w, h = layout.deck.card_size
    for card in layout.deck.cards:
        yield (
            f"111-ants card {card.number}",
            ants.front(layout, card, bleed, paints),
            rect(w, h),
            layout.print,
        )
    layout = load_game("ant-trails")
    flats = trails.tile_flats(layout)  # a cell less the cutting tolerance each side
    box = hex_box(flats)
    hexagon = polygon(list(hex_corners(box / 2, box / 2, flats)))
    for colour in ("black", "red"):
        yield (
            f"ant-trails {colour} tile",
            trails.ant_tile(layout, colour, bleed, paints),
            hexagon,
            layout.print,
        )
    layout = load_game("antheap")
    e = layout.cubes.edge
    for letter in layout.board.tracks:
        for value in range(1, 7):
            face = heap.ant_face(layout, letter, value, paints)
            yield f"antheap cube {letter} face {value}", face, rect(e, e), layout.print
    board = layout.board.size
    yield "antheap board", heap.drawn_board(layout, paints).items, rect(board, board), layout.print
    layout = load_game("anticipation")
    aid_w, aid_h = layout.sizes.aid_card
    ant_pieces = tokens.start(layout, "pieces", layout.components["pieces"], bleed, paints)
    aids = cards.start(layout, "aids", layout.components["aids"], bleed, paints)
    for colour in layout.colours:
        row = {"colour": colour, "back": layout.pieces.backs[0]}
        art = tokens.face(ant_pieces, ant_pieces.art.tokens, row)
        yield f"anticipation {colour} piece", art, circle(layout.pieces.size), layout.print
        for side, draw in (("front", cards.front), ("back", cards.own_back)):
            art = draw(aids, {"lang": "en", "colour": colour})
            yield f"anticipation {colour} aid {side}", art, rect(aid_w, aid_h), layout.print
        w, h = board_facts.nest_size(layout, colour)
        art = drawn.drawn_nests(layout, (colour,), paints).items[colour]
        yield f"anticipation {colour} nest", art, rect(w, h), layout.print
    board = drawn.drawn_board(layout, paints)
    yield "anticipation board", board.items, rect(board.width, board.height), layout.print


VARIANTS = {"default": (0.0, Paints()), "bleed 3": (3.0, Paints()), "low ink": (0.0, Paints("low"))}


@pytest.mark.parametrize("variant", VARIANTS)
def test_marks_are_6_mm_and_inside_the_safe_margin(variant):
    bleed, paints = VARIANTS[variant]
    problems, counted = [], 0
    for label, art, inside, settings in pieces(bleed, paints):
        found = list(marks(art))
        assert found, f"{label}: no mark tells its colour"
        for m in found:
            counted += 1
            if m.size() < MIN_MARK_MM:
                problems.append(f"{label}: {m.stands_for} is {m.size():.2f} mm")
            # A pattern floods a border out to the cut by design: what a cut off by the margin leaves
            # must still show it, so its inmost ink reaches past the margin.
            depths = [inside(p) for p in m.ink_points()]
            depth = max(depths) if m.kind.startswith("pattern ") else min(depths)
            if (
                depth < settings.safe_margin - 1e-4
            ):  # marks' points are rounded to 1e-4 mm (printkit/draw/shapes.py)
                problems.append(f"{label}: {m.stands_for} is {depth:.2f} mm inside the cut")
    assert problems == []
    assert (
        counted > 300
    )  # 220 card corners, 36 cube faces, 6 on the Antheap board, pieces, nests, aids, board


def test_the_old_corner_mark_would_fail():
    # The check measures what it claims: a 2.5 mm mark at the piece's rim (today's before this work).
    from printkit.draw.scene import Group, Style
    from printkit.draw.shapes import mark

    old = Group((mark("square", 12.0, 3.6, 2.5, Style(fill="#ffffff"), "blue"),))
    (m,) = marks((old,))
    assert m.size() < MIN_MARK_MM and min(circle(15)(p) for p in m.ink_points()) < 2.5


def kit_marks(options: BuildOptions) -> dict[str, dict[str, list[Mark]]]:
    """Return game -> component -> its marks, over the built kits."""
    out: dict[str, dict[str, list[Mark]]] = defaultdict(dict)
    for game, component, doc in every_document(options):
        out[game][component] = [m for page in doc.pages for m in marks(page.items)]  # none in symbols
    return out


@pytest.fixture(scope="module")
def built() -> dict[str, dict[str, list[Mark]]]:
    return kit_marks(BuildOptions())


def test_each_colour_keeps_one_mark_throughout_its_game(built):
    for game, by_component in built.items():
        kinds: dict[str, set[str]] = defaultdict(set)
        for found in by_component.values():
            for m in found:
                kinds[m.meaning].add(m.kind)
        assert {k: v for k, v in kinds.items() if len(v) > 1} == {}, game


def test_the_marks_are_where_the_colours_are(built):
    counts = {
        (game, component): {
            meaning: sum(1 for m in found if m.meaning == meaning) for meaning in {m.meaning for m in found}
        }
        for game, by_component in built.items()
        for component, found in by_component.items()
    }
    anticipation = load_game("anticipation")
    colours = set(anticipation.colours)
    for component in ("pieces", "nests", "aids", "board"):
        assert set(counts["anticipation", component]) == colours, component
    # The pieces' colour sides: 14 of each colour (the backs are its hidden side).
    assert counts["anticipation", "pieces"] == dict.fromkeys(colours, 14)
    tracks = {f"track {t}" for t in load_game("antheap").board.tracks}
    assert counts["antheap", "cubes"] == dict.fromkeys(tracks, 6)  # a patterned border on every face
    board = counts["antheap", "board"]  # the pattern along a track's run squares, on each tile it crosses
    assert set(board) == tracks and min(board.values()) >= 1
    per = load_game("ant-trails").ant_tiles.per_colour
    assert counts["ant-trails", "ants"] == {"black ants": 2 * per, "red ants": 2 * per}  # both sides
    assert sum(counts["111-ants", "cards"].values()) == 2 * 110  # both corners of every card
    assert len(counts["111-ants", "cards"]) == len(load_game("111-ants").style.bands)


@pytest.mark.parametrize("options", [BuildOptions(bleed=3.0, paper="letter"), BuildOptions(ink="low")])
def test_every_page_kind_keeps_its_marks(options, built):
    # The same marks come out of a Letter build with bleed and a low-ink build as from the default one.
    other = kit_marks(options)
    for game, by_component in built.items():
        for component, found in by_component.items():
            assert sorted(m.stands_for for m in other[game][component]) == sorted(m.stands_for for m in found)


def test_marks_stay_on_pages_of_their_pieces():
    # Marks are drawn on the pieces themselves, never in the sheet furniture around them.
    for game, component, doc in every_document(BuildOptions()):
        for _, found in walk_document(doc, (Group,)):
            if found.item.stands_for and " = " in found.item.stands_for:
                assert found.piece is not None, f"{game} {component}: {found.item.stands_for}"
