"""Write the replay page screenshots of docs/replay.md (docs/images/replay-<game>.png, replay-phone.png) with headless Chromium.

Run from the repository: `python tools/replay_shots.py` (needs chromium, chromedriver and selenium,
as the browser tests do). Each picture is one replay page opened at a chosen step, taken at a
small window size and saved as a palette PNG to stay small.
"""

from __future__ import annotations

import io
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHOTS = {  # game: (example, step to open the page at)
    "111-ants": ("legal-two-rounds.yaml", 3),
    "ant-trails": ("legal-finished.yaml", 20),
    "antheap": ("legal-wait.yaml", 14),
    "anticipation": ("illegal-capture-outcome.yaml", 5),
}
WINDOW = (1200, 760)
PHONE = ("antheap", "legal-wait.yaml", 14, (390, 844))  # one page as a phone shows it: replay-phone.png


def main() -> int:
    from PIL import Image
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.support.ui import WebDriverWait

    out = REPO / "docs" / "images"
    work = Path(tempfile.mkdtemp(prefix="replay-shots-"))
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for flag in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--no-first-run",
        "--hide-scrollbars",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        f"--window-size={WINDOW[0]},{WINDOW[1]}",
        f"--user-data-dir={work / 'profile'}",
    ):
        options.add_argument(flag)
    driver = webdriver.Chrome(
        options=options, service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver")
    )
    try:
        shots = [(f"replay-{game}", game, example, step, WINDOW) for game, (example, step) in SHOTS.items()]
        shots.append(("replay-phone", *PHONE))
        for name, game, example, step, (width, height) in shots:
            driver.execute_cdp_cmd(  # the viewport itself, whatever the window's frame takes
                "Emulation.setDeviceMetricsOverride",
                {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600},
            )
            page = work / f"{game}.html"
            source = REPO / "examples" / "transcripts" / game / example
            subprocess.run(
                [sys.executable, "-m", "printkit.cli.app", "replay", str(source), "-o", str(page)], check=True
            )
            driver.get(page.as_uri() + f"#{step}")
            WebDriverWait(driver, 20).until(
                lambda d, step=step: (
                    d.execute_script("return window.replay && window.replay.current()") == step
                )
            )
            image = Image.open(io.BytesIO(driver.get_screenshot_as_png())).convert("RGB")
            small = image.quantize(colors=128, method=Image.Quantize.MEDIANCUT)
            small.save(out / f"{name}.png", optimize=True)
            print(out / f"{name}.png")
    finally:
        driver.quit()
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
