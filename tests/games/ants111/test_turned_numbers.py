"""111 Ants: every number that reads as another card upside down is underlined, in its corners and big."""

from __future__ import annotations

from printkit.draw.scene import Group, Rect, Text
from printkit.games.ants111.components import front
from printkit.games.ants111.turning import reads_as_another, upside_down
from printkit.games.loaded import load_game

LAYOUT = load_game("111-ants")
DECK = {c.number for c in LAYOUT.deck.cards}


def test_the_turnable_numbers_are_derived_from_the_digits():
    turnable = {n for n in DECK if reads_as_another(n, DECK)}
    # The pairs, and 6/9 themselves; 69, 96, 88, 101, 111 turn into themselves, 60 into "09".
    assert turnable == {6, 9, 16, 91, 18, 81, 19, 61, 66, 99, 68, 89, 86, 98}
    assert all(upside_down(upside_down(n)) == n for n in turnable)
    assert upside_down(69) == 69 and upside_down(60) is None and upside_down(106) == 901


def _underlines(items):
    """Yield (text it is under, bar) for bars drawn right under a number."""
    texts = [i for i in items if isinstance(i, Text)]
    for item in items:
        if isinstance(item, Group):
            yield from _underlines(item.items)
        elif isinstance(item, Rect) and item.h < 2 and item.style.fill == LAYOUT.style.ink:
            under = [t for t in texts if 0 < item.y - t.y < 2]
            yield (under[0].text if under else None), item


def test_turnable_cards_are_underlined_three_times_and_no_others():
    for card in LAYOUT.deck.cards:
        bars = list(_underlines(front(LAYOUT, card, 0.0)))
        expected = 3 if reads_as_another(card.number, DECK) else 0  # two corners and the big number
        assert len(bars) == expected, card.number
        assert all(text == str(card.number) for text, _ in bars)


def test_an_underline_is_as_wide_as_its_number():
    bars = [
        bar
        for _, bar in _underlines(front(LAYOUT, next(c for c in LAYOUT.deck.cards if c.number == 16), 0.0))
    ]
    corner, big = sorted(bars, key=lambda b: b.w)[0], sorted(bars, key=lambda b: b.w)[-1]
    # Two Vera Bold digits (0.6958 em each) at 17 pt and at 60 pt.
    assert abs(corner.w - 2 * 0.6958 * 17 * 25.4 / 72) < 0.01
    assert abs(big.w - 2 * 0.6958 * 60 * 25.4 / 72) < 0.01
