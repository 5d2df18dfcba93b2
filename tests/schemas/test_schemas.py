"""The JSON Schemas: regenerated they equal the shipped copies; every shipped layout and example
matches its own; broken files are refused by printkit and by the schema alike."""

from __future__ import annotations

import dataclasses
import json
from dataclasses import field
from functools import cache
from pathlib import Path
from typing import Literal

import jsonschema
import pytest

from printkit.games import GAMES
from printkit.games.loaded import registered_game
from printkit.layout.colours import Colour
from printkit.layout.units import Length
from printkit.schemagen.files import (
    MODELINE,
    file_name,
    schema_of,
    schema_text,
    shipped_schemas,
    subject_name,
)
from tests.designer.editing import keyed_lines
from tests.samples import one, shipped
from tests.support import REPO, SHARED, cases, run_cli
from tests.yaml12 import as_json

SCHEMAS = REPO / "schemas"
SHIPPED = [(kind, subject_name(whose)) for kind, whose in shipped_schemas()]  # (kind, file's name)
EXAMPLES = REPO / "examples" / "transcripts"


@cache
def validator(kind: str, game: str) -> jsonschema.Draft7Validator:
    """Return a validator of the shipped schema file (the one editors read), read once a module."""
    return jsonschema.Draft7Validator(json.loads((SCHEMAS / file_name(kind, game)).read_text()))


def problems(kind: str, game: str, text: str) -> list[str]:
    """Return the schema's complaints about a file's text (none: it matches)."""
    return [e.message for e in validator(kind, game).iter_errors(as_json(text))]


def refuses(kind: str, game: str, text: str) -> bool:
    """Return whether the schema has a complaint about a file's text (stops at the first: a whole layout's
    errors took ten times as long to list)."""
    return next(validator(kind, game).iter_errors(as_json(text)), None) is not None


@pytest.mark.parametrize("kind, whose", shipped_schemas(), ids=[f"{kind}-{name}" for kind, name in SHIPPED])
def test_the_shipped_schemas_are_what_the_loaders_generate(kind, whose):
    shipped = (SCHEMAS / file_name(kind, subject_name(whose))).read_text()
    assert shipped == schema_text(kind, whose), "run `python -m printkit.schemagen` and commit schemas/"
    jsonschema.Draft7Validator.check_schema(json.loads(shipped))


def test_printkit_schema_prints_the_shipped_schema(capsys):
    for kind, game in SHIPPED:
        assert run_cli("schema", kind, game) == 0
        assert capsys.readouterr().out == (SCHEMAS / file_name(kind, game)).read_text()


def test_a_transcript_schema_takes_its_names_from_the_layout_given(tmp_path, capsys):
    import yaml

    game = one(shipped(), "a transcript schema of a layout")
    other = next(g for g in shipped() if g != game)
    name, value = cases(game).PLAY_RULES[0].split("=")  # a rule option, other than the layout's
    text = (REPO / "layouts" / f"{game}.yaml").read_text()
    line = keyed_lines(text)[f"rules.{name}"]
    path = tmp_path / "mine.yaml"
    path.write_text(text.replace(line, f"  {name}: {value}", 1))
    assert run_cli("schema", "transcript", game, "--layout", path) == 0
    schema = json.loads(capsys.readouterr().out)
    assert schema["properties"]["rules"]["anyOf"][0]["properties"][name]["default"] == yaml.safe_load(value)
    assert run_cli("schema", "transcript", other, "--layout", path) == 2
    assert f"is a layout of {game}, not of {other}" in capsys.readouterr().err


@pytest.mark.parametrize("game", list(GAMES))
def test_every_shipped_layout_names_and_matches_its_schema(game):
    text = (REPO / "layouts" / f"{game}.yaml").read_text()
    first = text.splitlines()[0]
    assert first == f"{MODELINE}../schemas/{file_name('layout', game)}"
    assert (REPO / "layouts" / first.removeprefix(MODELINE)).resolve() == SCHEMAS / file_name("layout", game)
    assert problems("layout", game, text) == []


# The examples the schema refuses itself (what is wrong is in the file's shape or its notation): each
# game's tests/<package>/cases.py gives them as SCHEMA_REFUSES.
SCHEMA_REFUSES = {f"{game}/{name}" for game in GAMES for name in cases(game).SCHEMA_REFUSES}


def test_the_schema_refuses_some_example():
    assert SCHEMA_REFUSES, "no game's cases.py gives SCHEMA_REFUSES: the test below checks only matches"


def _examples():
    return sorted(p for p in EXAMPLES.glob("*/*.yaml"))


