"""Rule options a table may disagree on; the layout's rules: section sets the defaults."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RuleOptions:
    """Named house-rule options (the referee fills these in)."""
