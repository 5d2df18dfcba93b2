"""`printkit export`: files for print shops (PNG faces, TGC, MPC, DriveThruCards) and Tabletop Simulator."""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from printkit.cli.params import GAME_FILE_HELP, complete_component, complete_game_or_all
from printkit.core.console import say
from printkit.core.errors import ExitCode, UsageError

if TYPE_CHECKING:
    from printkit.games.definition import LoadedGame


class Target(StrEnum):
    png = "png"
    tgc = "tgc"
    mpc = "mpc"
    dtc = "dtc"
    tts = "tts"


# What each --to target makes: its help, and what the shell shows beside it while completing.
MAKES = {
    Target.png: "a PNG of every card, tile and token face and back",
    Target.tgc: "The Game Crafter's card files: a PNG of each face and back, at its size",
    Target.mpc: "MakePlayingCards' card files: a PNG of each face and back, at its size",
    Target.dtc: "DriveThruCards' card file: one PDF/X-1a file in CMYK, back then front",
    Target.tts: "Tabletop Simulator: card sheets, tile, board and dice images, a saved object",
}
TO_HELP = "What to make: " + ", ".join(t.value for t in MAKES) + " (each is said above)."
# The command's help lists the targets one a line (\b: click keeps that paragraph's line breaks).
TARGETS_HELP = "\b\nWhat --to makes:\n" + "\n".join(f"  {t.value}  {what}" for t, what in MAKES.items())


def complete_target(incomplete: str) -> list[tuple[str, str]]:
    """Complete a --to target, with what it makes."""
    return [(t.value, what) for t, what in MAKES.items() if t.value.startswith(incomplete)]


def export(
    game: str = typer.Argument(..., help=GAME_FILE_HELP, autocompletion=complete_game_or_all),
    to: Target = typer.Option(..., "--to", help=TO_HELP, autocompletion=complete_target),
    out: Path = typer.Option(
        Path("output"),
        "--out",
        help="Output folder (files go in OUT/FILE_PREFIX/TARGET/: a shipped game's is its name).",
    ),
    dpi: float = typer.Option(300, "--dpi", help="png and tts: pixels per inch (the shops' files are 300)."),
    bleed: float = typer.Option(0.0, "--bleed", help="png: mm of art around each face's trim."),
    url_base: str | None = typer.Option(
        None, "--url-base", help="tts: the URL the images will be uploaded under (default: file:/// paths)."
    ),
    only: list[str] | None = typer.Option(
        None, "--only", help="Export only this component (repeatable).", autocompletion=complete_component
    ),
    icc: Path | None = typer.Option(
        None,
        "--icc",
        help="dtc: the CMYK ICC profile to separate for (default: Ghostscript's default_cmyk.icc).",
    ),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No summary."),
) -> int:
    """Export cards, tiles, tokens, boards and dice for print shops and Tabletop Simulator."""
    from printkit.cli.targets import games_for

    if not 10 <= dpi <= 1200:
        raise UsageError(f"--dpi {dpi:g}: expected 10 to 1200")
    if not 0 <= bleed <= 10:
        raise UsageError(f"--bleed {bleed:g}: expected 0 to 10 mm")
    if bleed and to is not Target.png:
        raise UsageError("--bleed is for --to png; the shops' files carry the bleed their specification asks")
    if url_base is not None and to is not Target.tts:
        raise UsageError("--url-base is for --to tts")
    if url_base is not None:
        url_base = checked_url_base(url_base)
    if icc is not None and to is not Target.dtc:
        raise UsageError("--icc is for --to dtc, the one export in CMYK")
    if to is Target.dtc:  # a missing or wrong profile is the user's to fix, not a game to skip
        from printkit.kit.export.cmyk import pdf_x

        pdf_x(icc)
    written: list[Path] = []
    skipped: list[str] = []
    for each in games_for(game):
        try:
            written += _run(each, to, out, dpi, bleed, url_base, tuple(only or ()), icc)
        except UsageError as error:
            if game != "all" or to in (Target.png, Target.tts):
                raise
            skipped.append(f"{each.name} ({error.message.split(';')[0]})")
    if not quiet:
        where = sorted({str(p.parent) for p in written})
        s = "s" if len(written) != 1 else ""
        say(f"printkit: wrote {len(written)} file{s} under {', '.join(where) or out}")
        for line in skipped:
            say(f"printkit: skipped {line}")
    return int(ExitCode.OK)


_URL_CHARS = frozenset(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:/?#@!$&'()*+,;=%[]"
)
MAX_URL_CHARS = 2_000


def checked_url_base(text: str) -> str:
    """Return --url-base when it is an absolute http(s) URL with a host and no query or fragment; else UsageError (exit 2)."""
    from urllib.parse import urlsplit

    from printkit.core.limits import excerpt

    def refuse(why: str) -> UsageError:
        return UsageError(f"--url-base {excerpt(text)}: {why}")

    if len(text) > MAX_URL_CHARS:
        raise refuse(f"expected a URL of at most {MAX_URL_CHARS:,} characters")
    bad = next((c for c in text if c not in _URL_CHARS), None)
    if bad is not None:
        raise refuse(f"expected a URL without {bad!r} (percent-encode it)")
    try:
        parts = urlsplit(text)
        host = parts.hostname
    except ValueError as error:
        raise refuse(f"not a URL ({error})") from None
    if parts.scheme not in ("http", "https") or not host:
        raise refuse("expected an absolute http:// or https:// URL with a host")
    if parts.query or parts.fragment or "?" in text or "#" in text:
        raise refuse("expected a URL without a query (?...) or a fragment (#...): file names are added to it")
    return text


def _run(
    game: LoadedGame[Any, Any],
    to: Target,
    out: Path,
    dpi: float,
    bleed: float,
    url_base: str | None,
    only: tuple[str, ...],
    icc: Path | None = None,
) -> list[Path]:
    from printkit.kit.build import components
    from printkit.kit.export import targets
    from printkit.kit.export.vendors import PRODUCTS

    names = {c.name for c in components(game)}
    unknown = [o for o in only if o not in names]
    if unknown:
        raise UsageError(f"{game.name} has no component {unknown[0]!r} (it has: {', '.join(sorted(names))})")
    if to is Target.png:
        return targets.export_png(game, out, dpi, bleed, only)
    if to is Target.dtc:
        return targets.export_dtc(game, out, PRODUCTS["dtc"], only, icc)
    if to is Target.tts:
        from printkit.kit.export.tts import export_tts

        return export_tts(game, out, dpi, url_base, only)
    return targets.export_cards(game, out, PRODUCTS[to.value], only)


def register(app: typer.Typer) -> None:
    """Add the export command."""
    app.command("export", help=f"{export.__doc__}\n\n{TARGETS_HELP}")(export)
