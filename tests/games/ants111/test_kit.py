"""The 111 Ants cards are described in layouts/111-ants.yaml (issue 26): their module draws no shapes."""

from __future__ import annotations

import ast

from printkit.draw import scene
from tests.support import REPO

SHAPES = {"Rect", "Circle", "Ellipse", "Line", "Polygon", "Path", "Text", "Use", "Group", "Symbol"}


def test_the_ported_components_draw_no_shapes_in_python():
    # issue 26: what the vocabulary describes, no Python draws (the 111 Ants cards so far)
    shapes = SHAPES
    assert shapes <= set(vars(scene))
    for module in ("printkit/games/ants111/components.py",):
        tree = ast.parse((REPO / module).read_text())
        calls = {
            n.func.id for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
        }
        assert calls & shapes == set(), module


def test_a_layout_without_the_decks_art_is_one_located_line(tmp_path, capsys):
    """tools/fuzz_commands.py found this: components: without cards was a KeyError at build time."""
    from tests.support import run_cli

    text = (REPO / "layouts" / "111-ants.yaml").read_text()
    assert "\n  cards:\n" in text
    layout = tmp_path / "111-ants.yaml"
    layout.write_text(text.replace("\n  cards:\n", "\n  cardz:\n", 1))
    assert run_cli("build", layout, "--out", tmp_path / "out", "--only", "cards", "-q") != 0
    (line,) = capsys.readouterr().err.strip().splitlines()
    assert "111-ants.yaml:" in line and "components: expected the deck's art under components.cards" in line
