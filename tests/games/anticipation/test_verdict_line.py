"""The verdict line names the winner: a colour, or in the two-player game the player and both colours."""

from __future__ import annotations

import yaml

from printkit.games.anticipation.player import play
from printkit.games.loaded import registered_game
from printkit.referee.fold import check_source
from printkit.referee.report import text_line
from printkit.referee.writer import write_transcript


def test_two_player_win_names_the_player_and_both_colours():
    for seed in range(3):
        text = write_transcript(play(seed, "2"))
        verdict = check_source(text, "g.yaml", registered_game)
        assert verdict.verdict == "legal" and verdict.finished
        sides = yaml.safe_load(text)["setup"]["sides"]
        (side,) = [name for name, colours in sides.items() if set(colours) == set(verdict.winners)]
        first, second = verdict.winners
        assert text_line(verdict).endswith(f"({side} wins with {first} and {second})")
        assert all(verdict.scores[c] == 7 for c in verdict.winners)


def test_a_colour_wins_alone_with_three_or_four_colours():
    text = write_transcript(play(4, "3"))
    verdict = check_source(text, "g.yaml", registered_game)
    assert verdict.finished and len(verdict.winners) == 1
    assert text_line(verdict).endswith(f"({verdict.winners[0]} wins)")
