"""Ant Trails rules, one scenario per rule, replayed through the referee."""

from __future__ import annotations

import pytest

from printkit.games.ant_trails.player import play
from printkit.referee.writer import write_transcript
from tests.referee.verdicts import check_text

FOOD = "{b3: 3, h5: 3, d7: 3, f9: 3, d3: 2, f5: 2, h7: 2, j9: 2, f3: 1, d5: 1, f7: 1, h9: 1}"


def game(*turns: str, rules: str = "", food: str = FOOD, result: str = "") -> str:
    """A transcript with the fixed food setup; turns alternate black, red from the first."""
    lines = ["game: ant-trails", "players: [black, red]"]
    if rules:
        lines.append(f"rules: {rules}")
    lines += ["setup:", f"  food: {food}", "turns:"]
    for i, text in enumerate(turns):
        seat, _, actions = text.partition(": ")
        if seat not in ("black", "red"):
            seat, actions = ("black", "red")[i % 2], text
        lines.append(f"- {seat}: {actions}")
    if result:
        lines.append(f"result: {result}")
    return "\n".join(lines) + "\n"


def test_opening_pickup_and_scoring_at_a_border_end() -> None:
    v = check_text(game("a1, b2, b3>b2", "k11, k10", "b2>a1, c2, d2"))
    assert v.verdict == "legal" and v.finished is False
    assert v.scores == {"black": 4 + 3, "red": 2}


def test_tile_on_a_border_end_is_scored_on_arrival() -> None:
    v = check_text(game("k10, a1", "k11, j10", "k9, k8"))  # no food touched: nothing scored
    assert v.scores == {"black": 3, "red": 2}


@pytest.mark.parametrize(
    "turns,turn,rule,words",
    [
        (("f6, a1",), 1, "Placing an ant tile", "f6 is not a border cell"),
        (("a1, b2", "k11, k10", "c2, c3"), 3, "Placing an ant tile", "b2 is not a trail end"),
        (("a1, b2", "k11, k10", "a2, b1"), 3, "Placing an ant tile", "not a trail end"),  # loop not extended
        (("a1, a1",), 1, "Placing an ant tile", "a1 is taken by a black ant"),
        (("a1, b3",), 1, "Placing an ant tile", "b3 holds a food tile"),
        (("a1, b10",), 1, "Placing an ant tile", "b10 is not on the board"),
        (("a1, b2, c2",), 1, "Play", "one more"),
        (("a1",), 1, "Play", "places 1 ant of 2"),
        (("pass",), 1, "Play", "passes but can place"),
        (("red: a1, b2",), 1, "Play", "it is black's turn"),
        (("a1, b2", "k11, k10", "red: a2, a3"), 3, "Play", "it is black's turn"),
        (("a1, b2, b3>b2, b2>a1",), 1, "Scoring bonus tiles", "already moved this turn"),
        (("a1, b2, b3>a1",), 1, "Food bonus tiles", "not next to"),
        (("a1, b2, d3>c2",), 1, "Food bonus tiles", "holds no black ant"),
        (("a1, b2, c3>b2",), 1, "Food bonus tiles", "no food tile on c3"),
        (("a1, b2, b3>b2", "k11, b1, b2>b1"), 2, "Scoring bonus tiles", "b2 is a black ant"),
        (("a1, b2, 2:b3>b2",), 1, "Food bonus tiles", "no 2-point tile"),
        (("a1, pass",), 1, "Notation", "pass stands alone"),
        (("a1, b2, , c2",), 1, "Notation", "empty action"),
        (("a1; b2",), 1, "Notation", "not an action"),
        (("A1, b2",), 1, "Notation", "not an action"),
    ],
)
def test_illegal_turns(turns, turn, rule, words) -> None:
    v = check_text(game(*turns))
    assert (v.verdict, v.turn, v.rule) == ("illegal", turn, rule), v
    assert words in v.message
    assert v.line == 5 + turn  # the turn's own line


BASE = ("a1, b2", "k11, k10", "c3, a6, b3>c3, d3>c3", "k9, k8")


def test_tiles_of_two_values_must_be_named() -> None:
    v = check_text(game(*BASE, "c3>b2, a5, a4"))
    assert (v.turn, v.rule) == (5, "Notation") and "name the value" in v.message
    # spaces around : and > are allowed (quoted: in plain YAML ": " would start a mapping)
    v = check_text(game(*BASE, "'3:c3>b2, 2 : c3 > b2, a5, a4'"))
    assert v.verdict == "legal" and v.turn is None


def test_each_tile_moves_once_and_scores_on_arrival() -> None:
    v = check_text(game(*BASE, "3:c3>b2, 2:c3>b2, a5, a4", "k7, k6", "3:b2>a1, 2:b2>a1, 3:b2>a1"))
    assert v.verdict == "illegal" and v.turn == 7 and "no food tile on b2" in v.message
    v = check_text(game(*BASE, "3:c3>b2, 2:c3>b2, a5, a4", "k7, k6", "3:b2>a1, 2:b2>a1, f1, e1"))
    assert v.verdict == "legal" and v.scores["black"] == 3 + 3 + 2


def test_a_turn_with_no_action() -> None:
    v = check_text(game("a1, b2").replace("- black: a1, b2", "- black:"))
    assert (v.verdict, v.turn, v.rule) == ("illegal", 1, "Notation")


def test_loop_closing_is_legal_and_counts() -> None:
    v = check_text(game("a1, b2", "k11, k10", "a2, a5"))  # a2 touches both ends: a loop of 3
    assert v.verdict == "legal" and v.scores["black"] == 3
    v = check_text(game("a1, b2", "k11, k10", "a2, a5", rules="{loops_score: false}"))
    assert v.scores["black"] == 1


