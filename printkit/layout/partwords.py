"""The words a game's folding parts print (captions, wall titles, the box's contents line) and their assembly order.

They live in the words files like every printed word: a game's in `languages.en.parts`, the
shared assembly orders in `layouts/text/common.yaml` (`assembly`). A missing one is a located error.
"""

from __future__ import annotations

from printkit.core.errors import LayoutError, Location
from printkit.layout.folders import current
from printkit.layout.words import common_text, game_text, say, words_error


def part_words(game: str, key: str, **values: str) -> str:
    """Return the part's words in the kit's language, {name} filled in from values."""
    words = game_text(game).languages["en"]
    text = words.parts.get(key)
    if text is None:
        raise words_error(
            game, "languages.en.parts", f"the parts' words need {key!r} (the words on the folding parts)"
        )
    for name, value in values.items():
        text = text.replace("{" + name + "}", value)
    return text


def sheet_words(game: str, key: str, **values: str) -> str:
    """Return the part's words as its sheet prints them: in the sheet's language (through the terms)."""
    return say(game, part_words(game, key, **values))


def assembly(kind: str) -> str:
    """Return how a folding part of that kind goes together, in numbered steps."""
    text: str | None = common_text().assembly.get(kind)  # type: ignore[call-overload]
    if text is None:
        path = current().words_file("common.yaml")
        raise LayoutError(
            f"assembly needs {kind!r} (how that folding part goes together)", Location(str(path)), "assembly"
        )
    return text
