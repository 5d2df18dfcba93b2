"""What Anticipation hands the shared tests (tests/support.py `cases`): its pieces in a picture, turns to slip in, colours."""

from __future__ import annotations

from itertools import combinations

# The ids of a position's pieces in a picture (tests/show/positions.py): stacks, nests, queens,
# the Ante-chamber, the Water Barriers.
PIECE_IDS = r"stack-|nest-(?:yellow|blue|green|red)-|queen-|ante-|barrier-\d"


def pieces(game, state) -> set[str]:
    """The piece names a picture of state must show."""
    letters = {"Y": "yellow", "B": "blue", "G": "green", "R": "red"}
    name = state.model.name
    out = {f"stack-{name(sq)}-{len(stack)}-{letters[stack[0][0]]}" for sq, stack in state.stacks.items()}
    for colour, spaces in state.nest.items():
        out |= {f"nest-{colour}-{k + 1}" for k, piece in enumerate(spaces) if piece is not None}
    for colour, queen in state.queen.items():
        out |= {f"queen-{colour}-{segment}-{piece}" for segment, piece in queen.items()}
    out |= {f"ante-{colour}-{len(waiting)}" for colour, waiting in state.ante.items() if waiting}
    return out | {
        f"barrier-{k + 1}-{'rest' if sq is None else name(sq)}" for k, sq in enumerate(state.barriers)
    }


# A legal example, its first turn's line as written, that turn with a colon slipped in, and how to
# write the slipped action (tests/referee/test_hints.py); turns with a colon and no space, and the fix.
FIRST_TURN = (
    "legal-opening.yaml",
    "  - yellow: roll 4 3, nest1-74, nest2-75",
    "roll 4 3, queen: R1+",
    "queen R1+",
)
COLON_SLIPS = (("roll 4 3, nest1-74, nest2-75, barrier:a3", "barrier a3"),)

# A transcript (under examples/transcripts/), a turn's text in it, and the same with a number of {n}
# digits (tests/robust/test_transcripts.py).
LONG_NUMBER = ("anticipation/legal-full-three.yaml", "roll 5 5, barrier", "roll {n} 5, barrier")

# Player colours (tests/kit/test_greys.py): the components that print them, and what each mark stands for.
COLOURED_COMPONENTS = frozenset({"pieces", "nests", "aids", "board", "box", "trays"})


def player_colour(layout, meaning: str) -> str | None:
    """The colour a mark's meaning stands for (every mark on a component of Anticipation stands for a colour)."""
    return layout.colours[meaning].fill


def grey_pairs(layout, meanings: list[str]) -> list[tuple[str, str]]:
    """The pairs of player colours that must print as greys apart: every pair."""
    return list(combinations(meanings, 2))


# Colour marks (tests/kit/test_colour_marks.py): the pieces whose colour means something, each with
# its cut line, and how many marks of each meaning a component prints.
def marked_pieces(layout, bleed, paints):
    """Yield (label, art, cut line) for every piece whose colour means something: pieces, aids, nests, the board."""
    from printkit.draw.vocab import cards, tokens
    from printkit.games.anticipation import board_facts, drawn
    from tests.kit.cutlines import circle, rect

    aid_w, aid_h = layout.sizes.aid_card
    ant_pieces = tokens.start(layout, "pieces", layout.components["pieces"], bleed, paints)
    aids = cards.start(layout, "aids", layout.components["aids"], bleed, paints)
    for colour in layout.colours:
        row = {"colour": colour, "back": layout.pieces.backs[0]}
        art = tokens.face(ant_pieces, ant_pieces.art.tokens, row)
        yield f"{colour} piece", art, circle(layout.pieces.size)
        for side, draw in (("front", cards.front), ("back", cards.own_back)):
            art = draw(aids, {"lang": "en", "colour": colour})
            yield f"{colour} aid {side}", art, rect(aid_w, aid_h)
        w, h = board_facts.nest_size(layout, colour)
        art = drawn.drawn_nests(layout, (colour,), paints).items[colour]
        yield f"{colour} nest", art, rect(w, h)
    board = drawn.drawn_board(layout, paints)
    yield "board", board.items, rect(board.width, board.height)


