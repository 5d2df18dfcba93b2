"""What Antheap hands the shared tests (tests/support.py `cases`): its pieces in a picture, turns to slip in, colours."""

from __future__ import annotations

from itertools import combinations

# The ids of a position's pieces in a picture (tests/show/positions.py): cubes, roles, eggs.
PIECE_IDS = r"cube-|role-|nest-eggs-|held-"


def pieces(game, state) -> set[str]:
    """The piece names a picture of state must show."""
    out = {f"nest-eggs-{state.nest}"} | {f"held-{seat}-{state.eggs[seat]}" for seat in state.players}
    for seat in state.players:
        if seat not in state.out:
            out.add(f"cube-{seat}-{state.square_of(seat)}-{state.face[seat]}")
    if state.defender is not None:
        out.add(f"role-{state.defender}-defender")
    return out | {f"role-{seat}-attacker" for seat in state.waiting if seat != state.defender}


# A legal example, its first turn's line as written, that turn with a colon slipped in, and how to
# write the slipped action (tests/referee/test_hints.py); turns with a colon and no space, and the fix.
FIRST_TURN = ("legal-short.yaml", "- A: roll 6, Ab6", "roll 6, eggs: 3", "eggs 3")
COLON_SLIPS = (("roll:6, Ab6", "roll 6"),)

# A transcript (under examples/transcripts/), a turn's text in it, and the same with a number of {n}
# digits (tests/robust/test_transcripts.py).
LONG_NUMBER = ("antheap/legal-full.yaml", "roll 2, Cb2", "roll {n}, Cb2")

# Player colours (tests/kit/test_greys.py): the components that print them, and what each mark stands
# for. Six track colours cannot all be 20 L* apart (that would take L* 0, 20, ..., 100), so only
# tracks whose runs meet round the board must be.
COLOURED_COMPONENTS = frozenset({"board", "cubes"})


def player_colour(layout, meaning: str) -> str | None:
    """The colour a mark's meaning stands for (every mark on a component of Antheap stands for a track)."""
    return layout.board.tracks[meaning.removeprefix("track ")].colour


def neighbours(layout) -> set[frozenset[str]]:
    """The pairs of tracks whose runs meet round the board (from the order of their homes)."""
    homes = sorted((sq.slot, sq.track) for sq in layout.board.squares.values() if sq.kind == "home")
    order = [t for _, t in homes]
    return {frozenset(p) for p in zip(order, order[1:] + order[:1])}


def grey_pairs(layout, meanings: list[str]) -> list[tuple[str, str]]:
    """The pairs of player colours that must print as greys apart: neighbouring tracks (six of them)."""
    near = neighbours(layout)
    pairs = [(a, b) for a, b in combinations(meanings, 2) if frozenset((a[-1], b[-1])) in near]
    assert len(pairs) == 6
    return pairs


# Colour marks (tests/kit/test_colour_marks.py): the pieces whose colour means something, each with
# its cut line, and how many marks of each meaning a component prints.
def marked_pieces(layout, bleed, paints):
    """Yield (label, art, cut line) for every piece whose colour means something: cube faces, the board."""
    from printkit.games.antheap import components as heap
    from tests.kit.cutlines import rect

    e = layout.cubes.edge
    for letter in layout.board.tracks:
        for value in range(1, 7):
            yield f"cube {letter} face {value}", heap.ant_face(layout, letter, value, paints), rect(e, e)
    board = layout.board.size
    yield "board", heap.drawn_board(layout, paints).items, rect(board, board)


def mark_counts(layout) -> dict[str, dict[str, int | None]]:
    """How many marks of each meaning a component prints (None: at least one): a patterned border on
    every cube face; the pattern along a track's run squares, on each board tile it crosses."""
    tracks = [f"track {t}" for t in layout.board.tracks]
    return {"cubes": dict.fromkeys(tracks, 6), "board": dict.fromkeys(tracks)}


