"""A layout of one's own: `printkit new` makes a copy that builds, with its own words and art;
`build FILE` reads them; the new keys are checked like every other."""

from __future__ import annotations

import json
import re

import jsonschema
import pytest

from printkit.games import GAMES
from printkit.schemagen.files import MODELINE
from tests.designer.editing import DECK, change, colour_line, error_lines, keyed_lines, value
from tests.samples import one, part_of, with_setup, without_setup
from tests.support import REPO, run_cli
from tests.sweep import pick
from tests.yaml12 import as_json


@pytest.mark.parametrize("game", pick(GAMES, "templates"))  # every game in tools/test_sweep.py
def test_the_templates_a_game_declares_are_those_its_whole_kit_reads(game):
    from printkit.games.loaded import loaded_game
    from printkit.kit.new import art_templates, templates_drawn, templates_used

    loaded = loaded_game(game)
    assert art_templates(loaded.layout) is not None, "its art names its templates as written"
    drawn = templates_drawn(loaded)
    assert drawn and templates_used(loaded) == drawn


def test_a_template_named_by_an_expression_is_found_by_drawing(own_copy):
    from printkit.games.loaded import load_layout
    from printkit.kit.new import art_templates

    layout = own_copy()
    named = re.search(r"(- symbol: \{)template: ([a-z][\w-]*)\b", layout.read_text())
    assert named, "a symbol of the art names its template"
    change(layout, named[0], f"{named[1]}template: \"=str('{named[2]}')\"")
    assert art_templates(load_layout(layout)) is None


@pytest.mark.parametrize("game", pick(GAMES, "new"))  # every game in tools/test_sweep.py
def test_new_copies_a_layout_that_loads_with_its_words_art_and_schema(game, own_copy):
    from printkit.games.loaded import load_layout, loaded_game
    from printkit.kit.new import templates_used
    from printkit.layout.folders import sources_of

    layout = own_copy(game)
    folder = layout.parent
    loaded = load_layout(layout)
    assert (loaded.game, loaded.file_prefix, loaded.words, loaded.templates) == (
        game,
        "deck",
        "text/",
        "templates/",
    )
    sources = sources_of(loaded)
    assert sources.words == folder / "text/" and sources.templates == folder / "templates/"
    assert sorted(p.name for p in (folder / "text").iterdir()) == sorted(
        ["common.yaml", "examples", f"{game}.yaml"]
    )
    shipped_examples = sorted(p.name for p in (REPO / "layouts" / "text" / "examples" / game).glob("*.yaml"))
    assert sorted(p.name for p in (folder / "text" / "examples" / game).iterdir()) == shipped_examples
    shipped = [p.name for p in templates_used(loaded_game(game))]
    assert sorted(p.name for p in (folder / "templates").iterdir()) == shipped
    for name, kind in ((game, "layout"), (game, "words"), ("common", "words")):
        copy = layout if kind == "layout" else folder / "text" / f"{name}.yaml"
        shipped = REPO / "layouts" / ("" if kind == "layout" else "text") / f"{name}.yaml"
        first, *rest = copy.read_text().splitlines()
        schema_file = f"{name}.{kind}.schema.json"
        assert first == f"{MODELINE}{'' if kind == 'layout' else '../'}schemas/{schema_file}"
        if kind == "words":
            assert rest == shipped.read_text().splitlines()[1:], "the words as shipped, below the schema line"
        schema = json.loads((folder / "schemas" / schema_file).read_text())
        assert schema == json.loads((REPO / "schemas" / schema_file).read_text())
        assert list(jsonschema.Draft7Validator(schema).iter_errors(as_json(copy.read_text()))) == []


def test_new_will_not_write_over_a_folder_with_files(tmp_path, capsys):
    (tmp_path / "deck").mkdir()
    (tmp_path / "deck" / "notes.txt").write_text("mine")
    assert run_cli("new", DECK, tmp_path / "deck") == 2
    assert "already exists and is not an empty folder" in capsys.readouterr().err
    assert sorted(p.name for p in (tmp_path / "deck").iterdir()) == ["notes.txt"]


