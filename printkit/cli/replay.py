"""`printkit replay`: a recorded game as one self-contained HTML page to step through."""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path

import typer


class PageLang(StrEnum):
    en = "en"
    ko = "ko"


def replay(
    file: str = typer.Argument(..., help="A transcript file."),
    out: Path | None = typer.Option(
        None, "--out", "-o", help="The HTML file to write (default: output/GAME/replay/FILE.html)."
    ),
    layout: list[Path] | None = typer.Option(
        None, "--layout", help="Draw and referee this layout file's game with its own board and art."
    ),
    lang: PageLang = typer.Option(
        PageLang.en,
        "--lang",
        help="The page's own words: en or ko (seat names and the record stay as written).",
    ),
) -> int:
    """Write a replay page: every position of the game, stepped with the arrow keys or a slider.

    One HTML file with its SVG, style and script inside (nothing is fetched): the board drawn with
    the kit's own art, the move list with the current move highlighted, the scores, the verdict,
    and an illegal move in red with its rule.
    """
    from printkit.cli.show import default_folder, lookup_of
    from printkit.core.console import say
    from printkit.core.errors import ExitCode
    from printkit.core.limits import MAX_REPLAY_POSITIONS
    from printkit.core.writing import write_atomic
    from printkit.show.page import replay_html
    from printkit.show.view import replay_file

    game = replay_file(file, lookup_of(layout), MAX_REPLAY_POSITIONS)
    target = out or default_folder(game.game, "replay") / (Path(file).stem + ".html")
    write_atomic(target, replay_html(game, lang.value).encode("utf-8"), make_parent=False)
    say(f"printkit: {target}: {len(game.views)} positions")
    return int(ExitCode.OK)


def register(app: typer.Typer) -> None:
    """Add the replay command."""
    app.command("replay")(replay)
