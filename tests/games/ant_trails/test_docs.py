"""The rules sheets' worked examples: a verdict other than the declared one stops the build at its line
(that every example of every game is drawn is checked in tests/kitdocs/test_words.py)."""

from __future__ import annotations

import shutil

import pytest

from printkit.core.errors import LayoutError
from printkit.games.loaded import load_game


def test_a_wrong_expected_verdict_fails_the_build_at_its_line(tmp_path, monkeypatch):
    from printkit.games import game_info
    from printkit.kit.build import BuildOptions, sheet_spec
    from printkit.kit.docs.extras import build_rules
    from printkit.layout import words as text_module
    from printkit.layout.folders import layouts_dir

    layouts = tmp_path / "layouts"
    shutil.copytree(layouts_dir(), layouts)
    monkeypatch.setenv("PRINTKIT_LAYOUTS", str(layouts))
    path = layouts / "text" / "ant-trails.yaml"
    source = path.read_text(encoding="utf-8")
    wrong = source.replace("    verdict: illegal\n    turn: 3\n", "    verdict: illegal\n    turn: 4\n", 1)
    assert wrong != source
    path.write_text(wrong, encoding="utf-8")
    line = wrong.splitlines().index("    verdict: illegal") + 1
    text_module.forget()
    try:
        layout = load_game("ant-trails")
        with pytest.raises(LayoutError) as info:
            build_rules(game_info(layout.game).facts, layout, sheet_spec(layout, BuildOptions()))
        error = info.value
        assert error.location.file == str(path) and error.location.line == line and error.location.column
        said = str(error)
        assert f"{path}:{line}:" in said and "declared illegal at turn 4 [Placing an ant tile]" in said
        assert "the referee says" in said and "illegal at turn 3" in said
        # a legal example the referee refuses fails the same way
        legal = source.replace(
            "branch.yaml\n    verdict: illegal\n    turn: 3\n    rule: Placing an ant tile\n",
            "branch.yaml\n    verdict: legal\n",
        )
        path.write_text(legal, encoding="utf-8")
        text_module.forget()
        with pytest.raises(
            LayoutError, match=r"declared legal; the referee says: \S*branch\.yaml:\d+: illegal"
        ):
            build_rules(game_info(layout.game).facts, layout, sheet_spec(layout, BuildOptions()))
    finally:
        text_module.forget()
