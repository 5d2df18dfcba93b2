"""111 Ants rule options: the points a table might decide differently, with the rulebook's defaults.

The spec's envelope keys ``hand_size``, ``target`` and ``round_limit`` are not options: they
stay at the top of the transcript, as the spec puts them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal


@dataclass(frozen=True)
class RuleOptions:
    """House rules for 111 Ants; the layout's ``rules:`` sets defaults, a transcript overrides."""

    tie_break: Literal["last-round", "shared"] = field(
        default="last-round",
        metadata={
            "doc": "Players tied on points at the end: the one with most points in the last round "
            "wins (last-round, the rulebook), or they share the win (shared). A tie on the last "
            "round too is always shared.",
        },
    )
    finisher_bonus: int = field(
        default=5,
        metadata={
            "doc": "Bonus points for the seat that ends a round with a correctly sorted hand.",
            "min": 0,
            "max": 100,
        },
    )
    run_value: Literal["most-valuable", "longest"] = field(
        default="most-valuable",
        metadata={
            "doc": "Which sorted run of neighbouring cards scores for the other seats: the one with "
            "most jokers (most-valuable, the spec), or the longest one, most jokers among equals "
            "(longest: the rulebook says 'longest or most valuable').",
        },
    )
