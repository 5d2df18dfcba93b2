"""The Antheap kit measured in its real outputs: nets fold to dice, squares sit where the YAML says, page sizes."""

from __future__ import annotations

import dataclasses
import io
import math
import re
import xml.etree.ElementTree as ET
from functools import cache

import pytest
from pypdf import PdfReader

from printkit.draw.impose.nets import HALO
from printkit.draw.render.pdf import render_document
from printkit.draw.render.svg import render_page
from printkit.games.antheap.components import build_board, build_container, build_cubes, build_eggs
from printkit.games.antheap.schema import Net
from printkit.games.loaded import load_game
from printkit.geometry.affine import compose
from printkit.geometry.cube import fold_cube
from printkit.kit.build import BuildOptions, sheet_spec
from tests.scenewalk import page_walk
from tests.sweep import combos

SVG = "{http://www.w3.org/2000/svg}"
LAYOUT = load_game("antheap")
PT = 72 / 25.4
BUILDERS = {"board": build_board, "cubes": build_cubes, "eggs": build_eggs, "container": build_container}


def spec(paper="a4", board_paper=None):
    return sheet_spec(LAYOUT, BuildOptions(paper=paper, board_paper=board_paper))


@cache
def svg_pages(component: str, paper: str = "a4", board_paper: str | None = None) -> tuple[ET.Element, ...]:
    doc = BUILDERS[component](LAYOUT, spec(paper, board_paper))
    return tuple(ET.fromstring(render_page(p, doc.symbols, f"p{i}")) for i, p in enumerate(doc.pages, 1))


def matrix(el: ET.Element) -> tuple[float, ...]:
    text = el.get("transform", "matrix(1 0 0 1 0 0)")
    return tuple(float(v) for v in re.findall(r"[-\d.e]+", text))


def walk(el, m=(1, 0, 0, 1, 0, 0)):
    """Yield (element, its full transform) for every element under el."""
    m = compose(m, matrix(el))
    yield el, m
    for child in el:
        yield from walk(child, m)


# --- cube nets --------------------------------------------------------------------------------


def _rot(axis: str, quarter: int):
    c, s = round(math.cos(quarter * math.pi / 2)), round(math.sin(quarter * math.pi / 2))
    if axis == "x":
        return ((1, 0, 0), (0, c, -s), (0, s, c))
    return ((c, 0, s), (0, 1, 0), (-s, 0, c))


def _matmul(a, b):
    return tuple(tuple(sum(a[i][k] * b[k][j] for k in range(3)) for j in range(3)) for i in range(3))


def _body(r, v):  # R^T v: a world direction in the cube's own coordinates
    return tuple(sum(r[k][i] * v[k] for k in range(3)) for i in range(3))


def roll(cells: dict, root):
    """Roll a cube over the net's cells (an independent fold): each cell's body normal and art-up."""
    roll_by = {(1, 0): ("y", 1), (-1, 0): ("y", -1), (0, 1): ("x", -1), (0, -1): ("x", 1)}
    seen = {root: ((1, 0, 0), (0, 1, 0), (0, 0, 1))}
    todo = [root]
    while todo:
        c = todo.pop()
        for (dc, dr), (axis, q) in roll_by.items():
            n = (c[0] + dc, c[1] + dr)
            if n in cells and n not in seen:
                seen[n] = _matmul(_rot(axis, q), seen[c])
                todo.append(n)
    out = {}
    for c, r in seen.items():
        turn = cells[c]
        up = (round(math.sin(math.radians(turn))), -round(math.cos(math.radians(turn))), 0)
        out[c] = (_body(r, (0, 0, -1)), _body(r, up))
    return out


def net_faces(page: ET.Element, prefix: str) -> dict[int, tuple[tuple[int, int], int]]:
    """Return face value -> (grid cell, clockwise turn) for one net, read from the SVG."""
    edge = LAYOUT.cubes.edge
    found = {}
    for el, m in walk(page):
        ident = el.get("id", "")
        hit = re.fullmatch(rf"p\d+-{prefix}-face-(\d)", ident)
        if hit:
            a, b, c, d, e, f = m
            assert math.isclose(a * a + b * b, 1, abs_tol=1e-6), "faces are drawn at full size"
            turn = round(math.degrees(math.atan2(b, a))) % 360
            # the face's top-left corner before its turn about the centre: centre minus half an edge
            cx, cy = a * edge / 2 + c * edge / 2 + e, b * edge / 2 + d * edge / 2 + f
            found[int(hit.group(1))] = ((cx - edge / 2, cy - edge / 2), turn)
    assert sorted(found) == [1, 2, 3, 4, 5, 6]
    x0 = min(x for (x, _), _ in found.values())
    y0 = min(y for (_, y), _ in found.values())
    out = {}
    for value, ((x, y), turn) in found.items():
        col, row = (x - x0) / edge, (y - y0) / edge
        assert abs(col - round(col)) < 1e-3 and abs(row - round(row)) < 1e-3, "cells lie on the edge grid"
        out[value] = ((round(col), round(row)), turn)
    return out


NETS = [*"ABCDEF", "die"]
PAPERS = ("a4", "letter")


