"""111 Ants' deck as `printkit inspect` resolves it, and as the rulebook's scoring example counts it."""

from __future__ import annotations

import json

from tests.support import run_cli


def test_inspect_resolves_every_card(capsys):
    assert run_cli("inspect", "111-ants") == 0
    data = json.loads(capsys.readouterr().out)
    cards = data["deck"]["cards"]
    assert len(cards) == 110
    assert [c["number"] for c in cards] == list(range(2, 112))
    table = {c["number"]: c["jokers"] for c in cards}
    for number, jokers in {13: 1, 27: 2, 35: 2, 43: 3, 86: 1, 52: 2, 105: 3}.items():
        assert table[number] == jokers
    assert {c["jokers"] for c in cards} == {1, 2, 3, 4}
    assert sum(table.values()) == data["deck"]["total_jokers"]
    assert data["deck"]["card_size"] == [63.0, 88.0]  # units resolved to mm
    assert data["print"]["paper"] == "a4" and data["style"]["face"].startswith("#")


def test_rulebook_scoring_example_holds():
    from printkit.games.loaded import load_game

    jokers = {c.number: c.jokers for c in load_game("111-ants").deck.cards}
    assert jokers[52] + jokers[105] <= 6  # "the series from the 52 to the 105 would have been worth only 6"