@pytest.mark.parametrize("path", _examples(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_example_names_its_schema_and_matches_it_unless_its_fault_is_of_shape(path):
    game, name = path.parent.name, f"{path.parent.name}/{path.name}"
    text = path.read_text()
    assert text.splitlines()[0] == f"{MODELINE}../../../schemas/{file_name('transcript', game)}"
    found = problems("transcript", game, text)
    if name in SCHEMA_REFUSES:
        assert found, f"{name}: the schema should refuse it"
        assert not path.name.startswith("legal")
    else:
        assert found == [], name


# Only the legal games must match: an illegal one may break its schema with its very fault. The
# repository's own examples always; the spec's beside the clone (../shared) as well, when it is there.
SPEC = SHARED / "spec" / "examples"
EXAMPLE_FILES = sorted(EXAMPLES.glob("*/*.yaml")) + sorted(SPEC.glob("*/*.yaml"))
SPEC_LEGAL = [p for p in EXAMPLE_FILES if p.name.startswith("legal")]


def test_every_game_with_examples_has_legal_ones():
    folders = {p.parent.name for p in EXAMPLE_FILES}
    assert set(GAMES) <= folders and {p.parent.name for p in SPEC_LEGAL} == folders


@pytest.mark.parametrize("path", SPEC_LEGAL, ids=lambda p: f"{p.parent.parent.name}/{p.parent.name}/{p.name}")
def test_the_spec_examples_that_are_legal_match_their_schemas(path):
    assert problems("transcript", path.parent.name, path.read_text()) == []


GOOD_LAYOUT = {game: (REPO / "layouts" / f"{game}.yaml").read_text() for game in GAMES}

# (game, what is wrong, text in the shipped layout, what it becomes): each game's tests/<package>/cases.py
# gives BROKEN_LAYOUTS, and any game's name may be misspelt.
MISSPELT = one(shipped(), "a layout of a misspelt game")
BROKEN_LAYOUTS = [(game, *broken) for game in GAMES for broken in cases(game).BROKEN_LAYOUTS] + [
    (MISSPELT, "another game's name", f"game: {MISSPELT}", f"game: {MISSPELT[:-1]}")
]


@pytest.mark.parametrize("game, why, old, new", BROKEN_LAYOUTS, ids=[b[1] for b in BROKEN_LAYOUTS])
def test_a_broken_layout_is_refused_by_printkit_and_by_the_schema(game, why, old, new, tmp_path, capsys):
    text = GOOD_LAYOUT[game]
    assert old in text, f"{old!r} is not in the {game} layout"
    broken = text.replace(old, new, 1)
    path = tmp_path / f"{game}.yaml"
    path.write_text(broken)
    from printkit.core.errors import LayoutError
    from printkit.games.loaded import load_layout

    with pytest.raises(LayoutError):
        load_layout(path)
    assert refuses("layout", game, broken), f"the schema accepts {why}"


# (game, example, what is wrong, a pattern in it, what it becomes): each game's tests/<package>/cases.py
# gives BROKEN_TRANSCRIPTS.
BROKEN_TRANSCRIPTS = [(game, *broken) for game in GAMES for broken in cases(game).BROKEN_TRANSCRIPTS]


@pytest.mark.parametrize(
    "game, example, why, old, new", BROKEN_TRANSCRIPTS, ids=[f"{b[0]}: {b[2]}" for b in BROKEN_TRANSCRIPTS]
)
def test_a_broken_transcript_is_refused_by_the_referee_and_by_the_schema(game, example, why, old, new):
    import re

    from printkit.referee.fold import check_source

    text = (EXAMPLES / game / example).read_text()
    broken, count = re.subn(old, new, text, count=1)
    assert count == 1, f"{old!r} is not in {example}"
    assert check_source(broken, example, registered_game).verdict != "legal"
    assert refuses("transcript", game, broken), f"the schema accepts {why}"


@dataclasses.dataclass(frozen=True)
class Inner:
    """An inner part."""

    size: Length = field(default=3.0, metadata={"min": 0, "max": 30})


@dataclasses.dataclass(frozen=True)
class Outer:
    """The whole."""

    kind: Literal["a", "b"]
    pair: tuple[Length, Length] = field(metadata={"gt": 0, "max": 300})
    many: tuple[int, ...] = field(default=(1,), metadata={"min": 1, "max": 4, "min_items": 1, "max_items": 3})
    table: dict[int, float] = field(default_factory=dict, metadata={"max": 9.5, "max_items": 5})
    maybe: Colour | None = None  # a colour, or none
    inner: Inner = Inner()
    flag: bool = True


def test_each_type_maps_to_its_schema_construct():
    from printkit.schemagen.types import Definitions, dataclass_schema

    defs = Definitions()
    schema = dataclass_schema(Outer, defs)
    props = schema["properties"]
    assert schema["required"] == ["kind", "pair"] and schema["additionalProperties"] is False
    assert props["kind"] == {"enum": ["a", "b"]}
    assert props["pair"]["items"] == [{"$ref": "#/definitions/Length"}] * 2
    assert props["pair"]["minItems"] == props["pair"]["maxItems"] == 2
    assert "more than 0 mm and at most 300 mm" in props["pair"]["description"]
    assert props["many"]["items"] == {"type": "integer", "minimum": 1, "maximum": 4}
    assert (props["many"]["minItems"], props["many"]["maxItems"], props["many"]["default"]) == (1, 3, [1])
    assert props["table"]["propertyNames"] == {
        "pattern": "^[-+]?[0-9]+$",
        "patternErrorMessage": "A whole number, such as 12.",
    }
    assert props["table"]["additionalProperties"] == {"type": "number", "maximum": 9.5}
    assert props["table"]["maxProperties"] == 5
    assert props["maybe"]["anyOf"] == [{"$ref": "#/definitions/Colour"}, {"type": "null"}]
    assert props["maybe"]["description"] == "A colour, or none."
    assert props["inner"]["allOf"] == [{"$ref": "#/definitions/Inner"}]
    assert props["inner"]["default"] == {"size": "3mm"}
    assert props["flag"] == {"type": "boolean", "default": True}
    assert defs.schemas["Inner"]["description"] == "An inner part."
    assert "at most 30 mm" in defs.schemas["Inner"]["properties"]["size"]["description"]
    whole = {"definitions": defs.schemas, **schema}
    check = jsonschema.Draft7Validator(whole)
    good = {
        "kind": "a",
        "pair": ["63mm", "2.5in"],
        "table": {"2": 1.5},
        "maybe": "Navy",
        "inner": {"size": 0},
    }
    assert list(check.iter_errors(good)) == []
    for bad in (
        {**good, "kind": "c"},
        {**good, "pair": ["63", "88mm"]},
        {**good, "pair": ["63mm"]},
        {**good, "many": [5]},
        {**good, "many": []},
        {**good, "table": {"x": 1}},
        {**good, "maybe": "#12345"},
        {**good, "inner": {"size": "3mm", "colour": "red"}},
        {**good, "extra": 1},
        {"pair": ["1mm", "1mm"]},
    ):
        assert list(check.iter_errors(bad)), bad


def test_a_schema_of_every_game_and_kind_is_a_valid_draft_7_schema():
    for kind, game in shipped_schemas():
        jsonschema.Draft7Validator.check_schema(schema_of(kind, game))


def test_the_schemas_folder_holds_only_the_generated_files():
    names = sorted(p.name for p in Path(SCHEMAS).iterdir())
    assert names == sorted(file_name(kind, game) for kind, game in SHIPPED)


@pytest.mark.parametrize("name", [*GAMES, "common"])
def test_every_words_file_names_and_matches_its_schema(name):
    text = (REPO / "layouts" / "text" / f"{name}.yaml").read_text()
    assert text.splitlines()[0] == f"{MODELINE}../../schemas/{file_name('words', name)}"
    assert problems("words", name, text) == []


# (words file, what is wrong, text in it, what it becomes): each game's tests/<package>/cases.py gives
# BROKEN_WORDS; any game's words may name another game; the cover's words are no game's.
RENAMED = one(shipped(), "words of another game")
BROKEN_WORDS = [(game, *broken) for game in GAMES for broken in cases(game).BROKEN_WORDS] + [
    (RENAMED, "another game's name", f"game: {RENAMED}", f"game: {next(g for g in GAMES if g != RENAMED)}"),
    ("common", "a step without its paper", "    paper: ", "    papr: "),
]


@pytest.mark.parametrize("name, why, old, new", BROKEN_WORDS, ids=[f"{b[0]}: {b[1]}" for b in BROKEN_WORDS])
def test_a_broken_words_file_is_refused_by_printkit_and_by_the_schema(name, why, old, new, tmp_path):
    from printkit.core.errors import LayoutError
    from printkit.layout import words as words
    from printkit.layout.folders import Sources, reading

    folder = tmp_path / "text"
    folder.mkdir()
    for source in (REPO / "layouts" / "text").glob("*.yaml"):
        (folder / source.name).write_text(source.read_text())
    path = folder / f"{name}.yaml"
    text = path.read_text()
    assert old in text, f"{old!r} is not in {path.name}"
    path.write_text(text.replace(old, new, 1))
    with reading(None, Sources(folder, REPO / "templates")), pytest.raises(LayoutError):
        words.common_text() if name == "common" else words.game_text(name)
    assert refuses("words", name, path.read_text()), f"the schema accepts {why}"


def _patterns(node):
    """Yield every subschema of a schema that has a pattern."""
    if isinstance(node, dict):
        if isinstance(node.get("pattern"), str):  # a properties map may hold an element named pattern
            yield node
        for value in node.values():
            yield from _patterns(value)
    elif isinstance(node, list):
        for value in node:
            yield from _patterns(value)


@pytest.mark.parametrize("kind, game", SHIPPED)
def test_every_pattern_says_in_words_what_it_wants(kind, game):
    # The YAML language server shows patternErrorMessage instead of the pattern itself (5,160
    # characters for a turn of the longest): a message of a line or two, not the regular expression.
    for node in _patterns(json.loads((SCHEMAS / file_name(kind, game)).read_text())):
        message = node.get("patternErrorMessage", "")
        assert message and len(message) < 400 and node["pattern"] not in message, node["pattern"][:80]
        assert message[0].isupper() and message.endswith("."), message
