"""Bad layouts give one located line and exit 1; nothing half-written is left behind."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.support import REPO, run_cli

GOOD = (REPO / "layouts" / "111-ants.yaml").read_text()

BOMB = """game: 111-ants
title: x
style:
  bands: &a ["red", "red", "red", "red", "red", "red", "red", "red", "red"]
  b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
  c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
  d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]
  e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]
  f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]
"""

CASES = {
    # name: (replace this, with that) in the good layout, or a whole text; expected line, message
    "syntax": (("title: 111 Ants", "title: [111 Ants"), 5, "flow sequence that starts at line 4, column 8"),
    "unknown-key": (("title: 111 Ants", "title: 111 Ants\ncolour: red"), 5, "colour: unknown key"),
    "wrong-type": (("  copies: 1", "  copies: one"), None, "deck.copies: expected a whole number"),
    "missing-key": (("  total_jokers: 229\n", ""), None, "deck: missing required key 'total_jokers'"),
    "negative-size": (
        ("card_size: [63mm, 88mm]", "card_size: [63mm, -88mm]"),
        None,
        "deck.card_size: expected a value greater than 0",
    ),
    "zero-size": (
        ("card_size: [63mm, 88mm]", "card_size: [0mm, 88mm]"),
        None,
        "deck.card_size: expected a value greater than 0",
    ),
    "no-unit": (("card_size: [63mm, 88mm]", "card_size: [63, 88mm]"), None, "expected a length with a unit"),
    "unknown-colour": (('  face: "#fbf6ea"', "  face: mauvish"), None, "style.face: expected a colour"),
    "hex-comment": (('  face: "#fbf6ea"', "  face: #fbf6ea"), None, "quote hex colours"),
    "unknown-font": (
        ("  number_font: Vera-Bold", "  number_font: Comic Sans"),
        None,
        "style.number_font: expected a font",
    ),
    "absurd-count": (("  copies: 1", "  copies: 1000000000"), None, "deck.copies: expected at most 20"),
    "path-escape": (
        ("file_prefix: 111-ants", "file_prefix: ../../etc"),
        5,
        "file_prefix: expected a plain file name",
    ),
    "yes-is-not-true": (("  crop_marks: true", "  crop_marks: yes"), None, "expected true or false"),
    "sexagesimal": (("  copies: 1", "  copies: 1:5"), None, "expected a whole number, found '1:5'"),
    "joker-total": (("  total_jokers: 229", "  total_jokers: 230"), None, "add up to 229, not 230"),
    "alias-bomb": (BOMB, None, "alias bomb"),
}


def write_case(tmp_path: Path, name: str) -> tuple[Path, int | None, str]:
    change, line, message = CASES[name]
    if isinstance(change, str):
        text = change
    else:
        assert change[0] in GOOD, f"case {name}: {change[0]!r} not in the layout"
        text = GOOD.replace(change[0], change[1], 1)
    path = tmp_path / f"{name}.yaml"
    path.write_text(text)
    if line is None and not isinstance(change, str):
        first = change[1].splitlines()[0] if change[1] else None
        lines = text.splitlines()
        line = next((i + 1 for i, ln in enumerate(lines) if first and ln.startswith(first)), None)
    return path, line, message


@pytest.mark.parametrize("name", sorted(CASES))
def test_validate_reports_file_line_column_and_key(name, tmp_path, capsys):
    path, line, message = write_case(tmp_path, name)
    assert run_cli("validate", path) == 1
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0, "one line, no traceback"
    assert err.startswith(f"printkit: error: {path}:"), err
    located = re.match(rf"printkit: error: {re.escape(str(path))}:(\d+):(\d+): ", err)
    assert located, err
    if line is not None:
        assert int(located.group(1)) == line, err
    assert message in err


@pytest.mark.parametrize("name", ["unknown-key", "alias-bomb", "negative-size"])
def test_build_with_a_bad_layout_writes_nothing(name, tmp_path, monkeypatch, capsys):
    from printkit.games.loaded import load_game

    path, _, message = write_case(tmp_path, name)
    layouts = tmp_path / "layouts"
    layouts.mkdir()
    (layouts / "111-ants.yaml").write_text(path.read_text())
    monkeypatch.setenv("PRINTKIT_LAYOUTS", str(layouts))
    load_game.cache_clear()
    out = tmp_path / "out"
    try:
        assert run_cli("build", "111-ants", "--out", out) == 1
    finally:
        load_game.cache_clear()
    assert message in capsys.readouterr().err
    assert not out.exists() or not any(out.rglob("*"))


def test_a_card_larger_than_the_paper_names_its_size_key(tmp_path, capsys):
    text = GOOD.replace("card_size: [63mm, 88mm]", "card_size: [300mm, 88mm]")
    path = tmp_path / "my-deck.yaml"
    path.write_text(text)
    line = next(i + 1 for i, ln in enumerate(text.splitlines()) if "card_size" in ln)
    assert run_cli("build", path, "--out", tmp_path / "out", "--format", "pdf") == 1
    err = capsys.readouterr().err
    assert (
        f"my-deck.yaml:{line}:" in err and "deck.card_size" in err and "larger than the printable area" in err
    )
    assert not (tmp_path / "out").exists()


def test_traceback_only_when_asked():
    from printkit.core.errors import UsageError

    assert run_cli("build", "no-such-game") == 2
    with pytest.raises(UsageError):
        run_cli("--traceback", "build", "no-such-game")


def test_usage_errors_exit_2(capsys):
    assert run_cli("build", "no-such-game") == 2
    assert "unknown game 'no-such-game'" in capsys.readouterr().err
    assert run_cli("build", "111-ants", "--paper", "a5") == 2
    assert run_cli("build", "111-ants", "--back-offset", "one,two") == 2
    assert run_cli("build", "111-ants", "--only", "meeples") == 2
    assert run_cli("frobnicate") == 2
