"""What Ant Trails hands the shared tests (tests/support.py `cases`): its pieces in a picture, turns to slip in, colours."""

from __future__ import annotations

from itertools import combinations

# The ids of a position's pieces in a picture (tests/show/positions.py): ants, food tiles, carried food.
PIECE_IDS = r"ant-(?:black|red)-|food-[a-z]\d+-|carried-"


def pieces(game, state) -> set[str]:
    """The piece names a picture of state must show."""
    names = game.board.names
    out = set()
    for colour, bits in (("black", state.black), ("red", state.red)):
        out |= {f"ant-{colour}-{names[i]}" for i in range(len(names)) if bits >> i & 1}
    ants = state.black | state.red
    for cell, values in state.tiles.items():
        kind = "carried" if ants >> cell & 1 else "food"
        out |= {f"{kind}-{names[cell]}-{i}-{v}" for i, v in enumerate(values)}
    return out


# A legal example, its first turn's line as written, that turn with a colon slipped in, and how to
# write the slipped action (tests/referee/test_hints.py).
FIRST_TURN = ("legal-opening.yaml", "- black: a1, b2, b3>b2", "a1, b2, 3: b3>b2", "3:b3>b2")
COLON_SLIPS: tuple[tuple[str, str], ...] = ()  # a colon without a space is the food move's value prefix

# A transcript (under examples/transcripts/), a turn's text in it, and the same with a number of {n}
# digits (tests/robust/test_transcripts.py).
LONG_NUMBER = ("ant-trails/legal-opening.yaml", "a1, b2", "a{n}, b2")

# Player colours (tests/kit/test_greys.py): the components that print them, and what each mark stands for.
COLOURED_COMPONENTS = frozenset({"ants", "box"})


def player_colour(layout, meaning: str) -> str | None:
    """The colour a mark's meaning stands for (every mark on a component of Ant Trails stands for one)."""
    return {"black ants": layout.style.black_tile, "red ants": layout.style.red_tile}[meaning]


def grey_pairs(layout, meanings: list[str]) -> list[tuple[str, str]]:
    """The pairs of player colours that must print as greys apart: every pair."""
    return list(combinations(meanings, 2))


# Colour marks (tests/kit/test_colour_marks.py): the pieces whose colour means something, each with
# its cut line, and how many marks of each meaning a component prints.
def marked_pieces(layout, bleed, paints):
    """Yield (label, art, cut line) for every piece whose colour means something: an ant tile of each colour."""
    from printkit.draw.impose.tokens import hex_box
    from printkit.games.ant_trails import components as trails
    from printkit.geometry.hexgrid import hex_corners
    from tests.kit.cutlines import polygon

    flats = trails.tile_flats(layout)  # a cell less the cutting tolerance each side
    box = hex_box(flats)
    hexagon = polygon(list(hex_corners(box / 2, box / 2, flats)))
    for colour in ("black", "red"):
        yield f"{colour} tile", trails.ant_tile(layout, colour, bleed, paints), hexagon


def mark_counts(layout) -> dict[str, dict[str, int | None]]:
    """How many marks of each meaning a component prints (None: at least one): both sides of every ant tile."""
    per = layout.ant_tiles.per_colour
    return {"ants": {"black ants": 2 * per, "red ants": 2 * per}}


# Its objects in Tabletop Simulator (tests/export/test_tts.py): each bag or loose tile's nickname ->
# (tiles, CustomTile type: 0 box, 1 hex, 2 circle; distinct front pictures, distinct back pictures);
# its dice's nicknames, in order.
def tts_tiles(layout) -> dict[str, tuple[int, int, int, int]]:
    """Its tiles in TTS: a bag of hexes per colour of ant tile, and the food tiles, three values under one back."""
    per = layout.ant_tiles.per_colour
    return {
        f"{per} black ant tiles": (per, 1, 1, 1),
        f"{per} red ant tiles": (per, 1, 1, 1),
        "12 food tiles": (12, 2, 3, 1),
    }


def tts_dice(layout) -> list[str]:
    """Its dice in TTS: none."""
    return []


# Rule options `printkit play --rule` plays by, each other than the layout's (tests/referee/test_cli.py).
PLAY_RULES = ("placements_per_turn=3", "loops_score=false")


def kit_counts(layout) -> dict[str, int]:
    """Counts the kit's cover must give for some components, from the layout (tests/kitdocs/test_kit_document.py)."""
    return {"ants": 2 * layout.ant_tiles.per_colour}  # then the food tiles on the same sheets


# The labels' starts of the first pages whose furniture comes nearest the paper edge, and one page
# whose lines lie on coloured art (tests/kit/test_pdf_text_sizes.py).
EDGE_PAGES = ("board r1c1", "ant tiles")
CONTRAST_PAGE = "board r1c1"

# Pages of its art whose PDF and SVG must show the same picture, as (component, build options, page)
# (tests/foundation/test_backend_agreement.py; tools/backend_diff.py compares every page).
BACKEND_PAGES: tuple[tuple[str, dict, int], ...] = ()

# The components printed with their backs beside them on gutterfold sheets (tests/foundation/test_gutterfold_*.py):
# hex tiles, the round food tiles on a sheet of their own.
GUTTERFOLD_PARTS = ("ants",)

# Words a component prints that a player reads at the table: its squares' names among them
# (tests/kit/test_table_text.py).
TABLE_TEXT = ("board", frozenset({"a1", "e10", "k11", "a", "k"}))

# How many sheets of each paper the board is printed on (tests/kit/test_build_files.py).
BOARD_SHEETS = {"a4": 2, "a3": 1}

