"""Issue 26: the games' art is in their layouts; no module under printkit/games/ draws a shape by hand.

A game's Python hands its art facts (where the squares are, which run is best) and says where its
pieces go in a position; the shapes come from the layout through the art vocabulary. A shipped
game lists the modules it has not ported yet in its tests' cases.py (`DRAWN_BY_HAND`); the lists
may only shrink.
"""

from __future__ import annotations

import pytest

from printkit.games import GAMES
from tests.ported import shapes_made
from tests.support import REPO, cases

SHIPPED = [name for name, g in GAMES.items() if g.package.startswith("printkit.games.")]


def _drawing_by_hand(folder: str) -> set[str]:
    out = set()
    for path in sorted((REPO / "printkit" / "games" / folder).glob("*.py")):
        if any(shapes_made(str(path.relative_to(REPO))).values()):
            out.add(path.name)
    return out


def test_the_games_shared_modules_draw_no_shape():
    for path in sorted((REPO / "printkit" / "games").glob("*.py")):
        made = shapes_made(str(path.relative_to(REPO)))
        assert not any(made.values()), (path.name, made)


@pytest.mark.parametrize("game", SHIPPED)
def test_no_module_of_a_game_draws_a_shape_but_those_not_yet_ported(game):
    found, listed = _drawing_by_hand(GAMES[game].folder), set(cases(game).DRAWN_BY_HAND)
    assert sorted(found - listed) == [], "a module draws shapes in Python: describe them in the layout"
    assert sorted(listed - found) == [], "ported: drop these from the game's DRAWN_BY_HAND"


# The drawing: the scene's shapes and the modules that make them (the "scene or drawing primitives").
DRAWING = frozenset(
    {
        "printkit.draw.scene",
        "printkit.draw.shapes",
        "printkit.draw.art",
        "printkit.draw.patterns",
        "printkit.draw.dice",
        "printkit.draw.textflow",
    }
)


def _runtime_imports(path) -> set[str]:
    """Return the drawing modules a file imports when it runs (a type named under TYPE_CHECKING is not one)."""
    import ast

    tree = ast.parse(path.read_text(encoding="utf-8"))
    guarded = {
        id(node)
        for block in ast.walk(tree)
        if isinstance(block, ast.If) and "TYPE_CHECKING" in ast.unparse(block.test)
        for node in ast.walk(block)
    }
    return {
        node.module
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module in DRAWING and id(node) not in guarded
    } | {
        alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import) and id(node) not in guarded
        for alias in node.names
        if alias.name in DRAWING
    }


def test_no_module_under_games_imports_the_scene_or_the_drawing_when_it_runs():
    # issue 26: a game's Python says where things go (printkit.geometry.affine's matrices) and hands the
    # layout's art facts; the shapes are the vocabulary's. The check sees an import it is shown.
    importing = {
        str(path.relative_to(REPO)): sorted(_runtime_imports(path))
        for path in sorted((REPO / "printkit" / "games").rglob("*.py"))
        if _runtime_imports(path)
    }
    assert importing == {}
    sample = REPO / "printkit" / "draw" / "vocab" / "board.py"
    assert _runtime_imports(sample) == {"printkit.draw.scene"}
