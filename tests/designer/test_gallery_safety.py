"""Hostile texts through the gallery and watch's error page in headless Chromium: a layout's title,
the words, file names in the output folder and a layout error holding markup show as text, no
script but the page's own runs, and the page's Content-Security-Policy changes nothing it shows
while it stops markup that slipped in."""

from __future__ import annotations

import json
import re

from PIL import Image, ImageChops

from printkit.games.loaded import loaded_file
from printkit.kit.build import BuildOptions
from printkit.kit.gallery import describe, write_failure, write_gallery
from printkit.kit.watch import LayoutBuild, build_round
from tests.designer.editing import change, colour_line, keyed_lines
from tests.hostile import ALL, NAMES, SHORT, TEXTS, alerts, alerts_recorded, handlers, scripts
from tests.support import run_cli

PAGES_LOADED = "[...document.images].every(i => i.complete && i.naturalWidth > 0)"
FAILURE = "getComputedStyle(document.getElementById('failure')).display"
POLICY = re.compile(r'<meta http-equiv="Content-Security-Policy" content="[^"]*">\n')
TINY_SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="297mm"><rect width="9" height="9"/></svg>'
)
# Counts each call the stamp file makes: the page's own script loaded it and ran.
COUNT_STAMPS = """
var built = window.printkitBuilt; window.stamps = 0;
window.printkitBuilt = function () { window.stamps++; return built.apply(this, arguments); };
"""


def _only_own_script_ran(browser) -> None:
    assert alerts(browser) == []
    assert handlers(browser) == []
    # the stamp file the page's own script loads to poll for rebuilds may be in the page at that moment
    own = [s for s in scripts(browser) if not (s.startswith("src ") and "/printkit-stamp.js?t=" in s)]
    assert len(own) == 1 and own[0].startswith("inline \n(function () {"), own
    browser.js(COUNT_STAMPS)
    browser.wait_for("window.stamps > 0", why="the page's script to load its stamp")


def _retitled(line: str, title: str) -> str:
    return line.split("title:")[0] + f"title: {json.dumps(title)}"


def test_a_layouts_texts_and_odd_file_names_show_as_text(browser, own_copy, tmp_path):
    layout, out = own_copy(), tmp_path / "out"
    words = layout.parent / "text" / layout.name
    title = keyed_lines(layout.read_text())["title"]
    change(layout, title, _retitled(title, SHORT))
    rules_title = keyed_lines(words.read_text())["languages.en.rules.title"]
    change(words, rules_title, _retitled(rules_title, SHORT))
    change(words, "        - p: >-\n", f"        - p: {json.dumps(ALL)}\n        - p: >-\n")
    # ... in both languages: a language printing other numbers than the English fails the build
    change(
        words,
        "        - h: 어떤 게임인가요\n",
        f"        - h: 어떤 게임인가요\n        - p: {json.dumps(ALL)}\n",
    )
    assert run_cli("build", layout, "--out", out, "--only", "rules", "--format", "svg", "--quiet") == 0
    odd = out / NAMES[0]  # whatever else is in the output folder, the gallery lists by name
    (odd / "svg").mkdir(parents=True)
    (odd / f"{NAMES[1]}-cards-a4.pdf").write_bytes(b"%PDF-1.4\n")
    (odd / "svg" / f"{NAMES[2]}-cards-a4-001.svg").write_text(TINY_SVG)
    write_gallery(out, describe([loaded_file(layout)], out))

    with alerts_recorded(browser):
        browser.open(out / "index.html")
        _only_own_script_ran(browser)
        browser.wait_for(PAGES_LOADED, why="the pages to load")
        headings = browser.js("return [...document.querySelectorAll('h2')].map(h => h.textContent)")
        assert sorted(headings) == sorted([f"{SHORT} deck/", f"{NAMES[0]} {NAMES[0]}/"])
        nav = browser.js("return [...document.querySelectorAll('nav a')].map(a => a.textContent)")
        assert sorted(nav) == sorted([SHORT, NAMES[0]])
        text = browser.js("return document.body.textContent")
        assert f"{NAMES[1]}-cards-a4.pdf" in text
        titles = browser.js("return [...document.images].map(i => i.title)")
        assert f"{NAMES[2]}-cards-a4-001.svg" in titles
        rules = browser.js(
            "return [...document.links].map(a => a.href).find(h => h.endsWith('deck-rules-a4-001.svg'))"
        )
        assert browser.errors() == []

        browser.driver.get(rules)  # the rules page full size, as a click on it opens it
        assert alerts(browser) == [] and handlers(browser) == [] and scripts(browser) == []
        drawn = browser.js("return document.documentElement.textContent")
        assert SHORT in drawn and all(word in drawn for word in ALL.split()), drawn  # a paragraph wraps


