"""Text as a PDF prints it, read with pdfium: runs of characters of one size, sizes in points as
printed (the font size times the scale of the character's matrix, so turned text reads true)."""

from __future__ import annotations

import ctypes
import math
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as raw

MM_PER_PT = 25.4 / 72


@dataclass(frozen=True)
class Run:
    """Characters of one printed size in a row: page (from 1), text, size in pt, box in page mm (x0, y0, x1, y1, y down)."""

    page: int
    text: str
    pt: float
    box: tuple[float, float, float, float]


def text_runs(path: Path) -> Iterator[Run]:
    """Yield each run of same-size characters of a PDF, in the order pdfium reads them."""
    pdf = pdfium.PdfDocument(str(path))
    try:
        for k in range(len(pdf)):
            page = pdf[k]
            height = page.get_height()
            textpage = page.get_textpage()
            chars: list[tuple[str, tuple[float, float, float, float]]] = []
            size = -1.0
            for i in range(textpage.count_chars()):
                char = chr(raw.FPDFText_GetUnicode(textpage, i))
                if char in "\r\n\x00\ufffe":
                    continue  # pdfium's own line breaks between text objects
                matrix = raw.FS_MATRIX()
                raw.FPDFText_GetMatrix(textpage, i, ctypes.byref(matrix))
                pt = round(raw.FPDFText_GetFontSize(textpage, i) * math.hypot(matrix.c, matrix.d), 2)
                if pt != size:
                    yield from _run(k + 1, chars, size)
                    chars, size = [], pt
                left, right, bottom, top = (ctypes.c_double() for _ in range(4))
                raw.FPDFText_GetCharBox(textpage, i, left, right, bottom, top)
                box = (left.value, (height - top.value), right.value, (height - bottom.value))
                chars.append((char, tuple(v * MM_PER_PT for v in box)))  # type: ignore[misc]
            yield from _run(k + 1, chars, size)
            textpage.close()
            page.close()
    finally:
        pdf.close()


def _run(page: int, chars: list, pt: float) -> Iterator[Run]:
    text = "".join(c for c, _ in chars).strip()
    if not text:
        return
    inked = [box for c, box in chars if c.strip()]
    box = (
        min(b[0] for b in inked),
        min(b[1] for b in inked),
        max(b[2] for b in inked),
        max(b[3] for b in inked),
    )
    yield Run(page, text, pt, box)


def page_texts(path: Path) -> list[str]:
    """Return each page's text as pdfium reads it, runs of white space made one space."""
    pdf = pdfium.PdfDocument(str(path))
    try:
        out = []
        for page in pdf:
            textpage = page.get_textpage()
            out.append(" ".join(textpage.get_text_range().split()))
            textpage.close()
            page.close()
        return out
    finally:
        pdf.close()
