"""The art vocabulary (printkit/draw/vocab/): every slip a located one-line error, expressions capped and
budgeted, every element drawn, and a game all in its layout (examples/custom/plain-deck.yaml) printed."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from printkit.core.errors import LayoutError, Location, UserError
from printkit.draw.scene import Group, Polygon, Text
from printkit.draw.vocab.expr import Budget, Env, EvalError, parse
from printkit.draw.vocab.functions import FUNCTIONS
from printkit.games.custom import definition
from printkit.games.definition import LoadedGame
from printkit.games.loaded import load_layout
from printkit.kit.build import BuildOptions, components, draw
from tests.pdftext import text_runs
from tests.support import REPO, run_cli

HERE = Path(__file__).parent
SEED = HERE / "every_element.yaml"
DECK = REPO / "examples" / "custom" / "plain-deck.yaml"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def _copy(tmp_path: Path, source: Path = SEED) -> Path:
    for item in source.parent.iterdir():  # the layout and its templates folder, if any
        if item.is_dir() and item.name == "templates":
            shutil.copytree(item, tmp_path / item.name)
    target = tmp_path / source.name
    target.write_text(source.read_text())
    return target


def custom(layout: object) -> LoadedGame:  # type: ignore[type-arg]
    """The game a custom layout is, as a command resolves it."""
    return LoadedGame(definition(layout), layout)


def _error(tmp_path: Path, old: str, new: str, source: Path = SEED) -> LayoutError:
    path = _copy(tmp_path, source)
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    with pytest.raises(LayoutError) as caught:
        layout = load_layout(path)
        for component in components(custom(layout)):
            draw(layout, component, BuildOptions())
    return caught.value


@pytest.mark.parametrize(
    "old, new, message",
    [
        ("- ellipse:", "- elipse:", "unknown element 'elipse'; did you mean 'ellipse'?"),
        ("rx: 6, ry: 3", "rx: 6, ryy: 3", "unknown key; did you mean 'ry'?"),
        (
            "ry: 3, stroke: =style.ink",
            "ry: 3, stroke: =style.inc",
            "no attribute of style 'inc'; did you mean 'ink'?",
        ),
        ('text: "{row.name}', 'text: "{row.nam}', "no attribute of row 'nam'; did you mean 'name'?"),
        ("x: =mid, y: 10", "x: =mdi, y: 10", "no name 'mdi'; did you mean 'mid'?"),
        ("name: leafy, x: 6", "name: leafx, x: 6", "no symbol 'leafx'; did you mean 'leafy'?"),
        ("{part: dot,", "{part: dott,", "no part 'dott'; did you mean 'dot'?"),
        ("r: 2, fill", "r: =max(1, 2), fill", "must be quoted"),
        ("x: =mid, y: 10", "x: =__import__('os'), y: 10", "no name starting with _"),
        ("x: =mid, y: 10", 'x: "=[i for i in range(3)]", y: 10', "a comprehension is not allowed"),
        ("x: =mid, y: 10", "x: =row.__class__, y: 10", "no attribute starting with _"),
        ("x: =mid, y: 10", "x: =9**9**9, y: 10", "a power's exponent beyond 64"),
        ("x: =mid, y: 10", "x: \"=len('ab' * 900000)\", y: 10", "repeated to 1,800,000 items"),
        (
            "x: =mid, y: 10",
            "x: =mid / (row.n - 3), y: 10",
            "division by zero, while drawing cards[2] (row.name three)",
        ),
        ("repeat: {i: =range(row.n)}", "repeat: {i: =range(row.n * 20000)}", "range() of 20,000 items"),
        ("kind: hatch,", "kind: hatchh,", "no pattern 'hatchh'; did you mean 'hatch'?"),
        ('"=frame(8, 1.6)"', '"=[[0, 0, 8]]"', "expected a list of [x0, y0, x1, y1] windows"),
        ('"=frame(8, 1.6)"', '"=frame(8, 5)"', "frame() takes a side up to 2,000 mm, a width over 0"),
        ("bold: Vera-Bold", "bold: Vera-Bald", "Vera-Bald"),
        (
            "blocks: \"=[['How to play',",
            "blocks: \"=['How to play', [",
            "a list of [heading, paragraph] blocks",
        ),
        (
            "heading_size: 8",
            "heading_size: 0",
            "expected a heading size (pt) over 0 and at most 500; found 0",
        ),
        ("font: =style.font\n", "font: =style.fnt\n", "no attribute of style 'fnt'; did you mean 'font'?"),
    ],
)
def test_a_slip_in_the_art_is_one_located_line(tmp_path, old, new, message):
    error = _error(tmp_path, old, new)
    assert message in error.message
    text = (tmp_path / SEED.name).read_text()
    assert error.location is not None and error.location.file == str(tmp_path / SEED.name)
    assert error.location.line == text[: text.index(new)].count("\n") + 1, str(error)  # the slip's own line
    assert error.location.column is not None


def test_a_part_that_uses_itself_is_refused_at_load(tmp_path):
    error = _error(tmp_path, "    - circle: {x: =cx,", "    - use: dot\n    - circle: {x: =cx,")
    assert "part 'dot' uses itself (dot -> dot)" in str(error) and error.location.line == 13


def test_an_expression_that_would_never_end_spends_the_budget_and_stops():
    expr = parse("=max(range(9999)) + max(range(9999))")
    env = Env(FUNCTIONS, Budget(500))
    with pytest.raises(EvalError, match="evaluation budget"):
        # a budget of 500 steps lasts a few dozen evaluations of a small expression
        for _ in range(1000):
            expr.value({}, env)
    with pytest.raises(LayoutError, match="at most 500 characters"):
        parse("=" + "1+" * 300 + "1")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("=keys(t)", ("A", "B")),
        ("=die_places(3)", ((-1, -1), (0, 0), (1, 1))),
        ("=round(cap_pt(1.8), 2)", 7.0),
        ("=ink_on('#222222', '#000000')", "#ffffff"),
        ("=ink_on('#eeeeee', '#000000')", "#000000"),
        ("=frame(10, 2, 1)[0]", (-1.0, -1.0, 11.0, 2.0)),
        ("=keys(3)", "keys() takes a mapping"),
        ("=die_places(7)", "die_places() takes a die's value, 1 to 6; found '7'"),
        ("=cap_pt(0)", "cap_pt() takes a height over 0"),
        ("=ink_on('nope', '#000000')", "nope"),
        ("=frame(10, 6)", "frame() takes a side up to"),
    ],
)
def test_the_drawing_functions_give_their_values_and_refuse_what_they_cannot_take(text, value):
    env = Env(FUNCTIONS, Budget(10_000))
    if isinstance(value, str) and not value.startswith("#"):
        with pytest.raises(EvalError, match=re.escape(value)):
            parse(text).value({"t": {"A": 1, "B": 2}}, env)
    else:
        assert parse(text).value({"t": {"A": 1, "B": 2}}, env) == value


def test_every_element_draws_and_a_textbox_sets_its_icon_inline():
    layout = load_layout(SEED)
    (component,) = components(custom(layout))
    doc = draw(layout, component, BuildOptions())
    front = doc.pages[0].items
    texts = [s.text for s in _walk(front) if isinstance(s, Text)]
    assert "Take 1" in texts and "then pass the" in texts  # the text wrapped round the inline leaf
    leaf = [s for s in _walk(front) if isinstance(s, Group) and s.items and s.transform[0] < 0.5]
    assert leaf, "the :leaf: icon is drawn in the text"
    hatched = next(
        s for s in _walk(front) if isinstance(s, Group) and s.stands_for == "row 1 = pattern hatch"
    )
    grounds = [s for s in hatched.items if isinstance(s, Polygon) and s.style.fill == "#ffffff"]
    strokes = [s for s in hatched.items if isinstance(s, Polygon) and s.style.stroke == "#222222"]
    assert len(grounds) == 4 and len(strokes) >= 8, "the frame's four windows, each filled and hatched"
    (shared,) = [s for s in doc.symbols if s.id == "card-back"]  # the back every card places
    back = [s for s in _walk(shared.items) if isinstance(s, Text)]
    heading, *lines = [s for s in back if s.size in (7, 8)]
    assert (heading.text, heading.size, heading.font) == ("How to play", 8, "Vera-Bold")
    assert [(s.text, s.font) for s in lines][:3] == [
        ("Take", "Vera"),
        ("one", "Vera-Bold"),
        ("card, then pass the", "Vera"),
    ]
    baselines = sorted({round(s.y - heading.y, 6) for s in lines})  # each line 3.2 mm below the one before
    assert baselines[0] == pytest.approx(3.2 + 0.4) and len(baselines) >= 3
    assert baselines[-1] - baselines[-2] == pytest.approx(3.2 + 1)  # the gap before the second block


def _walk(items):
    for shape in items:
        yield shape
        if isinstance(shape, Group):
            yield from _walk(shape.items)


def test_a_textbox_shrinks_to_fit_and_says_when_even_its_smallest_size_does_not(tmp_path):
    error = _error(tmp_path, "then pass the card on to the left", "then pass " * 40)
    assert "does not fit its 38 x 14 mm box at 6 pt" in error.message


@pytest.fixture(scope="module")
def deck(tmp_path_factory) -> Path:
    """The plain deck built once for this file's tests: its output folder."""
    root = tmp_path_factory.mktemp("deck")
    assert run_cli("build", DECK, "--out", root, "-q") == 0
    return root / "plain-deck"


