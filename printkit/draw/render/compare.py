"""The two backends' pictures side by side: a document's PDF (rasterised by pdfium) against its SVG
(rasterised by resvg, with the fonts the PDF embeds), and where they differ.

A development check, not part of a build: it needs the test extras (pypdfium2, resvg-py, Pillow).
Both pictures come from the same document through the real backends, after `pixels.snapped` has
rounded what pdfium rounds to whole pixels. Drawing is held to a strict tolerance; text to a
looser one (the rasterisers smooth small glyphs differently), and only on the text's own pixels:
the document's text alone, drawn black through the PDF backend, marks them.
"""

from __future__ import annotations

import ctypes
import io
import math
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from PIL import Image, ImageChops, ImageDraw

from printkit.draw.render.pdf import render_document
from printkit.draw.render.pixels import snapped
from printkit.draw.render.svg import render_page
from printkit.draw.scene import Document, Group, Shape, Text, Use
from printkit.layout.fonts import FONT_FILES, font_path

if TYPE_CHECKING:
    import pypdfium2 as pdfium

PX_PER_MM = 5.0  # 127 dpi: a 0.8 mm dash gap spans 4 pixels
# Drawing: a pixel differs when it lies more than SHIFTED (0-255, in any channel) outside the range
# of the other picture's 3x3 neighbourhood, which absorbs an edge placed a fraction of a pixel
# apart but not paint one picture has and the other has not; or when it differs from the other
# picture's same pixel by more than PLAIN, which catches what the neighbourhood hides: a gap
# shorter than 3 pixels in a thin line (a dash 0.4 mm long on a symbol drawn small). Drawn from
# the same snapped scene, no page of the kits differs by more than 84 on any pixel.
SHIFTED = 40
PLAIN = 128
# Where art is finer than a pixel (the boards in miniature on the kits' covers, dashes 1.5 pixels
# long) the rasterisers' smoothing parts by up to 67 past the neighbourhood, in patches of up to
# 15 pixels that are gone at 8 px/mm: a patch of drawing counts from MIN_PIXELS (1 mm²), or from
# one pixel past STRONG or PLAIN. A missing dash or outline on anything darker than its ground has
# such pixels; a faint one has its gaps 2 mm apart, in one patch.
MIN_PIXELS = 24
STRONG = 80
# Text: the rasterisers smooth and hint small glyphs differently, so on the text's own pixels
# only SHIFTED_TEXT counts, and a patch from TEXT_MIN_PIXELS (1 mm²): text drawn in the wrong
# place lands off those pixels and differs as drawing.
SHIFTED_TEXT = 100
TEXT_MIN_PIXELS = 24
CELL_MM = 2.0  # differing pixels closer than this are one region

Kind = Literal["drawing", "text"]


@dataclass(frozen=True)
class Region:
    """A patch of a page where the two pictures differ: its box in mm (x, y, w, h) and pixel count."""

    kind: Kind
    box: tuple[float, float, float, float]
    pixels: int

    def describe(self) -> str:
        """Return the region as one line of text."""
        x, y, w, h = self.box
        return f"{self.kind} differs at x {x:.1f}-{x + w:.1f} mm, y {y:.1f}-{y + h:.1f} mm ({self.pixels} px)"


@dataclass(frozen=True)
class PageDiff:
    """One page's comparison: its 1-based number, label, the regions that differ, and the diff picture."""

    page: int
    label: str
    regions: tuple[Region, ...]
    image: Path | None = None
    largest: int = 0  # the largest plain difference off the text (0-255), to see how close PLAIN is

    @property
    def is_same(self) -> bool:
        """Whether the two pictures agree everywhere."""
        return not self.regions


def compare_document(
    doc: Document,
    pages: Iterable[int] | None = None,
    out: Path | None = None,
    name: str = "doc",
    px_per_mm: float = PX_PER_MM,
    pdf_of: Callable[[Document], bytes] = render_document,
) -> list[PageDiff]:
    """Compare the PDF and SVG pictures of doc's pages (1-based numbers; all by default).

    Writes a picture of each page that differs (PDF | SVG | differences, around the regions) to
    out/NAME-pNNN.png when out is given. pdf_of renders the PDF (tests plant faults through it).
    """
    import pypdfium2 as pdfium

    numbers = list(pages) if pages is not None else list(range(1, len(doc.pages) + 1))
    doc = snapped(replace(doc, pages=tuple(doc.pages[n - 1] for n in numbers)), px_per_mm)
    pdf = pdfium.PdfDocument(pdf_of(doc))
    text_pdf = pdfium.PdfDocument(render_document(text_only(doc)))
    results = []
    try:
        for i, (n, page) in enumerate(zip(numbers, doc.pages)):
            size = (math.ceil(page.width * px_per_mm - 1e-6), math.ceil(page.height * px_per_mm - 1e-6))
            a = _raster_pdf(pdf[i], size, px_per_mm)
            b = _raster_svg(render_page(page, doc.symbols, f"p{n}"), size, px_per_mm)
            text = _text_mask(_raster_pdf(text_pdf[i], size, px_per_mm))
            drawing_px, strong_px, text_px, largest = _differences(a, b, text)
            regions = _regions(drawing_px, strong_px, "drawing", px_per_mm, MIN_PIXELS) + _regions(
                text_px, None, "text", px_per_mm, TEXT_MIN_PIXELS
            )
            image = None
            if regions and out is not None:
                out.mkdir(parents=True, exist_ok=True)
                image = out / f"{name}-p{n:03d}.png"
                _picture(a, b, drawing_px, text_px, regions, px_per_mm).save(image)
            results.append(PageDiff(n, page.label or f"page {n}", regions, image, largest))
    finally:
        pdf.close()
        text_pdf.close()
    return results


