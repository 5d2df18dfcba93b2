"""What a build works out once from a layout (its names, its boards drawn), kept while the layout lives."""

from __future__ import annotations

import weakref
from collections.abc import Hashable
from typing import Any, Generic, TypeVar

T = TypeVar("T")

MAX_KEPT = 64  # values kept at once: a long watch session loads many layouts


class PerLayout(Generic[T]):
    """Values keyed by a layout and a key of their own. The layout is held weakly, so one let go is never
    mistaken for a new one at its address; a layout that cannot be held weakly is not kept."""

    def __init__(self) -> None:
        self._kept: dict[tuple[int, Hashable], tuple[weakref.ref[Any], T]] = {}

    def get(self, layout: Any, key: Hashable = None) -> T | None:
        """Return the value kept for layout and key, None if none is."""
        kept = self._kept.get((id(layout), key))
        return kept[1] if kept is not None and kept[0]() is layout else None

    def put(self, layout: Any, key: Hashable, value: T) -> T:
        """Keep value for layout and key; return it."""
        try:
            held = weakref.ref(layout)
        except TypeError:
            return value
        if len(self._kept) > MAX_KEPT:
            self._kept.clear()
        self._kept[(id(layout), key)] = (held, value)
        return value