def test_the_plain_deck_builds_52_fronts_and_one_shared_back(deck):
    folder = deck
    (pdf,) = folder.glob("plain-deck-cards-*.pdf")
    runs = list(text_runs(pdf))
    indexes = "".join(r.text for r in runs if abs(r.pt - 15) < 0.1)  # the corner indexes, card by card
    assert indexes == "".join(rank * 2 for _suit in range(4) for rank in RANKS)
    backs = [r for r in runs if r.text == "Plain Deck"]
    assert len(backs) == 52 and {r.page for r in backs} == {2, 4, 6, 8, 10, 12}
    svgs = sorted((folder / "svg").glob("*.svg"))
    assert len(svgs) == 12  # 6 sheets of 9 fronts, each with its backs
    uses = re.findall(r'<use[^>]*href="#card-back"', svgs[1].read_text())
    assert len(uses) == 9  # the back is drawn once and placed on each card


def test_the_plain_deck_passes_the_print_checks(deck):
    from printkit.kit.printable import contrast_faults, pdf_faults

    (pdf,) = deck.glob("plain-deck-cards-*.pdf")
    assert pdf_faults(pdf, edges={1}) == []  # every page's text sizes; the edges of a sheet of fronts
    layout = load_layout(DECK)
    (component,) = components(custom(layout))
    assert contrast_faults(draw(layout, component, BuildOptions()), [2]) == []  # the backs: text on a flood


def test_nothing_in_printkit_names_the_plain_deck():
    named = [
        p
        for p in (REPO / "printkit").rglob("*.py")
        if "plain-deck" in p.read_text() or "plain_deck" in p.read_text()
    ]
    assert named == []


def test_a_custom_game_has_no_referee_and_says_so_in_one_line(capsys):
    assert run_cli("play", "custom") == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [
        "printkit: error: custom: a game all in its layout has no referee, so printkit check, play and setup refuse it "
        "(printkit build FILE prints it)"
    ]


def test_a_user_error_is_never_a_traceback_for_a_table_slip(tmp_path):
    error = _error(tmp_path, "- {name: three, n: 3, copies: 1}", "- {name: three, copies: 1}")
    assert "every row needs the same columns" in error.message and isinstance(error, UserError)


