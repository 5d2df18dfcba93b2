"""The 111 Ants cards are described in layouts/111-ants.yaml (issue 26): their module draws no shapes."""

from __future__ import annotations

from tests.ported import shapes_made
from tests.support import REPO


def test_the_ported_components_draw_no_shapes_in_python():
    # issue 26: what the vocabulary describes, no Python draws (the 111 Ants cards)
    made = shapes_made("printkit/games/ants111/components.py")
    assert made and all(not shapes for shapes in made.values()), made


def test_a_layout_without_the_decks_art_is_one_located_line(tmp_path, capsys):
    """tools/fuzz_commands.py found this: components: without cards was a KeyError at build time."""
    from tests.support import run_cli

    text = (REPO / "layouts" / "111-ants.yaml").read_text()
    assert "\n  cards:\n" in text
    layout = tmp_path / "111-ants.yaml"
    layout.write_text(text.replace("\n  cards:\n", "\n  cardz:\n", 1))
    assert run_cli("build", layout, "--out", tmp_path / "out", "--only", "cards", "-q") != 0
    (line,) = capsys.readouterr().err.strip().splitlines()
    assert "111-ants.yaml:" in line and "components: expected the deck's art under components.cards" in line
