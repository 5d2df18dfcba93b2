"""Element ids on one SVG page: each shape's id under the page's prefix, made unique on the page."""

from __future__ import annotations


class PageIds:
    """Gives each id on a page its prefixed form; an id met again gets -2, -3, ... (an SVG's ids are unique).

    A scene may hold one id twice (a worked example drawn twice on a rules sheet, four food tiles
    of one value): the first keeps its id, so what a test or a link finds by it stays where it was.
    """

    def __init__(self, unique: bool = True):
        self.unique = unique
        self._seen: dict[str, int] = {}

    def __call__(self, page_id: str, id: str) -> str:
        full = f"{page_id}-{id}"
        if not self.unique:
            return full
        n = self._seen.get(full, 0) + 1
        self._seen[full] = n
        return full if n == 1 else f"{full}-{n}"
