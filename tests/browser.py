"""Headless Chromium for the tests of printkit's web pages (the gallery, the replay page).

The `browser` fixture drives Debian's Chromium through its own chromedriver with Selenium: the
browser and the driver come from the same Debian packages (chromium, chromium-driver), so their
versions always match, and nothing is downloaded (Selenium's driver manager is kept offline).
Without Chromium the tests that use it skip, saying why; with PRINTKIT_REQUIRE_BROWSER=1 (CI sets
it) a missing browser fails them instead.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

CHROMIUM = ("chromium", "chromium-browser")
CHROMEDRIVER = ("chromedriver",)
# Root in a container needs --no-sandbox; the rest keeps a headless run quiet and offline.
FLAGS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--window-size=1280,1000",
)


def _find(names: tuple[str, ...]) -> str | None:
    for name in names:
        found = shutil.which(name) or (f"/usr/bin/{name}" if os.access(f"/usr/bin/{name}", os.X_OK) else None)
        if found:
            return found
    return None


def unavailable(reason: str) -> None:
    """Skip the test for want of a browser, or fail it when PRINTKIT_REQUIRE_BROWSER=1."""
    if os.environ.get("PRINTKIT_REQUIRE_BROWSER") == "1":
        pytest.fail(f"PRINTKIT_REQUIRE_BROWSER=1 but {reason}")
    pytest.skip(reason)


class Browser:
    """A Chromium window and what page tests ask of it."""

    def __init__(self, driver):
        self.driver = driver

    def open(self, path: Path) -> None:
        """Load a file as the browser would from disk (file://)."""
        self.driver.get(path.resolve().as_uri())

    def js(self, script: str, *args):
        """Run JavaScript in the page and return its result."""
        return self.driver.execute_script(script, *args)

    def wait_for(self, script: str, timeout: float = 15.0, why: str = "") -> object:
        """Wait (at most timeout seconds) until a JavaScript expression is truthy; return its value."""
        from selenium.common.exceptions import TimeoutException
        from selenium.webdriver.support.ui import WebDriverWait

        try:
            return WebDriverWait(self.driver, timeout, poll_frequency=0.1).until(
                lambda d: d.execute_script(f"return ({script});")
            )
        except TimeoutException:
            pytest.fail(f"waited {timeout:g} s for {why or script}")

    def viewport(self, width: int, height: int) -> None:
        """Lay pages out on a screen of width x height CSS pixels; under 800 px wide, as a phone does."""
        self.driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 800},
        )

    def screenshot(self, path: Path) -> Path:
        """Save what the window shows as a PNG."""
        self.driver.save_screenshot(str(path))
        return path

    def errors(self) -> list[str]:
        """Return the page's console errors since the last call (a script that failed, a missing file)."""
        return [e["message"] for e in self.driver.get_log("browser") if e.get("level") == "SEVERE"]


@pytest.fixture(scope="session")
def browser_session() -> Iterator[Browser | str]:
    """One Chromium for the whole run (it takes a second or two to start); a reason string if there is none."""
    chromium, driver = _find(CHROMIUM), _find(CHROMEDRIVER)
    if chromium is None or driver is None:
        missing = " and ".join(n for n, p in (("chromium", chromium), ("chromedriver", driver)) if p is None)
        yield f"no {missing} on this machine (Debian: apt-get install chromium chromium-driver)"
        return
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        yield "selenium is not installed (pip install -e '.[test]')"
        return
    os.environ.setdefault("SE_OFFLINE", "true")  # Selenium's driver manager never downloads
    profile = tempfile.mkdtemp(prefix="printkit-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in (*FLAGS, f"--user-data-dir={profile}"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    session = webdriver.Chrome(options=options, service=Service(executable_path=driver))
    try:
        yield Browser(session)
    finally:
        session.quit()
        shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture
def browser(browser_session) -> Browser:
    """A headless Chromium window (skipped, or failed under PRINTKIT_REQUIRE_BROWSER=1, without one)."""
    if isinstance(browser_session, str):
        unavailable(browser_session)
    browser_session.errors()  # start each test with an empty console
    browser_session.driver.execute_cdp_cmd(
        "Emulation.clearDeviceMetricsOverride", {}
    )  # and the window's size
    return browser_session


__all__ = ["Browser", "browser", "browser_session", "unavailable"]
