"""Scene -> PDF via reportlab: vector, real embedded TTF text, symbols as form XObjects."""

from __future__ import annotations

import io
from collections.abc import Sequence
from functools import cache

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from printkit.fonts import font_path
from printkit.layout.colours import rgb
from printkit.layout.units import MM_PER_PT, PT_PER_MM
from printkit.scene import (
    IDENTITY,
    Circle,
    Document,
    Ellipse,
    Group,
    Line,
    Path,
    Polygon,
    Rect,
    Shape,
    Style,
    Symbol,
    Text,
    Use,
)

FILL_NON_ZERO = 1  # reportlab.pdfgen.canvas.FILL_NON_ZERO, which its type stubs leave out
_CAPS = {"butt": 0, "round": 1, "square": 2}
_JOINS = {"miter": 0, "round": 1, "bevel": 2}
_DUPLEX = {"long-edge": "DuplexFlipLongEdge", "short-edge": "DuplexFlipShortEdge", "none": "Simplex"}


@cache
def _register_font(name: str) -> str:
    # Parsing a TTF costs ~10 ms: only the faces a document uses are registered.
    pdfmetrics.registerFont(TTFont(name, str(font_path(name))))
    return name


@cache
def _rgb(colour: str) -> tuple[float, float, float]:
    return rgb(colour)


