"""Putting one face on a page of an exact size: centred, optionally scaled; the page edge crops the bleed."""

from __future__ import annotations

import math

from printkit.draw.raster import Image, mm, pixels
from printkit.draw.scene import Group, Page, Shape, compose, scale, translate


def framed(
    items: tuple[Shape, ...], w: float, h: float, page_w: float, page_h: float, k: float = 1.0
) -> tuple[Shape, ...]:
    """Return a w x h face's items scaled by k and centred on a page_w x page_h page."""
    x, y = (page_w - w * k) / 2, (page_h - h * k) / 2
    return (Group(items, compose(translate(x, y), scale(k))),)


def face_image(
    items: tuple[Shape, ...], w: float, h: float, bleed: float, dpi: float, label: str = ""
) -> Image:
    """Return the image of a w x h face with bleed mm of its art around it, at dpi (nearest whole pixels)."""
    px_w, px_h = pixels(w + 2 * bleed, dpi), pixels(h + 2 * bleed, dpi)
    page_w, page_h = mm(px_w, dpi), mm(px_h, dpi)
    return Image(Page(page_w, page_h, framed(items, w, h, page_w, page_h), label=label), px_w, px_h, dpi)


def art_bleed(bleed: float, dpi: float) -> float:
    """Return how far past the trim to draw art so that a page of bleed mm, rounded to whole pixels, is covered."""
    return round_up(bleed + mm(1, dpi))


def round_up(value: float, step: float = 0.05) -> float:
    """Return value rounded up to a multiple of step (so bleeds stay short numbers)."""
    return math.ceil(value / step - 1e-9) * step