def net_page(prefix: str, paper: str = "a4", pages=None) -> ET.Element:
    """Return the sheet that carries one net (its faces' ids start with prefix)."""
    pages = svg_pages("cubes", paper) if pages is None else pages
    (page,) = [
        p for p in pages if any(re.fullmatch(rf"p\d+-{prefix}-face-1", el.get("id", "")) for el in p.iter())
    ]
    return page


def unturned(cells: dict) -> set:
    """Return a net's cells in each of the four quarter turns of the whole net, moved to start at (0, 0)."""
    out = set()
    for quarter in range(4):
        turned = dict(cells)
        for _ in range(quarter):
            turned = {v: (-r, c) for v, (c, r) in turned.items()}
        c0, r0 = min(c for c, _ in turned.values()), min(r for _, r in turned.values())
        out.add(frozenset((v, (c - c0, r - r0)) for v, (c, r) in turned.items()))
    return out


# every net and every paper in the suite, every net on every paper in the sweep (tests/sweep.combos)
@pytest.mark.parametrize(("prefix", "paper"), combos(NETS, PAPERS))
def test_net_folds_to_a_die_with_upright_faces(prefix, paper):
    check_die(net_faces(net_page(prefix, paper), prefix))


def _die_faces(cells):
    """Return face values for cells that put 1-6 opposite 6-1 (found by folding with the library)."""
    frames = fold_cube(cells)
    values, pairs = {}, iter(((1, 6), (2, 5), (3, 4)))
    for i, f in enumerate(frames):
        if i not in values:
            j = next(k for k, g in enumerate(frames) if g.normal == tuple(-x for x in f.normal))
            values[i], values[j] = next(pairs)
    return tuple(values[i] for i in range(6))


OTHER_NETS = [
    ((0, 0), (1, 0), (1, 1), (2, 1), (2, 2), (3, 2)),  # the staircase
    ((0, 0), (0, 1), (1, 1), (2, 1), (3, 1), (3, 2)),  # 1-4-1 with the ends on opposite sides
    ((0, 0), (1, 0), (2, 0), (2, 1), (3, 1), (4, 1)),  # 3-3
    ((1, 0), (1, 1), (0, 1), (0, 2), (0, 3), (-1, 3)),
]


@pytest.mark.parametrize(("cells", "paper"), combos(OTHER_NETS, PAPERS))
def test_other_nets_fold_to_upright_dice(cells, paper):
    net = Net(cells=cells, faces=_die_faces(cells))
    layout = dataclasses.replace(LAYOUT, cubes=dataclasses.replace(LAYOUT.cubes, net=net))
    doc = build_cubes(layout, spec(paper))
    pages = [ET.fromstring(render_page(p, doc.symbols, f"p{i}")) for i, p in enumerate(doc.pages, 1)]
    for prefix in ("A", "die"):
        faces = net_faces(net_page(prefix, pages=pages), prefix)
        got = frozenset((v, cell) for v, (cell, _) in faces.items())
        assert got in unturned(dict(zip(net.faces, cells))), "the net as laid out, at most turned as a whole"
        check_die(faces)


def test_an_upright_check_catches_a_turned_face():
    faces = net_faces(svg_pages("cubes")[0], "A")
    cell, turn = faces[4]
    faces[4] = (cell, (turn + 90) % 360)
    with pytest.raises(AssertionError):
        check_die(faces)


def check_die(faces):
    """Assert that faces (value -> cell, turn) fold to a die whose faces all read upright."""
    cells = dict(faces.values())
    value_at = {cell: v for v, (cell, _) in faces.items()}
    root = faces[1][0]
    folded = roll(cells, root)
    assert len(folded) == 6, "the six squares are joined edge to edge"
    normals = {cell: n for cell, (n, _) in folded.items()}
    assert len(set(normals.values())) == 6, "the net folds to a cube: no two squares on one side"
    by_normal = {n: value_at[c] for c, n in normals.items()}
    for n, v in by_normal.items():
        assert v + by_normal[tuple(-x for x in n)] == 7, "opposite faces sum to 7"
    front, vertical = folded[root]
    for cell, (n, up) in folded.items():
        if n == vertical:
            assert up == tuple(-x for x in front), (
                f"top face {value_at[cell]} reads upright, tipped towards you"
            )
        elif n == tuple(-x for x in vertical):
            assert up == front, f"bottom face {value_at[cell]} reads upright, tipped away"
        else:
            assert up == vertical, f"side face {value_at[cell]} reads upright"


def test_faces_land_where_the_yaml_says():
    net = LAYOUT.cubes.net
    want = unturned(dict(zip(net.faces, net.cells)))
    for paper in ("a4", "letter"):
        for prefix in NETS:
            got = frozenset((v, cell) for v, (cell, _) in net_faces(net_page(prefix, paper), prefix).items())
            assert got in want


@pytest.mark.parametrize("letter", "ABCDEF")
def test_each_ant_face_shows_that_many_ants(letter):
    seen = 0
    for el, _ in walk(net_page(letter)):
        hit = re.fullmatch(rf"p\d+-{letter}-face-(\d)", el.get("id", ""))
        if hit:
            ants = [
                u for u in el.iter(f"{SVG}use") if "ant" in u.get("{http://www.w3.org/1999/xlink}href", "")
            ]
            assert len(ants) == int(hit.group(1))
            seen += 1
    assert seen == 6


