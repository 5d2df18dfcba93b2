"""The README's walk-through of a copy of 111 Ants' deck, in headless Chromium: the copy changed (back colour, a
joker count) and rebuilt; the open gallery reloads itself and shows every page and PDF; the print has the
change; a failed rebuild's error shows over the last good pages; the referee scores with the copy's jokers."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path
from urllib.parse import unquote, urlparse

from printkit.kit.gallery import write_failure, write_gallery
from tests.designer.editing import change
from tests.support import EXAMPLES, run_cli

PAGES_LOADED = "[...document.images].every(i => i.complete && i.naturalWidth > 0)"
SVG = "{http://www.w3.org/2000/svg}"
XLINK = "{http://www.w3.org/1999/xlink}href"


def own_copy(tmp_path: Path) -> Path:
    """Return the layout file of a `printkit new` copy of the deck in a temp folder."""
    assert run_cli("new", "111-ants", tmp_path / "deck") == 0
    return tmp_path / "deck" / "111-ants.yaml"


def _path(url: str) -> Path:
    return Path(unquote(urlparse(url).path))


def _jokers_on(sheet: Path, number: int) -> int:
    """Return the joker ants drawn on a card's face in a sheet's SVG (corners and middle)."""
    root = ET.parse(sheet).getroot()
    for group in root.iter(f"{SVG}g"):
        texts = [t for t in group.iter(f"{SVG}text") if t.get("id", "").endswith(f"-n{number}")]
        if texts and group.get("id", "").split("-", 1)[-1].startswith("front-"):
            return sum(1 for u in group.iter(f"{SVG}use") if "joker" in u.get(XLINK, ""))
    raise AssertionError(f"no card {number} on {sheet}")


def _main_colour(pdf: Path, page: int) -> tuple[int, int, int]:
    """Return the commonest colour of a PDF page as printed (rendered by pdfium at 30 dpi)."""
    import pypdfium2 as pdfium

    image = pdfium.PdfDocument(str(pdf))[page].render(scale=30 / 72).to_pil().convert("RGB")
    return Counter(zip(*[iter(image.tobytes())] * 3)).most_common(1)[0][0]


def test_a_designers_change_shows_in_the_open_gallery_and_in_the_print(browser, tmp_path):
    layout, out = own_copy(tmp_path), tmp_path / "out"
    assert run_cli("build", layout, "--out", out, "--only", "cards", "--format", "svg", "--quiet") == 0
    browser.open(out / "index.html")
    assert browser.js("return document.title") == "printkit: what is built"
    browser.js("window.notReloaded = true;")

    # the README's walk-through: a new back colour, card 4 with one joker ant instead of four
    change(layout, 'back: "#3b2a1e"', 'back: "#1e4d6b"')
    change(layout, "    2: 3, 3: 1, 4: 4,", "    2: 3, 3: 1, 4: 1,")
    change(layout, "total_jokers: 229", "total_jokers: 226")
    assert run_cli("build", layout, "--out", out, "--quiet") == 0
    browser.wait_for("window.notReloaded === undefined && document.readyState === 'complete'", why="a reload")

    browser.js("for (const i of document.images) i.loading = 'eager';")
    browser.wait_for(PAGES_LOADED, why="every page of the gallery to load")
    shown = {_path(src) for src in browser.js("return [...document.images].map(i => i.src)")}
    assert shown == set(out.rglob("*.svg")) and len(shown) >= 30
    linked = {_path(a) for a in browser.js("return [...document.links].map(a => a.href)") if ".pdf" in a}
    assert linked == set(out.rglob("*.pdf"))
    assert browser.js("return [...document.querySelectorAll('a.kit')].map(a => a.textContent)") == [
        "deck-kit-a4.pdf"
    ]
    ratios = browser.js("return [...document.images].map(i => i.naturalHeight / i.naturalWidth)")
    assert all(abs(r - 297 / 210) < 0.01 or abs(r - 210 / 297) < 0.01 for r in ratios), "A4 pages"
    assert browser.js("return document.querySelector('h2').textContent").startswith("111 Ants deck/")

    sheet = out / "deck" / "svg" / "deck-cards-a4-001.svg"
    assert _jokers_on(sheet, 4) == 3 * 1 and _jokers_on(sheet, 5) == 3 * 2  # a corner each end, the middle
    assert "#1e4d6b" in (out / "deck" / "svg" / "deck-cards-a4-002.svg").read_text()
    assert _main_colour(out / "deck" / "deck-cards-a4.pdf", 1) == (0x1E, 0x4D, 0x6B)  # the backs' sheet
    kit = out / "deck" / "deck-kit-a4.pdf"
    assert kit.stat().st_size > 50_000

    browser.js("window.notReloaded = true;")
    write_failure(out, f"{layout}:30:9: style.back: expected a colour")
    failure = "getComputedStyle(document.getElementById('failure')).display"
    browser.wait_for(f"{failure} === 'block'", why="the error to show")
    assert "style.back: expected a colour" in browser.js(
        "return document.getElementById('failure').textContent"
    )
    write_gallery(out)  # a rebuild that makes the same files: no reload, the error goes
    browser.wait_for(f"{failure} === 'none'", why="the error to go")
    assert browser.js("return window.notReloaded") is True
    assert browser.errors() == []


def test_a_referee_reads_the_changed_jokers_from_the_copy(tmp_path):
    from printkit.games.lookup import LayoutGames

    layout = own_copy(tmp_path)
    change(layout, "    2: 3, 3: 1, 4: 4,", "    2: 3, 3: 1, 4: 1,")
    change(layout, "total_jokers: 229", "total_jokers: 226")
    assert LayoutGames((str(layout),))("111-ants").jokers[4] == 1
    assert LayoutGames(())("111-ants").jokers[4] == 4


def test_check_with_the_copy_scores_with_its_jokers(tmp_path, capsys):
    game = EXAMPLES / "111-ants" / "legal-generated.yaml"
    layout = own_copy(tmp_path)
    change(layout, "    2: 3, 3: 1, 4: 4,", "    2: 3, 3: 1, 4: 1,")
    change(layout, "total_jokers: 229", "total_jokers: 226")
    capsys.readouterr()
    assert run_cli("check", game) == 0
    assert run_cli("check", game, game, "--layout", layout, "--jobs", "2") == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].endswith("(ben wins)") and "legal, finished" in lines[0]
    assert len(lines) == 3 and lines[1] == lines[2] and lines[1].endswith("[Scoring]")
    assert run_cli("check", game, "--layout", layout, "--layout", layout) == 2
    assert "is already the layout of 111-ants" in capsys.readouterr().err
