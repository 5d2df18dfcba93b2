"""The art vocabulary's board functions: facts about a board's cells that a layout draws, never shapes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from printkit.core.limits import MAX_ART_MM
from printkit.geometry import hexgrid

MAX_SIDE = 13  # cells a side: 25 columns, lettered a to y


def _side(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= MAX_SIDE:
        raise ValueError(f"a hex board's side is a whole number 1 to {MAX_SIDE}; found {str(value)[:40]!r}")
    return value


def _mm(value: Any, what: str, low: float = 0.0) -> float:
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not low < value <= MAX_ART_MM:
        raise ValueError(
            f"{what} is a length over {low:g} and up to {MAX_ART_MM:,g} mm; found {str(value)[:40]!r}"
        )
    return float(value)


def _at(value: Any, what: str) -> float:
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not abs(value) <= MAX_ART_MM:
        raise ValueError(
            f"{what} is a number of mm, -{MAX_ART_MM:,g} to {MAX_ART_MM:,g}; found {str(value)[:40]!r}"
        )
    return float(value)


def hexgrid_cells(side: Any, size: Any, cx: Any, cy: Any) -> tuple[hexgrid.HexCell, ...]:
    """hexgrid(side, size, cx, cy): a hex-hex board's cells, size mm across the flats, the centre cell at cx, cy."""
    return hexgrid.drawn_cells(_side(side), _mm(size, "a cell's size"), _at(cx, "cx"), _at(cy, "cy"))


def hexgrid_labels(side: Any, size: Any, cx: Any, cy: Any, dist: Any) -> tuple[hexgrid.HexLabel, ...]:
    """hex_labels(side, size, cx, cy, dist): each column's letter and row's number, dist mm beyond both ends."""
    return hexgrid.edge_labels(
        _side(side), _mm(size, "a cell's size"), _at(cx, "cx"), _at(cy, "cy"), _at(dist, "dist")
    )


def hex_corners(x: Any, y: Any, size: Any) -> tuple[tuple[float, float], ...]:
    """hex_corners(x, y, size): a pointy-top hex's corners, size mm across the flats, centred on x, y."""
    return hexgrid.hex_corners(_at(x, "x"), _at(y, "y"), _mm(size, "a hex's size"))


FUNCTIONS: dict[str, Callable[..., Any]] = {
    "hexgrid": hexgrid_cells,
    "hex_labels": hexgrid_labels,
    "hex_corners": hex_corners,
}
