"""Measuring PDFs in tests: rectangles, lines and words in millimetres (y down, like the scene)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pdfplumber

MM = 25.4 / 72.0


@dataclass(frozen=True)
class Box:
    """A rectangle on a page in mm, origin top-left."""

    x: float
    y: float
    w: float
    h: float


def open_pdf(path: Path):
    """Open a PDF with pdfplumber."""
    return pdfplumber.open(str(path))


def page_size_mm(page) -> tuple[float, float]:
    """Return a page's width and height in mm."""
    return float(page.width) * MM, float(page.height) * MM


def stroked_rects(page, w: float, h: float, tol: float = 0.2) -> list[Box]:
    """Return the stroked rectangles of about w x h mm on the page."""
    out = []
    for r in page.rects:
        rw, rh = float(r["width"]) * MM, float(r["height"]) * MM
        if r.get("stroke") and abs(rw - w) <= tol and abs(rh - h) <= tol:
            out.append(Box(round(float(r["x0"]) * MM, 2), round(float(r["top"]) * MM, 2), rw, rh))
    return sorted(out, key=lambda b: (b.y, b.x))


def lines_mm(page) -> list[tuple[float, float, float, float]]:
    """Return the page's straight lines as (x0, top, x1, bottom) in mm."""
    return [(float(l["x0"]) * MM, float(l["top"]) * MM, float(l["x1"]) * MM, float(l["bottom"]) * MM)
            for l in page.lines]


def words(page) -> list[str]:
    """Return the words of a page's real text."""
    return [w["text"] for w in page.extract_words()]


def hairlines(page, width: float = 0.1) -> list[tuple[float, float, float, float]]:
    """Return the page's straight lines drawn width mm thick (crop marks are 0.1 mm), in mm."""
    return [(float(l["x0"]) * MM, float(l["top"]) * MM, float(l["x1"]) * MM, float(l["bottom"]) * MM)
            for l in page.lines if abs(float(l["linewidth"]) * MM - width) < 0.005]