def text_only(doc: Document) -> Document:
    """Return doc with everything but its text taken out, and the text black."""
    pages = tuple(replace(p, items=_text_items(p.items)) for p in doc.pages)
    symbols = tuple(replace(s, items=_text_items(s.items)) for s in doc.symbols)
    return replace(doc, pages=pages, symbols=symbols)


def _text_items(items: tuple[Shape, ...]) -> tuple[Shape, ...]:
    out: list[Shape] = []
    for item in items:
        if isinstance(item, Text):
            out.append(replace(item, fill="#000000"))
        elif isinstance(item, Group):
            inner = _text_items(item.items)
            if inner:
                out.append(replace(item, items=inner))
        elif isinstance(item, Use):
            out.append(item)
    return tuple(out)


def _raster_pdf(page: pdfium.PdfPage, size: tuple[int, int], px_per_mm: float) -> Image.Image:
    """Return a pdfium page drawn at exactly px_per_mm from its top left corner onto size pixels."""
    import pypdfium2 as pdfium
    import pypdfium2.raw as raw

    w, h = size
    bitmap = pdfium.PdfBitmap.new_native(w, h, raw.FPDFBitmap_BGR)
    bitmap.fill_rect((255, 255, 255, 255), 0, 0, w, h)
    # pypdfium2's render() stretches the page onto whole pixels (an A4 page by 1/1485 in height);
    # a matrix keeps the scale exact, as the SVG's is.
    k = px_per_mm * 25.4 / 72
    matrix, clip = raw.FS_MATRIX(k, 0, 0, k, 0, 0), raw.FS_RECTF(0, 0, w, h)
    raw.FPDF_RenderPageBitmapWithMatrix(bitmap, page, ctypes.byref(matrix), ctypes.byref(clip), 0)
    image: Image.Image = bitmap.to_pil().convert("RGB")  # pypdfium2 publishes no types
    return image


@cache
def _font_files() -> tuple[str, ...]:
    return tuple(str(font_path(name)) for name in FONT_FILES)


_SVG_SIZE = re.compile(rb'\s(width|height|viewBox)="[^"]*"')


def _raster_svg(svg: bytes, size: tuple[int, int], px_per_mm: float) -> Image.Image:
    """Return svg drawn at exactly px_per_mm from its top left corner onto size pixels."""
    import resvg_py

    start = svg.index(b"<svg")
    end = svg.index(b">", start)
    w, h = size
    attrs = {
        b"width": f'width="{w}"',
        b"height": f'height="{h}"',
        b"viewBox": f'viewBox="0 0 {w / px_per_mm!r} {h / px_per_mm!r}"',
    }
    head = _SVG_SIZE.sub(lambda m: b" " + attrs[m[1]].encode(), svg[start:end])
    png = resvg_py.svg_to_bytes(
        svg_string=(svg[:start] + head + svg[end:]).decode("utf-8"),
        background="#ffffff",
        skip_system_fonts=True,  # the very fonts the PDF embeds, and no look-alike
        font_files=list(_font_files()),
    )
    return Image.open(io.BytesIO(png)).convert("RGB")


def _spread(im: Image.Image, pick: Callable[[Image.Image, Image.Image], Image.Image]) -> Image.Image:
    """Return the 3x3 minimum (pick=darker) or maximum (pick=lighter) of im, band by band."""
    across = pick(pick(im, ImageChops.offset(im, 1, 0)), ImageChops.offset(im, -1, 0))
    return pick(pick(across, ImageChops.offset(across, 0, 1)), ImageChops.offset(across, 0, -1))


def _outside(a: Image.Image, b: Image.Image) -> Image.Image:
    """Return how far each pixel of a lies outside the range of b's 3x3 neighbourhood (largest band)."""
    low, high = _spread(b, ImageChops.darker), _spread(b, ImageChops.lighter)
    return _largest_band(ImageChops.lighter(ImageChops.subtract(low, a), ImageChops.subtract(a, high)))


def _text_mask(text: Image.Image) -> Image.Image:
    """Return the pixels (255) of the text picture's glyphs, grown by a pixel."""
    return _spread(text.convert("L").point(lambda v: 255 if v < 250 else 0), ImageChops.lighter)


