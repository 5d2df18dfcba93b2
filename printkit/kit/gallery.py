"""OUT/index.html: a gallery of every page built under the output folder, with links to the PDFs.

The gallery is made from the files alone (so it shows every game built into OUT, whichever build
wrote it) and is byte-identical for the same files. It is opened from disk (file://), where a
page may not fetch() files, so it watches for rebuilds by loading OUT/printkit-stamp.js as a
script twice a second: that script calls `printkitBuilt(stamp, error)`, and a stamp other than the
one the page was made with means the files changed, so the page reloads. `printkit watch` writes
the stamp with the error of a failed rebuild, which the page shows until a rebuild succeeds.

Every name and text from a layout or a file goes in escaped; the page's Content-Security-Policy
allows its one inline script and style by hash, the stamp script that script makes, and local
images (the thumbnails), nothing else.
"""

from __future__ import annotations

import hashlib
import html
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

from printkit.core.csp import policy, script_json
from printkit.core.writing import write_atomic
from printkit.layout.words import GalleryWords, Language, common_text, fill

if TYPE_CHECKING:
    from printkit.games.definition import LoadedGame

INDEX = "index.html"
STAMP = "printkit-stamp.js"
_PAGE = re.compile(r"^(?P<stem>.+)-(?P<page>\d{3})\.svg$")
_SIZE = re.compile(rb'<svg[^>]*?\bheight="(?P<h>[\d.]+)mm"[^>]*?\bwidth="(?P<w>[\d.]+)mm"')
_PAPERS = {"a4": "A4", "letter": "Letter", "a3": "A3", "a2": "A2", "custom": "custom size"}


@dataclass
class Group:
    """One built document: its PDF (if any) and its SVG pages, named by their common stem."""

    stem: str
    pdf: Path | None = None
    pages: list[Path] = field(default_factory=list)


@dataclass(frozen=True)
class Described:
    """What the gallery says about a folder: the game's title and each component's one-line description."""

    title: str
    components: Mapping[str, str] = field(default_factory=dict)


def describe(
    games: Sequence[LoadedGame[Any, Any]], out_dir: Path | None = None, lang: Language = "en"
) -> dict[str, Described]:
    """Return what the gallery says of each game's folder in lang: the given games', and the shipped games'
    for the folders in out_dir named after a game (the shipped layouts' own file prefix)."""
    from printkit.games import GAMES
    from printkit.games.loaded import loaded_game

    out: dict[str, Described] = {}
    for name in GAMES:
        if out_dir is not None and not (out_dir / name).is_dir():
            continue
        shipped = loaded_game(name)
        out[shipped.layout.file_prefix] = _described(shipped, lang)
    for game in games:  # a layout of one's own wins over the shipped one of its prefix
        out[game.layout.file_prefix] = _described(game, lang)
    return out


def _described(game: LoadedGame[Any, Any], lang: Language = "en") -> Described:
    from printkit.core.errors import UserError
    from printkit.games.loaded import CUSTOM
    from printkit.kit.build import components
    from printkit.layout.words import game_name, game_text, say

    layout = game.layout
    try:
        spoken = set(game_text(layout.game).languages) if layout.game != CUSTOM else set()
    except UserError:  # a game whose words are not where the shipped ones are: its layout's title
        spoken = set()
    if lang not in spoken:  # a game with no words in lang (a designer's own) is described in English
        lang = "en"
    said = common_text(lang).gallery
    about = {c.name: say(layout.game, c.description, lang) for c in components(game)}
    about["kit"] = said.kit_about
    about["calibration"] = said.calibration_about
    return Described(game_name(layout, lang) if spoken else layout.title, about)


def _groups(folder: Path) -> list[Group]:
    found: dict[str, Group] = {}
    for pdf in sorted(folder.glob("*.pdf")):
        if pdf.is_file() and not pdf.name.startswith("."):
            found.setdefault(pdf.stem, Group(pdf.stem)).pdf = pdf
    svg = folder / "svg"
    if svg.is_dir() and not svg.is_symlink():
        for page in sorted(svg.glob("*.svg")):
            match = _PAGE.match(page.name)
            if match and page.is_file():
                found.setdefault(match["stem"], Group(match["stem"])).pages.append(page)
    kit_first = lambda g: (0 if "-kit-" in g.stem else 1 if "-calibration-" in g.stem else 2, g.stem)  # noqa: E731
    return sorted(found.values(), key=kit_first)


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:12]


def _href(out: Path, path: Path, digest: str | None = None) -> str:
    link = "/".join(quote(part) for part in path.relative_to(out).parts)
    return f"{link}?v={digest}" if digest else link


