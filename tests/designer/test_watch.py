"""printkit watch: a real save in a temp folder rebuilds what it changes, and only that."""

from __future__ import annotations

import queue
import re
import threading

import pytest

from printkit.kit.build import BuildOptions
from printkit.kit.watch import LayoutBuild, build_round, watch
from tests.designer.editing import DECK, colour_line, keyed_lines, value
from tests.samples import part_of
from tests.support import run_cli

WAIT = 60.0  # seconds: a bound on each wait, far above the second a rebuild takes
CARDS, RULES = part_of(DECK, "cards"), part_of(DECK, "sheet")  # the deck, and the rules whose card it holds


@pytest.fixture
def watching(tmp_path):
    """Start watching a new copy of the deck (cards and rules, SVG only) in a thread; yield (layout, out, next round)."""
    deck = tmp_path / "deck"
    assert run_cli("new", DECK, deck) == 0
    layout, out = deck / f"{DECK}.yaml", tmp_path / "out"
    rounds: queue.Queue = queue.Queue()
    stop, ready = threading.Event(), threading.Event()
    build = LayoutBuild(layout, BuildOptions(formats=("svg",), only=(CARDS, RULES)), out)
    thread = threading.Thread(
        target=watch, args=([build], rounds.put, stop, ready), kwargs={"debounce_ms": 100, "timeout_ms": 100}
    )
    thread.start()

    def next_round():
        try:
            return rounds.get(timeout=WAIT)
        except queue.Empty:
            pytest.fail(f"no rebuild within {WAIT:g} s")

    try:
        first = next_round()
        assert first.errors == [] and set(first.built[str(layout.resolve())]) == {CARDS, RULES}
        assert ready.wait(WAIT), "the watcher did not start"
        yield layout, out, next_round
    finally:
        stop.set()
        thread.join(WAIT)
        assert not thread.is_alive(), "the watcher did not stop"


def _save(path, old, new):
    text = path.read_text()
    assert old in text, old
    path.write_text(text.replace(old, new, 1))


def test_saving_files_rebuilds_what_they_change(watching):
    from printkit.games.loaded import load_layout

    layout, out, next_round = watching
    folder = str(layout.resolve())
    paper = load_layout(layout).print.paper
    back = out / "deck" / "svg" / f"deck-{CARDS}-{paper}-002.svg"
    shown = back.read_text()
    # the first colour of the layout's that the page prints, and its key
    key, colour = next(
        (k, line)
        for k, line in keyed_lines(layout.read_text()).items()
        if value(line).startswith('"#') and value(line).strip('"') in shown
    )
    name = colour.split(":")[0]
    assert "#1e4d6b" not in shown and "#2e6b1e" not in shown

    _save(layout, colour, f'{name}: "#1e4d6b"')  # the layout: everything
    done = next_round()
    assert done.errors == [] and set(done.built[folder]) == {CARDS, RULES}
    assert "#1e4d6b" in back.read_text()

    # the art: the cards and the rules' pictures of them
    template = sorted((layout.parent / "templates").iterdir())[0]
    _save(template, "<svg", "<svg data-saved='1'")
    done = next_round()
    assert done.built[folder] == (CARDS, RULES)

    words = layout.parent / "text" / layout.name  # the words: the rules sheet and the rules card
    rules = out / "deck" / "svg" / f"deck-{RULES}-{paper}-001.svg"
    title = keyed_lines(words.read_text())["languages.en.rules.title"]
    _save(words, title, title.split("title:")[0] + "title: How to play my way")
    done = next_round()
    assert done.built[folder] == (CARDS, RULES)  # the rules card is on the deck's last sheet
    assert "my way" in rules.read_text()

    stamp = (out / "printkit-stamp.js").read_text()
    _save(layout, f'{name}: "#1e4d6b"', f"{name}: nocolour")  # a mistake: told, the pages stay
    done = next_round()
    assert done.built == {} and f"{key}: expected a colour" in done.errors[0]
    assert f"{key}: expected a colour" in (out / "printkit-stamp.js").read_text()
    assert "#1e4d6b" in back.read_text()
    assert stamp.split(",")[0] == (out / "printkit-stamp.js").read_text().split(",")[0]

    _save(template, "data-saved='1'", "data-saved='2'")  # while the layout is wrong, nothing builds it
    done = next_round()
    assert done.built == {} and f"{key}: expected a colour" in done.errors[0]
    _save(layout, f"{name}: nocolour", f'{name}: "#2e6b1e"')  # mended: all of it again
    done = next_round()
    assert done.errors == [] and set(done.built[folder]) == {CARDS, RULES}
    assert "#2e6b1e" in back.read_text() and "null" in (out / "printkit-stamp.js").read_text()
    (layout.parent / "notes.yaml").write_text("mine: true\n")  # not an input: no round
    _save(template, "data-saved='2'", "data-saved='3'")
    done = next_round()
    assert done.built[folder] == (CARDS, RULES)


def _stamp_of_page(out) -> str:
    """Return the stamp the gallery page was made with (the one its script compares)."""
    return re.search(r'var shown = "([0-9a-f]+)"', (out / "index.html").read_text())[1]


def test_a_round_that_fails_half_way_leaves_a_page_that_agrees_with_its_stamp(own_copy, tmp_path):
    out = tmp_path / "out"
    good, bad = own_copy(name="deck"), own_copy(name="other")
    options = BuildOptions(formats=("svg",), only=(RULES,))
    builds = [LayoutBuild(good, options, out), LayoutBuild(bad, options, out)]
    assert build_round(builds, None).errors == []
    title = keyed_lines(good.read_text())["title"]
    _save(good, title, "title: My Ants")  # this one builds, and its files change
    key, colour = colour_line(bad.read_text())
    _save(bad, colour, colour.split(":")[0] + ": nocolour")  # this one fails
    done = build_round(builds, {good.resolve(), bad.resolve()})
    assert done.built == {str(good.resolve()): (RULES,)} and len(done.errors) == 1
    stamp = (out / "printkit-stamp.js").read_text()
    assert f"{key}: expected a colour" in stamp
    assert f'printkitBuilt("{_stamp_of_page(out)}",' in stamp  # else the open page reloads for ever
