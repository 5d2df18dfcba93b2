"""What 111 Ants hands the shared tests (tests/support.py `cases`): its pieces in a picture, turns to slip in, colours."""

from __future__ import annotations

# The ids of a position's pieces in a picture (tests/show/positions.py): hands, the middle, the draw pile.
PIECE_IDS = r"hand-|middle-\d|draw-\d"


def pieces(game, state) -> set[str]:
    """The piece names a picture of state must show."""
    out = {
        f"hand-{seat}-{i}-{card}"
        for seat, hand in zip(state.players, state.hands)
        for i, card in enumerate(hand)
    }
    out |= {
        f"middle-{k}-{c}-{'up' if up else 'down'}"
        for k, (c, up) in enumerate(zip(state.middle, state.face_up))
    }
    return out | {f"draw-{len(state.draw)}"}


# A legal example, its first turn's line as written, that turn with a colon slipped in, and how to
# write the slipped action (tests/referee/test_hints.py).
FIRST_TURN = ("legal-two-rounds.yaml", "  - ana: take 7 at 1, discard 5", "take: 7 at 1", "take 7 at 1")
COLON_SLIPS: tuple[tuple[str, str], ...] = ()  # no action of 111 Ants takes a colon without a space

# A transcript (under examples/transcripts/), a turn's text in it, and the same with a number of {n}
# digits (tests/robust/test_transcripts.py).
LONG_NUMBER = ("111-ants/legal-two-rounds.yaml", "take 7 at 1", "take {n} at 1")

# Player colours (tests/kit/test_greys.py): the bands of its cards group numbers; no player owns them.
COLOURED_COMPONENTS: frozenset[str] = frozenset()


def player_colour(layout, meaning: str) -> str | None:
    """The colour a mark's meaning stands for, if it is a player's colour."""
    return None


def grey_pairs(layout, meanings: list[str]) -> list[tuple[str, str]]:
    """The pairs of player colours that must print as greys apart."""
    return []


# Colour marks (tests/kit/test_colour_marks.py): the pieces whose colour means something, each with
# its cut line, and how many marks of each meaning a component prints.
def marked_pieces(layout, bleed, paints):
    """Yield (label, art, cut line) for every piece whose colour means something: each card's front."""
    from printkit.games.ants111 import components as ants
    from tests.kit.cutlines import rect

    w, h = layout.deck.card_size
    for card in layout.deck.cards:
        yield f"card {card.number}", ants.front(layout, card, bleed, paints), rect(w, h)


def mark_counts(layout) -> dict[str, dict[str, int | None]]:
    """How many marks of each meaning a component prints (None: at least one): both corners of every card, by band."""
    first, size, bands = layout.deck.cards[0].number, layout.style.band_size, len(layout.style.bands)
    counts: dict[str, int | None] = {}
    for card in layout.deck.cards:
        low = first + (card.number - first) // size % bands * size
        meaning = f"band {low}-{low + size - 1}"
        counts[meaning] = (counts.get(meaning) or 0) + 2
    return {"cards": counts}


# Its objects in Tabletop Simulator (tests/export/test_tts.py): each bag or loose tile's nickname ->
# (tiles, CustomTile type: 0 box, 1 hex, 2 circle; distinct front pictures, distinct back pictures);
# its dice's nicknames, in order.
def tts_tiles(layout) -> dict[str, tuple[int, int, int, int]]:
    """Its tiles in TTS: none (its cards are decks)."""
    return {}


def tts_dice(layout) -> list[str]:
    """Its dice in TTS: none."""
    return []


# Rule options `printkit play --rule` plays by, each other than the layout's (tests/referee/test_cli.py).
PLAY_RULES = ("run_value=longest", "finisher_bonus=7")


def kit_counts(layout) -> dict[str, int]:
    """Counts the kit's cover must give for some components, from the layout (tests/kitdocs/test_kit_document.py)."""
    return {"cards": len(layout.deck.cards)}


def rules_figures(layout) -> tuple[str, ...]:
    """Words its rules sheet prints with the layout's figures in them: the target and the bonus
    (tests/kitdocs/test_words.py)."""
    return ("60 points", f"bonus of {layout.rules.finisher_bonus}")


# The labels' starts of the first pages whose furniture comes nearest the paper edge, and one page
# whose lines lie on coloured art (tests/kit/test_pdf_text_sizes.py).
EDGE_PAGES = ("score pads", "cards")
CONTRAST_PAGE = "tuck box 1"

