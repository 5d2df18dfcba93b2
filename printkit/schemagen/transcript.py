"""A game's transcript schema: the spec's envelope, the game's own keys and its setup, and a
pattern for a turn's text in the game's notation.

The envelope and each game's shape follow the transcript spec (docs/transcripts.md) and the referee's
readers; the rule options come from the game's RuleOptions dataclass, and the names a transcript
may use (cells, squares, piece backs, card numbers, food values) from the game's layout, the one
the referee reads. A schema says what a file may hold, not whether its game is legal: a card
dealt twice or a move the rules forbid is the referee's to find. Tests check that every example
game the referee reads as well-formed matches its schema.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from printkit.games import game_info
from printkit.schemagen.types import DRAFT, Definitions, dataclass_schema

INTEGER = {"type": "integer"}
NULL = {"type": "null"}


def _alternatives(words: Iterable[str]) -> str:
    """Return a regex alternation of words, longest first (so a pattern never stops at a prefix)."""
    import re

    return "(" + "|".join(re.escape(w) for w in sorted(set(words), key=lambda w: (-len(w), w))) + ")"


def _numbers(low: int, high: int) -> str:
    return _alternatives(str(n) for n in range(low, high + 1))


def turn_text(action: str, example: str, actions: str) -> dict:
    """Return the schema of a turn's text: actions matching the action pattern, separated by commas.

    actions says in words what an action may be: the editor shows it (patternErrorMessage) where
    it would otherwise show the pattern, thousands of characters of it.
    """
    return {
        "type": "string",
        "pattern": rf"^\s*{action}(\s*,\s*{action})*\s*$",
        "patternErrorMessage": f"Not a turn: actions separated by commas, each one of: {actions}. E.g. '{example}'.",
        "description": f"The turn's actions, separated by commas, e.g. '{example}'.",
    }


def turns(action: str, example: str, actions: str, seats: dict | None = None) -> dict:
    """Return the schema of a `turns:` list: one-key mappings {seat: "action, action"}."""
    item: dict[str, Any] = {
        "type": "object",
        "minProperties": 1,
        "maxProperties": 1,
        "additionalProperties": turn_text(action, example, actions),
    }
    if seats:
        item["propertyNames"] = seats
    return {"type": "array", "items": item}


def scores(seats: dict | None) -> dict:
    """Return the schema of a {seat: points} mapping."""
    out: dict[str, Any] = {"type": "object", "additionalProperties": INTEGER}
    if seats:
        out["propertyNames"] = seats
    return out


# --- the games ---------------------------------------------------------------------------------


def _ants111(layout: Any) -> tuple[dict, dict, list[str]]:
    numbers = sorted(layout.deck.jokers)
    card = {"type": "integer", "minimum": numbers[0], "maximum": numbers[-1]}
    cards = {"type": "array", "items": card}
    seat = {"type": ["string", "integer"], "not": {"enum": ["middle", "draw"]}}
    action = r"(refresh|done|take\s+[0-9]+\s+at\s+[0-9]+|discard\s+[0-9]+)"
    actions = "refresh, take N at K (a card number and how many cards lie left of it), discard N or done"
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
            "turns": {"anyOf": [turns(action, "take 41 at 0, discard 17", actions), NULL]},
            "scores": {"anyOf": [scores(None), NULL]},
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
    return players, keys, ["rounds"]


def _ant_trails(layout: Any) -> tuple[dict, dict, list[str]]:
    from printkit.geometry.hexgrid import cell_name, cells

    side = layout.board.side
    names = [cell_name(c, r) for c, r in cells(side)]
    cell = _alternatives(names)
    columns, rows = sorted({n[0] for n in names}), sorted({int(n[1:]) for n in names})
    where = f"columns {columns[0]}-{columns[-1]}, rows {rows[0]}-{rows[-1]}"
    action = rf"(pass|{cell}|([0-9]+\s*:\s*)?{cell}\s*>\s*{cell})"
    seats = {"enum": ["black", "red"]}
    points = sorted({t.points for t in layout.food_tiles})
    setup = {
        "type": "object",
        "properties": {
            "food": {
                "type": "object",
                "description": "Each food tile's cell and its points.",
                "propertyNames": {
                    "pattern": f"^{cell}$",
                    "patternErrorMessage": f"A cell of the board, such as c3 ({where}).",
                },
                "additionalProperties": {"enum": points},
            }
        },
        "required": ["food"],
        "additionalProperties": False,
    }
    players = {"const": ["black", "red"], "description": "Black moves first."}
    actions = (
        f"a cell such as c3 (an ant put there; {where}), "
        "a food move such as c3>d3 (2:c3>d3 names the tile's points) or pass"
    )
    keys = {"setup": setup, "turns": {"anyOf": [turns(action, "a1, b2, c3>d3", actions), NULL]}}
    return players, {**keys, "_seats": seats}, ["setup"]


def _antheap(layout: Any) -> tuple[dict, dict, list[str]]:
    square = _alternatives(layout.board.squares)
    action = rf"(roll\s+[1-6]|{square}|duel\s+[A-F]\s*[1-6]\s+[A-F]\s*[1-6]|face\s+[1-6]|eggs\s+[0-3]|pass|[A-F]\s+out)"
    seats = {"enum": list("ABCDEF")}
    players = {"type": "array", "items": seats, "minItems": 2, "maxItems": 6, "uniqueItems": True}
    setup = {
        "description": "Antheap's setup is empty: setup: {}",
        "anyOf": [{"type": "object", "maxProperties": 0}, NULL],
    }
    actions = (
        "roll N (1-6), a square as printed on the board (such as Ab4, AX or Ar1), eggs N (0-3), "
        "duel A6 B2, face N, A out (A-F) or pass"
    )
    turn_list = turns(action, "roll 4, Ca5", actions)
    keys = {"setup": setup, "turns": {"anyOf": [turn_list, NULL]}, "_seats": seats}
    return players, keys, ["setup"]


def _anticipation(layout: Any) -> tuple[dict, dict, list[str]]:
    from printkit.games.anticipation.schema import COLOURS

    colours = list(COLOURS)
    square = _alternatives(layout.board.squares)
    spaces = len(layout.pieces.backs)
    place = rf"(nest{_numbers(1, spaces)}|{square})"
    move = rf"{place}\s*-\s*{place}(\s*-\s*{place})?(\s+(attract|repel))?"
    action = (
        rf"(roll\s+[1-6]\s+[1-6]|call\s+[0-9]{{1,32}}\s+[0-9]{{1,32}}|pass"
        rf"|barrier\s+{square}(\s*>\s*{square})?|queen(\s+[YBGR][1-7][+-])+"
        rf"|home(\s+{_numbers(1, spaces)})+|claim\s+{square}(\s+[YBGR][1-7][+-])*|{move})"
    )
    actions = (
        f"roll N N, a move such as nest1-74, 42-47-44 or 75-5 attract (squares as printed on the board, "
        f"nest1-nest{spaces} your nest's spaces), queen R1+, home 7, barrier a16 or barrier a16>24, call 5 9, claim a5 or pass"
    )
    seats = {"enum": colours}
    die = {"type": "integer", "minimum": 1, "maximum": 6}
    throw = {"type": "array", "items": die, "minItems": 2, "maxItems": 2}
    nest = {
        "type": "array",
        "items": {"enum": sorted(layout.pieces.backs)},
        "minItems": spaces,
        "maxItems": spaces,
        "uniqueItems": True,
    }
    setup = {
        "type": "object",
        "properties": {
            "start": {
                "description": "The starting throws, a round at a time (ties at the top throw again).",
                "type": "array",
                "minItems": 1,
                "items": {"type": "object", "propertyNames": seats, "additionalProperties": throw},
            },
            "nests": {
                "description": "Each colour's shuffled nest: the back of the ant on each space.",
                "type": "object",
                "propertyNames": seats,
                "additionalProperties": nest,
            },
            "sides": {
                "description": "The two-player game: each player's two diagonally opposite colours.",
                "type": "object",
                "minProperties": 2,
                "maxProperties": 2,
                "additionalProperties": {"type": "array", "items": seats, "minItems": 2, "maxItems": 2},
            },
        },
        "required": ["start", "nests"],
        "additionalProperties": False,
    }
    players = {"type": "array", "items": seats, "minItems": 2, "maxItems": 4, "uniqueItems": True}
    keys = {
        "setup": setup,
        "turns": {"anyOf": [turns(action, "roll 5 1, nest1-33, nest2-37", actions), NULL]},
        "_seats": seats,
    }
    return players, keys, ["setup"]


GAME_PARTS: dict[str, Callable[[Any], tuple[dict, dict, list[str]]]] = {
    "111-ants": _ants111,
    "ant-trails": _ant_trails,
    "antheap": _antheap,
    "anticipation": _anticipation,
}


def transcript_schema(game: str, layout: Any = None) -> dict[str, Any]:
    """Return the JSON Schema of a game's transcripts, with the names of the given layout (default: the game's own)."""
    from printkit.layout import load_game

    info = game_info(game)
    layout = layout or load_game(info.name)
    players, keys, required = GAME_PARTS[info.name](layout)
    seats = keys.pop("_seats", None)
    defs = Definitions()
    options = dataclass_schema(info.module("options").RuleOptions, defs)
    options["description"] = "House rules: the layout's rules: give the defaults, these override them."
    for name, prop in options["properties"].items():  # this layout's defaults, which the referee starts from
        prop["default"] = getattr(layout.rules, name)
    properties = {
        "game": {"const": info.name},
        "rules": {"anyOf": [options, NULL]},
        "players": {"description": "The seats in turn order.", **players},
        **keys,
        "result": {"description": "Optional: each seat's total, checked when present.", **scores(seats)},
    }
    out: dict[str, Any] = {
        "$schema": DRAFT,
        "title": f"printkit transcript: {info.title}",
        "description": "A recorded game, as printkit's docs/transcripts.md describes it.",
        "type": "object",
        "properties": properties,
        "required": ["game", "players", *required],
        "additionalProperties": False,
    }
    if defs.schemas:
        out["definitions"] = defs.schemas
    return out
