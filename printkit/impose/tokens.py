"""Token sheets: circles, hexes or squares packed n-up with cut outlines and duplex backs.

A token's art is drawn in a size x size box, origin top-left. The token itself is:
- circle: the circle inscribed in the box (diameter = size);
- hex: the pointy-top hexagon inscribed in the box (corners at top and bottom centre), so its
  height corner to corner is size and its width across the flats is size * sqrt(3) / 2;
  `hex_box(across_flats)` gives the box size for a wanted across-flats width;
- square: the whole box.
Circles and hexes are packed in staggered rows (a honeycomb), squares in a grid like cards. A
part-filled sheet keeps that grid and centres the used slots as one block.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal, Sequence

from printkit.errors import DoesNotFit
from printkit.geometry.hexgrid import across_corners, hex_corners
from printkit.impose.cards import CUT_GUIDE, FOLD_LINE, SheetSpec, impose, mirror_origin, paper_name, sheet_note
from printkit.impose.marks import EDGE_CLEAR, FOLD_CLEAR, MARK_GAP, MARK_LEN, crop_marks, place_furniture
from printkit.scene import Circle, Group, Line, Page, Polygon, Rect, Shape, Style, Text, translate

TokenShape = Literal["circle", "hex", "square"]

CUT_OUTLINE = Style(stroke="#8c8c8c", width=0.2)  # mid grey: shows on dark and light token art
CIRCLE_GAP = 1.5  # mm between circles: scissors need room to turn between round pieces
FOLD_GAP = 4.0  # mm from a gutterfold's fold to the nearest token (room for glue and the fold)
# Room above and below the tokens for the ruler and the footer (ruler 4.4 mm + clearances);
# square tokens have straight cut lines, so their crop marks need a lane of their own as well.
FURNITURE_BAND = MARK_GAP + EDGE_CLEAR + 4.4 + 1.0
CROP_BAND = MARK_GAP + MARK_LEN + 0.5 + EDGE_CLEAR + 4.4 + 0.5
_SQRT3 = math.sqrt(3.0)


def hex_box(across_flats: float) -> float:
    """Return the token size (box side) of a hex token that is across_flats mm wide."""
    return across_corners(across_flats)


def token_outline(shape: TokenShape, size: float, style: Style, grow: float = 0.0) -> Shape:
    """Return the token's outline in its size x size box, grown outwards by grow mm (for bleed art)."""
    c = size / 2
    if shape == "circle":
        return Circle(c, c, c + grow, style)
    if shape == "hex":
        return Polygon(hex_corners(c, c, size * _SQRT3 / 2 + 2 * grow), style)
    return Rect(-grow, -grow, size + 2 * grow, size + 2 * grow, style)


def _footprint(shape: TokenShape, size: float, bleed: float) -> tuple[float, float, float]:
    """Return (width, height, pitch) of one token with its bleed; pitch = centre spacing in a row."""
    if shape == "hex":
        flats = size * _SQRT3 / 2 + 2 * bleed
        return flats, across_corners(flats), flats
    if shape == "circle":
        d = size + 2 * bleed
        return d, d, size + max(2 * bleed, CIRCLE_GAP)
    return size + 2 * bleed, size + 2 * bleed, size + 2 * bleed


@dataclass(frozen=True)
class Packing:
    """Where the token boxes go on one sheet: page size and the top-left corner of each slot."""

    page_w: float
    page_h: float
    origins: tuple[tuple[float, float], ...]
    area: tuple[float, float, float, float]  # x0, y0, x1, y1 the tokens were centred in

    @property
    def per_sheet(self) -> int:
        return len(self.origins)


def _rows(shape: TokenShape, size: float, bleed: float, area: tuple[float, float, float, float],
          staggered: bool) -> list[tuple[float, float]]:
    x0, y0, x1, y1 = area
    fw, fh, pitch = _footprint(shape, size, bleed)
    row_pitch = pitch * _SQRT3 / 2 if staggered else (fh + pitch - fw)
    if x1 - x0 < fw - 1e-9 or y1 - y0 < fh - 1e-9:
        return []
    rows = int((y1 - y0 - fh) / row_pitch + 1e-9) + 1
    centres: list[tuple[float, float]] = []
    for j in range(rows):
        shift = pitch / 2 if staggered and j % 2 else 0.0
        n = int((x1 - x0 - fw - shift) / pitch + 1e-9) + 1 if x1 - x0 - fw - shift >= -1e-9 else 0
        centres += [(shift + fw / 2 + i * pitch, fh / 2 + j * row_pitch) for i in range(n)]
    if not centres:
        return []
    # Centre the block in the area.
    left = min(cx for cx, _ in centres) - fw / 2
    right = max(cx for cx, _ in centres) + fw / 2
    bottom = max(cy for _, cy in centres) + fh / 2
    dx = x0 + (x1 - x0 - (right - left)) / 2 - left
    dy = y0 + (y1 - y0 - bottom) / 2
    return [(cx + dx - size / 2, cy + dy - size / 2) for cx, cy in centres]


