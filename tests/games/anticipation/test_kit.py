"""The Anticipation kit, measured in the files it writes (SVG via xml.etree, PDF via pdfplumber)."""

from __future__ import annotations

import io
import re
import xml.etree.ElementTree as ET
from collections import Counter

import pdfplumber
import pytest

from printkit.core.errors import LayoutError
from printkit.draw.render.pdf import render_document
from printkit.draw.render.svg import render_page
from printkit.games.anticipation.components import COMPONENTS
from printkit.games.anticipation.schema import COLOURS
from printkit.games.loaded import load_game
from printkit.kit.build import BuildOptions, sheet_spec

SVG = "{http://www.w3.org/2000/svg}"
XLINK = "{http://www.w3.org/1999/xlink}href"
LAYOUT = load_game("anticipation")
BUILD = {c.name: c.build for c in COMPONENTS}


def _doc(name: str, **options):
    return BUILD[name](LAYOUT, sheet_spec(LAYOUT, BuildOptions(**options)))


def _svgs(doc):
    return [ET.fromstring(render_page(page, doc.symbols, f"p{i}")) for i, page in enumerate(doc.pages, 1)]


def _by_id(root):
    return {el.get("id"): el for el in root.iter() if el.get("id")}


def _translate(el) -> tuple[float, float]:
    m = re.fullmatch(r"matrix\(1 0 0 1 (\S+) (\S+)\)", el.get("transform", "matrix(1 0 0 1 0 0)"))
    assert m, el.get("transform")
    return float(m.group(1)), float(m.group(2))


@pytest.fixture(scope="module")
def board():
    (root,) = _svgs(_doc("board", board_paper="custom"))
    return _by_id(root)


def test_every_square_is_drawn_where_the_layout_puts_it(board):
    pitch, side = LAYOUT.board.pitch, LAYOUT.board.square
    for name, (x, y) in LAYOUT.board.squares.items():
        rect = board[f"p1-sq-{name}"]
        cx = float(rect.get("x")) + float(rect.get("width")) / 2
        cy = float(rect.get("y")) + float(rect.get("height")) / 2
        assert (round(cx, 3), round(cy, 3)) == (round(x * pitch, 3), round(y * pitch, 3)), name
        assert float(rect.get("width")) == pytest.approx(side)
        assert board[f"p1-name-{name}"].text == name


def test_starts_and_finishes_are_marked_on_their_squares(board):
    marked = {
        k.split("-", 2)[1:] and tuple(k.split("-", 2)[1:])
        for k in board
        if k.startswith(("p1-start-", "p1-finish-"))
    }
    expected = set()
    for nest in LAYOUT.board.nests.values():
        for e in nest.entrances:
            expected |= {("start", e.start), ("finish", e.finish)}
    assert marked == expected
    pitch, side = LAYOUT.board.pitch, LAYOUT.board.square
    for kind, name in expected:
        text = board[f"p1-{kind}-{name}"]
        assert text.text == kind.upper()
        x, y = LAYOUT.board.squares[name]
        assert abs(float(text.get("x")) - x * pitch) < side / 2
        assert abs(float(text.get("y")) - y * pitch) < side / 2


def test_ante_chamber_corners_are_in_their_colours(board):
    for colour, nest in LAYOUT.board.nests.items():
        assert board[f"p1-sq-{nest.corner}"].get("fill") == LAYOUT.colours[colour].fill
        assert board[f"p1-holding-{colour}"] is not None
    plain = [
        n
        for n in LAYOUT.board.squares
        if n.startswith("a") and n not in {nest.corner for nest in LAYOUT.board.nests.values()}
    ]
    assert all(board[f"p1-sq-{n}"].get("fill") == LAYOUT.style.square for n in plain)


def test_board_is_tiled_on_a4_and_letter():
    for paper in ("a4", "letter"):
        doc = _doc("board", paper=paper)
        assert len(doc.pages) == 4
        w, h = (210.0, 297.0) if paper == "a4" else (215.9, 279.4)
        assert all({round(p.width, 1), round(p.height, 1)} == {w, h} for p in doc.pages)


