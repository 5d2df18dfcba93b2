"""tests/ported.py, the check the ported components' tests share, finds a shape made by hand."""

from __future__ import annotations

import tests.ported as ported


def test_the_check_sees_a_shape_made_by_hand(tmp_path, monkeypatch):
    module = tmp_path / "m.py"
    module.write_text(
        "from pathlib import Path\n"
        "from printkit.draw.scene import Rect\n"
        "from printkit.draw.art import glyph as art\n\n\n"
        "def a():\n    return Rect(0, 0, 1, 1)\n\n\n"
        "def b():\n    return draw(Path('x'))\n\n\n"  # pathlib's Path is not the scene's
        "def c():\n    return art('ant', '#000000')\n"
    )
    monkeypatch.setattr(ported, "REPO", tmp_path)
    assert ported.shapes_made("m.py") == {"a": {"Rect"}, "b": set(), "c": {"art"}}
