"""What a box's side tells, for the cover: players, time and age, credits and licence, the sheets to print
(counted from the kit's pages) and the card sleeves that fit (from the cards' printed size)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from printkit import __version__
from printkit.kitdocs.assemble import Part, Section
from printkit.kitdocs.text import Common, GameText, Sleeve
from printkit.scene import Group, Page, Shape

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
    if not common.sheets:
        return ""
    return _fill(common.sheets, paper=str(counts["paper"]), card=str(counts["card"]))


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


def stocks(common: Common, kind_of: Mapping[str, str]) -> dict[str, str]:
    """Return each part's stock (paper or card), from its making step."""
    return {name: common.steps[kind].stock for name, kind in kind_of.items()}
