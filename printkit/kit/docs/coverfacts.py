"""What a box's side tells, for the cover: players, time and age, credits and licence, the sheets to print
(counted from the kit's pages) and the card sleeves that fit (from the cards' printed size)."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from printkit import __version__
from printkit.draw.scene import Group, Page, Shape
from printkit.kit.docs.assemble import Part, Section
from printkit.layout.words import Common, GameText, Sleeve, common_text

CARD_KINDS = ("cards", "cards-gutterfold")  # the making steps of a deck (sleeves are for decks)


def _fill(text: str, **values: str) -> str:
    for k, v in values.items():
        text = text.replace("{" + k + "}", v)
    return text


def play_line(common: Common, text: GameText, seats: int) -> str:
    """Return the cover's box line ('2-8 players · 30-45 minutes · ages 8 and up'), or "" without play: data."""
    if text.play is None or not common.play:
        return ""
    low = min(text.play.players_from, seats)
    players = str(seats) if low == seats else f"{low}-{seats}"
    minutes = "-".join(str(m) for m in text.play.minutes)
    return _fill(common.play, players=players, minutes=minutes, age=str(text.play.age))


def credit_lines(common: Common, source: str) -> list[str]:
    """Return the credits (the game's source as its words name it, the printkit that made the kit) and the licence."""
    lines = [_fill(common.credits, source=source, version=__version__)] if common.credits else []
    return lines + ([common.licence] if common.licence else [])


def sheet_counts(sections: Sequence[Section], stock_of: Mapping[str, str]) -> dict[str, int]:
    """Return the sheets the kit prints on, by stock: the cover, then each section's pages (two a sheet when two-sided).

    A blank page is not a sheet (it is there so the two-sided pages after it start on a front);
    the calibration sheet is paper.
    """
    counts = {"paper": 1, "card": 0}  # the cover
    for s in sections:
        if s.name == "blank":
            continue
        stock = stock_of.get(s.name, "paper")
        counts[stock] += (len(s.pages) + 1) // 2 if s.two_sided else len(s.pages)
    return counts


def sheets_line(common: Common, counts: Mapping[str, int]) -> str:
    """Return the cover's line of sheets to print, by stock."""
    if not common.sheet_count:
        return ""
    return _fill(common.sheet_count, paper=str(counts["paper"]), card=str(counts["card"]))


def card_size(pages: Sequence[Page]) -> tuple[float, float] | None:
    """Return a deck's card size as printed (its first front's trim, without bleed), or None without one."""

    def fronts(items: Sequence[Shape]) -> Iterator[Group]:
        for item in items:
            if isinstance(item, Group):
                if item.id and item.id.startswith("front-"):
                    yield item
                else:
                    yield from fronts(item.items)

    for page in pages:
        for front in fronts(page.items):
            art = next((g for g in front.items if isinstance(g, Group) and g.clip is not None), None)
            if art is not None and art.clip is not None:
                x, y, w, h = art.clip
                return round(w + 2 * x, 2), round(h + 2 * y, 2)
    return None


def sleeve_for(common: Common, size: tuple[float, float]) -> Sleeve | None:
    """Return the snuggest sleeve of the list the cards fit (turned either way), within its play, if any."""
    if common.sleeves is None:
        return None
    w, h = sorted(size)
    play = common.sleeves.play
    fits = [
        s for s in common.sleeves.sizes if 0 <= min(s.w, s.h) - w <= play and 0 <= max(s.w, s.h) - h <= play
    ]
    return min(fits, key=lambda s: s.w * s.h, default=None)


def sleeve_line(common: Common, parts: Sequence[Part], kind_of: Mapping[str, str]) -> str:
    """Return the cover's sleeve advice for the kit's deck, from its cards' printed size ("" without a deck)."""
    if common.sleeves is None:
        return ""
    for part in parts:
        if kind_of.get(part.name) in CARD_KINDS and (size := card_size(part.doc.pages)) is not None:
            card = f"{size[0]:g} x {size[1]:g}"
            sleeve = sleeve_for(common, size)
            if sleeve is None:
                return _fill(common.sleeves.none, card=card)
            return _fill(
                common.sleeves.advice, card=card, name=sleeve.name, size=f"{sleeve.w:g} x {sleeve.h:g}"
            )
    return ""


