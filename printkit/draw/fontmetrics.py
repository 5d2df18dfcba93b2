"""The one measure of text: glyph advance widths, cap height and descent read from a TrueType file.

Text is laid out in the scene (wrapping, centring, footers, captions) and checked after drawing
before any backend sees it, so every measure comes from the font files the PDF embeds, without
importing reportlab: the cmap, hhea, hmtx, head and OS/2 tables, read the way reportlab reads them,
so a width measured here is the width the PDF backend lays out.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from functools import cache, lru_cache

from printkit.layout.fonts import face_for, font_path
from printkit.layout.units import MM_PER_PT


@dataclass(frozen=True)
class Metrics:
    """One font's measures in em units: advance widths per character, the missing glyph's, cap height, descent."""

    name: str
    widths: dict[int, float]  # code point -> advance in em
    missing: float  # advance of glyph 0 (.notdef), in em
    cap_height: float = 0.0  # how far capitals rise above the baseline, in em
    descent: float = 0.0  # how far descenders reach below it, in em (positive)

    def covers(self, ch: str) -> bool:
        """Return whether the font has a glyph for the character."""
        return ord(ch) in self.widths

    def width(self, text: str, size_pt: float) -> float:
        """Return the advance width of text in mm at size_pt."""
        return _ems(self.name, text) * size_pt * MM_PER_PT


@lru_cache(maxsize=16_384)  # a kit measures the same words again and again (wrapping, checks, outlines)
def _ems(font: str, text: str) -> float:
    """Return the advance width of text in em in a known font."""
    font_metrics = metrics(font)
    get, missing = font_metrics.widths.get, font_metrics.missing
    return sum(get(ord(ch), missing) for ch in text)


def _tables(data: bytes) -> dict[str, tuple[int, int]]:
    (count,) = struct.unpack_from(">H", data, 4)
    out = {}
    for i in range(count):
        tag, _, offset, length = struct.unpack_from(">4sIII", data, 12 + 16 * i)
        out[tag.decode("latin-1")] = (offset, length)
    return out


def _cmap(data: bytes, offset: int) -> dict[int, int]:
    """Return code point -> glyph id from the best Unicode subtable (format 12, else 4)."""
    (count,) = struct.unpack_from(">H", data, offset + 2)
    subtables: dict[int, int] = {}  # format -> offset
    for i in range(count):
        platform, encoding, sub = struct.unpack_from(">HHI", data, offset + 4 + 8 * i)
        fmt = struct.unpack_from(">H", data, offset + sub)[0]
        if (platform, encoding) in ((3, 10), (0, 4), (0, 6)) and fmt == 12:
            subtables.setdefault(12, offset + sub)
        elif (platform, encoding) in ((3, 1), (0, 3), (0, 1), (0, 0)) and fmt == 4:
            subtables.setdefault(4, offset + sub)
    out: dict[int, int] = {}
    if 12 in subtables:
        at = subtables[12]
        (groups,) = struct.unpack_from(">I", data, at + 12)
        for g in range(groups):
            start, end, glyph = struct.unpack_from(">III", data, at + 16 + 12 * g)
            for code in range(start, end + 1):
                out[code] = glyph + code - start
        return out
    if 4 not in subtables:
        raise ValueError("the font has no Unicode cmap (format 4 or 12)")
    at = subtables[4]
    segs = struct.unpack_from(">H", data, at + 6)[0] // 2
    ends = struct.unpack_from(f">{segs}H", data, at + 14)
    starts = struct.unpack_from(f">{segs}H", data, at + 16 + 2 * segs)
    deltas = struct.unpack_from(f">{segs}h", data, at + 16 + 4 * segs)
    range_at = at + 16 + 6 * segs
    ranges = struct.unpack_from(f">{segs}H", data, range_at)
    for k in range(segs):
        for code in range(starts[k], ends[k] + 1):
            if code == 0xFFFF:
                continue
            if ranges[k] == 0:
                glyph = (code + deltas[k]) & 0xFFFF
            else:
                where = range_at + 2 * k + ranges[k] + 2 * (code - starts[k])
                glyph = struct.unpack_from(">H", data, where)[0]
                if glyph:
                    glyph = (glyph + deltas[k]) & 0xFFFF
            if glyph:
                out[code] = glyph
    return out


@cache
def metrics(name: str) -> Metrics:
    """Return the advance widths of a known font (read once per process)."""
    data = font_path(name).read_bytes()
    tables = _tables(data)
    (units,) = struct.unpack_from(">H", data, tables["head"][0] + 18)
    (long_metrics,) = struct.unpack_from(">H", data, tables["hhea"][0] + 34)
    hmtx = tables["hmtx"][0]
    advances = struct.unpack_from(f">{2 * long_metrics}H", data, hmtx)[0::2]
    last = advances[-1]
    cmap = _cmap(data, tables["cmap"][0])
    widths = {
        code: (advances[g] if g < long_metrics else last) / units for code, g in cmap.items() if g is not None
    }
    if 0x20 in widths and 0xA0 in widths:
        widths[0xA0] = widths[0x20]  # reportlab prints a no-break space with the space glyph
    os2 = tables["OS/2"][0]
    version, typo_descender = (
        struct.unpack_from(">H", data, os2)[0],
        struct.unpack_from(">h", data, os2 + 70)[0],
    )
    cap = struct.unpack_from(">h", data, os2 + (88 if version > 1 else 68))[
        0
    ]  # sCapHeight, else sTypoAscender
    return Metrics(name, widths, advances[0] / units, cap / units, abs(typo_descender) / units)


def text_width(text: str, font: str, size_pt: float) -> float:
    """Return the width in mm of one line of text in a font at size_pt (no kerning: the PDF has none)."""
    return metrics(face_for(font, text)).width(text, size_pt)


def cap_height(font: str, size_pt: float) -> float:
    """Return how far capitals rise above the baseline, in mm."""
    return metrics(font).cap_height * size_pt * MM_PER_PT


def descent(font: str, size_pt: float) -> float:
    """Return how far descenders reach below the baseline, in mm (positive)."""
    return metrics(font).descent * size_pt * MM_PER_PT


def missing(text: str, font: str) -> list[str]:
    """Return the characters of text the font cannot draw, each once, in order."""
    have = metrics(face_for(font, text)).widths
    return [c for c in dict.fromkeys(text) if ord(c) not in have]
