"""The replay page in headless Chromium: stepping with the keys, the slider and the move list shows, for
each step, the position the referee computed (every piece the state holds, and nothing else), the
scores and the verdict; an illegal move is red with its rule; nothing is fetched; the page is not blank."""

from __future__ import annotations

import io
import re

import pytest

from printkit.games import GAMES
from printkit.games.loaded import referee
from printkit.referee.errors import Illegal
from printkit.referee.fold import read_record, replay
from printkit.referee.reader import read_transcript
from tests.show.examples import EXAMPLES
from tests.show.positions import PIECE, expected
from tests.support import cases, run_cli
from tests.sweep import pick

STEP_PREFIX = re.compile(r"^replay-s\d+-")
PAGES = list(GAMES)  # each game's example: REPLAY_EXAMPLE in its cases.py

SHOWN = """
const shown = [...document.querySelectorAll('#replay-steps > g')].filter(g => getComputedStyle(g).display !== 'none');
return shown.flatMap(g => [...g.querySelectorAll('[id]')].map(e => e.id));
"""


NOW = """
return {current: window.replay.current(), move: document.querySelector('#moves li.current').id,
        scores: [...document.querySelectorAll('#scores tr')].map(r => r.textContent)};
"""


def referee_states(game_name: str, path) -> list:
    """The states the referee computes, in the page's step order (111 Ants has no step before its first deal)."""
    game = referee(game_name)
    record, _ = read_record(game, read_transcript(path.read_bytes()).data)
    states = [] if game.has_rounds else [record.start]
    try:
        for _, state in replay(game, record):
            states.append(state)
    except Illegal:  # the page's last step shows the position the illegal step was played on
        states.append(states[-1])
    return states


def press(browser, key: str, times: int = 1) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    body = browser.driver.find_element(By.TAG_NAME, "body")
    for _ in range(times):
        body.send_keys(getattr(Keys, key))


def shown_pieces(browser) -> set[str]:
    """The ids of every item on view in the position groups, without the prefix naming the step it entered at."""
    ids = browser.js(SHOWN)
    assert all(STEP_PREFIX.match(i) for i in ids), ids
    pieces = [i for i in ids if PIECE.match(STEP_PREFIX.sub("", i))]
    assert len(pieces) == len(set(pieces)), "a piece is on view twice"
    return {STEP_PREFIX.sub("", i) for i in ids}


@pytest.mark.parametrize("game", pick(sorted(PAGES), "stepping"))  # every game in tools/test_sweep.py
def test_stepping_shows_the_referees_position(game, browser, tmp_path) -> None:
    path = EXAMPLES / game / cases(game).REPLAY_EXAMPLE
    page = tmp_path / f"{game}.html"
    assert run_cli("replay", path, "-o", page) == 0
    states = referee_states(game, path)
    browser.open(page)
    browser.wait_for("window.replay && window.replay.current() >= 0", why="the page's script")
    steps = browser.js("return window.replay.steps")
    assert len(steps) == len(states)
    assert browser.js("return window.replay.current()") == len(steps) - 1  # opens on the last step

    last = len(steps) - 1
    for key, step in (
        ("HOME", 0),
        ("ARROW_RIGHT", 1),
        ("ARROW_RIGHT", 2),
        ("END", last),
        ("ARROW_LEFT", last - 1),
    ):
        press(browser, key)
        now = browser.js(NOW)
        assert now["current"] == step and now["move"] == f"move-{step}"
        pieces = {i for i in shown_pieces(browser) if PIECE.match(i)}
        assert pieces == expected(referee(game), states[step]), f"step {step}: {steps[step]['label']}"
        want = referee(game).standing(states[step]).scores
        assert now["scores"] == [f"{seat}{points}" for seat, points in want.items()]

    browser.js(
        "const s = document.getElementById('slider'); s.value = 1; s.dispatchEvent(new Event('input'));"
    )
    assert browser.js("return window.replay.current()") == 1
    browser.js("document.querySelector('#move-2 a').click()")
    browser.wait_for("window.replay.current() === 2", why="the move list's link to step 2")
    assert shown_pieces(browser)
    press(browser, "END")
    assert browser.js("return window.replay.current()") == len(steps) - 1
    assert browser.js("return performance.getEntriesByType('resource').length") == 0  # nothing fetched
    assert browser.errors() == []


ILLEGAL = [g for g in PAGES if cases(g).REPLAY_EXAMPLE.startswith("illegal-")]


@pytest.mark.parametrize("game", ILLEGAL)
def test_an_illegal_move_is_red_with_its_rule(game, browser, tmp_path) -> None:
    path = EXAMPLES / game / cases(game).REPLAY_EXAMPLE
    page = tmp_path / f"{game}.html"
    assert run_cli("replay", path, "-o", page) == 0
    browser.open(page)
    browser.wait_for("window.replay && window.replay.current() >= 0", why="the page's script")
    last = browser.js("return window.replay.steps.length") - 1
    fault = browser.js("return window.replay.steps[arguments[0]].fault", last)
    text = browser.js("return document.getElementById('fault').textContent")
    assert text == f"Illegal \u2014 {fault['rule']}: {fault['message']}"
    red = "rgb(192, 57, 43)"
    assert browser.js("return getComputedStyle(document.getElementById('fault')).color") == red
    assert browser.js("return getComputedStyle(document.querySelector('#moves li.illegal')).color") == red
    assert browser.js("return document.querySelector('#moves li.illegal').id") == f"move-{last}"
    assert browser.js("return getComputedStyle(document.getElementById('verdict')).color") == red
    press(browser, "ARROW_LEFT")
    assert browser.js("return document.getElementById('fault').hidden") is True


def test_a_screenshot_is_not_blank(browser, tmp_path) -> None:
    from PIL import Image  # reportlab's own dependency

    page = tmp_path / "a.html"
    game = sorted(PAGES)[-1]
    assert run_cli("replay", EXAMPLES / game / cases(game).REPLAY_EXAMPLE, "-o", page) == 0
    browser.open(page)
    browser.wait_for("window.replay && window.replay.current() >= 0", why="the page's script")
    shot = Image.open(io.BytesIO(browser.driver.get_screenshot_as_png())).convert("RGB")
    box = browser.js(
        "const r = document.querySelector('#board svg').getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom];"
    )
    scale = shot.width / browser.js("return window.innerWidth")
    board = shot.crop(tuple(round(v * scale) for v in box))
    colours = board.getcolors(maxcolors=1 << 20) or []
    assert board.width > 400 and board.height > 300
    assert len(colours) > 200, "the board is (nearly) one colour"
    common = max(count for count, _ in colours)
    assert common < 0.6 * board.width * board.height, "the board is mostly one colour"
