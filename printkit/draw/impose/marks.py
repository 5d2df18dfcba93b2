"""Sheet furniture: hairline crop marks, the print-at-100% ruler, the page footer."""

from __future__ import annotations

from itertools import combinations

from printkit.draw.fontmetrics import text_width
from printkit.draw.scene import Group, Line, Rect, Shape, Style, Text, compose, rotate, translate

HAIRLINE = Style(stroke="#000000", width=0.1)
MARK_LEN = 5.0
MARK_GAP = 1.0  # marks stop this far from the trim so they never show on a cut card
EDGE_CLEAR = 5.0  # and this far from the paper edge: a home printer's dead zone (and no shrink-to-fit)
FOLD_CLEAR = 1.0  # and this far from a fold, so no ink lands in the fold's 0.6 mm band as printed
RULER_MM = 50.0
RULER_H = 3.6  # mm the ruler takes across: its 6 pt label over its ticks
FURNITURE_INK = "#444444"
FOOTER_PT = 6.0
FOOTER_LINE = 2.6  # mm across each line of a footer takes


def crop_marks(
    xs: list[float],
    ys: list[float],
    box: tuple[float, float, float, float],
    page_w: float,
    page_h: float,
    folds: tuple[float, ...] = (),
) -> list[Shape]:
    """Return marks in the margins around box (x0, y0, x1, y1) at every cut line xs and ys, short of folds at x."""
    x0, y0, x1, y1 = box
    out: list[Shape] = []
    top_end, bottom_end = (
        max(EDGE_CLEAR, y0 - MARK_GAP - MARK_LEN),
        min(page_h - EDGE_CLEAR, y1 + MARK_GAP + MARK_LEN),
    )
    left_end = max([EDGE_CLEAR, x0 - MARK_GAP - MARK_LEN] + [f + FOLD_CLEAR for f in folds if f < x0])
    right_end = min(
        [page_w - EDGE_CLEAR, x1 + MARK_GAP + MARK_LEN] + [f - FOLD_CLEAR for f in folds if f > x1]
    )
    for x in xs:
        if y0 - MARK_GAP > top_end:
            out.append(Line(x, y0 - MARK_GAP, x, top_end, HAIRLINE))
        if y1 + MARK_GAP < bottom_end:
            out.append(Line(x, y1 + MARK_GAP, x, bottom_end, HAIRLINE))
    for y in ys:
        if x0 - MARK_GAP > left_end:
            out.append(Line(x0 - MARK_GAP, y, left_end, y, HAIRLINE))
        if x1 + MARK_GAP < right_end:
            out.append(Line(x1 + MARK_GAP, y, right_end, y, HAIRLINE))
    return out


RULER_LABEL = "50 mm \u2014 print at 100% (actual size)"


def ruler(font: str, label: str = RULER_LABEL) -> tuple[Shape, ...]:
    """Return a labelled 50 mm calibration ruler, RULER_H mm tall, with its origin top-left."""
    ink = Style(stroke=FURNITURE_INK, width=0.15)
    base = RULER_H - 0.2
    items: list[Shape] = [Line(0, base, RULER_MM, base, ink)]
    for mm in range(0, int(RULER_MM) + 1, 5):
        tall = 1.0 if mm % 10 == 0 else 0.6
        items.append(Line(mm, base, mm, base - tall, ink))
    items.append(
        Text(
            RULER_MM / 2,
            1.75,
            label,
            FOOTER_PT,
            font,
            FURNITURE_INK,
            "middle",
            id="ruler-label",
        )
    )
    items.append(Rect(0, base - 0.3, RULER_MM, 0.3, Style(fill=FURNITURE_INK), id="ruler-bar"))
    return tuple(items)


