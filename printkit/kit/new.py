"""`printkit new`: a designer's own copy of a game's layout, with the words and the art it draws.

The copy is a folder that builds on its own: `<game>.yaml` (the layout, its `words:` and
`templates:` keys pointing into the folder and its `file_prefix` named after it, so its files go
to their own output folder), `text/` (the kit's words: `<game>.yaml` and the cover's
`common.yaml`, and the rules sheets' worked examples under `examples/<game>/`), `templates/` (the SVG art the kit draws: what the game's definition and its layout's art name) and `schemas/`
(the JSON Schemas of the layout and the words, which their first lines name for editors).
"""

from __future__ import annotations

import ast
import os
import re
import shutil
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

from printkit.core.errors import Location, OutputError, UsageError
from printkit.core.safeio import os_reason

if TYPE_CHECKING:
    from printkit.games.definition import GameDefinition, LoadedGame

_PREFIX = re.compile(r"[^A-Za-z0-9._-]+")


def file_prefix_for(folder: Path) -> str:
    """Return a file prefix made from a folder's name (letters, digits, . _ -), as layouts require."""
    name = _PREFIX.sub("-", folder.resolve().name).strip("-.") or "my-kit"
    return name[:64]


def templates_used(game: LoadedGame[Any, Any]) -> tuple[Path, ...]:
    """Return the template files a game's whole kit reads: those its Python draws (its definition says
    which) and those its layout's art names; drawn once to find them when the art names one by an
    expression or may set one inline in a textbox."""
    from printkit.layout.folders import sources_of

    loaded = game
    named = art_templates(loaded.layout)
    if named is None:
        return templates_drawn(loaded)
    folder = sources_of(loaded.layout).templates
    names = {*loaded.definition.kit().templates, *named}
    return tuple(sorted(folder / f"{name}.svg" for name in names))


def templates_drawn(loaded: LoadedGame[Any, Any]) -> tuple[Path, ...]:
    """Return the template files a game's whole kit reads, found by drawing it once (writing nothing)."""
    from printkit.kit.build import check_kit
    from printkit.layout.folders import reading, sources_of

    with reading(loaded.layout, sources_of(loaded.layout).fresh()) as sources:
        check_kit(loaded)
    return tuple(sorted(p for p in sources.reads if p.suffix == ".svg"))


def art_templates(layout: Any) -> set[str] | None:
    """Return the templates a layout's art names (None: one is named by an expression that is not a call of
    a generator declaring its templates, or a textbox may set one inline, so only drawing it tells)."""
    from printkit.draw.vocab import elements as el

    found: set[str] = set()
    # A game's fact generator may say which templates it names (__art_templates__ on its Layout class).
    generators: dict[str, Any] = getattr(type(layout), "__art_templates__", {})

    def named(template: Any) -> set[str] | None:
        if template.is_constant:
            return {str(template.constant)}
        tree = template.tree
        if isinstance(tree, ast.Call) and isinstance(tree.func, ast.Name) and tree.func.id in generators:
            return set(generators[tree.func.id])
        return None

    def walk(items: Any) -> bool:
        for item in items or ():
            if isinstance(item, el.TextboxEl):
                return False
            if isinstance(item, el.SymbolEl) and item.template is not None:
                names = named(item.template)
                if names is None:
                    return False
                found.update(names)
            if isinstance(item, (el.GroupEl, el.StackEl)) and not walk(item.items):
                return False
        return True

    for art in getattr(layout, "components", {}).values():
        found.update(d.template for d in art.symbols.values() if d.template is not None)
        lists = [s.items for s in art.sides()] + list(art.parts.values())
        lists += [d.items for d in art.symbols.values() if d.items is not None]
        if not all(walk(items) for items in lists):
            return None
    if not all(walk(items) for items in getattr(layout, "parts", {}).values()):
        return None
    return found


