"""A TrueType glyph's quadratic contours as SVG path data: the text fontTools' SVGPathPen writes for them."""

from __future__ import annotations

from collections.abc import Sequence

Point = tuple[float, float]


def quadratic_path(coords: Sequence[Point], ends: Sequence[int], flags: Sequence[int]) -> str | None:
    """Return the path data SVGPathPen writes for a simple glyph's contours (points, contour ends, flags), or
    None for a contour with no on-curve point (the pen's special case: the pen draws it)."""
    # Drawn through the pen, a glyph costs a call a segment, most of an SVG build's font work: this walks
    # the points as fontTools' Glyph.draw does and writes each command as the pen does, so the text is its.
    out: list[str] = []
    start = 0
    for end in ends:
        end += 1
        contour = list(coords[start:end])
        on = [f & 1 for f in flags[start:end]]
        start = end
        if 1 not in on:
            return None
        # Glyph.draw turns the contour to end on its first on-curve point, which it moves to
        first = on.index(1) + 1
        contour = contour[first:] + contour[:first]
        on = on[first:] + on[:first]
        lx, ly = contour[-1]
        out.append(f"M{lx} {ly}")
        last = "M"
        i, n = 0, len(contour)
        while i < n:
            j = on.index(1, i)
            if j == i:
                if n - i > 1:  # not the closing point: Z draws the line back to it
                    x, y = contour[i]
                    if x == lx and y == ly:
                        pass
                    elif x == lx:
                        out.append(f"V{y}")
                        last = "V"
                    elif y == ly:
                        out.append(f"H{x}")
                        last = "H"
                    elif last == "M":  # a line straight after the move: the pen leaves its command implied
                        out.append(f" {x} {y}")
                    else:
                        out.append(f"L{x} {y}")
                        last = "L"
                    lx, ly = x, y
            else:
                # off-curve points i..j-1, each pair split at its implied on-curve midpoint, then on-curve j
                for k in range(i, j - 1):
                    (x, y), (nx, ny) = contour[k], contour[k + 1]
                    out.append(f"Q{x} {y} {0.5 * (x + nx)} {0.5 * (y + ny)}")
                (x, y), (lx, ly) = contour[j - 1], contour[j]
                out.append(f"Q{x} {y} {lx} {ly}")
                last = "Q"
            i = j + 1
        out.append("Z")
    return "".join(out)
