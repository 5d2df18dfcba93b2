"""Ant Trails rule options: the points a table might decide differently, with the spec's defaults."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class RuleOptions:
    """House rules for Ant Trails; the layout's ``rules:`` sets defaults, a transcript overrides."""

    placements_per_turn: int = field(
        default=2,
        metadata={
            "doc": "Ants a turn places (fewer only when no legal placement is left).",
            "min": 1,
            "max": 6,
        },
    )
    score_on_border_only: bool = field(
        default=True,
        metadata={
            "doc": "A food tile scores on reaching a trail end standing on a border cell (true, the "
            "spec), or on reaching any trail end (false: 'reaches the last ant of the trail').",
        },
    )
    pickup_is_the_step: bool = field(
        default=True,
        metadata={
            "doc": "Picking a tile up is that tile's one move this turn (true, the spec); false lets "
            "a tile picked up also take one step along the trail in the same turn.",
        },
    )
    loops_score: bool = field(
        default=True,
        metadata={"doc": "A closed loop counts as a trail when scoring the longest trail."},
    )
