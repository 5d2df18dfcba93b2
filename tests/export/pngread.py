"""Reading back the PNGs printkit writes (8-bit RGB, unfiltered rows): header facts and pixels."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

from printkit.draw.png import SIGNATURE, read_info


def pixels(data: bytes) -> list[bytes]:
    """Return the image's rows of RGB bytes (only unfiltered rows, as printkit writes them)."""
    info = read_info(data)
    assert info.is_rgb
    at, idat = len(SIGNATURE), b""
    while at < len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        if data[at + 4 : at + 8] == b"IDAT":
            idat += data[at + 8 : at + 8 + length]
        at += 12 + length
    raw = zlib.decompress(idat)
    row = info.width * 3 + 1
    assert len(raw) == row * info.height
    rows = [raw[y * row : (y + 1) * row] for y in range(info.height)]
    assert all(r[0] == 0 for r in rows), "a filtered row"
    return [r[1:] for r in rows]


def pixel(rows: list[bytes], x: int, y: int) -> tuple[int, int, int]:
    """Return the RGB of pixel (x, y)."""
    return tuple(rows[y][3 * x : 3 * x + 3])  # type: ignore[return-value]


def info(path: Path):
    """Return the header facts of a PNG file."""
    return read_info(path.read_bytes())
