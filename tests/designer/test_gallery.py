"""OUT/index.html in headless Chromium: every page built shows, every PDF is linked, and the open
page reloads itself after a rebuild (and shows a failed one's error)."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import unquote, urlparse

from conftest import run_cli

from printkit.gallery import write_failure, write_gallery

PAGES_LOADED = "[...document.images].every(i => i.complete && i.naturalWidth > 0)"


def _path(url: str) -> Path:
    return Path(unquote(urlparse(url).path))


def test_the_gallery_shows_every_page_built_and_links_every_pdf(browser, build_kit):
    out = build_kit("111-ants")
    browser.open(out / "index.html")
    assert browser.js("return document.title") == "printkit: what is built"
    browser.js("for (const i of document.images) i.loading = 'eager';")
    browser.wait_for(PAGES_LOADED, why="every page of the gallery to load")
    shown = {_path(src) for src in browser.js("return [...document.images].map(i => i.src)")}
    assert shown == set(out.rglob("*.svg")) and len(shown) >= 30
    linked = {
        _path(a) for a in browser.js("return [...document.links].map(a => a.href)") if a.endswith(".pdf")
    }
    assert linked == set(out.rglob("*.pdf"))
    kit = browser.js("return [...document.querySelectorAll('a.kit')].map(a => a.textContent)")
    assert kit == ["111-ants-kit-a4.pdf"]
    # each page is drawn at its paper's shape (A4 portrait: 210 x 297)
    shapes = browser.js("return [...document.images].map(i => i.naturalHeight / i.naturalWidth)")
    assert all(abs(r - 297 / 210) < 0.01 or abs(r - 210 / 297) < 0.01 for r in shapes), shapes
    titles = browser.js("return [...document.querySelectorAll('h2')].map(h => h.textContent)")
    assert titles[0].startswith("111 Ants")
    assert browser.errors() == []


def test_the_open_gallery_reloads_after_a_rebuild_and_shows_a_failed_one(browser, tmp_path):
    deck = tmp_path / "deck"
    assert run_cli("new", "111-ants", deck) == 0
    layout, out = deck / "111-ants.yaml", tmp_path / "out"
    build = ("build", layout, "--out", out, "--only", "cards", "--format", "svg", "--quiet")
    assert run_cli(*build) == 0
    browser.open(out / "index.html")
    back = "img[alt='cards, A4, page 2']"
    before = browser.js(f'return document.querySelector("{back}").src')
    browser.js("window.notReloaded = true;")

    text = layout.read_text()
    layout.write_text(text.replace('back: "#3b2a1e"', 'back: "#1e4d6b"', 1))
    assert run_cli(*build) == 0
    browser.wait_for("window.notReloaded === undefined && document.readyState === 'complete'", why="a reload")
    after = browser.js(f'return document.querySelector("{back}").src')
    assert after != before and _path(after) == _path(before), "the same page, a new version"
    browser.wait_for(f'document.querySelector("{back}").naturalWidth > 0', why="the new back sheet")
    assert "#1e4d6b" in _path(after).read_text()

    browser.js("window.notReloaded = true;")
    write_failure(out, f"{layout}:30:9: style.back: expected a colour")
    browser.wait_for(
        "getComputedStyle(document.getElementById('failure')).display === 'block'", why="the error"
    )
    assert "style.back: expected a colour" in browser.js(
        "return document.getElementById('failure').textContent"
    )
    write_gallery(out)  # a rebuild that makes the same files: no reload, the error goes
    browser.wait_for(
        "getComputedStyle(document.getElementById('failure')).display === 'none'", why="no error"
    )
    assert browser.js("return window.notReloaded") is True
    assert browser.errors() == []
