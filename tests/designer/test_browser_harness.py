"""The browser fixture without a browser: a skip that says why, or under PRINTKIT_REQUIRE_BROWSER=1 (CI) a failure."""

from __future__ import annotations

import pytest


def test_no_browser_skips_with_its_reason_or_fails_when_ci_requires_one(monkeypatch):
    from tests import browser

    monkeypatch.delenv("PRINTKIT_REQUIRE_BROWSER", raising=False)
    with pytest.raises(pytest.skip.Exception, match="no chromium on this machine"):
        browser.unavailable("no chromium on this machine")
    monkeypatch.setenv("PRINTKIT_REQUIRE_BROWSER", "1")
    with pytest.raises(pytest.fail.Exception, match="PRINTKIT_REQUIRE_BROWSER=1 but no chromium"):
        browser.unavailable("no chromium on this machine")


def test_a_missing_program_is_not_found(monkeypatch):
    from tests import browser

    monkeypatch.setattr(browser.shutil, "which", lambda name: None)
    assert browser._find(("no-such-browser-anywhere",)) is None
