"""111 Ants' layout: a bad value of its own keys (the deck, its card size, its style) is one located line
and exit 1, and a build with it writes nothing (tests/foundation/test_layout_errors.py: any game's)."""

from __future__ import annotations

import pytest

from tests.foundation.badlayouts import assert_one_located_line, write_case
from tests.support import REPO, run_cli

GOOD = (REPO / "layouts" / "111-ants.yaml").read_text()

CASES = {
    # name: (replace this, with that) in the good layout; expected line, message
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
    "sexagesimal": (("  copies: 1", "  copies: 1:5"), None, "expected a whole number, found '1:5'"),
    "joker-total": (("  total_jokers: 229", "  total_jokers: 230"), None, "add up to 229, not 230"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_validate_reports_file_line_column_and_key(name, tmp_path, capsys):
    path, line, message = write_case(tmp_path, GOOD, name, CASES[name])
    assert run_cli("validate", path) == 1
    assert_one_located_line(capsys.readouterr().err, path, line, message)


def test_build_with_a_bad_size_writes_nothing(tmp_path, monkeypatch, capsys):
    from printkit.games.loaded import load_game

    path, _, message = write_case(tmp_path, GOOD, "negative-size", CASES["negative-size"])
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
