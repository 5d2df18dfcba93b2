"""printkit's layers: every module imports only from its own layer or the ones below, and no import cycle.

Every import counts: at the top of a module, inside a function and under `if TYPE_CHECKING:`, and
`importlib.import_module("printkit....")` with a literal name. Excepted are only the CLI's imports
inside its command functions, which load a command's libraries when it runs (start-up time); they
point downwards anyway. A package's `__init__` that Python runs before a submodule is not an edge:
it is no choice of the importing code (and every `__init__` is itself a module here, held to the
same rules).
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "printkit"

# Bottom to top: a module may import from its own layer and those before it.
LAYERS = ("core", "geometry", "layout", "draw", "referee", "games", "schemagen", "show", "kit", "cli", "game")

# Folder (or file) -> layer: a layer is a folder; the longest entry that holds a module wins. A
# module in a package under printkit/games/ is a game ("game", the top: reached only through the
# registry). A module outside these (a new file at the top of printkit/) fails the first test.
LAYER_OF = {
    "printkit/__init__.py": "core",
    "printkit/core/": "core",
    "printkit/geometry/": "geometry",
    "printkit/layout/": "layout",
    "printkit/draw/": "draw",
    "printkit/referee/": "referee",
    "printkit/games/": "games",
    "printkit/schemagen/": "schemagen",
    "printkit/kit/": "kit",
    "printkit/show/": "show",
    "printkit/cli/": "cli",
    "printkit/__main__.py": "cli",
}
LAZY_CLI = "printkit.cli"  # function-level imports here are the CLI's start-up laziness


def modules() -> dict[str, Path]:
    """Return every module under printkit/ by its dotted name."""
    out = {}
    for path in sorted(ROOT.rglob("*.py")):
        parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def layer_of(module: str) -> str | None:
    """Return a module's layer from the table (None: the table does not place it)."""
    path = _PATHS[module].relative_to(ROOT.parent).as_posix()
    parts = path.split("/")
    if parts[1] == "games" and len(parts) > 3:
        return "game"
    held = [e for e in LAYER_OF if path == e or (e.endswith("/") and path.startswith(e))]
    return LAYER_OF[max(held, key=len)] if held else None


def _within(name: str, known: dict[str, Path]) -> str | None:
    while name and name not in known:
        name = name.rpartition(".")[0]
    return name or None


def imports(module: str, path: Path, known: dict[str, Path]) -> list[tuple[str, int, str]]:
    """Return (imported module, line, kind) for each printkit import of a module; kind: top, function, typing."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: list[tuple[str, int, str]] = []

    def target(name: str, line: int, kind: str) -> None:
        hit = _within(name, known)
        if hit and hit != module and hit.startswith("printkit"):
            found.append((hit, line, kind))

    def visit(node: ast.AST, kind: str) -> None:
        for child in ast.iter_child_nodes(node):
            inner = kind
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda) and kind == "top":
                inner = "function"
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                for sub in child.body:
                    visit_one(sub, "typing")
                for sub in child.orelse:
                    visit_one(sub, kind)
                continue
            visit_one(child, inner)

    def visit_one(node: ast.AST, kind: str) -> None:
        if isinstance(node, ast.Import):
            for alias in node.names:
                target(alias.name, node.lineno, kind)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(up + ([node.module] if node.module else []))
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                target(sub if sub in known else base, node.lineno, kind)
        elif (
            isinstance(node, ast.Call)
            and ast.unparse(node.func).endswith("import_module")
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            target(node.args[0].value, node.lineno, kind)
        visit(node, kind)

    visit(ast.parse(path.read_text(encoding="utf-8")), "top")
    if module == LAZY_CLI or module.startswith(LAZY_CLI + "."):
        found = [f for f in found if f[2] != "function"]
    return found


@cache
def graph() -> dict[str, list[tuple[str, int, str]]]:
    """Return every module's printkit imports (read when a test first asks, not at collection)."""
    known = modules()
    return {m: imports(m, p, known) for m, p in known.items()}


_PATHS = modules()


def test_every_module_has_a_layer() -> None:
    """The table places every module (a new module is placed in it, or in a layer's folder)."""
    assert set(LAYERS) >= set(LAYER_OF.values())
    unplaced = [str(_PATHS[m]) for m in graph() if layer_of(m) is None]
    assert not unplaced, f"modules with no layer in tests/foundation/test_layers.py: {unplaced}"


def test_no_import_climbs_a_layer() -> None:
    """Each import points to the importer's own layer or one below it."""
    rank = {name: i for i, name in enumerate(LAYERS)}
    climbs = sorted(
        {
            f"{m}:{line} ({layer_of(m)}) imports {t} ({layer_of(t)}, {kind})"
            for m, edges in graph().items()
            for t, line, kind in edges
            if rank[layer_of(t) or "game"] > rank[layer_of(m) or "core"]
        }
    )
    assert not climbs, "\n".join(climbs)


def test_no_import_cycle() -> None:
    """No module reaches itself through imports, counting imports inside functions and for typing."""
    edges = {m: sorted({t for t, _, _ in e}) for m, e in graph().items()}
    cycles = []
    state: dict[str, int] = {}  # 1: on the path, 2: done
    path: list[str] = []

    def walk(m: str) -> None:
        state[m] = 1
        path.append(m)
        for t in edges.get(m, ()):
            if state.get(t) == 1:
                cycles.append(" -> ".join(path[path.index(t) :] + [t]))
            elif t not in state:
                walk(t)
        path.pop()
        state[m] = 2

    for m in sorted(edges):
        if m not in state:
            walk(m)
    assert not cycles, "\n".join(cycles)


def test_the_check_sees_each_kind_of_import(tmp_path: Path) -> None:
    """A planted cycle through a function-level and a TYPE_CHECKING import is found, with its kinds."""
    pkg = tmp_path / "printkit"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "low.py").write_text("def f():\n    from printkit import high\n")
    (pkg / "high.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from printkit.low import f\n"
        "import importlib\nimportlib.import_module('printkit.low')\n"
    )
    known = {
        "printkit": pkg / "__init__.py",
        "printkit.low": pkg / "low.py",
        "printkit.high": pkg / "high.py",
    }
    assert imports("printkit.low", known["printkit.low"], known) == [("printkit.high", 2, "function")]
    assert imports("printkit.high", known["printkit.high"], known) == [
        ("printkit.low", 3, "typing"),
        ("printkit.low", 5, "top"),
    ]


RESOLVERS = {"game_info"}  # the registry's look-up of a game by the name a user typed


def _resolving(path: Path) -> list[int]:
    """Return the lines of a module that look a game up by its name (a call to game_info)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and (getattr(node.func, "id", None) in RESOLVERS or getattr(node.func, "attr", None) in RESOLVERS)
    ]


def test_only_the_commands_look_a_game_up_by_its_name() -> None:
    # A command resolves the game a user named once and hands its definition down; the layers
    # under it take the object (docs/architecture.md, "Data flows one way").
    found = {
        f"{name}:{line}"
        for name, path in _PATHS.items()
        if layer_of(name) not in ("cli", "games", "game")
        for line in _resolving(path)
    }
    assert not found, found


def test_the_name_check_sees_a_look_up(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text("from printkit import games\n\ndef f(n):\n    return games.game_info(n)\n")
    assert _resolving(module) == [4]
