"""The Ant Trails kit as printed: measured in the SVG and PDF files `printkit build` writes."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pdfplumber
import pytest
from pypdf import PdfReader

from printkit.cli.app import main
from printkit.draw.impose.tiling import OVERLAP
from printkit.games.ant_trails.components import drawn_board
from printkit.games.loaded import load_game
from printkit.geometry import hexgrid
from tests.kit.kitmeasure import walk
from tests.sweep import pick

PAPERS = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
# The tests below measure one paper's build in the suite (the module builds only that one), both papers
# under PRINTKIT_SWEEP=1 (tools/test_sweep.py, run by .ci/run).
PAPER = pick(PAPERS, "ant trails kit papers")
MM = 25.4 / 72


@pytest.fixture(scope="module")
def kit(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("ant-trails")
    for paper in PAPER:  # the two parts the tests read, not the rules sheets and the one-file kit
        only = ["--only", "board", "--only", "ants"]
        assert main(["build", "ant-trails", "--out", str(out), "--quiet", "--paper", paper, *only]) == 0
    return out / "ant-trails"


def _svgs(kit: Path, part: str, paper: str) -> list[ET.Element]:
    files = sorted((kit / "svg").glob(f"ant-trails-{part}-{paper}-*.svg"))
    assert files
    return [ET.parse(f).getroot() for f in files]


def _board_cells(root: ET.Element):
    """Yield (name, board-coordinate points) of every cell polygon on one board piece."""
    ids = {el.get("id", ""): (el, m) for el, m in walk(root)}
    piece = next(m for k, (_, m) in ids.items() if "-piece-" in k)
    for ident, (el, m) in ids.items():
        if "-cell-" in ident:
            pts = [tuple(map(float, p.split(","))) for p in el.get("points").split()]
            # Page position = m @ point; board position = page position - piece offset.
            yield (
                ident.split("-cell-")[1],
                [
                    (m[0] * x + m[2] * y + m[4] - piece[4], m[1] * x + m[3] * y + m[5] - piece[5])
                    for x, y in pts
                ],
            )


@pytest.mark.parametrize("paper", PAPER)
def test_page_sizes(kit, paper):
    for part in ("board", "ants"):  # the food tiles share the ant tiles' sheet
        reader = PdfReader(kit / f"ant-trails-{part}-{paper}.pdf")
        for page in reader.pages:
            w, h = float(page.mediabox.width) * MM, float(page.mediabox.height) * MM
            assert sorted((round(w, 1), round(h, 1))) == sorted(PAPERS[paper])


@pytest.mark.parametrize("paper", PAPER)
def test_91_cells_with_the_right_centres_and_size(kit, paper):
    layout = load_game("ant-trails")
    geo = drawn_board(layout)
    size = layout.board.cell_size
    found: dict[str, tuple[float, float]] = {}
    for root in _svgs(kit, "board", paper):
        for name, pts in _board_cells(root):
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            assert max(xs) - min(xs) == pytest.approx(size, abs=0.2)  # across flats
            assert max(ys) - min(ys) == pytest.approx(2 * size / math.sqrt(3), abs=0.2)
            centre = (sum(xs) / 6, sum(ys) / 6)
            if name in found:  # drawn on two pieces: both pieces must agree where it is
                assert math.dist(found[name], centre) < 0.01
            found[name] = centre
    expected = {hexgrid.cell_name(c, r) for c, r in hexgrid.cells(6)}
    assert set(found) == expected and len(found) == 91
    for c, r in hexgrid.cells(6):
        x, y = hexgrid.centre(c, r, size, 6)
        # the centre cell in the middle of the board
        assert math.dist(found[hexgrid.cell_name(c, r)], (geo.width / 2 + x, geo.height / 2 + y)) < 0.2
        for n in hexgrid.neighbours(c, r, 6):
            assert math.dist(found[hexgrid.cell_name(c, r)], found[hexgrid.cell_name(*n)]) == pytest.approx(
                size, abs=0.2
            )
    # The spec's corners: a1 bottom-left, f1 bottom-right, a6 left, k6 right, f11 top-left, k11 top-right.
    assert found["a6"][0] < found["a1"][0] < found["f1"][0] < found["k6"][0]
    assert (
        found["f11"][1] == pytest.approx(found["k11"][1])
        and found["f11"][1] < found["a6"][1] < found["a1"][1]
    )


@pytest.mark.parametrize("paper", PAPER)
def test_all_91_labels_are_text_in_the_pdf(kit, paper):
    words: set[str] = set()
    with pdfplumber.open(kit / f"ant-trails-board-{paper}.pdf") as pdf:
        for page in pdf.pages:
            words |= {w["text"] for w in page.extract_words()}
    names = {hexgrid.cell_name(c, r) for c, r in hexgrid.cells(6)}
    assert names <= words
    assert set("abcdefghijk") <= words and {str(n) for n in range(1, 12)} <= words


@pytest.mark.parametrize("paper", PAPER)
def test_board_pieces_overlap_by_the_strip_and_reassemble(kit, paper):
    geo = drawn_board(load_game("ant-trails"))
    windows = []
    for root in _svgs(kit, "board", paper):
        ids = {el.get("id", ""): (el, m) for el, m in walk(root)}
        piece = next(m for k, (_, m) in ids.items() if "-piece-" in k)
        win, wm = (
            ids["p1-window"]
            if "p1-window" in ids
            else next(v for k, v in ids.items() if k.endswith("-window"))
        )
        x0 = float(win.get("x")) + wm[4] - piece[4]
        y0 = float(win.get("y")) + wm[5] - piece[5]
        windows.append((x0, y0, x0 + float(win.get("width")), y0 + float(win.get("height"))))
    windows.sort()
    assert len(windows) == 2  # the default board fits two pieces side by side on A4 and Letter
    (a0, ay0, a1, ay1), (b0, by0, b1, _by1) = windows
    assert a0 == pytest.approx(0, abs=0.01) and b1 == pytest.approx(geo.width, abs=0.01)
    assert a1 - b0 == pytest.approx(OVERLAP, abs=0.01)
    assert ay0 == by0 == pytest.approx(0, abs=0.01) and ay1 == pytest.approx(geo.height, abs=0.01)


@pytest.mark.parametrize("paper", PAPER)
def test_food_tiles_counts_and_values_in_the_ant_tiles_free_places(kit, paper):
    fronts = _svgs(kit, "ants", paper)[0]
    values = Counter(el.text for el, _ in walk(fronts) if "-food-points-" in el.get("id", ""))
    assert values == {"3": 4, "2": 4, "1": 4}
    layout = load_game("ant-trails")
    assert sorted((t.points, t.count) for t in layout.food_tiles) == [(1, 4), (2, 4), (3, 4)]
    with pdfplumber.open(kit / f"ant-trails-ants-{paper}.pdf") as pdf:
        assert len(pdf.pages) == 2  # 96 ant tiles and 12 food tiles on one sheet, front and back
        big = [
            w for w in pdf.pages[0].extract_words(extra_attrs=["size"]) if w["size"] > 12
        ]  # not the footer
        words = Counter(w["text"] for w in big)
        assert (words["3"], words["2"], words["1"]) == (4, 4, 4)
        back = {w["text"] for w in pdf.pages[1].extract_words(extra_attrs=["size"]) if w["size"] > 12}
        assert not back & {"1", "2", "3"}  # face down, nothing tells the points


@pytest.mark.parametrize("paper", PAPER)
def test_ant_tiles_are_hexes_a_cell_less_the_tolerance_in_both_colours(kit, paper):
    layout = load_game("ant-trails")
    roots = _svgs(kit, "ants", paper)
    fronts = [el for root in roots[::2] for el, _ in walk(root) if "-cut-front-" in el.get("id", "")]
    assert len(fronts) == 2 * layout.ant_tiles.per_colour
    pts = [tuple(map(float, p.split(","))) for p in fronts[0].get("points").split()]
    across = max(p[0] for p in pts) - min(p[0] for p in pts)
    tolerance = layout.ant_tiles.tolerance
    assert tolerance > 0 and across == pytest.approx(layout.board.cell_size - 2 * tolerance, abs=0.05)
    backs = [el for root in roots[1::2] for el, _ in walk(root) if "-cut-back-" in el.get("id", "")]
    assert len(backs) == len(fronts)


def test_board_paper_a3_prints_the_board_on_one_sheet(tmp_path):
    assert (
        main(
            [
                "build",
                "ant-trails",
                "--only",
                "board",
                "--board-paper",
                "a3",
                "--out",
                str(tmp_path),
                "--quiet",
                "--format",
                "pdf",
            ]
        )
        == 0
    )
    reader = PdfReader(tmp_path / "ant-trails" / "ant-trails-board-a3.pdf")
    assert len(reader.pages) == 1
    page = reader.pages[0]
    assert sorted((round(float(page.mediabox.width) * MM), round(float(page.mediabox.height) * MM))) == [
        297,
        420,
    ]


def _check_food(food: dict) -> None:
    side = 6
    assert Counter(food.values()) == {3: 4, 2: 4, 1: 4}
    cells = [hexgrid.parse_cell(name) for name in food]
    for cell in cells:
        assert cell is not None and hexgrid.is_on_board(*cell, side) and not hexgrid.is_border(*cell, side)
        assert not set(hexgrid.neighbours(*cell, side)) & set(cells)


def test_setup_command_prints_a_legal_transcript_block_and_a_picture(tmp_path, capsys):
    import yaml

    assert main(["setup", "ant-trails", "--seed", "7", "--out", str(tmp_path), "--quiet"]) == 0
    first = capsys.readouterr().out
    block = yaml.safe_load(first)
    _check_food(block["setup"]["food"])
    assert main(["setup", "ant-trails", "--seed", "7", "--out", str(tmp_path), "--quiet"]) == 0
    assert capsys.readouterr().out == first  # the seed decides everything
    pdf = tmp_path / "ant-trails" / "ant-trails-setup-7-a4.pdf"
    with pdfplumber.open(pdf) as doc:
        words = Counter(w["text"] for w in doc.pages[0].extract_words(extra_attrs=["size"]) if w["size"] > 8)
    assert (words["3"], words["2"], words["1"]) == (4, 4, 4)
    assert (tmp_path / "ant-trails" / "svg" / "ant-trails-setup-7-a4-001.svg").is_file()


def test_random_setups_are_always_legal():
    import random

    from printkit.games.ant_trails.setup import random_setup

    layout = load_game("ant-trails")
    seen = set()
    for seed in range(300):
        food = random_setup(layout, random.Random(seed))["food"]
        _check_food(food)
        seen.add(tuple(sorted(food.items())))
    assert len(seen) == 300


def test_setup_for_a_game_without_one_is_a_usage_error():
    assert main(["setup", "antheap", "--seed", "1"]) == 2


def test_the_board_and_tiles_are_drawn_from_the_layout_not_in_python():
    # issue 26: the board, the ant and the food tiles are described in layouts/ant-trails.yaml
    # (components: board: and ants:); no function of components.py makes a shape
    from tests.ported import shapes_made

    made = shapes_made("printkit/games/ant_trails/components.py")
    assert {"drawn_board", "build_board", "ant_tile", "food_front", "build_ants"} <= set(made)
    assert made == {key: set() for key in made}


def test_no_module_of_the_game_draws_a_shape():
    # issue 26: the board, tiles, box, cover and show's pieces and marks come from the layout's art;
    # the game's Python only says where they go (shared placing helpers: printkit/draw/picture.py)
    from tests.ported import shapes_made
    from tests.support import REPO

    modules = sorted((REPO / "printkit" / "games" / "ant_trails").glob("*.py"))
    assert len(modules) > 10
    for module in modules:
        made = shapes_made(str(module.relative_to(REPO)))
        assert made == {key: set() for key in made}, module.name


def test_cells_moved_in_the_layout_carry_the_pieces_set_on_them(tmp_path):
    # a YAML-only change to the board's grid: the pieces a cover, a setup sheet or a position puts on
    # a cell are set where the board drew that cell
    from printkit.draw.impose.tokens import hex_box
    from printkit.draw.scene import Group
    from printkit.games.ant_trails.components import tile_flats
    from printkit.games.ant_trails.kitinfo import _TRAILS, cover_art
    from printkit.games.loaded import load_layout

    grid = "=hexgrid(board.side, s, w / 2, h / 2)"
    mine = load_layout(_own_copy(tmp_path, grid, grid.replace("w / 2", "w / 2 + 3")))
    before, after = drawn_board(load_game("ant-trails")), drawn_board(mine)
    assert after.centre("f6") == pytest.approx((after.width / 2 + 3, after.height / 2))
    assert after.centre("a1")[0] - before.centre("a1")[0] == pytest.approx(3)
    (cover,), _, _ = cover_art(mine)
    first_tile = next(g for g in cover.items if isinstance(g, Group))  # the board itself is ungrouped
    half = hex_box(tile_flats(mine)) / 2
    x, y = after.centre(_TRAILS[0][0])
    assert first_tile.transform[4:] == pytest.approx((x - half, y - half))


def test_a_word_added_to_the_board_in_the_layout_is_printed_on_it(tmp_path):
    # What a designer does with no Python: a line of text on the board, in the YAML.
    marker = "        - text: {x: =frame + 3.0, y: =frame + 9.0, text: =game_name(),"
    line = "        - text: {x: =w - 8, y: =frame + 9.0, text: Made at home, size: 8, font: =style.text_font, colour: =style.plate, anchor: end}\n"
    layout = _own_copy(tmp_path, marker, line + marker)
    out = tmp_path / "out"
    assert main(["build", str(layout), "--out", str(out), "--only", "board", "-q"]) == 0
    pages = sorted((out / "mine" / "svg").glob("mine-board-a4-*.svg"))
    assert sum(">Made at home</text>" in p.read_text() for p in pages) == 1


def _own_copy(tmp_path: Path, old: str, new: str) -> Path:
    from tests.ported import own_layout

    return own_layout(tmp_path, "ant-trails.yaml", old, new)


def test_a_line_added_to_the_food_tiles_in_the_layout_is_printed_on_every_one(tmp_path):
    # What a designer does with no Python: a word under each food tile's leaves, in the YAML.
    line = "            - text: {x: =w / 2, y: =h - 1.5, text: food, size: 6, font: =style.text_font, colour: =style.food_ink, anchor: middle}\n"
    marker = "        back:  # every food tile's"
    layout = _own_copy(tmp_path, marker, line.rstrip("\n") + "\n" + marker)
    out = tmp_path / "out"
    assert main(["build", str(layout), "--out", str(out), "--only", "ants", "-q"]) == 0
    front = out / "mine" / "svg" / "mine-ants-a4-001.svg"  # the fronts; 002 holds their backs
    words = [
        t
        for t in ET.parse(front).getroot().iter("{http://www.w3.org/2000/svg}text")
        if (t.text or "").strip() == "food"
    ]
    assert len(words) == len(load_game("ant-trails").food_values) == 12


def test_a_layout_without_the_tiles_art_is_one_located_line(tmp_path, capsys):
    from tests.support import run_cli

    layout = _own_copy(tmp_path, "\n  ants:\n    kind: tokens", "\n  antz:\n    kind: tokens")
    assert run_cli("build", layout, "--out", tmp_path / "out", "--only", "ants", "-q") != 0
    (message,) = capsys.readouterr().err.strip().splitlines()
    assert "ant-trails.yaml:" in message and "expected the tiles' art under components.ants" in message


@pytest.mark.parametrize(
    "old, new, message",
    [
        (
            "size: =food_tile_size",
            "size: =food_tile_size * 100",
            "expected a token over 0 and at most 150 mm",
        ),
        ("each: {points: =food_values}", "each: {points: =food_valeus}", "did you mean 'food_values'?"),
        (
            "        back:  # every food tile's",
            "        bakc:  # every food tile's",
            "food.bakc: unknown key; did you mean 'back'?",
        ),
        (
            "      same_back: =ant_tiles.double_sided",
            "      same_back: =ant_tiles.double_sided\n      back: [circle: {r: 1}]",
            "a token set has one back",
        ),
    ],
)
def test_a_slip_in_the_tiles_art_is_one_located_line(tmp_path, capsys, old, new, message):
    from tests.support import run_cli

    layout = _own_copy(tmp_path, old, new)
    assert run_cli("build", layout, "--out", tmp_path / "out", "--only", "ants", "-q") != 0
    (line,) = capsys.readouterr().err.strip().splitlines()
    assert message in line and f"{layout}:" in line, line


def test_food_tiles_without_a_back_on_two_sided_sheets_are_refused_where_their_set_is(tmp_path, capsys):
    from tests.support import run_cli

    layout = _own_copy(
        tmp_path, "        back:  # every food tile's", "        nothing:  # every food tile's"
    )
    source = layout.read_text()
    start = source.index("        nothing:")
    end = source.index("\n\n", start)
    layout.write_text(source[:start] + source[end + 1 :])
    assert run_cli("build", layout, "--out", tmp_path / "out", "--only", "ants", "-q") != 0
    (line,) = capsys.readouterr().err.strip().splitlines()
    assert "a set sharing two-sided sheets needs a back: or same_back:" in line and f"{layout}:" in line, line


@pytest.mark.parametrize("seed", range(4))
def test_the_tiles_art_mutated_is_drawn_or_refused_on_one_located_line(tmp_path, seed):
    # a few seeds of tools/fuzz_art.py, which mutates this layout's components: among its seeds
    import random

    from tests.support import REPO
    from tests.vocab.mutate_art import mutate, run_one

    path = tmp_path / "ant-trails.yaml"
    path.write_text(mutate((REPO / "layouts" / "ant-trails.yaml").read_text(), random.Random(seed)))
    answer, seconds = run_one(path, frozenset({"ants"}))
    assert answer == "ok" or answer.startswith(str(path)), answer
    assert seconds < 5.0, (seconds, answer)


def test_the_trail_end_mark_changed_in_the_layout_is_what_show_draws(tmp_path):
    # a YAML-only change to what a position shows: the trail-end dot (components.board.parts) in blue
    from printkit.draw.scene import Circle
    from printkit.games.ant_trails.picture import picture
    from printkit.games.ant_trails.rules import AntTrails
    from printkit.games.loaded import load_layout
    from printkit.referee.fold import read_record
    from printkit.referee.reader import read_transcript_file
    from printkit.show.view import iter_views
    from tests.support import REPO

    mine = load_layout(_own_copy(tmp_path, 'r: =r, fill: "#f2c14e"', 'r: =r, fill: "#1f5fa8"'))
    game = AntTrails(mine)
    doc = read_transcript_file(str(REPO / "examples" / "transcripts" / "ant-trails" / "legal-finished.yaml"))
    record, claimed = read_record(game, doc.data)
    last = list(iter_views(game, record, claimed))[-1]
    dots = [s for s in picture(game, last).position if isinstance(s, Circle) and s.style.fill == "#1f5fa8"]
    assert len(dots) >= 3  # the trails' ends, and the key to the dot beside the scores
