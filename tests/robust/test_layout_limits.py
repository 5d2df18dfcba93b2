"""Values that validated and then crashed the build: each is refused by `validate` with a located line."""

from __future__ import annotations

import pytest

from tests.robust.errorlines import located, one_error
from tests.support import run_cli

BIG = "9" * 400
CASES = {
    # name: (game, old text, new text, expected key path, words in the message)
    "colour-none": ("antheap", '  ink: "#2b1d14"', "  ink: none", "style.ink", "expected a colour"),
    "400-digit-length": (
        "antheap",
        "  size: 360mm",
        f"  size: {BIG}mm",
        "board.size",
        "at most 32 characters",
    ),
    "infinite-number": (
        "ant-trails",
        "cell_label_size: 6 ",
        "cell_label_size: -1.0e+999 ",
        "board.cell_label_size",
        "expected a finite number",
    ),
    "4301-digit-integer": ("antheap", "  count: 30", "  count: " + "1" * 4301, "eggs.count", "at most 32"),
    "long-text": ("antheap", "title: Antheap", "title: " + "A" * 10_000, "title", "at most 2,000 characters"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_validate_refuses_values_the_build_cannot_use(name, changed_layout, capsys):
    game, old, new, key, words = CASES[name]
    path = changed_layout(game, old, new)
    assert run_cli("validate", path) == 1
    match = located(one_error(capsys), path)
    assert match["rest"].startswith(f"{key}: ") and words in match["rest"]
    assert len(match["rest"]) < 300, "a message quotes only an excerpt of the value"


@pytest.mark.parametrize("depth", [500, 999, 20_000])
def test_deep_nesting_is_refused_not_a_recursion_error(depth, tmp_path, capsys):
    path = tmp_path / "deep.yaml"
    path.write_text("game: antheap\ntitle: x\nboard: " + "[" * depth + "]" * depth + "\n")
    assert run_cli("validate", path) == 1
    match = located(one_error(capsys), path)
    assert match["line"] == "3" and "nest" in match["rest"]


def test_nesting_built_from_a_chain_of_aliases_is_refused(tmp_path, capsys):
    lines = ["game: antheap", "title: x", "board:", "  a0: &a0 [x]"]
    lines += [f"  a{i}: &a{i} [*a{i - 1}]" for i in range(1, 300)]
    path = tmp_path / "aliases.yaml"
    path.write_text("\n".join(lines) + "\n")
    assert run_cli("validate", path) == 1
    assert (
        "nested deeper than 100 levels once its aliases are expanded" in located(one_error(capsys), path)[0]
    )


def test_a_control_character_in_a_key_keeps_the_message_on_one_line(changed_layout, capsys):
    path = changed_layout("111-ants", "title: 111 Ants", 'title: 111 Ants\n"bad\\nkey": 1')
    assert run_cli("validate", path) == 1
    assert "bad\\nkey: unknown key" in located(one_error(capsys), path)["rest"]


@pytest.mark.parametrize(
    "new, col, says",
    [
        ("title: 111 Ants \x07", 17, "not YAML: control characters are not allowed (found U+0007)"),
        ("title: 111 \udce9nts", 12, "not UTF-8 text: byte 0xE9"),
    ],
    ids=["control-character", "not-utf8"],
)
def test_a_bad_character_is_located_as_check_locates_it(new, col, says, changed_layout, capsys):
    path = changed_layout("111-ants", "title: 111 Ants", "title: 111 Ants")
    text = path.read_text()
    line = text[: text.index("title: 111 Ants")].count("\n") + 1
    path.write_bytes(text.replace("title: 111 Ants", new, 1).encode("utf-8", "surrogateescape"))
    assert run_cli("validate", path) == 1
    match = located(one_error(capsys), path)
    assert (int(match["line"]), int(match["col"]), match["rest"]) == (line, col, says)
