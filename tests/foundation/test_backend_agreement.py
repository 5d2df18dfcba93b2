"""The PDF and the SVG show the same picture: pages of every kind of art, rasterised from both
backends, agree; a symbol draws the same whatever the page set before it; and the comparison finds
a planted difference where it is. The whole run over every page of every kit is
tools/backend_diff.py."""

from __future__ import annotations

import io
import re
from dataclasses import replace

import pytest
from PIL import Image
from pypdf import PdfReader

from printkit.draw.render.compare import compare_document
from printkit.draw.render.pdf import render_document
from printkit.draw.render.pixels import snapped
from printkit.draw.scene import (
    Circle,
    Document,
    Group,
    Line,
    Page,
    Path,
    Polygon,
    Rect,
    Style,
    Symbol,
    Text,
    Use,
    compose,
    scale,
    translate,
)
from printkit.kit.build import BuildOptions
from tests.samples import shipped
from tests.scenes import document
from tests.support import cases

# (game, component, build options, page): a page of every kind of art, each game's from its cases.py
SAMPLE = [(game, *page) for game in shipped() for page in cases(game).BACKEND_PAGES]


@pytest.mark.parametrize("game,component,options,page", SAMPLE)
def test_pdf_and_svg_show_the_same_picture(game, component, options, page, tmp_path):
    doc = document(game, component, BuildOptions(**options))  # drawn once for every test (tests.scenes)
    [diff] = compare_document(doc, pages=[page], out=tmp_path, name=f"{game}-{component}")
    assert diff.is_same, "\n".join(r.describe() for r in diff.regions) + f"\nsee {diff.image}"


RING = Symbol("ring", 20, 20, (Circle(10, 10, 8, Style(fill="#f2e6c9", stroke="#202020", width=0.8)),))
# Before the ring: every setting a page can leave behind, none of them the ring's own.
BEFORE = Style(stroke="#c03020", width=2.5, dash=(2.0, 1.5), cap="round", join="round", opacity=0.5)


def _scene() -> Document:
    items = (
        Line(10, 10, 90, 10, BEFORE),
        Rect(10, 15, 20, 10, replace(BEFORE, fill="#2040c0")),
        Use("ring", translate(20, 30)),
        Group((Line(10, 60, 90, 60, BEFORE), Use("ring", translate(60, 65))), translate(0, 0.3)),
    )
    return Document("scene", (Page(100, 100, items),), (RING,))


def test_a_symbol_draws_the_same_whatever_the_page_set_before_it():
    [diff] = compare_document(_scene())
    assert diff.is_same, [r.describe() for r in diff.regions]


def test_a_form_sets_every_stroke_setting_it_uses_itself():
    pdf = PdfReader(io.BytesIO(render_document(_scene())))
    [form] = pdf.pages[0]["/Resources"]["/XObject"].values()
    ops = form.get_object().get_data().decode("latin-1")
    stroke = re.search(r"\bB\b", ops).start()  # the ring's one fill-and-stroke
    for setting in (r"\[\] 0 d", r"\b0 J\b", r"\b0 j\b", r"\bw\b", r"\bRG\b", r"\brg\b"):
        assert re.search(setting, ops[:stroke]), f"the form leaves {setting} to the page"


def test_a_symbol_may_draw_another_symbol_drawn_once():
    tile = Symbol(
        "tile", 40, 20, (Use("ring", translate(0, 0)), Use("ring", compose(translate(20, 0), scale(0.5))))
    )
    page = Page(100, 100, (Use("tile", translate(10, 10)), Use("tile", translate(30, 60))))
    doc = Document("nested", (page,), (tile, RING))  # the inner symbol listed after the one drawing it
    [diff] = compare_document(doc)
    assert diff.is_same, [r.describe() for r in diff.regions]
    pdf = PdfReader(io.BytesIO(render_document(doc)))
    [outer] = pdf.pages[0]["/Resources"]["/XObject"].values()
    [inner] = outer.get_object()["/Resources"]["/XObject"].values()
    ops = inner.get_object().get_data().decode("latin-1")
    assert len(re.findall(r"^B\*?$", ops, re.M)) == 1  # the ring is painted in its own form, once


def test_the_backends_agree_where_pdf_and_svg_defaults_differ():
    ink = Style(fill="#3060a0", stroke="#101010", width=0.6)
    overflowing = Symbol("over", 10, 10, (Rect(-5, -5, 20, 20, Style(fill="#c04040")),))
    items = (
        # two overlapping squares in one path: filled by the nonzero rule (reportlab's own is even-odd)
        Path(
            (("M", 5, 5), ("L", 25, 5), ("L", 25, 25), ("L", 5, 25), ("Z",))
            + (("M", 15, 15), ("L", 35, 15), ("L", 35, 35), ("L", 15, 35), ("Z",)),
            ink,
        ),
        Polygon(((45, 5), (65, 5), (55, 25)), ink, closed=False),  # an open polyline: SVG fills it
        Line(5, 45, 40, 45, Style(stroke="#101010", width=1.5)),
        Line(5, 50, 40, 50, Style(fill="#101010")),  # no stroke: nothing to see in either
        # a join sharp enough for SVG's default miter limit (4) to cut it, not PDF's (10)
        Polygon(((50, 45), (80, 49), (50, 53)), Style(stroke="#101010", width=1.2), closed=False),
        Use("over", translate(70, 5)),  # art beyond its box: the box clips it in both
        Text(5, 75, "AVAWAY  To  Ty", 14, "Vera", "#000000"),  # kerning pairs and runs of spaces
        # a drawing shrunk by 8/35, as a kit's cover shows its board: the scale kept to 6 decimals
        Group((Rect(1000, 0, 60, 50, Style(fill="#3060a0")),), compose(translate(-223, 55), scale(8 / 35))),
    )
    [diff] = compare_document(Document("defaults", (Page(100, 90, items),), (overflowing,)))
    assert diff.is_same, [r.describe() for r in diff.regions]


