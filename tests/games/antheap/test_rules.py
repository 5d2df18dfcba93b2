"""Single rules shown on positions set up by hand, and the rule options."""

from __future__ import annotations

import dataclasses

import pytest

from printkit.games.antheap.rules import X_STEP, new_game, read_players
from printkit.games.loaded import load_game, referee
from printkit.referee.errors import Illegal, Unreadable
from printkit.referee.game import turn_step
from printkit.referee.writer import write_transcript
from tests.games.antheap.harness import run

LAYOUT = load_game("antheap")
GAME = referee("antheap")


def game(players="AB", **options):
    return new_game(GAME.tables, tuple(players), dataclasses.replace(LAYOUT.rules, **options))


def apply_turn(state, seat, text):
    """Play one turn on state itself: the tests set positions up by hand and read them after."""
    step = turn_step(seat, text)
    GAME.check_turn(state, step.seat)
    GAME.play(state, step)


def defending(state, seat, at=None, face=6):
    """Make seat the Defender standing on ring square `at` (its own X by default)."""
    ring = state.tables.ring
    state.defender = seat
    state.step[seat] = X_STEP
    state.ring_at[seat] = ring.index(at or f"{seat}X")
    state.face[seat] = face
    state.next_index = state.players.index(seat)
    return state


@pytest.mark.parametrize("face, eggs", [(6, 3), (5, 3), (4, 2), (3, 2), (2, 1), (1, 1)])
def test_eggs_by_group_size(face, eggs):
    s = defending(game(), "A", "Fr2", face)
    apply_turn(s, "A", f"roll 4, AX, eggs {eggs}")
    assert s.eggs["A"] == eggs and s.nest == 30 - eggs
    s = defending(game(), "A", "Fr2", face)
    with pytest.raises(Illegal) as err:
        apply_turn(s, "A", f"roll 4, AX, eggs {eggs % 3 + 1}")
    assert err.value.rule == "Collecting eggs"


def test_eggs_stop_at_what_the_nest_holds_and_the_game_ends():
    s = defending(game(eggs=2), "A", "Fr2")
    apply_turn(s, "A", "roll 1, AX, eggs 2")
    assert s.finished and s.eggs["A"] == 2
    with pytest.raises(Illegal) as err:
        apply_turn(s, "B", "roll 1, Bb1")
    assert err.value.rule == "End of the game"


def test_the_defender_passes_over_an_occupied_x_without_a_duel():
    s = defending(game("ABC", arrivals="wait"), "A")
    s.step["B"], s.ring_at["B"] = X_STEP, s.tables.x_at["B"]
    s.waiting.add("B")
    apply_turn(s, "A", "roll 4, Br1")  # AX -> Ar1 Ar2 BX Br1: over B's X
    assert s.ring_at["A"] == s.tables.ring.index("Br1") and s.defender == "A"


def test_the_defender_duels_the_waiting_ant_it_lands_on():
    s = defending(game("ABC", arrivals="wait"), "A")
    s.step["B"], s.ring_at["B"] = X_STEP, s.tables.x_at["B"]
    s.waiting.add("B")
    apply_turn(s, "A", "roll 3, BX, duel B4 A2, Ab4")  # B wins: B defends, A to its Base 4
    assert s.defender == "B" and s.step["A"] == 4 and not s.waiting


def test_arrivals_attack_duels_at_once_and_wait_waits():
    for mode, text in (("attack", "roll 1, BX, duel B2 A3, Ba3"), ("wait", "roll 1, BX")):
        s = defending(game("AB", arrivals=mode), "A")
        s.step["B"] = 12
        s.next_index = 1
        apply_turn(s, "B", text)
        assert (s.step["B"] == X_STEP) == (mode == "wait")


def test_exact_x_option():
    s = game(exact_x=True)
    s.step["A"] = 10  # Approach 4
    apply_turn(s, "A", "roll 5, Aa4")  # 5 would pass the X: the ant stays
    s.next_index = 0
    apply_turn(s, "A", "roll 3, AX")
    assert s.defender == "A"
    s = game()
    s.step["A"] = 10
    apply_turn(s, "A", "roll 5, AX")  # default: stops on the X
    assert s.defender == "A"


@pytest.mark.parametrize("option, square", [("home", "Ah"), ("base-6", "Ab6")])
def test_beaten_by_six_option(option, square):
    s = defending(game(beaten_by_six=option, arrivals="attack"), "A")
    s.step["B"], s.next_index = 12, 1
    apply_turn(s, "B", f"roll 2, BX, duel B6 A1, {square}, face 5")
    assert s.face["A"] == 5 and s.defender == "B"


