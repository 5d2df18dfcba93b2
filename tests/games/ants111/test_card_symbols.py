"""111 Ants' cards as SVG: the joker ant a symbol used in both corners and the centre row, the back one
symbol whose ant pattern is another (tests/foundation/test_svg_and_determinism.py: any deck's symbols)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from printkit.draw.render.svg import render_page
from tests.scenes import alone

SVG = "{http://www.w3.org/2000/svg}"
XLINK = "{http://www.w3.org/1999/xlink}href"


def test_the_joker_and_the_backs_ant_are_symbols_used_many_times():
    doc = alone("111-ants", "cards")  # the sheets as the build writes them: page k as pk
    fronts = ET.fromstring(render_page(doc.pages[0], doc.symbols, "p1"))
    backs = ET.fromstring(render_page(doc.pages[1], doc.symbols, "p2"))
    assert [s.attrib["id"] for s in fronts.iter(f"{SVG}symbol")] == ["joker-2b1d14"]
    assert len(list(fronts.iter(f"{SVG}use"))) == 3 * 17  # cards 2-10 (17 jokers): two corners + centre row
    symbols = {s.attrib["id"]: s for s in backs.iter(f"{SVG}symbol")}
    assert list(symbols) == ["card-back", "ant-4e3828"]  # the back, then the ant its pattern repeats
    assert [u.attrib[XLINK] for u in backs.find(f"{SVG}g").iter(f"{SVG}use")] == ["#card-back"] * 9
    assert [u.attrib[XLINK] for u in symbols["card-back"].iter(f"{SVG}use")] == ["#ant-4e3828"] * 99
