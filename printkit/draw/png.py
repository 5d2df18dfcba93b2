"""PNG files written by hand: 8-bit RGB, unfiltered rows, zlib, tagged sRGB, the resolution in a pHYs chunk.

Measured on card faces, unfiltered rows compress smaller and about three times faster than
Pillow's adaptive filters, and no imaging library is needed to write them.
"""

from __future__ import annotations

import struct
import zlib
from dataclasses import dataclass

SIGNATURE = b"\x89PNG\r\n\x1a\n"
INCH_M = 0.0254
ROWS_AT_ONCE = 256
SRGB_PERCEPTUAL = 0  # the sRGB chunk's rendering intent
# The gAMA and cHRM values the PNG specification gives for an sRGB image (11.3.3.5), for readers
# that know those chunks and not sRGB: gamma 1/2.2 and the sRGB primaries and white, times 100000.
SRGB_GAMMA = 45455
SRGB_CHROMATICITIES = (31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000)


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def pixels_per_metre(dpi: float) -> int:
    """Return the pHYs value (pixels per metre) that records dpi."""
    return round(dpi / INCH_M)


def encode_rgb(width: int, height: int, pixels: bytes | memoryview, stride: int, dpi: float) -> bytes:
    """Return a PNG of width x height RGB pixels (rows stride bytes apart), its resolution set to dpi."""
    row = width * 3
    view = memoryview(pixels)
    packer = zlib.compressobj(6)
    idat = []
    for top in range(0, height, ROWS_AT_ONCE):  # a band at a time: a 4096 px board never exists twice
        band = range(top, min(height, top + ROWS_AT_ONCE))
        idat.append(packer.compress(b"".join(b"\x00" + view[y * stride : y * stride + row] for y in band)))
    idat.append(packer.flush())
    ppm = pixels_per_metre(dpi)
    return b"".join(
        (
            SIGNATURE,
            _chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)),
            # The pixels are sRGB (pdfium draws the kit's sRGB colours as they are): say so, so
            # colour-managed tools do not guess.
            _chunk(b"sRGB", bytes([SRGB_PERCEPTUAL])),
            _chunk(b"gAMA", struct.pack(">I", SRGB_GAMMA)),
            _chunk(b"cHRM", struct.pack(">8I", *SRGB_CHROMATICITIES)),
            _chunk(b"pHYs", struct.pack(">IIB", ppm, ppm, 1)),
            _chunk(b"IDAT", b"".join(idat)),
            _chunk(b"IEND", b""),
        )
    )


@dataclass(frozen=True)
class PngInfo:
    """What a PNG's header says: pixel size, colour type (2 = RGB), bit depth, resolution in dpi, sRGB intent."""

    width: int
    height: int
    colour_type: int
    bit_depth: int
    dpi: tuple[float, float] | None
    srgb: int | None = None  # the sRGB chunk's rendering intent; None without one
    gamma: int | None = None  # the gAMA chunk's value (gamma x 100000)

    @property
    def is_rgb(self) -> bool:
        return self.colour_type == 2 and self.bit_depth == 8


def read_info(data: bytes) -> PngInfo:
    """Return the header facts of PNG data (raises ValueError if it is not a PNG)."""
    if not data.startswith(SIGNATURE):
        raise ValueError("not a PNG file")
    at, header, dpi, srgb, gamma = len(SIGNATURE), None, None, None, None
    while at < len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        kind, body = data[at + 4 : at + 8], data[at + 8 : at + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBB", body[:10])
        elif kind == b"pHYs":
            x, y, unit = struct.unpack(">IIB", body)
            if unit == 1:
                dpi = (x * INCH_M, y * INCH_M)
        elif kind == b"sRGB":
            srgb = body[0]
        elif kind == b"gAMA":
            (gamma,) = struct.unpack(">I", body)
        elif kind == b"IDAT":
            break
        at += 12 + length
    if header is None:
        raise ValueError("PNG without an IHDR chunk")
    width, height, depth, colour = header
    return PngInfo(width, height, colour, depth, dpi, srgb, gamma)