def test_net_cut_lines_are_solid_and_fold_lines_dashed():
    page = svg_pages("cubes")[0]
    lines = list(page.iter(f"{SVG}line"))
    dashed = [ln for ln in lines if ln.get("stroke-dasharray")]
    assert dashed and len(dashed) < len(lines)
    # a cross net has 5 folds between faces and one per glue tab (7 tabs): 12 per net, 7 nets on A4
    assert len(dashed) == 7 * 12


def net_outlines(page: ET.Element) -> dict[str, list[tuple[float, float, float, float]]]:
    """Return each net's cut and fold segments on the page (x1, y1, x2, y2 in mm), by net id."""
    nets = {}
    for group, gm in walk(page):
        if not re.fullmatch(r"p\d+-net-\d+", group.get("id", "")):
            continue
        segments = []
        # a face's art (its border pattern's strokes) is no cut or fold line
        faces = {id(d) for f in group.iter() if re.search(r"face-\d+$", f.get("id", "")) for d in f.iter()}
        for el, m in (hit for child in group for hit in walk(child, gm)):
            if id(el) in faces:
                continue
            if el.tag == f"{SVG}line":
                local = [
                    (float(el.get("x1")), float(el.get("y1"))),
                    (float(el.get("x2")), float(el.get("y2"))),
                ]
            elif el.tag == f"{SVG}polyline":
                local = [tuple(map(float, p.split(","))) for p in el.get("points").split()]
            else:
                continue
            pts = [(m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]) for x, y in local]
            segments += [(*a, *b) for a, b in zip(pts, pts[1:])]
        nets[group.get("id")] = segments
    return nets


def _point_to_segment(px, py, s):
    x1, y1, x2, y2 = s
    dx, dy = x2 - x1, y2 - y1
    t = max(0.0, min(1.0, ((px - x1) * dx + (py - y1) * dy) / (dx * dx + dy * dy or 1.0)))
    return math.hypot(px - x1 - t * dx, py - y1 - t * dy)


def _crosses(s, t):
    def side(ax, ay, bx, by, cx, cy):
        return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)

    return (side(*s, *t[:2]) * side(*s, *t[2:]) < 0) and (side(*t, *s[:2]) * side(*t, *s[2:]) < 0)


def _bbox_gap(a, b) -> float:
    """Return the distance between the boxes round two sets of segments: never more than theirs."""
    ax = [v for s in a for v in (s[0], s[2])]
    ay = [v for s in a for v in (s[1], s[3])]
    bx = [v for s in b for v in (s[0], s[2])]
    by = [v for s in b for v in (s[1], s[3])]
    dx = max(0.0, min(bx) - max(ax), min(ax) - max(bx))
    dy = max(0.0, min(by) - max(ay), min(ay) - max(by))
    return math.hypot(dx, dy)


def gap_between(a, b, enough: float = math.inf) -> float:
    """Return the shortest distance between two sets of segments; once their boxes lie enough apart, that lower bound."""
    bound = _bbox_gap(a, b)
    if bound >= enough:
        return bound  # the segments lie at least this far apart: as far as the caller needs to know
    best = math.inf
    for s in a:
        for t in b:
            if _crosses(s, t):
                return 0.0
            best = min(
                best,
                _point_to_segment(*s[:2], t),
                _point_to_segment(*s[2:], t),
                _point_to_segment(*t[:2], s),
                _point_to_segment(*t[2:], s),
            )
    return best


def _pdf_captions(paper: str) -> list[list[tuple[str, tuple[float, float, float, float]]]]:
    """Return per page the caption lines (text, box in mm) read from the PDF with pdfium, leaving out ruler and footer."""
    import ctypes

    import pypdfium2 as pdfium
    import pypdfium2.raw as raw

    mm = 25.4 / 72
    out = []
    pdf = pdfium.PdfDocument(render_document(build_cubes(LAYOUT, spec(paper))))
    for k in range(len(pdf)):
        page = pdf[k]
        height = page.get_height()
        text = page.get_textpage()
        lines: list[list[tuple[str, tuple[float, ...]]]] = [[]]
        for i in range(text.count_chars()):
            char = chr(raw.FPDFText_GetUnicode(text, i))
            if char in "\r\n\x00\ufffe":  # pdfium's break between two text objects
                lines.append([])
                continue
            box = [ctypes.c_double() for _ in range(4)]
            raw.FPDFText_GetCharBox(text, i, *box)
            left, right, bottom, top = (v.value for v in box)
            here = (left * mm, (height - top) * mm, right * mm, (height - bottom) * mm)
            inked = [b for c, b in lines[-1] if c.strip()]
            if char.strip() and inked and (here[0] - inked[-1][2] > 3 or abs(here[3] - inked[-1][3]) > 1.5):
                lines.append([])  # another text object, on the same row or not
            lines[-1].append((char, here))
        found = []
        for line in lines:
            words = "".join(c for c, _ in line).strip()
            if words.endswith("ant cube") or words == "the die":
                inked = [b for c, b in line if c.strip()]
                box = (
                    min(b[0] for b in inked),
                    min(b[1] for b in inked),
                    max(b[2] for b in inked),
                    max(b[3] for b in inked),
                )
                found.append((words, box))
        out.append(found)
        text.close()
        page.close()
    pdf.close()
    return out


