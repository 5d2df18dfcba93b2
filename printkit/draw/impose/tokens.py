"""Token sheets: circles, hexes or squares packed n-up with cut outlines and duplex backs.

A token's art is drawn in a size x size box, origin top-left. The token itself is:
- circle: the circle inscribed in the box (diameter = size);
- hex: the pointy-top hexagon inscribed in the box (corners at top and bottom centre), so its
  height corner to corner is size and its width across the flats is size * sqrt(3) / 2;
  `hex_box(across_flats)` gives the box size for a wanted across-flats width;
- square: the whole box.
Circles and hexes are packed in staggered rows (a honeycomb), squares in a grid like cards. A
part-filled sheet keeps that grid and centres the used slots as one block.

A few tokens of another shape or size (a `TokenSet`: two square tokens
among round pieces, food discs among hex tiles) share the sheets: in the last sheet's free places
when one fits inside a place, else in a block under the last sheet's tokens, with their backs
mirrored like the others', or on a sheet of their own when there is no room left.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from printkit.core.errors import DoesNotFit
from printkit.draw.impose.cards import (
    CUT_GUIDE,
    SheetSpec,
    best_orientation,
    check_pages,
    cut_lines,
    fold_line,
    gutterfold_note,
    impose,
    mirror_origin,
    paper_name,
    sheet_note,
)
from printkit.draw.impose.marks import (
    EDGE_CLEAR,
    FOLD_CLEAR,
    FOOTER_LINE,
    MARK_GAP,
    MARK_LEN,
    RULER_H,
    crop_marks,
    place_furniture,
)
from printkit.draw.impose.nets import on_white
from printkit.draw.scene import Circle, Group, Page, Polygon, Rect, Shape, Style, translate
from printkit.geometry.hexgrid import across_corners, hex_corners
from printkit.layout.words import fill

TokenShape = Literal["circle", "hex", "square"]

CUT_OUTLINE = Style(stroke="#444444", width=0.2)  # over a white line (nets.on_white): reads on any token art
CIRCLE_GAP = 1.5  # mm between circles: scissors need room to turn between round pieces
FOLD_GAP = 4.0  # mm from a gutterfold's fold to the nearest token (room for glue and the fold)
# Room above and below the tokens for the ruler and the footer, clear of the printer's dead zone;
# square tokens have straight cut lines, so their crop marks need a lane of their own as well.
FURNITURE_BAND = MARK_GAP + EDGE_CLEAR + RULER_H
CROP_BAND = MARK_GAP + MARK_LEN + 0.5 + EDGE_CLEAR + RULER_H
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


def _rows(
    shape: TokenShape, size: float, bleed: float, area: tuple[float, float, float, float], staggered: bool
) -> list[tuple[float, float]]:
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


def _area(
    spec: SheetSpec, shape: TokenShape, page_w: float, page_h: float
) -> tuple[float, float, float, float]:
    marked = shape == "square" and spec.crop_marks
    band = max(spec.margin, CROP_BAND if marked else FURNITURE_BAND)
    if spec.duplex == "gutterfold":  # a half is too narrow for the footer on one line: room for two
        band = max(band, MARK_GAP + EDGE_CLEAR + 2 * FOOTER_LINE)
    side = max(spec.margin, EDGE_CLEAR + MARK_GAP + 3.0) if marked else spec.margin
    return side, band, page_w - side, page_h - band


def _pack(
    spec: SheetSpec,
    shape: TokenShape,
    size: float,
    page_w: float,
    page_h: float,
    area: tuple[float, float, float, float],
    straight: bool = False,
) -> Packing | None:
    best: Packing | None = None
    for staggered in (False,) if shape == "square" or straight else (True, False):
        origins = _rows(shape, size, spec.bleed, area, staggered)
        if origins and (best is None or len(origins) > best.per_sheet):
            best = Packing(page_w, page_h, tuple(origins), area)
    return best


def plan_tokens(spec: SheetSpec, shape: TokenShape, size: float) -> Packing | None:
    """Return the orientation and packing that fit most tokens on one sheet (None: not even one)."""
    return best_orientation(
        spec, lambda w, h: _pack(spec, shape, size, w, h, _area(spec, shape, w, h)), lambda p: p.per_sheet
    )


def _token(
    shape: TokenShape,
    art: Sequence[Shape],
    x: float,
    y: float,
    size: float,
    bleed: float,
    pid: str,
    outline: bool,
) -> Group:
    grow_y = bleed * 2 / _SQRT3 if shape == "hex" else bleed
    # With bleed the art runs past the cut line, so it is clipped to keep off the neighbours; without
    # bleed the art stays inside its outline and the clip would only cost a clip path per token.
    content: list[Shape] = (
        [Group(tuple(art), clip=(-bleed, -grow_y, size + 2 * bleed, size + 2 * grow_y))]
        if bleed
        else list(art)
    )
    if outline:
        line = token_outline(shape, size, CUT_OUTLINE if shape != "square" else CUT_GUIDE)
        if isinstance(line, (Polygon, Rect)):
            content.append(on_white(_with_id(line, f"cut-{pid}")))  # type: ignore[arg-type]
        elif isinstance(line, Circle):  # a circle has no id of its own: its group takes it
            content.append(on_white(line, f"cut-{pid}"))
    return Group(tuple(content), translate(x, y), id=pid)


def _with_id(shape: Shape, ident: str) -> Shape:
    if isinstance(shape, (Polygon, Rect)):
        return type(shape)(**{**shape.__dict__, "id": ident})
    return Group((shape,), id=ident)


def _bounds(
    origins: Sequence[tuple[float, float]], shape: TokenShape, size: float, bleed: float
) -> tuple[float, float, float, float]:
    fw, fh, _ = _footprint(shape, size, bleed)
    return (
        min(x for x, _ in origins) + size / 2 - fw / 2,
        min(y for _, y in origins) + size / 2 - fh / 2,
        max(x for x, _ in origins) + size / 2 + fw / 2,
        max(y for _, y in origins) + size / 2 + fh / 2,
    )


def _centred(
    packing: Packing, count: int, shape: TokenShape, size: float, bleed: float
) -> list[tuple[float, float]]:
    """Return the first count slots moved as one block to the middle of the packing's area."""
    # The block moves whole, so a part-filled sheet keeps the grid (shared cuts, honeycomb nesting).
    origins = packing.origins[:count]
    x0, y0, x1, y1 = _bounds(origins, shape, size, bleed)
    ax0, ay0, ax1, ay1 = packing.area
    dx, dy = (ax0 + ax1 - x0 - x1) / 2, (ay0 + ay1 - y0 - y1) / 2
    return [(x + dx, y + dy) for x, y in origins]


