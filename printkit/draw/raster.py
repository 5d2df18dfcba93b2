"""Scenes to pixels: pages drawn by the PDF backend, rasterised by pdfium to an exact pixel size.

One drawing path: an exported image is the PDF page of the scene the kit draws, rendered to
pixels, so the PNG, the PDF and the SVG cannot disagree.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from types import ModuleType

from printkit.core.errors import UsageError
from printkit.draw.png import encode_rgb
from printkit.draw.scene import Document, Page, Symbol

MM_PER_INCH = 25.4


@dataclass(frozen=True)
class Image:
    """One picture to make: its scene (a page in mm), its size in pixels and the resolution to record."""

    page: Page
    width: int
    height: int
    dpi: float


def pixels(mm: float, dpi: float) -> int:
    """Return how many whole pixels a length of mm covers at dpi (rounded to the nearest)."""
    return max(1, round(mm * dpi / MM_PER_INCH))


def mm(px: float, dpi: float) -> float:
    """Return the length in mm of px pixels at dpi."""
    return px * MM_PER_INCH / dpi


def _pdfium() -> tuple[ModuleType, ModuleType]:
    try:
        import pypdfium2
        import pypdfium2.raw
    except ImportError:
        raise UsageError(
            "PNG files need pypdfium2 to turn pages into pixels: pip install 'printkit[export]'"
        ) from None
    return pypdfium2, pypdfium2.raw


def rasterise(images: Sequence[Image], symbols: Sequence[Symbol] = (), title: str = "") -> Iterator[bytes]:
    """Yield each image as PNG bytes, in order (RGB on white, exactly width x height pixels)."""
    if not images:
        return
    from printkit.draw.render.pdf import render_document

    pdfium, raw = _pdfium()
    data = render_document(Document(title, tuple(i.page for i in images), tuple(symbols)))
    pdf = pdfium.PdfDocument(data)
    try:
        for index, image in enumerate(images):
            page = pdf[index]
            w, h = image.width, image.height
            bitmap = pdfium.PdfBitmap.new_native(w, h, raw.FPDFBitmap_BGR, rev_byteorder=True)
            bitmap.fill_rect((255, 255, 255, 255), 0, 0, w, h)
            # The whole page into exactly w x h pixels; render(scale=...) rounds the size up instead.
            raw.FPDF_RenderPageBitmap(bitmap, page, 0, 0, w, h, 0, raw.FPDF_REVERSE_BYTE_ORDER)
            yield encode_rgb(w, h, bitmap.buffer, bitmap.stride, image.dpi)
            bitmap.close()
            page.close()
    finally:
        pdf.close()
