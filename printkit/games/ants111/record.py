"""Reading a 111 Ants transcript: seats, hand sizes, the end condition, and each round's deal,
turns and claimed scores, checked before any turn is played (Unreadable if wrong).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from printkit.core.limits import shown
from printkit.games.ants111.headings import END, ROUND_SCORING, SETUP
from printkit.games.ants111.notation import read_cards
from printkit.referee.envelope import read_scores, seat_name
from printkit.referee.errors import Unreadable
from printkit.referee.step import Step
from printkit.referee.turns import read_turns

HAND_SIZE = 12  # the rulebook's deal; the transcript's hand_size changes it (the variant)
TARGET = 60  # "as soon as someone has at least 60 points, the game is over"
MIDDLE = 3
GAME_KEYS = frozenset(("hand_size", "target", "round_limit", "rounds"))
ROUND_KEYS = ("start", "deal", "turns", "scores")
EXAMPLE_TURN = "take 41 at 0, discard 17"


@dataclass(frozen=True)
class Deal:
    """One round as dealt: who starts, each hand left to right, the middle, the draw pile top first."""

    start: int
    hands: tuple[tuple[int, ...], ...]
    middle: tuple[int, ...]
    draw: tuple[int, ...]


@dataclass(frozen=True)
class Rounds:
    """A transcript's 111 Ants part, checked: when the game ends, and the rounds as steps."""

    target: int | None
    round_limit: int | None
    steps: tuple[Step, ...]


def read_rounds(doc: Mapping[str, Any], players: tuple[str, ...], deck: frozenset[int]) -> Rounds:
    """Check seats, hand sizes, the end condition and every round's deal (Unreadable if wrong)."""
    if len(players) < 2:
        raise Unreadable("111 Ants needs at least two seats", ("players",), rule=SETUP)
    for i, seat in enumerate(players):
        if seat in ("middle", "draw"):
            raise Unreadable(f"a seat may not be called {seat!r} (a deal uses that name)", ("players", i))
    sizes = read_hand_sizes(doc.get("hand_size"), players)
    if sum(sizes) + MIDDLE > len(deck):
        raise Unreadable(
            f"hands of {sum(sizes)} cards and {MIDDLE} in the middle need more than the {len(deck)} cards",
            ("hand_size",),
            rule=SETUP,
        )
    target = read_positive(doc, "target")
    limit = read_positive(doc, "round_limit")
    if target is not None and limit is not None:
        raise Unreadable("give target or round_limit, not both", ("round_limit",), at_key=True, rule=END)
    if target is None and limit is None:
        target = TARGET
    raw = doc.get("rounds")
    if raw is None:
        raise Unreadable("missing key 'rounds' (each round's deal and turns)")
    if not isinstance(raw, list) or not raw:
        raise Unreadable("expected a list of rounds", ("rounds",))
    steps: list[Step] = []
    start = -1
    for r, item in enumerate(raw):
        deal, claim, turns = read_round(item, r, players, sizes, start, deck)
        start = deal.start
        steps.append(Step("round", ("rounds", r), round=r + 1, data=deal))
        steps.extend(turns)
        if claim is not None:
            steps.append(Step("scores", ("rounds", r, "scores"), round=r + 1, data=claim))
    return Rounds(target, limit, tuple(steps))


def read_round(
    item: Any,
    r: int,
    players: tuple[str, ...],
    sizes: tuple[int, ...],
    previous_start: int,
    deck: frozenset[int],
) -> tuple[Deal, dict[str, int] | None, tuple[Step, ...]]:
    """One round's start seat, deal, turns and claimed scores."""
    path: tuple[Any, ...] = ("rounds", r)
    if not isinstance(item, dict):
        raise Unreadable("expected a round: a mapping with start, deal and turns", path)
    for key in item:
        if key not in ROUND_KEYS:
            raise Unreadable(
                f"unknown key {key!r} (known: {', '.join(ROUND_KEYS)})", (*path, key), at_key=True
            )
    for key in ("start", "deal"):
        if key not in item:
            raise Unreadable(f"missing key {key!r}", path)
    start_name = seat_name(item["start"], (*path, "start"))
    if start_name not in players:
        raise Unreadable(f"{start_name!r} is not a seat of this game", (*path, "start"))
    start = players.index(start_name)
    if previous_start >= 0:
        due = (previous_start + 1) % len(players)
        if start != due:
            raise Unreadable(
                f"round {r + 1} must start with {players[due]}, the seat left of "
                f"{players[previous_start]} who started round {r}",
                (*path, "start"),
                rule=ROUND_SCORING,
            )
    deal = read_deal(item["deal"], (*path, "deal"), players, sizes, start, deck)
    claim = (
        read_scores(item["scores"], players, (*path, "scores")) if item.get("scores") is not None else None
    )
    turns = read_turns(item.get("turns"), EXAMPLE_TURN, path, r + 1)
    return deal, claim, turns