def stocks(kind_of: Mapping[str, str]) -> dict[str, str]:
    """Return each part's stock (paper or card), from its making step.

    The stock is a fact of the sheet, not of a language: it is read from the English words
    (layouts/text/common.yaml) whatever language the cover is in."""
    steps = common_text("en").steps
    return {name: steps[kind].stock for name, kind in kind_of.items()}


TILE = re.compile(r"piece-r(\d+)c(\d+)")  # a board's tiles (impose/tiling.py)


def tile_grid(pages: Sequence[Page]) -> tuple[int, int, float] | None:
    """Return a tiled board's rows, columns and its pieces' page aspect (width / height), or None."""
    found: set[tuple[int, int]] = set()

    def ids(items: Sequence[Shape]) -> Iterator[str]:
        for item in items:
            if isinstance(item, Group):
                if item.id:
                    yield item.id
                yield from ids(item.items)

    for page in pages:
        for ident in ids(page.items):
            if m := TILE.fullmatch(ident):
                found.add((int(m[1]), int(m[2])))
    if len(found) < 2:
        return None
    return max(r for r, _ in found), max(c for _, c in found), pages[0].width / pages[0].height


def glue_order(rows: int, cols: int) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Return the joins in the order to glue them: (the piece laid on top, the piece whose strip it covers).

    A piece's right and bottom edges are trimmed and laid on its neighbours' glue strips (left and
    top edges): each row from its right end, each piece onto its right neighbour; then each row,
    whole, onto the row below it, the lowest last.
    """
    joins = [((r, c), (r, c + 1)) for r in range(1, rows + 1) for c in range(cols - 1, 0, -1)]
    return joins + [((r, 1), (r + 1, 1)) for r in range(rows - 1, 0, -1)]


def glue_picture(width: float, rows: int, cols: int, aspect: float) -> list[Shape]:
    """Return a tiled board's pieces as laid out, at most width mm wide, with each join numbered in glue order."""
    from printkit.draw.scene import Circle, Line, Rect, Style, Text

    cell_h = picture_height(rows) / rows
    cell_w = min(cell_h * aspect, width / cols)
    paper = Style(fill="#f6efdc", stroke="#2b1d14", width=0.3)
    out: list[Shape] = [
        Rect(c * cell_w, r * cell_h, cell_w, cell_h, paper) for r in range(rows) for c in range(cols)
    ]
    for k, ((r0, c0), (r1, c1)) in enumerate(glue_order(rows, cols), start=1):
        x0, y0, x1, y1 = (c0 - 0.5) * cell_w, (r0 - 0.5) * cell_h, (c1 - 0.5) * cell_w, (r1 - 0.5) * cell_h
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        out.append(Line(x0, y0, x1, y1, Style(stroke="#8c5a2b", width=0.6)))
        out.append(Circle(mx, my, 2.6, Style(fill="#ffffff", stroke="#8c5a2b", width=0.4)))
        out.append(Text(mx, my + 1.1, str(k), 8, "Vera-Bold", "#2b1d14", "middle"))
    return out


def picture_height(rows: int) -> float:
    """Return the glue picture's height in mm: 20 mm a row, 48 mm at most."""
    return min(20.0, 48.0 / rows) * rows


def assembly_drawing(common: Common, parts: Sequence[Part], kind_of: Mapping[str, str]) -> list[Any]:
    """Return the cover's blocks on how a tiled board goes together: the words and the picture of its
    pieces as laid out, each join numbered in glue order (none when no board is tiled)."""
    from printkit.draw.textflow import Drawing, Para

    if not common.glue_order:
        return []
    for part in parts:
        grid = tile_grid(part.doc.pages) if kind_of.get(part.name, "").startswith("board") else None
        if grid is not None:
            rows, cols, aspect = grid
            draw = functools.partial(glue_picture, rows=rows, cols=cols, aspect=aspect)
            return [Para(common.glue_order), Drawing(picture_height(rows) + 1.0, draw)]
    return []