def _leaky(doc: Document, dash: tuple[float, ...] = BEFORE.dash) -> bytes:
    """Return the PDF as it was when forms inherited the page's dash: the rings' strokes dashed."""
    dashed = tuple(
        replace(s, items=tuple(_dash(i, dash) for i in s.items)) if s.id.startswith("ring") else s
        for s in doc.symbols
    )
    return render_document(replace(doc, symbols=dashed))


def _dash(item, dash: tuple[float, ...]):
    if isinstance(item, Group):
        return replace(item, items=tuple(_dash(i, dash) for i in item.items))
    return replace(item, style=replace(item.style, dash=dash)) if getattr(item, "style", None) else item


def test_a_dash_leaking_into_a_symbol_is_found_where_the_symbol_is(tmp_path):
    [diff] = compare_document(_scene(), out=tmp_path, name="leak", pdf_of=_leaky)
    assert diff.regions and {r.kind for r in diff.regions} == {"drawing"}
    for region in diff.regions:  # on one of the two rings (x 20-40, y 30-50 and x 60-80, y 65-85)
        x, y, w, h = region.box
        assert (x >= 20 and x + w <= 40 and y >= 30 and y + h <= 50) or (x >= 60 and x + w <= 80 and y >= 65)
    assert len(diff.regions) >= 2, "both rings are found"
    picture = Image.open(diff.image)
    assert picture.width > 2 * picture.height, "PDF, SVG and the differences side by side"


def test_a_dash_too_short_for_the_neighbourhood_is_found():
    small = Document(
        "small", (Page(40, 40, (Use("ring", compose(translate(10, 10), scale(0.3))),)),), (RING,)
    )
    # gaps of 0.42 mm on the page, two pixels: a pixel in one has a dash in its 3x3 neighbourhood
    [diff] = compare_document(small, pdf_of=lambda doc: _leaky(doc, (1.4, 1.4)))
    assert [r.kind for r in diff.regions] == ["drawing"]
    x, y, w, h = diff.regions[0].box
    assert x >= 10 and y >= 10 and x + w <= 16 and y + h <= 16  # on the ring, 6 mm across


def test_text_drawn_somewhere_else_is_found(tmp_path):
    label = Text(20, 20, "Queen Ant's Nest", 12, "Vera", "#000000")
    doc = Document("t", (Page(100, 40, (label,)),))

    def moved(d: Document) -> bytes:
        [page] = d.pages
        return render_document(replace(d, pages=(replace(page, items=(replace(label, x=label.x + 1.0),)),)))

    [same] = compare_document(doc)
    [diff] = compare_document(doc, pdf_of=moved)
    assert same.is_same and "text" in {r.kind for r in diff.regions}
    for region in diff.regions:  # glyphs off the text's own pixels count as drawing
        x, y, w, h = region.box
        assert x >= 19 and x + w <= 80 and y >= 14 and y + h <= 22


def test_snapping_to_pixels_moves_nothing_by_a_pixel():
    rect = Rect(10.13, 20.07, 30.31, 0.29, Style(fill="#000000"))
    clip = Group((rect,), translate(0.05, 0.11), clip=(0.1, 0.2, 50.04, 30.02))
    doc = Document("t", (Page(100, 100, (clip, Line(0, 0, 50, 0, Style(stroke="#000000", width=0.05)))),))
    [page] = snapped(doc, 5.0).pages
    group, line = page.items
    assert line.style.width == pytest.approx(0.3)  # 1.5 pixels: thinner lines are rasterised unalike
    for before, after in ((clip.clip, group.clip), ((10.13, 20.07, 30.31, 0.29), astuple(group.items[0]))):
        for b, a in zip(before, after):
            assert abs(a - b) < 0.2 + 1e-9  # a pixel is 0.2 mm
        x, y = after[0] + 0.05, after[1] + 0.11  # on the page: just inside a pixel's edge
        assert (x * 5 - 0.02) == pytest.approx(round(x * 5 - 0.02)) and (y * 5 - 0.02) == pytest.approx(
            round(y * 5 - 0.02)
        )


def astuple(rect: Rect) -> tuple[float, float, float, float]:
    return (rect.x, rect.y, rect.w, rect.h)
