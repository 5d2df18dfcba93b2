"""Layout parts every game shares: print settings."""

from __future__ import annotations

import dataclasses
import typing
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal, Protocol

from printkit.layout.units import Length

Paper = Literal["a4", "letter"]
Duplex = Literal["long-edge", "short-edge", "gutterfold", "none"]
BoardPaper = Literal["a3", "a2", "custom"]  # --board-paper: a board whole on one big sheet

PAPER_MM = {"a4": (210.0, 297.0), "letter": (215.9, 279.4), "a3": (297.0, 420.0), "a2": (420.0, 594.0)}


@dataclass(frozen=True)
class PrintSettings:
    """How sheets are printed; a layout sets these and the CLI overrides them."""

    paper: Paper = "a4"
    margin: Length = field(default=6.0, metadata={"min": 0, "max": 30})  # the printer's unprintable edge
    bleed: Length = field(default=0.0, metadata={"min": 0, "max": 10})
    # How far a mark that carries meaning (a colour's shape or letter) keeps inside every cut line.
    safe_margin: Length = field(default=3.0, metadata={"min": 0, "max": 30})
    crop_marks: bool = True
    duplex: Duplex = "long-edge"
    back_offset: tuple[Length, Length] = field(default=(0.0, 0.0), metadata={"min": -20, "max": 20})


@dataclass(frozen=True)
class GameBox:
    """The game's box, a tray and a lid sized from what it holds: paper thickness, play, tab and lid depth."""

    # one piece or one folded wall: two layers of paper glued, or a sheet of card
    folded_thickness: Length = field(default=0.35, metadata={"gt": 0, "max": 3})
    play: Length = field(
        default=1.0, metadata={"min": 0.5, "max": 10}
    )  # room round the contents, and lid on tray
    tab: Length = field(default=8.0, metadata={"min": 3, "max": 20})
    lid_depth: Length = field(default=15.0, metadata={"min": 5, "max": 100})  # at most the tray's own depth


@dataclass(frozen=True, kw_only=True)
class LayoutFields:
    """The keys every layout file has, once for every game's Layout (which narrows `game` to its own
    name, gives `file_prefix` its default and adds its own keys, `style` and `rules` among them)."""

    game: str
    title: str
    file_prefix: str
    print: PrintSettings = PrintSettings()
    words: str | None = None  # the kit's words folder, relative to this file (default: the shipped one)
    templates: str | None = None  # the vector art folder, relative to this file (default: the shipped one)

    # Names the art's expressions see beside the layout's keys (printkit/draw/vocab/): each an
    # attribute of the Layout (a property derived from its data), with its static type.
    __art_names__: ClassVar[dict[str, Any]] = {}
    # The components of its `components:` a game's Python places itself, name: (kind, what it draws, as
    # "the deck's"), each required (`require_art`): it prints them where it chooses, or shows them as the
    # kit cover's picture. Any other printed component of the layout is printed as a custom game's is.
    __placed_art__: ClassVar[dict[str, tuple[type, str]]] = {}

    def scope(self) -> dict[str, Any]:
        """Return the names the art's expressions see: the layout's keys, then its __art_names__."""
        keys = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        return {**keys, **{name: getattr(self, name) for name in self.__art_names__}}

    def scope_types(self) -> dict[str, Any]:
        """Return the static types of the names scope() gives (the art is checked against them at load)."""
        hints = typing.get_type_hints(type(self), include_extras=True)
        return {**{f.name: hints[f.name] for f in dataclasses.fields(self)}, **self.__art_names__}


class GameLayout(Protocol):
    """What every game's Layout holds, for code that handles any game's layout."""

    @property
    def game(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def file_prefix(self) -> str: ...
    @property
    def print(self) -> PrintSettings: ...


def check_file_prefix(prefix: str) -> None:
    """Raise Invalid unless prefix is a plain file name that stays inside the output folder."""
    import re

    from printkit.layout.schema import Invalid

    if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}", prefix) or ".." in prefix:
        raise Invalid(
            f"expected a plain file name (letters, digits, . _ -); {prefix!r} would write outside "
            "the output folder",
            key="file_prefix",
        )
