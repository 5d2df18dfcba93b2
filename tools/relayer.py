"""Move printkit's modules into their layers and rewrite every reference to them (issue 25).

    python tools/relayer.py            # move and rewrite; prints what it did
    python tools/relayer.py --check    # print what it would do, change nothing (exit 1 if anything)
    python tools/relayer.py --symbols  # only re-home imports of the names in SYMBOLS (no file moves)

MOVES maps old paths to new ones (a file, or a folder ending in "/"); SYMBOLS maps a name that
moved from one module to another, by the old module's dotted name. The script works by module
name, not from a list of files: it `git mv`s whatever exists under an old path, then rewrites
every Python file under printkit/, tests/, tools/ and bench/ (import statements through their
syntax tree, so `from printkit.layout import schema` stays a submodule import while `from
printkit.layout import load_game` follows load_game), and in every other text (strings such as
mock.patch targets, comments, docstrings, Markdown, pyproject.toml, JSON schemas) each dotted
name `printkit.x.y` and each path `printkit/x/y.py`. It then creates the new packages'
`__init__.py`, rewrites pyproject's package list, and sorts and formats the Python files it
changed with ruff. A second run changes nothing; a tree with files and imports it has not seen
is rewritten the same way (a merged branch's new module under printkit/kitdocs/ moves too).
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

MOVES = {
    # core: errors, limits, safe reading and writing, the console
    "printkit/errors.py": "printkit/core/errors.py",
    "printkit/limits.py": "printkit/core/limits.py",
    "printkit/markers.py": "printkit/core/markers.py",
    "printkit/safeio.py": "printkit/core/safeio.py",
    "printkit/yamlcheck.py": "printkit/core/yamlcheck.py",
    "printkit/writing.py": "printkit/core/writing.py",
    "printkit/owned.py": "printkit/core/owned.py",
    "printkit/console.py": "printkit/core/console.py",
    "printkit/csp.py": "printkit/core/csp.py",
    # layout: YAML -> typed frozen objects (a game's layout by name is the games layer's)
    "printkit/layout/__init__.py": "printkit/games/loaded.py",
    "printkit/layout/source.py": "printkit/layout/yamlnodes.py",
    "printkit/layout/sources.py": "printkit/layout/folders.py",
    "printkit/fonts.py": "printkit/layout/fonts.py",
    "printkit/kitdocs/text.py": "printkit/layout/words.py",
    # draw: the scene, its art and text, the check after drawing, the backends, imposition
    "printkit/scene.py": "printkit/draw/scene.py",
    "printkit/shapes.py": "printkit/draw/shapes.py",
    "printkit/art.py": "printkit/draw/art.py",
    "printkit/ink.py": "printkit/draw/ink.py",
    "printkit/patterns.py": "printkit/draw/patterns.py",
    "printkit/dice.py": "printkit/draw/dice.py",
    "printkit/fontmetrics.py": "printkit/draw/fontmetrics.py",
    "printkit/textflow.py": "printkit/draw/textflow.py",
    "printkit/drawcheck.py": "printkit/draw/check.py",
    "printkit/component.py": "printkit/draw/component.py",
    "printkit/show/drawing.py": "printkit/draw/picture.py",
    "printkit/export/raster.py": "printkit/draw/raster.py",
    "printkit/export/png.py": "printkit/draw/png.py",
    "printkit/render/": "printkit/draw/render/",
    "printkit/impose/": "printkit/draw/impose/",
    "printkit/vocab/": "printkit/draw/vocab/",
    # games: the registry, a game's layout and referee loaded, the lookup the fold is given
    "printkit/referee/layouts.py": "printkit/games/lookup.py",
    # kit: build, docs, export, gallery, watch, new, the print check
    "printkit/kit.py": "printkit/kit/build.py",
    "printkit/kitdocs/": "printkit/kit/docs/",
    "printkit/export/": "printkit/kit/export/",
    "printkit/gallery.py": "printkit/kit/gallery.py",
    "printkit/watching.py": "printkit/kit/watch.py",
    "printkit/starter.py": "printkit/kit/new.py",
    "printkit/printable.py": "printkit/kit/printable.py",
}

# (old module, name) -> the module that defines the name now. Applied before MOVES, so the keys
# name modules as they were before the move and the values as they are before it too.
SYMBOLS = {
    ("printkit.kit", "Component"): "printkit.component",
    **{
        ("printkit.kitdocs.extras", name): "printkit.kitdocs.facts"
        for name in ("BOARD", "Item", "kitinfo", "most_seats", "place_on_face")
    },
    **{
        ("printkit.layout", name): "printkit.layout.sources"
        for name in ("data_dir", "layouts_dir", "packaged_dir", "templates_dir")
    },
    **{
        ("printkit.layout", name): "printkit.layout.spots" for name in ("layout_file", "where", "text_fields")
    },
    ("printkit.games", "referee"): "printkit.layout",
    ("printkit.referee.fold", "registered_game"): "printkit.layout",
    ("printkit.layout", "Invalid"): "printkit.layout.schema",
    ("printkit.layout", "key_path"): "printkit.layout.schema",
    ("printkit.referee.game", "Step"): "printkit.referee.step",
    ("printkit.referee.game", "Path"): "printkit.referee.step",
    ("printkit.referee.errors", "Path"): "printkit.referee.step",
}

PACKAGES = {  # the new packages' docstrings
    "printkit/core": "The core layer: errors, limits, safe reading and writing, the console (docs/architecture.md).",
    "printkit/draw": "The drawing layer: the scene, its art and text, the check after drawing, backends, imposition.",
    "printkit/kit": "The kit layer: building a game's kit, its printed words, exports, the gallery, watch, new.",
    "printkit/layout": "The layout layer: YAML -> typed frozen objects (units, colours, fonts, words, located errors).",
}

PY_ROOTS = ("printkit", "tests", "tools", "bench")
TEXT_GLOBS = ("docs/**/*.md", "*.md", "pyproject.toml", "schemas/*.json", ".ci/*")
SKIP_TEXT = {"CHANGELOG.md"}
OWN_TABLES = {
    "tools/relayer.py",
    "tests/foundation/test_relayer.py",
}  # old names on purpose  # the history says what the files were called then

DOTTED = re.compile(r"(?<![\w.])printkit(?:\.[A-Za-z_]\w*)+")
JOINED = re.compile(r'"printkit"(?:\s*/\s*"[\w.\-]+")+')
SLASHED = re.compile(r"(?<![\w/])printkit/[\w/]*[\w](?:\.py)?/?")


def dotted(path: str) -> str:
    """Return the module name of a path (a folder: its package)."""
    p = path.rstrip("/").removesuffix(".py")
    return p.removesuffix("/__init__").replace("/", ".")


FILE_MOVES = {dotted(o): dotted(n) for o, n in MOVES.items() if not o.endswith("/")}
DIR_MOVES = {dotted(o): dotted(n) for o, n in MOVES.items() if o.endswith("/")}


class Relayer:
    def __init__(self, dry: bool, symbols_only: bool = False) -> None:
        self.dry = dry
        self.symbols_only = symbols_only
        self.done: list[str] = []
        self.modules = self._modules()  # the modules before this run, and (after move()) after it
        self.packages_before = {
            dotted(str(p.parent.relative_to(ROOT)) + "/") for p in (ROOT / "printkit").rglob("__init__.py")
        }
        self.plain = {  # the old paths that are plain modules (not a package's __init__) before this run
            dotted(o)
            for o in MOVES
            if o.endswith(".py") and not o.endswith("__init__.py") and (ROOT / o).is_file()
        }

    def _modules(self) -> set[str]:
        out = set()
        for p in (ROOT / "printkit").rglob("*.py"):
            out.add(dotted(str(p.relative_to(ROOT))))
        return out

    # --- names -------------------------------------------------------------------------------
    def longest_module(self, name: str) -> str:
        parts = name.split(".")
        for i in range(len(parts), 0, -1):
            if ".".join(parts[:i]) in self.modules:
                return ".".join(parts[:i])
        return ""

    def module(self, name: str, attribute: bool = False) -> str:
        """Return the new name of a module; attribute: the name was used with an attribute after it.

        A plain module that moves is renamed wherever named; a package's `__init__` that moves, or a
        module whose old name is now a package (printkit.kit), only where an attribute follows it
        (`from printkit.kit import plan`), so a second run leaves the package's own name alone.
        """
        if self.symbols_only:
            return name
        if name in FILE_MOVES:  # a file's own move comes before its folder's
            is_package = (ROOT / name.replace(".", "/") / "__init__.py").exists()
            if name in self.plain or attribute or not is_package:
                return FILE_MOVES[name]
            return name
        for old, new in DIR_MOVES.items():
            if name == old or name.startswith(old + "."):
                return new + name[len(old) :]
        return name

    def name(self, token: str) -> str:
        """Return the new form of a dotted name in text: a module, or a module and attributes."""
        base = self.longest_module(token)
        if not base or base == "printkit":
            return self.module(token)  # a folder's module this tree has not seen, or no module at all
        rest = token[len(base) :].lstrip(".")
        first = rest.split(".")[0] if rest else ""
        if first and (base, first) in SYMBOLS:
            return self.name(SYMBOLS[(base, first)] + "." + rest)
        new = self.module(base, attribute=bool(rest))
        return new + ("." + rest if rest else "")

    def path(self, token: str) -> str:
        if self.symbols_only:
            return token
        for old, new in MOVES.items():
            if old.endswith("/") and (token == old.rstrip("/") or token.startswith(old)):
                return new.rstrip("/") + token[len(old.rstrip("/")) :]
            if token == old:
                return new
        return token

    # --- files -------------------------------------------------------------------------------
    def move(self) -> None:
        for old, new in MOVES.items():
            if old.endswith("/"):
                if not (ROOT / old).is_dir():
                    continue
                for f in sorted((ROOT / old).rglob("*")):
                    if f.is_file() and "__pycache__" not in f.parts:
                        rel = str(f.relative_to(ROOT))
                        self.git_mv(rel, new + rel[len(old) :])
            elif (ROOT / old).is_file():
                if old.endswith("__init__.py") and (ROOT / new).exists():  # moved before; this is the new one
                    if (ROOT / old).read_text(encoding="utf-8").count("\n") > 1:
                        print(
                            f"relayer: note: {old} holds more than its docstring; {new} is its old code's home"
                        )
                    continue
                self.git_mv(old, new)
        for old in MOVES:  # a folder emptied by the moves goes, with the bytecode Python left in it
            folder = ROOT / old.rstrip("/")
            if (
                old.endswith("/")
                and folder.is_dir()
                and all(f.name == "__pycache__" for f in folder.iterdir())
            ):
                self.note(f"remove {old}")
                if not self.dry:
                    shutil.rmtree(folder)
        for pkg, doc in PACKAGES.items():
            init = ROOT / pkg / "__init__.py"
            if not init.exists() and (ROOT / pkg).is_dir():
                self.note(f"create {pkg}/__init__.py")
                if not self.dry:
                    init.write_text(f'"""{doc}"""\n')
                    subprocess.run(["git", "add", str(init)], cwd=ROOT, check=True)

    def git_mv(self, old: str, new: str) -> None:
        if (ROOT / new).exists():
            sys.exit(f"relayer: cannot move {old}: {new} exists")
        self.note(f"git mv {old} {new}")
        if not self.dry:
            (ROOT / new).parent.mkdir(parents=True, exist_ok=True)
            tracked = subprocess.run(
                ["git", "ls-files", "--error-unmatch", old], cwd=ROOT, capture_output=True
            )
            if tracked.returncode == 0:
                subprocess.run(["git", "mv", old, new], cwd=ROOT, check=True)
            else:  # a file git does not know yet moves all the same
                (ROOT / old).rename(ROOT / new)

    def note(self, what: str) -> None:
        self.done.append(what)
        print(what)

    # --- rewriting ---------------------------------------------------------------------------
    def rewrite_import(self, node: ast.ImportFrom | ast.Import) -> list[str] | None:
        """Return the statement's new lines (without indentation), or None if it stays."""
        if isinstance(node, ast.Import):
            names = []
            for a in node.names:
                new = self.module(a.name)
                names.append(new + (f" as {a.asname}" if a.asname else ""))
            out = [f"import {', '.join(names)}"]
            old = [
                f"import {', '.join(a.name + (f' as {a.asname}' if a.asname else '') for a in node.names)}"
            ]
            return None if out == old else out
        if node.level or not node.module or not node.module.startswith("printkit"):
            return None
        groups: dict[str, list[str]] = {}
        changed = False
        for a in node.names:
            alias = a.name + (f" as {a.asname}" if a.asname else "")
            sub = f"{node.module}.{a.name}"
            if (
                sub in self.modules or sub in FILE_MOVES
            ):  # a submodule (FILE_MOVES: one moved by an earlier run)
                new = self.module(sub)
                parent, _, leaf = new.rpartition(".")
                alias = leaf + (
                    f" as {a.asname}" if a.asname else (f" as {a.name}" if leaf != a.name else "")
                )
                groups.setdefault(parent, []).append(alias)
                changed |= new != sub
                continue
            mod = self.module(SYMBOLS.get((node.module, a.name), node.module), attribute=True)
            changed |= mod != node.module
            groups.setdefault(mod, []).append(alias)
        if not changed:
            return None
        return [f"from {m} import {', '.join(n)}" for m, n in groups.items()]

    def rewrite_python(self, text: str) -> str:
        tree = ast.parse(text)
        lines = text.splitlines(keepends=True)
        spans: list[tuple[int, int, list[str]]] = []
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom):
                new = self.rewrite_import(node)
                first, last = node.lineno - 1, (node.end_lineno or node.lineno) - 1
                if new is not None:
                    spans.append((first, last, new))
        covered = set()
        for first, last, new in sorted(spans, reverse=True):
            indent = re.match(r"\s*", lines[first]).group(0)
            tail = lines[last].rstrip("\n")
            comment = tail[tail.index("#") :] if "#" in tail and first == last else ""
            if first != last and any("#" in line for line in lines[first : last + 1]):
                print(f"relayer: note: comments inside a multi-line import dropped: {lines[first].strip()}")
            body = [indent + s + "\n" for s in new]
            if comment:
                body[0] = body[0].rstrip("\n") + "  " + comment + "\n"
            lines[first : last + 1] = body
            covered.update(range(first, first + len(body)))
        return "".join(line if i in covered else self.rewrite_text(line) for i, line in enumerate(lines))

    def rewrite_text(self, text: str) -> str:
        text = DOTTED.sub(lambda m: self.name(m.group(0)), text)
        text = SLASHED.sub(lambda m: self.path(m.group(0)), text)
        return JOINED.sub(self.joined, text)

    def joined(self, m: re.Match[str]) -> str:
        """Rewrite a path written as joined strings: `"printkit" / "export" / "x.json"`."""
        parts = re.findall(r'"([\w.\-]+)"', m.group(0))
        path = "/".join(parts)
        new = self.path(path)
        if new == path:
            new = self.path(path + "/").rstrip("/")
        if new == path:
            return m.group(0)
        return " / ".join(f'"{part}"' for part in new.split("/"))

    def files(self) -> tuple[list[Path], list[Path]]:
        py = sorted(
            p
            for r in PY_ROOTS
            for p in (ROOT / r).rglob("*.py")
            if "__pycache__" not in p.parts and p.relative_to(ROOT).as_posix() not in OWN_TABLES
        )
        text = sorted(
            {p for g in TEXT_GLOBS for p in ROOT.glob(g) if p.is_file() and p.name not in SKIP_TEXT}
        )
        return py, text

    def rewrite(self) -> list[Path]:
        changed = []
        py, text = self.files()
        for p in py + text:
            old = p.read_text(encoding="utf-8")
            new = self.rewrite_python(old) if p.suffix == ".py" else self.rewrite_text(old)
            if p.name == "pyproject.toml" and not self.symbols_only:
                new = self.packages(new)
            if new != old:
                changed.append(p)
                self.note(f"rewrite {p.relative_to(ROOT)}")
                if not self.dry:
                    p.write_text(new, encoding="utf-8")
        return changed

    def packages(self, toml: str) -> str:
        """Return pyproject.toml with [tool.setuptools] packages listing printkit's code packages as they are."""
        m = re.search(r"^packages = \[\n(.*?)^\]", toml, re.S | re.M)
        if not m:
            return toml
        listed = re.findall(r'"([^"]+)"', m.group(1))
        code = sorted(
            dotted(str(p.parent.relative_to(ROOT)) + "/") for p in (ROOT / "printkit").rglob("__init__.py")
        )
        if self.dry:  # the packages the moves will make
            code = sorted({self.module(c) for c in code} | {dotted(k + "/") for k in PACKAGES})
        old_code = {dotted(o) for o in MOVES if o.endswith("/")}
        data = [n for n in listed if n not in code and n not in old_code and n not in self.packages_before]
        body = "".join(f'  "{n}",\n' for n in code + data)
        return toml[: m.start(1)] + body + toml[m.end(1) :]

    def tidy(self, files: list[Path]) -> None:
        py = [str(p) for p in files if p.suffix == ".py" and p.exists()]
        if py and not self.dry:
            subprocess.run(["ruff", "check", "-q", "--select", "I", "--fix", *py], cwd=ROOT, check=False)
            subprocess.run(["ruff", "format", "-q", *py], cwd=ROOT, check=True)


def main(argv: list[str]) -> int:
    dry = "--check" in argv
    symbols_only = "--symbols" in argv
    r = Relayer(dry, symbols_only)
    if not symbols_only:
        r.move()
        r.modules |= r._modules()
    changed = r.rewrite()
    r.tidy(changed)
    print(f"relayer: {len(r.done)} change(s)" if r.done else "relayer: nothing to do")
    return 1 if dry and r.done else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
