"""The envelope every transcript shares: game, rules, players, result."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from printkit.core.limits import MAX_NAME_CHARS, excerpt, shown
from printkit.referee.errors import Unreadable

ENVELOPE_KEYS = frozenset(("game", "rules", "players", "result"))


def read_game_name(doc: Any) -> str:
    """The transcript's ``game`` (Unreadable when the file is not a mapping or names none)."""
    if not isinstance(doc, dict):
        raise Unreadable("a transcript is a mapping with game, players, setup and turns")
    name = doc.get("game")
    if name is None:
        raise Unreadable("missing key 'game'")
    if not isinstance(name, str):
        raise Unreadable(f"expected a game name, found {shown(name)}", ("game",))
    return name


def check_keys(doc: Mapping[str, Any], game_keys: frozenset[str]) -> None:
    """Reject any top-level key neither the envelope nor the game defines."""
    for key in doc:
        if key not in ENVELOPE_KEYS and key not in game_keys:
            known = ", ".join(sorted(ENVELOPE_KEYS | game_keys))
            raise Unreadable(f"unknown key {excerpt(key)} (known: {known})", (key,), at_key=True)


def seat_name(value: Any, path: tuple[Any, ...]) -> str:
    """A seat's name as text, at most MAX_NAME_CHARS characters; numbers are allowed (``1`` is seat "1")."""
    if isinstance(value, str) and value.strip():
        if len(value) > MAX_NAME_CHARS:
            raise Unreadable(
                f"expected a seat name of at most {MAX_NAME_CHARS} characters, found {excerpt(value)}",
                path,
            )
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    raise Unreadable(f"expected a seat name, found {shown(value)}", path)


def read_players(doc: Mapping[str, Any]) -> tuple[str, ...]:
    """The seats in turn order: a list of distinct names."""
    raw = doc.get("players")
    if raw is None:
        raise Unreadable("missing key 'players'")
    if not isinstance(raw, list) or not raw:
        raise Unreadable("expected a list of seats in turn order", ("players",))
    seats: list[str] = []
    for i, value in enumerate(raw):
        name = seat_name(value, ("players", i))
        if name in seats:
            raise Unreadable(f"seat {excerpt(name)} is listed twice", ("players", i))
        seats.append(name)
    return tuple(seats)


def read_scores(raw: Any, players: tuple[str, ...], path: tuple[Any, ...]) -> dict[str, int]:
    """A claimed score mapping {seat: points} naming every seat exactly once."""
    if not isinstance(raw, dict):
        raise Unreadable("expected a mapping {seat: points}", path)
    out: dict[str, int] = {}
    for seat, points in raw.items():
        if seat not in players:
            raise Unreadable(f"{excerpt(seat)} is not a seat of this game", (*path, seat), at_key=True)
        if not isinstance(points, int) or isinstance(points, bool):
            raise Unreadable(f"expected a whole number of points, found {shown(points)}", (*path, seat))
        out[seat] = points
    missing = [seat for seat in players if seat not in out]
    if missing:
        raise Unreadable(f"no points given for {', '.join(missing)}", path)
    return out
