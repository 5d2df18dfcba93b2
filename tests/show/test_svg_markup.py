"""The replay page's SVG text (printkit.draw.render.svgmarkup) is the SVG backend's (svgwrite) to the byte:
every kind of scene item and option, nested clips, symbols that use symbols, text in a shipped font
(drawn as outlines), and text and ids that need escaping."""

from __future__ import annotations

import re
from xml.etree import ElementTree

from printkit.draw.render.svg import _SvgWriter
from printkit.draw.render.svgmarkup import Fragments
from printkit.draw.scene import (
    Circle,
    Ellipse,
    Group,
    Line,
    Page,
    Path,
    Polygon,
    Rect,
    Shape,
    Style,
    Symbol,
    Text,
    Use,
    rotate,
    translate,
)
from printkit.games import GAMES, game_info
from printkit.layout.folders import reading
from tests.show.examples import EXAMPLES, replay_of
from tests.support import cases

ODD = 'a <b> & "c"\n\td\r'  # what ElementTree escapes in text and in attributes
STROKED = Style("#112233", "#445566", 0.35, (1.0, 0.5), 0.5, "round", "bevel")
SYMBOLS = (
    Symbol("dot", 4.0, 4.0, (Circle(2, 2, 1.5, Style(fill="#000000")),)),
    Symbol(
        "two",
        10.0,
        5.0,
        (Use("dot"), Use("dot", translate(5, 0)), Group((Rect(0, 0, 1, 1, STROKED),), clip=(0, 0, 5, 5))),
    ),
)
ITEMS: tuple[Shape, ...] = (
    Rect(1.0, 2.0, 3.0, 4.0, STROKED, rx=0.5, id="box"),
    Rect(-0.0004, 0.1235, 10, 20, Style()),
    Circle(1, 2, 3, Style(stroke="#000000", cap="square", join="round")),
    Ellipse(1, 2, 3, 4, Style(fill="#ffffff", opacity=0.25)),
    Line(0, 0, 5.5555, 6, Style(stroke="#000000")),
    Polygon(((0, 0), (1, 0), (1, 1)), STROKED, id=ODD),
    Polygon(((0, 0), (1, 0), (1, 1)), Style(stroke="#000000"), closed=False),
    Path((("M", 0, 0), ("L", 1, 2), ("C", 1, 2, 3, 4, 5, 6), ("Z",)), STROKED),
    Text(1, 2, ODD, 9, "Vera", "#000000"),
    Text(1, 2, "middle", 9, "Vera-Bold", "#000000", "middle", id="t"),
    Text(1, 2, "", 9, "Vera-Italic", "#000000", "end"),
    Text(1, 2, "한국 ants", 11, "Vera", "#123456", "middle", id="ko"),  # becomes KoGothic: outlines
    Text(1, 2, "한국", 11, "Vera-Bold", "#123456", "end"),
    Use("two", (0.5, 0.5, -0.5, 0.5, 3, 4)),
    Group(()),
    Group((Rect(0, 0, 1, 1, STROKED),), rotate(12.5, 3, 4), clip=(0, 0, 2, 2), id="clipped"),
    Group((Group((Circle(0, 0, 1, STROKED),), clip=(1, 1, 1, 1)),), clip=(0, 0, 9, 9), stands_for="mark"),
)


def svgwrite_markup(
    items: tuple[Shape, ...], symbols: tuple[Symbol, ...], page_id: str
) -> tuple[list[str], str]:
    """Each item as the SVG backend writes it with svgwrite, and the definitions they need."""
    writer = _SvgWriter(Page(0, 0, ()), symbols, "p1", unique=False)  # as Fragments: ids as given
    out = []
    for item in items:
        holder = writer.dwg.g()
        writer.page_id = page_id
        writer.shape(item, holder)
        out.append(ElementTree.tostring(holder.elements[0].get_xml(), encoding="unicode"))
    writer.render(Page(0, 0, ()))
    return out, str(writer.dwg.defs.tostring())


def text_markup(items: tuple[Shape, ...], symbols: tuple[Symbol, ...], page_id: str) -> tuple[list[str], str]:
    fragments = Fragments(symbols)
    return [fragments.markup(item, page_id) for item in items], fragments.defs()


def test_every_kind_of_item_is_written_as_svgwrite_writes_it() -> None:
    assert text_markup(ITEMS, SYMBOLS, "\x01") == svgwrite_markup(ITEMS, SYMBOLS, "\x01")


def test_each_games_pictures_are_written_as_svgwrite_writes_them() -> None:
    for game in sorted(GAMES):
        replay = replay_of(EXAMPLES / game / cases(game).REPLAY_EXAMPLE)
        draw = game_info(game).picture
        with reading(replay.game.layout):
            picture = draw(replay.game, replay.views[-1])
        items = (Group(picture.board, id="board"), *picture.position)
        assert text_markup(items, picture.symbols, "replay") == svgwrite_markup(
            items, picture.symbols, "replay"
        ), game


def test_every_page_a_build_writes_is_what_svgwrite_writes() -> None:
    """render_page writes text; one page of each kind of sheet of each game, against svgwrite's bytes
    (tools/svg_bytes_sweep.py: every page of three builds a game, in .ci/run)."""
    from printkit.draw.render.svg import render_page, svgwrite_page
    from printkit.kit.build import BuildOptions
    from tests.scenes import kit

    for game in sorted(GAMES):
        doc = kit(game, BuildOptions()).doc
        firsts = {p.label.rstrip("0123456789 "): (k, p) for k, p in reversed(list(enumerate(doc.pages, 1)))}
        for k, page in sorted(firsts.values(), key=lambda kp: kp[0])[:5]:  # cover, rules, the first pieces
            assert render_page(page, doc.symbols, f"p{k}") == svgwrite_page(page, doc.symbols, f"p{k}"), (
                game,
                page.label,
            )


def test_an_id_a_scene_holds_twice_is_made_unique_on_its_page_by_both_writers() -> None:
    # a worked example drawn twice on a rules sheet, four food tiles of one value: the SVG's ids stay unique
    from printkit.draw.render.svg import render_page, svgwrite_page
    from printkit.draw.scene import Rect, Style

    shape = Rect(0, 0, 1, 1, Style(fill="#000000"), id="tile")
    page = Page(20, 20, (shape, Group((shape,), id="again"), shape))
    ours, theirs = render_page(page, (), "p3"), svgwrite_page(page, (), "p3")
    assert ours == theirs
    ids = re.findall(r' id="([^"]+)"', ours.decode())
    assert [i for i in ids if "tile" in i] == ["p3-tile", "p3-tile-2", "p3-tile-3"]  # the first keeps its id
