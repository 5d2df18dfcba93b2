"""111 Ants setup: one round shuffled and dealt from a seed, as a transcript's round and a picture.

The first seat listed begins (the rulebook's youngest player: list the seats clockwise from them).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from printkit.draw.impose.cards import SheetSpec
from printkit.games.ants111.player import SEATS, check_seats, deal_round
from printkit.games.ants111.record import HAND_SIZE, TARGET, Deal
from printkit.games.ants111.rules import Ants111, new_game
from printkit.games.ants111.schema import Layout
from printkit.referee.step import Step
from printkit.show.sheet import Drawing, setup_sheets, sheet_page

if TYPE_CHECKING:
    from printkit.draw.scene import Document


def seats(layout: Layout, players: tuple[str, ...] | None) -> tuple[str, ...]:
    """Return the seats clockwise (default ana, ben, cho); ValueError for seats a transcript cannot have."""
    chosen = players or SEATS
    check_seats(chosen, len(layout.deck.cards))
    return chosen


def random_setup(layout: Layout, rng: random.Random, players: tuple[str, ...]) -> dict[str, Any]:
    """Return {'players': [...], 'round': {'start', 'deal'}}: one round shuffled and dealt with rng."""
    cards = sorted(card.number for card in layout.deck.cards)
    deal = deal_round(cards, (HAND_SIZE,) * len(players), 0, rng)
    hands = {seat: list(hand) for seat, hand in zip(players, deal.hands)}
    return {
        "players": list(players),
        "round": {
            "start": players[deal.start],
            "deal": {**hands, "middle": list(deal.middle), "draw": list(deal.draw)},
        },
    }


def setup_yaml(setup: dict[str, Any], seed: int) -> str:
    """Return the round as a `rounds:` item of a transcript, to paste under `rounds:`."""
    from printkit.games.loaded import referee
    from printkit.referee.canonical import shape
    from printkit.referee.writer import write_transcript

    players = setup["players"]
    data = {"game": "111-ants", "players": players, "rounds": [setup["round"]]}
    text = write_transcript(shape(data, referee("111-ants")))
    item = text[text.index("\nrounds:\n") + len("\nrounds:\n") :]
    return (
        f"# printkit setup 111-ants --seed {seed} --players {','.join(players)}\n"
        f"# one round as dealt, for players: [{', '.join(players)}]; paste it under rounds:\n"
        f"{item}  turns:\n"
    )


def _deal(setup: dict[str, Any]) -> Deal:
    players, rnd = setup["players"], setup["round"]
    deal = rnd["deal"]
    hands = tuple(tuple(deal[seat]) for seat in players)
    return Deal(players.index(rnd["start"]), hands, tuple(deal["middle"]), tuple(deal["draw"]))


def _listed(cards: list[int]) -> str:
    return ", ".join(str(card) for card in cards)


def setup_document(layout: Layout, setup: dict[str, Any], seed: int, spec: SheetSpec) -> Document:
    """Return one page: the hands fanned as dealt, the middle face down, and the deal listed card by card."""
    from printkit.games.ants111.picture import picture
    from printkit.layout.folders import reading
    from printkit.show.view import View

    game = Ants111(layout)
    players = tuple(setup["players"])
    step = Step("round", (), round=1, data=_deal(setup))
    state = game.apply(new_game(players, game.default_options, TARGET, None), step)
    with reading(layout):
        drawn = picture(game, View(0, state, step))
    deal = setup["round"]["deal"]
    notes = [
        f"**{setup['round']['start']} begins**; play goes clockwise: {', '.join(players)}. "
        "Deal each hand in the order listed and keep it so: a hand is never sorted by hand.",
        *(f"**{seat}**, left to right: {_listed(deal[seat])}" for seat in players),
        f"**Middle**, face down, left to right: {_listed(deal['middle'])}",
        f"**Draw pile**, top card first ({len(deal['draw'])} cards): {_listed(deal['draw'])}",
    ]
    sheet = Drawing(
        drawn.width,
        drawn.height,
        drawn.board + drawn.position,
        f"{layout.title} \u2014 a deal for seed {seed}",
        tuple(notes),
        "setup",
    )
    page = sheet_page(spec, sheet, f"{layout.title} \u2014 setup, seed {seed}")
    return setup_sheets(layout.title, seed, (page,), drawn.symbols)
