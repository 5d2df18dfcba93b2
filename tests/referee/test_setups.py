"""`printkit setup` for every game: each drawn setup replays legal (and unfinished) through the referee,
the printed block pastes into a transcript, the files are written and the same seed gives the same bytes.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from printkit.games.anticipation.schema import COLOURS
from printkit.games.loaded import load_game
from printkit.referee.writer import write_transcript
from tests.pdftext import page_texts
from tests.referee.verdicts import check_text
from tests.robust.errorlines import one_error
from tests.support import run_cli


def _is_legal_unfinished(text: str) -> None:
    verdict = check_text(text)
    assert (verdict.verdict, verdict.finished) == ("legal", False), (verdict, text[:400])


@pytest.mark.parametrize("players", [("ana", "ben", "cho"), ("x", "y"), tuple(f"p{k}" for k in range(8))])
def test_every_111_ants_deal_is_a_legal_round(players):
    from printkit.games.ants111.setup import random_setup, seats

    layout = load_game("111-ants")
    chosen = seats(layout, players)
    deals = set()
    for seed in range(60):
        drawn = random_setup(layout, random.Random(seed), chosen)
        deal = drawn["round"]["deal"]
        assert [len(deal[p]) for p in players] == [12] * len(players) and len(deal["middle"]) == 3
        assert Counter(c for cards in deal.values() for c in cards) == Counter(range(2, 112))
        assert drawn["round"]["start"] == players[0]
        data = {"game": "111-ants", "players": list(players), "rounds": [drawn["round"]]}
        _is_legal_unfinished(write_transcript(data))
        deals.add(tuple(deal["draw"]))
    assert len(deals) == 60


@pytest.mark.parametrize(
    "players", [None, ("3",), ("ana", "ben"), ("blue", "green", "red"), ("yellow", "red", "green", "blue")]
)
def test_every_anticipation_setup_is_legal(players):
    from printkit.games.anticipation.setup import random_setup, seats

    layout = load_game("anticipation")
    chosen = seats(layout, players)
    starters = Counter()
    for seed in range(80):
        drawn = random_setup(layout, random.Random(seed), chosen)
        setup = drawn["setup"]
        assert sorted(setup["nests"]) == sorted(drawn["players"])
        assert ("sides" in setup) == (players == ("ana", "ben"))
        data = {"game": "anticipation", "players": drawn["players"], "setup": setup}
        _is_legal_unfinished(write_transcript(data))
        starters[drawn["players"][0]] += 1
    assert len(starters) == len(drawn["players"])  # the throws, not the order given, decide who starts


def test_111_ants_block_pastes_under_rounds_and_its_sheet_lists_the_deal(tmp_path, capsys):
    args = ("setup", "111-ants", "--seed", "5", "--players", "ana,ben,cho,dan", "--out", tmp_path, "-q")
    assert run_cli(*args) == 0
    block = capsys.readouterr().out
    _is_legal_unfinished("game: 111-ants\nplayers: [ana, ben, cho, dan]\nrounds:\n" + block)
    pdf = tmp_path / "111-ants" / "111-ants-setup-5-ana-ben-cho-dan-a4.pdf"
    first = pdf.read_bytes()
    assert (tmp_path / "111-ants" / "svg" / "111-ants-setup-5-ana-ben-cho-dan-a4-001.svg").is_file()
    (text,) = page_texts(pdf)  # (pdfium: pdfminer takes seconds over the 110 card faces)
    hand = block.split("dan: [", 1)[1].split("]", 1)[0]
    assert f"dan, left to right: {hand}" in text
    assert "Draw pile, top card first (59 cards)" in text
    assert run_cli(*args) == 0
    assert capsys.readouterr().out == block and pdf.read_bytes() == first  # the seed decides everything


def test_anticipation_block_pastes_as_players_and_setup_and_the_referee_page_lists_the_backs(
    tmp_path, capsys
):
    import yaml

    args = ("setup", "anticipation", "--seed", "11", "--players", "ana,ben", "--out", tmp_path, "-q")
    assert run_cli(*args) == 0
    block = capsys.readouterr().out
    _is_legal_unfinished("game: anticipation\n" + block)
    drawn = yaml.safe_load(block)
    assert drawn["players"] and set(drawn["players"]) == set(COLOURS)
    assert drawn["setup"]["sides"] == {"ana": ["yellow", "green"], "ben": ["red", "blue"]}
    pdf = tmp_path / "anticipation" / "anticipation-setup-11-ana-ben-a4.pdf"
    first = pdf.read_bytes()
    board, backs = page_texts(pdf)
    assert f"{drawn['players'][0]} plays first" in board and "ana plays yellow and green" in board
    for colour, order in drawn["setup"]["nests"].items():
        assert f"{colour} nest, spaces 1 to 14: {', '.join(order)}" in backs
    for page in (1, 2):
        assert (
            tmp_path / "anticipation" / "svg" / f"anticipation-setup-11-ana-ben-a4-00{page}.svg"
        ).is_file()
    assert run_cli(*args) == 0
    assert capsys.readouterr().out == block and pdf.read_bytes() == first


def test_setup_without_players_uses_play_s_seats(tmp_path, capsys):
    import yaml

    assert run_cli("setup", "111-ants", "--seed", "2", "--out", tmp_path, "-q") == 0
    assert "for players: [ana, ben, cho]" in capsys.readouterr().out
    assert run_cli("setup", "anticipation", "--seed", "2", "--out", tmp_path, "-q") == 0
    assert sorted(yaml.safe_load(capsys.readouterr().out)["players"]) == sorted(COLOURS)
    assert (
        run_cli("setup", "ant-trails", "--seed", "2", "--players", "black,red", "--out", tmp_path, "-q") == 0
    )


@pytest.mark.parametrize(
    ("game", "players", "says"),
    [
        ("ant-trails", "red,black", "Ant Trails is played by black and red"),
        ("111-ants", "ana,ana", "two or more different seats"),
        ("111-ants", "ana,middle", "may not be called middle"),
        ("111-ants", ",".join(f"p{k}" for k in range(9)), "too many seats for 110 cards"),
        ("anticipation", "yellow,pink,red", "name 3 or 4 colours"),
        ("anticipation", "5", "2-4 players"),
    ],
)
def test_seats_a_game_refuses_are_one_line_and_exit_2(tmp_path, capsys, game, players, says):
    assert run_cli("setup", game, "--seed", "1", "--players", players, "--out", tmp_path) == 2
    line = one_error(capsys)
    assert line.startswith(f"printkit: error: --players {players}: ") and says in line
    assert not (tmp_path / game).exists()


def test_antheap_starts_the_same_every_game_and_names_the_games_with_a_setup(capsys):
    assert run_cli("setup", "antheap", "--players", "ana,ben") == 2
    assert one_error(capsys).endswith(
        "antheap has no random setup (it starts the same every game); "
        "games with one: 111-ants, ant-trails, anticipation"
    )


def test_setup_draws_from_a_layout_of_ones_own(tmp_path, capsys):
    from printkit.layout.folders import layouts_dir

    layout = tmp_path / "trails.yaml"
    text = (layouts_dir() / "ant-trails.yaml").read_text()
    layout.write_text(text.replace("{points: 3, count: 4}", "{points: 5, count: 4}", 1))
    args = ("setup", "ant-trails", "--seed", "2", "--out", tmp_path, "-q")
    assert run_cli(*args, "--layout", layout) == 0
    block = capsys.readouterr().out
    assert ": 5" in block and ": 3" not in block  # the layout's own food values
    assert run_cli(*args) == 0
    assert ": 5" not in capsys.readouterr().out
    assert run_cli(*args, "--layout", layouts_dir() / "antheap.yaml") == 2
    assert "a layout of antheap, not of ant-trails" in capsys.readouterr().err