# Its objects in Tabletop Simulator (tests/export/test_tts.py): each bag or loose tile's nickname ->
# (tiles, CustomTile type: 0 box, 1 hex, 2 circle; distinct front pictures, distinct back pictures);
# its dice's nicknames, in order.
def tts_tiles(layout) -> dict[str, tuple[int, int, int, int]]:
    """Its tiles in TTS: the egg counters, one picture a side."""
    return {f"{layout.eggs.count} egg counters": (layout.eggs.count, 2, 1, 1)}


def tts_dice(layout) -> list[str]:
    """Its dice in TTS: an ant cube per track, then the die."""
    return [f"{t.name} ant cube ({k})" for k, t in layout.board.tracks.items()] + ["die"]


# Rule options `printkit play --rule` plays by, each other than the layout's (tests/referee/test_cli.py).
PLAY_RULES = ("arrivals=attack", "eggs=20")


def kit_counts(layout) -> dict[str, int]:
    """Counts the kit's cover must give for some components, from the layout (tests/kitdocs/test_kit_document.py)."""
    return {"eggs": layout.eggs.count, "cubes": 7}


def rules_figures(layout) -> tuple[str, ...]:
    """Words its rules sheet prints with the layout's figures in them: the eggs, in English and Korean
    (tests/kitdocs/test_words.py)."""
    return (f"Put {layout.eggs.count} eggs", f"{layout.eggs.count}\uac1c")


# The labels' starts of the first pages whose furniture comes nearest the paper edge, and one page
# whose lines lie on coloured art (tests/kit/test_pdf_text_sizes.py).
EDGE_PAGES = ("board r1c1", "player aids")
CONTRAST_PAGE = "ant cubes and die 1"

# Pages of its art whose PDF and SVG must show the same picture, as (component, build options, page)
# (tests/foundation/test_backend_agreement.py; tools/backend_diff.py compares every page).
BACKEND_PAGES: tuple[tuple[str, dict, int], ...] = (
    ("board", {}, 4),  # the Queen ant and an egg: symbols drawn after dashed lines
    ("cubes", {}, 1),  # cube nets
)

# The components printed with their backs beside them on gutterfold sheets (tests/foundation/test_gutterfold_*.py).
GUTTERFOLD_PARTS = ("eggs",)

# Words a component prints that a player reads at the table: its squares' names among them
# (tests/kit/test_table_text.py).
TABLE_TEXT = ("board", frozenset({"Aa1", "Fb6", "Fr2", "X", "HOME", "eggs go here"}))

# How many sheets of each paper the board is printed on (tests/kit/test_build_files.py).
BOARD_SHEETS = {"a4": 4, "a3": 2}

# Show and replay (tests/show/): the golden position (example, turn, round), the example whose
# replay page and layers are checked, and whether a picture's words tell a piece where it lies.
SHOW_GOLDEN = ("legal-wait.yaml", 14, None)
REPLAY_EXAMPLE = "illegal-tie.yaml"


def told(piece: str, words: str) -> bool | None:
    """Whether a picture's words tell where a piece (its name, as `pieces` gives it) lies; None if they tell no such piece."""
    kind, *rest = piece.split("-")
    if kind != "cube":
        return None
    seat, square, face = rest
    return f"{seat} on {square} showing {face}" in words


# Words the kit's cover must hold beyond every game's (tests/kitdocs/test_kit_document.py).
COVER_WORDS = ("38", "glue stick")

# The representative of a Korean kit (tests/kitdocs/test_languages.py): Latin words its Korean
# pages keep (a square's name, the X squares, a unit), and a phrase of the code its terms say.
KOREAN_LATIN = ("Ab3", "X", "mm")
KOREAN_TERM = ("A \u2014 red ant cube", "A \u2014 \ube68\uac15 \uac1c\ubbf8 \ud050\ube0c")

# Issue 26: the modules of printkit/games/antheap/ whose shapes are still drawn in Python (may only
# shrink; tests/foundation/test_art_in_layouts.py).
DRAWN_BY_HAND: tuple[str, ...] = ()