def test_build_file_draws_with_the_copys_own_words_and_art(own_copy, tmp_path):
    from printkit.games.loaded import load_layout

    layout = own_copy()
    words = layout.parent / "text" / layout.name
    title = keyed_lines(words.read_text())["languages.en.rules.title"]
    change(words, title, title.split("title:")[0] + "title: Our house rules")
    for template in (layout.parent / "templates").iterdir():  # every piece of the copy's art
        change(template, "<svg", "<svg ")  # still the same art
        art = template.read_text()
        template.write_text(art.replace("</svg>", '<circle cx="1" cy="1" r="0.75"/></svg>'))
    out = tmp_path / "out"
    rules, cards = part_of(DECK, "sheet"), part_of(DECK, "cards")
    assert (
        run_cli("build", layout, "--out", out, "--only", rules, "--only", cards, "--format", "svg", "-q") == 0
    )
    paper = load_layout(layout).print.paper
    sheet = (out / "deck" / "svg" / f"deck-{rules}-{paper}-001.svg").read_text()
    assert "Our house rules" in sheet and value(title) not in sheet
    faces = (out / "deck" / "svg" / f"deck-{cards}-{paper}-001.svg").read_text()
    assert 'r="0.75"' in faces, "the copy's art, with its extra circle"
    assert "index.html" in [p.name for p in out.iterdir()]


@pytest.mark.parametrize(
    "old, new, message",
    [
        ("words: text/", "words: nowhere/", "words: expected a folder (relative to the layout file)"),
        ("templates: templates/", "templates: [a, b]", "templates: expected text, found a list"),
        ("words: text/", "word: text/", "word: unknown key; did you mean 'words'?"),
    ],
)
def test_the_words_and_templates_keys_are_checked(old, new, message, own_copy, capsys):
    layout = own_copy()
    change(layout, old, new)
    assert run_cli("validate", layout) == 1
    (line,) = error_lines(capsys)
    assert line.startswith(f"printkit: error: {layout}:") and message in line


def test_a_missing_template_is_one_line_naming_it(own_copy, capsys):
    layout = own_copy()
    template = sorted((layout.parent / "templates").iterdir())[0]
    template.unlink()
    assert run_cli("validate", layout) == 2
    (line,) = error_lines(capsys)
    assert line == f"printkit: error: {template}: cannot read template: No such file or directory"


def test_build_of_a_file_that_is_not_there_is_a_usage_error(tmp_path, capsys):
    assert run_cli("build", tmp_path / "nope.yaml", "--out", tmp_path / "out") == 2
    assert "cannot read layout" in capsys.readouterr().err


def test_setup_for_a_game_with_nothing_random_names_the_games_that_have_one(capsys):
    game = one(without_setup(), "setup names the games with one")
    assert run_cli("setup", game) == 2
    err = capsys.readouterr().err
    assert f"{game} has no random setup" in err and f"games with one: {', '.join(with_setup())}" in err


def test_a_length_over_its_maximum_says_mm(own_copy, capsys):
    layout = own_copy()
    margin = keyed_lines(layout.read_text())["print.margin"]
    change(layout, margin, margin.split(":")[0] + ": 40mm")
    assert run_cli("validate", layout) == 1
    (line,) = error_lines(capsys)
    assert line.endswith("print.margin: expected at most 30 mm, found 40 mm")


def test_inspect_shows_a_copy_resolved(own_copy, capsys):
    layout = own_copy()
    path, colour = colour_line(layout.read_text())
    change(layout, colour, colour.split(":")[0] + ": navy")
    capsys.readouterr()
    assert run_cli("inspect", layout) == 0
    data = json.loads(capsys.readouterr().out)
    resolved = data
    for key in path.split("."):
        resolved = resolved[key]
    assert (resolved, data["file_prefix"], data["words"]) == ("#000080", "deck", "text/")
