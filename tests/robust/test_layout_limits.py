"""Values that validated and then crashed the build: each is refused by `validate` with a located line."""

from __future__ import annotations

import pytest

from printkit.games import GAMES
from printkit.games.loaded import load_game
from tests.robust.errorlines import located, one_error
from tests.samples import one, shipped
from tests.support import cases, run_cli

# Each game's tests/<package>/cases.py gives BAD_VALUES: name -> (old text in its layout, new text, the key
# path the error names, words of its message).
CASES = {(game, name): case for game in GAMES for name, case in cases(game).BAD_VALUES.items()}
GAME = one(shipped(), "layout limits")  # the layout the tests below write or change
TITLE = f"title: {load_game(GAME).title}"


def test_some_game_has_values_to_refuse():
    assert CASES, "no game's cases.py gives BAD_VALUES: the test below would test nothing"


@pytest.mark.parametrize("game, name", sorted(CASES), ids=[f"{g}-{n}" for g, n in sorted(CASES)])
def test_validate_refuses_values_the_build_cannot_use(game, name, changed_layout, capsys):
    old, new, key, words = CASES[game, name]
    path = changed_layout(game, old, new)
    assert run_cli("validate", path) == 1
    match = located(one_error(capsys), path)
    assert match["rest"].startswith(f"{key}: ") and words in match["rest"]
    assert len(match["rest"]) < 300, "a message quotes only an excerpt of the value"


@pytest.mark.parametrize("depth", [500, 999, 20_000])
def test_deep_nesting_is_refused_not_a_recursion_error(depth, tmp_path, capsys):
    path = tmp_path / "deep.yaml"
    path.write_text(f"game: {GAME}\ntitle: x\nboard: " + "[" * depth + "]" * depth + "\n")
    assert run_cli("validate", path) == 1
    match = located(one_error(capsys), path)
    assert match["line"] == "3" and "nest" in match["rest"]


def test_nesting_built_from_a_chain_of_aliases_is_refused(tmp_path, capsys):
    lines = [f"game: {GAME}", "title: x", "board:", "  a0: &a0 [x]"]
    lines += [f"  a{i}: &a{i} [*a{i - 1}]" for i in range(1, 300)]
    path = tmp_path / "aliases.yaml"
    path.write_text("\n".join(lines) + "\n")
    assert run_cli("validate", path) == 1
    assert (
        "nested deeper than 100 levels once its aliases are expanded" in located(one_error(capsys), path)[0]
    )


def test_a_control_character_in_a_key_keeps_the_message_on_one_line(changed_layout, capsys):
    path = changed_layout(GAME, TITLE, TITLE + '\n"bad\\nkey": 1')
    assert run_cli("validate", path) == 1
    assert "bad\\nkey: unknown key" in located(one_error(capsys), path)["rest"]


@pytest.mark.parametrize(
    "new, col, says",
    [  # the title, then a bell; the title with a byte of Latin-1 for its last letter
        (TITLE + " \x07", len(TITLE) + 2, "not YAML: control characters are not allowed (found U+0007)"),
        (TITLE[:-1] + "\udce9", len(TITLE), "not UTF-8 text: byte 0xE9"),
    ],
    ids=["control-character", "not-utf8"],
)
def test_a_bad_character_is_located_as_check_locates_it(new, col, says, changed_layout, capsys):
    path = changed_layout(GAME, TITLE, TITLE)
    text = path.read_text()
    line = text[: text.index(TITLE)].count("\n") + 1
    path.write_bytes(text.replace(TITLE, new, 1).encode("utf-8", "surrogateescape"))
    assert run_cli("validate", path) == 1
    match = located(one_error(capsys), path)
    assert (int(match["line"]), int(match["col"]), match["rest"]) == (line, col, says)