def test_option_score_at_any_end() -> None:
    turns = ("a1, b2, b3>b2", "k11, k10", "c3, a6, d3>c3")  # b2 and c3 are inner trail ends
    assert check_text(game(*turns)).scores["black"] == 3
    assert check_text(game(*turns, rules="{score_on_border_only: false}")).scores["black"] == 3 + 3 + 2


def test_option_pickup_then_step() -> None:
    turns = ("a1, b2, b3>b2, b2>a1",)
    assert check_text(game(*turns)).verdict == "illegal"
    v = check_text(game(*turns, rules="{pickup_is_the_step: false}"))
    assert v.verdict == "legal" and v.scores["black"] == 2 + 3


def test_option_placements_per_turn() -> None:
    assert check_text(game("a1", "k11", rules="{placements_per_turn: 1}")).verdict == "legal"


def test_finished_game_result_and_turn_after_the_end() -> None:
    text = write_transcript(play(3))
    v = check_text(text)
    assert v.verdict == "legal" and v.finished
    lines = text.splitlines()
    wrong = "\n".join(lines[:-1]) + "\nresult: {black: 0, red: 0}\n"
    v = check_text(wrong)
    assert (v.verdict, v.turn, v.rule, v.line) == ("illegal", None, "Scoring", len(lines))
    turns = sum(1 for line in lines if line.startswith("- "))
    after = "\n".join(lines[:-1]) + "\n- black: pass\n"
    v = check_text(after)
    assert (v.verdict, v.turn, v.rule) == ("illegal", turns + 1, "Play")


def test_result_on_an_unfinished_game() -> None:
    v = check_text(game("a1, b2", result="{black: 2, red: 0}"))
    assert (v.verdict, v.turn, v.rule) == ("illegal", None, "Scoring")


@pytest.mark.parametrize(
    "food,words",
    [
        (FOOD.replace("b3: 3", "a3: 3"), "a3 is a border cell"),
        (FOOD.replace("b3: 3", "c4: 3"), "next to"),
        (FOOD.replace("b3: 3, ", ""), "11 tiles, the rules need 12"),
        (FOOD.replace("b3: 3", "b3: 2"), "3 tiles of 3 points"),
        (FOOD.replace("b3: 3", "b3: 5"), "worth 1, 2, 3 points"),
        (FOOD.replace("b3: 3", "z3: 3"), "not on the board"),
        ("[b3, c4]", "expected a mapping"),
    ],
)
def test_unreadable_setups(food: str, words: str) -> None:
    v = check_text(game("a1, b2", food=food))
    assert v.verdict == "unreadable" and words in v.message
    assert v.line == 4


@pytest.mark.parametrize(
    "text,words,line",
    [
        (game("a1, b2").replace("players: [black, red]", "players: [red, black]"), "black first", 2),
        (game("a1, b2").replace("- black: a1, b2", "- {black: a1, red: b2}"), "one mapping", 6),
        (game("a1, b2").replace("- black: a1, b2", "- [a1, b2]"), "one mapping", 6),
        (game("a1, b2").replace("- black: a1, b2", "- black: [a1, b2]"), "one text", 6),
        (game("a1, b2") + "colour: red\n", "unknown key 'colour'", 7),
        (game("a1, b2", rules="{tiles: 3}"), "unknown rule option 'tiles'", 3),
        (game("a1, b2", rules="{loops_score: yes}"), "expected true or false", 3),
        (game("a1, b2", rules="{placements_per_turn: 0}"), "out of range", 3),
        (game("a1, b2").replace("setup:\n", "setup:\n  dice: 3\n"), "unknown key 'dice'", 4),
        (game("a1, b2").replace("game: ant-trails", "game: ant-trail"), "unknown game", 1),
        ("just text\n", "a transcript is a mapping", 1),
    ],
)
def test_unreadable_envelopes(text: str, words: str, line) -> None:
    v = check_text(text)
    assert v.verdict == "unreadable" and words in v.message, v
    assert v.line == line


def test_unreadable_wins_over_illegal() -> None:
    v = check_text(game("f6", food=FOOD.replace("b3: 3, ", "")))
    assert v.verdict == "unreadable"


def test_flow_style_turns_are_located_exactly() -> None:
    text = (
        "game: ant-trails\nplayers: [black, red]\nsetup: {food: " + FOOD + "}\n"
        "turns: [{black: 'a1, b2'}, {red: 'k11, k10'},\n  {black: 'c2, 1:j10>k10'}]\n"
    )
    v = check_text(text)
    assert (v.turn, v.line, v.column) == (3, 5, 3)
    assert v.action == "c2, 1:j10>k10"


def test_joining_two_trails_and_touching_the_other_colour() -> None:
    v = check_text(game("a1, a3", "b1, c1", "a2, a6"))  # a2 joins the ends a1 and a3 (rule 3)
    assert v.verdict == "legal" and v.scores["black"] == 3
    v = check_text(game("a1, b2", "a2, b3>b2"))  # red's a2 next to black ants is fine; b2 is black's
    assert (v.turn, v.rule) == (2, "Food bonus tiles")
    v = check_text(game("a1, b2", "a2, c1"))  # red a2 touches black a1 and b2: only friends count
    assert v.verdict == "legal"


def test_tiles_not_taken_are_not_scored() -> None:
    v = check_text(game("a1, b2, b3>b2"))  # the 3 rides b2, an inner cell: not taken yet
    assert v.scores["black"] == 2
