"""The player aid's words: each heading and its paragraph in a language, the rule options filled in."""

from __future__ import annotations

from typing import Any

from printkit.games import registered
from printkit.kit.docs.looks import fill_in
from printkit.layout.words import LANGUAGES, Language, game_text


def aid_sections(layout: Any, lang: Language = "en") -> list[tuple[str, str]]:
    """Return the aid's headings and texts from the game's words (aid:) in lang, rule options filled in.

    The layout's Layout names this fact (schema.py), so it reaches the game's kit facts through the
    registry, not by importing them (they import the Layout).
    """
    if lang not in LANGUAGES:
        raise ValueError(f"expected a language ({', '.join(LANGUAGES)}); found {lang!r}")
    words = game_text(layout.game).languages.get(lang)
    aid = words.aid if words is not None else None
    if aid is None:
        raise ValueError(f"layouts/text/{layout.game}.yaml has no {lang} aid: for the player aid cards")
    blocks = aid.blocks
    pairs = list(zip(blocks[::2], blocks[1::2]))
    if len(blocks) % 2 or any(h.h is None or p.p is None for h, p in pairs):
        raise ValueError(
            f"layouts/text/{layout.game}.yaml: aid.blocks must be a heading (h) then a paragraph (p), in turn"
        )
    facts = registered()[layout.game].facts  # the game's own kit facts: its figures
    return [
        (fill_in(h.h or "", layout, facts, lang), fill_in(p.p or "", layout, facts, lang)) for h, p in pairs
    ]
