"""Output helpers of the backends: deterministic numbers; atomic writing lives in printkit.core.writing."""

from __future__ import annotations

from functools import lru_cache

from printkit.core.writing import write_atomic

__all__ = ["num", "write_atomic"]


@lru_cache(maxsize=1 << 16)  # a page's numbers repeat: each is formatted once
def num(value: float) -> str:
    """Return a coordinate rounded to 0.001 mm without trailing zeros (deterministic output)."""
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text
