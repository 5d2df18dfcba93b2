"""The schema files shipped in `schemas/` (installed as printkit/schemas/), and the line that names one.

A layout or transcript names its schema on its first line, a path relative to itself:
`# yaml-language-server: $schema=../schemas/<game>.layout.schema.json`. The same relative path
works in a clone (layouts/ and schemas/ side by side at the top) and in an installed package
(printkit/layouts/ and printkit/schemas/ side by side), so no address on the network is needed.
A transcript printkit writes anywhere (play, setup, fmt) names the installed schema by its
absolute file:// address instead, which holds on this machine only, or an address given.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, Union

if TYPE_CHECKING:
    from printkit.games.definition import GameDefinition

Kind = Literal["layout", "transcript", "words"]
KINDS: tuple[Kind, ...] = ("layout", "transcript", "words")
MODELINE = "# yaml-language-server: $schema="


def file_name(kind: Kind, game: str) -> str:
    """Return the shipped file name of a game's schema, '<game>.<kind>.schema.json'."""
    return f"{game}.{kind}.schema.json"


def schemas_dir() -> Path:
    """Return the folder of the shipped schemas (schemas/ in a clone, printkit/schemas/ installed)."""
    from printkit.layout.folders import data_dir

    return data_dir("schemas")


Subject = Union["GameDefinition[Any, Any]", Literal["common", "custom"]]
"""Whose schema: a game's definition, or the cover's words ('common') or a game all in its layout ('custom')."""


def subject_name(game: Subject) -> str:
    """Return the name a subject's schema files carry: the game's name, or 'common' or 'custom'."""
    return game if isinstance(game, str) else game.name


def schema_of(kind: Kind, game: Subject, layout: Any = None) -> dict[str, Any]:
    """Return a game's layout, transcript or words schema (a transcript's names from layout, if given).

    The words of every kit's cover (layouts/text/common.yaml) are kind "words", game "common"; the
    layout of a game all in its file is kind "layout", game "custom". The caller resolves the game.
    """
    from printkit.schemagen.words import COMMON

    if kind == "words" and game == COMMON:
        from printkit.schemagen.words import words_schema

        return words_schema(None)
    from printkit.games.loaded import CUSTOM

    if kind == "layout" and game == CUSTOM:  # a game all in its layout (printkit/draw/vocab/custom.py)
        from printkit.games.custom import definition
        from printkit.schemagen.layout import layout_schema

        return layout_schema(definition())
    if isinstance(game, str):
        raise ValueError(f"no {kind} schema for {game!r}")
    if kind == "layout":
        from printkit.schemagen.layout import layout_schema

        return layout_schema(game)
    if kind == "words":
        from printkit.schemagen.words import words_schema

        return words_schema(game)
    from printkit.games.definition import LoadedGame
    from printkit.games.loaded import load_game
    from printkit.schemagen.transcript import transcript_schema

    return transcript_schema(LoadedGame(game, layout if layout is not None else load_game(game.name)))


def schema_text(kind: Kind, game: Subject, layout: Any = None) -> str:
    """Return a schema as its file holds it: JSON, two-space indents, a newline at the end."""
    return json.dumps(schema_of(kind, game, layout), indent=2, ensure_ascii=False) + "\n"


def modeline(target: str) -> str:
    """Return the first line that tells an editor's YAML support which schema a file follows."""
    return MODELINE + target


def installed_uri(kind: Kind, game: str) -> str:
    """Return the file:// address of a shipped schema in this printkit's installation (it differs per machine)."""
    return (schemas_dir() / file_name(kind, game)).resolve().as_uri()


def is_modeline(line: str) -> bool:
    """Return whether a line is a comment naming the file's schema for the YAML language server."""
    text = line.strip()
    return (
        text.startswith("#") and text[1:].lstrip().startswith("yaml-language-server:") and "$schema=" in text
    )


def with_modeline(text: str, target: str, replace: bool = False) -> str:
    """Return a YAML text whose first line names its schema: the one it names already, else target.

    The text's lines that name a schema go (the first of them becomes the first line, unless
    replace); only for text printkit wrote, where no block scalar holds such a line as data.
    """
    lines = text.splitlines(keepends=True)
    named = [line for line in lines if is_modeline(line)]
    first = named[0].strip() + "\n" if named and not replace else modeline(target) + "\n"
    return first + "".join(line for line in lines if not is_modeline(line))


def write_shipped(folder: Path | None = None) -> list[Path]:
    """Write every game's schemas into folder (default: the shipped schemas folder); return the files."""
    from printkit.core.writing import write_atomic

    folder = folder or schemas_dir()
    written = []
    for kind, game in shipped_schemas():
        path = folder / file_name(kind, subject_name(game))
        write_atomic(path, schema_text(kind, game).encode("utf-8"))
        written.append(path)
    return written


def shipped_schemas() -> list[tuple[Kind, Subject]]:
    """Return (kind, whose) of every shipped schema: each game's three, the cover's words ('common') and
    the layout of a game all in its file ('custom')."""
    from printkit.games import GAMES

    subjects: list[tuple[Kind, Subject]] = [(kind, game) for game in GAMES.values() for kind in KINDS]
    return [*subjects, ("words", "common"), ("layout", "custom")]
