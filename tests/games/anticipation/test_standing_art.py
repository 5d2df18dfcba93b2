"""Anticipation's nest trays, well cards and Water Barrier stands are the layout's art (components: trays:
and stands:): no Python draws them, and a designer's YAML edit reaches the printed nets."""

from __future__ import annotations

import re

import pytest

from printkit.core.errors import LayoutError
from printkit.draw.impose.nets import CUT
from printkit.draw.scene import Circle, Group, Text
from printkit.games.anticipation import standing
from printkit.games.anticipation.components import build_stands, build_trays
from printkit.games.loaded import load_game, load_layout
from printkit.kit.build import BuildOptions, sheet_spec
from tests.ported import own_layout, shapes_made

LAYOUT = load_game("anticipation")


def _groups(items, pattern: str) -> dict[str, Group]:
    """Return the groups whose id matches pattern, by id, wherever they lie."""
    out: dict[str, Group] = {}
    for item in items:
        if isinstance(item, Group):
            if item.id and re.fullmatch(pattern, item.id):
                out[item.id] = item
            out.update(_groups(item.items, pattern))
    return out


def _all(items):
    for item in items:
        yield item
        yield from _all(getattr(item, "items", ()) or ())


def _nets(doc, pattern: str) -> dict[str, Group]:
    return {k: v for page in doc.pages for k, v in _groups(page.items, pattern).items()}


def _build(build, layout):
    return build(layout, sheet_spec(layout, BuildOptions()))


def test_the_trays_wells_and_stands_are_drawn_from_the_layout_not_in_python():
    # issue 26: components.py hands the layout's art to the vocabulary; standing.py keeps the stand's size
    # (read from the layout's art) for the box, and none of the drawing it had
    functions = ("build_trays", "build_stands")
    assert shapes_made("printkit/games/anticipation/components.py", functions) == {
        key: set() for key in functions
    }
    assert shapes_made("printkit/games/anticipation/standing.py", ("stand",)) == {"stand": set()}
    gone = {"nest_tray", "_floor", "_well", "_wall_inside", "_wall_outside", "_water", "floor_offset"}
    assert not gone & set(vars(standing)), gone & set(vars(standing))


def test_the_wells_holes_widened_in_the_layout_widen_on_every_well_card(tmp_path):
    # a YAML-only change: each hole 0.8 mm wider across, where it was (1 mm wider would leave under 1 mm
    # of card by the well card's edge: the tray vocabulary refuses it, tests/vocab/test_vocabulary.py)
    old = "r: =(pieces.size + trays.play) / 2}"
    layout = load_layout(own_layout(tmp_path, "anticipation.yaml", old, old.replace("/ 2}", "/ 2 + 0.4}")))

    def holes(lay):
        wells = _nets(_build(build_trays, lay), r"well-\w+")
        return {
            k: sorted(
                (round(c.cx, 3), round(c.cy, 3), c.r)
                for c in _all(g.items)
                if isinstance(c, Circle) and c.style == CUT  # a hole's cut line (not the nest's art)
            )
            for k, g in wells.items()
        }

    wide, shipped = holes(layout), holes(LAYOUT)
    assert sorted(wide) == sorted(shipped) == [f"well-{c}" for c in sorted(LAYOUT.colours)]
    for ident, found in shipped.items():
        assert len(found) == 14
        assert [(x, y) for x, y, _ in wide[ident]] == [(x, y) for x, y, _ in found]
        assert all(a[2] == pytest.approx(b[2] + 0.4) for a, b in zip(wide[ident], found))


def test_the_barrier_word_added_to_the_stands_base_is_a_yaml_only_change(tmp_path):
    # the word is on both sides of each stand; a designer prints it on the base too
    word = """          {x: =w / 2, y: =h - 1.6, text: "=say(part('stand_word'))", size: 6, font: =style.text_font,
           colour: "=legible_on(on('#ffffff', style.water), flood(style.water))", anchor: middle}
"""
    base = "    base: [use: water]\n"
    layout = load_layout(
        own_layout(
            tmp_path, "anticipation.yaml", base, "    base:\n      - use: water\n      - text:\n" + word
        )
    )

    def words(lay):
        stands = _nets(_build(build_stands, lay), r"stand-\d")
        return {k: [t.text for t in _all(g.items) if isinstance(t, Text)] for k, g in stands.items()}

    added, shipped = words(layout), words(LAYOUT)
    assert sorted(added) == sorted(shipped) == ["stand-1", "stand-2"]
    for ident in shipped:
        assert shipped[ident].count("BARRIER") == 2 and added[ident].count("BARRIER") == 3


@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        (
            "caption: \"{part('tray', size, 'colour', colour)}",
            "caption: \"{part('tray', size, 'colur', colour)}",
            "part('tray'): its words hold {colour}; give it: part('tray', ..., 'colour', value)",
        ),
        (
            "        - circle:\n            {repeat: {p: =nest.spaces}",
            "        - rect: {x: 1, y: 1, w: 2, h: 2}\n        - circle:\n            {repeat: {p: =nest.spaces}",
            "holes: takes circle: elements (each a hole cut through the card); found rect:",
        ),
        (
            "    height: =barrier_stand.height",
            "    height: 300mm",
            "expected a ridge's height of 1 to 150 mm",
        ),
        ("    base: [use: water]", "    bass: [use: water]", "unknown key; did you mean 'base'?"),
    ],
    ids=["part", "holes", "height", "key"],
)
def test_a_slip_in_the_trays_or_stands_is_one_located_line(tmp_path, old, new, said):
    path = own_layout(tmp_path, "anticipation.yaml", old, new)
    with pytest.raises(LayoutError) as caught:
        layout = load_layout(path)
        _build(build_trays, layout)
        _build(build_stands, layout)
    error = caught.value
    assert said in error.message, str(error)
    text = path.read_text()
    first = text[: text.index(new)].count("\n") + 1  # the slip's lines in the file
    assert first <= error.location.line <= first + new.count("\n"), str(error)
    assert "components.trays." in str(error) or "components.stands." in str(error)


def test_part_fills_in_the_named_values_a_folding_parts_words_hold():
    from printkit.draw.ink import NORMAL
    from printkit.draw.vocab.cards import functions

    part = functions(LAYOUT, NORMAL)["part"]
    assert part("tray", "60 x 70 x 8 mm", "colour", "red") == "red nest tray, 60 x 70 x 8 mm inside"
    assert part("stand", "n", 2) == "Water Barrier stand 2"
    assert part("tray_wall", "colour", "blue", "COLOUR", "BLUE") == "BLUE NEST"
    with pytest.raises(ValueError, match=r"its words hold \{colour\}"):
        part("tray", "60 x 70 x 8 mm")
    with pytest.raises(ValueError, match="expected a name"):
        part("stand", 2, "n")
