"""The seats and the seed `play` and `setup` take: held to the limits a transcript is read with."""

from __future__ import annotations

from printkit.core.errors import UsageError
from printkit.core.limits import MAX_SEED, clipped

SEED_HELP_RANGE = f"0 to {MAX_SEED:,}"


def given_seats(players: str | None) -> tuple[str, ...] | None:
    """Return the seats named by --players (comma- or space-separated), each one `check` can read; None if not given.

    A seat `check` would call unreadable (over 100 characters) is a usage error here, so what
    `play` writes `check` reads.
    """
    from printkit.referee.envelope import seat_name
    from printkit.referee.errors import Unreadable

    if players is None:
        return None
    seats = tuple(p for p in players.replace(" ", ",").split(",") if p)
    for seat in seats:
        try:
            seat.encode("utf-8")
        except UnicodeEncodeError:  # bytes of the command line that are not UTF-8
            raise UsageError(f"--players {clipped(players)}: expected seat names in UTF-8") from None
    try:
        return tuple(seat_name(seat, ("players", i)) for i, seat in enumerate(seats))
    except Unreadable as error:
        raise UsageError(f"--players {clipped(players)}: {error.message}") from None
