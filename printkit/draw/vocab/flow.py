"""Text set in a box (wrapped, shrunk to fit, aligned, with inline icons) and the boxes shapes cover."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from printkit.core.errors import UserError
from printkit.core.limits import MAX_ART_MM
from printkit.draw.fontmetrics import cap_height, text_width
from printkit.draw.scene import (
    IDENTITY,
    Circle,
    Ellipse,
    Group,
    Line,
    Path,
    Polygon,
    Rect,
    Shape,
    Symbol,
    Text,
    Use,
    apply,
    compose,
    scale,
    translate,
)
from printkit.layout.units import MM_PER_PT

if TYPE_CHECKING:
    from printkit.core.errors import LayoutError
    from printkit.draw.vocab.elements import ParagraphsEl, TextboxEl


class Drawer(Protocol):
    """What setting a textbox needs of the drawer (vocab/draw.py's Drawer), named here so flow needs no draw."""

    symbols: Mapping[str, Symbol]
    used: set[str]

    def fail(self, expr: Any, message: str) -> LayoutError: ...
    def value(self, expr: Any, scope: Mapping[str, Any]) -> Any: ...
    def num(self, expr: Any, scope: Mapping[str, Any]) -> float: ...
    def colour(self, expr: Any, scope: Mapping[str, Any]) -> str | None: ...
    def text(self, expr: Any, scope: Mapping[str, Any]) -> str: ...
    def font(self, expr: Any, scope: Mapping[str, Any]) -> str: ...
    def at(
        self, anchor: str | None, x: float, y: float, w: float, h: float, s: Mapping[str, Any]
    ) -> tuple[float, float]: ...


ICON = re.compile(r":([a-z][a-z0-9-]{0,40}):")
STEP_PT = 0.5  # how much a textbox shrinks its text at a time (at least)
MAX_TRIES = 60  # sizes a textbox tries between size and min_size
ICON_EM = 1.1  # an inline icon's size, in ems
MAX_BLOCKS = 100  # blocks one paragraphs element sets


def _split(word: str) -> list[str]:
    pieces = ICON.split(word)
    out = []
    for i, piece in enumerate(pieces):
        if piece:
            out.append(f":{piece}:" if i % 2 else piece)
    return out


def _wrap(paragraphs: list[list[str]], width: float, measure: Any, space: float) -> list[list[str]]:
    lines: list[list[str]] = []
    for words in paragraphs:
        line: list[str] = []
        used = 0.0
        for word in words:
            w = measure(word)
            if line and used + space + w > width:
                lines.append(line)
                line, used = [], 0.0
            used += (space if line else 0.0) + w
            line.append(word)
        lines.append(line)
    return lines


def textbox(drawer: Drawer, item: TextboxEl, s: Mapping[str, Any]) -> list[Shape]:
    """Return the text of a textbox set in its box: the largest size from size down to min_size that fits."""
    n = drawer.num
    w, h = n(item.w, s), n(item.h, s)
    x0, y0 = drawer.at(item.at, n(item.x, s), n(item.y, s), w, h, s)
    text = drawer.text(item.text, s)
    font = drawer.font(item.font, s)
    colour = drawer.colour(item.colour, s)
    assert colour is not None
    top = n(item.size, s)
    least = n(item.min_size, s) if item.min_size is not None else top
    if not 0 < least <= top <= 500:
        raise drawer.fail(item.size, f"expected 0 < min_size <= size <= 500 pt; found {least:g} and {top:g}")
    paragraphs = [
        [p for word in para for p in _split(word)] for para in (line.split() for line in text.split("\n"))
    ]
    leading = n(item.leading, s)
    step = max(STEP_PT, (top - least) / MAX_TRIES)
    size = top
    while True:
        em = size * MM_PER_PT

        def measure(word: str, em: float = em, size: float = size) -> float:
            return em * ICON_EM if ICON.fullmatch(word) else text_width(word, font, size)

        lines = _wrap(paragraphs, w, measure, text_width(" ", font, size))
        fits = all(sum(measure(x) for x in line) <= w + 1e-6 for line in lines if len(line) == 1)
        tall = cap_height(font, size) + (len(lines) - 1) * em * leading
        if fits and tall <= h + 1e-6:
            break
        if size <= least + 1e-9:
            raise drawer.fail(item.text, f"the text does not fit its {w:g} x {h:g} mm box at {least:g} pt")
        size = max(least, size - step)
    space = text_width(" ", font, size)
    y = y0 + cap_height(font, size) + {"top": 0.0, "middle": (h - tall) / 2, "bottom": h - tall}[item.valign]
    out: list[Shape] = []
    for line in lines:
        widths = [measure(word) for word in line]
        line_w = sum(widths) + space * max(0, len(line) - 1)
        x = x0 + {"left": 0.0, "centre": (w - line_w) / 2, "right": w - line_w}[item.align]
        run: list[str] = []
        run_x = x
        for word, ww in zip(line, widths, strict=True):
            icon = ICON.fullmatch(word)
            if icon:
                if run:
                    out.append(Text(run_x, y, " ".join(run), size, font, colour))
                    run = []
                out.append(_icon(drawer, icon.group(1), colour, x, y, em * ICON_EM, item))
                x += ww + space
                run_x = x
            else:
                run.append(word)
                x += ww + space
        if run:
            out.append(Text(run_x, y, " ".join(run), size, font, colour))
        y += em * leading
    return out


def paragraphs(drawer: Drawer, item: ParagraphsEl, s: Mapping[str, Any]) -> list[Shape]:
    """Return blocks of words set down a column: each heading on a line, then its paragraph wrapped with its
    **bold** runs (printkit/draw/textflow.py, as the rules sheets set them)."""
    from printkit.draw.textflow import Face, TextStyle, set_line, wrap

    n = drawer.num
    blocks = drawer.value(item.blocks, s)
    listed = blocks if isinstance(blocks, (tuple, list)) else (None,)
    pairs = [b for b in listed if isinstance(b, (tuple, list)) and len(b) == 2]
    if len(pairs) != len(listed) or not all(isinstance(t, str) for b in pairs for t in b):
        raise drawer.fail(item.blocks, "expected a list of [heading, paragraph] blocks of text")
    if len(pairs) > MAX_BLOCKS:
        raise drawer.fail(item.blocks, f"expected at most {MAX_BLOCKS} blocks; found {len(pairs)}")
    x, y = n(item.x, s), n(item.y, s)
    w, size, leading, heading = (
        _within(drawer, expr, s, most, what)
        for expr, most, what in (
            (item.w, MAX_ART_MM, "a width (mm)"),
            (item.size, 500.0, "a text size (pt)"),
            (item.leading, 500.0, "a leading (mm)"),
            (item.heading_size, 500.0, "a heading size (pt)"),
        )
    )
    after, gap = n(item.heading_after, s), n(item.gap, s)
    colour = drawer.colour(item.colour, s)
    assert colour is not None
    face = Face(drawer.font(item.font, s), drawer.font(item.bold, s))
    body = TextStyle(face, size, leading, colour)
    out: list[Shape] = []
    for head, text in pairs:
        if head:
            out.append(Text(x, y, head, heading, face.bold, colour))
            y += leading + after
        for line in wrap(text, w, body):
            out += set_line(line, x, y, body)
            y += leading
        y += gap
    return out


def _within(drawer: Drawer, expr: Any, s: Mapping[str, Any], most: float, what: str) -> float:
    value = drawer.num(expr, s)
    if not 0 < value <= most:
        raise drawer.fail(expr, f"expected {what} over 0 and at most {most:,g}; found {value:g}")
    return value


def _icon(
    drawer: Drawer, name: str, colour: str, x: float, baseline: float, size: float, item: TextboxEl
) -> Shape:
    """Return an inline icon: a declared symbol, else templates/<name>.svg in the text's colour, on the baseline."""
    from printkit.draw.art import glyph

    art = drawer.symbols.get(name)
    if art is not None:
        drawer.used.add(name)
    else:
        try:
            art = glyph(name, colour)
        except UserError as exc:
            raise drawer.fail(
                item.text, f"icon :{name}: is neither a declared symbol nor a template ({exc})"
            ) from None
    k = size / art.width
    m = compose(translate(x, baseline - size * 0.8), scale(k))
    return Use(art.id, m) if name in drawer.symbols else Group(art.items, m)


def bbox(
    shapes: Sequence[Shape], symbols: Mapping[str, Symbol], m: tuple[Any, ...] = IDENTITY
) -> tuple[float, float, float, float]:
    """Return (x0, y0, x1, y1) around shapes (a text's box from its measured width and its size)."""
    xs: list[float] = []
    ys: list[float] = []

    def add(points: Sequence[tuple[float, float]], mm: tuple[Any, ...]) -> None:
        for px, py in points:
            qx, qy = apply(mm, px, py)
            xs.append(qx)
            ys.append(qy)

    def walk(items: Sequence[Shape], mm: tuple[Any, ...]) -> None:
        for shape in items:
            if isinstance(shape, Rect):
                add([(shape.x, shape.y), (shape.x + shape.w, shape.y + shape.h)], mm)
            elif isinstance(shape, Circle):
                add([(shape.cx - shape.r, shape.cy - shape.r), (shape.cx + shape.r, shape.cy + shape.r)], mm)
            elif isinstance(shape, Ellipse):
                add(
                    [(shape.cx - shape.rx, shape.cy - shape.ry), (shape.cx + shape.rx, shape.cy + shape.ry)],
                    mm,
                )
            elif isinstance(shape, Line):
                add([(shape.x1, shape.y1), (shape.x2, shape.y2)], mm)
            elif isinstance(shape, Polygon):
                add(shape.points, mm)
            elif isinstance(shape, Path):
                add([(op[-2], op[-1]) for op in shape.ops if len(op) > 1], mm)
            elif isinstance(shape, Text):
                tw = text_width(shape.text, shape.font, shape.size)
                left = shape.x - {"start": 0.0, "middle": tw / 2, "end": tw}[shape.anchor]
                add(
                    [
                        (left, shape.y - cap_height(shape.font, shape.size)),
                        (left + tw, shape.y + shape.size * MM_PER_PT * 0.25),
                    ],
                    mm,
                )
            elif isinstance(shape, Use):
                art = next((a for a in symbols.values() if a.id == shape.symbol), None)
                if art is not None:
                    add([(0, 0), (art.width, art.height)], compose(mm, shape.transform))
            elif isinstance(shape, Group):
                walk(shape.items, compose(mm, shape.transform))

    walk(shapes, m)
    if not xs:
        return (0.0, 0.0, 0.0, 0.0)
    return (min(xs), min(ys), max(xs), max(ys))