# Pages of its art whose PDF and SVG must show the same picture, as (component, build options, page)
# (tests/foundation/test_backend_agreement.py; tools/backend_diff.py compares every page).
BACKEND_PAGES: tuple[tuple[str, dict, int], ...] = (
    ("cards", {"duplex": "gutterfold"}, 1),  # cards with their backs across the fold
)

# The components printed with their backs beside them on gutterfold sheets (tests/foundation/test_gutterfold_*.py).
GUTTERFOLD_PARTS = ("cards",)

# How many files a plain build writes (tests/foundation/test_svg_and_determinism.py): cards, a PDF and
# 26 sheet SVGs; rules (two pages in English, two in Korean), a PDF and four SVGs; score pad, tuck
# box, a PDF and an SVG each; aids (a card per seat, 8, in each language), a PDF and four SVGs; the
# one-file kit, a PDF and its two covers' SVGs; the calibration sheet, a PDF and two SVGs; the gallery
# (index.html) and its stamp; the record of the files the build wrote.
BUILD_FILES = 27 + 5 + 2 * 2 + 5 + 3 + 3 + 2 + 1

# Seat lists other than the default that `printkit setup --players` seats: plain ones, then one whose
# names a file name cannot hold as they are (tests/kit/test_build_files.py).
SEATINGS = (("ana", "ben"), ("ana", "ben", "cho", "dan"), ("Ana", "Ben"))

# Its poker cards as the exports draw them (tests/export/): the word only each front prints (its
# number), in order; the colour each front shows at its edge (its bleed continues it); the fronts'
# panel (its colour, and how far inside the card's edge it starts); a word the shared back prints.
BACK_WORD = "ANTS"


def card_words(layout) -> list[str]:
    """The word only each card's front prints, in the deck's order: its number."""
    return [str(card.number) for card in layout.deck.cards]


def card_edges(layout) -> list[str]:
    """The colour each card's front shows at its edge, in the deck's order: its band's."""
    from printkit.games.ants111.components import band_colour

    return [band_colour(layout, card.number) for card in layout.deck.cards]


def card_panel(layout) -> tuple[str, float]:
    """The fronts' panel: its colour and how far inside the card's edge it starts (the cards' art's `frame`)."""
    return layout.style.face, 2.6


def card_size(layout) -> tuple[float, float]:
    """Its cards' size in mm."""
    return layout.deck.card_size


def rules_cards(layout) -> int:
    """How many rules cards go in the deck's last sheet's free places (layouts/text/111-ants.yaml, card:)."""
    from printkit.games.ants111.kitinfo import rules_card_count

    return rules_card_count(layout)


# The grid its cards are imposed in, per build, as (columns, rows, whether the sheet is turned)
# (tests/foundation/test_deck_*.py, test_last_card_sheet.py): nine a sheet on A4 and Letter; with 3 mm
# of bleed, four by two on A4 and three by two on Letter, the sheets turned; gutterfold, two by two
# each side of the fold.
CARD_SHEETS = {
    "a4": (3, 3, False),
    "letter": (3, 3, False),
    "a4 bleed": (4, 2, True),
    "letter bleed": (3, 2, True),
    "gutterfold": (2, 2, True),
}


# Its cards in CMYK (tests/export/test_pdfx.py): the back and every front are built right up to the
# 240 % ink limit (a dark back, black numbers: rich, not thinned out); the least ink Ghostscript's
# plain conversion of the RGB back and of the first front reaches, past the limit.
CMYK_CARDS = (260, 270)

# Show and replay (tests/show/): the golden position (example, turn, round), the example whose
# replay page and layers are checked, and whether a picture's words tell a piece where it lies.
SHOW_GOLDEN = ("legal-two-rounds.yaml", 2, 1)
REPLAY_EXAMPLE = "legal-two-rounds.yaml"


def told(piece: str, words: str) -> bool | None:
    """Whether a picture's words tell where a piece (its name, as `pieces` gives it) lies; None if they tell no such piece."""
    kind, *rest = piece.split("-")
    if kind != "hand":
        return None
    seat, _, card = rest
    line = next(w for w in words.split("; ") if w.startswith(f"{seat} holds "))
    return card in line.removeprefix(f"{seat} holds ").split(", ")


# Words the kit's cover must hold beyond every game's (tests/kitdocs/test_kit_document.py).
COVER_WORDS = ("pencil",)

# Issue 26: the modules of printkit/games/<package>/ whose shapes are still drawn in Python (may only
# shrink; tests/foundation/test_art_in_layouts.py): none.
DRAWN_BY_HAND: tuple[str, ...] = ()

