"""The kit's words as data: layouts/text/<game>.yaml (rules sheet, player aid, source, per language)
and layouts/text/common.yaml (the cover's phrases), loaded strictly into frozen objects."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from functools import cache
from pathlib import Path
from typing import ClassVar, Literal, TypeVar

from printkit.errors import LayoutError, Location
from printkit.layout.schema import Builder, Invalid
from printkit.layout.source import compose_file
from printkit.layout.sources import current

T = TypeVar("T")

Language = Literal["en", "ko"]
LANGUAGE_NAMES = {"en": "English", "ko": "Korean"}  # as English text names them
NATIVE_NAMES = {"en": "English", "ko": "\ud55c\uad6d\uc5b4"}  # as each language names itself


@dataclass(frozen=True)
class Reading:
    """One reading the referee makes where the rulebook is open, in plain words.

    option names the rule option it follows (never printed: the option names are the referee's,
    docs/rules/<game>.md); cases gives the words for each value the option may take, so the sheet
    says the reading in force; text is the words when they do not depend on the value.
    """

    text: str | None = None
    option: str | None = None
    cases: dict[str, str] | None = None

    __json_schema__: ClassVar[dict] = {"oneOf": [{"required": ["text"]}, {"required": ["cases"]}]}

    def validate(self) -> None:
        if (self.text is None) == (self.cases is None):
            raise Invalid("a reading holds exactly one of text and cases")
        if self.cases is not None and self.option is None:
            raise Invalid("cases follow an option's value: name it (option:)", key="cases")


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
    # Printed only when the layout's rule options have these values (words that depend on a reading)
    when: dict[str, str] | None = None

    __json_schema__: ClassVar[dict] = {
        "oneOf": [
            {"required": [k]} for k in ("h", "h2", "p", "bullets", "steps", "table", "readings", "drawing")
        ],
    }  # validate()'s rule, for editors: exactly one kind (when: may go beside it)

    def validate(self) -> None:
        given = [f.name for f in fields(self) if getattr(self, f.name) is not None and f.name != "when"]
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
    # How this language says the layout's own words (a track's colour name, where the art puts a
    # letter): {name} fills them in; English uses the layout's word itself unless given here.
    terms: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class GameText:
    """layouts/text/<game>.yaml."""

    game: str
    languages: dict[Language, Words] = field(metadata={"min_items": 1})
    bring: tuple[str, ...] = ()  # what players bring beyond the kit's own tools (a pencil)
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
class Punch:
    """A circle punch sold in shops: what it is called and the circle it cuts, in mm."""

    name: str
    mm: float = field(metadata={"gt": 0})


@dataclass(frozen=True)
class Rounds:
    """How the cover tells to cut round pieces, from their printed size: a punch that fits, else scissors."""

    punch: str  # {size}, {punch}: a punch cuts them
    scissors: str  # {size}: no punch of the list fits
    tool: str  # {punch}: the tool to bring
    punches: tuple[Punch, ...] = field(metadata={"min_items": 1})
    under: float = field(default=1.0, metadata={"min": 0})  # mm a punch may cut inside the outline
    over: float = field(default=0.5, metadata={"min": 0})  # mm it may cut outside (never past the gap)


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
    blank_row: str  # the blank page's line in the cover's table
    rounds: Rounds


_SPOTS: dict[Path, dict[str, Location]] = {}  # where each key path of a words file read starts


@cache
def _load(cls: type[T], path: Path) -> T:
    builder = Builder(str(path))
    out = builder.build(cls, compose_file(path, "words file"))
    _SPOTS[path] = builder.spots
    return out


def words_error(game: str, key_path: str, message: str) -> LayoutError:
    """Return a LayoutError at key_path of a game's words file (or the nearest key above it that was written)."""
    path = current().words_file(f"{game}.yaml")
    spots = _SPOTS.get(path, {})
    at = key_path
    while at and at not in spots:
        at = at.rpartition(".")[0] if "." in at else ""
    return LayoutError(message, spots.get(at, Location(str(path))), key_path)


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
    _SPOTS.clear()
