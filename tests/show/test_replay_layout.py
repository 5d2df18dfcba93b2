"""The replay page from a 360 px phone to a 1920 px desktop, by keyboard and to a screen reader: the board comes
first and as large as the window allows, nothing scrolls sideways, axe-core finds no serious or critical
violation, every move can be reached and chosen with the keyboard, and the board and each step are put in words."""

from __future__ import annotations

import pytest

from tests.axe import axe_violations, described
from tests.samples import shipped
from tests.show.examples import KINDS, replay_of
from tests.support import EXAMPLES, cases, run_cli
from tests.sweep import SWEEP

EVERY_VIEWPORT = ((360, 640), (390, 844), (1280, 800), (1920, 1080))
# The smallest phone and the largest desktop in the suite; all four in the sweep (tools/test_sweep.py).
VIEWPORTS = EVERY_VIEWPORT if SWEEP else (EVERY_VIEWPORT[0], EVERY_VIEWPORT[-1])
PHONE = 600  # px: narrower than this is a phone (one column)

GEOMETRY = """
const box = (e) => { const r = e.getBoundingClientRect(); return {left: r.left, top: r.top, width: r.width, height: r.height}; };
return {width: innerWidth, height: innerHeight, scroll: document.documentElement.scrollWidth,
        board: box(document.querySelector('#board svg')), column: box(document.getElementById('board')),
        panel: box(document.getElementById('panel')), controls: box(document.getElementById('controls'))};
"""


@pytest.fixture(scope="module")
def page(tmp_path_factory):
    """One replay page for the module: of the games' replay examples (their tests/<package>/cases.py) with a
    broken rule, the one of the most positions (a long list beside the board and its fault)."""
    examples = [EXAMPLES / game / cases(game).REPLAY_EXAMPLE for game in shipped()]
    broken = [path for path in examples if KINDS[path] == "illegal"]
    out = tmp_path_factory.mktemp("layout") / "replay.html"
    assert run_cli("replay", max(broken, key=lambda path: len(replay_of(path).views)), "-o", out) == 0
    return out


@pytest.fixture
def sized(browser):
    """The browser, whose viewport a test sets with size(width, height); put back to the window's own after."""

    def size(width: int, height: int) -> None:
        browser.driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < PHONE},
        )

    browser.size = size
    yield browser
    browser.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def opened(browser, page, hash: str = "") -> None:
    browser.driver.get(page.resolve().as_uri() + hash)
    browser.wait_for("window.replay && window.replay.current() >= 0", why="the page's script")


@pytest.mark.parametrize("width,height", VIEWPORTS, ids=[f"{w}x{h}" for w, h in VIEWPORTS])
def test_the_board_comes_first_and_fills_the_screen(width, height, sized, page, tmp_path) -> None:
    sized.size(width, height)
    opened(sized, page)
    at = sized.js(GEOMETRY)
    board, panel = at["board"], at["panel"]
    assert (at["width"], at["height"]) == (width, height)
    assert at["scroll"] <= width, "the page scrolls sideways"
    if width < PHONE:
        assert board["width"] >= 0.9 * width, at
        assert panel["top"] >= board["top"] + board["height"] - 1, "the moves and scores come under the board"
    else:
        assert panel["left"] >= board["left"] + board["width"] - 1, (
            "the moves and scores sit beside the board"
        )
        # As large as the window allows: as wide as its column, or as tall as the window leaves it.
        assert board["width"] >= at["column"]["width"] - 2 or board["height"] >= height - 130, at
        assert board["top"] + board["height"] <= height, "the board runs below the window"
        assert at["controls"]["top"] + at["controls"]["height"] <= height, "the buttons are out of sight"
    sized.screenshot(tmp_path / f"replay-{width}x{height}.png")
    assert sized.errors() == []


@pytest.mark.parametrize("width,height", VIEWPORTS, ids=[f"{w}x{h}" for w, h in VIEWPORTS])
def test_axe_finds_nothing_serious(width, height, sized, page) -> None:
    sized.size(width, height)
    opened(sized, page, "#3")
    violations = axe_violations(sized.driver)
    assert violations == [], described(violations)


