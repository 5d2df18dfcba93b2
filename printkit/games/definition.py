"""A game as one typed object: `GameDefinition`, which each game's package exports as `GAME`.

The registry (printkit/games/__init__.py) finds the definitions through the entry-point group
`printkit.games` (docs/architecture.md, "The game contract"). A definition names the game and
holds its parts in four typed bundles, each imported on first use: `LayoutParts` (its layout and
options types: what loading a layout needs), `RulesParts` (rules.py's side: what `check` and
`play` need), `KitParts` (what `build`, `list` and `export` need) and `ShowParts` (what `show`,
`replay` and `setup` draw), so checking one transcript imports no drawing code and building a kit
no referee (docs/benchmarks.md, start-up). The bundles are frozen dataclasses with required fields, so
mypy rejects a game that lacks a required part, or hands over one of the wrong shape, where the
bundle is built. Shared code reads a part as an attribute of the definition (`game.referee`,
`game.components`), never a module by its name.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import import_module
from types import ModuleType
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from printkit.core.errors import UsageError
from printkit.games.parts import ActionSyntax, ExportHints, TranscriptParts

if TYPE_CHECKING:
    from printkit.draw.component import Component
    from printkit.draw.impose.cards import SheetSpec
    from printkit.draw.ink import Paints
    from printkit.draw.picture import Picture
    from printkit.draw.scene import Document, Shape
    from printkit.referee.game import Game

L = TypeVar("L")  # a game's Layout: the dataclass its layout file loads into
R = TypeVar("R")  # a game's RuleOptions: the rule options a transcript may set

Term = Callable[[str], str]  # how a sheet's language says one of the layout's words (a colour's name)
# A picture the words may name as `drawing: NAME` (kitdocs/sheets.py's DrawingMaker: layout, name,
# language, look -> drawing; the kit's own types, which this layer below the kit does not name)
DrawingMaker = Callable[..., Any]


@dataclass(frozen=True)
class Item:
    """A line of the cover's contents: count pieces of a component, found in its pages by their ids."""

    component: str
    count: int
    what: str
    ids: str = r"front-\d+"  # a regular expression matching each piece's id (its front) once


@dataclass(frozen=True)
class Claim:
    """A figure the words may state: where pattern's group matches, it must read expected ({figure} says it)."""

    pattern: str
    expected: str
    figure: str


class Play(Protocol):
    """A game's random player: one whole game from a seed, as transcript data (`printkit play`).

    players are the seats given on the command line (None: the game's own choice); a game refuses
    seats it cannot seat with ValueError. game is the referee to play with (built from a layout).
    """

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


class KitFacts(Protocol):
    """What a game tells the kit about itself (its kitinfo module; printkit/kit/docs/extras.py says each)."""

    @property
    def AIDS(self) -> bool:
        """Whether it takes the shared player aid."""

    @property
    def KINDS(self) -> Mapping[str, str]:
        """Component -> how it is made (cards, tokens, nets, board, sheet, ...)."""

    @property
    def DRAWINGS(self) -> dict[str, DrawingMaker]:
        """Pictures its words may name as `drawing: NAME`."""

    @property
    def COMPONENTS(self) -> tuple[Component, ...]:
        """Components of its own beyond the shared ones."""

    def contents(self, layout: Any) -> tuple[Item, ...]:
        """Return what the kit holds, counted from the layout."""

    def values(self, layout: Any, term: Term = ...) -> dict[str, str]:
        """Return the figures its words may name as {name}."""

    def claims(self, layout: Any, term: Term = ...) -> list[Claim]:
        """Return the figures its words may state, checked against the layout."""

    def seats(self, layout: Any) -> int:
        """Return the most seats the referee accepts."""

    def cover_art(self, layout: Any, paints: Paints = ...) -> tuple[Sequence[Shape], float, float]:
        """Return the cover's picture: shapes, width, height."""


@dataclass(frozen=True)
class LayoutParts(Generic[L, R]):
    """A game's data types: the dataclass its layout file loads into and its rule options."""

    layout_type: type[L]
    options_type: type[R]


@dataclass(frozen=True)
class RulesParts(Generic[L, R]):
    """A game's parts on the rules' side: its actions' syntax and transcript keys, its referee and player."""

    action_syntax: Callable[[L], ActionSyntax]  # what one action of a turn's text may be
    transcript_parts: Callable[[L, dict[str, Any]], TranscriptParts]  # (layout, a turn's schema)
    referee: type[Game[Any]] | None = None  # check, play, show: a game without one is refused there
    player: Play | None = None  # printkit play
    rule_headings: frozenset[str] = frozenset()  # the rule names its verdicts give (docs/rules/<game>.md)


def headings(module: ModuleType) -> frozenset[str]:
    """Return the rule names a game's headings module holds: its upper-case string constants."""
    return frozenset(v for k, v in vars(module).items() if k.isupper() and isinstance(v, str))


