"""The gallery for everyone, in headless Chromium: axe-core finds no serious or critical violation at a
phone's size and a desktop's (a failed build's error shown over the pages), and at 360 px wide
nothing runs off the side and the pages stay in view under the header."""

from __future__ import annotations

from printkit.kit.gallery import describe, write_failure
from tests.axe import axe_violations, described
from tests.samples import one, shipped
from tests.support import run_cli

FAILURE = "getComputedStyle(document.getElementById('failure')).display"
PAGES_LOADED = "[...document.images].every(i => i.complete && i.naturalWidth > 0)"
# An element is in view when the point inside its top left corner is the element (or inside it).
IN_VIEW = "(e => { const r = e.getBoundingClientRect(), at = document.elementFromPoint(r.left + 4, r.top + 4); return r.top >= 0 && r.bottom <= innerHeight && (at === e || e.contains(at)); })"
ERROR = "my-kit/a-kit-of-my-own.yaml:12:9: board.cell_label_size: expected a number at least 6; found 4 " * 4


def _gallery(browser, tmp_path):
    out = tmp_path / "out"
    assert run_cli("build", one(shipped(), "gallery"), "--out", out, "--format", "svg", "--quiet") == 0
    write_failure(out, ERROR.strip(), describe([], out))
    return out / "index.html"


def _open(browser, page, width, height) -> None:
    browser.viewport(width, height)
    browser.open(page)
    browser.wait_for(f"{FAILURE} === 'block'", why="the error to show")
    browser.js("for (const i of document.images) i.loading = 'eager';")
    browser.wait_for(PAGES_LOADED, why="the pages to load")


def test_axe_finds_nothing_serious_at_a_phones_size_and_a_desktops(browser, tmp_path):
    page = _gallery(browser, tmp_path)
    for width, height in ((390, 844), (1920, 1080)):
        _open(browser, page, width, height)
        browser.screenshot(tmp_path / f"gallery-{width}.png")
        found = axe_violations(browser.driver)
        assert found == [], f"at {width} x {height}:\n{described(found)}"
    assert browser.errors() == []


def test_the_gallery_fits_a_360_px_screen(browser, tmp_path):
    page = _gallery(browser, tmp_path)
    _open(browser, page, 360, 640)
    browser.screenshot(tmp_path / "gallery-360.png")
    assert browser.js("return document.documentElement.scrollWidth") <= 360, "the page scrolls sideways"
    rights = browser.js(
        "return [...document.querySelectorAll('main *')].map(e => e.getBoundingClientRect().right)"
    )
    assert max(rights) <= 360
    widths = browser.js("return [...document.images].map(i => i.getBoundingClientRect().width)")
    assert len(widths) >= 10 and min(widths) >= 100, widths  # thumbnails, not specks
    header = browser.js("return document.querySelector('header').getBoundingClientRect().height")
    assert header <= 640 / 2, f"the header (and its error) takes {header:.0f} of 640 px"
    links = browser.js(
        "return [...document.querySelectorAll('nav a')].map(a => a.getBoundingClientRect().height)"
    )
    assert links and min(links) >= 16  # a finger can find them
    browser.js("document.querySelector('nav a').click()")  # the game's heading comes into view, uncovered
    browser.wait_for(f"{IN_VIEW}(document.querySelector('h2'))", why="the heading to show")
    browser.js(
        "[...document.querySelectorAll('.pages a')].pop().focus()"
    )  # and so does a page reached by keyboard
    browser.wait_for(
        f"{IN_VIEW}([...document.querySelectorAll('.pages img')].pop())", why="the focused page to show"
    )
