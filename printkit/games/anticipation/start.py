"""The start of a game: seats, the starting throws, the shuffled nests and the two-player sides."""

from __future__ import annotations

from typing import Any

from printkit.games.anticipation.board import LETTER, PARTNER, board_model
from printkit.games.anticipation.headings import START, TWO
from printkit.games.anticipation.moves import legs_for
from printkit.games.anticipation.options import RuleOptions
from printkit.games.anticipation.position import NEST_SPACES, State
from printkit.games.anticipation.schema import COLOURS
from printkit.referee.errors import Unreadable


def _start_order(start: Any, players: tuple[str, ...]) -> str:
    """Check the starting throws (rounds; ties at the top throw again); return who starts."""
    if not isinstance(start, list) or not start:
        raise Unreadable(
            "expected a list of rounds of starting throws, e.g. [{yellow: [6, 5], red: [3, 1]}]",
            ("setup", "start"),
        )
    throwing = set(players)
    for r, rnd in enumerate(start):
        if not isinstance(rnd, dict) or set(rnd) != throwing:
            raise Unreadable(
                f"this round of starting throws must have exactly {', '.join(sorted(throwing))}",
                ("setup", "start", r),
                rule=START,
            )
        totals = {}
        for colour, dice in rnd.items():
            if (
                not isinstance(dice, list)
                or len(dice) != 2
                or not all(isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 6 for d in dice)
            ):
                raise Unreadable("expected two dice, e.g. [6, 5]", ("setup", "start", r, colour))
            totals[colour] = dice[0] + dice[1]
        best = max(totals.values())
        throwing = {c for c, t in totals.items() if t == best}
        if len(throwing) == 1:
            if r != len(start) - 1:
                raise Unreadable(
                    "the start is decided; no more rounds of starting throws",
                    ("setup", "start", r + 1),
                    rule=START,
                )
            return throwing.pop()
    raise Unreadable(
        f"{' and '.join(sorted(throwing))} tie for the highest throw: they throw again",
        ("setup", "start"),
        rule=START,
    )


def read_setup(players: Any, data: Any, layout: Any, options: RuleOptions) -> State:
    """Return the starting position, or raise Unreadable for seats or a setup the rules forbid."""
    if not isinstance(players, (list, tuple)) or not 2 <= len(players) <= 4:
        raise Unreadable(
            "list the colours in play (3 or 4; all four for the two-player game) in turn order",
            ("players",),
            rule=START,
        )
    for i, seat in enumerate(players):
        if seat not in COLOURS:
            raise Unreadable(f"{seat!r} is not a colour (yellow, red, green, blue)", ("players", i))
        if seat in players[:i]:
            raise Unreadable(f"{seat} is listed twice", ("players", i))
    if not isinstance(data, dict):
        raise Unreadable("expected a mapping with start and nests", ("setup",))
    for key in data:
        if key not in ("start", "nests", "sides"):
            raise Unreadable(
                "unknown key (expected start, nests and, for two players, sides)", ("setup", key), at_key=True
            )
    seats = tuple(players)
    sides = _sides(data.get("sides"), seats)
    if sides is None and len(seats) == 2:
        raise Unreadable(
            "two players play four colours: list all four and give setup.sides", ("players",), rule=TWO
        )
    ring = [c for c in COLOURS if c in seats]
    first = ring.index(seats[0])
    if list(seats) != ring[first:] + ring[:first]:
        raise Unreadable(
            f"play goes clockwise round the board: {', '.join(ring[first:] + ring[:first])}",
            ("players",),
            rule=START,
        )
    if "start" not in data:
        raise Unreadable("missing the starting throws (setup.start)", ("setup",))
    starter = _start_order(data["start"], seats)
    if starter != seats[0]:
        raise Unreadable(f"{starter} threw highest, so {starter} plays first", ("players", 0), rule=START)
    nests = data.get("nests")
    if not isinstance(nests, dict) or set(nests) != set(seats):
        raise Unreadable(
            f"expected the shuffled nest of each colour in play: {', '.join(seats)}", ("setup", "nests")
        )
    backs = set(layout.pieces.backs)
    nest: dict[str, tuple[str | None, ...]] = dict.fromkeys(COLOURS, (None,) * NEST_SPACES)
    for colour, order in nests.items():
        if not isinstance(order, list) or len(order) != NEST_SPACES:
            raise Unreadable(
                f"a nest has {NEST_SPACES} spaces: list the back of the ant on each",
                ("setup", "nests", colour),
            )
        if sorted(map(str, order)) != sorted(backs):
            raise Unreadable(
                f"each of the colour's {NEST_SPACES} backs ({', '.join(layout.pieces.backs)}) once",
                ("setup", "nests", colour),
                rule=START,
            )
        nest[colour] = tuple(LETTER[colour] + str(b) for b in order)
    friends = {c: frozenset({c, PARTNER[c]}) if sides else frozenset({c}) for c in COLOURS}
    model = board_model(layout)
    return State(
        model=model,
        options=options,
        players=seats,
        sides=sides,
        friends=friends,
        stacks={},
        nest=nest,
        queen={c: {} for c in COLOURS},
        ante=dict.fromkeys(COLOURS, ()),
        barriers=[None, None],
        barrier_owner=[None, None],
        release=dict.fromkeys(COLOURS, 0),
        legs=legs_for(model, options.start_square_counts),
    )


def _sides(sides: Any, seats: tuple[str, ...]) -> dict[str, tuple[str, ...]] | None:
    if sides is None:
        return None
    if not isinstance(sides, dict) or len(sides) != 2:
        raise Unreadable(
            "expected two players, each with two diagonally opposite colours", ("setup", "sides"), rule=TWO
        )
    out = {}
    for name, pair in sides.items():
        if (
            not isinstance(pair, list)
            or len(pair) != 2
            or pair[0] not in COLOURS
            or PARTNER.get(pair[0]) != pair[1]
        ):
            raise Unreadable(
                "a player's two colours are diagonally opposite: [yellow, green] or [red, blue]",
                ("setup", "sides", name),
                rule=TWO,
            )
        out[str(name)] = tuple(pair)
    if len(seats) != 4:
        raise Unreadable("the two-player game uses all four colours", ("players",), rule=TWO)
    return out
