"""The fonts printkit embeds: real TTF files, so every glyph prints the same everywhere."""

from __future__ import annotations

import importlib.util
from functools import cache
from pathlib import Path
from typing import NewType

Font = NewType("Font", str)

# Bitstream Vera ships inside reportlab: free, complete for our text, and always present.
FONT_FILES = {
    "Vera": "Vera.ttf",
    "Vera-Bold": "VeraBd.ttf",
    "Vera-Italic": "VeraIt.ttf",
    "Vera-BoldItalic": "VeraBI.ttf",
}
# What an SVG viewer should use for the same face.
SVG_FAMILY = {
    "Vera": ("'Bitstream Vera Sans', 'DejaVu Sans', Verdana, sans-serif", "normal", "normal"),
    "Vera-Bold": ("'Bitstream Vera Sans', 'DejaVu Sans', Verdana, sans-serif", "bold", "normal"),
    "Vera-Italic": ("'Bitstream Vera Sans', 'DejaVu Sans', Verdana, sans-serif", "normal", "italic"),
    "Vera-BoldItalic": ("'Bitstream Vera Sans', 'DejaVu Sans', Verdana, sans-serif", "bold", "italic"),
}


@cache
def font_dir() -> Path:
    """Return reportlab's font folder without importing reportlab."""
    spec = importlib.util.find_spec("reportlab")
    assert spec is not None and spec.submodule_search_locations
    return Path(next(iter(spec.submodule_search_locations))) / "fonts"


def font_path(name: str) -> Path:
    """Return the TTF file of a known font name."""
    return font_dir() / FONT_FILES[name]


def parse_font(text: str) -> str:
    """Return text if it names a known font, else raise ValueError listing them."""
    if text not in FONT_FILES:
        raise ValueError(f"expected a font ({', '.join(FONT_FILES)}); found {text!r}")
    return text
