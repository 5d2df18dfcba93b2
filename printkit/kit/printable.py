"""Whether a page prints and reads, measured: no ink in a home printer's dead zone, text inside a
print shop's safe area, no character under 6 pt, text and cut and fold lines that stand out from
what they are drawn on, in colour and in greyscale.

A development check, not part of a build (it needs pypdfium2 and Pillow, the test extras): the
suite runs it on one page per game and build, `tools/print_sweep.py` on every page of every build.
Edges and sizes are measured on the PDF as printed (the page rendered by pdfium; each character's
size from its matrix, so turned text reads true). Contrast is measured against the fills alone
(the page drawn without its texts and strokes): the worst fill a text's box or a line's stroke
overlaps. A cut or fold line is a stroke in one of line_styles(), or any stroke of a group that
stands for nets.LINES: such a group reads where any of its strokes does (a white line under a dark one).
"""

from __future__ import annotations

import ctypes
import math
from collections.abc import Collection, Iterator
from dataclasses import replace
from functools import cache
from pathlib import Path as FilePath
from typing import TYPE_CHECKING

from printkit.draw import fontmetrics
from printkit.draw.impose.nets import LINES
from printkit.draw.miniature import MIN_PT
from printkit.draw.scene import (
    IDENTITY,
    Circle,
    Document,
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
    apply,
    compose,
)
from printkit.layout.colours import rgb

if TYPE_CHECKING:
    import pypdfium2 as pdfium
    from PIL import Image

DEAD_ZONE = 5.0  # mm along a home printer's paper edge that may stay unprinted
SAFE_AREA = 3.0  # mm inside the trim a print shop keeps text
TEXT_CONTRAST = 4.5
LINE_CONTRAST = 3.0
MM_PER_PT = 25.4 / 72
Box = tuple[float, float, float, float]
Stroked = Line | Polygon | Path | Rect | Circle | Ellipse
STROKED = (Line, Polygon, Path, Rect, Circle, Ellipse)
BAND_STROKE = 1.0  # mm: a stroke this wide paints an area a text can sit on; thinner ones are lines
INK_BELOW = 245  # a pixel with any channel under this is ink (paper white is 255)


def line_styles() -> frozenset[Style]:
    """Return the styles that draw cut and fold lines (crop marks, cut guides, trim, glue and fold lines)."""
    from printkit.draw.impose import cards, marks, nets, tiling, tokens
    from printkit.kit.docs import scorepad

    return frozenset(
        (
            marks.HAIRLINE,
            cards.CUT_GUIDE,
            cards.FOLD_LINE,
            nets.CUT,
            nets.FOLD,
            tiling.TRIM_LINE,
            tiling.GLUE_LINE,
            tokens.CUT_OUTLINE,
            scorepad.CUT,
        )
    )


# --- on the PDF ---------------------------------------------------------------------------------


def pdf_faults(
    path: FilePath, shop: bool = False, dpi: float = 100.0, edges: Collection[int] | None = None
) -> list[str]:
    """Return what is wrong on each page of a PDF: characters under MIN_PT; ink in the dead zone
    (home print: on the pages numbered in edges, from 1, or on every page) or text outside the
    safe area (shop: pages for a print shop, measured against their TrimBox)."""
    import pypdfium2 as pdfium

    faults: list[str] = []
    pdf = pdfium.PdfDocument(str(path))
    try:
        for k in range(len(pdf)):
            page = pdf[k]
            where = f"{FilePath(path).name} page {k + 1}"
            chars = list(_chars(page))
            faults += [
                f"{where}: {c!r} at {pt:.2f} pt, under {MIN_PT:g} pt"
                for c, pt, _ in chars
                if pt < MIN_PT - 0.01
            ]
            if shop:
                faults += _trim_faults(page, chars, where)
            elif edges is None or k + 1 in edges:
                faults += _edge_faults(page, dpi, where)
            page.close()
    finally:
        pdf.close()
    return _first_of_each(faults)


def _first_of_each(faults: list[str], most: int = 3) -> list[str]:
    """Return at most `most` faults of each page and kind (a card sheet's 63 small characters are one fault)."""
    seen: dict[tuple[str, str], int] = {}
    out = []
    for f in faults:
        where, _, what = f.partition(": ")
        key = (where, what.split(" ")[-1])
        seen[key] = seen.get(key, 0) + 1
        if seen[key] <= most:
            out.append(f)
    return out


