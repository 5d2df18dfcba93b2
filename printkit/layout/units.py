"""Lengths written with units (63mm, 2.5in, 12pt, 1cm), converted once to millimetres."""

from __future__ import annotations

import re
from typing import NewType

Length = NewType("Length", float)  # millimetres

MM_PER_UNIT = {"mm": 1.0, "cm": 10.0, "in": 25.4, "pt": 25.4 / 72.0}
_LENGTH = re.compile(r"^\s*([-+]?(?:\d+\.?\d*|\.\d+))\s*(mm|cm|in|pt)\s*$")

PT_PER_MM = 72.0 / 25.4


def parse_length(text: str) -> float:
    """Return the length written in text, in millimetres; raise ValueError if it has no unit."""
    match = _LENGTH.match(text)
    if not match:
        raise ValueError(f"expected a length with a unit (mm, cm, in, pt), e.g. 63mm; found {text!r}")
    return float(match.group(1)) * MM_PER_UNIT[match.group(2)]


def parse_mm(text: str) -> float:
    """Return a CLI length: a bare number means millimetres, a unit is honoured."""
    try:
        return float(text)
    except ValueError:
        return parse_length(text)
