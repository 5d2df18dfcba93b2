"""A printable part of a game, as a game declares it: its name, what it is and the builder of its document."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from printkit.draw.impose.cards import SheetSpec
from printkit.draw.scene import Document


@dataclass(frozen=True)
class Component:
    """A printable part of a game: its name, a one-line description and its builder."""

    name: str
    description: str
    build: Callable[[Any, SheetSpec], Document]
    key: str = (
        ""  # the layout value that sizes the pieces: where a drawing problem of no field of its own is put
    )
    making: str = (
        ""  # how the kit says to make it (a step of the words' steps:); "": as the game's kit facts say
    )
