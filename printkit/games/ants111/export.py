"""What an export says about 111 Ants' pieces: a card is called by its number."""

from __future__ import annotations

from printkit.games.parts import ExportHints

EXPORT = ExportHints(card_names={"cards": lambda layout, n: str(layout.deck.cards[n - 1].number)})
