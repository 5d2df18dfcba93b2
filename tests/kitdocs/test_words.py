"""The kit's words: every rule option read in plain words in every language (never its name), values filled in,
text a player reads at the table at least 6 pt, the YAML loaded strictly, every worked example drawn."""

from __future__ import annotations

import dataclasses
import re
import shutil
import typing

import pytest

from printkit.core.errors import LayoutError
from printkit.draw.scene import Group, Rect
from printkit.games import game_info
from printkit.games.loaded import load_game
from printkit.kit.docs.sheets import reading_words
from printkit.layout.folders import layouts_dir
from printkit.layout.words import game_text
from tests.kitdocs.kitscene import GAMES, point, texts, walk
from tests.samples import part_of, shipped, with_part
from tests.scenes import built
from tests.support import cases
from tests.sweep import pick


def _box_texts(page):
    """Return the texts inside the readings box: those whose baseline lies in the box's tinted frame."""
    frames = [
        (m[4] + r.x, m[5] + r.y, m[4] + r.x + r.w, m[5] + r.y + r.h)
        for r, m, _ in walk(page.items)
        if isinstance(r, Rect) and r.style.fill == "#f3ecdb"
    ]
    out = []
    for t, m, _ in texts(page):
        x, y = m[4] + t.x, m[5] + t.y
        if any(x0 <= x <= x1 and y0 <= y <= y1 for x0, y0, x1, y1 in frames):
            out.append(t.text)
    return " ".join(out)


def _values_of(options, name: str) -> tuple[str, ...]:
    """Return every value a rule option may take, as the words name them (None for a number)."""
    tp = typing.get_type_hints(type(options))[name]
    if tp is bool:
        return ("true", "false")
    return tuple(typing.get_args(tp)) if typing.get_origin(tp) is typing.Literal else ()


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_option_has_a_plain_reading_for_every_value_in_every_language(game):
    """Players read the readings in plain words: each option's words for the value in force, never its name."""
    layout = load_game(game)
    options = {f.name for f in dataclasses.fields(layout.rules)}
    _, docs, _ = built(game)
    text = game_text(game)
    for lang in text.languages:
        readings = [
            r for b in text.languages[lang].rules.blocks if b.readings for r in b.readings.items if r.option
        ]
        assert {r.option for r in readings} == options, lang
        boxed = " ".join(_box_texts(p) for p in docs["rules"].pages if p.label.startswith(f"rules {lang}"))
        sheet = " ".join(t.text for p in docs["rules"].pages for t, _, _ in texts(p))
        for r in readings:
            assert r.option is not None
            if r.cases is not None:
                assert set(r.cases) == set(_values_of(layout.rules, r.option)), (lang, r.option)
            words = reading_words(r, layout, lang, game_info(layout.game).facts)
            assert words.split()[0].strip("*") in boxed, (lang, r.option)
        for name in options:  # option names are the referee's (docs/rules/); eggs, claim are words too
            assert "_" not in name or name not in sheet, (lang, name)
        assert "printkit check" not in sheet and "(now:" not in sheet


@pytest.mark.parametrize("game", [g for g in shipped() if hasattr(cases(g), "rules_figures")])
def test_words_follow_the_layouts_figures(game):
    """The rules say what the layout and the referee use (a target and a bonus, a count of eggs): the
    words with the layout's figures in them that the game's cases.py names."""
    _, docs, _ = built(game)
    words = " ".join(t.text for p in docs["rules"].pages for t, _, _ in texts(p))
    figures = cases(game).rules_figures(load_game(game))
    assert figures and [f for f in figures if f not in words] == []


SMALL_OK = ("ruler", "cover-art")  # print furniture (the ruler's label) and the cover's picture


@pytest.mark.parametrize("game", GAMES)
def test_words_a_player_reads_are_at_least_6_pt(game):
    _, docs, kit = built(game)
    ours = [kit.doc.pages[0], *kit.calibration]
    for name in ("rules", "aids", "scorepad", "tuckbox"):
        ours += list(docs[name].pages) if name in docs else []
    for page in ours:
        for t, _, ids in texts(page):
            if any(i in SMALL_OK for i in ids):
                continue
            assert t.size >= 6.0, (page.label, t.text, t.size)


