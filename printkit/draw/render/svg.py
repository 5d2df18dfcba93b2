"""Scene -> SVG via svgwrite: viewBox in mm, physical size, explicit ids, symbols reused."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any

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

if TYPE_CHECKING:
    from svgwrite.base import BaseElement


def _matrix(m: Matrix) -> str:
    # The scale and turn to 6 decimals: at num's 0.001 the cover's board, drawn at 0.2288, lands
    # 0.3 mm away from the PDF's at its far side. The offsets are in mm, like any coordinate.
    a, b, c, d, e, f = m
    linear = (f"{v:.6f}".rstrip("0").rstrip(".") for v in (a, b, c, d))
    return "matrix(" + " ".join((*(t if t not in ("-0", "") else "0" for t in linear), num(e), num(f))) + ")"


class _SvgWriter:
    def __init__(self, page: Page, symbols: tuple[Symbol, ...], page_id: str, unique: bool = True):
        import svgwrite  # only the reference writer needs it: it builds its SVG grammar on import (0.09 s)

        self.dwg = svgwrite.Drawing(
            size=(f"{num(page.width)}mm", f"{num(page.height)}mm"),
            viewBox=f"0 0 {num(page.width)} {num(page.height)}",
            profile="full",
            debug=False,
        )
        # Text as the PDF sets it: glyphs at their advance widths (reportlab does not kern) and
        # every space kept (SVG would collapse a run of spaces into one).
        self.dwg["style"] = "font-kerning:none"
        self.dwg["xml:space"] = "preserve"
        # Sharp corners as the PDF draws them: PDF's miter limit is 10, SVG's default 4.
        self.dwg["stroke-miterlimit"] = "10"
        self.page_id = page_id
        self.ids = PageIds(unique)  # unique on the page; a fragment keeps the id it is given
        self.clip_count = 0
        self.used: set[str] = set()
        self.glyphs: set[str] = set()  # ids of the shipped fonts' glyph outlines defined on this page
        self.symbols = {s.id: s for s in symbols}

    def style(self, el: BaseElement, style: Style) -> None:
        el["fill"] = style.fill or "none"
        if style.stroke:
            el["stroke"] = style.stroke
            el["stroke-width"] = num(style.width)
            if style.dash:
                el["stroke-dasharray"] = " ".join(num(d) for d in style.dash)
            if style.cap != "butt":
                el["stroke-linecap"] = style.cap
            if style.join != "miter":
                el["stroke-linejoin"] = style.join
        if style.opacity != 1.0:
            el["opacity"] = num(style.opacity)

    def shape(self, item: Shape, parent: BaseElement) -> None:
        d = self.dwg
        if isinstance(item, Rect):
            el = d.rect(insert=(num(item.x), num(item.y)), size=(num(item.w), num(item.h)))
            if item.rx:
                el["rx"] = el["ry"] = num(item.rx)
            if item.id:
                el["id"] = self.ids(self.page_id, item.id)
            self.style(el, item.style)
        elif isinstance(item, Circle):
            el = d.circle(center=(num(item.cx), num(item.cy)), r=num(item.r))
            self.style(el, item.style)
        elif isinstance(item, Ellipse):
            el = d.ellipse(center=(num(item.cx), num(item.cy)), r=(num(item.rx), num(item.ry)))
            self.style(el, item.style)
        elif isinstance(item, Line):
            el = d.line(start=(num(item.x1), num(item.y1)), end=(num(item.x2), num(item.y2)))
            self.style(el, item.style)
        elif isinstance(item, Polygon):
            pts = [(num(x), num(y)) for x, y in item.points]
            el = d.polygon(pts) if item.closed else d.polyline(pts)
            if item.id:
                el["id"] = self.ids(self.page_id, item.id)
            self.style(el, item.style)
        elif isinstance(item, Path):
            el = d.path(d=" ".join(_path_op(op) for op in item.ops))
            self.style(el, item.style)
        elif isinstance(item, Text) and item.font in SHIPPED:
            el = self.outlined(item)
        elif isinstance(item, Text):
            el = d.text(item.text, insert=(num(item.x), num(item.y)))
            family, weight, font_style = SVG_FAMILY[item.font]
            el["font-family"] = family
            if weight != "normal":
                el["font-weight"] = weight
            if font_style != "normal":
                el["font-style"] = font_style
            el["font-size"] = num(item.size * MM_PER_PT)
            el["fill"] = item.fill
            if item.anchor != "start":
                el["text-anchor"] = item.anchor
            if item.id:
                el["id"] = self.ids(self.page_id, item.id)
        elif isinstance(item, Use):
            sym = self.symbols[item.symbol]
            self.used.add(item.symbol)
            el = d.use(f"#{item.symbol}", size=(num(sym.width), num(sym.height)))
            if item.transform != IDENTITY:
                el["transform"] = _matrix(item.transform)
        elif isinstance(item, Group):
            el = d.g()
            if item.id:
                el["id"] = self.ids(self.page_id, item.id)
            if item.transform != IDENTITY:
                el["transform"] = _matrix(item.transform)
            target = el
            if item.clip:
                self.clip_count += 1
                clip_id = f"{self.page_id}-clip{self.clip_count}"
                cp = d.defs.add(d.clipPath(id=clip_id))
                x, y, w, h = item.clip
                cp.add(d.rect(insert=(num(x), num(y)), size=(num(w), num(h))))
                target = d.g(clip_path=f"url(#{clip_id})")
                el.add(target)
            for child in item.items:
                self.shape(child, target)
        else:  # pragma: no cover - a programming error
            raise TypeError(f"unknown scene item {item!r}")
        parent.add(el)

    def outlined(self, item: Text) -> BaseElement:
        """Return a text in a shipped font as its glyphs' outlines, each defined once a page, and the
        text itself, unpainted, for search and copying: renderers that ignore @font-face (librsvg)
        draw the same picture as the PDF."""
        d = self.dwg
        widths = fontmetrics.metrics(item.font)
        em = item.size * MM_PER_PT
        width = widths.width(item.text, item.size)
        x = item.x - (width / 2 if item.anchor == "middle" else width if item.anchor == "end" else 0.0)
        el = d.g(fill=item.fill)
        if item.id:
            el["id"] = self.ids(self.page_id, item.id)
        words = d.text(item.text, insert=(num(x), num(item.y)), fill="none")
        words["font-family"] = SVG_FAMILY[item.font][0]
        words["font-size"] = num(em)
        el.add(words)
        at = 0.0  # em
        for char in item.text:
            if char.strip():
                outline, units = glyph_outline(item.font, char)
                gid = f"glyph-{item.font}-{ord(char):04x}"
                if gid not in self.glyphs:
                    self.glyphs.add(gid)
                    d.defs.add(d.path(d=outline, id=gid))
                k = em / units
                use = d.use(f"#{gid}")
                use["transform"] = _matrix((k, 0.0, 0.0, -k, x + at * em, item.y))
                el.add(use)
            at += widths.widths.get(ord(char), widths.missing)
        return el

    def render(self, page: Page) -> bytes:
        body = self.dwg.g(id=f"{self.page_id}-content")
        for item in page.items:
            self.shape(item, body)
        written: set[str] = set()
        while pending := sorted(self.used - written):  # a symbol may draw other symbols: they join self.used
            for sid in pending:
                written.add(sid)
                sym = self.symbols[sid]
                # A symbol shows only its own box, as a PDF form is clipped to its BBox.
                el = self.dwg.symbol(id=sid, viewBox=f"0 0 {num(sym.width)} {num(sym.height)}")
                for child in sym.items:
                    self.shape(child, el)
                self.dwg.defs.add(el)
        self.dwg.add(body)
        buf = io.StringIO()
        self.dwg.write(buf, pretty=False)
        return (buf.getvalue() + "\n").encode("utf-8")


def _path_op(op: tuple[Any, ...]) -> str:
    return str(op[0]) + " ".join(num(v) for v in op[1:])


def render_page(page: Page, symbols: tuple[Symbol, ...], page_id: str = "p1") -> bytes:
    """Return one page as SVG bytes (SVG has no multi-page documents: one file per page)."""
    from printkit.draw.render.svgmarkup import page_svg

    # Written as text, the bytes svgwrite writes (tests/show/test_svg_markup.py holds them to it): svgwrite
    # builds and validates an element tree per shape, three times the time of the whole page as text.
    return page_svg(page, symbols, page_id)


def svgwrite_page(page: Page, symbols: tuple[Symbol, ...], page_id: str = "p1") -> bytes:
    """Return one page as SVG bytes written through svgwrite: the reference render_page's bytes must equal."""
    return _SvgWriter(page, symbols, page_id).render(page)