def test_a_csv_table_with_copies_gives_one_front_per_copy_and_a_bad_row_is_located(tmp_path):
    path = _copy(tmp_path)
    (tmp_path / "rows.csv").write_text("name,n,copies\none,1,3\ntwo,2,0\nthree,3,1\n")
    text = path.read_text()
    start, end = text.index("  rows:\n"), text.index("parts:")
    path.write_text(text[:start] + "  rows: {csv: rows.csv}\n" + text[end:])
    layout = load_layout(path)
    assert [row.get("name") for row in layout.tables["rows"]] == ["one"] * 3 + ["three"]
    (tmp_path / "rows.csv").write_text("name,n,copies\none,1,3\ntwo,2\n")
    with pytest.raises(LayoutError) as caught:
        load_layout(path)
    assert str(caught.value).startswith(f"{tmp_path / 'rows.csv'}:3:1: ") and "expected 3 cells" in str(
        caught.value
    )


def test_the_plain_deck_matches_its_schema():
    import json

    import jsonschema
    import yaml

    schema = json.loads((REPO / "schemas" / "custom.layout.schema.json").read_text())
    deck = yaml.safe_load(DECK.read_text())
    assert list(jsonschema.Draft7Validator(schema).iter_errors(deck)) == []
    deck["components"]["cards"]["front"]["items"][0] = {"rectangle": {"w": 1}}
    assert list(jsonschema.Draft7Validator(schema).iter_errors(deck)) != []


def test_parts_that_use_parts_twice_over_spend_the_budget_instead_of_running_on(tmp_path):
    # 2**30 drawings of empty groups: no expression, no shape, but each drawing costs the build
    levels = "".join(f"  p{i}:\n    - use: p{i + 1}\n    - use: p{i + 1}\n" for i in range(30))
    old = "parts:\n"
    path = _copy(tmp_path)
    text = path.read_text().replace(old, old + levels + "  p30:\n    - group: {items: []}\n", 1)
    path.write_text(text.replace("        - ellipse:", "        - use: p0\n        - ellipse:", 1))
    layout = load_layout(path)
    from printkit.draw.vocab import cards
    from printkit.layout.folders import reading

    with reading(layout), pytest.raises(LayoutError, match="spent its evaluation budget") as caught:
        drawing = cards.start(layout, "cards", layout.components["cards"], 0.0, budget=Budget(20_000))
        cards.front(drawing, cards.rows(drawing)[0])  # a build's own budget is fifty times this one
    assert caught.value.location.line is not None


def test_reading_long_lists_costs_the_budget_by_their_length(tmp_path):
    # max(range(9999)) is one call, but reads 9,999 items: 10,000 drawings of it must not run on
    nested = '- group: {repeat: {b: "=range(10000)"}, let: {m: "=max(range(9999))"}, items: []}'
    path = _copy(tmp_path)
    path.write_text(
        path.read_text().replace("        - ellipse:", f"        {nested}\n        - ellipse:", 1)
    )
    layout = load_layout(path)
    from printkit.draw.vocab import cards
    from printkit.layout.folders import reading

    with reading(layout), pytest.raises(LayoutError, match="spent its evaluation budget") as caught:
        drawing = cards.start(layout, "cards", layout.components["cards"], 0.0, budget=Budget(20_000))
        cards.front(drawing, cards.rows(drawing)[0])
    assert "max(range(9999))" in str(caught.value) and caught.value.location.line is not None


def test_shared_template_art_is_drawn_once_a_colour_and_placed_by_reference(tmp_path):
    # shared: true on the plain deck's pips: each suit's pip art is one symbol, every pip a use of it
    path = _copy(tmp_path, DECK)
    text = path.read_text()
    old = "            repeat: {p: =rank.pips}\n"
    assert old in text
    path.write_text(text.replace(old, old + "            shared: true\n", 1))
    layout = load_layout(path)
    (component,) = components(custom(layout))
    document = draw(layout, component, BuildOptions())
    shared = [s.id for s in document.symbols if s.id.split("-")[0] in ("spade", "heart", "diamond", "club")]
    assert len(shared) == len(set(shared)) == 4, shared  # one a suit (each suit has its colour)
    assert shared == sorted(shared)  # in (template, colour) order, whatever drew first
    used = {s.symbol for page in document.pages for s in _walk(page.items) if type(s).__name__ == "Use"}
    assert set(shared) <= used


def _walk(items):
    for item in items:
        yield item
        yield from _walk(getattr(item, "items", ()) or ())


CHITS = HERE / "chits.yaml"


def test_a_custom_game_of_tokens_prints_a_token_a_row_and_its_backs(tmp_path):
    from printkit.draw.scene import Circle

    layout = load_layout(_copy(tmp_path, CHITS))
    (component,) = components(custom(layout))
    document = draw(layout, component, BuildOptions())
    fronts, backs = document.pages  # one sheet: its fronts, then their backs

    def texts(page):
        return [s.text for s in _walk(page.items) if isinstance(s, Text)]

    assert sorted(t for t in texts(fronts) if t.isdigit()) == sorted("1" * 6 + "2" * 4 + "5" * 2)  # copies
    grounds = [s for s in _walk(backs.items) if isinstance(s, Circle) and s.style.fill == "#2f5d8a"]
    assert len(grounds) == 12


def test_a_component_of_an_unknown_kind_is_one_located_line_with_a_guess(tmp_path):
    error = _error(tmp_path, "kind: tokens", "kind: tokenz", CHITS)
    assert (
        "expected kind: one of cards, tokens, cube-nets, board, tuck-box, box, tray, tent; did you mean 'tokens'?"
        in error.message
    )
    assert (
        error.location.line == (tmp_path / CHITS.name).read_text().splitlines().index("    kind: tokenz") + 1
    )


CUBES = HERE / "cubes.yaml"


