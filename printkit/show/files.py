"""A view's page as a file: SVG and PDF from their backends, PNG rasterised from the PDF (one drawing path)."""

from __future__ import annotations

from pathlib import Path

from printkit.core.errors import Location, UsageError, UserError
from printkit.draw.picture import Picture
from printkit.draw.scene import Document, Page
from printkit.games import definition_of
from printkit.layout.folders import reading
from printkit.show.frame import page
from printkit.show.view import Replayed, View

FORMATS = (".svg", ".pdf", ".png")
DPI = 120.0  # a PNG's default resolution: a 360 mm board is 1,700 pixels wide


def draw(replay: Replayed, view: View) -> Picture:
    """Return the game's picture of a view, drawn with the game's own layout and templates."""
    game = replay.game
    picture = definition_of(game).picture
    with reading(game.layout):
        return picture(game, view)


def view_page(replay: Replayed, view: View) -> tuple[Page, Picture]:
    """Return the page showing a view, and the picture on it (whose symbols the page uses).

    A character no font of the page has (a seat name in Hanja) is a UserError at its first place
    in the transcript, or the layout file it came from, rather than an empty box on the picture.
    """
    from printkit.draw.check import DrawProblem, check_glyphs

    picture = draw(replay, view)
    sheet = page(replay, view, picture)
    try:
        check_glyphs(sheet.items, {s.id: s for s in picture.symbols}, printable_only=True)
    except DrawProblem as problem:
        raise UserError(problem.message, source_of(problem.chars[:1], replay)) from None
    return sheet, picture


def source_of(ch: str, replay: Replayed) -> Location:
    """Return where ch first stands in the transcript, else in the game's layout file, else the transcript."""
    from printkit.layout.folders import place_of
    from printkit.layout.spots import layout_file

    layout = layout_file(replay.game.layout)
    return place_of(ch, (replay.file, *([layout] if layout is not None else []))) or Location(replay.file)


def page_bytes(replay: Replayed, view: View, suffix: str, dpi: float = DPI) -> bytes:
    """Return a view's page as SVG, PDF or PNG bytes (suffix '.svg', '.pdf' or '.png')."""
    sheet, picture = view_page(replay, view)
    title = sheet.label
    if suffix == ".svg":
        from printkit.draw.render.svg import render_page

        return render_page(sheet, picture.symbols, "show")
    if suffix == ".pdf":
        from printkit.draw.render.pdf import render_document

        return render_document(Document(title, (sheet,), picture.symbols))
    if suffix == ".png":
        from printkit.draw.raster import Image, pixels, rasterise

        image = Image(sheet, pixels(sheet.width, dpi), pixels(sheet.height, dpi), dpi)
        return next(iter(rasterise([image], picture.symbols, title)))
    raise UsageError(f"-o: expected a file ending in {', '.join(FORMATS)}, not {suffix or 'no suffix'!r}")


def write_view(replay: Replayed, view: View, out: Path, dpi: float = DPI) -> None:
    """Write a view's page to out, its format told by the file's suffix."""
    from printkit.core.writing import write_atomic

    suffix = out.suffix.lower()
    if suffix not in FORMATS:
        raise UsageError(f"-o {out}: expected a file ending in {', '.join(FORMATS)}")
    write_atomic(out, page_bytes(replay, view, suffix, dpi), make_parent=False)