@pytest.mark.parametrize("paper, per_sheet", [("a4", [7]), ("letter", [7])])
def test_cube_nets_fit_one_sheet_inside_the_margins_and_apart(paper, per_sheet):
    pdf = PdfReader(io.BytesIO(render_document(build_cubes(LAYOUT, spec(paper)))))
    assert len(pdf.pages) == len(per_sheet)
    pages = svg_pages("cubes", paper)
    assert [len(net_outlines(p)) for p in pages] == per_sheet
    margin = LAYOUT.print.margin
    for page in pages:
        w, h = (float(page.get(k).removesuffix("mm")) for k in ("width", "height"))
        nets = list(net_outlines(page).values())
        for segments in nets:
            xs = [v for s in segments for v in (s[0], s[2])]
            ys = [v for s in segments for v in (s[1], s[3])]
            assert min(xs) >= margin and min(ys) >= margin and max(xs) <= w - margin and max(ys) <= h - margin
        for i, a in enumerate(nets):
            for b in nets[i + 1 :]:
                assert gap_between(a, b, enough=5) >= 5 - 1e-6, "room for scissors between nets"
        ids = {el.get("id") for el in page.iter()}
        assert any(i and i.endswith("-ruler") for i in ids) and any(i and i.endswith("-footer") for i in ids)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_each_caption_sits_clear_of_the_nets_and_nearest_its_own(paper):
    names = {f"{k} \u2014 {t.name} ant cube": i for i, (k, t) in enumerate(LAYOUT.board.tracks.items())}
    names["the die"] = len(names)
    for page, captions in zip(svg_pages("cubes", paper), _pdf_captions(paper)):
        nets = net_outlines(page)
        present = {int(key.rsplit("-", 1)[1]) - 1 for key in nets}
        assert sorted(text for text, _ in captions) == sorted(n for n, i in names.items() if i in present)
        for text, (x0, y0, x1, y1) in captions:
            edges = [(x0, y0, x1, y0), (x1, y0, x1, y1), (x1, y1, x0, y1), (x0, y1, x0, y0)]
            own = f"net-{names[text] + 1}"
            mine = gap_between(edges, next(segs for key, segs in nets.items() if key.endswith(own)))
            # another net only needs measuring as far as this caption's own
            gaps = {key.split("-", 1)[1]: gap_between(edges, segs, enough=mine) for key, segs in nets.items()}
            assert min(gaps.values()) >= 0.5, f"{text!r} touches a net"
            assert gaps[own] == min(gaps.values()), f"{text!r} is nearer another net than its own"
            assert gaps[own] <= 5, f"{text!r} is far from its net"


def net_lines(net):
    """Return a net's own dark cut and fold lines: its lines and its line group's, without the white ones under them."""
    groups = [net, *(g for g in net.findall(f"{SVG}g") if not g.get("id"))]
    return [ln for g in groups for ln in g.findall(f"{SVG}line") if ln.get("stroke") != HALO]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_net_folds_to_the_layout_cube_size(paper):
    nets = [
        g
        for page in svg_pages("cubes", paper)
        for g in page.iter(f"{SVG}g")
        if re.fullmatch(r"p\d+-net-\d+", g.get("id", ""))
    ]
    assert len(nets) == 7
    for net in nets:
        a, b, c, d = matrix(net)[:4]
        edges = []  # the net's own cut and fold lines (not lines drawn inside a face's art)
        for ln in net_lines(net):
            dx, dy = float(ln.get("x2")) - float(ln.get("x1")), float(ln.get("y2")) - float(ln.get("y1"))
            edges.append(math.hypot(a * dx + c * dy, b * dx + d * dy))
        assert edges == pytest.approx([LAYOUT.cubes.edge] * 19, abs=0.01)


# --- board ------------------------------------------------------------------------------------


def test_every_square_is_drawn_where_the_yaml_puts_it():
    (page,) = svg_pages("board", "a4", "custom")
    board = LAYOUT.board
    half = board.size / 2
    drawn = {}
    for el, m in walk(page):
        hit = re.fullmatch(r"p1-sq-(\w+)", el.get("id", ""))
        if hit:
            pts = [float(v) for v in re.split(r"[ ,]+", el.get("points").strip())]
            drawn[hit.group(1)] = [
                (m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]) for x, y in zip(pts[0::2], pts[1::2])
            ]
    assert set(drawn) == set(board.squares)
    (group,) = [el for el in page.iter(f"{SVG}g") if el.get("id") == "p1-board"]
    ox, oy = matrix(group)[4:]
    for name, points in drawn.items():
        sq = board.squares[name]
        band = board.bands[sq.band]
        a0, a1 = band.span(sq.slot)
        for x, y in points:
            dx, dy = x - ox - half, y - oy - half
            r = math.hypot(dx, dy)
            angle = math.degrees(math.atan2(dx, -dy))
            assert min(abs(r - band.inner), abs(r - band.outer)) < 0.05, name
            assert (angle - a0 + 1e-3) % 360 <= (a1 - a0) + 2e-3, name


