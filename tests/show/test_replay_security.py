"""The replay page against hostile transcripts: seat names, comments and actions that are markup or script stay
text, the embedded data cannot end its element, and the Content-Security-Policy lets nothing but the page's own
script run, without changing how the page looks."""

from __future__ import annotations

import html
import io
import json
import re

import pytest
import yaml

from printkit.core.csp import policy, script_json, source
from tests.samples import example_files, one, shipped, with_named_seats
from tests.show.examples import replay_of
from tests.support import EXAMPLES, cases, run_cli

SEATS = ("<img src=x onerror=alert(1)>", "</script><!--<script>&amp;")
COMMENT = "# </script><script>alert(2)</script>"
NAMED = one(with_named_seats(), "hostile seats")  # a game whose seats are names the players choose
# its first turn's actions (tests/<package>/cases.py: FIRST_TURN), and markup after them
ACTION = cases(NAMED).FIRST_TURN[1].split(": ", 1)[1] + " <svg onload=alert(3)>"

# Run before any script of the page (the browser's own injection, which no policy governs).
WATCH = """
window.__alerts = [];
for (const name of ['alert', 'confirm', 'prompt']) window[name] = (m) => { window.__alerts.push(String(m)); };
window.__violations = [];
document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective));
"""

HANDLERS = """
return [...document.querySelectorAll('*')].flatMap(e => [...e.attributes].filter(a => a.name.startsWith('on'))
  .map(a => e.tagName + ' ' + a.name));
"""


def hostile(tmp_path):
    """A replay example of a game whose seats are names, with hostile seat names, a hostile comment and a last
    turn of hostile text."""
    text = (EXAMPLES / NAMED / cases(NAMED).REPLAY_EXAMPLE).read_text()
    for plain, seat in zip(yaml.safe_load(text)["players"], SEATS):
        text = re.sub(rf"\b{re.escape(str(plain))}\b", json.dumps(seat), text)
    indent = cases(NAMED).FIRST_TURN[1].split("- ", 1)[0]  # where a turn stands
    text = COMMENT + "\n" + text + f"{indent}- {json.dumps(SEATS[1])}: {json.dumps(ACTION)}\n"
    path = tmp_path / "hostile.yaml"
    path.write_text(text)
    return path


@pytest.fixture
def watched(browser):
    """The browser with alert, confirm and prompt recorded and policy violations counted on every page it opens."""
    added = browser.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": WATCH})
    yield browser
    browser.driver.execute_cdp_cmd(
        "Page.removeScriptToEvaluateOnNewDocument", {"identifier": added["identifier"]}
    )


def without_policy(page, tmp_path):
    """A copy of the page with its Content-Security-Policy taken out."""
    text = page.read_text()
    bare = re.sub(r'<meta http-equiv="Content-Security-Policy" content="[^"]*">\n', "", text)
    assert bare != text
    out = tmp_path / f"{page.stem}-no-policy.html"
    out.write_text(bare)
    return out


def test_embedded_json_cannot_end_or_open_an_element() -> None:
    value = {"seat": "<!--<script>", "text": "</script><b>&amp;</b>", "n": [1, "\u2028"]}
    text = script_json(value)
    assert not set(text) & set("<>&")
    assert json.loads(text) == value


def test_the_policy_allows_only_the_hashed_script_and_style() -> None:
    csp = policy(["a()"], styles=["b{}"], fonts=True)
    directives = dict(d.split(" ", 1) for d in csp.split("; "))
    assert directives["default-src"] == "'none'"
    assert directives["script-src"] == source("a()")
    assert directives["style-src"] == source("b{}")
    assert directives["font-src"] == "data:"
    assert "img-src" not in directives and "unsafe-inline" not in csp
    assert policy([]).split("; ")[1] == "script-src 'none'"