def test_each_nest_board_has_fourteen_spaces_and_the_queen():
    doc = _doc("nests")
    pdf = pdfplumber.open(io.BytesIO(render_document(doc)))
    assert len(pdf.pages) == 4
    for colour, page, root in zip(COLOURS, pdf.pages, _svgs(doc)):
        words = [w["text"] for w in page.extract_words()]
        text = " ".join(words)
        assert f"{colour.upper()} NEST" in text and "QUEEN ANT" in text
        assert all(str(k) in words for k in range(1, 15))
        circles = list(root.iter(f"{SVG}circle"))
        spaces = [
            c
            for c in circles
            if c.get("fill") == "#ffffff" and c.get("stroke") == LAYOUT.colours[colour].fill
        ]
        slots = [c for c in circles if c.get("stroke-dasharray")]
        assert len(spaces) == 14 and len(slots) == 7


def _pieces_pages():
    doc = _doc("pieces", duplex="long-edge")
    return doc, _svgs(doc)


def test_fifty_six_pieces_with_backs_mirrored_for_duplex():
    doc, roots = _pieces_pages()
    size = LAYOUT.pieces.size
    fronts, backs = {}, {}
    for page, root in zip(doc.pages, roots):
        for key, el in _by_id(root).items():
            m = re.fullmatch(r"p\d+-(front|back)-(\d+)", key)
            if m:
                (fronts if m.group(1) == "front" else backs)[int(m.group(2))] = (_translate(el), page)
    assert sorted(fronts) == sorted(backs) == list(range(1, 57))
    for k, ((x, y), page) in fronts.items():
        (bx, by), _back_page = backs[k]
        landscape = page.width > page.height
        if not landscape:  # long edge is vertical: the sheet turns left-right
            assert (round(bx, 3), round(by, 3)) == (round(page.width - x - size, 3), round(y, 3))
        else:
            assert (round(bx, 3), round(by, 3)) == (round(x, 3), round(page.height - y - size, 3))