# A phrase its Korean rules print with a rule option filled in, and the option's name, which they must
# not print (tests/kitdocs/test_kit_files.py): "2 ants", not placements_per_turn.
KOREAN_OPTION = ("2\ub9c8\ub9ac\ub97c", "placements_per_turn")

# Show and replay (tests/show/): the golden position (example, turn, round), the example whose
# replay page and layers are checked, and whether a picture's words tell a piece where it lies.
SHOW_GOLDEN = ("legal-finished.yaml", 12, None)
REPLAY_EXAMPLE = "legal-finished.yaml"


def told(piece: str, words: str) -> bool | None:
    """Whether a picture's words tell where a piece (its name, as `pieces` gives it) lies; None if they tell no such piece."""
    kind, *rest = piece.split("-")
    if kind != "ant":
        return None
    colour, cell = rest
    line = next(w for w in words.split("; ") if w.startswith(f"{colour} ants on "))
    return cell in line.removeprefix(f"{colour} ants on ").split(", ")


# Words the kit's cover must hold beyond every game's (tests/kitdocs/test_kit_document.py).
COVER_WORDS: tuple[str, ...] = ()

# Issue 26: the modules of printkit/games/<package>/ whose shapes are still drawn in Python (may only
# shrink; tests/foundation/test_art_in_layouts.py): none.
DRAWN_BY_HAND: tuple[str, ...] = ()

# Seats `printkit setup --players` refuses, and words of what it says (tests/referee/test_setups.py).
REFUSED_SEATS = (("red,black", "Ant Trails is played by black and red"),)

# Layout changes that draw wrong (tests/robust/test_drawcheck.py): name -> ((old, new), ...), the component
# to build, the key the error names, words of its message.
DRAWN_WRONG = {
    "title-over-the-board-text": (
        (("title: Ant Trails", "title: Ant Trails and a long subtitle that runs on"),),
        "board",
        "title",
        "print over each other",
    ),
}

# Values that validated and then crashed the build (tests/robust/test_layout_limits.py): name -> (old text
# in the layout, new text, the key path the error names, words of its message).
BAD_VALUES = {
    "infinite-number": (
        "cell_label_size: 6 ",
        "cell_label_size: -1.0e+999 ",
        "board.cell_label_size",
        "expected a finite number",
    ),
}

# Sizes past their maximum and pieces that do not fit (tests/robust/test_sizes_and_pages.py): none of its own.
TOO_BIG: dict[str, tuple[str, str, str, str]] = {}
MISFITS: dict[str, tuple] = {}

# A short game written by hand (tests/robust/test_transcripts.py): its food tiles and a first turn.
FOOD = "{b3: 3, h5: 3, d7: 3, f9: 3, d3: 2, f5: 2, h7: 2, j9: 2, f3: 1, d5: 1, f7: 1, h9: 1}"
HAND_WRITTEN = f"game: ant-trails\nplayers: [black, red]\nsetup:\n  food: {FOOD}\nturns:\n- black: a1, b2\n"

# Where a transcript may hold a value a message quotes (tests/robust/test_transcripts.py): what -> (a
# transcript: its text, or an example's name; its text there; the same with the value {v}).
QUOTED_SPOTS = {
    "game": (HAND_WRITTEN, "game: ant-trails", "game: {v}"),
    "players": (HAND_WRITTEN, "players: [black, red]", "players: {v}"),
    "a seat": (HAND_WRITTEN, "players: [black, red]", "players: [{v}, red]"),
    "a rules option": (HAND_WRITTEN, "setup:", "rules: {{loops_score: {v}}}\nsetup:"),
    "food points": (HAND_WRITTEN, "b3: 3,", "b3: {v},"),
}

# Where a 4301-digit number may stand (tests/robust/test_transcripts.py): where -> (a transcript, its text
# there, the same with the number {n}).
NUMBER_SPOTS = {
    "setup": (HAND_WRITTEN, "food: {b3: 3", "food: {b3: {n}"),
    "a seat": (HAND_WRITTEN, "players: [black", "players: [{n}"),
    "a turn that is a number": (HAND_WRITTEN, "- black: a1, b2", "- black: {n}"),
    "result": (HAND_WRITTEN, "- black: a1, b2\n", "- black: a1, b2\nresult: {black: {n}, red: 0}\n"),
    "a tagged number": (HAND_WRITTEN, "food: {b3: 3", "food: {b3: !!int {n}"),
}

# The JSON Schemas (tests/schemas/test_schemas.py): the examples the schema itself refuses (their fault is
# of shape or notation); layouts, transcripts and words broken so that printkit and the schema both refuse
# them: (what is wrong, text in the file, what it becomes), a transcript's after the example's name, and
# its text as a pattern.
SCHEMA_REFUSES = frozenset(
    {
        "unreadable-turn-two-keys.yaml",  # a turn names two seats
        "unreadable-unknown-option.yaml",  # rules: diagonal_moves
    }
)
BROKEN_LAYOUTS = (
    ("a board side over 13", "side: 6", "side: 14"),
    ("a list where a mapping goes", "ant_tiles:", "ant_tiles: []\nold_ant_tiles:"),
)
BROKEN_TRANSCRIPTS = (
    ("legal-opening.yaml", "a key no one defines", r"players:", "winner: black\nplayers:"),
    ("legal-opening.yaml", "red first", r"players: \[black, red\]", "players: [red, black]"),
    ("legal-opening.yaml", "a cell off the board", r"- black: ", "- black: z9, "),
    ("legal-opening.yaml", "no setup", r"setup:", "old_setup:"),
)
BROKEN_WORDS: tuple[tuple[str, str, str], ...] = ()
