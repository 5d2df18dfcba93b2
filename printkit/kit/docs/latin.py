"""The Latin words a Korean page may print: the layout's own names (track letters, cell names), the units and the command line's words.

A Korean kit's pages are in Korean but for these: what the board prints and the rules name by it
(the game's `kitinfo.latin(layout)`), the game's title as its logo, the units and paper names, the
calibration stations and the printkit commands the words quote.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from printkit.draw.impose.cards import paper_name
from printkit.layout.common import PAPER_MM

if TYPE_CHECKING:
    from printkit.games.definition import KitFacts

UNITS = frozenset({"mm", "g/m2", "pt", "x"})  # x: "4 x 3", "63 x 88 mm"
COMMANDS = frozenset(
    {"printkit", "setup", "back-offset", "X", "Y"}
)  # quoted: printkit setup, --back-offset X,Y
FONT = frozenset(
    {"KoGothic", "SIL", "Open", "Font", "License"}
)  # the type's name and its licence's, on the cover
STATIONS = frozenset("ABCDE")  # the calibration sheet's crosses (kitdocs/calibration.py)
LATIN = re.compile(r"[A-Za-z][A-Za-z0-9'/\-]*")


def allowed_latin(layout: Any, facts: KitFacts) -> frozenset[str]:
    """Return every Latin word a Korean page of the game's kit may print (its kit facts' `latin` among them)."""
    own = getattr(facts, "latin", None)
    papers = {paper_name(p) for p in PAPER_MM}
    logo = set(layout.title.split()) | set(layout.title.upper().split())  # the title on a board or card
    return (
        UNITS
        | COMMANDS
        | FONT
        | STATIONS
        | _example_seats(layout)
        | papers
        | logo
        | {layout.game}
        | set(own(layout) if own else ())
    )


def foreign_words(text: str, allowed: frozenset[str]) -> list[str]:
    """Return the Latin words of text that are not allowed (a word left in English on a Korean page)."""
    return [w for w in LATIN.findall(text) if w.rstrip("'-") not in allowed]


def _example_seats(layout: Any) -> set[str]:
    """The seat names of the worked examples' transcripts: the pictures print them as the record has them."""
    from printkit.kit.docs.examples import example_of
    from printkit.layout.words import game_text
    from printkit.referee.reader import read_transcript

    seats: set[str] = set()
    for name in game_text(layout.game).pictures:
        _, path = example_of(layout, name)
        players = read_transcript(path.read_text(encoding="utf-8")).data.get("players") or []
        seats |= {w for p in players if isinstance(p, str) for w in LATIN.findall(p)}
    return seats