def test_a_one_ant_defender_beaten_by_six_is_out_and_skipped():
    s = defending(game("ABC", arrivals="attack"), "A", face=1)
    s.step["B"], s.next_index = 12, 1
    apply_turn(s, "B", "roll 2, BX, duel B6 A1, A out")
    assert "A" in s.out and s.to_move == "C"
    apply_turn(s, "C", "roll 1, Cb1")
    assert s.to_move == "B"  # A's turns are skipped


def test_a_one_ant_defender_beaten_by_less_than_six_just_goes_back():
    s = defending(game("AB", arrivals="attack"), "A", face=1)
    s.step["B"], s.next_index = 12, 1
    apply_turn(s, "B", "roll 2, BX, duel B5 A1, Ab5")
    assert s.face["A"] == 1 and "A" not in s.out


@pytest.mark.parametrize("players", [["A"], list("ABCDEFA"), ["A", "A"], ["a", "B"], []])
def test_two_to_six_different_tracks(players):
    with pytest.raises(Unreadable):
        read_players(players)


def test_six_players_play_a_whole_game():
    from printkit.games.antheap.player import play

    verdict = run(write_transcript(play(11, list("FEDCBA"))))
    assert verdict["verdict"] == "legal" and verdict["finished"] and len(verdict["scores"]) == 6


def test_verdict_line_points_at_the_turn():
    text = "game: antheap\nplayers: [A, B]\nsetup: {}\nturns:\n- A: roll 3, Ab3\n- B: roll 2, Bb3\n"
    verdict = run(text)
    assert (verdict["verdict"], verdict["turn"], verdict["line"]) == ("illegal", 2, 6)
    assert verdict["rule"] == "Moving along the runs"


def test_an_ant_finding_the_defender_on_its_x_duels_at_once_even_when_arrivals_wait():
    s = defending(game("AB", arrivals="wait"), "A", at="BX")
    s.step["B"], s.next_index = 12, 1
    with pytest.raises(Illegal) as err:
        apply_turn(s.copy(), "B", "roll 1, BX")
    assert err.value.rule == "Attackers"
    apply_turn(s, "B", "roll 1, BX, duel B3 A3, Ba3")
    assert s.defender == "A" and s.step["B"] == 9


@pytest.mark.parametrize(
    "text, rule, words",
    [
        ("roll 3, Ab3, eggs 1", "Collecting eggs", "only a Defender coming back round the nest"),
        ("roll 3, Ab3, duel A3 B2", "Attackers", "only an ant that reaches its X attacks"),
        ("roll 3, Ab3, face 5", "Beaten by a 6", "loses an ant only when its Defender is beaten by a 6"),
        ("roll 3, Ab3, B out", "Knocked out", "only a Defender with one ant"),
        ("roll 3, Ab3, pass", "Attackers", "only an Attacker waiting on its X passes"),
        ("roll 3, Ab3, roll 2", "The die", "the die is thrown once a turn"),
        ("roll 3, Ab3, Ab5", "Moving along the runs", "one throw moves one cube"),
        ("roll 7, Ab7", "The die", "a die shows 1-6, not 7"),
    ],
)
def test_an_action_left_over_is_named_by_the_rule_it_breaks(text, rule, words):
    with pytest.raises(Illegal) as err:
        apply_turn(game(), "A", text)
    assert err.value.rule == rule and words in err.value.message, err.value


def test_a_duel_throw_is_a_die_throw():
    s = defending(game(arrivals="attack"), "A")
    s.step["B"] = X_STEP - 1  # on Approach 6: a 1 brings B to its X, where it attacks at once
    s.next_index = 1
    apply_turn(s.copy(), "B", "roll 1, BX, duel B5 A2, Ab5")
    with pytest.raises(Illegal) as err:
        apply_turn(s, "B", "roll 1, BX, duel B7 A2, Ab7")
    assert err.value.rule == "The die" and err.value.message == "B threw 7: each throw of the die is 1-6"


def test_counts_agree_with_their_nouns():
    s = defending(game(eggs=1), "A", "Fr2", face=1)
    with pytest.raises(Illegal) as err:
        apply_turn(s, "A", "roll 4, AX, eggs 2")
    assert err.value.message == "a group of 1 ant takes 1 egg and the nest holds 1 egg: 1, not 2"
    s = defending(game(), "A", "Ar1")
    with pytest.raises(Illegal) as err:
        apply_turn(s, "A", "roll 1, Br1")
    assert "the Defender circles 1 square from Ar1" in err.value.message
