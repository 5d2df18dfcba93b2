"""Measuring PDFs in tests: rectangles, lines and words in millimetres (y down, like the scene)."""

from __future__ import annotations

import io
from pathlib import Path

import pdfplumber

from tests.scenewalk import Box

MM = 25.4 / 72.0


def open_pdf(pdf_file: Path | bytes):
    """Open a PDF (a file, or its bytes) with pdfplumber."""
    return pdfplumber.open(io.BytesIO(pdf_file) if isinstance(pdf_file, bytes) else str(pdf_file))


def page_size_mm(page) -> tuple[float, float]:
    """Return a page's width and height in mm."""
    return float(page.width) * MM, float(page.height) * MM


def stroked_rects(page, w: float, h: float, tol: float = 0.2) -> list[Box]:
    """Return the stroked rectangles of about w x h mm on the page (not the white ones under cut lines)."""
    out = []
    for r in page.rects:
        rw, rh = float(r["width"]) * MM, float(r["height"]) * MM
        white = tuple(r.get("stroking_color") or ()) in ((1, 1, 1), (1.0, 1.0, 1.0))
        if r.get("stroke") and not white and abs(rw - w) <= tol and abs(rh - h) <= tol:
            out.append(Box(round(float(r["x0"]) * MM, 2), round(float(r["top"]) * MM, 2), rw, rh))
    return sorted(out, key=lambda b: (b.y, b.x))


def lines_mm(page) -> list[tuple[float, float, float, float]]:
    """Return the page's straight lines as (x0, top, x1, bottom) in mm."""
    return [
        (float(ln["x0"]) * MM, float(ln["top"]) * MM, float(ln["x1"]) * MM, float(ln["bottom"]) * MM)
        for ln in page.lines
    ]


def words(page) -> list[str]:
    """Return the words of a page's real text."""
    return [w["text"] for w in page.extract_words()]


def hairlines(page, width: float = 0.1) -> list[tuple[float, float, float, float]]:
    """Return the page's straight lines drawn width mm thick (crop marks are 0.1 mm), in mm."""
    return [
        (float(ln["x0"]) * MM, float(ln["top"]) * MM, float(ln["x1"]) * MM, float(ln["bottom"]) * MM)
        for ln in page.lines
        if abs(float(ln["linewidth"]) * MM - width) < 0.005
    ]


def crossing(page, x: float, gap: float = 2.0) -> list[str]:
    """Return the lines, rects and text runs (chars under gap mm apart) across the vertical line at x mm."""
    # Curves are left out: pdfplumber ignores clipping, and art clipped to a piece would show.
    out = [
        f"{kind} {o['x0'] * MM:.1f}..{o['x1'] * MM:.1f}"
        for kind in ("line", "rect")
        for o in page.objects.get(kind, [])
        if o["x0"] * MM < x - 0.05 and o["x1"] * MM > x + 0.05
    ]
    rows: dict[float, list] = {}
    for c in page.chars:
        rows.setdefault(round(float(c["top"]) * MM, 1), []).append(c)
    for top, chars in rows.items():
        chars.sort(key=lambda c: c["x0"])
        run = [chars[0]]
        for c in chars[1:] + [None]:
            if c is not None and (c["x0"] - run[-1]["x1"]) * MM < gap:
                run.append(c)
                continue
            if run[0]["x0"] * MM < x < run[-1]["x1"] * MM:
                out.append(f"text at {top}: {''.join(ch['text'] for ch in run)!r}")
            run = [c]
    return out


def ink_beside(pdf_file: Path | bytes, x: float, away: float = 0.6, dpi: int = 300) -> dict[int, list[int]]:
    """Return {page index: pixel rows} with ink away mm either side of the vertical line at x mm, as printed."""
    import pypdfium2  # a renderer: it applies clipping, which pdfplumber's objects do not

    pdf = pypdfium2.PdfDocument(pdf_file if isinstance(pdf_file, bytes) else str(pdf_file))
    out = {}
    for i in range(len(pdf)):
        page = pdf[i]
        width = page.get_size()[0]
        centre, side = x / MM, 2 * away / MM  # points
        image = (
            page.render(scale=dpi / 72, crop=(centre - side, 0, width - centre - side, 0))
            .to_pil()
            .convert("L")
        )
        mid, off = image.width / 2, away / 25.4 * dpi
        rows = [
            y
            for y in range(image.height)
            for c in (round(mid - off), round(mid + off))
            if image.getpixel((min(c, image.width - 1), y)) < 250
        ]
        if rows:
            out[i] = rows
    pdf.close()
    return out
