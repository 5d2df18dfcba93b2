"""111 Ants' own keys of a transcript, as JSON Schema: the hand size, the end condition and the rounds."""

from __future__ import annotations

from typing import Any

from printkit.games.parts import NULL, TranscriptParts


def transcript_parts(layout: Any, turns: dict[str, Any]) -> TranscriptParts:
    """Return the schema of 111 Ants' keys (card numbers from the layout's deck); turns is that of a `turns:` list."""
    numbers = sorted(layout.deck.jokers)
    card = {"type": "integer", "minimum": numbers[0], "maximum": numbers[-1]}
    cards = {"type": "array", "items": card}
    seat = {"type": ["string", "integer"], "not": {"enum": ["middle", "draw"]}}
    round_ = {
        "type": "object",
        "description": "One round: who starts, the deal, the turns and (optionally) the scores.",
        "properties": {
            "start": {"type": ["string", "integer"], "description": "The seat that begins the round."},
            "deal": {
                "type": "object",
                "description": "Each hand as dealt, left to right; the three middle cards; the draw pile, top first.",
                "properties": {"middle": {**cards, "minItems": 3, "maxItems": 3}, "draw": cards},
                "required": ["middle", "draw"],
                "additionalProperties": cards,
            },
            "turns": {"anyOf": [turns, NULL]},
            "scores": {"anyOf": [{"type": "object", "additionalProperties": {"type": "integer"}}, NULL]},
        },
        "required": ["start", "deal"],
        "additionalProperties": False,
    }
    positive = {"anyOf": [{"type": "integer", "minimum": 1}, NULL]}
    hand = {"type": "integer", "minimum": 2}
    players = {"type": "array", "items": seat, "minItems": 2, "uniqueItems": True}
    keys = {
        "hand_size": {
            "description": "Cards per hand: one number for every seat, or {seat: number}.",
            "anyOf": [hand, {"type": "object", "additionalProperties": hand}, NULL],
        },
        "target": {**positive, "description": "The game ends after a round in which someone reaches it."},
        "round_limit": {**positive, "description": "Instead of a target: play exactly this many rounds."},
        "rounds": {"type": "array", "items": round_, "minItems": 1},
    }
    return TranscriptParts(players, keys, ("rounds",))