@dataclass(frozen=True)
class KitParts(Generic[L]):
    """A game's parts for its kit: what the kit prints, its kit facts, what an export says of its pieces."""

    components: tuple[Component, ...]  # what the kit prints, in order
    facts: KitFacts
    export: ExportHints = field(default_factory=ExportHints)
    # The template art (templates/<name>.svg) its Python draws; what its layout's art names is read
    # from the layout (`printkit new` copies both; a test holds them to what a whole build reads).
    templates: tuple[str, ...] = ()


@dataclass(frozen=True)
class ShowParts:
    """A game's parts for drawing positions: its picture (show, replay) and its random setup's sheet."""

    picture: Callable[[Any, Any], Picture]  # (its referee, a View): a position drawn
    setup: Setup | None = None  # printkit setup: a random legal setup


@dataclass(frozen=True)
class GameDefinition(Generic[L, R]):
    """A game: its CLI name, title, package and layout file, and its two bundles of parts, each loaded on first use.

    `package` is the game's Python package, dotted; `layout_file` is a file name in printkit's
    layouts folder, or a path (a game in a package of its own ships its layout beside its code).
    """

    name: str
    title: str
    package: str
    layout_file: str
    layout: Callable[[], LayoutParts[L, R]]
    rules: Callable[[], RulesParts[L, R]]
    kit: Callable[[], KitParts[L]]
    show: Callable[[], ShowParts]

    @property
    def folder(self) -> str:
        """The last part of the package's name: the game's folder (under printkit/games/ and tests/)."""
        return self.package.rpartition(".")[2]

    @property
    def layout_type(self) -> type[L]:
        """The dataclass the game's layout file loads into."""
        return self.layout().layout_type

    @property
    def options_type(self) -> type[R]:
        """The game's rule options."""
        return self.layout().options_type

    @property
    def action_syntax(self) -> Callable[[L], ActionSyntax]:
        """What one action may be, for a loaded layout."""
        return self.rules().action_syntax

    @property
    def transcript_parts(self) -> Callable[[L, dict[str, Any]], TranscriptParts]:
        """The game's own part of its transcript schema."""
        return self.rules().transcript_parts

    @property
    def referee(self) -> type[Game[Any]] | None:
        """The game's referee class, or None for a game that has none."""
        return self.rules().referee

    @property
    def rule_headings(self) -> frozenset[str]:
        """The rule names the game's verdicts give."""
        return self.rules().rule_headings

    @property
    def player(self) -> Play | None:
        """The game's random player, or None."""
        return self.rules().player

    @property
    def components(self) -> tuple[Component, ...]:
        """What the kit prints of the game's own, in order."""
        return self.kit().components

    @property
    def facts(self) -> KitFacts:
        """What the game tells the kit about itself."""
        return self.kit().facts

    @property
    def picture(self) -> Callable[[Any, Any], Picture]:
        """The game's position picture."""
        return self.show().picture

    @property
    def export(self) -> ExportHints:
        """What an export says about the game's pieces."""
        return self.kit().export

    @property
    def setup(self) -> Setup | None:
        """The game's random setup, or None."""
        return self.show().setup


@dataclass(frozen=True)
class LoadedGame(Generic[L, R]):
    """A game as a command resolves it, once: its definition and the layout it is drawn or refereed from.

    Commands hand this down; no lower layer looks a game up by its name or loads its layout again.
    """

    definition: GameDefinition[L, R]
    layout: L

    @property
    def name(self) -> str:
        """The game's CLI name."""
        return self.definition.name


REQUIRED = ("name", "title", "package", "layout_file", "layout", "rules", "kit", "show")


def checked(value: object, where: str) -> GameDefinition[Any, Any]:
    """Return value if it is a complete GameDefinition; else raise a one-line usage error naming where."""
    if not isinstance(value, GameDefinition):
        raise UsageError(f"game entry point {where}: not a GameDefinition ({type(value).__name__})")
    missing = [f for f in REQUIRED if not getattr(value, f, None)]
    if missing:
        raise UsageError(f"game entry point {where}: {value.name or '?'} lacks {', '.join(missing)}")
    return value


def bundled(name: str, title: str, package: str, layout_file: str) -> GameDefinition[Any, Any]:
    """Return a game's definition whose bundles stand in its package's rooms, each imported on first use:
    `schema.LAYOUT`, `rules_parts.RULES`, `kit_parts.KIT` and `show_parts.SHOW` (one shape for every game).

    Each bundle is typed where it is made (`RULES: RulesParts[Layout, RuleOptions] = ...`); a room
    or bundle missing is an ImportError or AttributeError the first time it is asked for, which the
    generic tests over the registry (tests/referee/test_game_shape.py) ask of every game.
    """

    def part(room: str, bundle: str) -> Callable[[], Any]:
        return lambda: getattr(import_module(f"{package}.{room}"), bundle)

    return GameDefinition(
        name=name,
        title=title,
        package=package,
        layout_file=layout_file,
        layout=part("schema", "LAYOUT"),
        rules=part("rules_parts", "RULES"),
        kit=part("kit_parts", "KIT"),
        show=part("show_parts", "SHOW"),
    )
