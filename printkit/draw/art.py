"""Vector art from templates/*.svg, read into scene symbols (a small, strict SVG subset)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path as FilePath
from typing import Any

from printkit.core.errors import LayoutError, Location
from printkit.draw.scene import Circle, Ellipse, Line, Path, Polygon, Style, Symbol
from printkit.layout.colours import mix, parse_colour
from printkit.layout.folders import current

_SVG = "{http://www.w3.org/2000/svg}"
_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|[A-Za-z]")
_ARITY = {"M": 2, "L": 2, "C": 6, "Z": 0}


def _parse_path(d: str) -> tuple[tuple[Any, ...], ...]:
    tokens = _NUMBER.findall(d)
    ops: list[tuple[Any, ...]] = []
    i = 0
    cmd = None
    while i < len(tokens):
        if tokens[i].isalpha():
            cmd = tokens[i]
            if cmd not in _ARITY:
                raise ValueError(f"path command {cmd!r} is not supported (use absolute M L C Z)")
            i += 1
            if cmd == "Z":
                ops.append(("Z",))
                continue
        elif cmd is None:
            raise ValueError("a path's d must start with a command (M)")
        n = _ARITY[cmd]
        if len(tokens) < i + n or any(t.isalpha() for t in tokens[i : i + n]):
            raise ValueError(f"path command {cmd} needs {n} numbers")
        ops.append((cmd, *map(float, tokens[i : i + n])))
        i += n
        if cmd == "M":
            cmd = "L"
    return tuple(ops)


def _points(text: str) -> tuple[tuple[float, float], ...]:
    values = [float(v) for v in re.split(r"[\s,]+", text.strip())]
    return tuple(zip(values[0::2], values[1::2]))


def _style(attrs: dict[str, Any], colour: str) -> Style:
    def paint(key: str) -> str | None:
        value = attrs.get(key)
        if value in (None, "none"):
            return None
        if value == "currentColor":
            return colour
        if value == "currentColor-light":
            return mix(colour, "#ffffff", 0.35)
        return parse_colour(value)

    return Style(
        fill=paint("fill"),
        stroke=paint("stroke"),
        width=float(attrs.get("stroke-width", 0.25)),
        cap=attrs.get("stroke-linecap", "butt"),
        join=attrs.get("stroke-linejoin", "miter"),
    )


def _walk(el: ET.Element, inherited: dict[str, Any], colour: str, out: list[Any]) -> None:
    if "opacity" in el.attrib:
        raise ValueError("templates may not use opacity: PDF form XObjects would lose it")
    attrs = {**inherited, **el.attrib}
    own = attrs
    tag = el.tag.removeprefix(_SVG)

    def f(k: str) -> float:
        return float(el.attrib[k])

    if tag == "circle":
        out.append(Circle(f("cx"), f("cy"), f("r"), _style(own, colour)))
    elif tag == "ellipse":
        out.append(Ellipse(f("cx"), f("cy"), f("rx"), f("ry"), _style(own, colour)))
    elif tag == "line":
        out.append(Line(f("x1"), f("y1"), f("x2"), f("y2"), _style(own, colour)))
    elif tag == "polyline":
        out.append(Polygon(_points(el.attrib["points"]), _style(own, colour), closed=False))
    elif tag == "polygon":
        out.append(Polygon(_points(el.attrib["points"]), _style(own, colour)))
    elif tag == "path":
        out.append(Path(_parse_path(el.attrib["d"]), _style(own, colour)))
    for child in el:
        _walk(child, attrs if tag in ("g", "svg") else inherited, colour, out)


def glyph(name: str, colour: str, symbol_id: str | None = None) -> Symbol:
    """Return templates/<name>.svg (of the layout being drawn) as a symbol, with currentColor painted in colour."""
    return _glyph(current().template(name), colour, symbol_id or f"{name}-{colour.lstrip('#')}")


@cache
def _glyph(path: FilePath, colour: str, symbol_id: str) -> Symbol:
    from printkit.core.safeio import read_input

    data = read_input(path, "template")
    try:
        root = ET.fromstring(data)
        _, _, w, h = (float(v) for v in root.attrib["viewBox"].split())
        items: list[Any] = []
        for child in root:
            _walk(child, {}, colour, items)
    except ET.ParseError as exc:
        line, column = exc.position
        reason = re.sub(r": line \d+, column \d+$", "", str(exc))
        raise LayoutError(f"not an SVG file: {reason}", Location(str(path), line, column + 1)) from None
    except KeyError as exc:
        raise LayoutError(f"an element lacks its {exc.args[0]!r} attribute", Location(str(path))) from None
    except ValueError as exc:
        raise LayoutError(f"{exc} (templates use a small SVG subset)", Location(str(path))) from None
    return Symbol(symbol_id, w, h, tuple(items))


def forget() -> None:
    """Drop the templates read so far (a watcher calls it when a template changes)."""
    _glyph.cache_clear()