def _area(spec: SheetSpec, shape: TokenShape, page_w: float, page_h: float) -> tuple[float, float, float, float]:
    marked = shape == "square" and spec.crop_marks
    band = max(spec.margin, CROP_BAND if marked else FURNITURE_BAND)
    side = max(spec.margin, EDGE_CLEAR + MARK_GAP + 3.0) if marked else spec.margin
    return side, band, page_w - side, page_h - band


def _pack(spec: SheetSpec, shape: TokenShape, size: float, page_w: float, page_h: float,
          area: tuple[float, float, float, float]) -> Packing | None:
    best: Packing | None = None
    for staggered in ((False,) if shape == "square" else (True, False)):
        origins = _rows(shape, size, spec.bleed, area, staggered)
        if origins and (best is None or len(origins) > best.per_sheet):
            best = Packing(page_w, page_h, tuple(origins), area)
    return best


def plan_tokens(spec: SheetSpec, shape: TokenShape, size: float) -> Packing | None:
    """Return the orientation and packing that fit most tokens on one sheet (None: not even one)."""
    best: Packing | None = None
    for page_w, page_h in ((spec.paper_w, spec.paper_h), (spec.paper_h, spec.paper_w)):
        packing = _pack(spec, shape, size, page_w, page_h, _area(spec, shape, page_w, page_h))
        if packing and (best is None or packing.per_sheet > best.per_sheet):
            best = packing
    return best


def _token(shape: TokenShape, art: Sequence[Shape], x: float, y: float, size: float, bleed: float,
           pid: str, outline: bool) -> Group:
    grow_y = bleed * 2 / _SQRT3 if shape == "hex" else bleed
    # With bleed the art runs past the cut line, so it is clipped to keep off the neighbours; without
    # bleed the art stays inside its outline and the clip would only cost a clip path per token.
    content: list[Shape] = ([Group(tuple(art), clip=(-bleed, -grow_y, size + 2 * bleed, size + 2 * grow_y))]
                            if bleed else list(art))
    if outline:
        content.append(_with_id(token_outline(shape, size, CUT_OUTLINE if shape != "square" else CUT_GUIDE),
                                f"cut-{pid}"))
    return Group(tuple(content), translate(x, y), id=pid)


def _with_id(shape: Shape, ident: str) -> Shape:
    if isinstance(shape, (Polygon, Rect)):
        return type(shape)(**{**shape.__dict__, "id": ident})
    return Group((shape,), id=ident)


def _bounds(origins: Sequence[tuple[float, float]], shape: TokenShape, size: float,
            bleed: float) -> tuple[float, float, float, float]:
    fw, fh, _ = _footprint(shape, size, bleed)
    return (min(x for x, _ in origins) + size / 2 - fw / 2, min(y for _, y in origins) + size / 2 - fh / 2,
            max(x for x, _ in origins) + size / 2 + fw / 2, max(y for _, y in origins) + size / 2 + fh / 2)


def _centred(packing: Packing, count: int, shape: TokenShape, size: float,
              bleed: float) -> list[tuple[float, float]]:
    """Return the first count slots moved as one block to the middle of the packing's area."""
    # The block moves whole, so a part-filled sheet keeps the grid (shared cuts, honeycomb nesting).
    origins = packing.origins[:count]
    x0, y0, x1, y1 = _bounds(origins, shape, size, bleed)
    ax0, ay0, ax1, ay1 = packing.area
    dx, dy = (ax0 + ax1 - x0 - x1) / 2, (ay0 + ay1 - y0 - y1) / 2
    return [(x + dx, y + dy) for x, y in origins]


def _square_cuts(origins: Sequence[tuple[float, float]], size: float) -> tuple[list[float], list[float]]:
    """Return the x and y cut lines shared by square tokens at origins."""
    return (sorted({round(x + d, 4) for x, _ in origins for d in (0.0, size)}),
            sorted({round(y + d, 4) for _, y in origins for d in (0.0, size)}))


def _too_big(spec: SheetSpec, shape: str, size: float, where: str) -> DoesNotFit:
    return DoesNotFit(
        f"a {size:g} mm {shape} token (with {spec.bleed:g} mm bleed) is larger than the printable area of "
        f"{paper_name(spec.paper)} paper ({spec.paper_w:g} x {spec.paper_h:g} mm less {spec.margin:g} mm margins)",
        key_path=where)


