"""The export targets for print: PNG faces, The Game Crafter and MakePlayingCards files, a DriveThruCards PDF.

Each writes its files atomically under <out>/<game>/<target>/ and returns their paths.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from printkit.core.errors import UsageError
from printkit.core.writing import output_folder, write_atomic
from printkit.draw.raster import Image, rasterise
from printkit.draw.scene import Document, Page
from printkit.kit.export.frame import art_bleed, face_image, framed
from printkit.kit.export.pieces import Face, PieceSet, piece_sets
from printkit.kit.export.vendors import CardProduct

if TYPE_CHECKING:
    from printkit.games.definition import LoadedGame


def folder(out: Path, game: LoadedGame[Any, Any], target: str) -> Path:
    """Return <out>/<game's file prefix>/<target>, made if missing (a real folder under out)."""
    return output_folder(out, game.layout.file_prefix, target)


def _render_named(
    pieces: PieceSet, named: Sequence[tuple[str, Face]], image_of: Callable[[Face], Image], where: Path
) -> Iterator[Path]:
    """Draw each distinct face once and write it under every name it has."""
    unique: dict[Hashable, Face] = {}
    for _, face in named:
        unique.setdefault(face.key, face)
    keys = list(unique)
    images = [image_of(unique[k]) for k in keys]
    data = dict(zip(keys, rasterise(images, pieces.symbols, pieces.label)))
    for name, face in named:
        path = where / name
        write_atomic(path, data[face.key])
        yield path


def export_png(
    game: LoadedGame[Any, Any], out: Path, dpi: float = 300, bleed: float = 0.0, only: Sequence[str] = ()
) -> list[Path]:
    """Write every card, tile and token face and back as its own PNG at dpi, with bleed mm of art around it."""
    prefix = game.layout.file_prefix
    where = folder(out, game, "png")
    written: list[Path] = []
    for pieces in piece_sets(game, art_bleed(bleed, dpi), only):
        named: list[tuple[str, Face]] = []
        for piece in pieces.pieces:
            stem = f"{prefix}-{pieces.name}-{piece.number:03d}"
            named.append((f"{stem}-front.png", piece.front))
            if piece.back is not None:
                named.append((f"{stem}-back.png", piece.back))

        def image_of(face: Face, pieces: PieceSet = pieces) -> Image:
            return face_image(face.items, pieces.width, pieces.height, bleed, dpi)

        written += _render_named(pieces, named, image_of, where)
    return written


def card_sets(game: LoadedGame[Any, Any], product: CardProduct, only: Sequence[str] = ()) -> list[PieceSet]:
    """Return the game's cards of the product's size, drawn with the bleed the product's file needs."""
    sized = [s for s in piece_sets(game, 0.0, only) if s.shape == "card" and product.fits(s.width, s.height)]
    if not sized:
        tw, th = product.trim_mm
        raise UsageError(
            f"{game.name} has no cards of {product.shop}'s {product.product} size ({tw:.1f} x {th:.1f} mm); "
            "try --to png or --to tts"
        )
    bleed = max(product.bleed_needed(s.width, s.height) for s in sized)
    names = {s.name for s in sized}
    return [s for s in piece_sets(game, bleed, only) if s.name in names]


def _card_page(product: CardProduct, pieces: PieceSet, face: Face, boxes: bool = False) -> Page:
    pw, ph = product.page_mm
    k = product.scale(pieces.width, pieces.height)
    tw, th = product.trim_mm
    return Page(
        pw,
        ph,
        framed(face.items, pieces.width, pieces.height, pw, ph, k),
        trim_box=((pw - tw) / 2, (ph - th) / 2, tw, th) if boxes else None,
        bleed_box=(0.0, 0.0, pw, ph) if boxes else None,
    )


def product_image(product: CardProduct, pieces: PieceSet, face: Face) -> Image:
    """Return one card face as the shop's file: its pixel size, the card fitted to the trim and centred."""
    return Image(_card_page(product, pieces, face), product.width_px, product.height_px, product.dpi)


def export_cards(
    game: LoadedGame[Any, Any], out: Path, product: CardProduct, only: Sequence[str] = ()
) -> list[Path]:
    """Write the game's cards as the shop's PNG files: a front per card, and one back if all cards share it."""
    prefix = game.layout.file_prefix
    where = folder(out, game, product.target)
    written: list[Path] = []
    for pieces in card_sets(game, product, only):
        named = [(f"{prefix}-{pieces.name}-{p.number:03d}-front.png", p.front) for p in pieces.pieces]
        shared = pieces.shared_back
        if shared is not None:
            named.append((f"{prefix}-{pieces.name}-back.png", shared))
        else:
            named += [
                (f"{prefix}-{pieces.name}-{p.number:03d}-back.png", p.back)
                for p in pieces.pieces
                if p.back is not None
            ]

        def image_of(face: Face, pieces: PieceSet = pieces) -> Image:
            return product_image(product, pieces, face)

        written += _render_named(pieces, named, image_of, where)
    return written


def export_dtc(
    game: LoadedGame[Any, Any],
    out: Path,
    product: CardProduct,
    only: Sequence[str] = (),
    icc: Path | None = None,
) -> list[Path]:
    """Write one PDF/X-1a file per card set for DriveThruCards: a page per side, each card's back before its front."""
    from printkit.draw.render.pdf import render_document
    from printkit.kit.export.cmyk import pdf_x

    press = pdf_x(icc)
    layout = game.layout
    where = folder(out, game, product.target)
    written: list[Path] = []
    for pieces in card_sets(game, product, only):
        pages: list[Page] = []
        for piece in pieces.pieces:
            if piece.back is None:
                raise UsageError(
                    f"{game.name} {pieces.label}: card {piece.number} has no back; DriveThruCards needs one"
                )
            pages.append(_card_page(product, pieces, piece.back, boxes=True))
            pages.append(_card_page(product, pieces, piece.front, boxes=True))
        title = f"{layout.title} \u2014 {pieces.label} for {product.shop}"
        path = where / f"{layout.file_prefix}-{pieces.name}-{product.target}.pdf"
        write_atomic(path, render_document(Document(title, tuple(pages), pieces.symbols), press))
        written.append(path)
    return written
