"""The kit files as a player gets them: one smoke test reads the written PDFs."""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from printkit.games.loaded import load_game
from printkit.layout.folders import reading
from printkit.layout.words import game_name
from tests.pdftext import page_texts
from tests.samples import part_of, shipped, with_part
from tests.scenes import built
from tests.support import cases
from tests.sweep import pick

# A game whose cases.py names a phrase its Korean rules print with a rule option filled in (KOREAN_OPTION).
KOREAN_OPTION = [g for g in shipped() if hasattr(cases(g), "KOREAN_OPTION")]


@pytest.mark.parametrize("game", pick(KOREAN_OPTION, "kit files"))
def test_build_writes_the_kit_beside_the_components(game, build_kit):
    layout = load_game(game)
    prefix, paper = layout.file_prefix, layout.print.paper
    out = build_kit(game)
    folder = out / prefix
    kit = folder / f"{prefix}-kit-{paper}.pdf"
    reader = PdfReader(kit)
    _, docs, expected = built(game)
    assert len(reader.pages) == len(expected.doc.pages)
    texts = page_texts(kit)
    cover = texts[0]
    assert layout.title in cover and "Pages 1-" in cover and "two-sided" in cover
    with reading(layout):
        name = game_name(layout, "ko")
    korean = [t for t in texts if name in t]
    words = "".join(korean)  # the Korean rules sheet, over its pages (the readings box on the last)
    filled, option = cases(game).KOREAN_OPTION
    assert filled in words and option not in words  # "2 ants", not the option
    fonts = {f for p in reader.pages[:4] for f in (p["/Resources"].get("/Font") or {}).values()}
    names = {str(f.get_object()["/BaseFont"]) for f in fonts}
    assert any("KoGothic" in n for n in names)  # embedded: a fresh machine needs no Korean font
    assert (folder / f"{prefix}-calibration-{paper}.pdf").exists()
    assert (folder / "svg" / f"{prefix}-kit-{paper}-001.svg").exists()
    for component in docs:
        assert (folder / f"{prefix}-{component}-{paper}.pdf").exists()


@pytest.mark.parametrize("game", pick(with_part("cards"), "no kit"))
def test_no_kit_when_only_some_components_or_single_pieces(game, build_kit):
    prefix = load_game(game).file_prefix
    out = build_kit(game, "--only", part_of(game, "cards"), "--format", "pdf")
    assert not list((out / prefix).glob("*-kit-*"))
    out = build_kit(game, "--single", "--format", "pdf")
    assert not list((out / prefix).glob("*-kit-*"))
