"""The kit's words as data: layouts/text/<game>.yaml (rules sheet, player aid, source, per language)
and layouts/text/common.yaml (the cover's phrases), loaded strictly into frozen objects."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, ClassVar, Literal, TypeVar

from printkit.core.errors import LayoutError, Location
from printkit.layout.folders import current
from printkit.layout.schema import Builder, Invalid
from printkit.layout.yamlnodes import compose_file

T = TypeVar("T")

Language = Literal["en", "ko"]
Choice = Literal["en", "ko", "both"]  # what `printkit build --lang` asks for
LANGUAGES: tuple[Language, ...] = ("en", "ko")  # the order a kit in both languages prints them
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

    __json_schema__: ClassVar[dict[str, Any]] = {"oneOf": [{"required": ["text"]}, {"required": ["cases"]}]}

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
    __json_schema__: ClassVar[dict[str, Any]] = {
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
    # A spare card at the size of the game's cards, its words at the top and room to write a lost
    # card's face below: copies fill the places the deck's last sheet leaves free.
    spare: Sheet | None = None
    subtitle: str = ""  # a line under the title on the cover (players, ages, time)
    name: str = ""  # the game's name in this language ("" : the layout's title)
    # How this language says the layout's own words (a track's colour name, where the art puts a
    # letter): {name} fills them in; English uses the layout's word itself unless given here.
    terms: dict[str, str] = field(default_factory=dict)
    # The words printed on the game's own folding parts (trays, stands, its box): {name} filled in
    # from the layout (printkit/layout/partwords.py).
    parts: dict[str, str] = field(default_factory=dict)


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
class SheetWords:
    """What the pieces' sheets print round the pieces: footers, fold and trim labels, the board tiles' notes."""

    sheet: str  # {title} {label} {sheet} {sheets}
    sides: dict[str, str]  # front, back: how a footer names the side of a two-sided sheet
    flip: str  # {edge}
    edges: dict[str, str]  # long-edge, short-edge
    at_100: str  # {paper}
    papers: dict[str, str]  # a4, letter, a3, a2, custom: the paper's printed name
    cut_grey: str
    cut_crop: str
    cut_out: str
    cut_both: str  # {first} {second}: tokens cut both ways on one sheet
    cut: str  # {how}: a footer's cutting instruction
    gutterfold: str  # {title} {label} {sheet} {sheets} {cut}
    fold: str
    ruler: str
    nets: str  # {title} {label} {sheet} {sheets}
    glue_left: str
    glue_above: str
    trim_here: str
    piece_head: str  # {label} {number} {count} {row} {column}
    piece_how: str
    piece_note: str  # {title} {label} {number} {count}
    board_note: str  # {title} {label}


@dataclass(frozen=True)
class CoverWords:
    """The cover's own words: its headings, the contents table's, the footers every document page shares."""

    kit_line: str  # {source}
    languages_line: str  # {languages}
    language_names: dict[str, str]  # en, ko: as this language names them
    joined: str  # {first} {last}: two names joined ("English and Korean")
    how_to_print: str
    in_kit: str
    making: str
    bring: str
    table: tuple[str, str, str] = field(metadata={"min_items": 3})
    this_cover: str = ""
    covers: str = ""  # {languages}: the row of a kit with a cover per language
    other_cover: str = ""  # {language}: the cover's note on the other language's cover
    two_sided: str = ""  # {edge}: after the paper of a two-sided run
    built: str = ""  # {title} {paper} {duplex} {bleed} {dx} {dy}
    also: str = ""  # {sheet}: a big sheet some pages print on
    copies: str = ""  # {count} {language}: how many aid cards in one language
    footer: str = ""  # {text} {version} {paper}: every document page's foot
    rules_note: str = ""  # {title} {page} {pages}: the rules sheet's foot
    rules_more: str = ""  # {title} {page} {pages}: the running head of its later pages
    calibration_title: str = ""  # the calibration sheet's line in the table
    blank_title: str = ""
    # How a count and the thing counted are written: {count} {what}, or {head} (what up to its
    # first ':', ',' or '(') and {rest}, for a language that puts the count after the noun.
    counted: str = "{count} {what}"
    counter: str = ""  # the word after a count ("110장"), unless counters names the head's last word
    counters: dict[str, str] = field(default_factory=dict)  # last word of the head -> its counter


@dataclass(frozen=True)
class CalibrationWords:
    """The duplex calibration sheet's words."""

    front: str
    back: str
    intro: str  # {edge} {dx} {dy}
    steps: tuple[str, ...] = field(metadata={"min_items": 1})  # {dx} {dy} {x} {y}
    readings: str = ""
    front_note: str = ""  # {title} {edge}
    back_note: str = ""  # {title}