def test_run_squares_show_their_numbers_and_the_x_squares_an_x():
    (page,) = svg_pages("board", "a4", "custom")
    texts = {el.get("id"): el.text for el in page.iter(f"{SVG}text") if el.get("id")}
    for name, sq in LAYOUT.board.squares.items():
        if sq.number:
            assert texts[f"p1-num-{name}"] == str(sq.number)
        if sq.kind == "x":
            assert texts[f"p1-x-{name}"] == "X"


def _turn(a: float, b: float) -> float:
    """Return the angle from b to a, degrees, in (-180, 180]."""
    return -((b - a + 180) % 360 - 180)


def test_the_board_facts_follow_the_squares_the_referee_walks():
    # the arrows and tunnels the board's art draws (schema.py) are read from each square's `next`
    board = LAYOUT.board
    spans = {q.name: q for q in LAYOUT.squares}
    assert list(spans) == list(board.squares)
    arrows = {a.square: a for a in LAYOUT.arrows}
    tunnels = {t.track: t for t in LAYOUT.tunnels}
    for name, sq in board.squares.items():
        here, there = spans[name], spans[sq.next]
        assert (here.kind, here.track, here.number) == (sq.kind, sq.track, sq.number)
        if (
            sq.kind == "approach" and board.squares[sq.next].kind == "x"
        ):  # its way on is a tunnel, not an arrow
            assert name not in arrows and name == board.paths[sq.track][-2]
            tunnel = tunnels[sq.track]
            assert tunnel.angle == pytest.approx((here.start + here.end) / 2)
            assert (tunnel.outer, tunnel.inner) == (here.inner, there.outer)  # across the soil between them
            continue
        arrow = arrows[name]
        if arrow.kind == "along":  # on the edge the two squares share, pointing clockwise into the next
            assert _turn(arrow.angle, here.end) == pytest.approx(0) and _turn(
                arrow.angle, there.start
            ) == pytest.approx(0)
            assert _turn(arrow.heading, arrow.angle) == pytest.approx(90)
        else:  # from Base 6 through the arc it shares with Approach 1, pointing at the centre
            assert (sq.kind, board.squares[sq.next].number) == ("base", 1) and there.outer == here.inner
            for q in (here, there):
                assert 0 < _turn(arrow.angle, q.start) < _turn(q.end, q.start)
            assert _turn(arrow.heading, arrow.angle) == pytest.approx(180)
    assert len(arrows) == len(board.squares) - len(tunnels) == 90


def test_the_drawn_arrows_point_the_way_the_facts_say():
    # each chevron (white-edged, in drawing order: the tunnels' then the arrows') points along its fact's heading
    from printkit.draw.scene import Polygon
    from printkit.games.antheap.components import drawn_board

    chevrons = [
        s for s in drawn_board(LAYOUT).items if isinstance(s, Polygon) and s.style.stroke == "#ffffff"
    ]
    headings = [t.angle + 180 for t in LAYOUT.tunnels] + [a.heading for a in LAYOUT.arrows]
    assert len(chevrons) == len(headings) == 96
    for chevron, heading in zip(chevrons, headings):
        (tx, ty), _, (nx, ny), _ = chevron.points  # the tip and the notch behind it
        assert _turn(math.degrees(math.atan2(tx - nx, ny - ty)), heading) == pytest.approx(0, abs=0.1)


def test_the_board_is_drawn_from_the_layout_not_in_python():
    # issue 26: the board is described in layouts/antheap.yaml (components: board:); its Python hands
    # the art facts (schema.py: square_spans, board_arrows, board_tunnels) and places the drawing
    from tests.ported import shapes_made

    functions = ("drawn_board", "build_board")
    assert shapes_made("printkit/games/antheap/components.py", functions) == {key: set() for key in functions}
    facts = shapes_made("printkit/games/antheap/schema.py")
    assert {"square_spans", "board_arrows", "board_tunnels"} <= set(facts) and facts == {
        key: set() for key in facts
    }


def test_the_number_size_changed_in_the_layout_reaches_the_board_and_the_show_picture(tmp_path):
    # a YAML-only change: the run squares' numbers from 17 to 14 pt, on the printed board and on a position
    from printkit.cli.app import main
    from printkit.games.antheap.components import drawn_board
    from printkit.games.loaded import load_layout
    from tests.ported import own_layout
    from tests.support import EXAMPLES

    old = '{y: =17 * pt * 0.36, text: "{q.number}", size: 17,'
    path = own_layout(tmp_path, "antheap.yaml", old, old.replace("17", "14"))
    numbers = [t for t in _texts(drawn_board(load_layout(path)).items) if (t.id or "").startswith("num-")]
    assert len(numbers) == 72 and {t.size for t in numbers} == {14}
    out = tmp_path / "out"
    assert main(["build", str(path), "--out", str(out), "--only", "board", "-q"]) == 0
    sizes = {
        el.get("font-size")
        for page in sorted((out / "mine" / "svg").glob("mine-board-a4-*.svg"))
        for el in ET.parse(page).iter(f"{SVG}text")
        if re.fullmatch(r"p\d+-num-\w+", el.get("id", ""))
    }
    assert sizes == {f"{14 / PT:.3f}"}  # 14 pt, written in mm
    shown = tmp_path / "shown.svg"
    game = EXAMPLES / "antheap" / "legal-short.yaml"
    assert main(["show", str(game), "--layout", str(path), "-o", str(shown)]) == 0
    assert {
        el.get("font-size") for el in ET.parse(shown).iter(f"{SVG}text") if "-num-" in el.get("id", "")
    } == sizes


