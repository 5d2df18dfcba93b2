"""tests/samples.py picks sample games from the registry by what they have, never by name."""

from __future__ import annotations

from printkit.games import GAMES
from tests import samples


def test_the_samples_are_the_registered_games_that_have_what_is_asked():
    shipped = samples.shipped()
    assert shipped and set(shipped) <= set(GAMES)
    for game in samples.with_part("cards"):
        kind_parts = [p for p, k in GAMES[game].facts.KINDS.items() if k == "cards"]
        assert samples.part_of(game, "cards") == kind_parts[0]
    assert set(samples.with_setup()) | set(samples.without_setup()) == set(shipped)
    assert not set(samples.with_setup()) & set(samples.without_setup())
    assert all(GAMES[g].referee.has_rounds for g in samples.with_rounds())
    assert set(samples.with_rounds()) | set(samples.with_rounds(False)) == set(shipped)


def test_one_sample_is_the_same_for_a_test_every_run_and_spreads_over_tests():
    games = samples.shipped()
    assert samples.one(games, "test_a") == samples.one(games, "test_a")
    assert len({samples.one(games, f"test_{k}") for k in range(40)}) > 1


def test_named_seats_are_the_games_whose_transcripts_fix_no_seat_names():
    from printkit.games.loaded import load_game
    from printkit.schemagen.transcript import turns

    for game in samples.shipped():
        layout, info = load_game(game), GAMES[game]
        fixed = info.transcript_parts(layout, turns(info.action_syntax(layout))).seats
        assert (game in samples.with_named_seats()) == (fixed is None)


def test_example_files_are_those_expected_json_gives_that_verdict():
    for game in samples.shipped():
        legal = samples.example_files(game, "legal")
        assert legal and all(p.is_file() and samples.expected_of(p)["verdict"] == "legal" for p in legal)
        unfinished = samples.example_files(game, "legal", finished=False)
        assert set(unfinished) < set(legal) or not unfinished
        assert all(samples.expected_of(p)["finished"] is False for p in unfinished)
        assert not set(samples.example_files(game, "illegal")) & set(legal)