@dataclass(frozen=True)
class PadWords:
    """The score pad's headings."""

    title: str  # {title}
    target: str  # {target}
    player: str
    round: str
    total: str
    cut: str
    note: str  # {title} {count}


@dataclass(frozen=True)
class ReplayWords:
    """The replay page's own words (printkit replay --lang): its headings, buttons, step labels and verdict."""

    lang: str  # the page's lang attribute
    check: str  # {verdict}: the line under the title
    board: str
    panel: str
    previous: str
    next: str
    previous_key: str  # the buttons' tooltips
    next_key: str
    step: str  # the slider's name
    scores: str
    moves: str
    keys: str
    position: str  # {index} {last} {label}: what a screen reader hears for a step
    illegal: str  # {rule}
    # A step's label and the verdict, in a language other than English (English: the view's own
    # label and printkit check's line, as printkit show prints them)
    setup: str = ""
    last_shown: str = ""  # an illegal result: the last position shown
    round: str = ""  # {round}: before a turn in a game of rounds
    turn: str = ""  # {head} {turn} {seat} {text}: after a turn
    deal: str = ""  # {round}
    round_scores: str = ""  # {round}
    illegal_turn: str = ""  # {head} {turn} {seat} {text}
    illegal_step: str = ""  # {what}: an illegal deal or scores
    legal: str = ""  # {scores}
    legal_unfinished: str = ""
    winner: str = ""  # {seats}
    illegal_at: str = ""  # {where} {message} {rule}
    unreadable: str = ""  # {where} {message}
    line: str = ""  # {line}


@dataclass(frozen=True)
class GalleryWords:
    """The gallery page's own words (index.html, in the language of the build that wrote it)."""

    lang: str
    title: str
    print_one: str  # before the one-file kits' links
    pages_shown: str  # {count}
    page_shown: str
    cover_shown: str
    covers_shown: str  # a kit in both languages: a cover each
    page_alt: str  # {component} {paper} {number}
    nothing: str
    empty: str
    failed: str
    kit_about: str = ""  # what the one-file kit is, under its link
    calibration_about: str = ""  # what the calibration sheet is for


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
    """layouts/text/common.yaml (English) and common.ko.yaml (Korean): the kit's own words and how to make each component."""

    paper: str
    scale: str
    steps: dict[str, Step]
    one_sided: str
    two_sided: str
    calibrate: str
    blank: str
    blank_row: str  # the blank page's line in the cover's table
    rounds: Rounds
    cover: CoverWords
    sheets: SheetWords
    calibration: CalibrationWords
    score_pad: PadWords
    replay: ReplayWords
    gallery: GalleryWords
    # The order a folding part is put together in, printed beside its net; the numbers match those
    # printed on its panels (tray: walls, tabs, outer walls; box: tabs, walls; tent: sides, tab).
    assembly: dict[Literal["tray", "box", "tent"], str] = field(default_factory=dict)
    play: str = ""  # {players}, {minutes}, {age}: the game's Play line under the cover's title
    credits: str = ""  # {source}, {version}: who made the game and the kit
    licence: str = ""  # the kit's licence, as the cover prints it
    sheet_count: str = ""  # {paper}, {card}: the sheets the kit's pages print on, counted from them
    sleeves: Sleeves | None = None
    glue_order: str = ""  # the words beside the picture of a tiled board's glue order
    terms: dict[str, str] = field(
        default_factory=dict
    )  # the English words printkit's code passes (a sheet's label)


_SPOTS: dict[Path, dict[str, Location]] = {}  # where each key path of a words file read starts


@cache
def _load(cls: type[T], path: Path) -> T:
    builder = Builder(str(path))
    out: T = builder.build(cls, compose_file(path, "words file"))
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
    text: GameText = _load(GameText, path)
    if text.game != game:
        raise LayoutError(f"expected game: {game}, found {text.game!r}", Location(str(path)), "game")
    return text


