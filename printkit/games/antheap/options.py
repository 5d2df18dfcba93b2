"""Antheap rule options a table may disagree on; the layout's rules: section sets the defaults."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal


@dataclass(frozen=True)
class RuleOptions:
    """Named readings of the rulebook; a transcript's rules: section may override each one."""

    eggs: int = field(
        default=30,
        metadata={
            "min": 1,
            "max": 500,
            "doc": "Eggs in the Queen Ant's Nest at the start (the rulebook: 'optional, but an ideal number is 30').",
        },
    )
    arrivals: Literal["attack", "wait"] = field(
        default="wait",
        metadata={
            "doc": "An ant reaching its X while a Defender holds the nest: 'wait' stops on its X as an Attacker "
            "and duels when the circling Defender lands there; 'attack' duels at once on arriving.",
        },
    )
    exact_x: bool = field(
        default=False,
        metadata={
            "doc": "false: a throw that would carry an ant past its X stops it on the X; true: only an exact "
            "throw reaches the X, a longer one leaves the ant where it is.",
        },
    )
    beaten_by_six: Literal["home", "base-6"] = field(
        default="home",
        metadata={
            "doc": "Where a Defender beaten by a 6 goes ('returned to his Base'): its home spot, or Base square 6.",
        },
    )
