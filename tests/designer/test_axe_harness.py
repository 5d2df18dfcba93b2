"""tests/axe.py: axe-core finds what it should on a page made to fail, and without npm a test skips
saying why, or under PRINTKIT_REQUIRE_NODE=1 (CI) fails."""

from __future__ import annotations

import pytest

from tests import axe

BAD_PAGE = '<!doctype html><html lang="en"><title>bad</title><img src="x.png"><button></button>'


def test_axe_reports_a_nameless_button_and_an_image_without_words(browser, tmp_path):
    page = tmp_path / "bad.html"
    page.write_text(BAD_PAGE)
    browser.open(page)
    found = {v["id"]: v["impact"] for v in axe.axe_violations(browser.driver)}
    assert found == {"image-alt": "critical", "button-name": "critical"}, axe.described(
        axe.axe_violations(browser.driver)
    )


def test_no_npm_skips_with_its_reason_or_fails_when_ci_requires_it(monkeypatch, tmp_path):
    monkeypatch.delenv("PRINTKIT_AXE", raising=False)
    monkeypatch.setenv("PRINTKIT_AXE_CACHE", str(tmp_path / "empty-cache"))
    monkeypatch.setattr(axe.shutil, "which", lambda name: None)
    monkeypatch.delenv("PRINTKIT_REQUIRE_NODE", raising=False)
    with pytest.raises(pytest.skip.Exception, match="no node and npm to install axe-core"):
        axe.axe_path()
    monkeypatch.setenv("PRINTKIT_REQUIRE_NODE", "1")
    with pytest.raises(pytest.fail.Exception, match="PRINTKIT_REQUIRE_NODE=1 but no node and npm"):
        axe.axe_path()
    monkeypatch.setenv("PRINTKIT_AXE", str(tmp_path / "nowhere" / "axe.min.js"))
    with pytest.raises(pytest.fail.Exception, match="is not a file"):
        axe.axe_path()


def test_the_given_file_is_used_as_is(monkeypatch, tmp_path):
    given = tmp_path / "axe.min.js"
    given.write_text("window.axe = {};")
    monkeypatch.setenv("PRINTKIT_AXE", str(given))
    assert axe.axe_path() == given
