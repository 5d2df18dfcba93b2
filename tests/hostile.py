"""Hostile texts for the tests of printkit's web pages, and the checks that none became markup or ran.

Each text is what a page would run or break on if it went in as markup: an element with an
event handler, a comment that swallows the page's own script, the end of that script, quotes
that leave an attribute, an entity that must stay as typed.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

TEXTS = (
    "<img src=x onerror=alert(1)>",
    "<!--<script>",
    "</script><script>alert(2)</script>",
    "\"'><svg onload=alert(3)>",
    "&amp; &lt;b&gt;",
)
ALL = " ".join(TEXTS)
SHORT = "</script><img src=x onerror=alert(6)><!--<script>\"'"  # one that fits a title line
NAMES = (
    "<img src=x onerror=alert(4)>",
    "<!--<script>&amp;",
    "\"'><svg onload=alert(5)>",
)  # no '/': file names

# Set before any script of the page runs, in every document the window opens.
_HOOK = """
window.__alerts = [];
window.alert = window.confirm = window.prompt = function (m) { window.__alerts.push(String(m)); };
"""
_HANDLERS = """
return [...document.querySelectorAll("*")].flatMap(e =>
  [...e.attributes].filter(a => a.name.toLowerCase().startsWith("on")).map(a => e.tagName + " " + a.name));
"""
_SCRIPTS = "return [...document.scripts].map(s => s.src ? 'src ' + s.src : 'inline ' + s.text.slice(0, 60))"


@contextmanager
def alerts_recorded(browser) -> Iterator[None]:
    """Record alert/confirm/prompt calls in window.__alerts of every page opened inside the block."""
    added = browser.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": _HOOK})
    try:
        yield
    finally:
        browser.driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", added)


def alerts(browser) -> list[str]:
    """Return the alerts the open page called (after alerts_recorded)."""
    return browser.js("return window.__alerts")


def handlers(browser) -> list[str]:
    """Return 'TAG onX' for every element of the open page with an event handler attribute."""
    return browser.js(_HANDLERS)


def scripts(browser) -> list[str]:
    """Return the open page's script elements: 'src URL' or 'inline ' and the start of the text."""
    return browser.js(_SCRIPTS)