def mark_counts(layout) -> dict[str, dict[str, int | None]]:
    """How many marks of each meaning a component prints (None: at least one): the pieces' colour
    sides 14 of each colour (the backs are its hidden side); every colour on the nests, aids and board."""
    colours = list(layout.colours)
    return {"pieces": dict.fromkeys(colours, 14)} | {
        c: dict.fromkeys(colours) for c in ("nests", "aids", "board")
    }


# Its objects in Tabletop Simulator (tests/export/test_tts.py): each bag or loose tile's nickname ->
# (tiles, CustomTile type: 0 box, 1 hex, 2 circle; distinct front pictures, distinct back pictures);
# its dice's nicknames, in order.
def tts_tiles(layout) -> dict[str, tuple[int, int, int, int]]:
    """Its tiles in TTS: a bag of round pieces per colour, the colour side one picture and each hidden
    side its own; the two square Water Barriers loose."""
    n = len(layout.pieces.backs)  # 14 of a colour, each with its own hidden side
    bags = {f"{n} {c} ant pieces": (n, 2, 1, n) for c in layout.colours}
    return bags | {"Water Barrier": (2, 0, 1, 1)}


def tts_dice(layout) -> list[str]:
    """Its dice in TTS."""
    return ["die 1", "die 2"]


# Rule options `printkit play --rule` plays by, each other than the layout's (tests/referee/test_cli.py).
PLAY_RULES = ("magnetism=equal-attract", "claim=by-choice")


def kit_counts(layout) -> dict[str, int]:
    """Counts the kit's cover must give for some components, from the layout (tests/kitdocs/test_kit_document.py)."""
    return {"pieces": 56, "dice": 2}


# The labels' starts of the first pages whose furniture comes nearest the paper edge, and one page
# whose lines lie on coloured art (tests/kit/test_pdf_text_sizes.py).
EDGE_PAGES = ("board r1c1", "player aids")
CONTRAST_PAGE = "dice 1"

# Pages of its art whose PDF and SVG must show the same picture, as (component, build options, page)
# (tests/foundation/test_backend_agreement.py; tools/backend_diff.py compares every page).
BACKEND_PAGES: tuple[tuple[str, dict, int], ...] = (
    ("board", {}, 2),  # the blue nest's Queen segments, on the board
    ("nests", {}, 1),  # a nest sheet with its Queen segments
    ("pieces", {"duplex": "gutterfold"}, 1),  # a token sheet with backs and Barriers
)

# The components printed with their backs beside them on gutterfold sheets (tests/foundation/test_gutterfold_*.py):
# round pieces with the two square Water Barriers under them; the aid cards.
GUTTERFOLD_PARTS = ("pieces", "aids")


def square_tokens(layout) -> tuple[str, float]:
    """A component with square tokens, and their side in mm: the Water Barriers, on the pieces sheet
    (tests/foundation/test_gutterfold_*.py)."""
    return "pieces", layout.sizes.barrier


# Words a component prints that a player reads at the table: its squares' names among them
# (tests/kit/test_table_text.py).
TABLE_TEXT = ("board", frozenset({"1", "80", "n1", "a16", "START", "FINISH", "waiting", "BARRIER"}))

# How many sheets of each paper the board is printed on (tests/kit/test_build_files.py).
BOARD_SHEETS = {"a4": 4, "a3": 2}

# What the kit's cover says its boards printed whole (the nests, beside the tiled board) are for
# (tests/kitdocs/test_words_follow_layout.py).
WHOLE_BOARDS_WORDS = "to keep your nest in front of you"

# Seat lists other than the default that `printkit setup --players` seats: plain ones, then one whose
# names a file name cannot hold as they are (tests/kit/test_build_files.py).
SEATINGS = (("yellow", "blue", "green"), ("ana", "ben"), ("Ana", "Ben"))