def test_a_slip_in_a_board_fact_is_one_located_line(tmp_path):
    from printkit.core.errors import LayoutError
    from printkit.games.loaded import load_layout
    from tests.ported import own_layout

    path = own_layout(tmp_path, "antheap.yaml", "heading: =e.heading", "heading: =e.headng")
    with pytest.raises(LayoutError) as caught:
        load_layout(path)
    assert "e.headng: no attribute of e 'headng'; did you mean 'heading'?" in caught.value.message
    line = path.read_text().splitlines().index("              heading: =e.headng") + 1
    assert caught.value.location.line == line


def _texts(items):
    from printkit.draw.scene import Group, Text

    for item in items:
        if isinstance(item, Text):
            yield item
        elif isinstance(item, Group):
            yield from _texts(item.items)


@pytest.mark.parametrize(
    ("component", "paper", "size"),
    [(c, *paper) for c, paper in combos(BUILDERS, [("a4", (210, 297)), ("letter", (215.9, 279.4))])],
)
def test_page_sizes(component, paper, size):
    build = BUILDERS[component]
    reader = PdfReader(io.BytesIO(render_document(build(LAYOUT, spec(paper)))))
    for page in reader.pages:
        w, h = float(page.mediabox.width) / PT, float(page.mediabox.height) / PT
        assert sorted((round(w, 1), round(h, 1))) == sorted(size)


def test_board_tiles_over_four_a4_sheets_and_fits_one_a2():
    assert len(build_board(LAYOUT, spec("a4")).pages) == 4
    (a2,) = build_board(LAYOUT, spec("a4", "a2")).pages
    assert sorted((a2.width, a2.height)) == [420, 594]


def test_thirty_egg_counters():
    fronts = [
        el
        for page in svg_pages("eggs")
        for el in page.iter(f"{SVG}g")
        if re.fullmatch(r"p\d+-front-\d+", el.get("id", ""))
    ]
    assert len(fronts) == LAYOUT.eggs.count == 30


def test_outputs_are_deterministic():
    for build in BUILDERS.values():
        a, b = build(LAYOUT, spec()), build(LAYOUT, spec())
        assert render_document(a) == render_document(b)
        assert render_page(a.pages[0], a.symbols) == render_page(b.pages[0], b.symbols)


def test_each_net_is_six_equal_squares_of_the_layout_edge():
    page = svg_pages("cubes")[0]
    edge = LAYOUT.cubes.edge
    (net,) = [el for el in page.iter(f"{SVG}g") if el.get("id") == "p1-net-1"]
    lines = net_lines(net)
    # 5 folds between faces, 7 folds under glue tabs, 7 bare cut edges: 19 edges, each one cube edge long
    assert len(lines) == 19
    for ln in lines:
        x1, y1, x2, y2 = (float(ln.get(k)) for k in ("x1", "y1", "x2", "y2"))
        assert math.hypot(x2 - x1, y2 - y1) == pytest.approx(edge, abs=0.01)
    tabs = [el for el in net.iter(f"{SVG}polyline") if el.get("stroke") != HALO]
    assert len(tabs) == 7


def test_the_container_is_a_floor_with_double_walls_and_fits_the_nest():
    box = LAYOUT.container
    (page,) = svg_pages("container")
    found = {}
    for el, m in walk(page):
        hit = re.fullmatch(r"p1-tray-(floor|top|right|bottom|left)(-outer)?", el.get("id", ""))
        if hit:
            found[hit.group(1) + (hit.group(2) or "")] = m
    walls = ("top", "right", "bottom", "left")
    assert sorted(found) == sorted(["floor", *walls, *(f"{w}-outer" for w in walls)])
    fx, fy = found["floor"][4:]
    centre = (fx + box.side / 2, fy + box.side / 2)
    # each wall's art box (side x depth) lies against one side of the floor, its top on the rim; the
    # outer half's art, beyond the rim, is turned so that its top is on the rim too (it reads upright
    # once folded down the outside), its foot a wall's depth further out
    for name, (wx, wy) in zip(walls, ((0, -1), (1, 0), (0, 1), (-1, 0))):
        for layer, foot in ((name, 0), (f"{name}-outer", 2)):
            a, b, c, d, e, f = found[layer]
            top_mid = (a * box.side / 2 + e, b * box.side / 2 + f)
            foot_mid = (a * box.side / 2 + c * box.depth + e, b * box.side / 2 + d * box.depth + f)
            rim = box.side / 2 + box.depth
            assert top_mid[0] - centre[0] == pytest.approx(wx * rim, abs=0.01)
            assert top_mid[1] - centre[1] == pytest.approx(wy * rim, abs=0.01)
            reach = box.side / 2 + foot * box.depth
            assert foot_mid[0] - centre[0] == pytest.approx(wx * reach, abs=0.01)
            assert foot_mid[1] - centre[1] == pytest.approx(wy * reach, abs=0.01)
    assert box.side * math.sqrt(2) / 2 <= LAYOUT.board.nest_radius