def _too_big(spec: SheetSpec, shape: str, size: float, where: str) -> DoesNotFit:
    return DoesNotFit(
        f"a {size:g} mm {shape} token (with {spec.bleed:g} mm bleed) is larger than the printable area of "
        f"{paper_name(spec.paper)} paper ({spec.paper_w:g} x {spec.paper_h:g} mm less {spec.margin:g} mm margins)",
        key_path=where,
    )


@dataclass(frozen=True)
class TokenSet:
    """Tokens of one shape and size to share another set's sheets: their art, ids, footer name and key path."""

    shape: TokenShape
    size: float
    fronts: Sequence[Sequence[Shape]]
    backs: Sequence[Sequence[Shape]] | None
    label: str  # what they are, in the footer of each sheet they are on and on --single pages
    prefix: str  # ids are f"{prefix}front-{k}", f"{prefix}back-{k}", so they never clash with the main set's
    where: str = ""

    def face(self, side: str, k: int) -> Sequence[Shape]:
        """Return token k's art on its front or back ('front' or 'back'); ValueError for a set without backs."""
        if side == "front":
            return self.fronts[k]
        if self.backs is None:
            raise ValueError(f"the {self.label} have no backs")
        return self.backs[k]


@dataclass(frozen=True)
class _Placed:
    """Some tokens of one set on a sheet: the set, which tokens (indices) and their fronts' box origins."""

    tokens: TokenSet
    indices: range
    origins: tuple[tuple[float, float], ...]


@dataclass(frozen=True)
class _Sheet:
    page_w: float
    page_h: float
    placed: tuple[_Placed, ...]

    @property
    def label(self) -> str:
        """Return what the sheet holds, for its footer: "ant pieces", "ant pieces and Water Barriers"."""
        return " and ".join(p.tokens.label for p in self.placed)


def _fold_gap(spec: SheetSpec, shape: TokenShape) -> float:
    # Square tokens' crop marks need a full lane on the fold side too, stopping short of the fold.
    return (
        max(FOLD_GAP, MARK_GAP + MARK_LEN + FOLD_CLEAR) if shape == "square" and spec.crop_marks else FOLD_GAP
    )


