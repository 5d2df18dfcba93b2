"""The typed parts a game hands to shared code: its actions' syntax, its transcript's own keys, its export hints.

Each game's package provides them under fixed names (docs/architecture.md, "Adding a game"):
`notation.action_syntax(layout)`, `transcript.transcript_parts(layout, turns)` and `export.EXPORT`.
Shared code asks for these parts and never names a game.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

NULL: dict[str, Any] = {"type": "null"}


def alternatives(words: Iterable[str]) -> str:
    """Return a regex alternation of words, longest first (so a pattern never stops at a prefix)."""
    return "(" + "|".join(re.escape(w) for w in sorted(set(words), key=lambda w: (-len(w), w))) + ")"


def numbers(low: int, high: int) -> str:
    """Return a regex alternation of the whole numbers low..high."""
    return alternatives(str(n) for n in range(low, high + 1))


@dataclass(frozen=True)
class ActionSyntax:
    """What one action of a turn's text may be: a regex (no anchors), a sample turn, and the same in words.

    words is what an editor shows (patternErrorMessage) where it would otherwise show the pattern.
    """

    pattern: str
    example: str
    words: str


@dataclass(frozen=True)
class TranscriptParts:
    """A game's own part of its transcript schema, inside the envelope every game shares (JSON Schema)."""

    players: dict[str, Any]  # the schema of `players:` (the seats in turn order)
    keys: dict[str, Any]  # the game's own top-level keys and their schemas (setup, turns, rounds, ...)
    required: tuple[str, ...]  # which of keys a transcript must hold
    seats: dict[str, Any] | None = None  # the schema of a seat's name, where the game fixes them


def _no_die_name(layout: Any, die: str) -> str | None:
    return None


@dataclass(frozen=True)
class ExportHints:
    """What an export says about a game's pieces beyond their pictures (Tabletop Simulator's names and bags)."""

    # component -> the name of the card numbered n (from 1) in it; else "<set> <n>"
    card_names: Mapping[str, Callable[[Any, int], str]] = field(default_factory=dict)
    # piece set -> the names of its kinds of tile, in the order the kit draws them (a bag each)
    tile_kinds: Mapping[str, Callable[[Any], tuple[str, ...]]] = field(default_factory=dict)
    # (layout, die's name) -> what to call that die, or None for its own name
    die_name: Callable[[Any, str], str | None] = _no_die_name
