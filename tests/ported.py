"""Issue 26's check on a ported component: the Python functions that hand it over construct no scene shapes."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.support import REPO

# The scene's shapes and the template glyph: what a function that draws by hand calls.
SHAPES = frozenset(
    {"Rect", "Circle", "Ellipse", "Line", "Polygon", "Path", "Text", "Use", "Group", "Symbol", "glyph"}
)
DRAWING_MODULES = frozenset({"printkit.draw.scene", "printkit.draw.art"})


def shapes_made(module: str, functions: tuple[str, ...] | None = None) -> dict[str, set[str]]:
    """Return, for each named function of a module (every one if None), the shapes it constructs by name.

    A function named but missing from the module is an AssertionError: the check would pass vacuously.
    """
    tree = ast.parse((REPO / module).read_text(encoding="utf-8"))
    # the shape names this module takes from the scene or the art (pathlib's Path is no shape)
    drawn = {
        alias.asname or alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module in DRAWING_MODULES
        for alias in node.names
        if alias.name in SHAPES
    }
    found = {f.name: f for f in tree.body if isinstance(f, ast.FunctionDef)}
    wanted = functions if functions is not None else tuple(found)
    missing = [name for name in wanted if name not in found]
    assert not missing, f"{module} has no {missing}"
    return {
        name: {
            n.func.id
            for n in ast.walk(found[name])
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
        }
        & drawn
        for name in wanted
    }


def own_layout(tmp_path: Path, layout: str, old: str, new: str, prefix: str = "mine") -> Path:
    """Return a copy of a shipped layout (layouts/<layout>) in tmp_path with old made new once and its own
    file prefix, as a designer would change it (old must be in the file)."""
    text = (REPO / "layouts" / layout).read_text(encoding="utf-8")
    assert old in text
    game = layout.removesuffix(".yaml")
    copy = tmp_path / layout
    copy.write_text(text.replace(old, new, 1).replace(f"file_prefix: {game}", f"file_prefix: {prefix}", 1))
    return copy
