"""The game registry: every game's `GameDefinition`, found through the entry-point group `printkit.games`.

Each game's package exports one `GAME: GameDefinition` (printkit/games/definition.py) and names it
in its distribution's entry points (pyproject.toml, `[project.entry-points."printkit.games"]`): the
four shipped games do so, and a game in a package of its own registers the same way. The registry
holds them in name order; docs/architecture.md ("Adding a game") says what each part hands over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from printkit.core.errors import UsageError
from printkit.games.definition import GameDefinition, checked

if TYPE_CHECKING:
    from printkit.referee.game import Game

GROUP = "printkit.games"

GameInfo = GameDefinition  # the name callers knew it by


def discovered() -> dict[str, GameDefinition[Any, Any]]:
    """Return the games the installed distributions declare in the entry-point group, in name order.

    An entry point that does not load, or loads something other than a complete definition, is
    refused in one line (a UsageError naming the entry point).
    """
    from importlib.metadata import entry_points

    games: dict[str, GameDefinition[Any, Any]] = {}
    for point in entry_points(group=GROUP):
        where = f"{point.name} = {point.value}"
        try:
            value = point.load()
        except (ImportError, AttributeError) as error:
            raise UsageError(f"game entry point {where}: does not load ({error})") from None
        game = checked(value, where)
        if game.name != point.name:
            raise UsageError(f"game entry point {where}: the definition is named {game.name!r}")
        if game.name in games and games[game.name] is not game:
            raise UsageError(f"game entry point {where}: {game.name} is registered twice")
        games[game.name] = game
    if not games:
        raise UsageError(
            f"no game is registered in the entry-point group {GROUP} (is printkit installed? pip install -e .)"
        )
    return dict(sorted(games.items()))


GAMES: dict[
    str, GameDefinition[Any, Any]
]  # read on first use (below), so a game's own modules may import printkit.games


def __getattr__(name: str) -> Any:
    if name == "GAMES":
        return registered()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def registered() -> dict[str, GameDefinition[Any, Any]]:
    """Return the registered games (GAMES), discovering them the first time."""
    games = globals().get("GAMES")
    if games is None:
        if _reading:
            raise UsageError("a game's module asked for the registered games while they were being read")
        _reading.append(True)
        try:
            games = globals()["GAMES"] = discovered()
        finally:
            _reading.clear()
    return games


_reading: list[bool] = []  # non-empty while discovered() runs


NO_REFEREE = "custom"  # `game: custom`: a game all in its layout (printkit/draw/vocab/custom.py)
NO_REFEREE_MESSAGE = (
    "custom: a game all in its layout has no referee, so printkit check, play and setup refuse it "
    "(printkit build FILE prints it)"
)


def game_info(name: str) -> GameDefinition[Any, Any]:
    """Return the registered game called name, or raise a usage error listing the known ones."""
    if name == NO_REFEREE:
        raise UsageError(NO_REFEREE_MESSAGE)
    games = registered()
    try:
        return games[name]
    except KeyError:
        known = ", ".join(games)
        raise UsageError(f"unknown game {name!r} (known: {known})") from None


def definition_of(referee: Game[Any]) -> GameDefinition[Any, Any]:
    """Return the definition whose referee class built this referee (by the class itself, not its name).

    A referee built from a layout of one's own (`--layout`) is of its game's class too, so the
    definition a command hands down is the one the fold used, whatever layout it was built from.
    """
    cls = type(referee)
    for game in registered().values():
        # the package test first: only the one game's rules are imported
        if cls.__module__.startswith(game.package + ".") and game.referee is cls:
            return game
    raise UsageError(f"{type(referee).__name__} is no registered game's referee")


def referee_class(game: GameDefinition[Any, Any]) -> type[Game[Any]]:
    """Return a game's referee class, or refuse in one line a game that has none."""
    if game.referee is None:
        raise UsageError(f"{game.name} has no referee, so its transcripts cannot be checked or played")
    return game.referee
