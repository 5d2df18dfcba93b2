"""Text set in the scene: spans with **bold**, lines wrapped by measured glyph widths, and blocks
(headings, paragraphs, bullet lists, tables, boxes, drawings) poured down columns and across pages.

Everything is in mm except font sizes (pt). A block is first set at a column width into pieces
(a line, a heading, a table row, a whole box); pieces then go down the columns one after another,
a heading staying with what follows it. Rules sheets, player aids and the cover all set text here.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any

from printkit.draw.fontmetrics import metrics
from printkit.draw.scene import Group, Line, Rect, Shape, Style, Text, translate

_BOLD = re.compile(r"\*\*(.+?)\*\*")


@dataclass(frozen=True)
class Face:
    """A typeface pair: the regular and bold fonts of one language."""

    regular: str
    bold: str

    def font(self, bold: bool) -> str:
        return self.bold if bold else self.regular


@dataclass(frozen=True)
class TextStyle:
    """How a run of text is set: faces, size in pt, baseline-to-baseline leading in mm, ink."""

    face: Face
    size: float
    leading: float
    ink: str = "#2b1d14"
    bold: bool = False  # the whole text bold (headings)


Span = tuple[str, bool]  # text, bold


def spans(text: str, bold: bool = False) -> list[Span]:
    """Return text split into runs at its **bold** markers."""
    out: list[Span] = []
    at = 0
    for m in _BOLD.finditer(text):
        if m.start() > at:
            out.append((text[at : m.start()], bold))
        out.append((m.group(1), True))
        at = m.end()
    if at < len(text):
        out.append((text[at:], bold))
    return out


def plain(text: str) -> str:
    """Return text without its **bold** markers."""
    return _BOLD.sub(r"\1", text)


def span_width(items: Iterable[Span], style: TextStyle) -> float:
    """Return the width in mm of spans set in style."""
    return sum(metrics(style.face.font(b)).width(t, style.size) for t, b in items)


def _words(text: str, bold: bool) -> list[list[Span]]:
    words: list[list[Span]] = [[]]
    for chunk, b in spans(text, bold):
        parts = chunk.split(" ")
        for k, part in enumerate(parts):
            if k:
                words.append([])
            if part:
                words[-1].append((part, b))
    return [w for w in words if w]


def _split_long(word: list[Span], width: float, style: TextStyle) -> list[list[Span]]:
    """Return a word too wide for a line cut into pieces that fit, character by character."""
    pieces: list[list[Span]] = [[]]
    for text, b in word:
        for ch in text:
            trial = pieces[-1] + [(ch, b)]
            if pieces[-1] and span_width(trial, style) > width:
                pieces.append([(ch, b)])
            else:
                pieces[-1] = trial
    return pieces


def _merge(items: list[Span]) -> list[Span]:
    out: list[Span] = []
    for text, b in items:
        if out and out[-1][1] == b:
            out[-1] = (out[-1][0] + text, b)
        else:
            out.append((text, b))
    return out


def wrap(text: str, width: float, style: TextStyle) -> list[list[Span]]:
    """Return text broken into lines of spans, each no wider than width mm (a lone long word is cut)."""
    # the space between two bold words is set, and so measured, in the bold face
    space = {bold: metrics(style.face.font(bold)).width(" ", style.size) for bold in (False, True)}
    lines: list[list[Span]] = []
    line: list[Span] = []
    used = 0.0
    words: list[list[Span]] = []
    for word in _words(text, style.bold):
        # (within a micron: a table column is its longest word's width plus padding, less it again)
        words += [word] if span_width(word, style) <= width + 1e-6 else _split_long(word, width, style)
    for word in words:
        w = span_width(word, style)
        bold_gap = bool(line) and line[-1][1] and word[0][1]
        if line and used + space[bold_gap] + w > width + 1e-6:
            lines.append(_merge(line))
            line, used = [], 0.0
        if line:
            line.append((" ", bold_gap))
            used += space[bold_gap]
        line += word
        used += w
    if line:
        lines.append(_merge(line))
    return lines


def set_line(
    line: Sequence[Span], x: float, y: float, style: TextStyle, anchor: str = "start", ink: str | None = None
) -> list[Shape]:
    """Return one line's text shapes with its baseline at y, starting at x (or centred on / ending at x)."""
    width = span_width(line, style)
    x0 = x - (width / 2 if anchor == "middle" else width if anchor == "end" else 0.0)
    out: list[Shape] = []
    for text, b in line:
        font = style.face.font(b)
        # A run's own leading and trailing spaces become its position: SVG viewers drop them.
        core = text.strip(" ")
        if core:
            lead = text[: len(text) - len(text.lstrip(" "))]
            at = x0 + metrics(font).width(lead, style.size)
            out.append(Text(at, y, core, style.size, font, ink or style.ink))
        x0 += metrics(font).width(text, style.size)
    return out


