"""Every colour that means something is told by a 6 mm shape or letter too, inside the safe margin.

Measured on the scenes in memory: each piece's art against its own cut line (also with 3 mm bleed
and low ink), and every built kit for one mark per colour throughout a game.
"""

from __future__ import annotations

from collections import defaultdict

import pytest

from printkit.draw.ink import Paints
from printkit.draw.scene import Group
from printkit.draw.shapes import MIN_MARK_MM
from printkit.games.loaded import load_game
from printkit.kit.build import BuildOptions
from tests.kit.cutlines import circle
from tests.samples import shipped
from tests.scenes import documents, every_document
from tests.scenewalk import Mark, marks, walk_document
from tests.support import cases
from tests.sweep import pick


def pieces(bleed: float, paints: Paints):
    """Yield (label, art, cut line, print settings) for every piece whose colour means something, of
    every shipped game (its cases.py `marked_pieces`)."""
    for game in shipped():
        layout = load_game(game)
        for label, art, inside in cases(game).marked_pieces(layout, bleed, paints):
            yield f"{game} {label}", art, inside, layout.print


VARIANTS = {"default": (0.0, Paints()), "bleed 3": (3.0, Paints()), "low ink": (0.0, Paints("low"))}


@pytest.mark.parametrize("variant", pick(VARIANTS, "marks 6 mm inside the safe margin"))  # all in the sweep
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
    assert counted > 300  # the shipped games': card corners, cube faces, pieces, nests, aids, boards


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
    for game in shipped():  # each game's cases.py says how many marks of each meaning (None: some)
        for component, want in cases(game).mark_counts(load_game(game)).items():
            got = counts[game, component]
            assert set(got) == set(want), (game, component)
            for meaning, n in want.items():
                assert got[meaning] == n if n is not None else got[meaning] >= 1, (game, component, meaning)


OTHER_BUILDS = {
    "letter, bleed 3": BuildOptions(bleed=3.0, paper="letter"),
    "low ink": BuildOptions(ink="low"),
}
# Each build drawn for one game in the suite (a whole kit a game and build), for every game in tools/test_sweep.py.
OTHER = [(name, game) for name in OTHER_BUILDS for game in pick(shipped(), f"marks in {name}")]


@pytest.mark.parametrize(("build", "game"), OTHER)
def test_every_page_kind_keeps_its_marks(build, game, built):
    # The same marks come out of a Letter build with bleed and a low-ink build as from the default one.
    other = {
        c: [m for page in doc.pages for m in marks(page.items)]
        for c, doc in documents(game, OTHER_BUILDS[build]).items()
    }
    assert set(other) == set(built[game])
    for component, found in built[game].items():
        assert sorted(m.stands_for for m in other[component]) == sorted(m.stands_for for m in found)


def test_marks_stay_on_pages_of_their_pieces():
    # Marks are drawn on the pieces themselves, never in the sheet furniture around them.
    for game, component, doc in every_document(BuildOptions()):
        for _, found in walk_document(doc, (Group,)):
            if found.item.stands_for and " = " in found.item.stands_for:
                assert found.piece is not None, f"{game} {component}: {found.item.stands_for}"
