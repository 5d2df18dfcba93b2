"""The kit files as a player gets them: one smoke test reads the written PDFs."""

from __future__ import annotations

from pypdf import PdfReader

from tests.pdftext import page_texts
from tests.scenes import built


def test_build_writes_the_kit_beside_the_components(build_kit):
    out = build_kit("ant-trails")
    folder = out / "ant-trails"
    kit = folder / "ant-trails-kit-a4.pdf"
    reader = PdfReader(kit)
    _, docs, expected = built("ant-trails")
    assert len(reader.pages) == len(expected.doc.pages)
    texts = page_texts(kit)
    cover = texts[0]
    assert "Ant Trails" in cover and "Pages 1-" in cover and "two-sided" in cover
    korean = [t for t in texts if "\uac1c\ubbf8 \uae38" in t]
    words = "".join(korean)  # the Korean rules sheet, over its pages (the readings box on the last)
    assert "2\ub9c8\ub9ac\ub97c" in words and "placements_per_turn" not in words  # "2 ants", not the option
    fonts = {f for p in reader.pages[:4] for f in (p["/Resources"].get("/Font") or {}).values()}
    names = {str(f.get_object()["/BaseFont"]) for f in fonts}
    assert any("KoGothic" in n for n in names)  # embedded: a fresh machine needs no Korean font
    assert (folder / "ant-trails-calibration-a4.pdf").exists()
    assert (folder / "svg" / "ant-trails-kit-a4-001.svg").exists()
    for name in docs:
        assert (folder / f"ant-trails-{name}-a4.pdf").exists()


def test_no_kit_when_only_some_components_or_single_pieces(build_kit):
    out = build_kit("111-ants", "--only", "cards", "--format", "pdf")
    assert not list((out / "111-ants").glob("*-kit-*"))
    out = build_kit("111-ants", "--single", "--format", "pdf")
    assert not list((out / "111-ants").glob("*-kit-*"))
