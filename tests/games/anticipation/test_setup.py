"""`printkit setup anticipation`: every setup replays legal and unfinished; the printed block pastes as players:
and setup:, the referee's page lists the nests' backs, the same seed gives the same bytes; the seats play
uses by default."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from printkit.games.anticipation.schema import COLOURS
from printkit.games.loaded import load_game
from printkit.referee.writer import write_transcript
from tests.pdftext import page_texts
from tests.referee.verdicts import check_text
from tests.support import run_cli


def _is_legal_unfinished(text: str) -> None:
    verdict = check_text(text)
    assert (verdict.verdict, verdict.finished) == ("legal", False), (verdict, text[:400])


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

    assert run_cli("setup", "anticipation", "--seed", "2", "--out", tmp_path, "-q") == 0
    assert sorted(yaml.safe_load(capsys.readouterr().out)["players"]) == sorted(COLOURS)