def bare_ground(layout) -> tuple[str, str]:
    """The component whose ground tells nothing, and its colour: low ink leaves the paper bare there
    (tests/kit/test_low_ink.py)."""
    return "board", layout.style.ground


# Show and replay (tests/show/): the golden position (example, turn, round), the example whose
# replay page and layers are checked, and whether a picture's words tell a piece where it lies.
SHOW_GOLDEN = ("legal-opening.yaml", 9, None)
REPLAY_EXAMPLE = "illegal-capture-outcome.yaml"


def told(piece: str, words: str) -> bool | None:
    """Whether a picture's words tell where a piece (its name, as `pieces` gives it) lies; None if they tell no such piece."""
    kind, *rest = piece.split("-")
    if kind != "stack":
        return None
    square, height, top = rest
    return f"{top} on {square}" + (f" ({height} pieces)" if height != "1" else "") in words


# Words the kit's cover must hold beyond every game's (tests/kitdocs/test_kit_document.py).
COVER_WORDS: tuple[str, ...] = ()

# Issue 26: the modules of printkit/games/anticipation/ whose shapes are still drawn in Python (may
# only shrink; tests/foundation/test_art_in_layouts.py).
DRAWN_BY_HAND: tuple[str, ...] = ()

# Seats `printkit setup --players` refuses, and words of what it says (tests/referee/test_setups.py).
REFUSED_SEATS = (("yellow,pink,red", "name 3 or 4 colours"), ("5", "2-4 players"))

# Layout changes that draw wrong (tests/robust/test_drawcheck.py): none of its own.
DRAWN_WRONG: dict[str, tuple] = {}

# Values that validated and then crashed the build (tests/robust/test_layout_limits.py): none of its own.
BAD_VALUES: dict[str, tuple[str, str, str, str]] = {}

# Sizes past their maximum (tests/robust/test_sizes_and_pages.py): name -> (old text in the layout, new
# text, the key the error names, words of its message); and pieces that do not fit, the same with build's
# arguments after the game's name.
TOO_BIG = {
    "pitch": ("pitch: 17.5mm", "pitch: 500mm", "board.pitch", "expected at most 40 mm, found 500 mm"),
    "nest-space-off-nest": (
        "spaces: [[0.6, 0.75]",
        "spaces: [[60.6, 0.75]",
        "nest.spaces",
        "(60.6, 0.75) is not inside a 7 x 7 unit nest",
    ),
    "board-too-big": (
        "size: [21, 21]",
        "size: [60, 60]",
        "board.pitch",
        "the largest board printkit prints is 1000 mm a side",
    ),
}
MISFITS = {
    "oversized-aid-card": (
        "aid_card: [100mm, 132mm]",
        "aid_card: [250mm, 290mm]",
        ("--only", "aids"),
        "sizes.aid_card",
        "larger than the printable area",
    ),
}

# Where a transcript may hold a value a message quotes, or a 4301-digit number may stand
# (tests/robust/test_transcripts.py): none of its own.
QUOTED_SPOTS: dict[str, tuple[str, str, str]] = {}
NUMBER_SPOTS: dict[str, tuple[str, str, str]] = {}

# The JSON Schemas (tests/schemas/test_schemas.py): the examples the schema itself refuses (their fault is
# of shape or notation); layouts, transcripts and words broken so that printkit and the schema both refuse
# them: (what is wrong, text in the file, what it becomes), a transcript's after the example's name, and
# its text as a pattern.
SCHEMA_REFUSES = frozenset({"unreadable-nest.yaml"})  # a back listed twice in a nest
BROKEN_LAYOUTS = (("a nest turned 90 degrees", "turn: 180", "turn: 90"),)
BROKEN_TRANSCRIPTS = (("legal-opening.yaml", "a colour no nest has", r"players: \[", "players: [purple, "),)
BROKEN_WORDS: tuple[tuple[str, str, str], ...] = ()
