"""Scene -> PDF via reportlab: vector, real embedded TTF text, symbols as form XObjects."""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from reportlab.lib.rl_accel import fp_str
from reportlab.pdfbase import pdfdoc, pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from printkit.draw.render import pdfops
from printkit.draw.render.pdfops import PAINT, PAINT_NON_ZERO
from printkit.draw.scene import (
    IDENTITY,
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
    Symbol,
    Text,
    Use,
)
from printkit.layout.colours import rgb
from printkit.layout.fonts import font_path
from printkit.layout.units import MM_PER_PT, PT_PER_MM

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
        self.gs_stack: list[tuple[dict[str, Any], Any, Style | None]] = []
        # The style last applied while nothing else has changed the state since (a text's fill):
        # the next shape of an equal style has nothing to write. Saved and restored with the state.
        self.styled: Style | None = None
        # Each (font, size, text)'s runs and width: once a text has been set, its characters have
        # their places in the font's subsets, and setting it again would write the same runs.
        self.texts: dict[tuple[str, float, str], tuple[str, float]] = {}
        # Each colour's operators, formatted once. reportlab's colour setters are not called: what
        # they also keep (the colour for the next page's preamble) is reset before any page starts.
        self.colours: dict[tuple[str, str], str] = {}
        self._new_code()

    def _new_code(self) -> None:
        """Take up the list of operators the page or form reportlab just began keeps (it makes a new one for each)."""
        # reportlab's own list, written to directly; read once a page or form, not once an operator
        self.code: list[str] = self.c._code  # type: ignore[attr-defined]

    def save(self) -> None:
        c = self.c
        self.code.append("q")
        # Of the state reportlab's saveState keeps, only its alpha settings (which it writes only
        # when they change) decide what it writes: they alone are saved, not the whole state.
        self.gs_stack.append((dict(self.gs), c._extgstate, self.styled))  # type: ignore[attr-defined]
        c._extgstate = c._extgstate.pushCopy()  # type: ignore[attr-defined]

    def restore(self) -> None:
        c = self.c
        self.code.append("Q")
        self.gs, c._extgstate, self.styled = self.gs_stack.pop()  # type: ignore[attr-defined]

    def transform(self, m: Matrix) -> None:
        # As reportlab's transform writes it; it would merge it into a transform written just
        # before, but every transform here follows a save.
        self.code.append(f"{fp_str(*m)} cm")

    def fill(self, colour: str) -> None:
        gs = self.gs
        if gs.get("fill") != colour:
            gs["fill"] = colour
            self.styled = None
            self.code.append(self._colour(colour, "rg", "k"))

    def stroke(self, colour: str) -> None:
        gs = self.gs
        if gs.get("stroke") != colour:
            gs["stroke"] = colour
            self.code.append(self._colour(colour, "RG", "K"))

    def _colour(self, colour: str, rgb_op: str, cmyk_op: str) -> str:
        """Return the operator that paints with colour as reportlab's setFillColorRGB (or CMYK: pdfx) writes it."""
        key = (colour, rgb_op)
        op = self.colours.get(key)
        if op is None:
            if self.pdfx:
                op = f"{fp_str(*self.pdfx.ink(colour))} {cmyk_op}"
            else:
                op = f"{fp_str(*_rgb(colour))} {rgb_op}"
            self.colours[key] = op
        return op

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
            self.styled = None
            self.c.setFillAlpha(opacity)
            self.c.setStrokeAlpha(opacity)

    def apply_style(self, style: Style) -> tuple[int, int]:
        painted = (1 if style.stroke else 0, 1 if style.fill else 0)
        if style == self.styled:  # the state is this style's already: nothing would be written
            return painted
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
        self.styled = style
        return painted

    def shapes(self, items: Sequence[Shape]) -> None:
        for item in items:
            draw = _DRAW.get(type(item))
            if draw is None:  # pragma: no cover - a programming error
                raise TypeError(f"unknown scene item {item!r}")
            draw(self, item)

    # Each shape's operators are written straight into the canvas's content (see pdfops).

    def _rect(self, item: Rect) -> None:
        stroke, fill = self.apply_style(item.style)
        if item.rx:
            self.code.append(pdfops.round_rect(item.x, item.y, item.w, item.h, item.rx) + PAINT[stroke, fill])
        else:
            self.code.append(pdfops.rect(item.x, item.y, item.w, item.h) + PAINT[stroke, fill])

    def _circle(self, item: Circle) -> None:
        stroke, fill = self.apply_style(item.style)
        # as reportlab's circle: the corners of its box, then those of its ellipse
        x1, x2, y1, y2 = item.cx - item.r, item.cx + item.r, item.cy - item.r, item.cy + item.r
        self.code.append(pdfops.ellipse(x1, y1, x2 - x1, y2 - y1) + PAINT[stroke, fill])

    def _ellipse(self, item: Ellipse) -> None:
        stroke, fill = self.apply_style(item.style)
        x1, y1, x2, y2 = item.cx - item.rx, item.cy - item.ry, item.cx + item.rx, item.cy + item.ry
        self.code.append(pdfops.ellipse(x1, y1, x2 - x1, y2 - y1) + PAINT[stroke, fill])

    def _line(self, item: Line) -> None:
        if item.style.stroke:  # a line without a stroke shows nothing in SVG
            self.apply_style(item.style)
            self.code.append(pdfops.line(item.x1, item.y1, item.x2, item.y2))

    def _polygon(self, item: Polygon) -> None:
        stroke, fill = self.apply_style(item.style)
        code = self.code
        code.append(pdfops.polygon(item.points, item.closed))
        # SVG fills an open polyline as if closed, and by the nonzero rule (reportlab's
        # default is even-odd)
        code.append(PAINT_NON_ZERO[stroke, fill])

    def _path(self, item: Path) -> None:
        stroke, fill = self.apply_style(item.style)
        code = self.code
        code.append(pdfops.path(item.ops))
        code.append(PAINT_NON_ZERO[stroke, fill])

    def _text(self, item: Text) -> None:
        self.fill(item.fill)
        self.alpha(1.0)
        key = (item.font, item.size, item.text)
        known = self.texts.get(key)
        if known is None:
            known = self.texts[key] = self._runs(*key)
        runs, width = known
        x = item.x
        if item.anchor != "start":
            x -= width / 2 if item.anchor == "middle" else width
        # a text object's operators, as reportlab's writes them: its origin, the transform that
        # undoes the page flip so glyphs stand upright, then the text's runs
        self.code.append(f"BT 1 0 0 1 0 0 Tm {fp_str(1, 0, 0, -1, x, item.y)} Tm {runs}ET")

    def _runs(self, face: str, size_pt: float, text: str) -> tuple[str, float]:
        """Return a text's runs of characters, each in the subset of its font that holds them, and its width."""
        name, size = _register_font(face), size_pt * MM_PER_PT
        font: Any = pdfmetrics.getFont(name)
        doc = self.c._doc  # type: ignore[attr-defined]
        setting = f"{fp_str(size)} Tf {fp_str(size * 1.2)} TL"
        parts, last = [], -1
        for subset, chars in font.splitString(text, doc):
            if subset != last:
                parts.append(f"{font.getSubsetInternalName(subset, doc)} {setting} ")
                last = subset
            parts.append(f"({self.c._escape(chars)}) Tj ")  # type: ignore[attr-defined]
        return "".join(parts), pdfmetrics.stringWidth(text, name, size)

    def _use(self, item: Use) -> None:
        self.save()
        # Alpha is the one setting reportlab caches itself: in a form it takes 1 for granted
        # and would not write it, so the page must not hand the form another.
        self.alpha(1.0)
        if item.transform != IDENTITY:
            self.transform(item.transform)
        self.c.doForm(item.symbol)
        self.restore()

    def _group(self, item: Group) -> None:
        isolated = item.transform != IDENTITY or item.clip
        if isolated:
            self.save()
            if item.transform != IDENTITY:
                self.transform(item.transform)
        if item.clip:
            self.code.append(f"n {fp_str(*item.clip)} re W* n")  # reportlab's clipPath: even-odd
        self.shapes(item.items)
        if isolated:
            self.restore()

    def _flip(self, height_mm: float) -> None:
        # The one place where scene coordinates (mm, y down) become PDF user space.
        self.c.transform(PT_PER_MM, 0, 0, -PT_PER_MM, 0, height_mm * PT_PER_MM)

    def render(self) -> bytes:
        c = self.c
        for sym in _forms(self.doc):
            c.beginForm(sym.id, 0, 0, sym.width, sym.height)
            self._new_code()
            # A form runs in the graphics state of the page that draws it, whatever that page set
            # last (a fold line's dash, a thick round-capped line...): nothing is known, so the
            # form writes every setting it uses itself.
            self.gs, self.styled = {}, None
            self.shapes(sym.items)
            c.endForm()
            self._new_code()
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
            self.gs, self.styled = {}, None  # nothing assumed: a setting's first use writes it
            self.save()
            self._flip(page.height)
            self.shapes(page.items)
            self.restore()
            c.showPage()
            self._new_code()
        c.save()
        return self.buf.getvalue()


