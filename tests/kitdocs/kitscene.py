"""Helpers for the kit-document tests: kit pages walked as scenes (tests.scenes builds them once per option set)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from printkit.draw.scene import IDENTITY, Group, Matrix, Page, Shape, Text, apply, compose
from printkit.games import GAMES as REGISTRY

GAMES = tuple(REGISTRY)


def walk(items, m: Matrix = IDENTITY) -> Iterator[tuple[Shape, Matrix, tuple[str, ...]]]:
    """Yield every shape under items with its page matrix and the ids of the groups it lies in."""

    def go(items, m, ids):
        for item in items:
            if isinstance(item, Group):
                inner = compose(m, item.transform)
                yield item, m, ids
                yield from go(item.items, inner, ids + ((item.id,) if item.id else ()))
            else:
                yield item, m, ids

    yield from go(items, m, ())


def texts(page: Page) -> list[tuple[Text, Matrix, tuple[str, ...]]]:
    """Return every text on a page with its matrix and enclosing ids."""
    return [(t, m, ids) for t, m, ids in walk(page.items) if isinstance(t, Text)]


def page_words(page: Page) -> str:
    """Return the page's text runs joined by spaces (runs of one line join without a gap lost)."""
    return " ".join(t.text for t, _, _ in texts(page))


def count_ids(pages, pattern: str) -> int:
    """Return how many groups on pages have an id matching pattern in full."""
    rx = re.compile(pattern)
    return sum(
        1
        for page in pages
        for item, _, _ in walk(page.items)
        if isinstance(item, Group) and item.id and rx.fullmatch(item.id)
    )


def point(m: Matrix, x: float, y: float) -> tuple[float, float]:
    """Return (x, y) under m."""
    return apply(m, x, y)
