"""The JSON Schemas: regenerated they equal the shipped copies; every shipped layout and example
matches its own; broken files are refused by printkit and by the schema alike."""

from __future__ import annotations

import dataclasses
import json
from dataclasses import field
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
from tests.support import REPO, SHARED, run_cli
from tests.yaml12 import as_json

SCHEMAS = REPO / "schemas"
SHIPPED = [(kind, subject_name(whose)) for kind, whose in shipped_schemas()]  # (kind, file's name)
EXAMPLES = REPO / "examples" / "transcripts"


def validator(kind: str, game: str) -> jsonschema.Draft7Validator:
    """Return a validator of the shipped schema file (the one editors read)."""
    return jsonschema.Draft7Validator(json.loads((SCHEMAS / file_name(kind, game)).read_text()))


def problems(kind: str, game: str, text: str) -> list[str]:
    """Return the schema's complaints about a file's text (none: it matches)."""
    return [e.message for e in validator(kind, game).iter_errors(as_json(text))]


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
    text = (REPO / "layouts" / "antheap.yaml").read_text()
    path = tmp_path / "heap.yaml"
    path.write_text(text.replace("  eggs: 30 ", "  eggs: 12 ", 1))
    assert run_cli("schema", "transcript", "antheap", "--layout", path) == 0
    schema = json.loads(capsys.readouterr().out)
    assert schema["properties"]["rules"]["anyOf"][0]["properties"]["eggs"]["default"] == 12
    assert run_cli("schema", "transcript", "ant-trails", "--layout", path) == 2
    assert "is a layout of antheap, not of ant-trails" in capsys.readouterr().err


@pytest.mark.parametrize("game", list(GAMES))
def test_every_shipped_layout_names_and_matches_its_schema(game):
    text = (REPO / "layouts" / f"{game}.yaml").read_text()
    first = text.splitlines()[0]
    assert first == f"{MODELINE}../schemas/{file_name('layout', game)}"
    assert (REPO / "layouts" / first.removeprefix(MODELINE)).resolve() == SCHEMAS / file_name("layout", game)
    assert problems("layout", game, text) == []


# The examples the schema refuses itself: what is wrong is in the file's shape or its notation.
SCHEMA_REFUSES = {
    "antheap/illegal-die.yaml",  # roll 7: no face of a die
    "antheap/unreadable-option.yaml",  # rules: egg (no such option)
    "antheap/unreadable-players.yaml",  # seat G (tracks are A-F)
    "antheap/unreadable-setup.yaml",  # Antheap's setup is empty
    "ant-trails/unreadable-turn-two-keys.yaml",  # a turn names two seats
    "ant-trails/unreadable-unknown-option.yaml",  # rules: diagonal_moves
    "anticipation/unreadable-nest.yaml",  # a back listed twice in a nest
}


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

# (game, what is wrong, text in the shipped layout, what it becomes)
BROKEN_LAYOUTS = [
    ("111-ants", "an unknown key", "title: 111 Ants\n", "title: 111 Ants\ncolour: red\n"),
    ("111-ants", "a length without a unit", "corner_radius: 3mm", "corner_radius: 3"),
    ("111-ants", "a colour that is none", 'back: "#3b2a1e"', 'back: "#3b2a1x"'),
    ("111-ants", "a paper printkit has not", "paper: a4", "paper: a5"),
    ("111-ants", "a whole number over its maximum", "copies: 1", "copies: 50"),
    ("111-ants", "true or false written as text", "crop_marks: true", 'crop_marks: "yes"'),
    ("111-ants", "a required key left out", "  total_jokers: 229\n", ""),
    ("111-ants", "a pair of three", "card_size: [63mm, 88mm]", "card_size: [63mm, 88mm, 1mm]"),
    ("111-ants", "a card number that is no number", "    2: 3, 3: 1,", "    two: 3, 3: 1,"),
    ("111-ants", "a joker count over 4", "    2: 3, 3: 1,", "    2: 5, 3: 1,"),
    ("111-ants", "a font printkit has not", "number_font: Vera-Bold", "number_font: Comic-Sans"),
    ("111-ants", "another game's name", "game: 111-ants", "game: 111-ant"),
    ("111-ants", "a rule option's value not offered", "tie_break: last-round", "tie_break: coin-toss"),
    ("ant-trails", "a board side over 13", "side: 6", "side: 14"),
    ("ant-trails", "a list where a mapping goes", "ant_tiles:", "ant_tiles: []\nold_ant_tiles:"),
    ("anticipation", "a nest turned 90 degrees", "turn: 180", "turn: 90"),
    ("antheap", "a square on a seventh track", "track: A", "track: G"),
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
    assert problems("layout", game, broken), f"the schema accepts {why}"


# (game, example, what is wrong, a pattern in it, what it becomes)
BROKEN_TRANSCRIPTS = [
    ("ant-trails", "legal-opening.yaml", "a key no one defines", r"players:", "winner: black\nplayers:"),
    ("ant-trails", "legal-opening.yaml", "red first", r"players: \[black, red\]", "players: [red, black]"),
    ("ant-trails", "legal-opening.yaml", "a cell off the board", r"- black: ", "- black: z9, "),
    ("ant-trails", "legal-opening.yaml", "no setup", r"setup:", "old_setup:"),
    ("111-ants", "legal-two-rounds.yaml", "a round with a stray key", r"  deal:", "  dealer: ana\n  deal:"),
    ("111-ants", "legal-two-rounds.yaml", "a turn as a list", r"- ana: (take[^#\n]*[^#\s])", r"- ana: [\1]"),
    ("111-ants", "legal-two-rounds.yaml", "a card the deck has not", r"middle: \[", "middle: [112, "),
    (
        "antheap",
        "legal-short.yaml",
        "an option of another game",
        r"rules: \{",
        "rules: {tie_break: shared, ",
    ),
    ("anticipation", "legal-opening.yaml", "a colour no nest has", r"players: \[", "players: [purple, "),
]


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
    assert problems("transcript", game, broken), f"the schema accepts {why}"


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


# (words file, what is wrong, text in it, what it becomes)
BROKEN_WORDS = [
    ("111-ants", "an unknown key", "bring:", "aid_copy: 2\nbring:"),
    (
        "111-ants",
        "a block with two kinds",
        "        - h: The idea\n",
        "        - h: The idea\n          p: two at once\n",
    ),
    ("antheap", "a language printkit has not", "  ko:", "  ja:"),
    ("111-ants", "another game's name", "game: 111-ants", "game: ant-trails"),
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
    assert problems("words", name, path.read_text()), f"the schema accepts {why}"


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
    # characters for an Anticipation turn): a message of a line or two, not the regular expression.
    for node in _patterns(json.loads((SCHEMAS / file_name(kind, game)).read_text())):
        message = node.get("patternErrorMessage", "")
        assert message and len(message) < 400 and node["pattern"] not in message, node["pattern"][:80]
        assert message[0].isupper() and message.endswith("."), message
