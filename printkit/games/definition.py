"""A game as one typed object: `GameDefinition`, which each game's package exports as `GAME`.

The registry (printkit/games/__init__.py) finds the definitions through the entry-point group
`printkit.games` (docs/architecture.md, "Adding a game"). A definition names the game and holds its
parts as typed loaders: each imports the module that holds the part on first call, so listing the
games or checking one transcript imports only what that command uses (docs/benchmarks.md,
start-up). mypy checks every loader's return against the part's type, so a game that lacks a
required part, or hands over one of the wrong shape, is an error where its `GAME` is built.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any, Protocol

from printkit.errors import UsageError
from printkit.games.parts import ActionSyntax, ExportHints, TranscriptParts

if TYPE_CHECKING:
    from printkit.component import Component
    from printkit.impose.cards import SheetSpec
    from printkit.referee.game import Game
    from printkit.scene import Document
    from printkit.show.drawing import Picture


class Play(Protocol):
    """A game's random player: one whole game from a seed, as transcript data (`printkit play`)."""

    def __call__(
        self, seed: int, players: Any = None, *, options: Any = None, game: Any = None
    ) -> dict[str, Any]: ...


class Setup(Protocol):
    """A game's random setup (`printkit setup`): its module of four functions."""

    def seats(self, layout: Any, players: tuple[str, ...] | None) -> tuple[str, ...]:
        """Return the seats, defaults filled in (ValueError for seats the game refuses)."""

    def random_setup(self, layout: Any, rng: random.Random, players: tuple[str, ...]) -> dict[str, Any]:
        """Return a random legal setup for these seats."""

    def setup_yaml(self, setup: dict[str, Any], seed: int) -> str:
        """Return the transcript's setup: block of a setup."""

    def setup_document(self, layout: Any, setup: dict[str, Any], seed: int, spec: SheetSpec) -> Document:
        """Return the setup's picture."""


@dataclass(frozen=True)
class GameDefinition:
    """A game: its CLI name, title, layout file and package, and its parts, each loaded on first use.

    Required parts are loaders (zero-argument functions returning the part); optional ones are a
    loader or None. `package` is the game's Python package, dotted (`printkit.games.<folder>`).
    """

    name: str
    title: str
    package: str
    layout_file: str
    layout_type: Callable[[], type]  # schema.Layout: the dataclass a layout file loads into
    options_type: Callable[[], type]  # options.RuleOptions: the rule options a transcript may set
    components: Callable[[], tuple[Component, ...]]  # what the kit prints, in order
    action_syntax: Callable[[], Callable[[Any], ActionSyntax]]  # notation.action_syntax(layout)
    transcript_parts: Callable[[], Callable[[Any, dict[str, Any]], TranscriptParts]]  # (layout, turns)
    export: Callable[[], ExportHints]
    kitinfo: Callable[[], ModuleType]  # kit facts (KINDS, AIDS, claims, values, contents, cover_art ...)
    picture: Callable[[], Callable[..., Picture]]  # picture(game, view): a position drawn (printkit show)
    referee: Callable[[], type[Game[Any]]] | None = None  # the Game class in rules.py (check, play)
    player: Callable[[], Play] | None = None  # printkit play
    setup: Callable[[], Setup] | None = None  # printkit setup: a random legal setup

    @property
    def folder(self) -> str:
        """The last part of the package's name: the game's folder (under printkit/games/ and tests/)."""
        return self.package.rpartition(".")[2]

    def module(self, part: str) -> ModuleType:
        """Import one module of this game's package by name (the old, untyped route; prefer the parts)."""
        return importlib.import_module(f"{self.package}.{part}")


REQUIRED = ("name", "title", "package", "layout_file") + tuple(
    f
    for f in GameDefinition.__dataclass_fields__
    if f not in ("name", "title", "package", "layout_file", "referee", "player", "setup")
)


def checked(value: object, where: str) -> GameDefinition:
    """Return value if it is a complete GameDefinition; else raise a one-line usage error naming where."""
    if not isinstance(value, GameDefinition):
        raise UsageError(f"game entry point {where}: not a GameDefinition ({type(value).__name__})")
    missing = [f for f in REQUIRED if not getattr(value, f, None)]
    if missing:
        raise UsageError(f"game entry point {where}: {value.name or '?'} lacks {', '.join(missing)}")
    return value