def _chars(page: pdfium.PdfPage) -> Iterator[tuple[str, float, Box]]:
    """Yield each printed character of a pdfium page: the character, its size in pt, its box in mm (y down)."""
    import pypdfium2.raw as raw

    height = page.get_height()
    textpage = page.get_textpage()
    try:
        for i in range(textpage.count_chars()):
            char = chr(raw.FPDFText_GetUnicode(textpage, i))
            if not char.strip() or char in "\x00\ufffe":
                continue
            matrix = raw.FS_MATRIX()
            raw.FPDFText_GetMatrix(textpage, i, ctypes.byref(matrix))
            pt = raw.FPDFText_GetFontSize(textpage, i) * math.hypot(matrix.c, matrix.d)
            left, right, bottom, top = (ctypes.c_double() for _ in range(4))
            raw.FPDFText_GetCharBox(textpage, i, left, right, bottom, top)
            box = (left.value, height - top.value, right.value, height - bottom.value)
            yield char, pt, (box[0] * MM_PER_PT, box[1] * MM_PER_PT, box[2] * MM_PER_PT, box[3] * MM_PER_PT)
    finally:
        textpage.close()


def _trim_faults(page: pdfium.PdfPage, chars: list[tuple[str, float, Box]], where: str) -> list[str]:
    x0, y0, x1, y1 = page.get_trimbox()
    height = page.get_height()
    tx0, ty0 = x0 * MM_PER_PT + SAFE_AREA, (height - y1) * MM_PER_PT + SAFE_AREA
    tx1, ty1 = x1 * MM_PER_PT - SAFE_AREA, (height - y0) * MM_PER_PT - SAFE_AREA
    return [
        f"{where}: {c!r} at ({b[0]:.1f}, {b[1]:.1f}) mm, less than {SAFE_AREA:g} mm inside the trim"
        for c, _, b in chars
        if b[0] < tx0 - 0.05 or b[1] < ty0 - 0.05 or b[2] > tx1 + 0.05 or b[3] > ty1 + 0.05
    ]


def _edge_faults(page: pdfium.PdfPage, dpi: float, where: str) -> list[str]:
    from PIL import ImageChops

    image = page.render(scale=dpi / 72, no_smoothpath=False).to_pil().convert("RGB")
    channels = [c.point(lambda v: 255 if v < INK_BELOW else 0) for c in image.split()]
    box = ImageChops.lighter(ImageChops.lighter(channels[0], channels[1]), channels[2]).getbbox()
    if box is None:
        return []
    w, h = image.size
    px_per_mm = dpi / 25.4
    zone = int(DEAD_ZONE * px_per_mm)  # pixels wholly inside the dead zone
    x0, y0, x1, y1 = box
    near = min(x0, y0, w - x1, h - y1)
    if near >= zone:
        return []
    side = ("left", "top", "right", "bottom")[(x0, y0, w - x1, h - y1).index(near)]
    return [
        f"{where}: ink {near / px_per_mm:.1f} mm from the {side} edge, inside the {DEAD_ZONE:g} mm dead zone"
    ]


# --- on the scene ---------------------------------------------------------------------------------