def text_lines(
    text: str, x: float, y: float, width: float, style: TextStyle, anchor: str = "start"
) -> tuple[list[Shape], float]:
    """Return text wrapped to width with its first baseline at y, and the baseline after the last line."""
    out: list[Shape] = []
    for line in wrap(text, width, style):
        out += set_line(line, x, y, style, anchor)
        y += style.leading
    return out, y


# Blocks -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Heading:
    text: str
    level: int = 1


@dataclass(frozen=True)
class Para:
    text: str


@dataclass(frozen=True)
class Bullets:
    items: tuple[str, ...]
    numbered: bool = False


@dataclass(frozen=True)
class Table:
    rows: tuple[tuple[str, ...], ...]  # the first row is the header


@dataclass(frozen=True)
class Box:
    """Blocks inside a ruled, tinted frame with a title on a band (the referee's readings)."""

    title: str
    blocks: tuple[Any, ...]
    fill: str = "#f3ecdb"
    band: str = "#2b1d14"
    band_ink: str = "#fffaf0"


@dataclass(frozen=True)
class Drawing:
    """A picture set in the flow: draw(width) returns its shapes with origin top-left.

    Its height is fixed, or height_at(width) when it follows the column's width (a scaled picture).
    """

    height: float
    draw: Callable[[float], list[Shape]]
    height_at: Callable[[float], float] | None = None


Block = Heading | Para | Bullets | Table | Box | Drawing


@dataclass(frozen=True)
class Look:
    """The styles of one sheet's text: body, headings and the space between blocks (mm)."""

    body: TextStyle
    h1: TextStyle
    h2: TextStyle
    gap: float = 1.6
    rule: str = "#b98a55"  # the hairline under a level-1 heading


@dataclass(frozen=True)
class Piece:
    """A set piece of a flow: its height, its shapes (origin top-left, the column's width) and glue."""

    height: float
    shapes: tuple[Shape, ...]
    keep_with_next: bool = False
    space_after: float = 0.0


def _body_lines(text: str, width: float, look: Look, indent: float = 0.0, bullet: str = "") -> list[Piece]:
    style = look.body
    ascent = style.size * 0.26  # mm from the line's top to its baseline is about 0.74 em
    out: list[Piece] = []
    for k, line in enumerate(wrap(text, width - indent, style)):
        base = style.leading - ascent * 0.9
        shapes = set_line(line, indent, base, style)
        if k == 0 and bullet:
            shapes = set_line([(bullet, True)], 0.3, base, style) + shapes
        out.append(Piece(style.leading, tuple(shapes)))
    return out


def _table(rows: tuple[tuple[str, ...], ...], width: float, look: Look) -> list[Piece]:
    style = look.body
    head = replace(style, bold=True)
    cols = max(len(r) for r in rows)
    pad = 1.5

    def cell(r: int, c: int) -> str:
        return rows[r][c] if c < len(rows[r]) else ""

    def st(r: int) -> TextStyle:
        return head if r == 0 else style

    # A column is never narrower than its longest word; what is left goes to the columns whose
    # text would wrap, in proportion to how much they would want.
    natural = [
        max(span_width(spans(cell(r, c), st(r).bold), st(r)) for r in range(len(rows))) + 2 * pad
        for c in range(cols)
    ]
    least = [
        max(
            span_width(w, st(r))
            for r in range(len(rows))
            for w in _words(cell(r, c), st(r).bold) or [[("", False)]]
        )
        + 2 * pad
        for c in range(cols)
    ]
    if sum(natural) <= width:
        widths = natural
    else:
        spare = max(0.0, width - sum(least))
        want = [max(0.0, n - m) for n, m in zip(natural, least)]
        widths = [m + spare * w / (sum(want) or 1.0) for m, w in zip(least, want)]
    out: list[Piece] = []
    for k in range(len(rows)):
        cells = [wrap(cell(k, c), widths[c] - 2 * pad, st(k)) for c in range(cols)]
        h = max(len(c) for c in cells) * style.leading + 1.2
        shapes: list[Shape] = []
        if k == 0:
            shapes.append(Rect(0, 0, sum(widths), h, Style(fill="#e6dcc4")))
        x = 0.0
        for c, lines in enumerate(cells):
            y = style.leading * 0.78 + 0.6
            for line in lines:
                shapes += set_line(line, x + pad, y, st(k))
                y += style.leading
            x += widths[c]
        shapes.append(Line(0, h, sum(widths), h, Style(stroke="#8a7a60", width=0.2)))
        out.append(Piece(h, tuple(shapes), keep_with_next=k == 0))
    return out