def read_deal(
    raw: Any,
    path: tuple[Any, ...],
    players: tuple[str, ...],
    sizes: tuple[int, ...],
    start: int,
    deck: frozenset[int],
) -> Deal:
    """A deal: every card of the deck exactly once across hands, middle and draw pile."""
    if not isinstance(raw, dict):
        raise Unreadable("expected a mapping of hands, middle and draw", path)
    known = (*players, "middle", "draw")
    for key in raw:
        if key not in known:
            raise Unreadable(f"unknown key {key!r} (known: {', '.join(known)})", (*path, key), at_key=True)
    for key in known:
        if key not in raw:
            raise Unreadable(f"missing key {key!r}", path, rule=SETUP)
    hands = tuple(
        read_cards(raw[seat], (*path, seat), size, f"{seat}'s hand") for seat, size in zip(players, sizes)
    )
    middle = read_cards(raw["middle"], (*path, "middle"), MIDDLE, "the middle")
    draw = read_cards(raw["draw"], (*path, "draw"), None, "the draw pile")
    dealt = [card for cards in (*hands, middle, draw) for card in cards]
    if len(dealt) == len(deck) and deck == set(dealt):
        return Deal(start, hands, middle, draw)  # every card once: the usual case, checked fast
    seen: dict[int, str] = {}
    for key, cards in (*zip(players, hands), ("middle", middle), ("draw", draw)):
        for i, card in enumerate(cards):
            if card not in deck:
                raise Unreadable(
                    f"{card} is not a card of the deck ({min(deck)} to {max(deck)})",
                    (*path, key, i),
                    rule=SETUP,
                )
            if card in seen:
                raise Unreadable(
                    f"card {card} is dealt twice (also in {seen[card]})", (*path, key, i), rule=SETUP
                )
            seen[card] = key
    if len(seen) != len(deck):
        missing = sorted(deck - set(seen))
        listed = ", ".join(str(c) for c in missing[:8]) + (", ..." if len(missing) > 8 else "")
        raise Unreadable(
            f"{len(missing)} cards are missing from the deal: {listed}", (*path, "draw"), rule=SETUP
        )
    return Deal(start, hands, middle, draw)


def read_hand_sizes(raw: Any, players: tuple[str, ...]) -> tuple[int, ...]:
    """Cards per hand for each seat: one number for all, or {seat: number}."""
    if raw is None:
        return (HAND_SIZE,) * len(players)
    if isinstance(raw, dict):
        for seat in raw:
            if seat not in players:
                raise Unreadable(f"{seat!r} is not a seat of this game", ("hand_size", seat), at_key=True)
        missing = [seat for seat in players if seat not in raw]
        if missing:
            raise Unreadable(f"no hand size for {', '.join(missing)}", ("hand_size",))
        return tuple(_hand_size(raw[seat], ("hand_size", seat)) for seat in players)
    return (_hand_size(raw, ("hand_size",)),) * len(players)


def _hand_size(value: Any, path: tuple[Any, ...]) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 2:
        raise Unreadable(f"expected a hand size of at least 2 cards, found {shown(value)}", path, rule=SETUP)
    return value


def read_positive(doc: Mapping[str, Any], key: str) -> int | None:
    """An optional whole number of at least 1."""
    value = doc.get(key)
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise Unreadable(f"expected a whole number of at least 1, found {shown(value)}", (key,), rule=END)
    return value