def _size(path: Path) -> tuple[float, float]:
    with path.open("rb") as fh:
        head = fh.read(1024)
    match = _SIZE.search(head)
    return (float(match["w"]), float(match["h"])) if match else (210.0, 297.0)


def _label(stem: str, prefix: str) -> tuple[str, str]:
    """Return (component, paper) of a stem such as 'ants-cards-a4' or 'ants-cards-letter-single' (prefix 'ants')."""
    rest = stem.removeprefix(prefix + "-")
    for paper, name in _PAPERS.items():
        marker = f"-{paper}"
        if marker in rest:
            name_part, _, tail = rest.partition(marker)
            options = re.sub(r"-(?=[a-z])", " ", tail.strip("-"))  # a minus sign stays: offset0.5x-1
            return name_part, name + (f" ({options})" if tail else "")
    return rest, ""


def _group_html(
    out: Path,
    prefix: str,
    group: Group,
    described: Described | None,
    digests: dict[Path, str],
    said: GalleryWords,
) -> str:
    component, paper = _label(group.stem, prefix)
    e = html.escape
    about = described.components.get(component, "") if described else ""
    links = []
    if group.pdf is not None:
        links.append(f'<a class="pdf" href="{_href(out, group.pdf)}">{e(group.pdf.name)}</a>')
    count = len(group.pages)
    if count:
        shown = fill(said.pages_shown, count=count) if count != 1 else said.page_shown
        links.append(shown if component != "kit" else said.cover_shown if count == 1 else said.covers_shown)
    thumbs = []
    for page in group.pages:
        w, h = _size(page)
        number = int(
            page.stem.rpartition("-")[2]
        )  # the page's number: _groups takes only names _PAGE matches
        alt = fill(said.page_alt, component=component, paper=paper, number=number)
        thumbs.append(
            f'<a href="{_href(out, page)}"><img src="{_href(out, page, digests[page])}" '
            f'alt="{e(alt)}" title="{e(page.name)}" loading="lazy" width="{round(w)}" height="{round(h)}"></a>'
        )
    return (
        f'<article class="doc" id="{e(group.stem)}"><h3>{e(component)} <span class="paper">{e(paper)}</span></h3>'
        + (f'<p class="about">{e(about)}</p>' if about else "")
        + f'<p class="links">{" · ".join(links)}</p>'
        + (f'<div class="pages">{"".join(thumbs)}</div>' if thumbs else "")
        + "</article>"
    )


def gallery_html(
    out: Path, described: Mapping[str, Described] | None = None, lang: Language = "en"
) -> tuple[str, str]:
    """Return the gallery page of everything built under out, its own words in lang, and its stamp (a digest of every file it shows)."""
    described = described or {}
    said = common_text(lang).gallery
    listed = out.iterdir() if out.is_dir() else iter(())  # a first build that failed made nothing
    folders = sorted(p for p in listed if p.is_dir() and not p.is_symlink() and not p.name.startswith("."))
    digests: dict[Path, str] = {}
    sections, nav = [], []
    for folder in folders:
        groups = _groups(folder)
        if not groups:
            continue
        for group in groups:
            for path in ([group.pdf] if group.pdf else []) + group.pages:
                digests[path] = _digest(path)
        about = described.get(folder.name)
        title = about.title if about else folder.name
        e = html.escape
        nav.append(f'<a href="#game-{e(folder.name)}">{e(title)}</a>')
        kits = [g.pdf for g in groups if g.pdf is not None and "-kit-" in g.stem]
        to_print = " · ".join(f'<a class="kit" href="{_href(out, pdf)}">{e(pdf.name)}</a>' for pdf in kits)
        body = "".join(_group_html(out, folder.name, g, about, digests, said) for g in groups)
        sections.append(
            f'<section class="game" id="game-{e(folder.name)}"><h2>{e(title)} <small>{e(folder.name)}/</small></h2>'
            + (f'<p class="print">{e(said.print_one)} {to_print}</p>' if to_print else "")
            + body
            + "</section>"
        )
    listing = "\n".join(f"{p.relative_to(out).as_posix()} {d}" for p, d in sorted(digests.items()))
    stamp = hashlib.sha256(listing.encode()).hexdigest()[:16]
    empty = fill(html.escape(said.empty), command="<code>printkit build</code>")
    page = page_html(
        " · ".join(nav) or html.escape(said.nothing), "\n".join(sections) or f"<p>{empty}</p>", stamp, said
    )
    return page, stamp


def stamp_script(stamp: str, error: str | None = None) -> str:
    """Return the stamp file's script: the build's stamp and, after a failed rebuild, its error."""
    return f"printkitBuilt({script_json(stamp)}, {script_json(error)});\n"