def _named(source: str, schema: str) -> str:
    """Return a YAML file's text with its first line naming schema (for editors)."""
    from printkit.schemagen.files import MODELINE, modeline

    lines = [line for line in source.splitlines() if not line.startswith(MODELINE)]
    return "\n".join([modeline(schema), *lines]) + "\n"


def layout_text(source: str, game: str, prefix: str) -> str:
    """Return a shipped layout's text made into a copy's: its schema line, words, templates and file prefix."""
    from printkit.schemagen.files import file_name

    text = _named(source, f"schemas/{file_name('layout', game)}")
    own = (
        f"game: {game}\n"
        "words: text/          # the kit's words: text/<game>.yaml (rules, aids) and text/common.yaml (cover)\n"
        "templates: templates/ # the SVG art the pieces draw\n"
    )
    text, count = re.subn(rf"^game: {re.escape(game)}\n", own, text, count=1, flags=re.M)
    if count != 1:
        raise ValueError(f"the shipped {game} layout has no top-level 'game: {game}' line")
    text, count = re.subn(r"^file_prefix: .*$", f"file_prefix: {prefix}", text, count=1, flags=re.M)
    if count != 1:
        text = text.replace(own, own + f"file_prefix: {prefix}\n", 1)
    return text


def new_kit(info: GameDefinition[Any, Any], folder: Path) -> list[Path]:
    """Write a designer's copy of a game's layout, words, templates and schema into folder; return the files."""
    from printkit.core.writing import write_atomic
    from printkit.games.definition import LoadedGame
    from printkit.games.loaded import load_game, load_layout
    from printkit.layout.folders import layouts_dir, shipped
    from printkit.schemagen.files import Subject, file_name, schema_text

    if folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
        raise UsageError(f"{folder} already exists and is not an empty folder; name a new one")
    prefix = file_prefix_for(folder)
    source = (layouts_dir() / info.layout_file).read_text(encoding="utf-8")
    words = shipped().words
    files: dict[Path, bytes] = {
        folder / info.layout_file: layout_text(source, info.name, prefix).encode("utf-8"),
        folder / "schemas" / file_name("layout", info.name): schema_text("layout", info).encode(),
    }
    pairs: tuple[tuple[str, Subject], ...] = ((info.name, info), ("common", "common"))
    for name, whose in pairs:  # the words, their first line naming the copied schema
        text = (words / f"{name}.yaml").read_text(encoding="utf-8")
        files[folder / "text" / f"{name}.yaml"] = _named(
            text, f"../schemas/{file_name('words', name)}"
        ).encode()
        files[folder / "schemas" / file_name("words", name)] = schema_text("words", whose).encode()
    examples = words / "examples" / info.name  # the rules sheets' worked examples, as transcripts
    for example in sorted(examples.glob("*.yaml")) if examples.is_dir() else ():
        files[folder / "text" / "examples" / info.name / example.name] = _named(
            example.read_text(encoding="utf-8"), f"../../../schemas/{file_name('transcript', info.name)}"
        ).encode()
        files[folder / "schemas" / file_name("transcript", info.name)] = schema_text(
            "transcript", info
        ).encode()
    for template in templates_used(LoadedGame(info, load_game(info.name))):
        files[folder / "templates" / template.name] = template.read_bytes()
    # Made in a temp folder beside it and renamed into place: a full disk or a kill leaves no half-made copy.
    parent = folder.absolute().parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
        work = Path(tempfile.mkdtemp(prefix=f".{folder.name}.{os.getpid()}.", suffix=".tmp", dir=parent))
    except OSError as error:
        raise OutputError(f"cannot make the folder: {os_reason(error)}", Location(str(folder))) from None
    try:
        for path, data in files.items():
            write_atomic(work / path.relative_to(folder), data)
        load_layout(work / info.layout_file)  # the copy loads as it is (a located error if not)
        try:
            os.rename(work, folder)  # onto nothing, or onto an empty folder
        except OSError as error:
            raise OutputError(f"cannot make the folder: {os_reason(error)}", Location(str(folder))) from None
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return sorted(files)
