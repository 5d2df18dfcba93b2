"""Slips a person makes writing a turn by hand get a hint, the same in every game (the shared turn reader)."""

from __future__ import annotations

import pytest

from printkit.referee.fold import check_source
from tests.support import EXAMPLES

# a legal example of each game, its first turn as written, and that turn with a colon slipped in
FIRST = {
    "111-ants": ("legal-two-rounds.yaml", "  - ana: take 7 at 1, discard 5", "take: 7 at 1", "take 7 at 1"),
    "ant-trails": ("legal-opening.yaml", "- black: a1, b2, b3>b2", "a1, b2, 3: b3>b2", "3:b3>b2"),
    "antheap": ("legal-short.yaml", "- A: roll 6, Ab6", "roll 6, eggs: 3", "eggs 3"),
    "anticipation": (
        "legal-opening.yaml",
        "  - yellow: roll 4 3, nest1-74, nest2-75",
        "roll 4 3, queen: R1+",
        "queen R1+",
    ),
}


def _with_first_turn(game: str, text: str) -> str:
    name, line, _, _ = FIRST[game]
    source = (EXAMPLES / game / name).read_text()
    seat = line.split(":", 1)[0]
    assert line in source
    return source.replace(line, f"{seat}: {text}" if text else f"{seat}:", 1)


@pytest.mark.parametrize("game", sorted(FIRST))
def test_a_colon_and_a_space_in_a_turn_says_how_to_write_it(game):
    _, line, slip, fix = FIRST[game]
    verdict = check_source(_with_first_turn(game, slip), "t.yaml")
    assert verdict.verdict == "unreadable", verdict.message
    assert verdict.message.startswith("not YAML: mapping values are not allowed in this context; a colon")
    word, rest = slip.rsplit(": ", 1)
    word = word.rsplit(", ", 1)[-1]
    how = "with no space after the colon" if word.isdigit() else "without the colon"
    assert verdict.message.endswith(f"('{word}: {rest}') start a YAML key: write '{fix}', {how}")
    seat = line.split(":", 1)[0]
    assert verdict.column == len(seat) + 2 + slip.index(": ") + 1  # at the colon


@pytest.mark.parametrize("game", sorted(FIRST))
def test_an_empty_turn_says_so_not_commas(game):
    # 111 Ants and Ant Trails say what a turn must hold in their own words; the shared reader says
    # the rest ("the turn is empty"), never "two commas in a row"
    verdict = check_source(_with_first_turn(game, ""), "t.yaml")
    assert (verdict.verdict, verdict.turn) == ("illegal", 1)
    assert "comma" not in verdict.message
    assert verdict.message.startswith(
        ("the turn is empty: write its actions after the seat, e.g. '", "a turn with no action")
    )


@pytest.mark.parametrize(
    "game, text, fix",
    [
        ("antheap", "roll:6, Ab6", "roll 6"),
        ("anticipation", "roll 4 3, nest1-74, nest2-75, barrier:a3", "barrier a3"),
    ],
)
def test_a_colon_without_a_space_is_read_and_named(game, text, fix):
    verdict = check_source(_with_first_turn(game, text), "t.yaml")
    assert (verdict.verdict, verdict.turn, verdict.rule) == ("illegal", 1, "Notation")
    assert verdict.message.endswith(f": write '{fix}', without the colon")