def test_a_layout_error_holding_markup_shows_as_text_on_watchs_page(browser, own_copy, tmp_path):
    layout, out = own_copy(), tmp_path / "out"
    _, colour = colour_line(layout.read_text())
    wrong = f"{colour.split(':')[0]}: {json.dumps(ALL)}"
    change(layout, colour, wrong)
    build = LayoutBuild(layout, BuildOptions(formats=("svg",), only=("rules",)), out)
    first = build_round([build], None)  # the first build fails: there is a page to show it all the same
    assert len(first.errors) == 1 and f"found '{TEXTS[0]} <!--<script" in first.errors[0], first.errors

    with alerts_recorded(browser):
        browser.open(out / "index.html")
        _only_own_script_ran(browser)
        browser.wait_for(f"{FAILURE} === 'block'", why="the error to show")
        shown = browser.js("return document.getElementById('failure').textContent")
        assert shown == f"The last build failed.\n{first.errors[0]}"
        write_failure(out, f"{layout}:30:9: {ALL}")  # every text of the corpus, as an error may hold it
        browser.wait_for(f"document.getElementById('failure').textContent.endsWith({json.dumps(ALL)})")
        assert handlers(browser) == [] and alerts(browser) == []

        browser.js("window.notReloaded = true;")
        change(layout, wrong, colour)
        mended = build_round([build], {layout.resolve()})
        assert mended.errors == [] and mended.built[str(layout.resolve())] == ("rules",)
        browser.wait_for("window.notReloaded === undefined && document.images.length > 0", why="a reload")
        browser.wait_for(f"{FAILURE} === 'none'", why="the error to go")
        assert browser.errors() == []


def _shot(browser, page, path) -> Image.Image:
    browser.open(page)
    browser.wait_for(f"{FAILURE} === 'block'", why="the error to show")
    browser.js("for (const i of document.images) i.loading = 'eager';")
    browser.wait_for(PAGES_LOADED, why="the pages to load")
    return Image.open(browser.screenshot(path)).convert("RGB")


def test_the_policy_changes_nothing_shown_and_stops_what_slips_in(browser, own_copy, tmp_path):
    layout, out = own_copy(), tmp_path / "out"
    assert run_cli("build", layout, "--out", out, "--only", "rules", "--format", "svg", "--quiet") == 0
    write_failure(out, f"{layout}:30:9: style.back: expected a colour")
    page = (out / "index.html").read_text()
    assert len(POLICY.findall(page)) == 1 and page.index("Content-Security-Policy") < page.index("<style>")
    assert "script-src 'sha256-" in page and "default-src 'none'" in page
    (out / "open.html").write_text(POLICY.sub("", page))

    for width, height in ((390, 844), (1920, 1080)):
        browser.viewport(width, height)
        kept = _shot(browser, out / "index.html", tmp_path / f"policy-{width}.png")
        free = _shot(browser, out / "open.html", tmp_path / f"open-{width}.png")
        assert kept.size == (width, height)
        # (the scrollbar's gutter left out: an overlay scrollbar fades on its own clock, not the page's)
        bare = (0, 0, width - 16, height)
        assert ImageChops.difference(kept.crop(bare), free.crop(bare)).getbbox() is None, (
            f"the policy changes the page at {width} px"
        )
    assert browser.errors() == []

    # markup that slipped past the escaping: a handler, a script, a style attribute
    slipped = '<img src=x onerror="window.ran = 1"><script>window.ran = 2</script><p id="red" style="color: red">x</p>'
    for name, text, runs in (
        ("slipped.html", page, False),
        ("slipped-open.html", POLICY.sub("", page), True),
    ):
        (out / name).write_text(text.replace("<main>", "<main>" + slipped, 1))
        browser.open(out / name)
        browser.wait_for("typeof window.printkitBuilt === 'function'", why="the page's own script")
        red = browser.js("return getComputedStyle(document.getElementById('red')).color") == "rgb(255, 0, 0)"
        assert (browser.js("return window.ran !== undefined"), red) == (runs, runs)
    refused = [e for e in browser.errors() if "Content Security Policy" in e]
    assert len(refused) >= 3, refused  # the handler, the script and the style attribute