def _half_area(
    spec: SheetSpec, shape: TokenShape, page_w: float, page_h: float, gutter: bool
) -> tuple[float, float, float, float]:
    """Return the area tokens go in: the sheet less its bands, or its front (left) half on a gutterfold."""
    side, top, right, bottom = _area(spec, shape, page_w, page_h)
    return (side, top, page_w / 2 - _fold_gap(spec, shape), bottom) if gutter else (side, top, right, bottom)


def _plan(
    spec: SheetSpec, shape: TokenShape, size: float, gutter: bool, count: int | None = None
) -> Packing | None:
    """Return the packing of the tokens: hexes in straight rows when that takes no more sheets, else the most a sheet."""
    best = _plan_one(spec, shape, size, gutter, False)
    if shape == "hex" and count and best is not None:
        # Hexes side by side in rows that do not nest share their upright edges and leave a
        # straight lane between rows: cut with a ruler, not round every tile.
        rows = _plan_one(spec, shape, size, gutter, True)
        if rows is not None and math.ceil(count / rows.per_sheet) <= math.ceil(count / best.per_sheet):
            return rows
    return best


def _plan_one(
    spec: SheetSpec, shape: TokenShape, size: float, gutter: bool, straight: bool
) -> Packing | None:
    return best_orientation(
        spec,
        lambda w, h: _pack(spec, shape, size, w, h, _half_area(spec, shape, w, h, gutter), straight),
        lambda p: p.per_sheet,
    )


def _sheets(tokens: TokenSet, packing: Packing, bleed: float) -> list[_Sheet]:
    """Return the sheets that the tokens fill on their own, each part-filled one centred."""
    per = packing.per_sheet
    out = []
    for s in range(math.ceil(len(tokens.fronts) / per)):
        chunk = range(s * per, min(len(tokens.fronts), (s + 1) * per))
        at = _centred(packing, len(chunk), tokens.shape, tokens.size, bleed)
        out.append(_Sheet(packing.page_w, packing.page_h, (_Placed(tokens, chunk, tuple(at)),)))
    return out


def _fits_a_place(main: TokenSet, extras: TokenSet) -> bool:
    """Return whether an extra token fits inside one of the main tokens' places with room to cut round it."""
    if extras.shape != "circle" or main.shape == "square":
        return extras.shape == main.shape and extras.size <= main.size
    room = main.size * _SQRT3 / 2 if main.shape == "hex" else main.size  # the place's inscribed circle
    return extras.size + CIRCLE_GAP <= room + 1e-9


def _in_places(packing: Packing, last: _Placed, extras: TokenSet, bleed: float) -> _Sheet | None:
    """Return the last sheet with the extras in its free places, each centred in one, or None where they do not fit."""
    main, n = last.tokens, len(last.indices)
    if n + len(extras.fronts) > packing.per_sheet or not _fits_a_place(main, extras):
        return None
    at = _centred(packing, n + len(extras.fronts), main.shape, main.size, bleed)
    inset = (main.size - extras.size) / 2
    extra_at = tuple((x + inset, y + inset) for x, y in at[n:])
    placed = (
        _Placed(main, last.indices, tuple(at[:n])),
        _Placed(extras, range(len(extras.fronts)), extra_at),
    )
    return _Sheet(packing.page_w, packing.page_h, placed)


