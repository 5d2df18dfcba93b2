"""validate refuses exactly what build refuses, with the same one-line error, for the same options."""

from __future__ import annotations

import pytest

from printkit.games import GAMES
from printkit.layout.folders import layouts_dir
from tests.designer.editing import DECK, change, error_lines, keyed_lines, value
from tests.samples import part_of
from tests.support import run_cli

# The deck's layout and words as shipped (a copy's are the same but for the lines `printkit new` sets), the
# lines a case changes found by their keys: the cards' size is the key its tuck box blames.
LAYOUT = keyed_lines((layouts_dir() / GAMES[DECK].layout_file).read_text())
WORDS = keyed_lines((layouts_dir() / "text" / f"{DECK}.yaml").read_text())
CARDS, BOX = part_of(DECK, "cards"), part_of(DECK, "tuck-box")
SIZE = LAYOUT[value(LAYOUT[f"components.{BOX}.key"])]
WIDTH = value(SIZE).strip("[]").split(",")[0]
COPIES = next(line for path, line in LAYOUT.items() if path.endswith(".copies"))
TITLE = LAYOUT["title"]


def _sized(width: str, height: str) -> tuple[str, str, str]:
    return ("{layout}", SIZE, f"{SIZE.split(':')[0]}: [{width}, {height}]")


def _copies(n: int) -> tuple[str, str, str]:
    return ("{layout}", COPIES, f"{COPIES.split(':')[0]}: {n}")


# what is wrong: (changes to the copy: (file under the copy, old, new), ..., build's options, stage); the
# file is {layout}, {words} (its words) or {template} (the first of its templates)
CASES = {
    "an unknown key": ([("{layout}", TITLE, f"{TITLE}\ncolur: red")], ()),
    "a 63 x 880 mm card": ([_sized(WIDTH, "880mm")], ("--only", CARDS)),
    "cards larger than any paper": ([_sized(WIDTH, "290mm")], ("--only", CARDS)),
    "a good copy: 100 x 180 mm cards, their tuck box on A4": (
        [_sized("100mm", "180mm")],
        ("--only", BOX, "--paper", "a4"),
    ),
    "a tuck box too big for Letter": ([_sized("100mm", "180mm")], ("--only", BOX, "--paper", "letter")),
    "a template that is not SVG": ([("{template}", "<svg", "<svg <<")], ("--only", CARDS)),
    "a template path command printkit does not draw": (
        [("{template}", ' d="M', ' d="Q 1 1 2 2 M')],
        ("--only", CARDS),
    ),
    "a words file with an unknown key": (
        [("{words}", WORDS["languages"], "aid_copy: 2\n" + WORDS["languages"])],
        (),
    ),
    "a words folder that is not there": ([("{layout}", "words: text/", "words: txet/")], ()),
    "a title the font cannot set": ([("{layout}", TITLE, f"{TITLE} שלום")], ()),
    "more single pages than a file may hold": ([_copies(3)], ("--only", CARDS, "--single")),
    "a good copy, three copies of the deck on sheets": ([_copies(3)], ("--only", CARDS, "--paper", "letter")),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_validate_and_build_agree(name, own_copy, tmp_path, capsys):
    changes, options = CASES[name]
    layout = own_copy()
    files = {
        "layout": layout.name,
        "words": f"text/{layout.name}",
        "template": f"templates/{sorted((layout.parent / 'templates').iterdir())[0].name}",
    }
    for file, old, new in changes:
        change(layout.parent / file.format(**files), old, new)
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
    _, old, new = _sized("100mm", "180mm")
    change(layout, old, new)  # the tuck box fits A4 only
    assert run_cli("validate", layout, "--paper", "a4", "--only", BOX) == 0
    capsys.readouterr()
    assert run_cli("validate", layout, "--only", BOX) == 1
    (line,) = error_lines(capsys)
    key = value(LAYOUT[f"components.{BOX}.key"])
    assert f"{key}:" in line and "Letter paper" in line and "`printkit build --paper letter`" in line


def test_validate_writes_nothing(own_copy, tmp_path, monkeypatch):
    layout = own_copy()
    monkeypatch.chdir(tmp_path)
    before = sorted(tmp_path.rglob("*"))
    assert run_cli("validate", layout) == 0
    assert sorted(tmp_path.rglob("*")) == before