def set_blocks(blocks: Sequence[Block], width: float, look: Look) -> list[Piece]:
    """Return blocks set at a column width as pieces to pour."""
    out: list[Piece] = []
    for block in blocks:
        if isinstance(block, Heading):
            style = look.h1 if block.level == 1 else look.h2
            lines = wrap(block.text, width, style)
            shapes: list[Shape] = []
            top = style.leading * 0.45 if block.level == 1 else style.leading * 0.2
            y = top + style.size * 0.3528 * 0.78
            for line in lines:
                shapes += set_line(line, 0, y, style)
                y += style.leading
            h = top + len(lines) * style.leading - style.leading * 0.25
            if block.level == 1:
                rule_y = y - style.leading + style.size * 0.3528 * 0.35
                shapes.append(Line(0, rule_y, width, rule_y, Style(stroke=look.rule, width=0.3)))
                h = rule_y + 0.6
            out.append(Piece(h, tuple(shapes), keep_with_next=True))
        elif isinstance(block, Para):
            out += _body_lines(block.text, width, look)
        elif isinstance(block, Bullets):
            for k, item in enumerate(block.items):
                mark = f"{k + 1}." if block.numbered else "\u2022"
                out += _body_lines(item, width, look, indent=4.2 if block.numbered else 3.4, bullet=mark)
        elif isinstance(block, Table):
            out += _table(block.rows, width, look)
        elif isinstance(block, Box):
            out.append(_box(block, width, look))
        elif isinstance(block, Drawing):
            tall = block.height if block.height_at is None else block.height_at(width)
            out.append(Piece(tall, tuple(block.draw(width))))
        else:  # pragma: no cover - a programming error
            raise TypeError(f"unknown block {block!r}")
        if out:
            out[-1] = replace(out[-1], space_after=look.gap)
    return out


def _stack(pieces: Sequence[Piece], x: float = 0.0, y: float = 0.0) -> tuple[list[Shape], float]:
    shapes: list[Shape] = []
    for k, p in enumerate(pieces):
        shapes.append(Group(p.shapes, translate(x, y)))
        y += p.height + (p.space_after if k < len(pieces) - 1 else 0.0)
    return shapes, y


def _box(box: Box, width: float, look: Look) -> Piece:
    pad = 2.2
    band_style = replace(look.body, bold=True, ink=box.band_ink)
    band_h = band_style.leading + 1.6
    inner = set_blocks(box.blocks, width - 2 * pad, look)
    content, bottom = _stack(inner, pad, band_h + pad)
    h = bottom + pad
    shapes: list[Shape] = [
        Rect(0, 0, width, h, Style(fill=box.fill, stroke=box.band, width=0.5), rx=1.2),
        Rect(0, 0, width, band_h, Style(fill=box.band), rx=1.2),
        Rect(0, band_h - 1.2, width, 1.2, Style(fill=box.band)),
    ]
    shapes += set_line(spans(box.title, True), pad, band_h - 1.9, band_style)
    return Piece(h, tuple(shapes + content))


@dataclass(frozen=True)
class Frame:
    """A column on a page: its top-left corner and size in mm."""

    x: float
    y: float
    w: float
    h: float


def pour(pieces: Sequence[Piece], frames: Iterator[Frame]) -> list[tuple[Frame, list[Shape]]]:
    """Return pieces placed down frames in order; each frame with its shapes (frames taken as needed)."""
    out: list[tuple[Frame, list[Shape]]] = []
    k = 0
    while k < len(pieces):
        frame = next(frames)
        shapes: list[Shape] = []
        y = 0.0
        start = k
        while k < len(pieces):
            # a heading (or a chain of kept pieces) goes down only with the first piece after it
            end = k
            while end < len(pieces) - 1 and pieces[end].keep_with_next:
                end += 1
            need = sum(p.height + p.space_after for p in pieces[k:end]) + pieces[end].height
            if y + need > frame.h + 1e-6 and k > start:
                break
            for p in pieces[k : end + 1]:
                shapes.append(Group(p.shapes, translate(frame.x, frame.y + y)))
                y += p.height + p.space_after
            k = end + 1
        out.append((frame, shapes))
    return out


def block_height(blocks: Sequence[Block], width: float, look: Look) -> float:
    """Return the height the blocks take set in one column of width mm."""
    pieces = set_blocks(blocks, width, look)
    return _stack(pieces)[1]
