"""Player colours that share a component print as greys at least 20 apart in CIELAB L*.

A player colour is found on a component through its marks (what they stand for) and must be a fill
the component really prints. Each game's tests/<package>/cases.py says which components print
player colours, what colour each mark stands for, and which pairs must be apart (where a game's
colours cannot all be 20 apart, such as six, which would take L* 0, 20, ..., 100, its neighbours).
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from itertools import combinations

import pytest

from printkit.draw.scene import Circle, Ellipse, Group, Path, Polygon, Rect
from printkit.games import GAMES
from printkit.games.loaded import load_game
from printkit.kit.printable import contrast, grey
from printkit.layout.colours import lightness, rgb
from tests.scenes import documents, names
from tests.scenewalk import marks, walk_document
from tests.support import cases

GAP = 20.0


@cache
def colours_of(game: str, component: str) -> dict[str, str]:
    """Return {meaning: colour} of the player colours a component prints (each one a fill it really prints)."""
    layout = load_game(game)
    doc = documents(game)[component]
    meanings = {m.meaning for page in doc.pages for m in marks(page.items)}
    colours = {m: cases(game).player_colour(layout, m) for m in sorted(meanings)}
    colours = {m: c for m, c in colours.items() if c}
    if colours:
        shapes = (Rect, Circle, Ellipse, Polygon, Path)
        fills = {f.item.style.fill for _, f in walk_document(doc, shapes)}
        missing = {m: c for m, c in colours.items() if c not in fills}
        assert missing == {}, f"{game} {component} does not print {missing}"
    return colours


# Parametrised by the components each game's cases declare, so nothing is drawn at collection;
# the first test holds the declaration to what the components print.
CASES = [(g, c) for g in GAMES for c in sorted(cases(g).COLOURED_COMPONENTS)]


@pytest.mark.parametrize("game", list(GAMES))
def test_every_component_with_player_colours_is_measured(game):
    printing = {c for c in names(game) if colours_of(game, c)}
    assert printing == set(cases(game).COLOURED_COMPONENTS)


@pytest.mark.parametrize(("game", "component"), CASES, ids=[f"{g}-{c}" for g, c in CASES])
def test_player_colours_differ_by_20_in_grey(game, component):
    colours = colours_of(game, component)
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


STROKE_MM = 0.3  # the thinnest stroke (or dot) a pattern may tell a colour by
STROKE_CONTRAST = 3.0  # and how far it must stand from its ground, in greyscale


def _grey_contrast(a: str, b: str) -> float:
    ints = [tuple(round(v * 255) for v in rgb(c)) for c in (a, b)]
    return contrast(grey(ints[0]), grey(ints[1]))


def pattern_faults(mark) -> list[str]:
    """Return what keeps a pattern mark from telling its colour: thin strokes, or strokes that fade into their ground."""
    grounds = [
        f.item.style.fill for f in mark.local if isinstance(f.item, (Rect, Polygon)) and f.item.style.fill
    ]
    strokes = [f.item for f in mark.local if getattr(f.item, "style", None) and f.item.style.stroke]
    dots = [f.item for f in mark.local if isinstance(f.item, Circle) and f.item.style.fill]
    faults = [] if grounds and (strokes or dots) else [f"{mark.stands_for}: no ground or no strokes"]
    for s in strokes:
        if s.style.width * mark.scale < STROKE_MM - 1e-9:
            faults.append(f"{mark.stands_for}: a {s.style.width * mark.scale:.2f} mm stroke")
    for d in dots:
        if 2 * d.r * mark.scale < STROKE_MM - 1e-9:
            faults.append(f"{mark.stands_for}: a {2 * d.r * mark.scale:.2f} mm dot")
    for ink in {s.style.stroke for s in strokes} | {d.style.fill for d in dots}:
        for ground in set(grounds):
            if _grey_contrast(ink, ground) < STROKE_CONTRAST:
                faults.append(
                    f"{mark.stands_for}: {ink} on {ground} {_grey_contrast(ink, ground):.1f}:1 in grey"
                )
    return faults


@pytest.mark.parametrize(("game", "component"), CASES, ids=[f"{g}-{c}" for g, c in CASES])
def test_every_pair_of_player_colours_differs_in_grey_or_by_pattern(game, component):
    colours = colours_of(game, component)
    # Issue 27's greyscale promise, per component: any two player colours 20 apart in L*, or each
    # told by a different pattern of strokes at least 0.3 mm wide and 3:1 from their ground in grey.
    found = [m for page in documents(game)[component].pages for m in marks(page.items)]
    patterns: dict[str, set[str]] = {}
    faults = []
    for m in found:
        if m.kind.startswith("pattern "):
            patterns.setdefault(m.meaning, set()).add(m.kind)
            faults += pattern_faults(m)
    assert faults == []
    apart = {}
    for a, b in combinations(sorted(colours), 2):
        gap = abs(lightness(colours[a]) - lightness(colours[b]))
        told = bool(patterns.get(a)) and bool(patterns.get(b)) and patterns[a] != patterns[b]
        if gap < GAP and not told:
            apart[f"{a}/{b}"] = round(gap, 1)
    assert apart == {}


def test_a_thin_or_faint_pattern_does_not_count():
    # The check can fail: 0.2 mm strokes, and pale strokes on a pale ground.
    from printkit.draw.patterns import texture

    thin = texture("rows", [(0.0, 0.0, 10.0, 10.0)], "#2f6db5", "#ffffff", "track C")
    thin = Group(
        tuple(replace(i, style=replace(i.style, width=0.2)) if i.style.stroke else i for i in thin.items),
        stands_for=thin.stands_for,
    )
    faint = texture("rows", [(0.0, 0.0, 10.0, 10.0)], "#f7eab9", "#ffffff", "track B")
    (m_thin,), (m_faint,) = marks((thin,)), marks((faint,))
    assert any("0.20 mm stroke" in f for f in pattern_faults(m_thin))
    assert any("in grey" in f for f in pattern_faults(m_faint))
