"""A stable text dump of a document's scene for the golden files: one shape a line, in mm rounded to 0.01.

The dump lists every page (size, label, how many shapes), then the first pages in full, shape by shape,
and the symbols they use; a drawing change shows up as a diff a reviewer can read.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

from printkit import __version__
from printkit.draw.scene import (
    Circle,
    Document,
    Ellipse,
    Group,
    Line,
    Matrix,
    Path,
    Polygon,
    Rect,
    Shape,
    Style,
    Text,
    Use,
)

FULL_PAGES = 2  # pages dumped shape by shape: a sheet of fronts and its backs, or a board's first tiles
PLAIN = Style()


def num(value: float, places: int = 2) -> str:
    """Return value rounded to places decimals, without trailing zeros ("-0" is "0")."""
    text = f"{round(value, places):.{places}f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def nums(*values: float) -> str:
    return " ".join(num(v) for v in values)


def matrix(m: Matrix) -> str:
    """Return a transform: nothing for the identity, translate(x y), or matrix(a b c d e f)."""
    a, b, c, d, e, f = m
    linear = tuple(num(v, 4) for v in (a, b, c, d))
    if linear == ("1", "0", "0", "1"):
        return "" if (num(e), num(f)) == ("0", "0") else f" translate({nums(e, f)})"
    return f" matrix({' '.join(linear)} {nums(e, f)})"


def style(s: Style) -> str:
    """Return the paint that differs from an unpainted default style."""
    out = []
    if s.fill:
        out.append(f"fill={s.fill}")
    if s.stroke:
        out.append(f"stroke={s.stroke}/{num(s.width, 3)}")
        out += [f"{k}={getattr(s, k)}" for k in ("cap", "join") if getattr(s, k) != getattr(PLAIN, k)]
        if s.dash:
            out.append("dash=" + ",".join(num(v) for v in s.dash))
    if s.opacity != 1:
        out.append(f"opacity={num(s.opacity, 3)}")
    return " " + " ".join(out) if out else " unpainted"


def ident(value: str | None) -> str:
    return f" #{value}" if value else ""


def shape_line(item: Shape) -> str:
    """Return one shape (a group's own line, without its items) as text."""
    if isinstance(item, Group):
        clip = f" clip({nums(*item.clip)})" if item.clip else ""
        meaning = f" stands-for={json.dumps(item.stands_for, ensure_ascii=False)}" if item.stands_for else ""
        return f"group{ident(item.id)}{matrix(item.transform)}{clip}{meaning}"
    if isinstance(item, Rect):
        rx = f" rx={num(item.rx)}" if item.rx else ""
        return f"rect {nums(item.x, item.y, item.w, item.h)}{rx}{style(item.style)}{ident(item.id)}"
    if isinstance(item, Circle):
        return f"circle {nums(item.cx, item.cy, item.r)}{style(item.style)}"
    if isinstance(item, Ellipse):
        return f"ellipse {nums(item.cx, item.cy, item.rx, item.ry)}{style(item.style)}"
    if isinstance(item, Line):
        return f"line {nums(item.x1, item.y1, item.x2, item.y2)}{style(item.style)}"
    if isinstance(item, Polygon):
        points = " ".join(f"{num(x)},{num(y)}" for x, y in item.points)
        kind = "polygon" if item.closed else "polyline"
        return f"{kind} {points}{style(item.style)}{ident(item.id)}"
    if isinstance(item, Path):
        ops = " ".join(str(op[0]) + ("" if len(op) == 1 else " " + nums(*op[1:])) for op in item.ops)
        return f"path {ops}{style(item.style)}"
    if isinstance(item, Text):
        words = json.dumps(item.text, ensure_ascii=False)
        return (
            f"text {nums(item.x, item.y)} {words} {item.font} {num(item.size)}pt {item.fill} "
            f"{item.anchor}{ident(item.id)}"
        )
    if isinstance(item, Use):
        return f"use {item.symbol}{matrix(item.transform)}"
    raise TypeError(f"no dump for {type(item).__name__}")


def tree(items: tuple[Shape, ...], depth: int = 1) -> Iterator[str]:
    """Yield the lines of items and everything below them, indented two spaces a level."""
    for item in items:
        yield "  " * depth + shape_line(item)
        if isinstance(item, Group):
            yield from tree(item.items, depth + 1)


def count(items: tuple[Shape, ...]) -> int:
    """Return how many shapes lie below items, groups included, symbols not opened."""
    return sum(1 + (count(i.items) if isinstance(i, Group) else 0) for i in items)


def uses(items: tuple[Shape, ...]) -> Iterator[str]:
    """Yield the symbols items use directly."""
    for item in items:
        if isinstance(item, Use):
            yield item.symbol
        elif isinstance(item, Group):
            yield from uses(item.items)


def dump(doc: Document, full_pages: int = FULL_PAGES) -> str:
    """Return the text dump of a document: every page in a line, the first full_pages and their symbols in full."""
    out = [f"document {json.dumps(doc.title, ensure_ascii=False)} duplex={doc.duplex} pages={len(doc.pages)}"]
    for k, page in enumerate(doc.pages, 1):
        boxes = "".join(
            f" {name}({nums(*box)})"
            for name, box in (("trim", page.trim_box), ("bleed", page.bleed_box))
            if box is not None
        )
        label = json.dumps(page.label, ensure_ascii=False)
        out.append(f"page {k}: {nums(page.width, page.height)} {label}{boxes} shapes={count(page.items)}")
    shown = doc.pages[:full_pages]
    by_id = {s.id: s for s in doc.symbols}
    needed, todo = set(), [name for page in shown for name in uses(page.items)]
    while todo:
        name = todo.pop()
        if name not in needed:
            needed.add(name)
            todo += uses(by_id[name].items)
    for symbol in doc.symbols:
        if symbol.id in needed:
            out.append(f"symbol {symbol.id} {nums(symbol.width, symbol.height)}")
            out += tree(symbol.items)
    for k, page in enumerate(shown, 1):
        out.append(f"page {k} in full")
        out += tree(page.items)
    # The version printed in footers changes with every release, not with the drawing.
    return "\n".join(out).replace(f"printkit {__version__}", "printkit <version>") + "\n"