def test_each_colour_has_every_segment_twice_once_per_mark():
    _, roots = _pieces_pages()
    seen: dict[str, Counter] = {c: Counter() for c in COLOURS}
    for root in roots:
        for key, el in _by_id(root).items():
            m = re.fullmatch(r"p\d+-back-(\d+)", key)
            if not m:
                continue
            colour = COLOURS[(int(m.group(1)) - 1) // 14]
            rim = el.find(f"{SVG}circle")
            assert rim.get("fill") == LAYOUT.colours[colour].fill
            (use,) = [u for u in el.iter(f"{SVG}use") if "segment-" in u.get(XLINK)]
            kind = use.get(XLINK)[1:].rsplit("-", 1)[0]
            plus = len(el.findall(f"{SVG}line")) == 2
            seen[colour][(kind, plus)] += 1
    for colour in COLOURS:
        assert len(seen[colour]) == 14 and set(seen[colour].values()) == {1}
        assert Counter(kind for kind, _ in seen[colour]) == Counter(
            dict.fromkeys({k for k, _ in seen[colour]}, 2)
        )
        assert len({k for k, _ in seen[colour]}) == 7


def test_dice_and_aids():
    # The two Water Barriers are on the pieces sheet: test_barriers_on_pieces_sheet.py.
    dice = _svgs(_doc("dice"))
    faces = [k for root in dice for k in _by_id(root) if re.fullmatch(r"p\d+-die\d-face-\d", k)]
    assert len(faces) == 12
    pdf = pdfplumber.open(io.BytesIO(render_document(_doc("aids", duplex="none"))))
    text = " ".join(p.extract_text() for p in pdf.pages)
    for colour in COLOURS:
        assert f"ANTICIPATION — {colour.upper()}" in text
    for heading in ("Your turn", "Doubles", "Two players", "Home", "No ants left?"):
        assert text.count(heading) == 4


def test_the_board_nests_pieces_and_dice_are_drawn_from_the_layout_not_in_python():
    # issue 26: the board, the nest boards, the ant pieces, the Water Barriers and the dice are described
    # in layouts/anticipation.yaml; the board's topology is handed over as facts (board_facts.py)
    from tests.ported import shapes_made

    for module, names in (
        (
            "printkit/games/anticipation/components.py",
            ("build_board", "build_nests", "build_pieces", "build_dice"),
        ),
        ("printkit/games/anticipation/board_facts.py", None),
        ("printkit/games/anticipation/drawn.py", None),
    ):
        made = shapes_made(module, names)
        assert made and made == {key: set() for key in made}, module
    facts = shapes_made("printkit/games/anticipation/board_facts.py")
    assert {"squares", "tunnels", "nest_boxes", "chamber", "square_centre", "nest_size"} <= set(facts)


def test_the_squares_kinds_and_arrows_come_from_the_facts():
    from printkit.games.anticipation.board_facts import squares

    facts = {q.name: q for q in squares(LAYOUT)}
    assert len(facts) == len(LAYOUT.board.squares)
    yellow = LAYOUT.board.nests["yellow"]  # top left, turned: its entrances on the ring below and beside it
    corner = facts[yellow.corner]
    assert (corner.kind, corner.colour, corner.dx, corner.dy) == ("corner", "yellow", 0.0, 0.0)
    start, finish = (
        facts[yellow.entrances[0].start],
        facts[yellow.entrances[0].finish],
    )  # 77 and 79, right of it
    assert (start.kind, finish.kind) == ("start", "finish")
    assert (start.dx, start.dy) == (1.0, 0.0) and (finish.dx, finish.dy) == (-1.0, 0.0)  # out of it, into it
    assert sum(q.kind == "plain" for q in facts.values()) == len(facts) - 4 * 5


def _drawn_texts(items):
    return [t for t in _shapes(items) if type(t).__name__ == "Text"]


def test_a_word_added_to_the_nest_in_the_layout_is_on_the_board_the_nest_boards_and_the_trays(tmp_path):
    # What a designer does with no Python: one line in the nest's art (parts: nest_floor) reaches the four
    # nests of the board, the four nest boards and the four trays' floors and well cards.
    from printkit.games.anticipation.drawn import drawn_board, drawn_nests
    from printkit.games.loaded import load_layout

    marker = "    - use: {part: nest_space,"
    line = (
        "    - text: {x: =w / 2, y: =h - 2 * u, text: our nest, size: 7, font: =style.text_font,"
        " colour: =style.ink, anchor: middle}\n"
    )
    layout = load_layout(_own_copy(tmp_path, marker, line + marker))
    assert [t.text for t in _drawn_texts(drawn_board(layout).items)].count("our nest") == 4
    nests = drawn_nests(layout)
    assert all([t.text for t in _drawn_texts(nests.items[c])].count("our nest") == 1 for c in COLOURS)
    trays = BUILD["trays"](layout, sheet_spec(layout, BuildOptions()))
    assert [t.text for p in trays.pages for t in _drawn_texts(p.items)].count("our nest") == 8
    assert "our nest" not in [t.text for t in _drawn_texts(drawn_board(LAYOUT).items)]


def test_the_arrows_moved_in_the_layout_move_on_every_start_and_finish(tmp_path):
    # a YAML-only change: the chevrons 1 mm further right on all 16 START and FINISH squares
    from printkit.games.anticipation.drawn import drawn_board
    from printkit.games.loaded import load_layout

    layout = load_layout(_own_copy(tmp_path, "let: {ax: =x + 4.4,", "let: {ax: =x + 5.4,"))

    def chevrons(lay):
        return [
            s.points
            for s in drawn_board(lay).items  # the marks' diamonds are in their groups
            if type(s).__name__ == "Polygon" and len(s.points) == 4 and s.style.fill
        ]

    moved, shipped = chevrons(layout), chevrons(LAYOUT)
    assert len(moved) == len(shipped) == 16
    for a, b in zip(moved, shipped):
        assert all(pa == pytest.approx((pb[0] + 1, pb[1])) for pa, pb in zip(a, b))


def test_low_ink_leaves_the_sand_bare_and_tints_the_floods(tmp_path):
    from printkit.draw.ink import Paints
    from printkit.games.anticipation.drawn import drawn_board

    normal, low = drawn_board(LAYOUT), drawn_board(LAYOUT, Paints("low"))
    assert normal.items[0].style.fill == LAYOUT.style.ground and low.items[0].style.fill is None
    corner = LAYOUT.board.nests["blue"].corner
    (dark,) = [s for s in _shapes(normal.items) if getattr(s, "id", None) == f"sq-{corner}"]
    (tint,) = [s for s in _shapes(low.items) if getattr(s, "id", None) == f"sq-{corner}"]
    assert dark.style.fill == LAYOUT.colours["blue"].fill != tint.style.fill


def test_a_slip_in_the_boards_facts_is_one_located_line_at_load(tmp_path):
    from printkit.games.loaded import load_layout

    path = _own_copy(tmp_path, 'text: "{q.name}"', 'text: "{q.nmae}"')
    with pytest.raises(LayoutError) as caught:
        load_layout(path)
    assert "no attribute of q 'nmae'; did you mean 'name'?" in caught.value.message
    assert (
        caught.value.location.line
        == path.read_text()
        .splitlines()
        .index(next(t for t in path.read_text().splitlines() if "{q.nmae}" in t))
        + 1
    )


def _own_copy(tmp_path, old: str, new: str):
    from tests.ported import own_layout

    return own_layout(tmp_path, "anticipation.yaml", old, new)


def test_the_magnet_mark_moved_in_the_layout_moves_on_every_hidden_back(tmp_path):
    # a YAML-only change: the magnet mark 1 mm lower on all 56 backs, nothing else on the sheet moves
    from printkit.games.loaded import load_layout

    layout = load_layout(_own_copy(tmp_path, "cy: =h / 2 + w * 0.24", "cy: =h / 2 + w * 0.24 + 1"))
    shipped = load_game("anticipation")

    def magnets(lay):
        doc = BUILD["pieces"](lay, sheet_spec(lay, BuildOptions()))
        back = doc.pages[1]
        return sorted(
            round(s.cy, 2)
            for s in _shapes(back.items)
            if type(s).__name__ == "Circle" and s.style.fill == lay.style.ink and s.r < 2
        )

    moved, before = magnets(layout), magnets(shipped)
    assert len(moved) == len(before) > 0
    assert all(abs(a - b - 1) < 0.011 for a, b in zip(moved, before)), (moved[:3], before[:3])


def test_a_number_on_each_die_face_is_a_yaml_only_change(tmp_path):
    # the dice's art is in the layout: a small figure in a corner of every face, nothing else moves
    from printkit.games.loaded import load_layout

    pips = """            - circle:
                {repeat: {p: =die_pips(value)}"""
    figure = """            - text: {x: =w - 1.5, y: =h - 1.5, text: "{value}", size: 6, font: =style.text_font,
                     colour: =style.ink, anchor: end}
"""
    layout = load_layout(_own_copy(tmp_path, pips, figure + pips))

    def faces(lay):
        doc = BUILD["dice"](lay, sheet_spec(lay, BuildOptions()))
        out = {}
        for s in _shapes(doc.pages[0].items):
            if type(s).__name__ == "Group" and s.id and re.fullmatch(r"die\d-face-\d", s.id):
                out[s.id] = (
                    [type(i).__name__ for i in s.items],
                    [i.text for i in _shapes(s.items) if hasattr(i, "text")],
                )
        return out

    changed, shipped = faces(layout), faces(load_game("anticipation"))
    assert len(changed) == len(shipped) == 12
    for ident, (kinds, texts) in changed.items():
        assert texts == [ident[-1]]  # the face's own value
        assert [k for k in kinds if k != "Text"] == shipped[ident][0] and shipped[ident][1] == []


def _shapes(items):
    for item in items:
        yield item
        yield from _shapes(getattr(item, "items", ()) or ())


@pytest.mark.parametrize(
    ("old", "new", "said"),
    [
        (
            "\n  pieces:\n    kind: tokens",
            "\n  piecez:\n    kind: tokens",
            "expected the pieces' art under components.pieces",
        ),
        (
            "\n  board:\n    kind: board",
            "\n  bord:\n    kind: board",
            "expected the board's art under components.board",
        ),
        (
            "\n  nests:\n    kind: board",
            "\n  nest_boards:\n    kind: board",
            "expected the nest boards' art under components.nests",
        ),
        (
            "\n  aids:\n    kind: cards",
            "\n  aid:\n    kind: cards",
            "expected the player aids' art under components.aids",
        ),
    ],
    ids=["pieces", "board", "nests", "aids"],
)
def test_a_layout_without_a_components_art_is_one_located_line(tmp_path, capsys, old, new, said):
    from tests.support import run_cli

    layout = _own_copy(tmp_path, old, new)
    assert run_cli("build", layout, "--out", tmp_path / "out", "--only", "pieces", "-q") != 0
    (message,) = capsys.readouterr().err.strip().splitlines()
    assert "anticipation.yaml:" in message and said in message


def test_the_aids_headings_resized_in_the_layout_are_printed_so_in_each_language(tmp_path):
    # a YAML-only change: the aid's headings at 8 pt, on every card of both languages; the words wrap as before
    from printkit.games.loaded import load_layout

    layout = load_layout(_own_copy(tmp_path, "heading_size: 7.2", "heading_size: 8"))

    def texts(lay):
        doc = BUILD["aids"](lay, sheet_spec(lay, BuildOptions(lang="both")))
        return [t for p in doc.pages for t in _drawn_texts(p.items)]

    changed, shipped = texts(layout), texts(LAYOUT)
    heads = [t for t in changed if t.text in ("Your turn", "내 차례")]
    assert len(heads) == 2 * len(COLOURS) and {t.size for t in heads} == {8}
    assert {t.font for t in heads} == {"Vera-Bold", "KoGothic-Bold"}
    assert [(t.text, t.x, t.y) for t in changed] == [(t.text, t.x, t.y) for t in shipped]  # nothing moves
    assert [t.size for t in changed] == [8 if t.size == 7.2 else t.size for t in shipped]


def test_the_aids_and_their_words_are_drawn_from_the_layout_not_in_python():
    # issue 26: the aids are layouts/anticipation.yaml's components: aids: (kind cards, a back a colour);
    # their words come from the words file as facts (aid_sections)
    from tests.ported import shapes_made

    for module, names in (
        ("printkit/games/anticipation/components.py", ("build_aids",)),
        ("printkit/games/anticipation/aid_words.py", None),
    ):
        made = shapes_made(module, names)
        assert made and made == {key: set() for key in made}, module


def test_say_and_game_name_speak_the_language_asked_for_and_languages_what_the_build_prints():
    from printkit.draw.ink import NORMAL
    from printkit.draw.vocab.cards import functions
    from printkit.layout.words import speaking

    said = functions(LAYOUT, NORMAL, "en")
    assert said["say"]("red") == "red" and said["say"]("red", "ko") not in ("", "red")
    assert said["game_name"]("ko") != said["game_name"]() == "Anticipation"
    for choice, langs in (("en", ("en",)), ("ko", ("ko",)), ("both", ("en", "ko"))):
        with speaking(choice):
            assert said["languages"]() == langs


def test_the_cover_is_drawn_from_the_layout_and_a_word_added_there_is_on_it(tmp_path):
    # issue 26: the cover's picture is components: cover: (the board's art, board_art); a YAML-only change
    # adds a word over it, on the cover and not on the printed board
    from printkit.games.anticipation import kitinfo
    from printkit.games.loaded import load_layout
    from tests.ported import shapes_made

    made = shapes_made("printkit/games/anticipation/kitinfo.py")
    assert "cover_art" in made and made == {key: set() for key in made}
    old = "    face: [use: board_art]\n  nests:"
    new = (
        "    face:\n      - use: board_art\n      - text: {x: =w / 2, y: 20, text: Welcome, size: 30,"
        " font: =style.title_font, colour: =style.ink, anchor: middle}\n  nests:"
    )
    layout = load_layout(_own_copy(tmp_path, old, new))
    art, w, h = kitinfo.cover_art(layout)
    shipped, sw, sh = kitinfo.cover_art(LAYOUT)
    assert (
        (w, h)
        == (sw, sh)
        == (LAYOUT.board.size[0] * LAYOUT.board.pitch, LAYOUT.board.size[1] * LAYOUT.board.pitch)
    )
    assert [t.text for t in _drawn_texts(art)].count("Welcome") == 1
    assert "Welcome" not in [t.text for t in _drawn_texts(shipped)]
    assert art[: len(shipped)] == shipped  # the board as the board component draws it, then the word
    board = BUILD["board"](layout, sheet_spec(layout, BuildOptions(board_paper="custom")))
    assert "Welcome" not in [t.text for p in board.pages for t in _drawn_texts(p.items)]


def test_no_module_of_the_game_draws_a_shape():
    # issue 26: what the vocabulary describes, no Python draws: no module of the game makes a shape (the
    # trays, wells and stands are components trays: and stands:); printkit show's panel and badges and the
    # setup sheet's numbers are the layout's parts, its pieces components: pieces:
    from tests.ported import shapes_made
    from tests.support import REPO

    modules = sorted((REPO / "printkit" / "games" / "anticipation").glob("*.py"))
    assert len(modules) > 20
    drawing = {}
    for module in modules:
        made = shapes_made(str(module.relative_to(REPO)))
        drawing[module.name] = {name for name, shapes in made.items() if shapes}
    assert {name for name, functions in drawing.items() if functions} == set()
    assert not (REPO / "printkit" / "games" / "anticipation" / "piece_art.py").exists()
    assert not (REPO / "printkit" / "games" / "anticipation" / "symbols.py").exists()


def _views(layout, transcript: str):
    from printkit.games.anticipation.rules import Anticipation
    from printkit.referee.fold import read_record
    from printkit.referee.reader import read_transcript_file
    from printkit.show.view import iter_views
    from tests.support import REPO

    game = Anticipation(layout)
    doc = read_transcript_file(str(REPO / "examples" / "transcripts" / "anticipation" / transcript))
    record, claimed = read_record(game, doc.data)
    return game, list(iter_views(game, record, claimed))


def test_show_draws_its_panel_and_badges_from_the_layouts_parts(tmp_path):
    # a YAML-only change to printkit show: the panel's heading in other words, the stacks' badges in red
    from printkit.draw.scene import Circle
    from printkit.games.anticipation.picture import picture
    from printkit.games.loaded import load_layout

    path = _own_copy(tmp_path, "text: Queen segments built,", "text: Queens so far,")
    text = path.read_text()
    old = '- circle: {x: =x, y: =y, r: "=2.6 if n < 10 else 3.1", fill: "#ffffff"'
    assert old in text
    path.write_text(text.replace(old, old.replace("#ffffff", "#ff0000"), 1))
    mine = load_layout(path)
    for layout, heading, disc in (
        (mine, "Queens so far", "#ff0000"),
        (LAYOUT, "Queen segments built", "#ffffff"),
    ):
        game, views = _views(layout, "legal-full-four.yaml")
        drawn = picture(game, views[-1])
        texts = [t.text for t in _drawn_texts(drawn.position)]
        assert heading in texts and texts.count("Queen segments built") == (heading == "Queen segments built")
        stacks = [v for v in views if any(len(st) > 1 for st in v.state.stacks.values())]
        assert stacks, "the game has a stack to count"
        badges = [
            c
            for c in _shapes(picture(game, stacks[0]).position)
            if isinstance(c, Circle) and c.r in (2.6, 3.1)
        ]
        assert badges and {c.style.fill for c in badges} == {disc}


def test_the_setup_sheet_numbers_each_nest_space_from_the_layouts_parts(tmp_path):
    # a YAML-only change to the referee's page: each nest space's number a size larger
    import random

    from printkit.games.anticipation.setup import random_setup, setup_document
    from printkit.games.loaded import load_layout

    old = 'text: "{k}", size: 6, font: =style.title_font'
    mine = load_layout(_own_copy(tmp_path, old, old.replace("size: 6,", "size: 7,")))
    for layout, size in ((mine, 7), (LAYOUT, 6)):
        drawn = random_setup(layout, random.Random(4), COLOURS)
        doc = setup_document(layout, drawn, 4, sheet_spec(layout, BuildOptions()))
        numbers = [t for t in _drawn_texts(doc.pages[1].items) if t.font == "Vera-Bold" and t.text.isdigit()]
        said = [t.text for t in numbers if t.size == size]
        assert sorted(said, key=int) == sorted([str(k) for k in range(1, 15)] * 4, key=int)
