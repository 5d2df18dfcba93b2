"""`printkit inspect`: a game's resolved layout (defaults filled in, units in mm) as JSON."""

from __future__ import annotations

import dataclasses
import json

import typer

from printkit.cli.params import GAME_NAMES, complete_game
from printkit.core.errors import ExitCode


def resolved(obj: object) -> object:
    """Return a layout object as plain JSON data, with computed card lists included."""
    as_written = getattr(obj, "__json_value__", None)
    if as_written is not None:  # the art's values and elements: as the layout writes them
        return resolved(as_written())
    if dataclasses.is_dataclass(obj):
        out = {f.name: resolved(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
        for name in getattr(type(obj), "__json_extras__", ()):
            out[name] = resolved(getattr(obj, name))
        return out
    if isinstance(obj, dict):
        return {str(k): resolved(v) for k, v in obj.items()}
    if isinstance(obj, (tuple, list)):
        return [resolved(v) for v in obj]
    return obj


def inspect(
    game: str = typer.Argument(
        ..., help=f"A game ({GAME_NAMES}) or a layout file of your own.", autocompletion=complete_game
    ),
) -> int:
    """Print a game's (or a layout file's) resolved layout as JSON (lengths in mm, colours as #rrggbb)."""
    from printkit.cli.targets import is_layout_file
    from printkit.games.loaded import load_game, load_layout

    data = resolved(load_layout(game) if is_layout_file(game) else load_game(game))
    print(json.dumps(data, indent=2, sort_keys=False))
    return int(ExitCode.OK)


def register(app: typer.Typer) -> None:
    """Add the inspect command."""
    app.command("inspect")(inspect)
