"""Change Antheap's layout and its printed words follow: track colours, eggs, readings, a punch for its
counters, and a words file that contradicts the layout refused (read from the built PDFs)."""

from __future__ import annotations

import re

from printkit.core.errors import LayoutError
from tests.kitdocs.printed import build_pdfs, change, copy_game
from tests.support import run_cli


def test_track_colours_eggs_and_readings_follow_the_layout(tmp_path):
    layout = copy_game(tmp_path, "antheap")
    change(layout, 'A: {colour: "#c0392b", name: red,', 'A: {colour: "#c0392b", name: green,')
    change(layout, 'F: {colour: "#59b361", name: green,', 'F: {colour: "#59b361", name: red,')
    change(layout, "  count: 30\n  size: 18mm", "  count: 24\n  size: 18mm")
    change(layout, "  eggs: 30   ", "  eggs: 20   ")
    change(layout, "  exact_x: false ", "  exact_x: true ")
    change(layout, "  arrivals: wait ", "  arrivals: attack ")
    change(layout, "  beaten_by_six: home ", "  beaten_by_six: base-6 ")
    built = build_pdfs(layout, tmp_path / "out")
    rules, cover = built.part("rules"), built.part("kit")
    assert "Cut the 18 mm round pieces with scissors" in cover and "punch cuts" not in cover
    assert "A green, B yellow, C blue, D orange, E purple, F red" in rules
    assert "A \ucd08\ub85d, B \ub178\ub791" in rules  # Korean: A green, B yellow, from the words' terms
    assert "24 egg counters" in rules and "Put 20 eggs" in rules and "\uc54c 20\uac1c" in rules
    assert "24 egg counters" in cover and "30 egg counters" not in cover
    assert "track letter in a corner" in rules  # where the cube art puts it (components.CUBE_LETTER)
    # exact_x: true: the moving rule, the reading and the aid all say it, none the other reading
    assert (
        "Only an exact throw takes you onto your X" in rules and "Only an exact throw reaches the X" in rules
    )
    assert "stops you on it" not in rules and "Only an exact throw reaches your X" in built.part("aids")
    assert "is an Attacker. It fights the Defender at once." in rules and "It waits on its X" not in rules
    assert "the Defender instead goes back to Base square 6 and loses an ant" in rules
    assert "goes home and loses" not in rules and "the Defender back to Base square 6" in built.part("aids")


def test_a_piece_size_a_punch_fits_is_told_to_punch(tmp_path):
    layout = copy_game(tmp_path, "antheap")
    change(layout, "  count: 30\n  size: 18mm", "  count: 30\n  size: 25.4mm")
    cover = build_pdfs(layout, tmp_path / "after").part("kit")
    assert "A 1-inch circle punch cuts the 25.4 mm round pieces" in cover
    assert "a 1-inch circle punch (or scissors)" in cover  # what to bring


def test_a_words_file_that_contradicts_the_layout_fails_validate(tmp_path, capsys):
    layout = copy_game(tmp_path, "antheap")
    words = layout.parent / "text" / "antheap.yaml"
    change(words, "tracks ({track_colours})", "tracks (A red, B orange, C yellow, D green, E blue, F purple)")
    assert run_cli("validate", layout, "--paper", "a4") == LayoutError.exit_code
    err = "".join(capsys.readouterr().err.split())  # a long path may wrap the one line
    assert re.search(r"text/antheap\.yaml:\d+:\d+:languages\.en:", err)
    assert "Borange'butthelayouthas'yellow':write{track_colours}" in err
