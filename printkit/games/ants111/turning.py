"""Numbers that read as another card when the card is upside down (16 and 91), so they get underlined."""

from __future__ import annotations

from collections.abc import Collection

TURNED = {"0": "0", "1": "1", "6": "9", "8": "8", "9": "6"}  # digits that are digits upside down


def upside_down(number: int) -> int | None:
    """Return what number reads as turned half a turn, or None if it reads as no number then."""
    digits = str(number)
    if any(d not in TURNED for d in digits):
        return None
    turned = "".join(TURNED[d] for d in reversed(digits))
    return None if turned.startswith("0") else int(turned)  # nobody reads "09" as 9


def reads_as_another(number: int, deck: Collection[int]) -> bool:
    """Return whether number, upside down, reads as a different card of the deck."""
    other = upside_down(number)
    return other is not None and other != number and other in deck
