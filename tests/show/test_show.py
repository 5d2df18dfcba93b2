"""printkit show: every example drawn at its first, middle and last turn, each picture checked against
the referee's state; the illegal action marked with its rule beneath; the CLI's files and refusals."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from printkit.core.errors import UsageError
from printkit.draw.scene import Group, Text
from printkit.games import GAMES, game_info
from printkit.games.loaded import referee
from printkit.show.files import view_page
from printkit.show.view import pick
from tests.samples import example_files, one, shipped, with_rounds
from tests.show.examples import EXAMPLES, KINDS, READABLE, UNREADABLE, name_of, replay_of
from tests.show.positions import drawn, expected
from tests.support import cases, run_cli
from tests.sweep import pick as pick_games


def _texts(items) -> list[str]:
    out = []
    for item in items:
        if isinstance(item, Text):
            out.append(item.text)
        elif isinstance(item, Group):
            out += _texts(item.items)
    return out


def _marks(items) -> int:
    return sum(
        (item.stands_for == "broken rule") + _marks(item.items) for item in items if isinstance(item, Group)
    )


def _turns(replay):
    """(round, turn) of every legal turn in order, as show's --round and --turn name them."""
    return [
        (v.round, v.turn)
        for v in replay.views
        if v.step is not None and v.step.kind == "turn" and v.fault is None
    ]


