"""Scene items as SVG markup text, one at a time, for a page that assembles its own <svg> (the replay page).

The markup is the SVG backend's (printkit.draw.render.svg) to the byte: the same elements, their
attributes in the same (sorted) order, text and attributes escaped as ElementTree escapes them.
It is written as text, without svgwrite, because a replay page draws thousands of items and
svgwrite builds an element tree per item (and its SVG grammar on import).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from printkit.draw import fontmetrics
from printkit.draw.render.ids import PageIds
from printkit.draw.render.output import num
from printkit.draw.scene import (
    IDENTITY,
    Circle,
    Ellipse,
    Group,
    Line,
    Matrix,
    Page,
    Path,
    Polygon,
    Rect,
    Shape,
    Style,
    Symbol,
    Text,
    Use,
)
from printkit.layout.fonts import SHIPPED, SVG_FAMILY, glyph_outline
from printkit.layout.units import MM_PER_PT

Attrs = dict[str, str]


def _attr(text: str) -> str:
    """An attribute value escaped as ElementTree escapes it."""
    if "&" in text:
        text = text.replace("&", "&amp;")
    if "<" in text:
        text = text.replace("<", "&lt;")
    if ">" in text:
        text = text.replace(">", "&gt;")
    if '"' in text:
        text = text.replace('"', "&quot;")
    if "\r" in text:
        text = text.replace("\r", "&#13;")
    if "\n" in text:
        text = text.replace("\n", "&#10;")
    if "\t" in text:
        text = text.replace("\t", "&#09;")
    return text


def _cdata(text: str) -> str:
    """Character data escaped as ElementTree escapes it."""
    if "&" in text:
        text = text.replace("&", "&amp;")
    if "<" in text:
        text = text.replace("<", "&lt;")
    if ">" in text:
        text = text.replace(">", "&gt;")
    return text


def element(name: str, attrs: Attrs, inner: str = "") -> str:
    """One element as svgwrite writes it: attributes sorted by name, empty ones left out; no content: ``<x />``."""
    head = "".join([f' {k}="{_attr(v)}"' for k, v in sorted(attrs.items()) if v])
    return f"<{name}{head}>{inner}</{name}>" if inner else f"<{name}{head} />"


def matrix(m: Matrix) -> str:
    """A transform attribute's matrix: the scale and turn to 6 decimals, the offsets as coordinates."""
    return f"{_linear(m[0], m[1], m[2], m[3])}{num(m[4])} {num(m[5])})"


def _linear(*abcd: float) -> str:
    """The start of a matrix, up to its offsets: its scale and turn to 6 decimals."""
    # At num's 0.001 the cover's board, drawn at 0.2288, lands 0.3 mm away from the PDF's at its far side.
    linear = (f"{v:.6f}".rstrip("0").rstrip(".") for v in abcd)
    return "matrix(" + "".join(f"{t} " if t not in ("-0", "") else "0 " for t in linear)


def _style(attrs: Attrs, style: Style) -> None:
    attrs["fill"] = style.fill or "none"
    if style.stroke:
        attrs["stroke"] = style.stroke
        attrs["stroke-width"] = num(style.width)
        if style.dash:
            attrs["stroke-dasharray"] = " ".join(num(d) for d in style.dash)
        if style.cap != "butt":
            attrs["stroke-linecap"] = style.cap
        if style.join != "miter":
            attrs["stroke-linejoin"] = style.join
    if style.opacity != 1.0:
        attrs["opacity"] = num(style.opacity)


def _path_op(op: tuple[Any, ...]) -> str:
    return str(op[0]) + " ".join(num(v) for v in op[1:])


def _shape(item: Shape, full_id: str = "") -> str:
    """One shape's element (not a group, use or text): full_id, its id made unique on the page, if it has one."""
    if isinstance(item, Rect):
        attrs = {"x": num(item.x), "y": num(item.y), "width": num(item.w), "height": num(item.h)}
        if item.rx:
            attrs["rx"] = attrs["ry"] = num(item.rx)
        attrs["id"] = full_id
        _style(attrs, item.style)
        return element("rect", attrs)
    if isinstance(item, Circle):
        attrs = {"cx": num(item.cx), "cy": num(item.cy), "r": num(item.r)}
        _style(attrs, item.style)
        return element("circle", attrs)
    if isinstance(item, Ellipse):
        attrs = {"cx": num(item.cx), "cy": num(item.cy), "rx": num(item.rx), "ry": num(item.ry)}
        _style(attrs, item.style)
        return element("ellipse", attrs)
    if isinstance(item, Line):
        attrs = {"x1": num(item.x1), "y1": num(item.y1), "x2": num(item.x2), "y2": num(item.y2)}
        _style(attrs, item.style)
        return element("line", attrs)
    if isinstance(item, Polygon):
        attrs = {"points": " ".join(f"{num(x)},{num(y)}" for x, y in item.points), "id": full_id}
        _style(attrs, item.style)
        return element("polygon" if item.closed else "polyline", attrs)
    if isinstance(item, Path):
        attrs = {"d": " ".join(_path_op(op) for op in item.ops)}
        _style(attrs, item.style)
        return element("path", attrs)
    raise TypeError(f"unknown scene item {item!r}")  # pragma: no cover - a programming error