def _largest_band(im: Image.Image) -> Image.Image:
    r, g, b = im.split()
    return ImageChops.lighter(ImageChops.lighter(r, g), b)


def _over(im: Image.Image, threshold: int) -> Image.Image:
    return im.point(lambda v: 255 if v > threshold else 0)


def _differences(
    a: Image.Image, b: Image.Image, text: Image.Image
) -> tuple[Image.Image, Image.Image, Image.Image, int]:
    """Return the pixels (255) that differ as drawing (off the text), those of them that differ
    strongly, the pixels that differ as text (on it), and the largest plain difference off it."""
    shifted = ImageChops.lighter(_outside(a, b), _outside(b, a))
    difference = ImageChops.subtract(_largest_band(ImageChops.difference(a, b)), text)
    plain = _over(difference, PLAIN)
    drawing = ImageChops.subtract(ImageChops.lighter(_over(shifted, SHIFTED), plain), text)
    strong = ImageChops.subtract(ImageChops.lighter(_over(shifted, STRONG), plain), text)
    text_px = ImageChops.darker(_over(shifted, SHIFTED_TEXT), text)
    return drawing, strong, text_px, max((v for v, n in enumerate(difference.histogram()) if n), default=0)


def _regions(
    bad: Image.Image, strong: Image.Image | None, kind: Kind, px_per_mm: float, min_pixels: int
) -> tuple[Region, ...]:
    """Return the patches of differing pixels (CELL_MM apart at most) of min_pixels or more, or
    holding a strong one."""
    if bad.getbbox() is None:
        return ()
    cell = max(1, round(CELL_MM * px_per_mm))
    cols, rows = math.ceil(bad.width / cell), math.ceil(bad.height / cell)
    bad = bad.crop((0, 0, cols * cell, rows * cell))  # whole cells (the margin is clear)
    grid = bad.reduce(cell)  # a cell's mean: one differing pixel lights it
    hot = {(i % cols, i // cols) for i, v in enumerate(grid.tobytes()) if v}
    regions = []
    while hot:
        todo = [hot.pop()]
        patch = []
        while todo:
            col, row = todo.pop()
            patch.append((col, row))
            for near in ((col + dc, row + dr) for dc in (-1, 0, 1) for dr in (-1, 0, 1)):
                if near in hot:
                    hot.remove(near)
                    todo.append(near)
        x0, y0 = min(c for c, _ in patch) * cell, min(r for _, r in patch) * cell
        x1, y1 = (max(c for c, _ in patch) + 1) * cell, (max(r for _, r in patch) + 1) * cell
        part = Image.new("L", bad.size)
        for col, row in patch:
            box = (col * cell, row * cell, (col + 1) * cell, (row + 1) * cell)
            part.paste(bad.crop(box), box[:2])
        part = part.crop((x0, y0, x1, y1))
        pixels = part.histogram()[255]
        is_strong = strong is not None and ImageChops.darker(strong.crop((x0, y0, x1, y1)), part).getbbox()
        if pixels < min_pixels and not is_strong:
            continue
        bbox = part.getbbox()
        if bbox is None:  # no differing pixel left in the patch
            continue
        bx0, by0, bx1, by1 = bbox
        k = 1 / px_per_mm
        box_mm = ((x0 + bx0) * k, (y0 + by0) * k, (bx1 - bx0) * k, (by1 - by0) * k)
        regions.append(Region(kind, box_mm, pixels))
    return tuple(sorted(regions, key=lambda r: (r.box[1], r.box[0])))


def _picture(
    a: Image.Image,
    b: Image.Image,
    drawing: Image.Image,
    text: Image.Image,
    regions: tuple[Region, ...],
    px_per_mm: float,
) -> Image.Image:
    """Return PDF | SVG | differences (drawing red, text blue, on a faded PDF) around the regions."""
    margin = 10 * px_per_mm
    x0 = max(0, int(min(r.box[0] for r in regions) * px_per_mm - margin))
    y0 = max(0, int(min(r.box[1] for r in regions) * px_per_mm - margin))
    x1 = min(a.width, int(max(r.box[0] + r.box[2] for r in regions) * px_per_mm + margin))
    y1 = min(a.height, int(max(r.box[1] + r.box[3] for r in regions) * px_per_mm + margin))
    marked = Image.blend(a, Image.new("RGB", a.size, "white"), 0.75)
    marked.paste((220, 0, 0), mask=drawing)
    marked.paste((0, 60, 220), mask=text)
    draw = ImageDraw.Draw(marked)
    for r in regions:
        x, y, w, h = (v * px_per_mm for v in r.box)
        colour = (220, 0, 0) if r.kind == "drawing" else (0, 60, 220)
        draw.rectangle((x - 3, y - 3, x + w + 3, y + h + 3), outline=colour)
    w, h = x1 - x0, y1 - y0
    out = Image.new("RGB", (3 * w + 20, h), "#808080")
    for i, im in enumerate((a, b, marked)):
        out.paste(im.crop((x0, y0, x1, y1)), (i * (w + 10), 0))
    return out
