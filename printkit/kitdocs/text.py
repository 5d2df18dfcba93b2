"""The kit's words as data: layouts/text/<game>.yaml (rules sheet, player aid, source, per language)
and layouts/text/common.yaml (the cover's phrases), loaded strictly into frozen objects."""

from __future__ import annotations

from dataclasses import dataclass, field
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
    picture: str | None = None  # a worked example (pictures: NAME), replayed by the referee and drawn
    caption: str | None = None  # the words under a picture
    # Printed only when the layout's rule options have these values (words that depend on a reading)
    when: dict[str, str] | None = None

    KINDS: ClassVar[tuple[str, ...]] = (
        "h",
        "h2",
        "p",
        "bullets",
        "steps",
        "table",
        "readings",
        "drawing",
        "picture",
    )
    __json_schema__: ClassVar[dict] = {
        "oneOf": [{"required": [k]} for k in KINDS],
    }  # validate()'s rule, for editors: exactly one kind (when: may go beside it, caption: beside a picture)

    def validate(self) -> None:
        given = [k for k in self.KINDS if getattr(self, k) is not None]
        if len(given) != 1:
            raise Invalid(
                f"a block holds exactly one of {', '.join(self.KINDS)}; found {', '.join(given) or 'none'}"
            )
        if self.caption is not None and self.picture is None:
            raise Invalid("caption: goes with a picture: block", key="caption")


@dataclass(frozen=True)
class Example:
    """A worked example a rules sheet draws: a small transcript beside the words and the verdict it must get.

    The build replays the transcript through the layout's referee and stops, at this entry, when
    the verdict differs. A legal example is drawn after its turn (else at its end); an illegal one at
    the position the refused turn was played on, the refused action marked.
    """

    transcript: str  # a file of the words folder (examples/<game>/NAME.yaml)
    verdict: Literal["legal", "illegal"]
    turn: int | None = field(
        default=None, metadata={"min": 0}
    )  # illegal: the turn refused; legal: the one drawn
    round: int | None = field(default=None, metadata={"min": 1})  # games in rounds: the round of turn
    rule: str | None = None  # illegal: the rule the referee names (the rulebook's heading)
    focus: tuple[str, ...] = ()  # the pieces framed, by the start of their ids (default: every piece)
    whole: bool = False  # frame the whole board (a setup), not its pieces
    margin: float = field(default=12.0, metadata={"min": 0, "max": 100})  # mm of board kept round them
    # Played only under these rule option values (a position that depends on a reading): under
    # others it is neither replayed nor drawn, like a block's when:
    when: dict[str, str] | None = None
    height: float = field(default=62.0, metadata={"min": 20, "max": 200})  # mm the picture may take at most

    def validate(self) -> None:
        if self.verdict == "illegal" and (self.turn is None or self.rule is None):
            raise Invalid(
                "an illegal example names the turn refused and the rule (turn:, rule:)", key="verdict"
            )
        if self.verdict == "legal" and self.rule is not None:
            raise Invalid("a legal example breaks no rule: drop rule:", key="rule")


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
    card: Sheet | None = None  # a rules card at the size of the game's cards (it goes in the deck's box)
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
    pictures: dict[str, Example] = field(default_factory=dict)  # worked examples the sheets draw
    play: Play | None = None  # players, time and age for the cover

    def validate(self) -> None:
        if "en" not in self.languages:
            raise Invalid("every kit has English words (languages.en)", key="languages")


@dataclass(frozen=True)
class Step:
    """How to make one kind of component: the paper to print it on, the tools it needs and what to do."""

    paper: str
    tools: tuple[str, ...]
    text: str
    stock: Literal["paper", "card"] = "paper"  # what the cover counts its sheets as


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
class Sleeve:
    """A card sleeve sold in shops: what it is called and the card it holds, in mm."""

    name: str
    w: float = field(metadata={"gt": 0})
    h: float = field(metadata={"gt": 0})


@dataclass(frozen=True)
class Sleeves:
    """How the cover advises sleeves, from the cards' printed size: the snuggest common sleeve they fit."""

    advice: str  # {name}, {size}, {card}: a sleeve of the list fits
    none: str  # {card}: none does
    sizes: tuple[Sleeve, ...] = field(metadata={"min_items": 1})
    play: float = field(default=2.0, metadata={"min": 0})  # mm a sleeve may be larger than the card, each way


@dataclass(frozen=True)
class Play:
    """The line a box's side gives: how many play, for how long and from what age."""

    minutes: tuple[int, ...] = field(metadata={"min_items": 1, "max_items": 2})  # about, or a range
    age: int = field(metadata={"min": 1, "max": 99})  # and up
    players_from: int = field(default=2, metadata={"min": 1})  # the most come from the referee


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
    play: str = ""  # {players}, {minutes}, {age}: the game's Play line under the cover's title
    credits: str = ""  # {source}, {version}: who made the game and the kit
    licence: str = ""  # the kit's licence, as the cover prints it
    sheets: str = ""  # {paper}, {card}: the sheets the kit's pages print on, counted from them
    sleeves: Sleeves | None = None
    assembly: str = ""  # the words beside the picture of a tiled board's glue order


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