def _text(item: Text, full_id: str = "") -> str:
    """A text in a font a viewer has (not a shipped one): full_id, its id made unique on the page, if it has one."""
    family, weight, font_style = SVG_FAMILY[item.font]
    attrs = {"x": num(item.x), "y": num(item.y), "font-family": family}
    if weight != "normal":
        attrs["font-weight"] = weight
    if font_style != "normal":
        attrs["font-style"] = font_style
    attrs["font-size"] = num(item.size * MM_PER_PT)
    attrs["fill"] = item.fill
    if item.anchor != "start":
        attrs["text-anchor"] = item.anchor
    attrs["id"] = full_id
    return element("text", attrs, _cdata(item.text))


# A shape or text without an id is the same markup wherever it is drawn, and a kit draws the same few
# thousand shapes over and over (26,500 polygons of 1,562 outlines): each is written once.
_plain = lru_cache(maxsize=1 << 14)(_shape)
_plain_text = lru_cache(maxsize=1 << 14)(_text)


@lru_cache(maxsize=1 << 12)
def _glyph_run(font: str, size: float, text: str) -> tuple[float, str, tuple[tuple[str, str, float], ...]]:
    """Return a text's width in a shipped font, the start of its glyphs' matrix (their scale), and each
    painted glyph's id, outline and offset from the text's start (set once for every text alike)."""
    widths = fontmetrics.metrics(font)
    em = size * MM_PER_PT
    glyphs = []
    at = 0.0  # em
    for char in text:
        if char.strip():
            outline, units = glyph_outline(font, char)
            glyphs.append((f"glyph-{font}-{ord(char):04x}", outline, at * em))
        at += widths.widths.get(ord(char), widths.missing)
    k = em / units if glyphs else 0.0  # every glyph's matrix has this scale: only their offsets differ
    return widths.width(text, size), _linear(k, 0.0, 0.0, -k), tuple(glyphs)