def luminance(colour: tuple[int, int, int]) -> float:
    """Return a colour's relative luminance (WCAG 2)."""

    def lin(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = colour
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


def grey(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """Return the grey a greyscale print makes of a colour (Rec. 601 luma, as printer drivers convert)."""
    r, g, b = colour
    y = round(0.299 * r + 0.587 * g + 0.114 * b)
    return (y, y, y)


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """Return the contrast ratio of two colours, 1 to 21."""
    la, lb = sorted((luminance(a), luminance(b)))
    return (lb + 0.05) / (la + 0.05)


def worst(ink: list[tuple[int, int, int]], grounds: set[tuple[int, int, int]]) -> tuple[float, float]:
    """Return the lowest contrast, in colour and in greyscale, of the best of inks on each ground."""
    colour = min((max(contrast(i, g) for i in ink) for g in grounds), default=21.0)
    greys = min((max(contrast(grey(i), grey(g)) for i in ink) for g in grounds), default=21.0)
    return colour, greys


def contrast_faults(doc: Document, pages: list[int] | None = None, px_per_mm: float = 4.0) -> list[str]:
    """Return each text under TEXT_CONTRAST and each cut or fold line under LINE_CONTRAST against the
    fills it is drawn on, in colour or greyscale, on the pages numbered (from 1) or every page."""
    import pypdfium2 as pdfium

    from printkit.draw.render.pdf import render_document

    styles = line_styles()
    symbols = {s.id: s for s in doc.symbols}
    numbers = pages or list(range(1, len(doc.pages) + 1))
    fills = Document(doc.title, tuple(_fills_page(doc.pages[n - 1]) for n in numbers), _fills_symbols(doc))
    pdf = pdfium.PdfDocument(render_document(fills))
    faults: list[str] = []
    try:
        for k, n in enumerate(numbers):
            page = doc.pages[n - 1]
            where = f"{doc.title}, page {n} ({page.label})" if page.label else f"{doc.title}, page {n}"
            pdf_page = pdf[k]
            ground = pdf_page.render(scale=px_per_mm * 25.4 / 72, no_smoothpath=True).to_pil().convert("RGB")
            pdf_page.close()
            faults += _page_contrast(page, symbols, styles, ground, px_per_mm, where)
    finally:
        pdf.close()
    return faults


def _page_contrast(
    page: Page,
    symbols: dict[str, Symbol],
    styles: frozenset[Style],
    ground: Image.Image,
    k: float,
    where: str,
) -> list[str]:
    faults: list[str] = []
    groups: dict[int, list[tuple[Stroked, Matrix, Box | None]]] = {}
    leaves = list(_leaves(page.items, symbols, IDENTITY, None))
    plates = [  # opaque rectangles, in painting order: a text wholly under a later one does not show
        (order, _box(quad), quad)
        for order, (item, m, _, _) in enumerate(leaves)
        if isinstance(item, Rect) and item.style.fill and item.style.opacity == 1
        for quad in [_rect_quad(item, m)]
    ]
    for order, (item, m, group, clip) in enumerate(leaves):
        if isinstance(item, Text):
            if not item.text.strip():
                continue
            quad = _text_quad(item, m)
            if _is_hidden(quad, order, plates):
                continue
            grounds = _under(ground, [quad], k, clip)
            colour, greys = worst([_rgb(item.fill)], grounds)
            if min(colour, greys) < TEXT_CONTRAST:
                faults.append(
                    f"{where}: the text {item.text[:40]!r} ({item.fill}) reads {colour:.1f}:1 "
                    f"({greys:.1f}:1 in grey) on its ground, under {TEXT_CONTRAST:g}:1"
                )
        elif isinstance(item, STROKED) and item.style.stroke:
            if group is not None:
                groups.setdefault(group, []).append((item, m, clip))
            elif item.style in styles:
                groups.setdefault(id(item), []).append((item, m, clip))
    for members in groups.values():
        inks = sorted({_rgb(s.style.stroke) for s, _, _ in members if s.style.stroke})
        grounds = set()
        for s, m, clip in members:
            grounds |= _under(ground, _stroke_quads(s, m), k, clip)
        colour, greys = worst(inks, grounds)
        if min(colour, greys) < LINE_CONTRAST:
            first = members[0][0]
            x, y = apply(members[0][1], *_start(first))
            names = ", ".join("#" + "".join(f"{v:02x}" for v in i) for i in inks)
            faults.append(
                f"{where}: a cut or fold line ({names}) near "
                f"({x:.0f}, {y:.0f}) mm reads {colour:.1f}:1 ({greys:.1f}:1 in grey) on its ground, "
                f"under {LINE_CONTRAST:g}:1"
            )
    return faults


@cache
def _rgb(colour: str) -> tuple[int, int, int]:
    r, g, b = rgb(colour)
    return (round(r * 255), round(g * 255), round(b * 255))


def _leaves(
    items: tuple[Shape, ...],
    symbols: dict[str, Symbol],
    m: Matrix,
    group: int | None,
    clip: Box | None = None,
) -> Iterator[tuple[Shape, Matrix, int | None, Box | None]]:
    """Yield every drawn shape with its matrix, its line group (if any) and the page box it is clipped to."""
    for item in items:
        if isinstance(item, Group):
            inner = compose(m, item.transform)
            mine = id(item) if group is None and item.stands_for == LINES else group
            box = clip
            if item.clip:
                x, y, w, h = item.clip
                box = _meet(_box(_rect_quad(Rect(x, y, w, h, Style()), inner)), clip)
                if box is None:
                    continue
            yield from _leaves(item.items, symbols, inner, mine, box)
        elif isinstance(item, Use):
            symbol = symbols.get(item.symbol)
            if symbol is not None:
                inner = compose(m, item.transform)
                frame = _box(_rect_quad(Rect(0.0, 0.0, symbol.width, symbol.height, Style()), inner))
                box = _meet(frame, clip)
                if box is not None:
                    yield from _leaves(symbol.items, symbols, inner, group, box)
        else:
            yield item, m, group, clip


def _meet(a: Box, b: Box | None) -> Box | None:
    if b is None:
        return a
    box = (max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3]))
    return box if box[0] < box[2] and box[1] < box[3] else None