def impose_tokens(spec: SheetSpec, shape: TokenShape, size: float,
                  fronts: Sequence[Sequence[Shape]], backs: Sequence[Sequence[Shape]] | None,
                  label: str, where: str = "") -> list[Page]:
    """Return token sheets: tokens packed n-up with cut outlines, each sheet followed by its mirrored backs."""
    if backs is not None and len(backs) != len(fronts):
        raise ValueError(f"{len(fronts)} token fronts but {len(backs)} backs")
    if spec.single:
        outline = token_outline(shape, size, CUT_OUTLINE)
        with_line = [tuple(art) + (outline,) for art in fronts]
        return impose(spec, size, size, with_line, backs, label, where)
    if spec.duplex == "gutterfold" and backs is not None:
        return _gutterfold(spec, shape, size, fronts, backs, label, where)
    packing = plan_tokens(spec, shape, size)
    if packing is None:
        raise _too_big(spec, shape, size, where)
    per = packing.per_sheet
    sheets = math.ceil(len(fronts) / per)
    with_backs = backs is not None and spec.duplex != "none"
    outline = shape != "square" or spec.bleed == 0
    pages: list[Page] = []
    for s in range(sheets):
        chunk = range(s * per, min(len(fronts), (s + 1) * per))
        placed = _centred(packing, len(chunk), shape, size, spec.bleed)
        for side in ("front", "back") if with_backs else ("front",):
            origins = placed
            if side == "back":
                origins = [mirror_origin(spec, packing.page_w, packing.page_h, x, y, size, size) for x, y in origins]
            items: list[Shape] = []
            for (x, y), k in zip(origins, chunk):
                art = fronts[k] if side == "front" else backs[k]  # type: ignore[index]
                items.append(_token(shape, art, x, y, size, spec.bleed, f"{side}-{k + 1}", outline))
            box = _bounds(origins, shape, size, spec.bleed)
            xs, ys = [box[0], box[2]], [box[1], box[3]]
            if shape == "square":
                xs, ys = _square_cuts(origins, size)
                if spec.crop_marks:
                    items.extend(crop_marks(xs, ys, box, packing.page_w, packing.page_h))
            note = sheet_note(spec, label, s + 1, sheets, side if with_backs else None, "cut along the grey lines")
            items.extend(place_furniture(packing.page_w, packing.page_h, box, xs, ys, note, spec.font))
            pages.append(Page(packing.page_w, packing.page_h, tuple(items), label=f"{label} {side} {s + 1}"))
    return pages


def _gutterfold(spec: SheetSpec, shape: TokenShape, size: float, fronts, backs, label: str,
                where: str) -> list[Page]:
    # Fronts on the left half, backs mirrored about the fold onto the right half.
    marked = shape == "square" and spec.crop_marks
    # Square tokens' crop marks need a full lane on the fold side too, stopping short of the fold.
    gap = max(FOLD_GAP, MARK_GAP + MARK_LEN + FOLD_CLEAR) if marked else FOLD_GAP
    best: Packing | None = None
    for page_w, page_h in ((spec.paper_w, spec.paper_h), (spec.paper_h, spec.paper_w)):
        side, top, _, bottom = _area(spec, shape, page_w, page_h)
        packing = _pack(spec, shape, size, page_w, page_h, (side, top, page_w / 2 - gap, bottom))
        if packing and (best is None or packing.per_sheet > best.per_sheet):
            best = packing
    if best is None:
        raise _too_big(spec, shape, size, where)
    page_w, page_h, per = best.page_w, best.page_h, best.per_sheet
    fold = page_w / 2
    sheets = math.ceil(len(fronts) / per)
    outline = shape != "square" or spec.bleed == 0 or not spec.crop_marks
    pages = []
    for s in range(sheets):
        items: list[Shape] = [Line(fold, EDGE_CLEAR, fold, page_h - EDGE_CLEAR, FOLD_LINE),
                              Text(fold + 1.2, EDGE_CLEAR + 3, "fold", 6, spec.font, "#666666")]
        chunk = range(s * per, min(len(fronts), (s + 1) * per))
        front_at = _centred(best, len(chunk), shape, size, spec.bleed)
        back_at = [(2 * fold - x - size + spec.back_offset[0], y + spec.back_offset[1]) for x, y in front_at]
        for (x, y), (bx, by), k in zip(front_at, back_at, chunk):
            items.append(_token(shape, fronts[k], x, y, size, spec.bleed, f"front-{k + 1}", outline))
            items.append(_token(shape, backs[k], bx, by, size, spec.bleed, f"back-{k + 1}", outline))
        box = _bounds(front_at + back_at, shape, size, spec.bleed)
        xs, ys = [box[0], box[2]], [box[1], box[3]]
        if shape == "square":
            xs, ys = _square_cuts(front_at + back_at, size)
        if marked:  # each half marked on all four sides, like a plain sheet
            for half in (front_at, back_at):
                hx, hy = _square_cuts(half, size)
                items.extend(crop_marks(hx, hy, _bounds(half, shape, size, spec.bleed), page_w, page_h, (fold,)))
        note = (f"{spec.title} \u2014 {label}, gutterfold sheet {s + 1} of {sheets} \u2014 "
                f"{paper_name(spec.paper)} at 100%")
        items.extend(place_furniture(page_w, page_h, box, xs, ys, note, spec.font, folds=(fold,)))
        pages.append(Page(page_w, page_h, tuple(items), label=f"{label} gutterfold {s + 1}"))
    return pages
