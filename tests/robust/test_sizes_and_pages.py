"""Every size has a maximum; a build over the page budget is refused before drawing; errors name the right key."""

from __future__ import annotations

import dataclasses
import typing

import pytest

from printkit.games import GAMES
from tests.robust.errorlines import located, one_error
from tests.samples import one, shipped, with_part
from tests.support import REPO, cases, run_cli


def _schema_fields():
    from printkit.games import game_info
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


# Each game's tests/<package>/cases.py gives TOO_BIG: name -> (old text in its layout, new text, the key the
# error names, words of its message), and MISFITS: the same with build's arguments after the game's name.
SIZES = {(game, name): case for game in GAMES for name, case in cases(game).TOO_BIG.items()}
MISPLACED = {(game, name): case for game in GAMES for name, case in cases(game).MISFITS.items()}


def test_some_game_has_sizes_to_refuse_and_pieces_that_do_not_fit():
    assert SIZES and MISPLACED, "no game's cases.py gives TOO_BIG or MISFITS: a test below would test nothing"


@pytest.mark.parametrize("game, name", sorted(SIZES), ids=[f"{g}-{n}" for g, n in sorted(SIZES)])
def test_validate_refuses_sizes_past_their_maximum(game, name, changed_layout, capsys):
    old, new, key, words = SIZES[game, name]
    path = changed_layout(game, old, new)
    assert run_cli("validate", path) == 1
    rest = located(one_error(capsys), path)["rest"]
    assert rest.startswith(f"{key}: ") and words in rest, rest


def test_a_build_over_the_page_budget_is_refused_with_its_page_count(tmp_path, capsys):
    # a custom game's deck (tests/vocab/tuckdeck.yaml) of 2,200 cards, a page each with --single
    path = tmp_path / "deck.yaml"
    path.write_text(
        (REPO / "tests" / "vocab" / "tuckdeck.yaml").read_text().replace("range(1, 31)", "range(1, 2201)")
    )
    assert run_cli("build", path, "--single", "--out", tmp_path, "--quiet") == 1
    rest = located(one_error(capsys), path)["rest"]
    assert "the cards would take 2,200 pages; the limit is 500 pages a file" in rest
    assert not any(tmp_path.rglob("*.pdf"))


def test_a_board_is_refused_before_its_tiles_are_drawn():
    from printkit.core.errors import TooManyPages
    from printkit.draw.impose.tiling import tile_board
    from printkit.games.loaded import load_game
    from printkit.kit.build import BuildOptions, sheet_spec

    spec = sheet_spec(load_game(one(with_part("board"), "a board refused")), BuildOptions())
    with pytest.raises(TooManyPages, match=r"the board would take 2\d\d,\d\d\d pages") as caught:
        tile_board(spec, 100_000, 100_000, [], "board", where="board.size")
    assert caught.value.key_path == "board.size"


@pytest.mark.parametrize("game, name", sorted(MISPLACED), ids=[f"{g}-{n}" for g, n in sorted(MISPLACED)])
def test_a_piece_that_does_not_fit_is_blamed_on_its_own_key(game, name, changed_layout, tmp_path, capsys):
    old, new, args, key, words = MISPLACED[game, name]
    path = changed_layout(game, old, new)
    assert run_cli("build", game, *args, "--out", tmp_path, "--quiet", "--format", "pdf") == 1
    rest = located(one_error(capsys), path)["rest"]
    assert rest.startswith(f"{key}: ") and words in rest, rest


def test_the_reliability_doc_lists_every_size_with_its_limits():
    from tests.robust.sizes_table import size_rows

    doc = (REPO / "docs" / "reliability.md").read_text()
    missing = [row for row in size_rows() if row not in doc]
    assert missing == []


def test_a_kit_over_the_page_budget_leaves_none_of_its_games_files(tmp_path, capsys, monkeypatch):
    """Each component fits the budget, the one-file kit of all of them does not: refused before any write."""
    from printkit.draw.impose import cards
    from printkit.games.loaded import load_game, loaded_game
    from printkit.kit.build import BuildOptions, components, draw

    game = one(shipped(), "a kit over the page budget")
    pages = [len(draw(load_game(game), c, BuildOptions()).pages) for c in components(loaded_game(game))]
    monkeypatch.setattr(cards, "MAX_PAGES", max(pages))  # its largest component fits; the kit does not
    assert run_cli("build", game, "--out", tmp_path, "--quiet", "--format", "pdf") == 1
    message = capsys.readouterr().err
    assert "the kit would take" in message and f"the limit is {max(pages)} pages a file" in message, message
    assert not list(tmp_path.rglob("*.pdf")) and not list(tmp_path.rglob("*.tmp"))
