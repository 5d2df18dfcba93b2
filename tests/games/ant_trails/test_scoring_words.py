"""Ant Trails' rules and aid say how trails score as the layout's score_on_border_only sets it."""

from __future__ import annotations

from printkit.games import game_info


def test_ant_trails_scoring_follows_score_on_border_only():
    import dataclasses

    from printkit.draw.textflow import Bullets
    from printkit.games.loaded import load_game
    from printkit.kit.docs.sheets import blocks_of
    from printkit.layout.words import game_text

    layout = load_game("ant-trails")
    anywhere = dataclasses.replace(
        layout, rules=dataclasses.replace(layout.rules, score_on_border_only=False)
    )

    def said(sheet, lay, lang) -> str:
        return " ".join(
            item
            for b in blocks_of(sheet, lay, lang, game_info(lay.game).facts, None)
            if isinstance(b, Bullets)
            for item in b.items
        )

    for lang, words in game_text("ant-trails").languages.items():
        for sheet in (words.rules, words.aid):
            assert sheet is not None
            border, anyend = said(sheet, layout, lang), said(sheet, anywhere, lang)
            assert border != anyend, (lang, sheet.title)
            if lang == "en":
                assert "on the border or not" in anyend or "either end of its trail" in anyend
