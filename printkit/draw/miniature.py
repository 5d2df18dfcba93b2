"""Art drawn small (a cover's picture, a box lid's): the smallest print and the texts a miniature drops."""

from __future__ import annotations

import dataclasses
import math

from printkit.draw.scene import Group, Shape, Text

MIN_PT = 6.0  # the smallest text a player reads, and the least any page prints (printkit/kit/printable.py)


def holding(group: Group, items: tuple[Shape, ...]) -> Group:
    """Return group with items in place of its own: the group itself when they are its own very shapes (most
    of a picture passes each step unchanged, and a copy costs a dataclass's replace)."""
    if len(items) == len(group.items) and all(a is b for a, b in zip(items, group.items)):
        return group
    return dataclasses.replace(group, items=items)


def legible(items: tuple[Shape, ...], k: float) -> tuple[Shape, ...]:
    """Return art drawn at scale k without the texts it would print under MIN_PT (a miniature's labels)."""
    out: list[Shape] = []
    for item in items:
        if isinstance(item, Text):
            if item.size * k >= MIN_PT:
                out.append(item)
        elif isinstance(item, Group):
            a, b, c, d = item.transform[:4]
            out.append(holding(item, legible(item.items, k * math.sqrt(abs(a * d - b * c)))))
        else:
            out.append(item)
    return tuple(out)