@pytest.mark.parametrize("path", READABLE, ids=name_of)
def test_every_example_renders_at_its_first_middle_and_last_turn(path) -> None:
    replay = replay_of(path)
    turns = _turns(replay)
    chosen = {turns[0], turns[len(turns) // 2], turns[-1]} if turns else set()
    views = [pick(replay, turn, round) for round, turn in sorted(chosen, key=str)]
    views.append(pick(replay, None, None))  # the default: the last position, or the illegal one
    for view in views:
        page, picture = view_page(replay, view)
        assert drawn(picture.position) == expected(replay.game, view.state), view.label()
        texts = _texts(page.items)
        assert view.label() in " ".join(texts) or view.label()[:40] in " ".join(texts)
        assert page.width >= picture.width and page.height > picture.height


@pytest.mark.parametrize("path", [p for p in READABLE if p.stem.startswith("illegal")], ids=name_of)
def test_the_illegal_action_is_marked_with_its_rule_beneath(path) -> None:
    replay = replay_of(path)
    view = pick(replay, None, None)
    assert view.fault is not None and view is replay.views[-1]
    assert view.fault.rule == replay.verdict.rule and view.fault.message == replay.verdict.message
    page, picture = view_page(replay, view)
    texts = " ".join(_texts(page.items))
    assert f"Illegal \u2014 {view.fault.rule}" in texts
    assert all(word in texts for word in view.fault.message.split())
    # The position the faulty step was played on: the referee's last legal state.
    assert view.state is (replay.views[-2].state if len(replay.views) > 1 else view.state)
    assert _marks(picture.position) >= 1, "no mark on the picture"


def test_round_is_refused_for_games_without_rounds() -> None:
    replay = replay_of(example_files(one(with_rounds(False), "no rounds"), "legal")[0])
    with pytest.raises(UsageError, match="not played in rounds"):
        pick(replay, 1, 1)
    assert pick(replay, 0, None).label() == "the setup"


def test_show_writes_svg_with_every_piece(tmp_path, capsys) -> None:
    # a game's golden position (its tests/<package>/cases.py: SHOW_GOLDEN)
    game = one(shipped(), "show writes svg")
    name, turn, round = cases(game).SHOW_GOLDEN
    out, path = tmp_path / "p.svg", EXAMPLES / game / name
    rounds = () if round is None else ("--round", round)
    assert run_cli("show", path, "--turn", turn, *rounds, "-o", out) == 0
    view = pick(replay_of(path), turn, round)
    assert f"after turn {turn} (" in view.label() and view.label() in capsys.readouterr().err
    root = ET.parse(out).getroot()
    ids = {el.get("id", "").removeprefix("show-") for el in root.iter()}
    assert expected(replay_of(path).game, view.state) <= ids


def test_show_writes_pdf_and_png_from_one_scene(tmp_path) -> None:
    from pypdf import PdfReader

    from tests.export.pngread import info

    path = example_files(one(shipped(), "show writes pdf and png"), "illegal")[0]
    assert run_cli("show", path, "-o", tmp_path / "p.pdf") == 0
    assert run_cli("show", path, "-o", tmp_path / "p.png", "--dpi", "40") == 0
    pdf = PdfReader(tmp_path / "p.pdf")
    text = " ".join(pdf.pages[0].extract_text().split())
    view = pick(replay_of(path), None, None)
    assert len(pdf.pages) == 1 and view.label() in text and " ".join(view.fault.message.split()) in text
    png = info(tmp_path / "p.png")
    width_mm = float(pdf.pages[0].mediabox.width) * 25.4 / 72
    assert png.width == round(width_mm * 40 / 25.4)


def test_show_without_out_names_the_file_by_its_turn(tmp_path, monkeypatch) -> None:
    from printkit.games.loaded import load_game

    monkeypatch.chdir(tmp_path)
    # a turn of a game in rounds (its golden position), and an illegal game's fault
    rounds = one([g for g in with_rounds() if cases(g).SHOW_GOLDEN[2] is not None], "show names by round")
    name, turn, round = cases(rounds).SHOW_GOLDEN
    assert run_cli("show", EXAMPLES / rounds / name, "--round", round, "--turn", turn) == 0
    # under output/, as build and setup write, not in the current folder nor beside the transcript
    folder = tmp_path / "output" / load_game(rounds).file_prefix / "show"
    assert (folder / f"{Path(name).stem}-round-{round}-turn-{turn}.svg").is_file()
    illegal = example_files(one(with_rounds(False), "show names a fault"), "illegal")[0]
    assert run_cli("show", illegal) == 0
    folder = tmp_path / "output" / load_game(illegal.parent.name).file_prefix / "show"
    assert (folder / f"{illegal.stem}-illegal.svg").is_file()
    assert [p.name for p in tmp_path.iterdir()] == ["output"]


@pytest.mark.parametrize("path", UNREADABLE[:4], ids=name_of)
def test_an_unreadable_transcript_is_one_line_and_exit_2(path, tmp_path, capsys) -> None:
    assert run_cli("show", path, "-o", tmp_path / "x.svg") == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("printkit: error: cannot show an unreadable transcript: ")
    assert not (tmp_path / "x.svg").exists()


def test_bad_turns_and_suffixes_are_usage_errors(tmp_path, capsys) -> None:
    path = example_files(one(with_rounds(False), "bad turns"), "legal")[0]
    last = max(v.turn or 0 for v in replay_of(path).views)
    assert run_cli("show", path, "--turn", last + 1, "-o", tmp_path / "x.svg") == 2
    assert f"--turn {last + 1}: the game has turns 0 to {last}" in capsys.readouterr().err
    assert run_cli("show", path, "-o", tmp_path / "x.jpg") == 2
    assert "expected a file ending in .svg, .pdf, .png" in capsys.readouterr().err


@pytest.mark.parametrize("name", list(GAMES))
def test_every_game_draws_its_positions_and_declares_its_written_form(name: str) -> None:
    game = referee(name)
    assert callable(game_info(name).picture)
    assert set(game.keys) <= set(game.written), "every key of the game has its place in the written order"
    assert all(pattern[-1] == "turns" for pattern in game.turn_lists)


@pytest.mark.parametrize("game", pick_games(sorted(GAMES), "every shape of a picture lies inside it"))
def test_every_shape_of_a_picture_lies_inside_it(game: str) -> None:
    """The replay page shows the picture's box and no more: a panel card past its edge is cut off (one game in
    the suite, every game in the sweep)."""
    from tests.scenewalk import ink_extent, walk

    paths = [p for p in READABLE if p.parent.name == game]
    assert paths
    # one of each class: the richest position (the longest legal game's last, with its setup) and
    # an illegal game's (its fault marked)
    legal = max((p for p in paths if KINDS[p] == "legal"), key=lambda p: len(replay_of(p).views))
    illegal = next(p for p in paths if KINDS[p] == "illegal")
    for path in (legal, illegal):
        replay = replay_of(path)
        for view in (replay.views[0], replay.views[-1]):
            _, picture = view_page(replay, view)
            symbols = {s.id: s for s in picture.symbols}
            for found in walk((*picture.board, *picture.position), symbols):
                box = ink_extent(found)
                if box is None:
                    continue
                x0, y0, x1, y1 = box
                inside = (
                    x0 >= -0.01 and y0 >= -0.01 and x1 <= picture.width + 0.01 and y1 <= picture.height + 0.01
                )
                assert inside, (
                    path.name,
                    view.label(),
                    type(found.item).__name__,
                    box,
                    picture.width,
                    picture.height,
                )


def _choice(choose, *args):
    try:
        return choose(*args).index
    except UsageError as error:
        return str(error)


@pytest.mark.parametrize("path", READABLE, ids=name_of)
def test_show_reading_the_positions_once_picks_what_pick_picks(path) -> None:
    import inspect

    from printkit.show.view import pick_from, replayed_lazily

    assert inspect.isgenerator(replayed_lazily(path.read_bytes(), str(path)).views), "made as read, not kept"
    replay = replay_of(path)
    last_round = max((v.round or 0 for v in replay.views), default=0)
    last_turn = max((v.turn or 0 for v in replay.views), default=0)
    game = replay.game
    for round in {None, 1, last_round, last_round + 1}:
        for turn in {None, 0, 1, last_turn // 2, last_turn, last_turn + 1}:
            streamed = _choice(pick_from, iter(replay.views), game.has_rounds, game.name, turn, round)
            assert streamed == _choice(pick, replay, turn, round), (round, turn)


def _plain(views) -> list[tuple]:
    """Views as values (a game's state may compare by identity, for speed)."""
    from dataclasses import fields, is_dataclass

    def value(state):
        return tuple(getattr(state, f.name) for f in fields(state)) if is_dataclass(state) else state

    return [(v.index, v.step, v.fault, value(v.state), value(v.before)) for v in views]


LEGAL_AND_ILLEGAL = sorted(p for p in EXAMPLES.glob("*/*.yaml") if not p.name.startswith("unreadable"))


@pytest.mark.parametrize("path", LEGAL_AND_ILLEGAL, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_one_fold_gives_the_views_and_the_verdict_the_streamed_views_give(path) -> None:
    # `replay` folds once, keeping each view as check's fold passes it; the streamed views (show's) fold on their own.
    from printkit.show.view import replayed, replayed_lazily

    kept = replayed(path.read_bytes(), str(path))
    streamed = replayed_lazily(path.read_bytes(), str(path))
    assert _plain(kept.views) == _plain(streamed.views)
    assert kept.verdict == streamed.verdict and kept.game is streamed.game


def test_a_wrong_claimed_result_is_shown_on_the_last_position(tmp_path) -> None:
    # The fault the claimed result makes (no step broke a rule) comes after every position, as in the stream.
    import json

    from printkit.show.view import replayed, replayed_lazily

    legal = next(p for p in LEGAL_AND_ILLEGAL if p.stem.startswith("legal") and "\nresult:" in p.read_text())
    head, _, _ = legal.read_text().partition("\nresult:")
    seats = replayed(legal.read_bytes(), str(legal)).verdict.scores
    wrong = tmp_path / "wrong.yaml"
    wrong.write_text(head + "\nresult: " + json.dumps({s: p + 1 for s, p in seats.items()}) + "\n")
    kept = replayed(wrong.read_bytes(), str(wrong))
    assert kept.verdict.verdict == "illegal" and kept.verdict.rule
    assert kept.views[-1].fault is not None and kept.views[-1].step is None
    assert kept.views[-1].state is kept.views[-2].state
    assert _plain(kept.views) == _plain(replayed_lazily(wrong.read_bytes(), str(wrong)).views)
