"""Checking crop marks around square pieces on a plain or a gutterfold sheet, from lines measured in mm."""

from __future__ import annotations

from collections.abc import Sequence

from printkit.draw.impose.marks import EDGE_CLEAR

Seg = tuple[float, float, float, float]
TOL = 0.05


def _at(a: float, b: float) -> bool:
    return abs(a - b) < TOL


def _normal(marks: Sequence[Seg]) -> list[Seg]:
    return [(min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)) for x0, y0, x1, y1 in marks]


def _sheet_faults(marks: Sequence[Seg], page_w: float, page_h: float) -> list[str]:
    e = EDGE_CLEAR  # a home printer's dead zone
    faults = [
        f"mark {m} within {e:g} mm of the paper edge"
        for m in marks
        if m[0] < e - TOL or m[1] < e - TOL or m[2] > page_w - e + TOL or m[3] > page_h - e + TOL
    ]
    return faults + [f"mark {m} shorter than 3 mm" for m in marks if max(m[2] - m[0], m[3] - m[1]) < 3]


def _block_faults(
    marks: Sequence[Seg], block: Sequence[tuple[float, float]], size: float, bleed: float
) -> list[str]:
    """Return the cut lines of the block of squares at origins without a mark at each end."""
    faults = []
    bx0, by0 = min(x for x, _ in block) - bleed, min(y for _, y in block) - bleed
    bx1, by1 = max(x for x, _ in block) + size + bleed, max(y for _, y in block) + size + bleed
    for x in {x + d for x, _ in block for d in (0.0, size)}:
        ups = [m for m in marks if _at(m[0], x) and _at(m[2], x)]
        if not any(m[3] < by0 for m in ups) or not any(m[1] > by1 for m in ups):
            faults.append(f"cut x={x:.2f} lacks a mark above or below its block")
    for y in {y + d for _, y in block for d in (0.0, size)}:
        across = [m for m in marks if _at(m[1], y) and _at(m[3], y)]
        if not any(m[2] < bx0 for m in across) or not any(m[0] > bx1 for m in across):
            faults.append(f"cut y={y:.2f} lacks a mark left or right of its block")
    return faults


def mark_faults(
    marks: Sequence[Seg],
    origins: Sequence[tuple[float, float]],
    size: float,
    bleed: float,
    page_w: float,
    page_h: float,
) -> list[str]:
    """Return what is wrong on a plain sheet: a cut line without a mark at each end, a mark near the edge."""
    marks = _normal(marks)
    return _sheet_faults(marks, page_w, page_h) + (
        _block_faults(marks, origins, size, bleed) if origins else []
    )


def gutterfold_mark_faults(
    marks: Sequence[Seg],
    origins: Sequence[tuple[float, float]],
    size: float,
    bleed: float,
    page_w: float,
    page_h: float,
) -> list[str]:
    """Return what is wrong: a cut line of either half without a mark at each end, a mark near the fold or edge."""
    fold = page_w / 2
    marks = _normal(marks)
    faults = [f"mark {m} within 0.6 mm of the fold" for m in marks if m[0] < fold + 0.6 and m[2] > fold - 0.6]
    faults += _sheet_faults(marks, page_w, page_h)
    halves = [[o for o in origins if o[0] < fold], [o for o in origins if o[0] >= fold]]
    for half in filter(None, halves):
        faults += _block_faults(marks, half, size, bleed)
    return faults