@pytest.mark.parametrize("game", pick(GAMES, "paper"))  # every game in tools/test_sweep.py
def test_nothing_leaves_the_paper(game):
    for paper in ("a4", "letter"):
        _, docs, kit = built(game, paper=paper)
        pages = [kit.doc.pages[0], *kit.calibration, *docs["rules"].pages]
        for page in pages:
            for t, m, _ in texts(page):
                x, y = point(m, t.x, t.y)
                assert 5 <= x <= page.width - 5 and 5 <= y <= page.height - 5, (page.label, t.text)


@pytest.mark.parametrize("game", pick(shipped(), "strict words"))
def test_text_files_are_loaded_strictly(game, tmp_path, monkeypatch):
    from printkit.layout import words as text_module

    layouts = tmp_path / "layouts"
    shutil.copytree(layouts_dir(), layouts)
    monkeypatch.setenv("PRINTKIT_LAYOUTS", str(layouts))
    path = layouts / "text" / f"{game}.yaml"
    source = path.read_text()
    # a heading item of the rules that is a paragraph too
    heading = re.search(r"^( +)- h: .*\n", source, re.MULTILINE)
    assert heading
    both = heading[0] + heading[1] + "  p: two at once\n"
    path.write_text(source[: heading.start()] + both + source[heading.end() :])
    text_module.forget()
    try:
        with pytest.raises(LayoutError) as info:
            text_module.game_text(game)
        assert "exactly one of" in str(info.value) and info.value.location.line > 1
        path.write_text(re.sub(r"^game: .*$", r"\g<0>\ncolour: red", source, count=1, flags=re.MULTILINE))
        text_module.forget()
        with pytest.raises(LayoutError, match="unknown key"):
            text_module.game_text(game)
    finally:
        text_module.forget()


@pytest.mark.parametrize("game", with_part("pad"))
def test_group_ids_tell_the_score_pads_and_the_tuck_box(game):
    _, docs, _ = built(game)
    pads = docs[part_of(game, "pad")].pages
    ids = {i.id for p in pads for i, _, _ in walk(p.items) if isinstance(i, Group) and i.id}
    assert {"pad-1", "pad-2"} <= ids


@pytest.mark.parametrize("game", GAMES)
def test_no_shape_an_svg_viewer_would_skip(game):
    """SVG draws nothing for a rect of zero width or height (PDF strokes it): rules are lines."""
    _, docs, kit = built(game)
    pages = [kit.doc.pages[0], *kit.calibration, *docs["rules"].pages]
    for name in ("aids", "scorepad", "tuckbox"):
        pages += list(docs[name].pages) if name in docs else []
    for page in pages:
        for item, _, _ in walk(page.items):
            if isinstance(item, Rect):
                assert item.w > 0 and item.h > 0, page.label


def _example_groups(pages) -> dict[str, list[Group]]:
    found: dict[str, list[Group]] = {}
    for page in pages:
        for item, _, _ in walk(page.items):
            if isinstance(item, Group) and item.id and item.id.startswith("example-"):
                found.setdefault(item.id.removeprefix("example-"), []).append(item)
    return found


@pytest.mark.parametrize("game", GAMES)
def test_every_example_is_drawn_in_every_language_and_an_illegal_one_marks_the_refused_action(game):
    _, docs, _ = built(game)
    text = game_text(game)
    drawn = _example_groups(docs["rules"].pages)
    assert text.pictures, f"{game} has no worked examples"
    for name, example in text.pictures.items():
        assert len(drawn.get(name, [])) == len(text.languages), name
        for group in drawn[name]:
            pieces = [i for i, _, _ in walk(group.items) if isinstance(i, Group) and i.id]
            assert pieces, f"{name}: the picture shows no piece of the game"
            marks = [
                i for i, _, _ in walk(group.items) if isinstance(i, Group) and i.stands_for == "broken rule"
            ]
            assert bool(marks) == (example.verdict == "illegal"), name
