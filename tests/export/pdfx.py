"""A PDF/X-1a:2001 check for tests: the file's structure read with pypdf, its ink measured by Ghostscript in CMYK."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pypdf
import pytest
from pypdf.generic import ArrayObject, ContentStream, DictionaryObject, NameObject

RGB_SPACES = {"/DeviceRGB", "/CalRGB", "/Lab", "/RGB"}  # /RGB: an inline image's short name
RGB_OPERATORS = {b"rg", b"RG"}


def _space_is_rgb(space: object) -> bool:
    space = space.get_object() if hasattr(space, "get_object") else space
    if isinstance(space, NameObject):
        return str(space) in RGB_SPACES
    if isinstance(space, ArrayObject) and space:
        kind = str(space[0])
        if kind == "/ICCBased":
            return space[1].get_object().get("/N") == 3
        if kind in ("/Indexed", "/Separation", "/DeviceN"):
            return _space_is_rgb(space[1] if kind == "/Indexed" else space[2])
        return kind in RGB_SPACES
    return False


def _font_problems(fonts: DictionaryObject, where: str) -> list[str]:
    problems = []
    for name, ref in fonts.items():
        font = ref.get_object()
        parts = [d.get_object() for d in font.get("/DescendantFonts", [])] or [font]
        for part in parts:
            if part.get("/Subtype") == "/Type3":
                continue  # drawn by its own content streams: nothing to embed
            descriptor = part.get("/FontDescriptor")
            descriptor = descriptor.get_object() if descriptor is not None else {}
            if not any(k in descriptor for k in ("/FontFile", "/FontFile2", "/FontFile3")):
                problems.append(f"{where}: font {name} ({part.get('/BaseFont')}) is not embedded")
    return problems


def _stream_problems(
    stream: object, resources: DictionaryObject, reader: pypdf.PdfReader, where: str, seen: set[int]
) -> list[str]:
    problems: list[str] = []
    resources = resources.get_object() if resources is not None else DictionaryObject()
    spaces = resources.get("/ColorSpace", DictionaryObject()).get_object()
    for op_args, op in ContentStream(stream, reader).operations:
        if op in RGB_OPERATORS:
            problems.append(f"{where}: RGB colour operator {op.decode()} {[float(a) for a in op_args]}")
        elif op in (b"cs", b"CS"):
            name = op_args[0]
            space = spaces.get(name, name) if str(name) not in RGB_SPACES else name
            if _space_is_rgb(space):
                problems.append(f"{where}: {op.decode()} {name} is an RGB colour space")
        elif op == b"INLINE IMAGE":
            settings = op_args["settings"]
            space = settings.get("/CS", settings.get("/ColorSpace"))
            if space is not None and _space_is_rgb(spaces.get(space, space)):
                problems.append(f"{where}: an RGB inline image")
    for name, ref in resources.get("/XObject", DictionaryObject()).get_object().items():
        if ref.idnum in seen:  # a form every card draws is read once
            continue
        seen.add(ref.idnum)
        xobject = ref.get_object()
        if xobject.get("/Subtype") == "/Image":
            if _space_is_rgb(xobject.get("/ColorSpace")):
                problems.append(f"{where}: image {name} is RGB")
            if "/SMask" in xobject:
                problems.append(f"{where}: image {name} has a soft mask (transparency)")
        elif xobject.get("/Subtype") == "/Form":
            if "/Group" in xobject:
                problems.append(f"{where}: form {name} is a transparency group")
            problems += _stream_problems(
                xobject, xobject.get("/Resources"), reader, f"{where} > form {name}", seen
            )
    for kind in ("/Shading", "/Pattern"):
        for name, ref in resources.get(kind, DictionaryObject()).get_object().items():
            shading = ref.get_object()
            shading = shading.get("/Shading", shading).get_object()  # a shading pattern holds one
            if _space_is_rgb(shading.get("/ColorSpace")):
                problems.append(f"{where}: {kind[1:].lower()} {name} is RGB")
    for name, ref in resources.get("/ExtGState", DictionaryObject()).get_object().items():
        state = ref.get_object()
        if any(float(state.get(key, 1)) != 1 for key in ("/CA", "/ca")):
            problems.append(f"{where}: graphics state {name} is transparent")
        if str(state.get("/SMask", "/None")) != "/None" or str(state.get("/BM", "/Normal")) not in (
            "/Normal",
            "/Compatible",
        ):
            problems.append(f"{where}: graphics state {name} has a soft mask or blend mode")
    fonts = resources.get("/Font")
    if fonts is not None:
        problems += _font_problems(fonts.get_object(), where)
    return problems


def _inside(inner: list[float], outer: list[float]) -> bool:
    return (
        inner[0] >= outer[0] - 0.01
        and inner[1] >= outer[1] - 0.01
        and inner[2] <= outer[2] + 0.01
        and inner[3] <= outer[3] + 0.01
    )


def pdfx_problems(data: bytes) -> list[str]:
    """Return every way a PDF falls short of PDF/X-1a:2001 that its structure shows (empty when none)."""
    from io import BytesIO

    reader = pypdf.PdfReader(BytesIO(data))
    problems: list[str] = []
    if reader.pdf_header > "%PDF-1.3":
        problems.append(f"header {reader.pdf_header}: PDF/X-1a:2001 is PDF 1.3")
    if reader.is_encrypted:
        problems.append("encrypted")
    if "/ID" not in reader.trailer:
        problems.append("no document ID in the trailer")
    info = reader.trailer.get("/Info")
    info = info.get_object() if info is not None else {}
    if info.get("/GTS_PDFXVersion") != "PDF/X-1:2001":
        problems.append(f"GTS_PDFXVersion is {info.get('/GTS_PDFXVersion')!r}, not 'PDF/X-1:2001'")
    if info.get("/GTS_PDFXConformance") != "PDF/X-1a:2001":
        problems.append(f"GTS_PDFXConformance is {info.get('/GTS_PDFXConformance')!r}, not 'PDF/X-1a:2001'")
    if str(info.get("/Trapped")) not in ("/True", "/False"):
        problems.append("Trapped is neither True nor False")
    for key in ("/Title", "/CreationDate", "/ModDate"):
        if key not in info:
            problems.append(f"no {key} in the document information")
    root = reader.trailer["/Root"]
    intents = [i.get_object() for i in root.get("/OutputIntents", [])]
    pdfx = [i for i in intents if i.get("/S") == "/GTS_PDFX"]
    if len(pdfx) != 1:
        problems.append(f"{len(pdfx)} GTS_PDFX output intents; expected one")
    for intent in pdfx:
        if not intent.get("/OutputConditionIdentifier"):
            problems.append("the output intent has no OutputConditionIdentifier")
        profile = intent.get("/DestOutputProfile")
        if profile is None:
            problems.append("the output intent embeds no profile")
        else:
            body = profile.get_object()
            icc = body.get_data()
            if body.get("/N") != 4 or icc[16:20] != b"CMYK" or icc[12:16] != b"prtr":
                problems.append("the output intent's profile is not a CMYK output profile")
    seen: set[int] = set()
    for number, page in enumerate(reader.pages, 1):
        where = f"page {number}"
        media = [float(v) for v in page.mediabox]
        boxes = {
            key: [float(v) for v in page[key]] for key in ("/TrimBox", "/ArtBox", "/BleedBox") if key in page
        }
        if "/TrimBox" not in boxes and "/ArtBox" not in boxes:
            problems.append(f"{where}: no TrimBox")
        if "/BleedBox" not in boxes:
            problems.append(f"{where}: no BleedBox")
        if (
            "/TrimBox" in boxes
            and "/BleedBox" in boxes
            and not _inside(boxes["/TrimBox"], boxes["/BleedBox"])
        ):
            problems.append(f"{where}: TrimBox outside the BleedBox")
        if any(not _inside(box, media) for box in boxes.values()):
            problems.append(f"{where}: a box outside the MediaBox")
        if "/Group" in page:
            problems.append(f"{where}: a transparency group")
        if page.get("/Annots"):
            problems.append(f"{where}: annotations")
        problems += _stream_problems(page.get_contents(), page.get("/Resources"), reader, where, seen)
    return sorted(set(problems), key=problems.index)


def ghostscript() -> str:
    """Return the gs command, skipping the test without it (failing where PRINTKIT_REQUIRE_GHOSTSCRIPT=1)."""
    gs = shutil.which("gs")
    if gs is None:
        if os.environ.get("PRINTKIT_REQUIRE_GHOSTSCRIPT") == "1":
            pytest.fail(
                "Ghostscript (gs) is required here (PRINTKIT_REQUIRE_GHOSTSCRIPT=1) but not installed"
            )
        pytest.skip("Ghostscript (gs) is not installed")
    return gs


def max_ink(pdf: Path, work: Path, dpi: int = 72, pages: list[int] | None = None) -> list[float]:
    """Return each page's highest total ink (C+M+Y+K, percent), read off Ghostscript's CMYK raster of it
    (of the pages numbered in pages, from 1, in their order, when given; else of every page).

    tiff32nc draws without anti-aliasing and passes DeviceCMYK through, so every pixel holds the
    inks of the shape on top there.
    """
    from PIL import Image, ImageMath

    gs = ghostscript()
    work.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [
            gs,
            "-q",
            "-dBATCH",
            "-dNOPAUSE",
            "-dSAFER",
            "-sDEVICE=tiff32nc",
            f"-r{dpi}",
            *([f"-sPageList={','.join(map(str, sorted(pages)))}"] if pages is not None else []),
            "-o",
            str(work / "p%04d.tif"),
            str(pdf),
        ],
        check=True,
        timeout=300,
    )
    peaks = []
    for tif in sorted(work.glob("p*.tif")):
        with Image.open(tif) as image:
            assert image.mode == "CMYK"
            c, m, y, k = image.split()
            total = ImageMath.lambda_eval(lambda a: a["c"] + a["m"] + a["y"] + a["k"], c=c, m=m, y=y, k=k)
            peaks.append(total.getextrema()[1] * 100 / 255)  # type: ignore[index]
    return peaks