def test_the_page_carries_the_hash_of_its_own_script(tmp_path) -> None:
    page = tmp_path / "a.html"
    game = one(shipped(), "the page's own script")
    assert run_cli("replay", EXAMPLES / game / cases(game).REPLAY_EXAMPLE, "-o", page) == 0
    text = page.read_text()
    ids = set(re.findall(r' id="([^"]+)"', text))
    referred = set(re.findall(r'(?:url\(#|href="#)([^")]+)', text)) - {str(k) for k in range(100)}
    assert referred and referred <= ids, (
        referred - ids
    )  # every clip path and symbol an item refers to is there
    assert "\x01" not in text
    csp = html.unescape(re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', text)[1])
    script = re.search(r"<script>(.*?)</script>", text, re.S)[1]
    style = re.search(r"<style>(.*?)</style>", text, re.S)[1]
    assert source(script) in csp and source(style) in csp and "default-src 'none'" in csp
    assert " style=" not in text  # no style attribute, which the policy would block
    assert text.count("<script") == 2  # the data and the page's script


@pytest.mark.parametrize("policed", [True, False], ids=["with-policy", "escaping-alone"])
def test_hostile_text_stays_text(policed, watched, tmp_path) -> None:
    source = hostile(tmp_path)
    page = tmp_path / "hostile.html"
    assert run_cli("check", source) == 1  # the hostile action is an illegal turn; the seats are legal
    assert run_cli("replay", source, "-o", page) == 0
    opened = page if policed else without_policy(page, tmp_path)
    watched.open(opened)
    watched.wait_for("window.replay && window.replay.current() >= 0", why="the page's own script")
    assert watched.js("return window.__alerts") == []
    assert watched.js(HANDLERS) == []
    assert watched.js("return document.querySelectorAll('img, iframe, object, embed').length") == 0
    assert watched.js("return document.scripts.length") == 2
    # The hostile texts are there, as text: in the scores, the move list, the broken rule and the drawing.
    watched.js("window.replay.go(1)")
    seats = watched.js("return [...document.querySelectorAll('#scores th')].map(th => th.textContent)")
    assert seats == list(SEATS)
    moves = watched.js("return document.getElementById('moves').textContent")
    assert SEATS[0] in moves and ACTION in moves
    last = watched.js("return window.replay.steps.length") - 1
    watched.js("window.replay.go(arguments[0])", last)
    assert watched.js("return document.getElementById('fault').textContent").startswith("Illegal")
    drawn = watched.js("return [...document.querySelectorAll('svg text')].map(t => t.textContent).join(' ')")
    assert SEATS[0] in drawn
    assert watched.js("return window.__violations") == []


def test_the_policy_changes_nothing_on_view(watched, tmp_path) -> None:
    from PIL import Image, ImageChops

    page = tmp_path / "a.html"
    game = one(shipped(), "the policy changes nothing")
    assert run_cli("replay", EXAMPLES / game / cases(game).REPLAY_EXAMPLE, "-o", page) == 0
    shots = []
    for opened in (page, without_policy(page, tmp_path)):
        watched.open(opened)
        watched.wait_for("window.replay && window.replay.current() >= 0", why="the page's own script")
        watched.js("window.replay.go(3); document.activeElement.blur()")
        watched.driver.set_script_timeout(20)
        watched.driver.execute_async_script(  # fonts loaded and the page drawn twice since
            "const done = arguments[0]; Promise.all([...document.fonts].map(f => f.load())).then(() =>"
            " document.fonts.ready).then(() => requestAnimationFrame(() => requestAnimationFrame(() => done())));"
        )
        shots.append(Image.open(io.BytesIO(watched.driver.get_screenshot_as_png())).convert("RGB"))
        assert watched.js("return window.__violations") == []
    assert shots[0].size == shots[1].size
    # Chromium's rasteriser leaves a few hundred pixels a level or two apart from one load to the next;
    # a style, a font or a script the policy blocked would change thousands, by far more.
    diff = ImageChops.difference(*shots).convert("L")
    changed = sum(diff.histogram()[16:])
    assert changed <= diff.width * diff.height // 10_000, f"{changed} pixels differ under the policy"
    assert len(shots[0].getcolors(1 << 20) or []) > 200  # the screenshots show the board, not a blank page


def test_the_policy_stops_an_injection_that_got_through(watched, tmp_path) -> None:
    page = tmp_path / "a.html"
    assert run_cli("replay", example_files(one(shipped(), "an injection"), "legal")[0], "-o", page) == 0
    injected = "<script>alert('inline')</script><svg><rect onclick=\"alert('handler')\"/></svg>"
    injected += "<img src=x onerror=\"alert('image')\">"
    text = page.read_text().replace("<main>", "<main>" + injected, 1)
    page.write_text(text)
    watched.open(page)
    watched.wait_for("window.replay && window.replay.current() >= 0", why="the page's own script")
    watched.js("document.querySelector('main rect').dispatchEvent(new MouseEvent('click'))")
    assert watched.js("return window.__alerts") == []
    assert {"script-src-elem", "script-src-attr"} <= set(watched.js("return window.__violations"))


def test_a_game_past_the_position_limit_is_refused_before_it_is_drawn(monkeypatch, tmp_path, capsys) -> None:
    import printkit.core.limits
    import printkit.show.page

    def never(*args):
        raise AssertionError("the page was drawn")

    game = one(shipped(), "the position limit")
    source = max(example_files(game, "legal"), key=lambda path: len(replay_of(path).views))
    positions = len(replay_of(source).views)
    limit = positions // 2
    monkeypatch.setattr(printkit.core.limits, "MAX_REPLAY_POSITIONS", limit)
    monkeypatch.setattr(printkit.show.page, "replay_html", never)
    monkeypatch.setattr("printkit.show.view.replay", never)  # refused before the referee plays a step
    page = tmp_path / "a.html"
    assert run_cli("replay", source, "-o", page) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and f"{positions} positions" in err and f"at most {limit}" in err
    assert not page.exists()
