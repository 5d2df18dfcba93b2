"""Transcript reading: YAML 1.1 traps, duplicate keys, tags, nesting, and exact locations."""

from __future__ import annotations

import pytest

from printkit.referee.errors import Unreadable
from printkit.referee.reader import read_transcript


def test_sexagesimal_and_bool_words_stay_text() -> None:
    doc = read_transcript("a: 3:5\nb: no\nc: yes\nd: on\ne: off\nf: 1:j10>k10\ng: 1_000\nh: 0x1f\n")
    assert doc.data == {
        "a": "3:5",
        "b": "no",
        "c": "yes",
        "d": "on",
        "e": "off",
        "f": "1:j10>k10",
        "g": "1_000",
        "h": "0x1f",
    }


def test_numbers_booleans_and_null() -> None:
    doc = read_transcript("a: [1, -2, +3, 007, true, False, null, ~, '12', 2.5]\nb:\n")
    assert doc.data == {"a": [1, -2, 3, 7, True, False, None, None, "12", "2.5"], "b": None}


def test_keys_are_their_text() -> None:
    assert read_transcript("no: 1\n3: 2\ntrue: 3\n").data == {"no": 1, "3": 2, "true": 3}


def test_flow_turn_with_value_prefix_is_text() -> None:
    doc = read_transcript("turns: [{black: 1:j10>k10}, {red: 'k11, k10'}]\n")
    assert doc.data["turns"] == [{"black": "1:j10>k10"}, {"red": "k11, k10"}]


def test_locations_in_flow_and_block_style() -> None:
    text = "turns:\n- black: a1\n- {red: k11}\nmore: [{black: b2}, {red: c3}]\n"
    doc = read_transcript(text)
    assert doc.locate(("turns", 0)) == (2, 3)
    assert doc.locate(("turns", 1)) == (3, 3)
    assert doc.locate(("more", 1)) == (4, 21)
    assert doc.locate(("more",), at_key=True) == (4, 1)
    assert doc.locate(("turns", 9)) == (2, 1)  # absent: the nearest parent


@pytest.mark.parametrize(
    "text,line",
    [
        ("a: 1\na: 2\n", 2),  # duplicate key: YAML loaders keep the last one silently
        ("a: [1\n", 2),
        ("a: !!python/object:os.system x\n", 1),
        ("? [a]\n: 1\n", 1),
        ("a: !!int x\n", 1),
    ],
)
def test_unreadable_with_line(text: str, line: int) -> None:
    with pytest.raises(Unreadable) as caught:
        read_transcript(text)
    assert caught.value.line == line


@pytest.mark.parametrize("text", ["", "[" * 200_000, "- " * 30_000 + "x", "&a [*a]", b"\xff\xfe\x00"])
def test_hostile_input_is_unreadable_not_a_crash(text) -> None:
    with pytest.raises(Unreadable):
        read_transcript(text)


def test_alias_bomb_is_refused_where_it_passes_the_limit() -> None:
    rows = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    rows += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, 12)]
    with pytest.raises(Unreadable, match="more than 200,000 values once its aliases are expanded") as caught:
        read_transcript("\n".join(rows) + "\n")  # 10**12 values: refused after one visit of each node
    assert (caught.value.line, caught.value.column) == (6, 5)  # a5's list: the first over the limit


def test_aliases_within_the_limit_read_as_shared_data() -> None:
    doc = read_transcript("a: &a [1, 2]\nb: [*a, *a]\n")
    assert doc.data["b"] == [[1, 2], [1, 2]]
