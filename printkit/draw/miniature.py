"""Art drawn small (a cover's picture, a box lid's): the smallest print and the texts a miniature drops."""

from __future__ import annotations

import dataclasses
import math

from printkit.draw.scene import Group, Shape, Text

MIN_PT = 6.0  # the smallest text a player reads, and the least any page prints (printkit/kit/printable.py)


def legible(items: tuple[Shape, ...], k: float) -> tuple[Shape, ...]:
    """Return art drawn at scale k without the texts it would print under MIN_PT (a miniature's labels)."""
    out: list[Shape] = []
    for item in items:
        if isinstance(item, Text):
            if item.size * k >= MIN_PT:
                out.append(item)
        elif isinstance(item, Group):
            a, b, c, d = item.transform[:4]
            inner = legible(item.items, k * math.sqrt(abs(a * d - b * c)))
            # a group all of whose shapes stay is itself (a copy costs a dataclass's replace)
            same = len(inner) == len(item.items) and all(x is y for x, y in zip(inner, item.items))
            out.append(item if same else dataclasses.replace(item, items=inner))
        else:
            out.append(item)
    return tuple(out)
