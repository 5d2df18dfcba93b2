"""Helpers for the kit tests: sheet specs and measuring rendered pages."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from printkit.draw.impose.cards import SheetSpec
from printkit.draw.render.svg import render_page
from printkit.draw.scene import Page
from printkit.geometry.affine import compose
from printkit.layout.common import PAPER_MM

SVG = "{http://www.w3.org/2000/svg}"


def spec(paper: str = "a4", **changes) -> SheetSpec:
    """Return a plain sheet spec for paper with some fields changed."""
    w, h = PAPER_MM[paper]
    base = {
        "paper": paper,
        "paper_w": w,
        "paper_h": h,
        "margin": 5.0,
        "bleed": 0.0,
        "crop_marks": True,
        "duplex": "long-edge",
        "back_offset": (0.0, 0.0),
        "title": "Test",
        "font": "Vera",
    }
    return SheetSpec(**{**base, **changes})


def matrix_of(el: ET.Element) -> tuple[float, ...]:
    """Return an element's own transform as a 6-tuple (identity when it has none)."""
    text = el.get("transform")
    if not text:
        return (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
    values = [float(v) for v in re.findall(r"[-\d.e]+", text)]
    return tuple(values)  # type: ignore[return-value]


def walk(el: ET.Element, m=(1.0, 0.0, 0.0, 1.0, 0.0, 0.0)):
    """Yield (element, page matrix) for every element below el."""
    for child in el:
        cm = compose(m, matrix_of(child))
        yield child, cm
        yield from walk(child, cm)


def svg_root(page: Page) -> ET.Element:
    """Return the parsed SVG of one page."""
    return ET.fromstring(render_page(page, (), "p1"))
