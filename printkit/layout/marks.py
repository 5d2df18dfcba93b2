"""The marks and patterns a layout may choose to tell a colour without its hue (drawn by printkit/draw/shapes.py
and printkit/draw/patterns.py): their names, so a layout's types need nothing of the drawing."""

from __future__ import annotations

from typing import Literal, get_args

Kind = Literal[
    "circle",
    "triangle",
    "square",
    "star",
    "diamond",
    "cross",
    "ring",
    "heart",
    "pentagon",
    "hourglass",
    "hexagon",
]
KINDS: tuple[str, ...] = get_args(Kind)

# Each differs from the others also turned a quarter (a cube's faces are turned in its net): so no "columns".
Pattern = Literal["hatch", "dots", "rows", "zigzag", "grid", "crosshatch"]
PATTERNS: tuple[str, ...] = get_args(Pattern)
