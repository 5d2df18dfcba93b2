"""Setting text: lines no wider than asked by the fonts' own widths, bold spans, long words cut, headings kept
with what follows, tables inside their column."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from printkit.draw.fontmetrics import text_width
from printkit.draw.scene import Text
from printkit.draw.textflow import (
    Frame,
    Heading,
    Para,
    Table,
    plain,
    pour,
    set_blocks,
    span_width,
    spans,
    wrap,
)
from printkit.kit.docs.looks import look
from tests.sweep import examples

BODY = look("en").body
KO = look("ko").body


@settings(max_examples=examples(60), deadline=None)
@given(
    words=st.lists(
        st.text(alphabet="abcdefghij KLMNOP**가나다라", min_size=1, max_size=14), min_size=1, max_size=30
    ),
    width=st.floats(min_value=15, max_value=120),
)
def test_lines_fit_and_keep_every_word(words, width):
    text = " ".join(words)
    for style in (BODY, KO):
        lines = wrap(text, width, style)
        for line in lines:
            assert span_width(line, style) <= width + 1e-6
        joined = "".join("".join(t for t, _ in line) for line in lines)
        assert joined.replace(" ", "") == "".join(t for t, _ in spans(text, style.bold)).replace(" ", "")


def test_the_space_between_bold_words_is_measured_bold():
    # found by the property above: a space between two bold words is set in the wider bold face
    text = " ".join(["KN", "KN", "KKKLMi", "KLN **KL i가", "KK", "**"])
    for line in wrap(text, 42.75, BODY):
        assert span_width(line, BODY) <= 42.75 + 1e-6


def test_bold_spans_are_set_in_the_bold_face_and_measured_in_it():
    lines = wrap("plain **bold words** plain", 200, BODY)
    assert lines == [[("plain ", False), ("bold words", True), (" plain", False)]]
    assert span_width(lines[0], BODY) == pytest.approx(
        text_width("plain ", "Vera", BODY.size)
        + text_width("bold words", "Vera-Bold", BODY.size)
        + text_width(" plain", "Vera", BODY.size)
    )
    assert plain("a **b** c") == "a b c"


def test_a_word_longer_than_the_line_is_cut():
    lines = wrap("x" * 80, 20, BODY)
    assert len(lines) > 1 and all(span_width(line, BODY) <= 20 for line in lines)


def test_a_heading_never_ends_a_column():
    blocks = [Para("filler " * 40), Heading("Heading"), Para("after " * 10)]
    pieces = set_blocks(blocks, 60, look("en"))
    para_h = sum(p.height + p.space_after for p in pieces[:-3])
    frames = iter([Frame(0, 0, 60, para_h + pieces[-3].height + 1.0), Frame(100, 0, 60, 500)])
    placed = pour(pieces, frames)
    first = [t.text for g in placed[0][1] for t in g.items if isinstance(t, Text)]
    assert "Heading" not in first
    second = [t.text for g in placed[1][1] for t in g.items if isinstance(t, Text)]
    assert "Heading" in second


def test_tables_stay_inside_their_column():
    rows = (
        ("pages", "what", "print on"),
        ("9-34", "110 numbered cards 2-111 with one shared back", "200-300 g/m2 card"),
    )
    pieces = set_blocks([Table(rows)], 80, look("en"))
    for p in pieces:
        for item in p.shapes:
            if isinstance(item, Text):
                assert item.x + text_width(item.text, item.font, item.size) <= 80 + 1e-6
    header = [t.text for t in pieces[0].shapes if isinstance(t, Text)]
    assert header == ["pages", "what", "print on"]  # no header word is broken


def test_a_table_column_as_wide_as_its_longest_word_keeps_the_word_whole():
    # A column is its word's width plus padding; the padding taken off again must not cut the word
    # (a game's Korean cover printed "11-1" over "2" for pages 11-12).
    from printkit.draw.textflow import _table
    from printkit.kit.docs.looks import look

    style = look("ko", body=8.0, leading=8.0 * 0.455)
    for pages in ("11-12", "13-14", "15-16"):
        rows = (("쪽", "내용"), (pages, "가나다라마바사아자차카타파하" * 2))
        texts = [s.text for piece in _table(rows, 89.5, style) for s in piece.shapes if hasattr(s, "text")]
        assert pages in texts, texts