# Seats `printkit setup --players` refuses (tests/referee/test_setups.py): none, it has no random setup.
REFUSED_SEATS: tuple[tuple[str, str], ...] = ()

# Layout changes that draw wrong (tests/robust/test_drawcheck.py): name -> ((old, new), ...), the component
# to build, the key the error names, words of its message.
DRAWN_WRONG = {
    "title-off-the-board": (
        (("title: Antheap", "title: Antheap " + "x" * 150),),
        "board",
        "title",
        "past the edge",
    ),
    "hebrew-and-emoji-title": (
        (("title: Antheap", "title: Antheap שלום 😀"),),
        "board",
        "title",
        "holds U+05E9 'ש' (and 4 more characters), which the font Vera-Bold lacks",
    ),
    "chinese-track-name": (
        (("name: red, ", "name: 紅, "),),
        "cubes",
        "board.tracks.A.name",
        "holds U+7D05 '紅', which the font KoGothic lacks",
    ),
}

# Values that validated and then crashed the build (tests/robust/test_layout_limits.py): name -> (old text
# in the layout, new text, the key path the error names, words of its message).
BAD_VALUES = {
    "colour-none": ('  ink: "#2b1d14"', "  ink: none", "style.ink", "expected a colour"),
    "400-digit-length": ("  size: 360mm", f"  size: {'9' * 400}mm", "board.size", "at most 32 characters"),
    "4301-digit-integer": ("  count: 30", "  count: " + "1" * 4301, "eggs.count", "at most 32"),
    "long-text": ("title: Antheap", "title: " + "A" * 10_000, "title", "at most 2,000 characters"),
}

# Sizes past their maximum (tests/robust/test_sizes_and_pages.py): name -> (old text in the layout, new
# text, the key the error names, words of its message); and pieces that do not fit, the same with build's
# arguments after the game's name.
TOO_BIG = {
    "board": ("  size: 360mm", "  size: 100000mm", "board.size", "expected at most 1000 mm"),
    "bands-off-board": ("  size: 360mm", "  size: 300mm", "board.size", "has room for 145 mm"),
}
MISFITS = {
    "long-track-name": (
        "name: blue, ",  # a track after the first: the caption too long is blamed on its own row
        "name: " + "W" * 199 + ", ",  # measured: 199 narrow r's would fit across a landscape sheet
        ("--only", "cubes"),
        "board.tracks.C.name",
        "is too long to print beside its net",
    ),
}

# Where a transcript may hold a value a message quotes (tests/robust/test_transcripts.py): what -> (a
# transcript: its text, or an example's name; its text there; the same with the value {v}).
QUOTED_SPOTS = {"result points": ("legal-full.yaml", "result: {C: 21", "result: {{C: {v}")}
# Where a 4301-digit number may stand (tests/robust/test_transcripts.py): none of its own.
NUMBER_SPOTS: dict[str, tuple[str, str, str]] = {}

# The JSON Schemas (tests/schemas/test_schemas.py): the examples the schema itself refuses (their fault is
# of shape or notation); layouts, transcripts and words broken so that printkit and the schema both refuse
# them: (what is wrong, text in the file, what it becomes), a transcript's after the example's name, and
# its text as a pattern.
SCHEMA_REFUSES = frozenset(
    {
        "illegal-die.yaml",  # roll 7: no face of a die
        "unreadable-option.yaml",  # rules: egg (no such option)
        "unreadable-players.yaml",  # seat G (tracks are A-F)
        "unreadable-setup.yaml",  # Antheap's setup is empty
    }
)
BROKEN_LAYOUTS = (("a square on a seventh track", "track: A", "track: G"),)
BROKEN_TRANSCRIPTS = (
    ("legal-short.yaml", "an option of another game", r"rules: \{", "rules: {tie_break: shared, "),
)
BROKEN_WORDS = (("a language printkit has not", "  ko:", "  ja:"),)