def test_a_custom_game_of_cubes_folds_a_net_a_row_each_face_drawn_with_its_value(tmp_path):
    from printkit.draw.scene import Circle
    from printkit.geometry.cube import opposite_faces

    layout = load_layout(_copy(tmp_path, CUBES))
    (component,) = components(custom(layout))
    (page,) = draw(layout, component, BuildOptions()).pages
    faces = {s.id: s for s in _walk(page.items) if isinstance(s, Group) and s.id}
    colours = ("red", "blue", "green", "gold", "plum", "grey")
    assert set(faces) >= {f"colour-{c}" for c in colours} | {
        f"die{k}-{v}" for k in (1, 2) for v in range(1, 7)
    }
    for c in colours:  # a face's value is bound in its art: its name, on its own colour
        assert [t.text for t in _walk(faces[f"colour-{c}"].items) if isinstance(t, Text)] == [c]
    for k in (1, 2):
        for v in range(1, 7):
            pips = [s for s in _walk(faces[f"die{k}-{v}"].items) if isinstance(s, Circle)]
            assert len(pips) == v and all(abs(p.r - 16 * 0.085) < 1e-9 for p in pips)
    cells = ((1, 0), (0, 1), (1, 1), (2, 1), (3, 1), (1, 2))
    assert all(a + b == 7 for a, b in opposite_faces(cells, (2, 3, 1, 4, 6, 5)))  # the net is a real die
    texts = [t.text for t in _walk(page.items) if isinstance(t, Text)]
    assert {"the colour die", "die 1", "die 2"} <= set(texts)  # each net's caption, its row bound


@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        (
            "cells: [[1, 0], [0, 1], [1, 1], [2, 1], [3, 1], [1, 2]]\n        faces: =tables",
            "cells: [[0, 0], [1, 0], [2, 0], [3, 0], [4, 0], [5, 0]]\n        faces: =tables",
            "the cells do not fold into a cube",
        ),
        ("faces: [2, 3, 1, 4, 6, 5]", "faces: [2, 3, 1, 4, 6]", "expected six values, one for each cell"),
        ("edge: 16mm", "edge: 90mm", "expected a face's side over 0 and at most 60 mm; found 90"),
        (
            "[[1, 0], [0, 1], [1, 1], [2, 1], [3, 1], [1, 2]]\n        faces: [2",
            "[[1, 0], [1, 0]]\n        faces: [2",
            "expected six different cells",
        ),
    ],
    ids=["no cube", "five faces", "too big", "two cells"],
)
def test_a_net_that_cannot_be_a_cube_is_refused_at_its_line(tmp_path, old, new, said):
    error = _error(tmp_path, old, new, CUBES)
    assert said in error.message and ", while drawing dice.cubes[" in error.message
    assert "components.dice.cubes[" in str(error) and error.location.line > 0


def test_the_custom_schema_takes_a_tokens_component():
    import json

    import jsonschema

    from tests.yaml12 import as_json

    schema = json.loads((REPO / "schemas" / "custom.layout.schema.json").read_text())
    check = jsonschema.Draft7Validator(schema)
    assert list(check.iter_errors(as_json(CHITS.read_text()))) == []
    broken = as_json(CHITS.read_text().replace("shape: circle", "shape: oval"))
    assert list(check.iter_errors(broken))


HEXBOARD = HERE / "hexboard.yaml"


def test_a_custom_game_draws_a_hex_board_a_template_per_cell(tmp_path):
    from printkit.geometry import hexgrid

    layout = load_layout(_copy(tmp_path, HEXBOARD))
    (component,) = components(custom(layout))
    (page,) = draw(layout, component, BuildOptions()).pages  # 198 x 176 mm: one A4 sheet
    cells = {
        s.id: s for s in _walk(page.items) if isinstance(s, Polygon) and (s.id or "").startswith("cell-")
    }
    assert set(cells) == {f"cell-{hexgrid.cell_name(*c)}" for c in hexgrid.cells(4)}  # 37 cells
    rims = {k for k, s in cells.items() if s.style.fill == "#d9b26a"}
    assert rims == {f"cell-{hexgrid.cell_name(*c)}" for c in hexgrid.border_cells(4)}  # the ring: 18 cells
    texts = [t.text for t in _walk(page.items) if isinstance(t, Text)]
    assert {"a1", "d4", "g7", "Little Hex"} <= set(texts)
    edge = [t for t in texts if t in tuple("abcdefg") or t in tuple("1234567")]
    assert len(edge) == 2 * (7 + 7)  # a letter or number past both ends of each column and row


@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        ("hexgrid(4,", "hexgrid(40,", "a hex board's side is a whole number 1 to 13; found '40'"),
        ('text: "{c.name}"', 'text: "{c.nme}"', "no attribute of c 'nme'; did you mean 'name'?"),
        ("s: 22mm", "s: 300mm", "expected a board over 0 and at most 2,000 mm a side; found 2,700 x 2,400"),
        ("=hex_labels(4, s,", "=hex_labels(4, -s,", "a cell's size is a length over 0"),
    ],
    ids=["side", "attribute", "too big", "size"],
)
def test_a_slip_in_a_board_is_one_located_line(tmp_path, old, new, said):
    error = _error(tmp_path, old, new, HEXBOARD)
    assert said in error.message and error.location.line > 0
    assert "components.board." in str(error)


TUCKDECK = HERE / "tuckdeck.yaml"


@pytest.mark.parametrize("duplex", ["long-edge", "gutterfold"])
def test_a_custom_deck_gets_a_tuck_box_sized_from_its_cards_each_panel_from_the_layout(tmp_path, duplex):
    from printkit.draw.impose.tuckbox import WALL

    layout = load_layout(_copy(tmp_path, TUCKDECK))
    box = next(c for c in components(custom(layout)) if c.name == "box")
    doc = draw(layout, box, BuildOptions(duplex=duplex))
    thick = 0.4 if duplex == "gutterfold" else 0.32  # the layout's let: reads the build's duplex
    depth = 30 * thick + 1.5 + WALL
    texts = [t.text for page in doc.pages for t in _walk(page.items) if isinstance(t, Text)]
    assert texts.count("THIRTY") == 2  # the front, and the back drawn as the front (no back: given)
    assert f"Thirty ({depth:g} mm deep)" in texts  # the side's art sees the box it is drawn on
    assert f"tuck box for Thirty: 30 cards, {thick:g} mm each" in texts  # the caption
    nets = [
        s
        for page in doc.pages
        for s in _walk(page.items)
        if isinstance(s, Group) and (s.id or "").startswith("net-")
    ]
    assert nets


