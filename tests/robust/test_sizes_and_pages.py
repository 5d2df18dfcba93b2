"""Every size has a maximum; a build over the page budget is refused before drawing; errors name the right key."""

from __future__ import annotations

import dataclasses
import typing

import pytest

from tests.robust.errorlines import located, one_error
from tests.support import run_cli


def _schema_fields():
    from printkit.games import GAMES, game_info
    from printkit.layout.units import Length

    seen, out = set(), []

    def walk(cls):
        if cls in seen:
            return
        seen.add(cls)
        hints = typing.get_type_hints(cls, include_extras=True)
        for f in dataclasses.fields(cls):
            tp = hints[f.name]
            args = [tp, *typing.get_args(tp)]
            for a in args:
                if dataclasses.is_dataclass(a):
                    walk(a)
                for b in typing.get_args(a):
                    if dataclasses.is_dataclass(b):
                        walk(b)
            if tp == Length or Length in typing.get_args(tp):
                out.append((cls, f))

    for game in GAMES:
        walk(game_info(game).layout_type)
    return out


def test_every_length_in_every_layout_has_a_maximum():
    fields = _schema_fields()
    assert len(fields) > 20
    missing = [f"{cls.__module__}.{cls.__name__}.{f.name}" for cls, f in fields if "max" not in f.metadata]
    assert missing == []


SIZES = {
    # game, old, new, key, words
    "anticipation-pitch": (
        "anticipation",
        "pitch: 17.5mm",
        "pitch: 500mm",
        "board.pitch",
        "expected at most 40 mm, found 500 mm",
    ),
    "antheap-board": (
        "antheap",
        "  size: 360mm",
        "  size: 100000mm",
        "board.size",
        "expected at most 1000 mm",
    ),
    "antheap-bands-off-board": (
        "antheap",
        "  size: 360mm",
        "  size: 300mm",
        "board.size",
        "has room for 145 mm",
    ),
    "nest-space-off-nest": (
        "anticipation",
        "spaces: [[0.6, 0.75]",
        "spaces: [[60.6, 0.75]",
        "nest.spaces",
        "(60.6, 0.75) is not inside a 7 x 7 unit nest",
    ),
    "anticipation-board-too-big": (
        "anticipation",
        "size: [21, 21]",
        "size: [60, 60]",
        "board.pitch",
        "the largest board printkit prints is 1000 mm a side",
    ),
}


@pytest.mark.parametrize("name", sorted(SIZES))
def test_validate_refuses_sizes_past_their_maximum(name, changed_layout, capsys):
    game, old, new, key, words = SIZES[name]
    path = changed_layout(game, old, new)
    assert run_cli("validate", path) == 1
    rest = located(one_error(capsys), path)["rest"]
    assert rest.startswith(f"{key}: ") and words in rest, rest


def test_a_build_over_the_page_budget_is_refused_with_its_page_count(changed_layout, tmp_path, capsys):
    path = changed_layout("111-ants", "  copies: 1", "  copies: 20")
    assert run_cli("build", "111-ants", "--single", "--out", tmp_path, "--quiet") == 1
    rest = located(one_error(capsys), path)["rest"]
    assert "the cards would take 4,400 pages; the limit is 500 pages a file" in rest
    assert not any(tmp_path.rglob("*.pdf"))


def test_a_board_is_refused_before_its_tiles_are_drawn():
    from printkit.core.errors import TooManyPages
    from printkit.draw.impose.tiling import tile_board
    from printkit.games.loaded import load_game
    from printkit.kit.build import BuildOptions, sheet_spec

    spec = sheet_spec(load_game("antheap"), BuildOptions())
    with pytest.raises(TooManyPages, match=r"the board would take 2\d\d,\d\d\d pages") as caught:
        tile_board(spec, 100_000, 100_000, [], "board", where="board.size")
    assert caught.value.key_path == "board.size"


MISPLACED = {
    # game, old, new, build args, key, words
    "gutterfold-card": (
        "111-ants",
        "card_size: [63mm, 88mm]",
        "card_size: [140mm, 100mm]",
        ("111-ants", "--duplex", "gutterfold"),
        "deck.card_size",
        "does not fit twice across A4 paper",
    ),
    "oversized-aid-card": (
        "anticipation",
        "aid_card: [100mm, 132mm]",
        "aid_card: [250mm, 290mm]",
        ("anticipation", "--only", "aids"),
        "sizes.aid_card",
        "larger than the printable area",
    ),
    "long-track-name": (
        "antheap",
        "name: blue, ",  # a track after the first: the caption too long is blamed on its own row
        "name: " + "W" * 199 + ", ",  # measured: 199 narrow r's would fit across a landscape sheet
        ("antheap", "--only", "cubes"),
        "board.tracks.C.name",
        "is too long to print beside its net",
    ),
}


@pytest.mark.parametrize("name", sorted(MISPLACED))
def test_a_piece_that_does_not_fit_is_blamed_on_its_own_key(name, changed_layout, tmp_path, capsys):
    game, old, new, args, key, words = MISPLACED[name]
    path = changed_layout(game, old, new)
    assert run_cli("build", *args, "--out", tmp_path, "--quiet", "--format", "pdf") == 1
    rest = located(one_error(capsys), path)["rest"]
    assert rest.startswith(f"{key}: ") and words in rest, rest


def test_the_reliability_doc_lists_every_size_with_its_limits():
    from tests.robust.sizes_table import size_rows
    from tests.support import REPO

    doc = (REPO / "docs" / "reliability.md").read_text()
    missing = [row for row in size_rows() if row not in doc]
    assert missing == []


def test_a_kit_over_the_page_budget_leaves_none_of_its_games_files(tmp_path, capsys, monkeypatch):
    """Each component fits the budget, the one-file kit of all of them does not: refused before any write."""
    from printkit.draw.impose import cards

    monkeypatch.setattr(cards, "MAX_PAGES", 30)  # the deck's 26 pages fit; the kit's 40-odd do not
    assert run_cli("build", "111-ants", "--out", tmp_path, "--quiet", "--format", "pdf") == 1
    message = capsys.readouterr().err
    assert "the kit would take" in message and "the limit is 30 pages a file" in message, message
    assert not list(tmp_path.rglob("*.pdf")) and not list(tmp_path.rglob("*.tmp"))