@pytest.mark.parametrize("bleed", [0.0, 1.5, 3.0])
def test_an_egg_counters_ground_runs_into_the_bleed(bleed):
    from printkit.draw.scene import Circle
    from printkit.games.antheap.components import egg_face

    size = LAYOUT.eggs.size
    ground = egg_face(LAYOUT, bleed)[0]
    assert isinstance(ground, Circle) and (ground.cx, ground.cy) == (size / 2, size / 2)
    assert ground.r >= size / 2 + bleed  # a cut a little outside the line shows the ground, not paper
    doc = build_eggs(LAYOUT, sheet_spec(LAYOUT, BuildOptions(bleed=bleed)))
    on_pieces = [f for f in page_walk(doc, 0, (Circle,)) if f.piece is not None]
    assert any(abs(f.item.r - ground.r) < 1e-9 for f in on_pieces)  # the sheet draws the grown ground


def test_the_egg_tray_folds_closed_with_its_walls_over_the_rim_and_the_box_holds_the_pieces():
    from printkit.draw.impose.gamebox import box_trays, pack
    from printkit.draw.impose.trays import tray_fold
    from printkit.draw.vocab import box, tray
    from printkit.games.antheap.components import build_box
    from tests.netcheck import check_drawn_is_model, check_folds
    from tests.netcheck import svg_pages as doc_pages

    container = tray.start(LAYOUT, "container", LAYOUT.components["container"])
    net = tray_fold(tray.tray(container, {}))
    (page,) = svg_pages("container")
    check_drawn_is_model(net, page, "tray")
    check_folds(net, open_edges=0)  # double walls: printed inside and out, the tabs between the layers
    b = LAYOUT.box
    blocks = box.start(LAYOUT, "box", LAYOUT.components["box"]).blocks  # what the layout says it holds
    assert len(blocks) >= len(LAYOUT.board.tracks) + 2  # the cubes, the die, the eggs
    base, lid = box_trays(blocks, b.folded_thickness, b.play, b.tab, b.lid_depth)
    (box_page,) = doc_pages(build_box(LAYOUT, spec()))
    for folded, ident in ((base, "box-tray"), (lid, "box-lid")):
        check_drawn_is_model(tray_fold(folded), box_page, ident)
        check_folds(tray_fold(folded), open_edges=4)
    packed = pack(blocks)
    assert base.width - packed.width >= b.play - 1e-9 and base.height - packed.depth >= b.play - 1e-9
    assert base.depth >= LAYOUT.cubes.edge + b.play - 1e-9
    assert lid.width >= base.width + 2 * b.folded_thickness + b.play - 1e-9


def test_the_egg_counters_are_drawn_from_the_layout_not_in_python():
    # issue 26: the egg counters are described in layouts/antheap.yaml (components: eggs:)
    from tests.ported import shapes_made

    functions = ("egg_face", "build_eggs", "ant_face", "build_cubes")  # and the ant cubes and die
    assert shapes_made("printkit/games/antheap/components.py", functions) == {key: set() for key in functions}


def test_the_cube_letter_moved_in_the_layout_moves_on_every_face_and_in_the_words(tmp_path):
    # a YAML-only change: the track letter from a corner to the middle of the top edge of every ant
    # cube's face, and the kit's words, which say where a face shows it, follow the art
    from printkit.draw.scene import Group, Text
    from printkit.games.antheap.components import ant_face, cube_letter
    from printkit.games.antheap.kitinfo import values
    from printkit.games.loaded import load_layout
    from tests.ported import own_layout

    before = values(LAYOUT)["cube_letter"]
    path = own_layout(tmp_path, "antheap.yaml", "lx: =w * 0.83", "lx: =w * 0.5")
    mine = load_layout(path)
    assert cube_letter(mine)[0] == pytest.approx(0.5, abs=0.02)
    assert (before, values(mine)["cube_letter"]) == ("in a corner", "by an edge")
    for face in (1, 6):
        letters = [
            s
            for s in ant_face(mine, "B", face)
            if isinstance(s, Group) and any(isinstance(t, Text) for t in s.items)
        ]
        assert letters and letters[0].transform[4] == pytest.approx(0.5 * mine.cubes.edge)


def test_a_word_added_to_the_eggs_in_the_layout_is_on_both_sides_of_every_counter(tmp_path):
    # a YAML-only change: a word on each egg counter, printed on the fronts and on their backs
    from printkit.cli.app import main
    from tests.support import REPO

    text = (REPO / "layouts" / "antheap.yaml").read_text()
    line = "          - symbol: {template: egg,"
    assert line in text
    word = (
        "          - text: {x: =w / 2, y: =h - 2, text: egg, size: 6, font: =style.text_font,"
        " colour: =style.ink, anchor: middle}\n"
    )
    layout = tmp_path / "antheap.yaml"
    layout.write_text(
        text.replace(line, word + line, 1).replace("file_prefix: antheap", "file_prefix: mine", 1)
    )
    out = tmp_path / "out"
    assert main(["build", str(layout), "--out", str(out), "--only", "eggs", "-q"]) == 0
    sides = sorted((out / "mine" / "svg").glob("mine-eggs-a4-*.svg"))
    words = [len(re.findall(r">egg</text>", p.read_text())) for p in sides]
    count = load_game("antheap").eggs.count
    assert sum(words) == 2 * count and words[0] == words[1], words  # fronts, then their backs