@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        ("cards: 30", "cards: 0", "expected a whole number of cards, 1 to 2,000; found 0"),
        ("else 0.32", "else 9", "expected a card's thickness over 0 and at most 5 mm; found 9"),
        ("card: [57mm, 87mm]", "card: [57mm, 870mm]", "expected a card's side over 0 and at most 300 mm"),
        ("{num(box.depth)}", "{num(box.dept)}", "no attribute of box 'dept'; did you mean 'depth'?"),
    ],
    ids=["no cards", "thick", "big card", "attribute"],
)
def test_a_slip_in_a_tuck_box_is_one_located_line(tmp_path, old, new, said):
    error = _error(tmp_path, old, new, TUCKDECK)
    assert said in error.message and error.location.line > 0
    assert "components.box." in str(error)


BOXED = HERE / "boxed.yaml"


def test_a_custom_box_holds_its_tokens_and_its_lid_shows_them_through_piece_elements(tmp_path):
    from printkit.draw.impose.gamebox import box_trays, stacks

    layout = load_layout(_copy(tmp_path, BOXED))
    box = next(c for c in components(custom(layout)) if c.name == "box")
    (page,) = draw(layout, box, BuildOptions()).pages
    tray, _ = box_trays(stacks(35, 22, 0.4, 20), 0.35, 1, 8, 15)  # the table's 35 coins, copies counted
    texts = [t.text for t in _walk(page.items) if isinstance(t, Text)]
    assert f"tray, {tray.width:g} x {tray.height:g} x {tray.depth:g} mm: glue the tabs inside" in texts
    pieces = {g.id: g for g in _walk(page.items) if isinstance(g, Group) and (g.id or "").startswith("lid-")}
    assert sorted(pieces) == ["lid-0", "lid-1", "lid-2"]
    from printkit.draw.scene import Circle
    from printkit.layout.colours import mix

    fills = [
        [c.style.fill for c in _walk(pieces[f"lid-{i}"].items) if isinstance(c, Circle)] for i in range(3)
    ]
    # each coin drawn by the coins' own art with its row given (its text too small to print on the lid)
    assert fills == [[mix("#e2b13c", "#ffffff", v / 20)] for v in (1, 5, 10)]


def test_a_lid_of_pieces_each_placing_its_own_shared_art_keeps_every_symbol_they_place(tmp_path):
    # each coin places a leaf of its own colour (shared art): the box's document holds all three leaves,
    # in template-colour order, not only the first piece's
    from printkit.draw.scene import Use

    path = _copy(tmp_path, BOXED)
    anchor = "      same_back: true\n"
    leaf = (
        '        - symbol: {template: leaf, colour: "=mix(style.ink, style.gold, c.v / 10)", shared: true,'
        " x: 2, y: 2, size: 6}\n"
    )
    path.write_text(path.read_text().replace(anchor, leaf + anchor, 1))
    layout = load_layout(path)
    box = next(c for c in components(custom(layout)) if c.name == "box")
    doc = draw(layout, box, BuildOptions())
    leaves = [s.id for s in doc.symbols if s.id.startswith("leaf-")]
    assert len(leaves) == 3 and leaves == sorted(leaves)
    placed = {u.symbol for page in doc.pages for u in _walk(page.items) if isinstance(u, Use)}
    assert set(leaves) <= placed <= {s.id for s in doc.symbols}


ROUNDBOARD = HERE / "roundboard.yaml"


def test_a_custom_game_draws_a_round_board_a_sector_per_square(tmp_path):
    import math

    from printkit.draw.vocab import board
    from printkit.draw.vocab.component import BoardArt, art_of

    layout = load_layout(_copy(tmp_path, ROUNDBOARD))
    (component,) = components(custom(layout))
    assert len(draw(layout, component, BuildOptions()).pages) == 1  # 180 x 180 mm: one A4 sheet
    items, _ = board.picture(board.start(layout, "board", art_of(layout, "board", BoardArt)))
    shapes = list(_walk(items))
    squares = {s.id: s.points for s in shapes if isinstance(s, Polygon) and (s.id or "").startswith("sq-")}
    assert set(squares) == {f"sq-{k}" for k in range(12)}
    for k in range(12):  # each outline: its inner arc, then its outer one, a point every 2 degrees
        points = squares[f"sq-{k}"]
        radii = [math.hypot(x - 90, y - 90) for x, y in points]
        assert len(points) == 2 * 16 and radii[:16] == pytest.approx([50] * 16, abs=1e-3)
        assert radii[16:] == pytest.approx([80] * 16, abs=1e-3)
        turns = [math.degrees(math.atan2(x - 90, 90 - y)) for x, y in points]  # 0 up, clockwise
        ends = [
            (turns[i] - want + 180) % 360 - 180 for i, want in ((0, k * 30), (15, k * 30 + 30), (31, k * 30))
        ]
        assert ends == pytest.approx([0, 0, 0], abs=1e-2)
    strips = [g for g in shapes if isinstance(g, Group) and (g.stands_for or "").startswith("strip")]
    assert [g.stands_for for g in strips] == [f"strip {k} = pattern hatch" for k in (0, 3, 6, 9)]
    for (
        strip
    ) in strips:  # bent round the ring: every point of the ground and strokes 0.2 to 4 mm inside r 79.8
        points = [p for s in strip.items if isinstance(s, Polygon) for p in s.points]
        assert len(points) > 100
        assert all(75.8 - 1e-3 <= math.hypot(x - 90, y - 90) <= 79.6 + 1e-3 for x, y in points)
    texts = [t.text for t in shapes if isinstance(t, Text)]
    assert "LITTLE ROUND" in texts and {str(k) for k in range(1, 13)} <= set(texts)


