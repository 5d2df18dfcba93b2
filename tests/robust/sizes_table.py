"""The table of every size a layout may set, with its limits, as docs/reliability.md prints it."""

from __future__ import annotations

import dataclasses
import typing


def size_rows() -> list[str]:
    """Return one Markdown table row per Length field of every game's layout: key path, min, max."""
    from printkit.games import GAMES, game_info
    from printkit.layout.units import Length

    rows: list[str] = []

    def walk(cls: type, path: str, game: str) -> None:
        hints = typing.get_type_hints(cls, include_extras=True)
        for f in dataclasses.fields(cls):
            tp, key = hints[f.name], f"{path}{f.name}"
            args = typing.get_args(tp)
            if dataclasses.is_dataclass(tp):
                walk(tp, key + ".", game)
            elif typing.get_origin(tp) is dict and dataclasses.is_dataclass(args[1]):
                walk(args[1], key + ".*.", game)
            elif tp == Length or Length in args:
                low = f"> {f.metadata['gt']:g}" if "gt" in f.metadata else f"{f.metadata.get('min', '')}"
                who = "every game" if key.startswith("print.") else game
                row = f"| {who} | `{key}` | {low} | {f.metadata.get('max', 'none')} |"
                if row not in rows:
                    rows.append(row)

    for game in GAMES:
        walk(game_info(game).layout_type, "", game)
    return rows