Quad = tuple[tuple[float, float], ...]


def _text_quad(text: Text, m: Matrix) -> Quad:
    width = fontmetrics.text_width(text.text, text.font, text.size)
    x0 = text.x - (width / 2 if text.anchor == "middle" else width if text.anchor == "end" else 0.0)
    top = text.y - fontmetrics.cap_height(text.font, text.size)
    bottom = text.y  # cap height to baseline: the glyphs' body, not a mark drawn under them (6 and 9's bar)
    return tuple(
        apply(m, x, y) for x, y in ((x0, top), (x0 + width, top), (x0 + width, bottom), (x0, bottom))
    )


def _rect_quad(rect: Rect, m: Matrix) -> Quad:
    x0, y0, x1, y1 = rect.x, rect.y, rect.x + rect.w, rect.y + rect.h
    return tuple(apply(m, x, y) for x, y in ((x0, y0), (x1, y0), (x1, y1), (x0, y1)))


def _box(quad: Quad) -> Box:
    xs, ys = [p[0] for p in quad], [p[1] for p in quad]
    return min(xs), min(ys), max(xs), max(ys)


def _is_hidden(quad: Quad, order: int, plates: list[tuple[int, Box, Quad]]) -> bool:
    """Return whether an opaque rectangle painted after the text at order covers all of its quad."""
    x0, y0, x1, y1 = _box(quad)
    for at, (px0, py0, px1, py1), plate in plates:
        if at > order and px0 <= x0 and py0 <= y0 and px1 >= x1 and py1 >= y1 and _inside(quad, plate):
            return True
    return False


def _inside(quad: Quad, plate: Quad) -> bool:
    """Return whether every corner of quad lies inside the convex quad plate (either winding)."""
    signs = set()
    for x, y in quad:
        for i in range(4):
            (ax, ay), (bx, by) = plate[i], plate[(i + 1) % 4]
            cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax)
            if abs(cross) > 1e-9:
                signs.add(cross > 0)
    return len(signs) <= 1


def _start(shape: Shape) -> tuple[float, float]:
    if isinstance(shape, Line):
        return shape.x1, shape.y1
    if isinstance(shape, Polygon):
        return shape.points[0]
    if isinstance(shape, Rect):
        return shape.x, shape.y
    if isinstance(shape, (Circle, Ellipse)):
        return shape.cx, shape.cy
    if isinstance(shape, Path):
        return (shape.ops[0][1], shape.ops[0][2]) if shape.ops and len(shape.ops[0]) > 2 else (0.0, 0.0)
    return (0.0, 0.0)


def _segments(shape: Shape) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """Return a stroked shape's outline as straight segments in its own coordinates."""
    if isinstance(shape, Line):
        return [((shape.x1, shape.y1), (shape.x2, shape.y2))]
    points: list[tuple[float, float]] = []
    closed = True
    if isinstance(shape, Polygon):
        points, closed = list(shape.points), shape.closed
    elif isinstance(shape, Rect):
        x, y, w, h = shape.x, shape.y, shape.w, shape.h
        points = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
    elif isinstance(shape, (Circle, Ellipse)):
        rx, ry = (shape.r, shape.r) if isinstance(shape, Circle) else (shape.rx, shape.ry)
        points = [
            (shape.cx + rx * math.cos(t * math.pi / 24), shape.cy + ry * math.sin(t * math.pi / 24))
            for t in range(48)
        ]
    elif isinstance(shape, Path):
        out = []
        at = start = (0.0, 0.0)
        for op in shape.ops:
            if op[0] == "M":
                at = start = (op[1], op[2])
            elif op[0] == "L":
                out.append((at, (op[1], op[2])))
                at = (op[1], op[2])
            elif op[0] == "C":
                p0, p1, p2, p3 = at, (op[1], op[2]), (op[3], op[4]), (op[5], op[6])
                prev = p0
                for i in range(1, 9):
                    t = i / 8
                    pt = tuple(
                        (1 - t) ** 3 * a + 3 * (1 - t) ** 2 * t * b + 3 * (1 - t) * t**2 * c + t**3 * d
                        for a, b, c, d in zip(p0, p1, p2, p3)
                    )
                    out.append((prev, pt))
                    prev = pt
                at = p3
            elif op[0] == "Z":
                out.append((at, start))
                at = start
        return out
    pairs = list(zip(points, points[1:]))
    if closed and len(points) > 2:
        pairs.append((points[-1], points[0]))
    return pairs


