"""Output helpers of the backends: deterministic numbers; atomic writing lives in printkit.core.writing."""

from __future__ import annotations

from printkit.core.writing import write_atomic

__all__ = ["num", "write_atomic"]


def num(value: float) -> str:
    """Return a coordinate rounded to 0.001 mm without trailing zeros (deterministic output)."""
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text
