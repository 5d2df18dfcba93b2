"""Antheap's positions drawn from the layout's art: the cubes' own faces, the marks a position adds as
parts of the board (layouts/antheap.yaml), set where the game's rules put them."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from printkit.cli.app import main
from printkit.core.errors import LayoutError
from printkit.games.loaded import load_game, load_layout
from tests.ported import own_layout, shapes_made
from tests.support import EXAMPLES, REPO

SVG = "{http://www.w3.org/2000/svg}"


def test_no_module_of_the_game_draws_a_shape():
    # issue 26: the board, cubes, eggs, container, box, cover and show's pieces and marks come from the
    # layout's art; the game's Python only says where they go (shared placing helpers: printkit/draw/picture.py)
    modules = sorted((REPO / "printkit" / "games" / "antheap").glob("*.py"))
    assert len(modules) > 10
    for module in modules:
        made = shapes_made(str(module.relative_to(REPO)))
        assert made == {key: set() for key in made}, module.name


def test_the_defenders_rim_changed_in_the_layout_is_what_show_draws(tmp_path):
    # a YAML-only change to what a position shows: the Defender's rim (components.board.parts) in blue
    old = 'stroke: "#e9c46a", width: 1.6}'
    path = own_layout(tmp_path, "antheap.yaml", old, old.replace("#e9c46a", "#1f5fa8"))
    shown = tmp_path / "shown.svg"
    game = EXAMPLES / "antheap" / "legal-short.yaml"
    assert main(["show", str(game), "--layout", str(path), "-o", str(shown), "--turn", "5"]) == 0
    role = next(g for g in ET.parse(shown).iter(f"{SVG}g") if g.get("id", "").endswith("-role-A-defender"))
    assert [c.get("stroke") for c in role.iter(f"{SVG}circle")] == ["#2b1d14", "#1f5fa8"]


def test_a_cube_face_is_a_piece_of_the_cubes_and_a_cover_shows_one(tmp_path):
    # the cubes' faces are pieces (row: the set's each: names and value), as show places them; a face
    # added to the cover in a layout is drawn by the cubes' own art
    from printkit.draw.scene import Group
    from printkit.draw.vocab import place
    from printkit.games.antheap.components import ant_face
    from printkit.games.antheap.kitinfo import cover_art

    layout = load_game("antheap")
    face = place.piece_symbol(place.placer(layout), "f", "cubes", {"letter": "C", "value": 4})
    assert face.items == tuple(ant_face(layout, "C", 4)) and face.width == layout.cubes.edge
    cube = "piece: {of: cubes, row: {letter: C, value: 4}, x: 10, y: 10, id: cube}"
    items, _, _ = cover_art(load_layout(own_layout(tmp_path, "antheap.yaml", COVER, _cover(cube))))
    (drawn,) = [g for g in items if isinstance(g, Group) and g.id == "cube"]
    assert drawn.items == face.items


@pytest.mark.parametrize(
    ("row", "said"),
    [
        ("{letter: C}", "a cube's face: expected row: to name letter, value or k, value"),
        ("{letter: C, value: 4, k: 0}", "a cube's face: expected row: to name letter, value or k, value"),
    ],
)
def test_a_cube_face_of_no_set_is_one_located_line(tmp_path, row, said):
    path = own_layout(tmp_path, "antheap.yaml", COVER, _cover(f"piece: {{of: cubes, row: {row}}}"))
    with pytest.raises(LayoutError) as caught:
        load_layout(path)
    assert said in caught.value.message
    lines = path.read_text().splitlines()
    assert lines[caught.value.location.line - 1].startswith("    face: [piece: {of: board}")


COVER = "  cover: *board\n"


def _cover(more: str) -> str:
    """A cover picture of a layout's own: the board, and more pieces on it."""
    size = "[=board.size, =board.size]"
    return f"  cover:\n    kind: board\n    label: cover\n    size: {size}\n    face: [piece: {{of: board}}, {more}]\n"
