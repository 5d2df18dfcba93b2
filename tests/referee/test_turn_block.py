"""The turns fast path reads exactly what libyaml reads: same data, same error, same line and column."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from printkit.referee.errors import Unreadable
from printkit.referee.reader import read_transcript
from printkit.referee.turn_block import find_turn_block

EXAMPLES = sorted(Path(__file__).resolve().parents[2].glob("examples/transcripts/*/*.yaml"))


def _paths(data: object) -> list[tuple]:
    turns = data.get("turns") if isinstance(data, dict) else None
    out: list[tuple] = [("turns",), ("turns", 10_000), ("turns", "x"), ("game",), ()]
    if isinstance(turns, list):
        for i, item in enumerate(turns):
            out += [("turns", i), ("turns", i, "nobody"), ("turns", i, 0)]
            if isinstance(item, dict):
                out += [("turns", i, seat) for seat in item] + [("turns", i, seat, 3) for seat in item]
    return out


def outcome(text: str, fast: bool) -> tuple:
    """What reading text gives: the data and every turn location, or the error and its place."""
    try:
        doc = read_transcript(text, fast=fast)
    except Unreadable as error:
        return ("unreadable", error.text, error.line, error.column)
    places = [(p, k, doc.locate(p, at_key=k)) for p in _paths(doc.data) for k in (False, True)]
    return ("read", doc.data, places)


def _played() -> list[str]:
    from printkit.games.ant_trails.player import play as ant_trails
    from printkit.games.antheap.player import play as antheap
    from printkit.games.anticipation.player import play as anticipation

    return [ant_trails(3), antheap(4), anticipation(5), anticipation(6, "2")]


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_examples_read_the_same_both_ways(path: Path) -> None:
    text = path.read_text()
    assert outcome(text, fast=True) == outcome(text, fast=False)


def test_generated_games_take_the_fast_path_and_read_the_same() -> None:
    for text in _played():
        block = find_turn_block(text)
        assert block is not None and len(block.seats) > 10
        assert outcome(text, fast=True) == outcome(text, fast=False)


@pytest.mark.parametrize(
    "text",
    [
        "game: x\nturns:\n- red: roll 3 6 # a comment\n",  # comment after a turn
        "game: x\nturns:\n- red: roll 3 6  \n- red: a b:\n",  # trailing spaces; a mapping
        "game: x\nturns:\n- red: a: b\n# note: c\n",
        "game: x\nturns:\n- red: roll 3 6\n  , 4-5\n",  # a continued line
        "game: x\nturns:\n  - red: a\n- blue: b\n",  # two indentations
        "game: x\nturns:\r\n- red: a\r\n",  # CR LF
        "game: x\nturns:\n- red: 'quoted'\n",
        "game: x\nturns:\n- red: a\nturns:\n- blue: b\n",  # duplicate key
        'note: "x\nturns:\n- red: a\n"\n',  # inside a quoted scalar
        "setup: {a: 1,\nturns:\n- red: a\n}\n",  # inside a flow mapping
        "game: x\nturns: &a\n- red: a\n",
        "game: x\nturns:\n- red: a\nbad\n",  # not YAML after the block
        "game: x\nturns:\n- red: a\n\u2028- blue: b\n",
    ],
)
def test_awkward_files_read_the_same_both_ways(text: str) -> None:
    assert outcome(text, fast=True) == outcome(text, fast=False)


def test_block_lines_and_columns_match_the_file() -> None:
    text = "game: x\n\nturns:\n\n  # first\n  - red: roll 3 6, 4-5\n  - 12: pass\nresult: {red: 1}\n"
    block = find_turn_block(text)
    assert block is not None
    assert block.seats == ("red", "12") and block.texts == ("roll 3 6, 4-5", "pass")
    assert block.lines == (5, 6) and block.indent == 2
    assert block.rest.count("\n") == text.count("\n") and "roll" not in block.rest
    doc = read_transcript(text)
    assert doc.turns is not None and doc.data["turns"] == [{"red": "roll 3 6, 4-5"}, {"12": "pass"}]
    assert doc.locate(("turns", 1, "12")) == (7, 9)
    assert doc.data["result"] == {"red": 1}


_CHARS = st.sampled_from(list("ab12 -:#,'\"[]{}&*!|>%@`\t\\?~.+<=/()_") + ["\n", "\r", "\u2028", "é"])
_PIECES = st.one_of(
    st.just("turns:\n"),
    st.just("turns: \n"),
    st.sampled_from(
        [
            "- red: roll 3 6, 4-5\n",
            "- blue: pass\n",
            "  - red: 12\n",
            "- red: true\n",
            "-  red: a\n",
            "# note\n",
            "\n",
            "   \n",
            "result: {red: 1}\n",
            "game: x\n",
            "  more\n",
            "---\n",
            "...\n",
            "- red: a: b\n",
            "- red:\n",
            "    - x\n",
            "setup: [1,\n",
            "]\n",
        ]
    ),
    st.builds(
        lambda k, v: f"- {k}: {v}\n", st.text(_CHARS, min_size=1, max_size=4), st.text(_CHARS, max_size=12)
    ),
    st.text(_CHARS, max_size=10),
)


@settings(max_examples=400, deadline=None)
@given(st.lists(_PIECES, max_size=12))
def test_any_text_reads_the_same_both_ways(pieces: list[str]) -> None:
    text = "".join(pieces)
    assert outcome(text, fast=True) == outcome(text, fast=False)


_SAFE_MOSTLY = st.sampled_from(
    list("abr12 -,>:") * 6 + list("#'\"[]{}&*!|%@`\t?~.+<=/()_") + ["\u2028", "é", ": "]
)
_ITEM = st.builds(
    lambda indent, key, value, end: f"{indent}- {key}: {value}{end}",
    st.sampled_from([""] * 6 + ["  ", " "]),
    st.sampled_from(["red", "blue", "12", "no", "a-b", "r:d"]),
    st.one_of(
        *[st.sampled_from(["roll 3 6, nest1-29", "3:i5>j5, k6", "pass", "12", "true", "w1>33", "a  b"])] * 3,
        st.lists(_SAFE_MOSTLY, max_size=14).map("".join),
    ),
    st.sampled_from(["\n"] * 8 + [" \n", "  # c\n", ""]),
)
_BLOCK_LINE = st.one_of(_ITEM, _ITEM, _ITEM, st.sampled_from(["\n", "# c\n", "  # c\n", "  \n", "   x\n"]))
_TOP = st.sampled_from(
    ["game: x\n"] * 4
    + ["result: {red: 1}\n"] * 4
    + [
        "players: [red, blue]\n",
        "setup: {a: 1}\n",
        "rules: {x: 1}\n",
        "- x\n",
        "  y\n",
        "---\n",
        "...\n",
        "turns:\n",
        "#\n",
        "note: |\n  t\n",
    ]
)


@settings(max_examples=400, deadline=None)
@given(
    st.lists(_TOP, max_size=3),
    st.sampled_from(["turns:\n", "turns:  \n", "turns: []\n"]),
    st.lists(_BLOCK_LINE, min_size=1, max_size=8),
    st.lists(_TOP, max_size=3),
)
def test_turn_blocks_read_the_same_both_ways(
    head: list[str], header: str, block: list[str], tail: list[str]
) -> None:
    text = "".join(head) + header + "".join(block) + "".join(tail)
    assert outcome(text, fast=True) == outcome(text, fast=False)
