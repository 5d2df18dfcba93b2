"""A net pictured folded: its fold model seen from above at an angle, each panel's own art on it.

Drawn beside the nets on their sheet where it has room, so the crafter sees what the flat sheet
becomes. It is printed on the paper cut away round the nets.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from printkit.draw.impose.nets import Box, Picture
from printkit.draw.scene import Group, Polygon, Shape, Style, Text, compose, scale, translate
from printkit.geometry.folding import FoldNet, seen

EDGE = Style(stroke="#333333", width=0.25)  # an edge of the folded picture (not a cut line: no cut is drawn)
BACK = Style(fill="#ececec")  # the paper's unprinted side, where a panel shows it to the eye
MOST = 40.0  # mm: the tallest a folded picture is drawn
LEAST = 12.0  # mm: smaller than this it tells nothing, and is left out
GAP = 6.0  # mm between pictures


def folded(
    net: FoldNet,
    art: Mapping[str, Sequence[Shape]],
    turn: float = 30.0,
    tilt: float = 55.0,
    stand: str = "flat",
) -> tuple[tuple[Shape, ...], float, float]:
    """Return the folded net's picture at 1:1 (shapes from 0, 0), its width and height.

    art holds each panel's shapes in paper coordinates; a panel showing its printed side shows them.
    """
    views = [v for v in seen(net, turn, tilt, stand) if not v.panel.tab]  # a tab hides under its face
    xs = [x for v in views for x, _ in v.outline]
    ys = [y for v in views for _, y in v.outline]
    x0, y0 = min(xs), min(ys)
    out: list[Shape] = []
    for v in views:
        outline = tuple((x - x0, y - y0) for x, y in v.outline)
        printed = v.facing > 0
        out.append(Polygon(outline, Style(fill="#ffffff") if printed else BACK))
        shapes = _wordless(art.get(v.panel.name, ()))
        if printed and shapes:
            px, py = [x for x, _ in v.panel.corners], [y for _, y in v.panel.corners]
            clip = (min(px), min(py), max(px) - min(px), max(py) - min(py))
            out.append(Group(tuple(shapes), compose(translate(-x0, -y0), v.matrix), clip=clip))
        out.append(Polygon(outline, EDGE))
    return tuple(out), max(xs) - x0, max(ys) - y0


def set_beside(pictures: Sequence[Picture], strips: Sequence[Box]) -> list[Shape]:
    """Return the pictures in the first strip (x0, y0, x1, y1) that holds them all at least LEAST tall, each
    at most MOST tall, centred in it: stacked in a strip taller than wide, in a row in a wider one."""
    for x0, y0, x1, y1 in strips:
        w, h = x1 - x0, y1 - y0
        if w <= 0 or h <= 0 or not pictures:
            continue
        row = w > h
        # each picture's scale: within the strip's breadth and MOST; then all alike to fit its length
        sizes = [min(MOST / ph, (h if row else w) / (ph if row else pw)) for _, pw, ph in pictures]
        length = [k * (pw if row else ph) for k, (_, pw, ph) in zip(sizes, pictures)]
        room = (w if row else h) - GAP * (len(pictures) - 1)
        if room <= 0:
            continue
        if sum(length) > room:
            sizes = [k * room / sum(length) for k in sizes]
        if min(k * ph for k, (_, _, ph) in zip(sizes, pictures)) < LEAST:
            continue
        used = sum(k * (pw if row else ph) for k, (_, pw, ph) in zip(sizes, pictures))
        at = (
            (x0 + (w - used - GAP * (len(pictures) - 1)) / 2)
            if row
            else (y0 + (h - used - GAP * (len(pictures) - 1)) / 2)
        )
        out: list[Shape] = []
        for n, (k, (items, pw, ph)) in enumerate(zip(sizes, pictures)):
            x, y = (at, y0 + (h - k * ph) / 2) if row else (x0 + (w - k * pw) / 2, at)
            out.append(Group(items, compose(translate(x, y), scale(k)), id=f"folded-{n + 1}"))
            at += k * (pw if row else ph) + GAP
        return out
    return []


def _wordless(items: Sequence[Shape]) -> tuple[Shape, ...]:
    """Return art without its words (drawn this small they would print under 6 pt, and it is the shape that
    tells) and without its groups' ids and meanings (the net on the same page has them)."""
    out: list[Shape] = []
    for item in items:
        if isinstance(item, Group):
            out.append(Group(_wordless(item.items), item.transform, item.clip))
        elif not isinstance(item, Text):
            out.append(item)
    return tuple(out)
