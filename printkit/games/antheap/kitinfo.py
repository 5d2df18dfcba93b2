"""Antheap in the kit: what it holds, how each part is made, the figures its words name, the cover art."""

from __future__ import annotations

from printkit.games.antheap.components import board_items
from printkit.games.antheap.schema import Layout
from printkit.ink import NORMAL, Paints
from printkit.kitdocs.extras import BOARD, Item
from printkit.kitdocs.text import game_text
from printkit.scene import Shape

AIDS = True
KINDS = {
    "board": "board",
    "cubes": "nets",
    "eggs": "tokens",
    "container": "nets",
    "rules": "sheet",
    "aids": "aid-cards",
}
DRAWINGS: dict = {}
COMPONENTS = ()


def values(layout: Layout) -> dict[str, str]:
    """Return the figures the words name: the eggs printed and the tracks."""
    return {"egg_counters": str(layout.eggs.count), "tracks": str(len(layout.board.tracks))}


def contents(layout: Layout) -> tuple[Item, ...]:
    """Return what the kit holds, counted from the layout the pages are drawn from."""
    text = game_text(layout.game)
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
        Item("container", 1, "egg tray for the Queen Ant's Nest", r"net-\d+"),
        Item("aids", text.aid_copies * len(text.languages), "player aid cards"),
    )


def cover_art(layout: Layout, paints: Paints = NORMAL) -> tuple[list[Shape], float, float]:
    """Return the cover picture: the board."""
    size = layout.board.size
    return list(board_items(layout, paints)), size, size
