"""Anticipation's aid cards say their words file, with the rule options filled in."""

from __future__ import annotations

import dataclasses
import shutil

import pytest

from printkit.draw.scene import Text
from printkit.games.loaded import load_game
from printkit.layout.folders import layouts_dir


def test_anticipations_aid_cards_say_their_words_file_with_the_rule_options_filled_in(tmp_path, monkeypatch):
    from printkit.draw.vocab import cards
    from printkit.games.anticipation.aid_words import aid_sections
    from printkit.layout import words as text_module

    layout = load_game("anticipation")
    sections = dict(aid_sections(layout))
    assert "never close both entrances of a nest or cut an ant off from its nest" in sections["Doubles"]
    assert "takes the waiting" in sections["Ante-chamber"] and "{" not in "".join(sections.values())
    lenient = dataclasses.replace(layout.rules, barrier_access="entrances", claim="by-choice")
    other = dict(aid_sections(dataclasses.replace(layout, rules=lenient)))
    assert "cut an ant off" not in other["Doubles"] and "may claim the waiting" in other["Ante-chamber"]

    layouts = tmp_path / "layouts"
    shutil.copytree(layouts_dir(), layouts)
    monkeypatch.setenv("PRINTKIT_LAYOUTS", str(layouts))
    path = layouts / "text" / "anticipation.yaml"
    path.write_text(path.read_text().replace("- h: Winning", "- h: Who wins", 1))
    text_module.forget()
    try:
        changed = load_game("anticipation")
        aids = cards.start(changed, "aids", changed.components["aids"], 0.0)
        face = cards.front(aids, {"lang": "en", "colour": "red"})
        assert "Who wins" in [s.text for s in face if isinstance(s, Text)]
        path.write_text(path.read_text().replace("        - h: Who wins\n", "", 1))
        text_module.forget()
        with pytest.raises(ValueError, match=r"a heading \(h\) then a paragraph \(p\)"):
            aid_sections(load_game("anticipation"))
    finally:
        text_module.forget()
