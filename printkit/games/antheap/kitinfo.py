"""Antheap in the kit: what it holds, how each part is made, the figures its words name, the cover art."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from printkit.draw.ink import NORMAL, Paints
from printkit.draw.vocab import board
from printkit.draw.vocab.component import BoardArt, art_of
from printkit.games.antheap.components import cube_letter
from printkit.games.antheap.rules import read_players
from printkit.games.antheap.schema import Layout
from printkit.games.definition import Claim, Item
from printkit.kit.docs.facts import BOARD, most_seats, place_on_face
from printkit.layout.partwords import part_words
from printkit.layout.words import kit_languages
from printkit.referee.errors import Unreadable

if TYPE_CHECKING:
    from printkit.draw.scene import Shape

AIDS = True
KINDS = {
    "board": "board",
    "cubes": "nets",
    "eggs": "tokens",
    "container": "trays",
    "rules": "sheet",
    "aids": "aid-cards",
    "box": "nets",
}
DRAWINGS: dict[str, Any] = {}
COMPONENTS = ()


def values(layout: Layout, term: Callable[[str], str] = str) -> dict[str, str]:
    """Return the figures the words name: the eggs printed, the tracks and their colours, where a cube shows its letter."""
    tracks = layout.board.tracks
    return {
        "egg_counters": str(layout.eggs.count),
        "tracks": str(len(tracks)),
        "track_colours": ", ".join(f"{letter} {term(t.name)}" for letter, t in tracks.items()),
        "cube_letter": term(place_on_face(*cube_letter(layout))),
        "seats": str(seats(layout)),
    }


def claims(layout: Layout, term: Callable[[str], str] = str) -> list[Claim]:
    """Return the figures the words may state: each track's colour after its letter, the tracks, the eggs."""
    tracks = layout.board.tracks
    names = "|".join(re.escape(term(t.name)) for t in tracks.values())
    out = [
        Claim(rf"(?:^|[(,] ?){letter} ({names})\b", term(t.name), "track_colours")
        for letter, t in tracks.items()
    ]
    return out + [
        Claim(r"\b(\d+) egg counters\b", str(layout.eggs.count), "egg_counters"),
        Claim(r"\b(\d+) tracks\b", str(len(tracks)), "tracks"),
        Claim("\ud2b8\ub799 (\\d+)\uac1c", str(len(tracks)), "tracks"),  # Korean: tracks, N of them
    ]


def seats(layout: Layout) -> int:
    """Return the most players the referee seats on this board: one per track, as its seat check allows."""
    letters = tuple(layout.board.tracks)

    def accepts(n: int) -> bool:
        try:
            read_players(letters[:n])
        except Unreadable:
            return False
        return True

    return most_seats(accepts, len(letters))


def latin(layout: Layout) -> set[str]:
    """Return the Latin words a Korean page prints: the track letters and the squares' names (Ab3, AX, Ar1)."""
    return set(layout.board.tracks) | set(layout.board.squares) | {"X"}


def contents(layout: Layout) -> tuple[Item, ...]:
    """Return what the kit holds, counted from the layout the pages are drawn from."""
    tracks = len(layout.board.tracks)
    return (
        Item("board", 1, f"round board with {tracks} tracks, to glue together", BOARD),
        Item(
            "cubes",
            tracks + 1,
            f"cube nets: {tracks} ant cubes (one per track colour) and a plain die",
            r"net-\d+",
        ),
        Item("eggs", layout.eggs.count, "egg counters"),
        Item("container", 1, part_words(layout.game, "container_item"), r"net-\d+"),
        Item("box", 1, part_words(layout.game, "box_item"), r"box-tray"),
        Item("aids", seats(layout) * len(kit_languages(layout.game)), "player aid cards"),
    )


def cover_art(layout: Layout, paints: Paints = NORMAL) -> tuple[list[Shape], float, float]:
    """Return the cover picture, drawn from the layout's `components: cover:` (shapes, width, height in mm)."""
    # the shipped cover is the board (a YAML alias): the board drawn already; its symbols, in the kit with the cover
    drawing = board.drawn(layout, "cover", art_of(layout, "cover", BoardArt), paints)
    return list(drawing.items), drawing.width, drawing.height