# Seats `printkit setup --players` refuses, and words of what it says (tests/referee/test_setups.py).
REFUSED_SEATS = (
    ("ana,ana", "two or more different seats"),
    ("ana,middle", "may not be called middle"),
    (",".join(f"p{k}" for k in range(9)), "too many seats for 110 cards"),
)

# Layout changes that draw wrong (tests/robust/test_drawcheck.py): name -> ((old, new), ...), the component
# to build, the key the error names, words of its message.
DRAWN_WRONG = {
    "cards-too-small-for-their-text": (
        (("safe_margin: 4mm", "safe_margin: 1mm"), ("card_size: [63mm, 88mm]", "card_size: [9mm, 9mm]")),
        "cards",
        "deck.card_size",
        "past the edge of its piece",
    ),
}

# Values that validated and then crashed the build (tests/robust/test_layout_limits.py): none of its own.
BAD_VALUES: dict[str, tuple[str, str, str, str]] = {}

# Sizes past their maximum (tests/robust/test_sizes_and_pages.py): none of its own; and pieces that do not
# fit: name -> (old text in the layout, new text, build's arguments after the game's name, the key the
# error names, words of its message).
TOO_BIG: dict[str, tuple[str, str, str, str]] = {}
MISFITS = {
    "gutterfold-card": (
        "card_size: [63mm, 88mm]",
        "card_size: [140mm, 100mm]",
        ("--duplex", "gutterfold"),
        "deck.card_size",
        "does not fit twice across A4 paper",
    ),
}

# Where a transcript may hold a value a message quotes (tests/robust/test_transcripts.py): what -> (a
# transcript: its text, or an example's name; its text there; the same with the value {v}).
QUOTED_SPOTS = {
    "hand_size": ("legal-two-rounds.yaml", "hand_size: 3", "hand_size: {v}"),
    "target": ("legal-two-rounds.yaml", "round_limit: 2", "target: {v}"),
    "a card": ("legal-two-rounds.yaml", "ana: [10, 5, 20]", "ana: [{v}, 5, 20]"),
    "a round's start": ("legal-two-rounds.yaml", "- start: ana", "- start: {v}"),
}
# Where a 4301-digit number may stand (tests/robust/test_transcripts.py): none of its own.
NUMBER_SPOTS: dict[str, tuple[str, str, str]] = {}

# The JSON Schemas (tests/schemas/test_schemas.py): the examples the schema itself refuses (none: their
# faults are of play); layouts, transcripts and words broken so that printkit and the schema both refuse
# them: (what is wrong, text in the file, what it becomes), a transcript's after the example's name, and
# its text as a pattern.
SCHEMA_REFUSES: frozenset[str] = frozenset()
BROKEN_LAYOUTS = (
    ("an unknown key", "title: 111 Ants\n", "title: 111 Ants\ncolour: red\n"),
    ("a length without a unit", "corner_radius: 3mm", "corner_radius: 3"),
    ("a colour that is none", 'back: "#3b2a1e"', 'back: "#3b2a1x"'),
    ("a paper printkit has not", "paper: a4", "paper: a5"),
    ("a whole number over its maximum", "copies: 1", "copies: 50"),
    ("true or false written as text", "crop_marks: true", 'crop_marks: "yes"'),
    ("a required key left out", "  total_jokers: 229\n", ""),
    ("a pair of three", "card_size: [63mm, 88mm]", "card_size: [63mm, 88mm, 1mm]"),
    ("a card number that is no number", "    2: 3, 3: 1,", "    two: 3, 3: 1,"),
    ("a joker count over 4", "    2: 3, 3: 1,", "    2: 5, 3: 1,"),
    ("a font printkit has not", "number_font: Vera-Bold", "number_font: Comic-Sans"),
    ("a rule option's value not offered", "tie_break: last-round", "tie_break: coin-toss"),
)
BROKEN_TRANSCRIPTS = (
    ("legal-two-rounds.yaml", "a round with a stray key", r"  deal:", "  dealer: ana\n  deal:"),
    ("legal-two-rounds.yaml", "a turn as a list", r"- ana: (take[^#\n]*[^#\s])", r"- ana: [\1]"),
    ("legal-two-rounds.yaml", "a card the deck has not", r"middle: \[", "middle: [112, "),
)
BROKEN_WORDS = (
    ("an unknown key", "bring:", "aid_copy: 2\nbring:"),
    (
        "a block with two kinds",
        "        - h: The idea\n",
        "        - h: The idea\n          p: two at once\n",
    ),
)