class _PdfWriter:
    def __init__(self, doc: Document):
        _register_font("Vera")
        self.buf = io.BytesIO()
        first = doc.pages[0]
        self.c = Canvas(
            self.buf,
            pagesize=(first.width * PT_PER_MM, first.height * PT_PER_MM),
            invariant=1,
            pageCompression=1,
            initialFontName="Vera",  # type: ignore[arg-type]  # types-reportlab says float; it is a font name
            initialFontSize=10,
        )
        self.c.setTitle(doc.title)
        self.c.setAuthor("printkit")
        self.c.setCreator("printkit")
        self.c.setSubject(doc.meta.get("subject", ""))
        self.c.setViewerPreference("PrintScaling", "None")
        self.c.setViewerPreference("Duplex", _DUPLEX[doc.duplex])
        self.doc = doc
        # The graphics state as last written, so unchanged settings are not written again; saved
        # and restored together with the PDF's own state. A key that is missing is unknown: it is
        # written at its first use.
        self.gs: dict = {}
        self.gs_stack: list[dict] = []

    def save(self) -> None:
        self.c.saveState()
        self.gs_stack.append(dict(self.gs))

    def restore(self) -> None:
        self.c.restoreState()
        self.gs = self.gs_stack.pop()

    def fill(self, colour: str) -> None:
        gs = self.gs
        if gs.get("fill") != colour:
            gs["fill"] = colour
            self.c.setFillColorRGB(*_rgb(colour))

    def alpha(self, opacity: float) -> None:
        gs = self.gs
        if gs.get("alpha") != opacity:
            gs["alpha"] = opacity
            self.c.setFillAlpha(opacity)
            self.c.setStrokeAlpha(opacity)

    def apply_style(self, style: Style) -> tuple[int, int]:
        c, gs = self.c, self.gs
        if style.fill:
            self.fill(style.fill)
        if style.stroke:
            if gs.get("stroke") != style.stroke:
                gs["stroke"] = style.stroke
                c.setStrokeColorRGB(*_rgb(style.stroke))
            if gs.get("width") != style.width:
                gs["width"] = style.width
                c.setLineWidth(style.width)
            if gs.get("dash") != style.dash:
                gs["dash"] = style.dash
                c.setDash(list(style.dash) if style.dash else [])
            if gs.get("cap") != style.cap:
                gs["cap"] = style.cap
                c.setLineCap(_CAPS[style.cap])
            if gs.get("join") != style.join:
                gs["join"] = style.join
                c.setLineJoin(_JOINS[style.join])
        self.alpha(style.opacity)
        return (1 if style.stroke else 0, 1 if style.fill else 0)

    def shape(self, item: Shape) -> None:
        c = self.c
        if isinstance(item, Rect):
            stroke, fill = self.apply_style(item.style)
            if item.rx:
                c.roundRect(item.x, item.y, item.w, item.h, item.rx, stroke=stroke, fill=fill)
            else:
                c.rect(item.x, item.y, item.w, item.h, stroke=stroke, fill=fill)
        elif isinstance(item, Circle):
            stroke, fill = self.apply_style(item.style)
            c.circle(item.cx, item.cy, item.r, stroke=stroke, fill=fill)
        elif isinstance(item, Ellipse):
            stroke, fill = self.apply_style(item.style)
            c.ellipse(
                item.cx - item.rx,
                item.cy - item.ry,
                item.cx + item.rx,
                item.cy + item.ry,
                stroke=stroke,
                fill=fill,
            )
        elif isinstance(item, Line):
            if item.style.stroke:  # a line without a stroke shows nothing in SVG
                self.apply_style(item.style)
                c.line(item.x1, item.y1, item.x2, item.y2)
        elif isinstance(item, Polygon):
            stroke, fill = self.apply_style(item.style)
            p = c.beginPath()
            (x0, y0), *rest = item.points
            p.moveTo(x0, y0)
            for x, y in rest:
                p.lineTo(x, y)
            if item.closed:
                p.close()
            # SVG fills an open polyline as if closed, and by the nonzero rule (reportlab's
            # default is even-odd)
            c.drawPath(p, stroke=stroke, fill=fill, fillMode=FILL_NON_ZERO)
        elif isinstance(item, Path):
            stroke, fill = self.apply_style(item.style)
            p = c.beginPath()
            for op in item.ops:
                kind = op[0]
                if kind == "M":
                    p.moveTo(*op[1:])
                elif kind == "L":
                    p.lineTo(*op[1:])
                elif kind == "C":
                    p.curveTo(*op[1:])
                elif kind == "Z":
                    p.close()
            c.drawPath(p, stroke=stroke, fill=fill, fillMode=FILL_NON_ZERO)
        elif isinstance(item, Text):
            self.fill(item.fill)
            self.alpha(1.0)
            font, size = _register_font(item.font), item.size * MM_PER_PT
            x = item.x
            if item.anchor != "start":
                width = pdfmetrics.stringWidth(item.text, font, size)
                x -= width / 2 if item.anchor == "middle" else width
            text = c.beginText()
            text.setFont(font, size)
            text.setTextTransform(1, 0, 0, -1, x, item.y)  # undo the page flip so glyphs stand upright
            text.textOut(item.text)
            c.drawText(text)
        elif isinstance(item, Use):
            self.save()
            # Alpha is the one setting reportlab caches itself: in a form it takes 1 for granted
            # and would not write it, so the page must not hand the form another.
            self.alpha(1.0)
            if item.transform != IDENTITY:
                c.transform(*item.transform)
            c.doForm(item.symbol)
            self.restore()
        elif isinstance(item, Group):
            isolated = item.transform != IDENTITY or item.clip
            if isolated:
                self.save()
                if item.transform != IDENTITY:
                    c.transform(*item.transform)
            if item.clip:
                p = c.beginPath()
                p.rect(*item.clip)
                c.clipPath(p, stroke=0, fill=0)
            for child in item.items:
                self.shape(child)
            if isolated:
                self.restore()
        else:  # pragma: no cover - a programming error
            raise TypeError(f"unknown scene item {item!r}")

    def _flip(self, height_mm: float) -> None:
        # The one place where scene coordinates (mm, y down) become PDF user space.
        self.c.transform(PT_PER_MM, 0, 0, -PT_PER_MM, 0, height_mm * PT_PER_MM)

    def render(self) -> bytes:
        c = self.c
        for sym in _forms(self.doc):
            c.beginForm(sym.id, 0, 0, sym.width, sym.height)
            # A form runs in the graphics state of the page that draws it, whatever that page set
            # last (a fold line's dash, a thick round-capped line...): nothing is known, so the
            # form writes every setting it uses itself.
            self.gs = {}
            for item in sym.items:
                self.shape(item)
            c.endForm()
        for page in self.doc.pages:
            c.setPageSize((page.width * PT_PER_MM, page.height * PT_PER_MM))
            for name, box in (("trim", page.trim_box), ("bleed", page.bleed_box)):
                if box:
                    x, y, w, h = box
                    c.setCropBox(
                        (
                            x * PT_PER_MM,
                            (page.height - y - h) * PT_PER_MM,
                            (x + w) * PT_PER_MM,
                            (page.height - y) * PT_PER_MM,
                        ),
                        name,
                    )
            self.gs = {}  # nothing assumed: a setting's first use writes it
            self.save()
            self._flip(page.height)
            for item in page.items:
                self.shape(item)
            self.restore()
            c.showPage()
        c.save()
        return self.buf.getvalue()


def _forms(doc: Document) -> list[Symbol]:
    """Return the symbols the pages draw, directly or inside another symbol, each after the symbols it draws."""
    by_id = {s.id: s for s in doc.symbols}
    used = {u for page in doc.pages for u in _uses(page.items)}
    out: list[Symbol] = []
    seen: set[str] = set()

    def visit(sym: Symbol) -> None:
        seen.add(sym.id)
        for inner in sorted(_uses(sym.items)):
            if inner not in seen and inner in by_id:
                visit(by_id[inner])
        out.append(sym)

    for sym in doc.symbols:
        if sym.id in used and sym.id not in seen:
            visit(sym)
    return out


def _uses(items: Sequence[Shape]) -> set[str]:
    out: set[str] = set()
    for item in items:
        if isinstance(item, Use):
            out.add(item.symbol)
        elif isinstance(item, Group):
            out |= _uses(item.items)
    return out


def render_document(doc: Document) -> bytes:
    """Return the whole document as PDF bytes."""
    return _PdfWriter(doc).render()
