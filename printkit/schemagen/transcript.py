"""A game's transcript schema: the spec's envelope, the game's own keys and its setup, and a
pattern for a turn's text in the game's notation.

The envelope and each game's shape follow the transcript spec (docs/transcripts.md) and the referee's
readers. The game hands over its own keys (`transcript.transcript_parts`) and what one action may be
(`notation.action_syntax`, printkit/games/parts.py); the rule options come from the game's RuleOptions dataclass, and the names a transcript
may use (cells, squares, piece backs, card numbers, food values) from the game's layout, the one
the referee reads. A schema says what a file may hold, not whether its game is legal: a card
dealt twice or a move the rules forbid is the referee's to find. Tests check that every example
game the referee reads as well-formed matches its schema.
"""

from __future__ import annotations

from typing import Any

from printkit.games.definition import LoadedGame
from printkit.games.parts import NULL, ActionSyntax
from printkit.schemagen.types import DRAFT, Definitions, dataclass_schema

INTEGER = {"type": "integer"}


def turn_text(syntax: ActionSyntax) -> dict[str, Any]:
    """Return the schema of a turn's text: actions matching the game's action pattern, separated by commas.

    The editor shows the syntax's words (patternErrorMessage) where it would otherwise show the
    pattern, thousands of characters of it.
    """
    action, example = syntax.pattern, syntax.example
    return {
        "type": "string",
        "pattern": rf"^\s*{action}(\s*,\s*{action})*\s*$",
        "patternErrorMessage": f"Not a turn: actions separated by commas, each one of: {syntax.words}. E.g. '{example}'.",
        "description": f"The turn's actions, separated by commas, e.g. '{example}'.",
    }


def turns(syntax: ActionSyntax) -> dict[str, Any]:
    """Return the schema of a `turns:` list: one-key mappings {seat: "action, action"}."""
    item: dict[str, Any] = {
        "type": "object",
        "minProperties": 1,
        "maxProperties": 1,
        "additionalProperties": turn_text(syntax),
    }
    return {"type": "array", "items": item}


def scores(seats: dict[str, Any] | None) -> dict[str, Any]:
    """Return the schema of a {seat: points} mapping."""
    out: dict[str, Any] = {"type": "object", "additionalProperties": INTEGER}
    if seats:
        out["propertyNames"] = seats
    return out


def transcript_schema(game: LoadedGame[Any, Any]) -> dict[str, Any]:
    """Return the JSON Schema of a game's transcripts, with the names of the layout it was resolved with."""
    info, layout = game.definition, game.layout
    syntax = info.action_syntax(layout)
    parts = info.transcript_parts(layout, turns(syntax))
    defs = Definitions()
    options = dataclass_schema(info.options_type, defs)
    options["description"] = "House rules: the layout's rules: give the defaults, these override them."
    for name, prop in options["properties"].items():  # this layout's defaults, which the referee starts from
        prop["default"] = getattr(layout.rules, name)
    properties = {
        "game": {"const": info.name},
        "rules": {"anyOf": [options, NULL]},
        "players": {"description": "The seats in turn order.", **parts.players},
        **parts.keys,
        "result": {
            "description": "Optional: each seat's total, checked when present.",
            **scores(parts.seats),
        },
    }
    out: dict[str, Any] = {
        "$schema": DRAFT,
        "title": f"printkit transcript: {info.title}",
        "description": "A recorded game, as printkit's docs/transcripts.md describes it.",
        "type": "object",
        "properties": properties,
        "required": ["game", "players", *parts.required],
        "additionalProperties": False,
    }
    if defs.schemas:
        out["definitions"] = defs.schemas
    return out
