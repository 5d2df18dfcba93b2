"""The notation's written form is defined once (notation.format_action): every action written reads
back as itself, and the turns printkit play writes are already in that form."""

from __future__ import annotations

import dataclasses

import pytest

from printkit.games.anticipation.notation import format_action, format_turn, parse_action
from printkit.games.anticipation.player import random_game
from printkit.games.loaded import load_game
from printkit.referee.turns import TurnParser

CANONICAL = [
    "roll 4 3",
    "call 1 13",
    "call 7 123456789012345678901234567890",
    "nest3-75",
    "12-16-13",
    "75-5 attract",
    "74-72-74",
    "queen R1+ B3-",
    "home 7",
    "home 9 1",
    "barrier a16",
    "barrier a16>24",
    "claim a5",
    "claim a5 R4+ R5-",
    "pass",
]


@pytest.mark.parametrize("text", CANONICAL)
def test_each_action_reads_back_as_written(text):
    action = parse_action(text)
    assert format_action(action) == text
    assert parse_action(format_action(action)) == action


def test_generated_turns_are_written_in_the_canonical_form():
    parser = TurnParser(parse_action)
    rules = dataclasses.replace(load_game("anticipation").rules, claim="by-choice")
    seen = set()
    for seed in range(3):
        for turn in random_game(seed, rules)["turns"]:
            ((_, text),) = turn.items()
            actions = [action for _, action in parser.parse(text)]
            assert format_turn(actions) == text
            seen |= {type(a).__name__ for a in actions}
    assert {"Home", "Claim", "Barrier", "Queen", "Move", "Roll"} <= seen