def write_gallery(out: Path, described: Mapping[str, Described] | None = None, lang: Language = "en") -> Path:
    """Write out/index.html (its own words in lang) and out/printkit-stamp.js for what is built under out now; return the page's path."""
    page, stamp = gallery_html(out, described, lang)
    path = out / INDEX
    write_atomic(path, page.encode("utf-8"))
    write_atomic(out / STAMP, stamp_script(stamp).encode("utf-8"))
    return path


def write_failure(out: Path, error: str, described: Mapping[str, Described] | None = None) -> Path:
    """Tell an open gallery that a build failed: it shows the error over the pages there are; return its path.

    The page is written again for the files there are now: a failed rebuild may have written some
    before its error, and a page listing the old ones would reload for ever.
    """
    page, stamp = gallery_html(out, described)
    path = out / INDEX
    write_atomic(path, page.encode("utf-8"))
    write_atomic(out / STAMP, stamp_script(stamp, error).encode("utf-8"))
    return path


_STYLE = """
body { font: 15px/1.45 system-ui, sans-serif; margin: 0; color: #2b1d14; background: #f4efe4; }
header { padding: 12px 24px; background: #3b2a1e; color: #fbf6ea; position: sticky; top: 0; z-index: 1; }
header h1 { font-size: 18px; margin: 0 0 4px; }
header a { color: #e9c46a; }
#failure { display: none; margin: 8px 0 0; padding: 8px 12px; background: #b5442c; color: #fff;
  font: 13px/1.4 ui-monospace, monospace; white-space: pre-wrap; overflow-wrap: anywhere;
  max-height: 30vh; overflow: auto; }
main { padding: 8px 24px 48px; }
section { scroll-margin-top: 120px; }
h2 { border-bottom: 2px solid #3b2a1e; padding-bottom: 4px; margin-top: 32px; overflow-wrap: anywhere; }
h2 small { font-weight: normal; color: #6b5a4a; font-size: 13px; }
.doc { margin: 18px 0; overflow-wrap: anywhere; }
.doc h3 { margin: 0; font-size: 16px; }
.paper { font-weight: normal; color: #6b5a4a; }
.about, .links, .print { margin: 2px 0; }
.pages { display: flex; flex-wrap: wrap; gap: 10px; margin-top: 6px; }
.pages img { height: 220px; width: auto; max-width: 100%; object-fit: contain; background: #fff;
  box-shadow: 0 1px 4px rgba(0,0,0,.35); }
@media (max-width: 600px) {
  header { position: static; }  /* a phone keeps its screen for the pages */
  header, main { padding-left: 12px; padding-right: 12px; }
}
"""

# The page's one script. Opened from disk, the page cannot fetch(); it loads the stamp file as a
# script it makes itself, which the policy's 'strict-dynamic' allows (and nothing parser-inserted).
_SCRIPT = """
(function () {
  var shown = %(stamp)s, said = null;
  window.printkitBuilt = function (stamp, error) {
    if (error !== said) {  // only a change: the box is a live region, each write is read out
      said = error;
      var box = document.getElementById("failure");
      var kept = document.querySelector("article") ? "; these are the last good pages." : ".";
      box.textContent = error ? %(failed)s + kept + "\\n" + error : "";
      box.style.display = error ? "block" : "none";
    }
    if (stamp !== shown) { location.reload(); }
  };
  function poll() {
    var script = document.createElement("script");
    script.src = %(stamp_file)s + "?t=" + Date.now();
    script.onload = script.onerror = function () { script.remove(); };
    document.head.appendChild(script);
  }
  setInterval(poll, 500);
})();
"""

_PAGE_HTML = """<!doctype html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>{style}</style>
</head>
<body>
<header><h1>{title}</h1><nav aria-label="games">{nav}</nav>
<div id="failure" role="alert" tabindex="0"></div></header>
<main>
{sections}
</main>
<script>{script}</script>
</body>
</html>
"""


def page_html(nav: str, sections: str, stamp: str, said: GalleryWords | None = None) -> str:
    """Return the gallery page around its navigation and sections (markup already escaped), with its policy."""
    said = said or common_text("en").gallery
    script = _SCRIPT % {
        "stamp": script_json(stamp),
        "stamp_file": script_json(STAMP),
        "failed": script_json(said.failed),
    }
    rules = policy([script], styles=[_STYLE], local_images=True, dynamic=True)
    return _PAGE_HTML.format(
        csp=html.escape(rules, quote=False).replace('"', "&quot;"),
        style=_STYLE,
        nav=nav,
        sections=sections,
        script=script,
        lang=said.lang,
        title=html.escape(said.title),
    )