def _with_extras(
    spec: SheetSpec, packing: Packing, last: _Placed, extras: TokenSet, gutter: bool
) -> _Sheet | None:
    """Return the last sheet with the extras in a block under its tokens, or None where they do not fit."""
    bleed, page_w, page_h = spec.bleed, packing.page_w, packing.page_h
    main = last.tokens
    grid = packing.origins[: len(last.indices)]
    mx0, my0, mx1, my1 = _bounds(grid, main.shape, main.size, bleed)
    ex0, _, ex1, ey1 = _half_area(spec, extras.shape, page_w, page_h, gutter)
    n = len(extras.fronts)
    fw, fh, pitch = _footprint(extras.shape, extras.size, bleed)
    if ex1 - ex0 < fw - 1e-9:
        return None
    cols = min(n, int((ex1 - ex0 - fw) / pitch + 1e-9) + 1)
    rows = math.ceil(n / cols)
    row_pitch = fh + pitch - fw
    block_w, block_h = fw + (cols - 1) * pitch, fh + (rows - 1) * row_pitch
    # Between the blocks: the extras' crop marks and room to spare, or scissors' room between cut lines.
    gap = MARK_GAP + MARK_LEN + 1.5 if extras.shape == "square" and spec.crop_marks else 4.0
    total = my1 - my0 + gap + block_h
    top_limit = packing.area[1]
    if total > ey1 - top_limit + 1e-9:
        return None
    top = min(max((page_h - total) / 2, top_limit), ey1 - total)  # centred on the page where it can be
    ax0, _, ax1, _ = packing.area
    dx, dy = (ax0 + ax1 - mx0 - mx1) / 2, top - my0
    main_at = tuple((x + dx, y + dy) for x, y in grid)
    left = min(max((ax0 + ax1 - block_w) / 2, ex0), ex1 - block_w)  # under the tokens' middle
    y = top + my1 - my0 + gap
    inset_x, inset_y = fw / 2 - extras.size / 2, fh / 2 - extras.size / 2
    extra_at = tuple(
        (left + (k % cols) * pitch + inset_x, y + (k // cols) * row_pitch + inset_y) for k in range(n)
    )
    return _Sheet(page_w, page_h, (_Placed(main, last.indices, main_at), _Placed(extras, range(n), extra_at)))


def impose_tokens(
    spec: SheetSpec,
    shape: TokenShape,
    size: float,
    fronts: Sequence[Sequence[Shape]],
    backs: Sequence[Sequence[Shape]] | None,
    label: str,
    where: str = "",
    extras: TokenSet | None = None,
) -> list[Page]:
    """Return token sheets: tokens packed n-up with cut outlines, each sheet followed by its mirrored backs.

    extras (a few tokens of another shape or size) go in the last sheet's free places when one
    fits a place (food discs among hex tiles), else under its tokens, else on a sheet of their own.
    """
    if backs is not None and len(backs) != len(fronts):
        raise ValueError(f"{len(fronts)} token fronts but {len(backs)} backs")
    if extras is not None and (extras.backs is None) != (backs is None):
        raise ValueError("extra tokens need backs exactly when the tokens have backs")
    if spec.single:
        pages = _single(spec, shape, size, fronts, backs, label, where)
        if extras is not None:
            pages += _single(
                spec, extras.shape, extras.size, extras.fronts, extras.backs, extras.label, extras.where
            )
        return pages
    gutter = spec.duplex == "gutterfold" and backs is not None
    main = TokenSet(shape, size, fronts, backs, label, "", where)
    packing = _plan(spec, shape, size, gutter, len(fronts))
    if packing is None:
        raise _too_big(spec, shape, size, where)
    sheets = _sheets(main, packing, spec.bleed)
    if extras is not None and extras.fronts:
        joined = None
        if sheets:  # in the last sheet's free places, else in a block under its tokens
            last = sheets[-1].placed[0]
            joined = _in_places(packing, last, extras, spec.bleed) or _with_extras(
                spec, packing, last, extras, gutter
            )
        if joined is not None:
            sheets[-1] = joined
        else:
            own = _plan(spec, extras.shape, extras.size, gutter)
            if own is None:
                raise _too_big(spec, extras.shape, extras.size, extras.where)
            sheets += _sheets(extras, own, spec.bleed)
    with_backs = backs is not None and spec.duplex != "none" and not gutter
    check_pages(len(sheets) * (2 if with_backs else 1), label, where)
    if gutter:
        return [_gutterfold_page(spec, sheet, s + 1, len(sheets)) for s, sheet in enumerate(sheets)]
    return [
        _plain_page(spec, sheet, side, s + 1, len(sheets), with_backs)
        for s, sheet in enumerate(sheets)
        for side in (("front", "back") if with_backs else ("front",))
    ]


def _single(
    spec: SheetSpec,
    shape: TokenShape,
    size: float,
    fronts: Sequence[Sequence[Shape]],
    backs: Sequence[Sequence[Shape]] | None,
    label: str,
    where: str,
) -> list[Page]:
    outline = token_outline(shape, size, CUT_OUTLINE)
    outline = on_white(outline) if isinstance(outline, (Polygon, Rect, Circle)) else outline
    with_line = [tuple(art) + (outline,) for art in fronts]
    return impose(spec, size, size, with_line, backs, label, where)


def _has_outline(spec: SheetSpec, shape: TokenShape) -> bool:
    # Square tokens with bleed are cut at their crop marks (an outline would show on a cut edge);
    # without crop marks the outline is the only sign of where to cut.
    return shape != "square" or spec.bleed == 0 or not spec.crop_marks


def _cut_how(spec: SheetSpec, sheet: _Sheet) -> str:
    """Return how the footer tells to cut the sheet's tokens: along their grey outlines, between crop marks, or both."""
    outlined = [_has_outline(spec, p.tokens.shape) for p in sheet.placed]
    words = spec.words
    ways = [words.cut_grey] * any(outlined) + [words.cut_crop] * (not all(outlined))
    return fill(words.cut_both, first=ways[0], second=ways[1]) if len(ways) == 2 else ways[0]


def _cuts(
    placed: Sequence[tuple[float, float]], tokens: TokenSet, bleed: float
) -> tuple[tuple[float, float, float, float], list[float], list[float]]:
    """Return the tokens' box (with bleed) and the cut lines the furniture must keep between."""
    box = _bounds(placed, tokens.shape, tokens.size, bleed)
    if tokens.shape == "square":
        xs, ys = cut_lines(placed, tokens.size, tokens.size)
        return box, xs, ys
    return box, [box[0], box[2]], [box[1], box[3]]


def _union(boxes: Sequence[tuple[float, float, float, float]]) -> tuple[float, float, float, float]:
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


def _plain_page(
    spec: SheetSpec, sheet: _Sheet, side: str, number: int, sheets: int, with_backs: bool
) -> Page:
    """Return one side of a sheet; backs sit where duplex printing lands them behind their fronts."""
    page_w, page_h = sheet.page_w, sheet.page_h
    items: list[Shape] = []
    boxes, xs, ys = [], set(), set()
    for group in sheet.placed:
        t = group.tokens
        origins = list(group.origins)
        if side == "back":
            origins = [mirror_origin(spec, page_w, page_h, x, y, t.size, t.size) for x, y in origins]
        outline = _has_outline(spec, t.shape)
        for (x, y), k in zip(origins, group.indices):
            items.append(
                _token(
                    t.shape, t.face(side, k), x, y, t.size, spec.bleed, f"{t.prefix}{side}-{k + 1}", outline
                )
            )
        box, gx, gy = _cuts(origins, t, spec.bleed)
        if t.shape == "square" and spec.crop_marks:
            items.extend(crop_marks(gx, gy, box, page_w, page_h))
        boxes.append(box)
        xs.update(gx)
        ys.update(gy)
    note = sheet_note(
        spec,
        sheet.label,
        number,
        sheets,
        side if with_backs else None,
        fill(spec.words.cut, how=_cut_how(spec, sheet)),
    )
    items.extend(
        place_furniture(
            page_w,
            page_h,
            _union(boxes),
            sorted(xs),
            sorted(ys),
            note,
            spec.font,
            ruler_label=spec.words.ruler,
        )
    )
    return Page(page_w, page_h, tuple(items), label=f"{sheet.label} {side} {number}")


def _gutterfold_page(spec: SheetSpec, sheet: _Sheet, number: int, sheets: int) -> Page:
    """Return a gutterfold sheet: fronts on the left half, backs mirrored about the fold onto the right."""
    page_w, page_h = sheet.page_w, sheet.page_h
    fold = page_w / 2
    items = fold_line(fold, page_h, spec.font, spec.words.fold)
    boxes, xs, ys = [], set(), set()
    for group in sheet.placed:
        t = group.tokens
        front_at = list(group.origins)
        back_at = [
            (2 * fold - x - t.size + spec.back_offset[0], y + spec.back_offset[1]) for x, y in front_at
        ]
        outline = _has_outline(spec, t.shape)
        for (x, y), (bx, by), k in zip(front_at, back_at, group.indices):
            items.append(
                _token(t.shape, t.fronts[k], x, y, t.size, spec.bleed, f"{t.prefix}front-{k + 1}", outline)
            )
            items.append(
                _token(
                    t.shape,
                    t.face("back", k),
                    bx,
                    by,
                    t.size,
                    spec.bleed,
                    f"{t.prefix}back-{k + 1}",
                    outline,
                )
            )
        box, gx, gy = _cuts(front_at + back_at, t, spec.bleed)
        if t.shape == "square" and spec.crop_marks:  # each half marked on all four sides, like a plain sheet
            for half in (front_at, back_at):
                hx, hy = cut_lines(half, t.size, t.size)
                items.extend(
                    crop_marks(hx, hy, _bounds(half, t.shape, t.size, spec.bleed), page_w, page_h, (fold,))
                )
        boxes.append(box)
        xs.update(gx)
        ys.update(gy)
    note = gutterfold_note(spec, sheet.label, number, sheets, _cut_how(spec, sheet))
    items.extend(
        place_furniture(
            page_w,
            page_h,
            _union(boxes),
            sorted(xs),
            sorted(ys),
            note,
            spec.font,
            folds=(fold,),
            ruler_label=spec.words.ruler,
        )
    )
    return Page(page_w, page_h, tuple(items), label=f"{sheet.label} gutterfold {number}")