MATS = HERE / "mats.yaml"


def test_a_board_with_each_prints_a_board_a_row_each_its_own_size_label_and_symbols(tmp_path):
    layout = load_layout(_copy(tmp_path, MATS))
    (component,) = components(custom(layout))
    doc = draw(layout, component, BuildOptions())
    ann, bob = doc.pages  # one A4 sheet each, in the rows' order
    assert (ann.label, bob.label) == ("Ann's mat", "Bob's mat")
    rims = [[s for s in _walk(p.items) if type(s).__name__ == "Rect" and s.rx == 3] for p in doc.pages]
    assert [(r.w, r.h, r.style.fill) for (r,) in rims] == [(120, 80, "#c0392b"), (190, 120, "#12346a")]
    titles = [[t.text for t in _walk(p.items) if isinstance(t, Text) and t.id == "title"] for p in doc.pages]
    assert titles == [["ANN"], ["BOB"]]  # upper(m.name)
    # each board's declared symbol in its own row's colour, both in the document once
    assert {s.id for s in doc.symbols} == {"ant-c0392b", "ant-12346a"}
    low = draw(layout, component, BuildOptions(ink="low"))
    inner = [s for s in _walk(low.pages[0].items) if type(s).__name__ == "Rect" and s.rx == 2]
    assert [s.style.fill for s in inner] == [None]  # paint: ground leaves the paper bare in low ink


def test_a_board_of_each_blames_its_rows_own_key(tmp_path):
    # Bob's inner rim pushed off his mat: the board's check blames the key his row names (his width)
    error = _error(tmp_path, "{x: =edge, y: =edge,", '{x: "=edge if k == 0 else w", y: =edge,', MATS)
    text = (tmp_path / MATS.name).read_text().splitlines()
    assert error.location.line == text.index("  mats:") + 1  # the table (its rows have no place of their own)
    assert "tables.mats[1].w: a rect of the Bob's mat is drawn at" in str(error)


@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        ("of: coins, row", "of: coin, row", "no component 'coin'; did you mean 'coins'?"),
        ("row: {c:", "row: {d:", "no row name of coins 'd'"),
        ("of: coins, row", "of: box, row", "a piece of 'box': not cards, tokens, a board or cubes"),
        ('holds: "=stacks(coins, 22, 0.4, 20)"', "holds: [[1, 2]]", "expected a list of [w, d, h] blocks"),
        (
            'holds: "=stacks(coins, 22, 0.4, 20)"',
            'holds: "=stacks(coins, 22, 0, 20)"',
            "stacks() takes lengths over 0",
        ),
        (
            "      same_back: true",
            "      same_back: true\n      back: [piece: {of: coins, row: {c: =c}}]",
            "a token set has one back",
        ),
    ],
    ids=["component", "row", "not a piece", "blocks", "stacks", "one back"],
)
def test_a_slip_in_a_box_or_a_piece_is_one_located_line(tmp_path, old, new, said):
    error = _error(tmp_path, old, new, BOXED)
    assert said in error.message and error.location.line > 0


def test_a_piece_drawn_inside_its_own_art_is_refused_not_followed_forever(tmp_path):
    error = _error(
        tmp_path,
        "      same_back: true",
        "      back: [piece: {of: coins, row: {c: =c}}]",
        BOXED,
    )
    assert "a piece of 'coins' drawn inside its own art (coins -> coins)" in error.message


@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        ("(c, c, 80, 50,", "(c, c, 80, 90,", "a sector's inner radius is less than its r; found 90 and 80"),
        ("(80, k * step, k * step + step)", "(80, k * step, k * step - step)", "an arc runs clockwise"),
        ("arc: [=c, =c, 79.8,", "arc: [=c, =c, 0,", "arc: expected r over 0 and up to 2,000 mm"),
        (
            "arc: [=c, =c, 79.8, =k * step, =k * step + step]",
            "arc: [=c, =c, 79.8, =k * step]",
            "expected a list of 5 items, found 4",
        ),
        ("text: =upper(title)", "text: =upper(titel)", "no name 'titel'; did you mean 'title'?"),
    ],
    ids=["inner past r", "anticlockwise", "arc radius", "arc of four", "upper's argument"],
)
def test_a_slip_in_a_round_board_is_one_located_line(tmp_path, old, new, said):
    error = _error(tmp_path, old, new, ROUNDBOARD)
    assert said in error.message
    text = (tmp_path / ROUNDBOARD.name).read_text()
    assert error.location.line == text[: text.index(new)].count("\n") + 1, str(error)
    assert "components.board." in str(error)


@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        (
            'each: {k: "=range(len(tables.mats))"}',
            "each: {k: '=tables.mats[0]'}",
            "each: expected a list of rows",
        ),
        ('key: "tables.mats[{k}].w"', 'key: "tables.mats[{kk}].w"', "no name 'kk'; did you mean 'k'?"),
        ('label: "{m.name}', 'label: "{m.nam}', "no attribute of m 'nam'; did you mean 'name'?"),
        ("=with_lightness(m.colour, 92, 20)", "=with_lightness(m.colour, 120)", "a lightness 0 to 100"),
        ("paint: ground}", "paint: grund}", "expected one of"),
    ],
    ids=["each", "key", "label", "lightness", "paint"],
)
def test_a_slip_in_a_board_of_each_is_one_located_line(tmp_path, old, new, said):
    error = _error(tmp_path, old, new, MATS)
    assert said in error.message and error.location.line > 0, error
    assert "components.mats." in str(error)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("=with_lightness('#c0392b', 92, 20)", "#ffe2dc"),
        ("=upper('nest')", "NEST"),
        ("=with_lightness('#c0392b', 'light')", "with_lightness() takes a colour, a lightness 0 to 100"),
        ("=with_lightness('nope', 50)", "nope"),
    ],
)
def test_with_lightness_and_upper_give_their_values_and_refuse_what_they_cannot_take(text, value):
    env = Env(FUNCTIONS, Budget(10_000))
    if value.startswith(("#", "N")):
        assert parse(text).value({}, env) == value
    else:
        with pytest.raises(EvalError, match=re.escape(value)):
            parse(text).value({}, env)