def place_furniture(
    page_w: float,
    page_h: float,
    box: tuple[float, float, float, float],
    xs: list[float],
    ys: list[float],
    footer_text: str,
    font: str,
    folds: tuple[float, ...] = (),
    ruler_label: str = RULER_LABEL,
) -> list[Shape]:
    """Return the ruler and footer in the margins (beyond the crop marks, or between them), off the folds at x."""
    x0, y0, x1, y1 = box
    lane = MARK_GAP + MARK_LEN  # the crop marks' lane, next to the pieces
    # A strip is drawn along local x (0..length) and across local y (0..thickness). For each
    # side: the margin's depth, the cut positions along it, its length, and a function giving
    # the strip's matrix from (start along the side, length, thickness, offset out from the pieces).
    sides = {
        "top": (y0, xs, page_w, lambda s, n, t, o: translate(s, y0 - o - t)),
        "bottom": (page_h - y1, xs, page_w, lambda s, n, t, o: translate(s, y1 + o)),
        "left": (x0, ys, page_h, lambda s, n, t, o: compose(translate(x0 - o - t, s + n), rotate(-90))),
        "right": (page_w - x1, ys, page_h, lambda s, n, t, o: compose(translate(x1 + o + t, s), rotate(90))),
    }
    taken: list[tuple[str, float, float, float]] = []

    def slot(order: tuple[str, ...], length: float, thickness: float) -> tuple[str, float, float] | None:
        for side in order:
            depth, cuts, extent, _ = sides[side]
            for offset, between_cuts in ((lane + 0.5, False), (MARK_GAP, True)):
                if depth - offset - EDGE_CLEAR < thickness:
                    continue
                walls = folds if side in ("top", "bottom") else ()  # a fold crosses only these margins
                edges = sorted({EDGE_CLEAR, *walls, *(cuts if between_cuts else ()), extent - EDGE_CLEAR})
                gaps = sorted(((b - a, a) for a, b in zip(edges, edges[1:])), key=lambda g: (-g[0], g[1]))
                for size, a in gaps:
                    start = a + (size - length) / 2
                    clash = any(
                        s == side and o == offset and start < tb and start + length > ta
                        for s, o, ta, tb in taken
                    )
                    if size >= length + 2 and not clash:
                        taken.append((side, offset, start, start + length))
                        return side, start, offset
        return None

    out: list[Shape] = []
    at = slot(("top", "bottom", "right", "left"), RULER_MM, RULER_H)
    if at:
        out.append(
            Group(ruler(font, ruler_label), sides[at[0]][3](at[1], RULER_MM, RULER_H, at[2]), id="ruler")
        )
    # A footer too long for any margin (a gutterfold's half, a crowded sheet) takes two or three
    # lines rather than being left out; it reads across the page if it can, even on more lines,
    # and runs up a side margin only when neither the bottom nor the top has room.
    for order in (("bottom", "top"), ("left", "right")):
        for count in (1, 2, 3):
            lines = footer_lines(footer_text, count)
            if len(lines) < count:
                break
            width = max(text_width(line, font, FOOTER_PT) for line in lines)
            thickness = FOOTER_LINE * count
            at = slot(order, width, thickness)
            if at:
                texts = tuple(
                    Text(
                        width / 2,
                        2.2 + 2.5 * k,
                        line,
                        FOOTER_PT,
                        font,
                        FURNITURE_INK,
                        "middle",
                        id="footer" if k == 0 else f"footer-{k + 1}",
                    )
                    for k, line in enumerate(lines)
                )
                out.append(Group(texts, sides[at[0]][3](at[1], width, thickness, at[2])))
                return out
    return out


def footer_lines(text: str, count: int = 2, separator: str = " \u2014 ") -> tuple[str, ...]:
    """Return the footer split at separators into count lines, the longest as short as can be (fewer if it cannot)."""
    parts = text.split(separator)
    if count <= 1 or len(parts) == 1:
        return (text,)
    count = min(count, len(parts))
    best: tuple[str, ...] = (text,)
    for cuts in combinations(range(1, len(parts)), count - 1):
        bounds = (0, *cuts, len(parts))
        lines = tuple(separator.join(parts[a:b]) for a, b in zip(bounds, bounds[1:]))
        if len(best) == 1 or max(map(len, lines)) < max(map(len, best)):
            best = lines
    return best