def _stroke_quads(shape: Shape, m: Matrix) -> list[Quad]:
    """Return the page quads a shape's stroke covers (each segment widened to the stroke's width)."""
    scale = math.sqrt(abs(m[0] * m[3] - m[1] * m[2])) or 1.0
    half = max(shape.style.width * scale, 0.1) / 2  # type: ignore[union-attr]
    quads: list[Quad] = []
    for a, b in _segments(shape):
        (x1, y1), (x2, y2) = apply(m, *a), apply(m, *b)
        length = math.hypot(x2 - x1, y2 - y1)
        if length < 1e-6:
            continue
        nx, ny = (y1 - y2) / length * half, (x2 - x1) / length * half
        quads.append(((x1 + nx, y1 + ny), (x2 + nx, y2 + ny), (x2 - nx, y2 - ny), (x1 - nx, y1 - ny)))
    return quads


SENTINEL = (1, 2, 3)  # marks pixels outside the quads (no page fill is this colour)


def _under(
    ground: Image.Image, quads: list[Quad], k: float, clip: Box | None = None
) -> set[tuple[int, int, int]]:
    """Return the colours of the fills under the quads (page mm), inside clip, on the ground picture (k px per mm)."""
    from PIL import Image as PILImage
    from PIL import ImageDraw

    if not quads:
        return set()
    xs = [x * k for q in quads for x, _ in q]
    ys = [y * k for q in quads for _, y in q]
    w, h = ground.size
    x0, y0 = max(0, math.floor(min(xs))), max(0, math.floor(min(ys)))
    x1, y1 = min(w, math.ceil(max(xs)) + 1), min(h, math.ceil(max(ys)) + 1)
    if clip is not None:  # what the clip hides is not the ground the line or text is seen on
        x0, y0 = max(x0, math.ceil(clip[0] * k)), max(y0, math.ceil(clip[1] * k))
        x1, y1 = min(x1, math.floor(clip[2] * k)), min(y1, math.floor(clip[3] * k))
    if x1 <= x0 or y1 <= y0:
        return set()
    mask = PILImage.new("L", (x1 - x0, y1 - y0), 0)
    draw = ImageDraw.Draw(mask)
    for q in quads:
        draw.polygon([(x * k - x0, y * k - y0) for x, y in q], fill=255)
    picked = PILImage.new("RGB", mask.size, SENTINEL)
    picked.paste(ground.crop((x0, y0, x1, y1)), (0, 0), mask)
    colours = picked.getcolors(maxcolors=1 << 16) or []
    return {c for _, c in colours if c != SENTINEL}  # type: ignore[misc]


def _fills(items: tuple[Shape, ...]) -> tuple[Shape, ...]:
    """Return the shapes' areas of paint: fills, and strokes as wide as BAND_STROKE (a ring is a ground too)."""
    out: list[Shape] = []
    for item in items:
        if isinstance(item, Group):
            out.append(replace(item, items=_fills(item.items)))
        elif isinstance(item, Use):
            out.append(item)
        elif isinstance(item, Text):
            continue
        elif item.style.stroke and item.style.width >= BAND_STROKE:
            out.append(replace(item, style=replace(item.style, dash=())))
        elif item.style.fill:
            out.append(replace(item, style=replace(item.style, stroke=None)))
    return tuple(out)


def _fills_page(page: Page) -> Page:
    return replace(page, items=_fills(page.items))


def _fills_symbols(doc: Document) -> tuple[Symbol, ...]:
    return tuple(replace(s, items=_fills(s.items)) for s in doc.symbols)