def test_a_key_no_layout_has_is_blamed_on_the_file_not_searched_for_ever(tmp_path):
    # a board's key is the designer's text: one with brackets of no index ("mats[x]") once made where() loop
    from printkit.layout.spots import where

    path = _copy(tmp_path, MATS)
    layout = load_layout(path)
    assert where(layout, "tables.mats[{k}].w") == Location(str(path)) == where(layout, "mats[x]")
    assert where(layout, "tables.mats[1].w").line == MATS.read_text().splitlines().index("  mats:") + 1


TRAYS = HERE / "trays.yaml"


def test_a_custom_tray_folds_a_tray_a_row_its_walls_drawn_as_long_as_each_wall(tmp_path):
    from printkit.draw.impose.trays import Tray, tray_fold
    from tests.netcheck import check_drawn_is_model, check_folds, svg_pages

    layout = load_layout(_copy(tmp_path, TRAYS))
    trays, lid = components(custom(layout))
    doc = draw(layout, trays, BuildOptions())
    texts = [t.text for page in doc.pages for t in _walk(page.items) if isinstance(t, Text)]
    for name in ("red", "blue", "green"):
        assert f"the {name} tray, 50 x 40 x 12 mm inside: fold the walls over the rim" in texts
        # each wall's art drawn with w its own length: the long walls 50 mm, the short ones 40
        assert texts.count(f"{name} 50") >= 2 and texts.count(f"{name} 40") >= 2
    model = tray_fold(Tray(50, 40, 12, 7, double=True, printed="inside"))
    pages = svg_pages(doc)
    for name in ("red", "blue", "green"):
        page = next(p for p in pages if any(el.get("id", "").endswith(f"tray-{name}") for el in p.iter()))
        check_drawn_is_model(model, page, f"tray-{name}")
    check_folds(model, open_edges=0)  # double walls: the tabs hidden between the layers
    (lid_page,) = svg_pages(draw(layout, lid, BuildOptions()))
    check_drawn_is_model(tray_fold(Tray(60, 30, 8, 6, printed="outside")), lid_page, "tray")


@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        ("    double: true\n", "    dubble: true\n", "unknown key; did you mean 'double'?"),
        ("size: [50mm, 40mm]", "size: [50mm, 2mm]", "expected a floor's side of 5 to 400 mm; found 2"),
        ("depth: 12mm", "depth: =c.depth", "no attribute of c 'depth'"),
        ("    double: true\n", "", "inner_wall: is a double wall's first layer; these walls are single"),
        ("printed: outside", "printed: under", "expected one of inside, outside"),
        ('text: "{c.name} {num(w)}"', 'text: "{c.name} {num(w / (w - 50))}"', "division by zero"),
    ],
    ids=["key", "size", "name", "inner wall", "printed", "wall"],
)
def test_a_slip_in_a_tray_is_one_located_line(tmp_path, old, new, said):
    error = _error(tmp_path, old, new, TRAYS)
    assert said in error.message and error.location.line > 0
    assert "components.trays." in str(error) or "components.lid." in str(error)


def test_every_drawing_of_a_piece_brings_the_shared_art_it_places(tmp_path):
    # a later piece of a component that places shared art an earlier one did not: both come along
    from printkit.draw.vocab import place

    path = _copy(tmp_path, BOXED)
    text = path.read_text()
    text = text.replace(
        '        - text: {x: =w / 2, y: =h / 2 + 4, text: "{c.v}"',
        '        - symbol: {when: "=c.v == 10", template: ant, colour: "#123456", shared: true, x: 1, y: 1, size: 4}\n'
        '        - text: {x: =w / 2, y: =h / 2 + 4, text: "{c.v}"',
        1,
    )
    assert "#123456" in text
    path.write_text(text)
    layout = load_layout(path)
    drawer = place.placer(layout)
    rows = layout.tables["values"]
    place.piece(drawer, "coins", {"c": rows[0]})  # a 1: no ant
    assert place.symbols(drawer) == ()
    place.piece(drawer, "coins", {"c": rows[-1]})  # a 10: its ant, drawn once and placed
    assert [s.id for s in place.symbols(drawer)] == ["ant-123456"]


TENTS = HERE / "tents.yaml"


