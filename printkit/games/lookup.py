"""Refereeing with layouts of one's own: `printkit check --layout FILE` reads a game's board and
rule options from that file instead of the game's shipped layout."""

from __future__ import annotations

from typing import Any

from printkit.referee.game import Game


def referee_of(layout: Any) -> Game[Any]:
    """Return the referee of a loaded layout's game, built from that layout."""
    from printkit.games import game_info, referee_class

    return referee_class(game_info(layout.game))(layout)


class LayoutGames:
    """A game lookup for the fold: the games of the given layout files from those files, the rest as registered.

    Only the file names travel to worker processes (--jobs); each process loads them once.
    """

    def __init__(self, files: tuple[str, ...]):
        self.files = files
        self._games: dict[str, Game[Any]] | None = None

    def games(self) -> dict[str, Game[Any]]:
        """Return each layout file's game and its referee, loading them the first time (raises LayoutError)."""
        if self._games is None:
            from printkit.core.errors import UsageError
            from printkit.games.loaded import load_layout

            games: dict[str, Game[Any]] = {}
            named: dict[str, str] = {}
            for file in self.files:
                layout = load_layout(file)
                if layout.game in named:
                    raise UsageError(
                        f"--layout {file}: {named[layout.game]} is already the layout of {layout.game}"
                    )
                named[layout.game] = file
                games[layout.game] = referee_of(layout)
            self._games = games
        return self._games

    def __call__(self, name: str) -> Game[Any]:
        from printkit.games.loaded import registered_game

        game = self.games().get(name)
        return game if game is not None else registered_game(name)

    def __getstate__(self) -> dict[str, Any]:
        return {"files": self.files, "_games": None}