class Markup:
    """Writes scene items as SVG text; collects the definitions they need (clip paths, glyph outlines, symbols used)."""

    def __init__(self, symbols: tuple[Symbol, ...], page_id: str, unique: bool = False):
        self.page_id = page_id
        self.ids = PageIds(unique)
        self.symbols = {s.id: s for s in symbols}
        self.clip_count = 0
        self.used: set[str] = set()
        self.glyphs: set[str] = set()  # ids of the shipped fonts' glyph outlines defined so far
        self.defs: list[str] = []  # definitions in the order they were made

    def _id(self, attrs: Attrs, id: str | None) -> None:
        if id:  # a whole page's ids unique (page_svg); the replay page's fragments keep theirs as given
            attrs["id"] = self.ids(self.page_id, id)

    def shape(self, item: Shape) -> str:
        """Return one item's SVG element."""
        kind = type(item)
        if kind is Group:
            return self._group(item)  # type: ignore[arg-type]
        if kind is Use:
            return self._use(item)  # type: ignore[arg-type]
        if kind is Text:
            return self._text(item)  # type: ignore[arg-type]
        if isinstance(item, Group):
            return self._group(item)
        if isinstance(item, Use):
            return self._use(item)
        if isinstance(item, Text):
            return self._text(item)
        id = getattr(item, "id", None)
        if id:
            return _shape(item, self.ids(self.page_id, id))
        return _plain(item)

    def _group(self, item: Group) -> str:
        attrs: Attrs = {}
        self._id(attrs, item.id)
        if item.transform != IDENTITY:
            attrs["transform"] = matrix(item.transform)
        if not item.clip:
            return element("g", attrs, "".join(self.shape(child) for child in item.items))
        self.clip_count += 1  # numbered (and defined) before the children's own
        clip_id = f"{self.page_id}-clip{self.clip_count}"
        x, y, w, h = item.clip
        box = element("rect", {"x": num(x), "y": num(y), "width": num(w), "height": num(h)})
        self.defs.append(element("clipPath", {"id": clip_id}, box))
        inner = "".join(self.shape(child) for child in item.items)
        return element("g", attrs, element("g", {"clip-path": f"url(#{clip_id})"}, inner))

    def _use(self, item: Use) -> str:
        sym = self.symbols[item.symbol]
        self.used.add(item.symbol)
        attrs = {"xlink:href": f"#{item.symbol}", "width": num(sym.width), "height": num(sym.height)}
        if item.transform != IDENTITY:
            attrs["transform"] = matrix(item.transform)
        return element("use", attrs)

    def _text(self, item: Text) -> str:
        if item.font in SHIPPED:
            return self._outlined(item)
        if item.id:
            return _text(item, self.ids(self.page_id, item.id))
        return _plain_text(item)

    def _outlined(self, item: Text) -> str:
        """A text in a shipped font as its glyphs' outlines (each defined once) and the text itself, unpainted."""
        width, scale, glyphs = _glyph_run(item.font, item.size, item.text)
        x = item.x - (width / 2 if item.anchor == "middle" else width if item.anchor == "end" else 0.0)
        attrs = {"fill": item.fill}
        self._id(attrs, item.id)
        y = num(item.y)
        words = {"x": num(x), "y": y, "fill": "none"}
        words["font-family"] = SVG_FAMILY[item.font][0]
        words["font-size"] = num(item.size * MM_PER_PT)
        out = [element("text", words, _cdata(item.text))]
        for gid, outline, offset in glyphs:
            if gid not in self.glyphs:
                self.glyphs.add(gid)
                self.defs.append(element("path", {"d": outline, "id": gid}))
            # element("use", ...) as written: its attributes need no escaping
            out.append(f'<use transform="{scale}{num(x + offset)} {y})" xlink:href="#{gid}" />')
        return element("g", attrs, "".join(out))

    def definitions(self) -> str:
        """Return the <defs> element: what the items drawn so far made, then the symbols they use (a symbol may use others)."""
        written: set[str] = set()
        while pending := sorted(self.used - written):
            for sid in pending:
                written.add(sid)
                sym = self.symbols[sid]
                # A symbol shows only its own box, as a PDF form is clipped to its BBox.
                inner = "".join(self.shape(child) for child in sym.items)
                box = {"id": sid, "viewBox": f"0 0 {num(sym.width)} {num(sym.height)}"}
                self.defs.append(element("symbol", box, inner))
        return element("defs", {}, "".join(self.defs))


class Fragments:
    """Scene items as SVG markup one at a time, for a page that assembles its own <svg> (the replay page).

    Every item shares one set of definitions: ``defs()``, called once after the last item, holds
    what they use (symbols, clip paths, the shipped fonts' glyphs). Ids are prefixed with each call's page_id.
    """

    def __init__(self, symbols: tuple[Symbol, ...]):
        self._writer = Markup(symbols, "p1")

    def add_symbol(self, symbol: Symbol) -> None:
        """Make one more symbol available to the items drawn next."""
        self._writer.symbols.setdefault(symbol.id, symbol)

    def markup(self, item: Shape, page_id: str) -> str:
        """Return one item's SVG element as text."""
        self._writer.page_id = page_id
        return self._writer.shape(item)

    def defs(self) -> str:
        """Return the <defs> element the items drawn so far need, as render_page would write it."""
        return self._writer.definitions()


def page_svg(page: Page, symbols: tuple[Symbol, ...], page_id: str = "p1") -> bytes:
    """Return one page as a whole SVG document, byte for byte what svgwrite writes for it (render/svg.py)."""
    writer = Markup(symbols, page_id, unique=True)
    body = element("g", {"id": f"{page_id}-content"}, "".join(writer.shape(item) for item in page.items))
    w, h = num(page.width), num(page.height)
    root = {
        "baseProfile": "full",
        "height": f"{h}mm",
        "stroke-miterlimit": "10",
        "style": "font-kerning:none",
        "version": "1.1",
        "viewBox": f"0 0 {w} {h}",
        "width": f"{w}mm",
        "xml:space": "preserve",
        "xmlns": "http://www.w3.org/2000/svg",
        "xmlns:ev": "http://www.w3.org/2001/xml-events",
        "xmlns:xlink": "http://www.w3.org/1999/xlink",
    }
    svg = element("svg", root, writer.definitions() + body)
    return ('<?xml version="1.0" encoding="utf-8" ?>\n' + svg + "\n").encode("utf-8")