_DRAW: dict[type, Callable[[_PdfWriter, Any], None]] = {
    Rect: _PdfWriter._rect,
    Circle: _PdfWriter._circle,
    Ellipse: _PdfWriter._ellipse,
    Line: _PdfWriter._line,
    Polygon: _PdfWriter._polygon,
    Path: _PdfWriter._path,
    Text: _PdfWriter._text,
    Use: _PdfWriter._use,
    Group: _PdfWriter._group,
}


def _forms(doc: Document) -> list[Symbol]:
    """Return the symbols the pages draw, directly or inside another symbol, each after the symbols it draws."""
    if not doc.symbols:
        return []
    by_id = {s.id: s for s in doc.symbols}
    used: set[str] = set()
    for page in doc.pages:
        _uses(page.items, used)
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


def _uses(items: Sequence[Shape], out: set[str] | None = None) -> set[str]:
    """Return the ids of the symbols items use, added to out if given."""
    out = set() if out is None else out
    for item in items:
        if isinstance(item, Use):
            out.add(item.symbol)
        elif isinstance(item, Group):
            _uses(item.items, out)
    return out


def render_document(doc: Document, pdfx: PdfX | None = None) -> bytes:
    """Return the whole document as PDF bytes (with pdfx: PDF/X-1a:2001, every colour in CMYK)."""
    return _PdfWriter(doc, pdfx).render()
