"""Sample games for the shared tests, chosen from the registry by what a test needs (a kit part of a kind,
a random setup, rounds, seats the players name), never by name: a test of one class of behaviour runs on a
game that has it, and a game registered later is a candidate too; and a game's example transcripts by the
verdict they expect."""

from __future__ import annotations

import json
import zlib
from pathlib import Path
from typing import Any

from printkit.games import GAMES
from tests.support import EXAMPLES
from tests.sweep import SWEEP


def shipped() -> list[str]:
    """Return the games printkit ships (a game in a package of its own is not a sample of them)."""
    return [name for name, g in GAMES.items() if g.package.startswith("printkit.games.")]


def with_part(kind: str) -> list[str]:
    """Return the shipped games whose kit has a component of kind (its kit facts' KINDS: cards, board, ...)."""
    return [name for name in shipped() if kind in GAMES[name].facts.KINDS.values()]


def part_of(game: str, kind: str) -> str:
    """Return the first component of kind in a game's kit (its kit facts' KINDS, in their order)."""
    return next(part for part, k in GAMES[game].facts.KINDS.items() if k == kind)


def with_setup() -> list[str]:
    """Return the shipped games with a random setup (`printkit setup`)."""
    return [name for name in shipped() if GAMES[name].setup is not None]


def without_setup() -> list[str]:
    """Return the shipped games that start the same every game."""
    return [name for name in shipped() if GAMES[name].setup is None]


def with_rounds(rounds: bool = True) -> list[str]:
    """Return the shipped games whose referee plays rounds (or, rounds False, those that do not)."""
    out = []
    for name in shipped():
        referee = GAMES[name].referee
        if referee is not None and referee.has_rounds == rounds:
            out.append(name)
    return out


def one(games: list[str], test: str) -> str:
    """Return one of games, the same for a test's name every run (tests of a class spread over the games);
    under PRINTKIT_SWEEP=1 the first, so a sweep that loops over all of them names them itself."""
    if not games:
        raise AssertionError("no registered game has what the test needs")
    return games[0] if SWEEP else games[zlib.crc32(test.encode()) % len(games)]


def with_named_seats() -> list[str]:
    """Return the shipped games whose seats are any names the players choose (their transcripts fix none)."""
    from printkit.games.loaded import load_game
    from printkit.schemagen.transcript import turns

    out = []
    for name in shipped():
        game, layout = GAMES[name], load_game(name)
        if game.transcript_parts(layout, turns(game.action_syntax(layout))).seats is None:
            out.append(name)
    return out


def example_files(game: str, verdict: str, finished: bool | None = None) -> list[Path]:
    """Return a game's example transcripts (examples/transcripts/<game>/) whose expected verdict is verdict
    (and, finished given, that finish or not), in name order."""
    folder = EXAMPLES / game
    expected = json.loads((folder / "expected.json").read_text())
    return [
        folder / name
        for name, v in sorted(expected.items())
        if v["verdict"] == verdict and (finished is None or v.get("finished") == finished)
    ]


def expected_of(path: Path) -> dict[str, Any]:
    """Return what an example transcript's folder's expected.json says of it (verdict, turn, line, rule, ...)."""
    return json.loads((path.parent / "expected.json").read_text())[path.name]
