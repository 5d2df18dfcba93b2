"""docs/transcripts.md: every complete game it shows is legal, and is written the way printkit fmt writes it."""

from __future__ import annotations

import re

import pytest

from printkit.games import GAMES as REGISTRY
from printkit.games.loaded import registered_game
from printkit.referee.canonical import format_source
from printkit.referee.fold import check_source
from tests.support import REPO

DOC = (REPO / "docs" / "transcripts.md").read_text(encoding="utf-8")
GAMES = [
    block
    for block in re.findall(r"```yaml\n(.*?)```", DOC, re.S)
    if block.startswith("game: ") and "# which game" not in block  # not the envelope's sketch
]


def test_the_doc_shows_a_game_of_each_kind() -> None:
    assert sorted(re.match(r"game: (\S+)", g)[1] for g in GAMES) == sorted(REGISTRY)


@pytest.mark.parametrize("text", GAMES, ids=lambda t: re.match(r"game: (\S+)", t)[1])
def test_each_game_in_the_doc_is_legal_and_in_written_form(text: str) -> None:
    verdict = check_source(text, "doc.yaml", registered_game)
    assert verdict.verdict == "legal", verdict
    assert format_source(text, registered_game) == text
