"""The kit's words as data: layouts/text/<game>.yaml (rules sheet, player aid, source, per language)
and layouts/text/common.yaml (the cover's phrases), loaded strictly into frozen objects."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from functools import cache
from pathlib import Path
from typing import ClassVar, Literal, TypeVar

from printkit.errors import LayoutError, Location
from printkit.layout import layouts_dir  # noqa: F401 (tests copy the shipped words from here)
from printkit.layout.schema import Builder, Invalid
from printkit.layout.source import compose_file
from printkit.layout.sources import current

T = TypeVar("T")

Language = Literal["en", "ko"]
LANGUAGE_NAMES = {"en": "English", "ko": "Korean"}  # as English text names them
NATIVE_NAMES = {"en": "English", "ko": "\ud55c\uad6d\uc5b4"}  # as each language names itself


@dataclass(frozen=True)
class Reading:
    """One reading the referee makes where the rulebook is open; option names the rule option it sets."""

    text: str
    option: str | None = None


@dataclass(frozen=True)
class Readings:
    """The marked box of readings: its title, a line under it and the readings."""

    title: str
    items: tuple[Reading, ...] = field(metadata={"min_items": 1})
    intro: str | None = None


@dataclass(frozen=True)
class Block:
    """One block of a sheet: exactly one of a heading, a paragraph, a list, a table, the readings or a drawing."""

    h: str | None = None
    h2: str | None = None
    p: str | None = None
    bullets: tuple[str, ...] | None = None
    steps: tuple[str, ...] | None = None
    table: tuple[tuple[str, ...], ...] | None = None
    readings: Readings | None = None
    drawing: str | None = None  # a picture the game draws (e.g. the 111 Ants scoring example)

    __json_schema__: ClassVar[dict] = {
        "minProperties": 1,
        "maxProperties": 1,
    }  # validate()'s rule, for editors

    def validate(self) -> None:
        given = [f.name for f in fields(self) if getattr(self, f.name) is not None]
        if len(given) != 1:
            raise Invalid(
                "a block holds exactly one of h, h2, p, bullets, steps, table, readings, drawing; "
                f"found {', '.join(given) or 'none'}"
            )


@dataclass(frozen=True)
class Sheet:
    """A titled run of blocks: a rules sheet or a player aid in one language."""

    title: str
    blocks: tuple[Block, ...] = field(metadata={"min_items": 1})


@dataclass(frozen=True)
class Words:
    """Everything a game's kit says in one language."""

    source: str  # where the rules come from, as its rulebook names it
    rules: Sheet
    aid: Sheet | None = None  # the shared player aid (a game that draws its own has none)
    subtitle: str = ""  # a line under the title on the cover (players, ages, time)


@dataclass(frozen=True)
class GameText:
    """layouts/text/<game>.yaml."""

    game: str
    languages: dict[Language, Words] = field(metadata={"min_items": 1})
    bring: tuple[str, ...] = ()  # what players bring beyond the kit's own tools (a pencil)
    aid_copies: int = field(default=2, metadata={"min": 1, "max": 8})  # aid cards per language
    examples: dict[str, tuple[int, ...]] = field(default_factory=dict)  # numbers the drawings show

    def validate(self) -> None:
        if "en" not in self.languages:
            raise Invalid("every kit has English words (languages.en)", key="languages")


@dataclass(frozen=True)
class Step:
    """How to make one kind of component: the paper to print it on, the tools it needs and what to do."""

    paper: str
    tools: tuple[str, ...]
    text: str


@dataclass(frozen=True)
class Common:
    """layouts/text/common.yaml: the cover's phrases and how to make each kind of component."""

    paper: str
    scale: str
    steps: dict[str, Step]
    one_sided: str
    two_sided: str
    calibrate: str
    blank: str


@cache
def _load(cls: type[T], path: Path) -> T:
    return Builder(str(path)).build(cls, compose_file(path, "words file"))


def game_text(game: str) -> GameText:
    """Return a game's words, from the words folder of the layout being drawn (read once per file)."""
    path = current().words_file(f"{game}.yaml")
    text = _load(GameText, path)
    if text.game != game:
        raise LayoutError(f"expected game: {game}, found {text.game!r}", Location(str(path)), "game")
    return text


def common_text() -> Common:
    """Return the phrases every cover shares."""
    return _load(Common, current().words_file("common.yaml"))


def forget() -> None:
    """Drop the words read so far (a watcher calls it when a words file changes)."""
    _load.cache_clear()