def test_every_move_is_reached_and_chosen_by_keyboard(sized, page) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    sized.size(390, 844)
    opened(sized, page, "#0")
    driver = sized.driver
    links = driver.find_elements(By.CSS_SELECTOR, "#moves li a")
    assert len(links) == sized.js("return window.replay.steps.length")
    # From the top of the page, Tab reaches the buttons, the slider, then every move in order.
    sized.js("document.activeElement.blur(); window.scrollTo(0, 0)")
    reached = []
    for _ in range(3 + len(links)):
        ActionChains(driver).send_keys(Keys.TAB).perform()
        reached.append(
            sized.js("return document.activeElement.id || document.activeElement.getAttribute('href')")
        )
    assert reached[:3] == ["prev", "slider", "next"]
    assert reached[3:] == [f"#{k}" for k in range(len(links))]
    ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(
        Keys.SHIFT
    ).perform()  # the move before
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    target = len(links) - 2
    sized.wait_for(f"window.replay.current() === {target}", why="Enter on a move")
    assert (
        sized.js(f"return document.querySelector('#move-{target} a').getAttribute('aria-current')") == "step"
    )
    # The buttons and the slider step too, and are named in words.
    prev = driver.find_element(By.ID, "prev")
    assert prev.accessible_name == "Previous step"
    assert driver.find_element(By.ID, "next").accessible_name == "Next step"
    prev.send_keys(Keys.ENTER)
    assert sized.js("return window.replay.current()") == target - 1
    slider = driver.find_element(By.ID, "slider")
    assert slider.accessible_name == "Step"
    slider.send_keys(Keys.ARROW_RIGHT)
    assert sized.js("return window.replay.current()") == target
    assert slider.get_attribute("aria-valuetext") == sized.js(f"return window.replay.steps[{target}].label")


def test_the_board_and_each_step_are_put_in_words(sized, page) -> None:
    from selenium.webdriver.common.by import By

    sized.size(1280, 800)
    opened(sized, page, "#2")
    driver = sized.driver
    board = driver.find_element(By.CSS_SELECTOR, "#board svg")
    assert board.accessible_name == "The board" and board.aria_role in ("img", "image")
    described_by = driver.find_element(By.ID, board.get_attribute("aria-describedby"))
    for k in (2, 5):
        sized.js(f"window.replay.go({k})")
        step = sized.js(f"return window.replay.steps[{k}]")
        words = described_by.get_attribute("textContent")
        assert words.startswith(f"Step {k} of ") and step["label"] in words
        assert step["words"] and "; ".join(step["words"]) in words  # where each cube is, the eggs
        shown = sized.js(
            "return [...document.querySelectorAll('#replay-steps > g:not([display]) text')].map(t => t.textContent)"
        )
        assert all(
            w.strip() in words for w in shown
        )  # the drawing's words for that step: who moves, the eggs
        live = driver.find_element(By.ID, "now")
        assert live.get_attribute("aria-live") == "polite" and live.text == step["label"]


def test_editing_the_address_moves_to_that_step(sized, page) -> None:
    sized.size(1280, 800)
    opened(sized, page)
    last = sized.js("return window.replay.steps.length") - 1
    assert sized.js("return window.replay.current()") == last
    sized.js("location.hash = '#3'")
    sized.wait_for("window.replay.current() === 3", why="the page to follow #3")
    sized.js("location.hash = '#not-a-step'")  # not a step: the page stays where it is
    assert sized.js("return window.replay.current()") == 3
    sized.js("location.hash = '#1'")
    sized.wait_for("window.replay.current() === 1", why="the page to follow #1")
    sized.driver.back()
    sized.driver.back()  # past '#not-a-step', to '#3'
    sized.wait_for("window.replay.current() === 3", why="the page to follow the history back to #3")
    assert sized.errors() == []