COMMON_FILES: dict[Language, str] = {"en": "common.yaml", "ko": "common.ko.yaml"}


def common_text(lang: Language = "en") -> Common:
    """Return the kit's own words in lang (a layout's words folder without that file keeps the shipped one)."""
    from printkit.layout.folders import shipped

    path = current().words / COMMON_FILES[lang]
    if not path.is_file():
        path = shipped().words / COMMON_FILES[lang]
    common: Common = _load(Common, current().note(path))
    return common


_SPOKEN: ContextVar[Choice] = ContextVar("spoken", default="both")


@contextmanager
def speaking(choice: Choice) -> Iterator[None]:
    """Draw in the languages choice names inside the block (`printkit build --lang`)."""
    token = _SPOKEN.set(choice)
    try:
        yield
    finally:
        _SPOKEN.reset(token)


def spoken() -> Choice:
    """Return the languages being drawn: en, ko or both."""
    return _SPOKEN.get()


def kit_languages(game: str, choice: Choice | None = None) -> dict[Language, Words]:
    """Return the game's words in the languages the kit prints (choice, else the one in force), English first."""
    choice = choice or spoken()
    text = game_text(game)
    wanted = LANGUAGES if choice == "both" else (choice,)
    out = {lang: text.languages[lang] for lang in wanted if lang in text.languages}
    if not out:
        raise words_error(game, "languages", f"expected words in {LANGUAGE_NAMES[choice]} (--lang {choice})")
    return out


def sheet_language(choice: Choice | None = None) -> Language:
    """Return the one language the pieces' sheets print in: Korean in a Korean kit, else English."""
    return "ko" if (choice or spoken()) == "ko" else "en"


def game_name(layout: Any, lang: Language | None = None) -> str:
    """Return the game's name in lang (default: the sheets' language in force): its words' name, else the layout's title.

    A box lid or a board prints it: a Korean kit's own name, the layout's title in an English or a two-language one.
    """
    words = game_text(layout.game).languages.get(lang or sheet_language())
    return (words.name if words else "") or layout.title


def sheet_words(lang: Language | None = None) -> SheetWords:
    """Return what pieces' sheets print round the pieces, in lang (default: the sheets' language in force)."""
    return common_text(lang or sheet_language()).sheets


def say(game: str, english: str, lang: Language | None = None) -> str:
    """Return how lang says a phrase printkit's code passes in English (a component's label, a caption).

    The game's words' terms first, then the common words' terms; English as it is; a missing one is an error at the terms."""
    lang = lang or sheet_language()
    if lang == "en" or not english:
        return english
    words = game_text(game).languages.get(lang) if game else None
    for terms in (words.terms if words else {}, common_text(lang).terms):
        if english in terms:
            return terms[english]
        for key, said in terms.items():  # a term with {names}: the figures come from the English
            if "{" in key and (m := _template(key).fullmatch(english)):
                return fill(said, **{k: _say_part(game, v, lang) for k, v in m.groupdict().items()})
    raise words_error(
        game,
        f"languages.{lang}.terms",
        f"expected how {lang} says {english!r} (printed on a sheet); add it under terms",
    )


@cache
def _template(key: str) -> re.Pattern[str]:
    """Return the pattern of a term with {names}: each name matches the words the English has there."""
    parts = re.split(r"\{(\w+)\}", key)
    return re.compile(
        "".join(re.escape(p) if k % 2 == 0 else f"(?P<{p}>.+?)" for k, p in enumerate(parts)), re.DOTALL
    )


def _say_part(game: str, value: str, lang: Language) -> str:
    """Return a figure a term template caught: a word of the layout said in lang where it has a term, else as it is."""
    if not re.search(r"[^\W\d_]", value):
        return value
    try:
        return say(game, value, lang)
    except LayoutError:
        return value


def fill(template: str, **values: object) -> str:
    """Return template with each {name} replaced by its value."""
    for k, v in values.items():
        template = template.replace("{" + k + "}", str(v))
    return template


def forget() -> None:
    """Drop the words read so far (a watcher calls it when a words file changes)."""
    _load.cache_clear()
    _SPOTS.clear()
