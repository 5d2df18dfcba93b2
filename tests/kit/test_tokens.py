"""Token sheets: packing, cut outlines, duplex backs behind their fronts, measured in the SVG."""

from __future__ import annotations

import math

import pytest

from printkit.core.errors import UserError
from printkit.draw.fontmetrics import text_width
from printkit.draw.impose.marks import FOOTER_PT, footer_lines, place_furniture
from printkit.draw.impose.tokens import TokenSet, hex_box, impose_tokens, plan_tokens, token_outline
from printkit.draw.scene import Group, Style, Text
from tests.cropcheck import gutterfold_mark_faults
from tests.kit.kitmeasure import SVG, spec, svg_root, walk
from tests.sweep import combos


def _art(shape, size, n, tag):
    return [
        (
            token_outline(shape, size, Style(fill="#c0392b")),
            Text(size / 2, size / 2, f"{tag}{i}", 8, "Vera", "#000000"),
        )
        for i in range(n)
    ]


def _cuts(page):
    """Return {token id: (x, y)} of each token's cut outline origin on the page."""
    out = {}
    for el, m in walk(svg_root(page)):
        ident = el.get("id", "")
        if "-cut-" in ident:
            out[ident.split("-cut-")[1]] = (m[4], m[5], el)
    return out


@pytest.mark.parametrize("shape", ["circle", "hex", "square"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_tokens_stay_inside_margins_and_do_not_overlap(shape, paper):
    s = spec(paper)
    size = hex_box(25) if shape == "hex" else 20
    pages = impose_tokens(s, shape, size, _art(shape, size, 60, "f"), None, "t")
    fronts = sum(len(_cuts(p)) for p in pages)
    assert fronts == 60
    for page in pages:
        origins = [(x, y) for x, y, _ in _cuts(page).values()]
        for x, y in origins:
            inset = (size - size * math.sqrt(3) / 2) / 2 if shape == "hex" else 0
            assert x + inset >= s.margin - 0.01 and x + size - inset <= page.width - s.margin + 0.01
            assert y >= s.margin and y + size <= page.height - s.margin
        # Centres of any two tokens are at least a token's width apart (hexes: across flats).
        width = size * math.sqrt(3) / 2 if shape == "hex" else size
        for i, (x, y) in enumerate(origins):
            for x2, y2 in origins[i + 1 :]:
                assert math.hypot(x - x2, y - y2) >= width - 0.01


def test_hexes_nest_closer_than_a_grid():
    s = spec("a4")
    size = hex_box(25)
    honeycomb = plan_tokens(s, "hex", size).per_sheet
    rows = int((297 - 2 * 9.4) // size)
    cols = (210 - 10) // 25
    assert honeycomb > rows * cols


def test_hexes_go_in_straight_rows_when_that_takes_no_more_sheets():
    s, size, flats = spec("a4"), hex_box(25), 25.0

    def rows(n):
        (page, *_) = impose_tokens(s, "hex", size, _art("hex", size, n, "f"), None, "t")
        at = sorted((round(y, 2), round(x, 2)) for x, y, _ in _cuts(page).values())
        by_row: dict[float, list[float]] = {}
        for y, x in at:
            by_row.setdefault(y, []).append(x)
        return by_row

    few = rows(20)  # one sheet either way: rows side by side, their upright edges shared
    lefts = {xs[0] for xs in few.values()}
    assert len(lefts) == 1 and all(xs[1] - xs[0] == pytest.approx(flats, abs=0.01) for xs in few.values())
    ys = sorted(few)
    assert all(b - a >= size - 0.01 for a, b in zip(ys, ys[1:]))  # a straight lane between rows
    full = plan_tokens(s, "hex", size).per_sheet
    many = rows(full)  # straight rows would need a second sheet: the honeycomb stays
    assert len({xs[0] for xs in many.values()}) == 2


def test_hex_outline_measures_its_size():
    size = hex_box(25)
    page = impose_tokens(spec(), "hex", size, _art("hex", size, 1, "f"), None, "t")[0]
    ((_, _, el),) = _cuts(page).values()
    pts = [tuple(map(float, p.split(","))) for p in el.get("points").split()]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    assert max(xs) - min(xs) == pytest.approx(25, abs=0.01)
    assert max(ys) - min(ys) == pytest.approx(size, abs=0.01)


@pytest.mark.parametrize("duplex", ["long-edge", "short-edge"])
@pytest.mark.parametrize("shape", ["circle", "hex", "square"])
def test_backs_land_behind_their_fronts(shape, duplex):
    s = spec("a4", duplex=duplex)
    size = 18.0
    pages = impose_tokens(s, shape, size, _art(shape, size, 30, "f"), _art(shape, size, 30, "b"), "t")
    assert [p.label.split()[1] for p in pages[:2]] == ["front", "back"]
    front, back = _cuts(pages[0]), _cuts(pages[1])
    landscape = pages[0].width > pages[0].height
    flip_x = (duplex == "long-edge") != landscape
    for key, (x, y, _) in front.items():
        bx, by, _ = back[key.replace("front", "back")]
        if flip_x:
            assert bx == pytest.approx(pages[0].width - x - size, abs=1e-3) and by == pytest.approx(
                y, abs=1e-3
            )
        else:
            assert by == pytest.approx(pages[0].height - y - size, abs=1e-3) and bx == pytest.approx(
                x, abs=1e-3
            )


def test_gutterfold_puts_backs_across_the_fold():
    s = spec("a4", duplex="gutterfold")
    pages = impose_tokens(s, "circle", 18, _art("circle", 18, 10, "f"), _art("circle", 18, 10, "b"), "t")
    cuts = _cuts(pages[0])
    fold = pages[0].width / 2
    for key, (x, y, _) in cuts.items():
        if key.startswith("front"):
            bx, by, _ = cuts[key.replace("front", "back")]
            assert x + 18 <= fold and bx >= fold
            assert (x + 18 + bx) / 2 == pytest.approx(fold, abs=1e-3) and by == pytest.approx(y)


def test_footer_and_ruler_on_every_sheet():
    pages = impose_tokens(spec(), "hex", hex_box(25), _art("hex", hex_box(25), 100, "f"), None, "ants")
    assert len(pages) == 2
    for page in pages:
        ids = {el.get("id") for el, _ in walk(svg_root(page))}
        assert "p1-footer" in ids and "p1-ruler" in ids


def test_too_big_a_token_is_a_user_error():
    with pytest.raises(UserError, match="larger than the printable area"):
        impose_tokens(spec(), "circle", 400, _art("circle", 400, 1, "f"), None, "t", where="food.size")


def _extent(el, m):
    """Return (x0, y0, x1, y1) on the page of a cut outline (circle group, hex polygon or square rect)."""
    if el.tag == f"{SVG}polygon":
        pts = [tuple(map(float, p.split(","))) for p in el.get("points").split()]
    elif el.tag == f"{SVG}rect":
        x, y, w, h = (float(el.get(k)) for k in ("x", "y", "width", "height"))
        pts = [(x, y), (x + w, y + h)]
    else:
        (c,) = el.iter(f"{SVG}circle")
        cx, cy, r = (float(c.get(k)) for k in ("cx", "cy", "r"))
        pts = [(cx - r, cy - r), (cx + r, cy + r)]
    return (
        min(p[0] for p in pts) + m[4],
        min(p[1] for p in pts) + m[5],
        max(p[0] for p in pts) + m[4],
        max(p[1] for p in pts) + m[5],
    )


def _block(page):
    """Return the bounding box of every cut outline on a page."""
    boxes = [_extent(el, (0, 0, 0, 0, x, y)) for x, y, el in _cuts(page).values()]
    return tuple(f(b[i] for b in boxes) for i, f in enumerate((min, min, max, max)))


@pytest.mark.parametrize(
    ("paper", "shape", "duplex", "extra"),
    combos(
        ["a4", "letter"],
        ["circle", "hex", "square"],
        ["long-edge", "short-edge"],
        ["one part row", "several rows"],
    ),
)
def test_part_filled_last_sheet_is_centred_with_backs_behind(paper, shape, duplex, extra):
    s = spec(paper, duplex=duplex)
    size = 18.0
    per = plan_tokens(s, shape, size).per_sheet
    n = per + (3 if extra == "one part row" else per // 2 + 1)
    pages = impose_tokens(s, shape, size, _art(shape, size, n, "f"), _art(shape, size, n, "b"), "t")
    assert len(pages) == 4
    front, back = pages[2], pages[3]
    x0, y0, x1, y1 = _block(front)
    assert x0 == pytest.approx(front.width - x1, abs=0.01), "centred across the sheet"
    assert y0 == pytest.approx(front.height - y1, abs=0.01), "centred down the sheet"

    # Same pitch as a full sheet: a token's nearest neighbour is as close as on sheet 1.
    def nearest(page):
        pts = [(x, y) for x, y, _ in _cuts(page).values()]
        return min(math.hypot(a[0] - b[0], a[1] - b[1]) for i, a in enumerate(pts) for b in pts[i + 1 :])

    assert nearest(front) == pytest.approx(nearest(pages[0]), abs=1e-3)
    landscape = front.width > front.height
    flip_x = (duplex == "long-edge") != landscape
    backs = _cuts(back)
    for key, (x, y, _) in _cuts(front).items():
        bx, by, _ = backs[key.replace("front", "back")]
        want = (front.width - x - size, y) if flip_x else (x, front.height - y - size)
        assert (bx, by) == pytest.approx(want, abs=1e-3)
    for page in (front, back):
        ids = {el.get("id") for el, _ in walk(svg_root(page))}
        assert "p1-footer" in ids and "p1-ruler" in ids


def test_part_filled_gutterfold_sheet_is_centred():
    s = spec("a4", duplex="gutterfold")
    pages = impose_tokens(s, "circle", 18, _art("circle", 18, 3, "f"), _art("circle", 18, 3, "b"), "t")
    x0, y0, x1, y1 = _block(pages[0])
    assert y0 == pytest.approx(pages[0].height - y1, abs=0.01)
    assert (x0 + x1) / 2 == pytest.approx(pages[0].width / 2, abs=0.01)


@pytest.mark.parametrize("bleed", [0.0, 3.0])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_gutterfold_square_tokens_have_crop_marks_off_the_fold(paper, bleed):
    s = spec(paper, duplex="gutterfold", bleed=bleed)
    size = 18.0
    n = 75
    pages = impose_tokens(s, "square", size, _art("square", size, n, "f"), _art("square", size, n, "b"), "t")
    assert len(pages) >= 2
    for page in (pages[0], pages[-1]):  # a full sheet and a part-filled one
        origins, marks = [], []
        for el, m in walk(svg_root(page)):
            if el.tag == f"{SVG}g" and el.get("id", "").split("-")[1:2] in (["front"], ["back"]):
                origins.append((m[4], m[5]))
            elif el.tag == f"{SVG}line" and el.get("stroke") == "#000000" and el.get("stroke-width") == "0.1":
                marks.append(tuple(float(el.get(k)) for k in ("x1", "y1", "x2", "y2")))
        assert gutterfold_mark_faults(marks, origins, size, bleed, page.width, page.height) == []


@pytest.mark.parametrize("duplex", ["long-edge", "short-edge", "gutterfold"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_extra_tokens_go_under_the_last_sheets_tokens(paper, duplex):
    s = spec(paper, duplex=duplex)
    size, side = hex_box(25), 16.0
    extras = TokenSet(
        "square", side, _art("square", side, 3, "x"), _art("square", side, 3, "y"), "squares", "sq-"
    )
    pages = impose_tokens(
        s, "hex", size, _art("hex", size, 12, "f"), _art("hex", size, 12, "b"), "t", extras=extras
    )
    assert len(pages) == (1 if duplex == "gutterfold" else 2), "no sheet of their own"
    for page in pages:
        cuts = _cuts(page)
        hexes = [
            _extent(el, (0, 0, 0, 0, x, y)) for key, (x, y, el) in cuts.items() if not key.startswith("sq-")
        ]
        squares = {key: (x, y) for key, (x, y, _) in cuts.items() if key.startswith("sq-")}
        assert len(squares) == (6 if duplex == "gutterfold" else 3)
        # Under the hexes or, on a back turned top to bottom, over them; with room for the crop marks.
        for _x, y in squares.values():
            assert all(y >= b[3] + 6 or y + side <= b[1] - 6 for b in hexes)
    if duplex != "gutterfold":
        front, back = (_cuts(p) for p in pages)
        flip_x = (duplex == "long-edge") != (pages[0].width > pages[0].height)
        for k in (1, 2, 3):
            x, y, _ = front[f"sq-front-{k}"]
            want = (pages[0].width - x - side, y) if flip_x else (x, pages[0].height - y - side)
            assert back[f"sq-back-{k}"][:2] == pytest.approx(want, abs=1e-3)


def test_extras_need_backs_when_the_tokens_have_them():
    extras = TokenSet("square", 16, _art("square", 16, 2, "x"), None, "squares", "sq-")
    with pytest.raises(ValueError, match="backs"):
        impose_tokens(
            spec(), "circle", 18, _art("circle", 18, 3, "f"), _art("circle", 18, 3, "b"), "t", extras=extras
        )


def test_a_footer_too_long_for_one_line_takes_two():
    text = " \u2014 ".join(
        [
            "Anthill: the Queen Ant's Nest",
            "a long component name, sheet 1 of 9, fronts",
            "duplex: flip on long edge",
            "Letter at 100%",
        ]
    )
    assert text_width(text, "Vera", FOOTER_PT) > 130  # longer than any side of the page
    items = place_furniture(
        120.0, 130.0, (12.0, 12.0, 108.0, 118.0), [12.0, 108.0], [12.0, 118.0], text, "Vera"
    )
    lines = [
        t
        for g in items
        if isinstance(g, Group)
        for t in g.items
        if isinstance(t, Text) and "footer" in (t.id or "")
    ]
    assert [t.id for t in lines] == ["footer", "footer-2"]
    assert " \u2014 ".join(t.text for t in lines) == text
    assert footer_lines("no separator") == ("no separator",)
    three = footer_lines(text, 3)
    assert len(three) == 3 and " \u2014 ".join(three) == text
    assert max(map(len, three)) < max(map(len, footer_lines(text, 2)))


def test_a_footer_reads_across_the_page_on_two_lines_rather_than_up_a_side_on_one():
    text = " \u2014 ".join(
        [
            "Anthill: the Queen Ant's Nest",
            "player aids, gutterfold sheet 1 of 4",
            "fold, glue, cut along the grey lines",
            "Letter at 100%",
        ]
    )
    width = text_width(text, "Vera", FOOTER_PT)
    assert 125 < width < 180  # too long for the bottom in one line, short enough for the left side
    items = place_furniture(
        130.0, 200.0, (12.0, 12.0, 118.0, 188.0), [12.0, 118.0], [12.0, 188.0], text, "Vera"
    )
    (footer,) = [
        g for g in items if isinstance(g, Group) and any(getattr(t, "id", None) == "footer" for t in g.items)
    ]
    a, b, c, d, _, f = footer.transform
    assert (a, b, c, d) == (1.0, 0.0, 0.0, 1.0)  # not turned to run up a side margin
    assert f > 188.0  # in the bottom margin
    assert [t.id for t in footer.items] == ["footer", "footer-2"]


def _footer(page) -> str:
    return " ".join(
        t.text
        for g in page.items
        if isinstance(g, Group)
        for t in g.items
        if isinstance(t, Text) and (t.id or "").startswith("footer")
    )


@pytest.mark.parametrize(
    "bleed, crop, shapes, how",
    [
        (0.0, True, ("square",), "cut along the grey lines"),
        (3.0, True, ("square",), "cut between the crop marks"),
        (3.0, False, ("square",), "cut along the grey lines"),  # no marks: the outline stays to cut by
        (3.0, True, ("circle",), "cut along the grey lines"),
        (3.0, True, ("circle", "square"), "cut along the grey lines and between the crop marks"),
    ],
)
def test_a_plain_sheets_footer_says_how_its_tokens_are_cut(bleed, crop, shapes, how):
    # square tokens with bleed lose their grey outline (it would show on a cut edge): the footer
    # must not send the player looking for grey lines that are not there
    s = spec(bleed=bleed, crop_marks=crop)
    main, *rest = shapes
    extras = TokenSet(rest[0], 16, _art(rest[0], 16, 2, "x"), None, "squares", "sq-") if rest else None
    pages = impose_tokens(s, main, 18, _art(main, 18, 5, "f"), None, "t", extras=extras)
    footer = _footer(pages[0])
    assert how in footer, footer
    assert ("grey lines" in footer) == ("grey lines" in how)


def test_single_pages_put_the_extras_after_the_tokens_each_at_its_own_size():
    extras = TokenSet("square", 16, _art("square", 16, 2, "x"), _art("square", 16, 2, "y"), "squares", "sq-")
    pages = impose_tokens(
        spec(single=True),
        "circle",
        18,
        _art("circle", 18, 3, "f"),
        _art("circle", 18, 3, "b"),
        "t",
        extras=extras,
    )
    assert [p.label for p in pages] == [f"t {k} {side}" for k in (1, 2, 3) for side in ("front", "back")] + [
        f"squares {k} {side}" for k in (1, 2) for side in ("front", "back")
    ]
    assert [(p.width, p.height) for p in pages] == [(18.0, 18.0)] * 6 + [(16.0, 16.0)] * 4
