"""validate refuses exactly what build refuses, with the same one-line error, for the same options."""

from __future__ import annotations

import pytest

from tests.designer.editing import change, error_lines
from tests.support import run_cli

# what is wrong: (changes to the copy: (file under the copy, old, new), ..., build's options, stage)
CASES = {
    "an unknown key": ([("111-ants.yaml", "title: 111 Ants\n", "title: 111 Ants\ncolur: red\n")], ()),
    "a 63 x 880 mm card": (
        [("111-ants.yaml", "card_size: [63mm, 88mm]", "card_size: [63mm, 880mm]")],
        ("--only", "cards"),
    ),
    "cards larger than any paper": (
        [("111-ants.yaml", "card_size: [63mm, 88mm]", "card_size: [63mm, 290mm]")],
        ("--only", "cards"),
    ),
    "a good copy: 100 x 180 mm cards, their tuck box on A4": (
        [("111-ants.yaml", "card_size: [63mm, 88mm]", "card_size: [100mm, 180mm]")],
        ("--only", "tuckbox", "--paper", "a4"),
    ),
    "a tuck box too big for Letter": (
        [("111-ants.yaml", "card_size: [63mm, 88mm]", "card_size: [100mm, 180mm]")],
        ("--only", "tuckbox", "--paper", "letter"),
    ),
    "a template that is not SVG": ([("templates/ant.svg", "<svg", "<svg <<")], ("--only", "cards")),
    "a template path command printkit does not draw": (
        [("templates/ant.svg", ' d="M', ' d="Q 1 1 2 2 M')],
        ("--only", "cards"),
    ),
    "a words file with an unknown key": (
        [("text/111-ants.yaml", "bring:", "aid_copy: 2\nbring:")],
        (),
    ),
    "a words folder that is not there": ([("111-ants.yaml", "words: text/", "words: txet/")], ()),
    "a title the font cannot set": ([("111-ants.yaml", "title: 111 Ants", "title: 111 Ants שלום")], ()),
    "more single pages than a file may hold": (
        [("111-ants.yaml", "copies: 1", "copies: 3")],
        ("--only", "cards", "--single"),
    ),
    "a good copy, three copies of the deck on sheets": (
        [("111-ants.yaml", "copies: 1", "copies: 3")],
        ("--only", "cards", "--paper", "letter"),
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_validate_and_build_agree(name, own_copy, tmp_path, capsys):
    changes, options = CASES[name]
    layout = own_copy()
    for file, old, new in changes:
        change(layout.parent / file, old, new)
    out = tmp_path / "out"
    paper = () if "--paper" in options else ("--paper", "a4")
    built = run_cli("build", layout, "--out", out, "--format", "pdf", "--quiet", *paper, *options)
    build_errors = error_lines(capsys)
    validated = run_cli("validate", layout, *paper, *options)
    validate_errors = error_lines(capsys)
    assert (built, build_errors) == (validated, validate_errors)
    assert (built == 0) == name.startswith("a good"), build_errors
    assert len(build_errors) == (0 if built == 0 else 1)


def test_validate_checks_a4_and_letter_unless_told_which(own_copy, capsys):
    layout = own_copy()
    change(layout, "card_size: [63mm, 88mm]", "card_size: [100mm, 180mm]")  # the tuck box fits A4 only
    assert run_cli("validate", layout, "--paper", "a4", "--only", "tuckbox") == 0
    capsys.readouterr()
    assert run_cli("validate", layout, "--only", "tuckbox") == 1
    (line,) = error_lines(capsys)
    assert "deck.card_size:" in line and "Letter paper" in line and "`printkit build --paper letter`" in line


def test_validate_writes_nothing(own_copy, tmp_path, monkeypatch):
    layout = own_copy()
    monkeypatch.chdir(tmp_path)
    before = sorted(tmp_path.rglob("*"))
    assert run_cli("validate", layout) == 0
    assert sorted(tmp_path.rglob("*")) == before
