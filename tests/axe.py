"""axe-core for the tests of printkit's web pages: the serious and critical violations of the open page.

axe-core comes from the npm registry, never from a page: `axe_violations` injects it with
execute_script (which the page's Content-Security-Policy does not govern) and runs it. The file is
PRINTKIT_AXE (a path to axe.min.js) when set, else the pinned version in the cache folder
(PRINTKIT_AXE_CACHE, else ~/.cache/printkit-axe), installed there with npm when missing. Without
npm the tests that need it skip, saying why; with PRINTKIT_REQUIRE_NODE=1 (CI sets it) they fail.
`python -m tests.axe` installs it and prints its path (CI does so before the tests).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

AXE_VERSION = "4.14.1"
IMPACTS = ("serious", "critical")
_RUN = """
const done = arguments[arguments.length - 1];
axe.run(document, {resultTypes: ["violations"]})
  .then(r => done(r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map(n => ({target: n.target, summary: n.failureSummary}))}))))
  .catch(e => done({error: String(e)}));
"""


def unavailable(reason: str) -> None:
    """Skip the test for want of axe-core, or fail it when PRINTKIT_REQUIRE_NODE=1."""
    if os.environ.get("PRINTKIT_REQUIRE_NODE") == "1":
        pytest.fail(f"PRINTKIT_REQUIRE_NODE=1 but {reason}")
    pytest.skip(reason)


def cache_dir() -> Path:
    """Return the folder the pinned axe-core is installed under."""
    if os.environ.get("PRINTKIT_AXE_CACHE"):
        return Path(os.environ["PRINTKIT_AXE_CACHE"])
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / "printkit-axe"


def install(npm: str, target: Path) -> None:
    """Install the pinned axe-core into target (a folder made whole or not at all, so two test workers may race)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=".install-", dir=target.parent))
    try:
        done = subprocess.run(
            [npm, "install", "--prefix", str(work), "--no-save", "--no-audit", "--no-fund", "--silent"]
            + [f"axe-core@{AXE_VERSION}"],
            capture_output=True,
            text=True,
            timeout=300,
        )
        if done.returncode != 0:
            unavailable(f"npm could not install axe-core@{AXE_VERSION}: {done.stderr.strip()[-300:]}")
        try:
            os.rename(work, target)
        except OSError:  # another worker got there first
            if not (target / "node_modules" / "axe-core" / "axe.min.js").is_file():
                raise
    finally:
        shutil.rmtree(work, ignore_errors=True)


def axe_path() -> Path:
    """Return axe.min.js: PRINTKIT_AXE, else the cached pinned version, installed with npm when missing."""
    if os.environ.get("PRINTKIT_AXE"):
        given = Path(os.environ["PRINTKIT_AXE"])
        if not given.is_file():
            unavailable(f"PRINTKIT_AXE={given} is not a file")
        return given
    target = cache_dir() / f"axe-core-{AXE_VERSION}"
    script = target / "node_modules" / "axe-core" / "axe.min.js"
    if not script.is_file():
        npm = shutil.which("npm")
        if npm is None or shutil.which("node") is None:
            unavailable("no node and npm to install axe-core (Debian: apt-get install nodejs npm)")
        install(npm, target)
    return script


def axe_violations(driver) -> list[dict]:
    """Return axe-core's serious and critical violations of the page open in the driver."""
    driver.execute_script(axe_path().read_text(encoding="utf-8"))
    driver.set_script_timeout(60)
    found = driver.execute_async_script(_RUN)
    if isinstance(found, dict):
        raise AssertionError(f"axe-core failed in the page: {found['error']}")
    return [v for v in found if v["impact"] in IMPACTS]


def described(violations: list[dict]) -> str:
    """Return violations as lines a failing assertion can show: rule, impact, help and where."""
    return "\n".join(
        f"{v['id']} ({v['impact']}): {v['help']} at "
        + "; ".join(" ".join(map(str, n["target"])) for n in v["nodes"][:5])
        for v in violations
    )


if __name__ == "__main__":
    print(axe_path())
