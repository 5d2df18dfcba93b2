"""Scene -> PDF via reportlab: vector, real embedded TTF text, symbols as form XObjects."""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from reportlab.pdfbase import pdfdoc, pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from printkit.draw.scene import (
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
from printkit.layout.colours import rgb
from printkit.layout.fonts import font_path
from printkit.layout.units import MM_PER_PT, PT_PER_MM

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


@dataclass(frozen=True)
class PdfX:
    """PDF/X-1a:2001 output: each colour painted as the DeviceCMYK ink that ink() gives, for the profile's press."""

    ink: Callable[[str], tuple[float, float, float, float]]
    profile: bytes  # the CMYK ICC profile the inks were separated for: the output intent
    condition: str  # the printing condition's name (OutputConditionIdentifier)


class _PdfXInfo(pdfdoc.PDFInfo):
    """The document information dictionary with the PDF/X version and conformance keys."""

    def format(self, document: Any) -> bytes:
        # the date exactly as reportlab's own information dictionary writes it (fixed when invariant)
        stamp = pdfdoc.PDFDate(ts=document._timeStamp, dateFormatter=getattr(self, "_dateFormatter", None))
        keys = {
            "Title": pdfdoc.PDFString(self.title),
            "Author": pdfdoc.PDFString(self.author),
            "Subject": pdfdoc.PDFString(self.subject),
            "Creator": pdfdoc.PDFString(self.creator),
            "Producer": pdfdoc.PDFString(self.producer),
            "CreationDate": stamp,
            "ModDate": stamp,
            "Trapped": pdfdoc.PDFName("False"),
            "GTS_PDFXVersion": pdfdoc.PDFString("PDF/X-1:2001"),
            "GTS_PDFXConformance": pdfdoc.PDFString("PDF/X-1a:2001"),
        }
        return pdfdoc.PDFDictionary(keys).format(document)


def _output_intent(canvas: Canvas, pdfx: PdfX) -> None:
    """Put the PDF/X output intent, with its CMYK profile embedded, in the document catalogue."""
    doc: Any = canvas._doc  # type: ignore[attr-defined]  # the catalogue is reached only through it
    profile = pdfdoc.PDFStream(pdfdoc.PDFDictionary({"N": 4}), pdfx.profile, [pdfdoc.PDFZCompress])
    intent = pdfdoc.PDFDictionary(
        {
            "Type": pdfdoc.PDFName("OutputIntent"),
            "S": pdfdoc.PDFName("GTS_PDFX"),
            "OutputConditionIdentifier": pdfdoc.PDFString(pdfx.condition),
            "OutputCondition": pdfdoc.PDFString(pdfx.condition),
            "Info": pdfdoc.PDFString(pdfx.condition),
            "DestOutputProfile": doc.Reference(profile),
        }
    )
    catalog = doc.Catalog
    # reportlab writes only the catalogue keys its class lists: this one catalogue lists one more
    catalog.__NoDefault__ = [*pdfdoc.PDFCatalog.__NoDefault__, "OutputIntents"]
    catalog.OutputIntents = pdfdoc.PDFArray([intent])


class _PdfWriter:
    def __init__(self, doc: Document, pdfx: PdfX | None = None):
        _register_font("Vera")
        self.pdfx = pdfx
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
        if pdfx is not None:
            self.c._doc.info = _PdfXInfo()  # type: ignore[attr-defined]
            _output_intent(self.c, pdfx)
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
        self.gs: dict[str, Any] = {}
        self.gs_stack: list[dict[str, Any]] = []

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
            if self.pdfx:
                self.c.setFillColorCMYK(*self.pdfx.ink(colour))
            else:
                self.c.setFillColorRGB(*_rgb(colour))

    def stroke(self, colour: str) -> None:
        gs = self.gs
        if gs.get("stroke") != colour:
            gs["stroke"] = colour
            if self.pdfx:
                self.c.setStrokeColorCMYK(*self.pdfx.ink(colour))
            else:
                self.c.setStrokeColorRGB(*_rgb(colour))

    def alpha(self, opacity: float) -> None:
        if self.pdfx:  # PDF/X-1a has no transparency: nothing is written, and nothing may need it
            if opacity != 1:
                raise ValueError(
                    f"opacity {opacity:g} cannot be printed as PDF/X-1a, which has no transparency"
                )
            return
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
            self.stroke(style.stroke)
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
            trim, bleed = page.trim_box, page.bleed_box
            if self.pdfx:  # PDF/X: every page says where it is cut and how far its art runs
                trim = trim or (0.0, 0.0, page.width, page.height)
                bleed = bleed or (0.0, 0.0, page.width, page.height)
            for name, box in (("trim", trim), ("bleed", bleed)):
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


def render_document(doc: Document, pdfx: PdfX | None = None) -> bytes:
    """Return the whole document as PDF bytes (with pdfx: PDF/X-1a:2001, every colour in CMYK)."""
    return _PdfWriter(doc, pdfx).render()