def test_a_custom_tent_folds_a_tent_a_row_and_a_trays_insert_is_cut_with_its_holes(tmp_path):
    from printkit.draw.impose.trays import Tent, tent_fold
    from printkit.geometry.folding import fold
    from tests.netcheck import at, check_drawn_is_model, check_folds, find, inverse, svg_pages, walk

    layout = load_layout(_copy(tmp_path, TENTS))
    names, dice = components(custom(layout))
    doc = draw(layout, names, BuildOptions())
    texts = [t.text for page in doc.pages for t in _walk(page.items) if isinstance(t, Text)]
    model = tent_fold(Tent(20, 60, 25, 8))
    for name in ("Ada", "Bo"):
        assert f"{name}'s tent, 20 x 60 x 25 mm: fold both sides up to the ridge" in texts
        # the side's art drawn with w the tent's length and h its slope, on both sides
        assert texts.count(f"{name} 60 x 26.93") == 2
        page = next(p for p in svg_pages(doc) if find(p, rf"p\d+-tent-{name}"))
        check_drawn_is_model(model, page, f"tent-{name}")
    assert texts.count("20 x 60") == 2  # the base's art, w x h its width and length
    check_folds(model, open_edges=6)  # the two triangular ends stay open
    heights = [c[2] for corners in fold(model).values() for c in corners]
    assert max(heights) - min(heights) == pytest.approx(25)

    tray_doc = draw(layout, dice, BuildOptions())
    texts = [t.text for page in tray_doc.pages for t in _walk(page.items) if isinstance(t, Text)]
    assert "the dice tray, 60 x 40 x 10 mm inside" in texts
    assert "its card, 59 mm wide: a hole for each die" in texts
    (page,) = [p for p in svg_pages(tray_doc) if find(p, r"p\d+-dice-card")]
    ((card, m),) = find(page, r"p\d+-dice-card").values()
    back = inverse(m)
    holes = sorted(
        (*at(back, *at(mm, float(el.get("cx")), float(el.get("cy")))), float(el.get("r")))
        for el, mm in (hit for child in card for hit in walk(child, m))
        if el.tag.endswith("circle") and el.get("stroke") == "#1a1a1a"
    )
    assert [v for hole in holes for v in hole] == pytest.approx(
        [v for k in (1, 2, 3) for v in (59 * k / 4, 19.5, 6.5)]
    )
    cuts = {
        (el.get("x1"), el.get("y1"), el.get("x2"), el.get("y2"))
        for el, _ in walk(card)
        if el.tag.endswith("line") and el.get("stroke") == "#1a1a1a"
    }
    assert len(cuts) == 4  # the card's outline: four cut edges, no fold
    # the insert comes after the tray, on a sheet of its own with its own footer
    footers = [
        " ".join(t.text for t in _walk(p.items) if isinstance(t, Text) and "tray" in t.text)
        for p in tray_doc.pages
    ]
    assert len(tray_doc.pages) == 2 and "dice tray card" in footers[1] and "dice tray card" not in footers[0]


@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        ("    height: 25mm\n", "    hight: 25mm\n", "unknown key; did you mean 'height'?"),
        ("height: 25mm", "height: 500mm", "expected a ridge's height of 1 to 150 mm; found 500"),
        ("size: [20mm, 60mm]", "size: [20mm, =tent.width]", "no name 'tent'"),
        (
            "- circle: {repeat: {i: =range(3)}, x: =w * (i + 1) / 4, y: =h / 2, r: 6.5}",
            "- ellipse: {repeat: {i: =range(3)}, x: =w * (i + 1) / 4, y: =h / 2, rx: 7, ry: 7}",
            "holes: takes circle: elements (each a hole cut through the card); found ellipse:",
        ),
        (
            "size: [=tray.width - 1,",
            "size: [=tray.width - 59,",
            "expected an insert's side of 5 to 400 mm; found 1",
        ),
        ("r: 6.5}", "r: =tray.dept}", "no attribute of tray 'dept'; did you mean 'depth'?"),
        # holes 14.75 mm apart, 7 mm each: 0.75 mm of card between two
        ("r: 6.5}", "r: 7}", "the holes at (14.75, 19.5) and (29.5, 19.5) mm leave under 1 mm of card"),
        # a hole 7 mm from the 39 mm card's bottom, 13 mm across: 0.5 mm of card by its edge
        (
            "y: =h / 2, r: 6.5}",
            "y: =h - 7, r: 6.5}",
            "a 13 mm hole at (14.75, 32) mm leaves under 1 mm of card by the 59 x 39 mm insert's edge",
        ),
    ],
    ids=["key", "height", "name", "hole", "insert size", "hole name", "holes apart", "hole by the edge"],
)
def test_a_slip_in_a_tent_or_an_insert_is_one_located_line(tmp_path, old, new, said):
    error = _error(tmp_path, old, new, TENTS)
    assert said in error.message and error.location.line > 0, str(error)
    text = (tmp_path / TENTS.name).read_text()
    assert error.location.line == text[: text.index(new)].count("\n") + 1, str(error)
    assert "components.names." in str(error) or "components.dice." in str(error)


def test_cards_with_their_own_backs_draw_each_back_from_its_row(tmp_path):
    path = _copy(tmp_path)
    text = path.read_text()
    old = "'The pile empty: game over.'"
    assert old in text and "\n    back:\n" in text
    path.write_text(
        text.replace("\n    back:\n", "\n    own_back: true\n    back:\n", 1).replace(
            old, "'Row ' + row.name"
        )
    )
    layout = load_layout(path)
    (component,) = components(custom(layout))
    doc = draw(layout, component, BuildOptions())
    said = [s.text for page in doc.pages for s in _walk(page.items) if isinstance(s, Text)]
    assert said.count("Row one") == 2 and said.count("Row three") == 1  # a back a card, rows with copies too
    assert "card-back" not in {s.id for s in doc.symbols}

    cut = text.index("\n    back:\n")
    path.write_text(text[:cut] + "\n    own_back: true\n")
    with pytest.raises(LayoutError) as caught:
        load_layout(path)
    assert "own_back: true needs the back: each card's is drawn from" in caught.value.message
    assert caught.value.location.line == text[:cut].count("\n") + 2


def test_languages_and_faces_say_what_a_build_prints_and_refuse_what_they_cannot_take():
    from printkit.draw.ink import NORMAL
    from printkit.draw.vocab.cards import functions

    with pytest.raises(EvalError, match="languages\\(\\)"):  # a custom game has no words files
        functions(load_layout(SEED), NORMAL)["languages"]()
    with pytest.raises(EvalError, match="expected a language \\(en, ko\\); found 'fr'"):
        functions(load_layout(SEED), NORMAL)["say"]("red", "fr")
    assert FUNCTIONS["faces"]("ko").bold == "KoGothic-Bold" and FUNCTIONS["faces"]("en").regular == "Vera"
    with pytest.raises(EvalError, match="faces\\(\\) takes a language"):
        FUNCTIONS["faces"]("xx")
