"""Lengths written with units (63mm, 2.5in, 12pt, 1cm), converted once to millimetres."""

from __future__ import annotations

import math
import re
from typing import Annotated

from printkit.core.limits import MAX_NUMBER_CHARS, excerpt
from printkit.core.markers import Written

Length = Annotated[float, Written("Length")]  # millimetres, written 63mm, 2.5in, 12pt, 1cm (or 0)

MM_PER_PT = 25.4 / 72.0  # a typographic point, in millimetres
PT_PER_MM = 72.0 / 25.4  # points in a millimetre (PDF user space is in points)
MM_PER_UNIT = {"mm": 1.0, "cm": 10.0, "in": 25.4, "pt": MM_PER_PT}
_LENGTH = re.compile(r"^\s*([-+]?(?:\d+\.?\d*|\.\d+))\s*(mm|cm|in|pt)\s*$")


def parse_length(text: str) -> float:
    """Return the length written in text, in millimetres; raise ValueError if it has no unit."""
    match = _LENGTH.match(text)
    if not match:
        raise ValueError(f"expected a length with a unit (mm, cm, in, pt), e.g. 63mm; found {excerpt(text)}")
    check_number_text(match.group(1))
    value = float(match.group(1)) * MM_PER_UNIT[match.group(2)]
    if not math.isfinite(value):
        raise ValueError(f"expected a finite length; found {excerpt(text)}")
    return value


def check_number_text(text: str) -> None:
    """Raise ValueError if a written number is longer than MAX_NUMBER_CHARS characters."""
    if len(text) > MAX_NUMBER_CHARS:
        raise ValueError(
            f"expected a number of at most {MAX_NUMBER_CHARS} characters; found {excerpt(text, 12)}"
        )
