"""tests/ported.py, the check the ported components' tests share, finds a shape made by hand."""

from __future__ import annotations

import tests.ported as ported


def test_the_check_sees_a_shape_made_by_hand(tmp_path, monkeypatch):
    module = tmp_path / "m.py"
    module.write_text("def a():\n    return Rect(0, 0, 1, 1)\n\n\ndef b():\n    return draw()\n")
    monkeypatch.setattr(ported, "REPO", tmp_path)
    assert ported.shapes_made("m.py") == {"a": {"Rect"}, "b": set()}