def test_a_layout_without_the_eggs_art_is_one_located_line(tmp_path, capsys):
    from tests.support import REPO, run_cli

    text = (REPO / "layouts" / "antheap.yaml").read_text()
    assert "\n  eggs:\n    kind: tokens" in text
    layout = tmp_path / "antheap.yaml"
    layout.write_text(text.replace("\n  eggs:\n    kind: tokens", "\n  eggz:\n    kind: tokens", 1))
    assert run_cli("build", layout, "--out", tmp_path / "out", "--only", "eggs", "-q") != 0
    (message,) = capsys.readouterr().err.strip().splitlines()
    assert "antheap.yaml:" in message and "expected the eggs' art under components.eggs" in message


def test_the_box_is_drawn_from_the_layout_not_in_python():
    # issue 26: the box is described in layouts/antheap.yaml (components: box:), its lid's picture too
    from tests.ported import shapes_made

    assert shapes_made("printkit/games/antheap/components.py", ("build_box",)) == {"build_box": set()}


def test_an_egg_added_to_the_lid_in_the_layout_is_printed_there(tmp_path):
    # a YAML-only change: a fifth egg on the box lid, under the Queen Ant
    from printkit.draw.scene import Use
    from printkit.games.antheap.components import build_box
    from printkit.games.loaded import load_layout
    from tests.ported import own_layout

    four = "[[8, 12, -20], [14, 21, 10], [46, 21, -10], [52, 12, 20]]"
    mine = load_layout(own_layout(tmp_path, "antheap.yaml", four, four[:-1] + ", [30, 26, 0]]"))
    eggs = [
        [u for u in page_walk(build_box(layout, spec()), 0, (Use,)) if u.item.symbol.startswith("egg-")]
        for layout in (LAYOUT, mine)
    ]
    assert (len(eggs[0]), len(eggs[1])) == (8, 10)  # on the lid's net and on its picture folded


def test_the_container_is_drawn_from_the_layout_not_in_python():
    # issue 26: the egg container is described in layouts/antheap.yaml (components: container:, kind tray)
    from tests.ported import shapes_made

    functions = ("build_container",)
    assert shapes_made("printkit/games/antheap/components.py", functions) == {key: set() for key in functions}


def test_ants_marching_closer_in_the_layout_are_on_every_wall_of_the_container(tmp_path):
    # a YAML-only change: an ant every 8 mm along each wall instead of every 12, on both layers
    from printkit.draw.scene import Use
    from printkit.games.loaded import load_layout
    from tests.ported import own_layout

    mine = load_layout(own_layout(tmp_path, "antheap.yaml", "int(w // 12)", "int(w // 8)"))
    ants = [
        sum(
            1
            for u in page_walk(build_container(layout, spec()), 0, (Use,))
            if u.item.symbol.startswith("ant-") and u.piece is not None
        )
        for layout in (LAYOUT, mine)
    ]
    side = LAYOUT.container.side
    assert ants == [8 * int(side // 12), 8 * int(side // 8)]  # four walls, two layers each


def test_the_kit_facts_draw_no_shapes_and_the_cover_is_the_layouts(tmp_path):
    # issue 26: the cover's picture is components: cover: (the board, its art a YAML alias of the
    # board's); a YAML-only change, a picture of its own showing the board and an egg counter laid on
    # the nest, is on the cover
    from printkit.draw.scene import Group
    from printkit.games.antheap.components import drawn_board
    from printkit.games.antheap.kitinfo import cover_art
    from printkit.games.loaded import load_layout
    from tests.ported import own_layout, shapes_made

    made = shapes_made("printkit/games/antheap/kitinfo.py")
    assert "cover_art" in made and made == {key: set() for key in made}
    items, w, h = cover_art(LAYOUT)
    assert tuple(items) == drawn_board(LAYOUT).items
    assert (w, h) == (LAYOUT.board.size, LAYOUT.board.size)
    egg = "{of: eggs, row: {n: 0}, x: =board.size / 2 - eggs.size / 2, y: =board.size / 2 - eggs.size / 2, id: egg}"
    own = (
        "  cover:\n    kind: board\n    label: cover\n    size: [=board.size, =board.size]\n"
        f"    face: [piece: {{of: board}}, piece: {egg}]\n"
    )
    mine = load_layout(own_layout(tmp_path, "antheap.yaml", "  cover: *board\n", own))
    items, _, _ = cover_art(mine)
    assert [getattr(g, "id", None) for g in items] == [None, "egg"]
    assert isinstance(items[0], Group) and items[0].items == drawn_board(LAYOUT).items
    x, y = items[1].transform[4:]
    assert (x, y) == pytest.approx(((LAYOUT.board.size - LAYOUT.eggs.size) / 2,) * 2)
