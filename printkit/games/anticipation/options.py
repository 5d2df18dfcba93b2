"""Rule options a table may disagree on; the layout's rules: section sets the defaults."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal


@dataclass(frozen=True)
class RuleOptions:
    """Named readings of the Anticipation rulebook where players could reasonably differ."""

    magnetism: Literal["opposite-attract", "equal-attract"] = field(
        default="opposite-attract",
        metadata={
            "doc": "How the + / - mark on a piece's back stands in for its magnet when a moving ant lands on an "
            "opponent: opposite-attract (the mover captures when the two top pieces show different marks) "
            "or equal-attract (it captures when they show the same mark)."
        },
    )
    start_square_counts: bool = field(
        default=True,
        metadata={
            "doc": "Leaving the nest, the START square is the first square counted (a throw of 1 ends on START); "
            "false: the ant stands on START and counts the whole throw from there."
        },
    )
    barrier_access: Literal["nests", "ants"] = field(
        default="ants",
        metadata={
            "doc": "Whom 'never block both entrances' protects: ants (every nest in play keeps its way in and out, "
            "and every ant on the board keeps a free path to a FINISH square of its own colour) or nests "
            "(only the nests: an ant on the board may be shut between two Barriers)."
        },
    )
    open_nest: Literal["entrance", "out-and-in"] = field(
        default="entrance",
        metadata={
            "doc": "What keeps a nest open: entrance (one entrance whose START and FINISH are both free and join "
            "the Ante-chamber, so a Barrier on each entrance blocks both, even one on a START and the other "
            "on the other FINISH) or out-and-in (a free START to leave by and a free FINISH to come home by, "
            "at the same entrance or not)."
        },
    )
    barrier_timing: Literal["turn", "throw"] = field(
        default="turn",
        metadata={
            "doc": "When the Barrier a double earns moves: turn (at any point of the turn once the double is "
            "thrown: after a throw's roll or after its moves, up to the end of the turn; each double one "
            "Barrier action) or throw (before or after that throw's own moves only)."
        },
    )
    any_barrier: bool = field(
        default=True,
        metadata={
            "doc": "With 3-4 players a double may move any Water Barrier on the board; false: only one the player "
            "brought into play (the two-player game always allows any)."
        },
    )
    doubles_repeat: bool = field(
        default=True,
        metadata={
            "doc": "Every double earns another throw (and a Barrier move); false: only a turn's first throw does."
        },
    )
    must_move: bool = field(
        default=True,
        metadata={
            "doc": "A player must use as much of each throw as the board allows: both dice when any of the three "
            "ways fits, else one die, else nothing."
        },
    )
    claim: Literal["automatic", "by-choice"] = field(
        default="automatic",
        metadata={
            "doc": "How an ant on an Ante-chamber corner takes that colour's waiting pieces: automatic (all of "
            "them, at once and whenever more arrive) or by-choice (the player writes 'claim SQ' for all, "
            "or 'claim SQ P P ...' for some, at the start of a turn or after a roll or a move)."
        },
    )
