"""`printkit setup 111-ants`: every deal replays as a legal, unfinished round; the printed block pastes under
rounds:, the sheet lists the deal, the same seed gives the same bytes; the seats play uses by default."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from printkit.games.loaded import load_game
from printkit.referee.writer import write_transcript
from tests.pdftext import page_texts
from tests.referee.verdicts import check_text
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


def test_setup_without_players_uses_play_s_seats(tmp_path, capsys):
    assert run_cli("setup", "111-ants", "--seed", "2", "--out", tmp_path, "-q") == 0
    assert "for players: [ana, ben, cho]" in capsys.readouterr().out
