"""Rules that need a position the hand-written examples do not reach: set it up, play one turn."""

from __future__ import annotations

import dataclasses

import pytest

from printkit.games.anticipation.board import LETTER, board_model
from printkit.games.anticipation.rules import Anticipation
from printkit.games.anticipation.start import read_setup
from printkit.games.loaded import load_game, load_layout, referee
from printkit.referee.errors import Illegal, Unreadable
from printkit.referee.game import turn_step
from tests.support import REPO

LAYOUT = load_game("anticipation")
GAME = referee("anticipation")
MODEL = board_model(LAYOUT)
BACKS = list(LAYOUT.pieces.backs)  # space k holds back k: 1+, 1-, 2+, ...


def sq(name: str) -> int:
    return MODEL.graph.index[name]


def game(players=("yellow", "red", "green", "blue"), two=False, layout=LAYOUT, **options):
    data = {
        "start": [{c: [6, 6] if i == 0 else [1, 1] for i, c in enumerate(players)}],
        "nests": {c: list(BACKS) for c in players},
    }
    if two:
        data["sides"] = {"ana": ["yellow", "green"], "ben": ["red", "blue"]}
    return read_setup(list(players), data, layout, dataclasses.replace(layout.rules, **options))


def apply_turn(state, seat: str, text: str):
    """Return the state after one turn (the referee's fold step)."""
    return GAME.apply(state, turn_step(seat, text))


def put(state, square: str, *pieces: str):
    for p in pieces:
        colour = {"Y": "yellow", "B": "blue", "G": "green", "R": "red"}[p[0]]
        state.nest[colour] = tuple(None if q == p else q for q in state.nest[colour])
    state.stacks[sq(square)] = tuple(pieces)


def illegal(state, seat, text) -> Illegal:
    with pytest.raises(Illegal) as caught:
        apply_turn(state, seat, text)
    return caught.value


def test_friendly_colours_cannot_be_captured_in_the_two_player_game():
    state = game(two=True)
    put(state, "20", "Y1+")
    put(state, "30", "G1+")
    err = illegal(state, "yellow", "roll 6 4, 20-30 attract")
    assert err.rule == "The Game for Two Players" and "friendly" in err.message


def test_friendly_ants_brought_home_go_to_the_ante_chamber():
    state = game(two=True)
    put(state, "78", "Y1+", "G2+", "R3-")  # yellow on top, a captured green (friendly) and red under it
    state = apply_turn(state, "yellow", "roll 1 2, 78-79, nest2-76")
    assert state.nest["yellow"][0] == "Y1+"
    assert state.queen["yellow"] == {3: "R3-"}
    assert state.ante["green"] == ("G2+",)


def test_landing_on_a_corner_claims_that_colours_ants():
    state = game()
    state.ante["red"] = ("R4+", "R5-")
    put(state, "a3", "Y1+")
    put(state, "40", "Y2+")
    state = apply_turn(state, "yellow", "roll 2 1, a3-a5, 40-41")
    assert state.stacks[sq("a5")] == ("Y1+", "R4+", "R5-")
    assert state.ante["red"] == ()


def test_pieces_sent_to_the_ante_chamber_go_to_an_ant_already_on_its_corner():
    state = game()
    put(state, "a9", "B1+")  # blue stands on the green corner
    put(state, "78", "Y1+", "G2+", "G2-")  # two green 2s: one fits the Queen, the other is surplus
    state = apply_turn(state, "yellow", "roll 1 2, 78-79, nest2-76")
    assert state.queen["yellow"] == {2: "G2+"}
    assert state.stacks[sq("a9")] == ("B1+", "G2-")


def test_own_colour_on_the_queen_loses_the_queen():
    state = game()
    state.queen["yellow"] = {3: "R3+", 4: "B4-"}
    put(state, "78", "Y1+", "G1-", "Y5+")
    state = apply_turn(state, "yellow", "roll 1 2, 78-79, queen G1- Y5+, nest2-76")
    assert state.queen["yellow"] == {}
    assert sorted(state.ante["red"] + state.ante["blue"] + state.ante["green"] + state.ante["yellow"]) == [
        "B4-",
        "G1-",
        "R3+",
        "Y5+",
    ]


def test_usable_captives_must_go_on_the_queen():
    state = game()
    put(state, "78", "Y1+", "G1-", "R2+")
    err = illegal(state, "yellow", "roll 1 2, 78-79, queen G1-, nest1-77")
    assert err.rule == "Returning to the Nest" and "R2+" in err.message


def test_release_rule_three_calls_then_home():
    state = game()
    state.nest["blue"] = (None,) * 14
    state.ante["blue"] = ("B1+", "B2-")
    state.next_index = 3
    state = apply_turn(state, "blue", "call 5 9, roll 3 3")
    assert state.release["blue"] == 1
    state.next_index = 3
    err = illegal(state, "blue", "roll 3 4, nest1-57")
    assert err.rule == "The Ante-Chamber: no playable ants"
    state = apply_turn(state, "blue", "call 2 3, roll 6 6")
    state.next_index = 3
    state = apply_turn(state, "blue", "call 2 3, roll 6 5")
    assert state.ante["blue"] == () and state.nest["blue"][:2] == ("B1+", "B2-")


def test_release_on_a_called_total_moves_at_once():
    state = game()
    state.nest["blue"] = (None,) * 14
    state.ante["blue"] = ("B1+",)
    state.next_index = 3
    state = apply_turn(state, "blue", "call 7 8, roll 3 4, nest1-57")
    assert state.stacks[sq("57")] == ("B1+",)


def test_a_colour_with_nothing_passes():
    state = game()
    state.nest["blue"] = (None,) * 14
    state.next_index = 3
    assert illegal(state, "blue", "roll 1 2").rule == "The Ante-Chamber: no playable ants"
    apply_turn(state, "blue", "pass")


def test_two_queens_win_the_two_player_game():
    state = game(two=True)
    state.queen["yellow"] = {k: f"R{k}+" for k in range(1, 8)}
    state.queen["green"] = {k: f"B{k}+" for k in range(2, 8)}
    put(state, "38", "G1+", "R1-")
    state.next_index = 2
    state = apply_turn(state, "green", "roll 1 1, 38-39")
    assert state.finished and state.winner == ("yellow", "green")


def test_one_queen_wins_with_three_or_four_players():
    state = game(players=("yellow", "green", "blue"))
    state.queen["blue"] = {k: f"G{k}+" for k in range(2, 8)}
    put(state, "48", "B1+", "Y1-")
    state.next_index = 2
    state = apply_turn(state, "blue", "roll 1 3, 48-49")
    assert state.finished and state.winner == ("blue",)
    assert illegal(state, "yellow", "roll 1 1").rule == "Object of the Game"


def test_equal_attract_option_turns_the_outcome_round():
    for magnetism, outcome in (("opposite-attract", "repel"), ("equal-attract", "attract")):
        state = game(magnetism=magnetism)
        put(state, "20", "Y1+")
        put(state, "25", "R1+")
        state = apply_turn(state, "yellow", f"roll 2 3, 20-25 {outcome}")
        top = state.stacks[sq("25")][0]
        assert top == ("Y1+" if outcome == "attract" else "R1+")


def test_start_square_counts_option():
    state = game(start_square_counts=False)
    state = apply_turn(state, "yellow", "roll 1 2, nest1-76, nest2-73")  # from START 77 one step; from 71 two
    assert sq("76") in state.stacks and sq("73") in state.stacks
    assert (
        illegal(game(), "yellow", "roll 1 1, nest1-75").rule == "The Moves"
    )  # START counted: 77, 76 at most


def test_only_own_barriers_option():
    state = game(any_barrier=False)
    state.barriers = [sq("30"), None]
    state.barrier_owner = ["red", None]
    assert "brought that Barrier" in illegal(state, "yellow", "roll 2 2, barrier 30>31").message
    state = game()
    state.barriers = [sq("30"), None]
    state.barrier_owner = ["red", None]
    apply_turn(state, "yellow", "roll 2 2, barrier 30>31, nest1-76, nest2-78, roll 1 2, 76-75, 78-80")


def test_barrier_access_for_ants_option():
    for access, ok in (("nests", True), ("ants", False)):
        state = game(barrier_access=access)
        state.barriers = [sq("52"), None]
        put(state, "53", "Y1+")
        text = "roll 2 2, barrier 54, nest2-76, nest3-78, roll 1 2, 76-75, 78-80"
        if ok:
            apply_turn(state, "yellow", text)
        else:
            assert "cuts the yellow ant on 53" in illegal(state, "yellow", text).message


def test_by_default_no_ant_is_shut_off_from_its_nest():
    # "An opponent's ants MUST be allowed access to at least one entrance to their own nest": a
    # Barrier on 75 beside one on 79 shuts the yellow ant on 76 in (its FINISH 79 blocked, 74 and 80
    # beyond the Barriers), although the yellow nest keeps its other entrance 71/69
    assert LAYOUT.rules.barrier_access == "ants"
    state = game()
    state.barriers = [sq("79"), None]
    put(state, "76", "Y1+")
    state.next_index = state.players.index("green")
    err = illegal(state, "green", "roll 1 1, barrier 75")
    assert err.rule == "Water Barriers and Double Throws"
    assert err.message == "that cuts the yellow ant on 76 off from its nest"
    apply_turn(state, "green", "roll 1 1, barrier a10, nest1-37, nest2-31, roll 1 2, 37-38, 31-33")


def test_open_nest_option_a_start_and_the_other_finish(tmp_path):
    # On the shipped board a Barrier on one entrance's START and one on the other's FINISH always
    # shut the free START in between them (test_board.py), so both readings agree there. On a board
    # whose second yellow entrance runs START 69, FINISH 71, Barriers on START 77 and FINISH 71
    # leave START 69 and FINISH 79 open: blocked by default (a Barrier at each entrance), open with
    # out-and-in (leave by 69, come home by 79).
    text = (REPO / "layouts" / "anticipation.yaml").read_text()
    text = text.replace('{start: "71", finish: "69"}', '{start: "69", finish: "71"}')
    path = tmp_path / "anticipation.yaml"
    path.write_text(text)
    layout = load_layout(path)
    custom = Anticipation(layout)
    for open_nest, ok in (("entrance", False), ("out-and-in", True)):
        state = game(open_nest=open_nest, layout=layout)
        state.barriers = [board_model(layout).graph.index["77"], None]
        state.next_index = state.players.index("green")
        step = turn_step("green", "roll 1 1, barrier 71, nest1-37, nest2-31, roll 1 2, 37-38, 31-33")
        if ok:
            custom.apply(state, step)
        else:
            with pytest.raises(Illegal, match="that blocks both entrances of the yellow nest"):
                custom.apply(state, step)
    # out-and-in still needs a way out and a way in: both STARTs blocked shut the nest
    state = game(open_nest="out-and-in", layout=layout)
    state.barriers = [board_model(layout).graph.index["77"], None]
    state.next_index = state.players.index("green")
    with pytest.raises(Illegal, match="that blocks both entrances of the yellow nest"):
        custom.apply(state, turn_step("green", "roll 1 1, barrier 69"))


def test_a_barrier_after_a_throw_with_no_move_is_not_read_as_before():
    # green is shut in between Barriers on 36 and 43: the 5 5 has no move; the Barrier then moves
    state = game()
    state.barriers = [sq("36"), sq("43")]
    state.next_index = 2
    put(state, "38", "G3-", "Y5-")
    state.nest["green"] = (None,) * 14
    apply_turn(state, "green", "roll 5 5, barrier 36>a10, roll 3 6, 38-29")


def test_a_barrier_before_a_throw_that_it_leaves_without_a_move():
    # yellow's stack on 72, Barriers on 8 and 74: a 6 6 could go 72-66, but the Barrier put on 69
    # first leaves no move (and shuts the stack in, which barrier_access: nests allows)
    state = game(barrier_access="nests")
    state.barriers = [sq("8"), sq("74")]
    put(state, "72", "Y4-", "R7+")
    state.nest["yellow"] = (None,) * 14
    apply_turn(state, "yellow", "roll 6 6, barrier 8>69, roll 2 4, 72-70")
    assert "must" in illegal(state, "yellow", "roll 6 6, roll 2 4, 72-70").message


def test_a_split_with_equal_dice_may_end_where_it_began():
    # "4 spaces in one direction and back 3": with a 2 and a 2 the ant comes back to its own square;
    # the only ant there is the one moving, so nothing blocks it
    state = game()
    put(state, "74", "Y1+")
    state = apply_turn(state, "yellow", "roll 2 2, 74-72-74, roll 1 2, 74-75, nest2-76")
    assert state.stacks[sq("75")] == ("Y1+",)
    put(state, "40", "Y2+", "R3-")  # a stack comes back to its own square too
    state.next_index = 0
    apply_turn(state, "yellow", "roll 3 3, 40-37-40, roll 1 2, 40-41, 75-77")


def test_must_move_counts_a_split_back_to_the_start():
    # Barriers three squares away on both sides of the ant: the total 4 is blocked, and the only
    # use of both dice is the split out 2 and back 2, so using one die alone is refused
    state = game()
    state.barriers = [sq("n1"), sq("n7")]
    state.nest["yellow"] = (None,) * 14
    put(state, "n4", "Y1+")
    err = illegal(state, "yellow", "roll 2 2, n4-n2, roll 1 3, n2-n3")
    assert err.rule == "The Moves" and "could be used whole" in err.message
    apply_turn(state, "yellow", "roll 2 2, n4-n2-n4, roll 1 2, n4-n5-n3")


def test_a_barrier_moved_onto_its_own_square_is_not_said_to_be_blocked_by_itself():
    state = game()
    state.barriers = [sq("30"), None]
    err = illegal(state, "yellow", "roll 2 2, barrier 30>30")
    assert err.rule == "Water Barriers and Double Throws" and "another square" in err.message


def test_a_call_may_name_any_two_whole_numbers():
    # "they nominate any two numbers": numbers no throw can make are legal, and simply miss
    state = game()
    state.nest["blue"] = (None,) * 14
    state.ante["blue"] = ("B1+",)
    state.next_index = 3
    state = apply_turn(state, "blue", "call 1 13, roll 6 6")
    assert state.release["blue"] == 1
    err = illegal(state, "yellow", "roll 7 1, nest1-76")
    assert err.rule == "Notation" and "1-6" in err.message


def test_a_move_home_may_name_the_nest_space():
    # "placed on any of the 14 squares": 'home 7' puts the returning Y1+ on space 7, not the lowest
    # free space 1, and a later nest7 moves that very ant, its mark deciding the capture
    state = game()
    put(state, "78", "Y1+")
    put(state, "20", "Y4+")  # space 7 (back 4+) is free too
    state = apply_turn(state, "yellow", "roll 1 2, 78-79, home 7, 20-22")
    assert state.nest["yellow"][6] == "Y1+" and state.nest["yellow"][0] is None
    put(state, "76", "R2-")
    state.next_index = 0
    state = apply_turn(state, "yellow", "roll 1 1, nest7-77, 22-23, roll 2 1, 77-76 attract, 23-25")
    assert state.stacks[sq("76")] == ("Y1+", "R2-")  # + on -: opposite marks attract
    # the default still fills the lowest free space
    state = game()
    put(state, "78", "Y1+")
    put(state, "20", "Y4+")
    state = apply_turn(state, "yellow", "roll 1 2, 78-79, 20-22")
    assert state.nest["yellow"][0] == "Y1+"


def test_home_names_a_space_for_each_own_ant_top_first():
    state = game()
    put(state, "78", "Y1+", "R3-", "Y2-")  # Y2- was captured by red, and red by Y1+
    put(state, "20", "Y5+")  # spaces 1, 4 (2-) and 9 (5+) are free
    state = apply_turn(state, "yellow", "roll 1 2, 78-79, queen R3-, home 9 1, 20-22")
    assert state.nest["yellow"][8] == "Y1+" and state.nest["yellow"][0] == "Y2-"
    assert state.queen["yellow"] == {3: "R3-"}
    for text, words in (
        ("roll 1 2, 78-79, home 9, 20-22", "2 yellow ants come home"),
        ("roll 1 2, 78-79, home 9 2, 20-22", "space 2 of the yellow nest holds Y1-"),
        ("roll 1 2, 78-79, home 9 9, 20-22", "space 9 is named twice"),
        ("roll 1 2, 78-79, home 9 15, 20-22", "nest spaces are 1-14, not 15"),
        ("roll 1 2, 78-79, home 9 1, queen R3-, 20-22", "'queen' comes before 'home'"),
        ("roll 1 2, home 9 1, 78-79", "'home' follows a move that ends on the mover's FINISH"),
    ):
        state = game()
        put(state, "78", "Y1+", "R3-", "Y2-")
        put(state, "20", "Y5+")
        err = illegal(state, "yellow", text)
        assert err.rule == "Returning to the Nest" and words in err.message, (text, err)


def test_released_ants_may_name_their_nest_spaces():
    state = game()
    state.nest["blue"] = (None,) * 14
    state.ante["blue"] = ("B1+", "B2-")
    state.next_index = state.players.index("blue")
    state = apply_turn(state, "blue", "call 7 8, roll 3 4, home 14 3, nest14-57")
    assert state.nest["blue"][2] == "B2-" and state.stacks[sq("57")] == ("B1+",)


def test_barrier_timing_option_after_the_whole_turn():
    # "BEFORE or AFTER that player has moved his/her pieces in the turn": by default the Barrier a
    # double earns may wait for the end of the turn, after the extra throw's moves
    text = "roll 2 2, nest1-76, nest2-78, roll 1 2, 76-75, 78-80, barrier a10"
    state = apply_turn(game(), "yellow", text)
    assert state.barriers == [sq("a10"), None]
    err = illegal(game(barrier_timing="throw"), "yellow", text)
    assert err.rule == "Water Barriers and Double Throws" and "barrier_timing: throw" in err.message
    # between the two throws is legal either way; one action per double either way
    for timing in ("turn", "throw"):
        apply_turn(
            game(barrier_timing=timing),
            "yellow",
            "roll 2 2, nest1-76, nest2-78, barrier a10, roll 1 2, 76-75, 78-80",
        )
        err = illegal(
            game(barrier_timing=timing), "yellow", "roll 2 2, nest1-76, nest2-78, barrier a10, barrier a12"
        )
        assert err.message == "a double moves one Water Barrier", timing
    # two doubles, two Barrier actions, both at the end of the turn
    two = "roll 2 2, nest1-76, nest2-78, roll 1 1, 76-75, 78-79, roll 1 2, 75-74, nest1-76, barrier a10, barrier a12"
    state = apply_turn(game(), "yellow", two)
    assert state.barriers == [sq("a10"), sq("a12")]
    err = illegal(game(), "yellow", two + ", barrier a12>a14")
    assert err.message == "each double moves one Water Barrier: 2 doubles, 2 Barrier moves"
    assert illegal(game(), "yellow", "roll 1 2, nest1-76, nest2-77, barrier a10").message == (
        "a Water Barrier comes into play or moves only on a double"
    )


def test_claim_option_by_choice():
    # "the player is entitled to claim any of the ants of that coloured square": with claim:
    # by-choice nothing is taken until the record says so, and the player may take some only
    other = MODEL.corner_colour[sq("a5")]  # the colour whose corner is two squares from a3
    p4, p5, p6 = (f"{LETTER[other]}{k}" for k in ("4+", "5-", "6+"))
    state = game(claim="by-choice")
    state.ante[other] = (p4, p5)
    put(state, "a3", "Y1+")
    put(state, "40", "Y2+")
    after = apply_turn(state, "yellow", "roll 2 1, a3-a5, 40-41")
    assert after.stacks[sq("a5")] == ("Y1+",) and after.ante[other] == (p4, p5)
    after = apply_turn(state, "yellow", f"roll 2 1, a3-a5, claim a5 {p5}, 40-41")
    assert after.stacks[sq("a5")] == ("Y1+", p5) and after.ante[other] == (p4,)
    after.next_index = 0
    after = apply_turn(after, "yellow", "claim a5, roll 2 1, 41-43, nest4-77")
    assert after.stacks[sq("a5")] == ("Y1+", p5, p4) and after.ante[other] == ()
    for text, words in (
        (f"roll 2 1, a3-a5, claim a5 {p6}, 40-41", f"{p6} is not waiting"),
        ("roll 2 1, a3-a5, claim a9, 40-41", "no yellow ant stands on a9"),
        ("roll 2 1, a3-a5, claim a2, 40-41", "a2 is not a corner square"),
    ):
        err = illegal(state, "yellow", text)
        assert err.rule == "The Ante-Chamber" and words in err.message, (text, err)
    # by default the claim is automatic, and a written claim is refused
    state = game()
    state.ante[other] = (p4,)
    put(state, "a3", "Y1+")
    put(state, "40", "Y2+")
    err = illegal(state, "yellow", "roll 2 1, a3-a5, claim a5, 40-41")
    assert err.rule == "The Ante-Chamber" and "claim: automatic" in err.message


def _waiting_red_by_a5(state):
    """Yellow on the red corner a5 while two red pieces wait; a yellow stack with a red captive by FINISH 69."""
    state.queen["yellow"] = {3: "B3+"}  # segment 3 is built: a red 3 brought home is surplus
    state.ante["red"] = ("R5-", "R6+")
    put(state, "a5", "Y1+")
    put(state, "68", "Y2+", "R3-")
    put(state, "40", "Y4+")
    return state


@pytest.mark.parametrize(
    "text",
    [
        "claim a5, roll 1 2, 68-69, 40-42",  # before the roll
        "roll 1 2, claim a5, 68-69, 40-42",  # after the roll
        "roll 1 2, 40-42, claim a5, 68-69",  # after a move
        "roll 5 4, 68-64-69, claim a5",  # after a split that brings the stack home
        "roll 1 2, 68-69, claim a5, 40-42",  # after a move home
        "roll 1 2, 68-69, home 3, claim a5, 40-42",  # after a move home and its 'home'
        "roll 2 2, barrier a10, claim a5, 68-70, 40-42, roll 1 2, 70-69, 42-44",  # after a Barrier
    ],
)
def test_a_claim_stands_before_or_after_every_action_of_the_turn(text):
    # "entitled to claim any of the ants ... in the Ante-chamber, or subsequently placed in the
    # Ante-chamber while their piece remains on that square": the right holds all turn long, so with
    # claim: by-choice a claim may open the turn or follow a roll, any move (a move home after its
    # 'queen' and 'home') or a Barrier action; it takes every red piece waiting at that point
    after = apply_turn(_waiting_red_by_a5(game(claim="by-choice")), "yellow", text)
    claimed = after.stacks[sq("a5")][1:]
    home_first = text.index("68-") < text.index("claim")
    assert set(claimed) == {"R5-", "R6+", "R3-"} if home_first else {"R5-", "R6+"}, text
    assert after.ante["red"] == (() if home_first else ("R3-",)), text


def test_nothing_follows_the_move_that_completes_the_queen_not_even_a_claim():
    state = _waiting_red_by_a5(game(claim="by-choice"))
    state.queen["yellow"] = {k: f"B{k}+" for k in range(1, 7)}
    put(state, "68", "Y2+", "R7-")  # the seventh segment
    err = illegal(state, "yellow", "roll 1 2, 68-69, claim a5")
    assert err.rule == "Object of the Game" and "the game is over" in err.message, err


def test_a_lost_queen_goes_to_the_ante_chamber_in_the_order_the_queen_list_names():
    # the penalty for an own ant on the Queen: every segment goes to the Ante-chamber; the pieces
    # go in the order they were put on the Queen, those of this homecoming in its 'queen' list's order,
    # which decides the spaces a later release or claim puts them on
    state = game()
    state.queen["yellow"] = {1: "R1+"}
    put(state, "68", "Y2+", "R4-", "R6+", "Y3+")
    after = apply_turn(state, "yellow", "roll 1 2, 68-69, queen R6+ Y3+ R4-, nest4-76")
    assert after.queen["yellow"] == {}
    assert after.ante["red"] == ("R1+", "R6+", "R4-") and after.ante["yellow"] == ("Y3+",)
    listed = apply_turn(state, "yellow", "roll 1 2, 68-69, queen R4- Y3+ R6+, nest4-76")
    assert listed.ante["red"] == ("R1+", "R4-", "R6+")


def test_the_rulebooks_two_player_order_is_clockwise():
    # "yellow followed by red, green, blue, then yellow again", and play goes clockwise
    state = game(players=("yellow", "red", "green", "blue"), two=True)
    assert state.players == ("yellow", "red", "green", "blue")
    with pytest.raises(Unreadable, match="play goes clockwise round the board: yellow, red, green, blue"):
        game(players=("yellow", "blue", "green", "red"), two=True)


def test_a_turn_keyed_by_a_players_name_asks_for_the_colour():
    state = game(players=("yellow", "red", "green", "blue"), two=True)
    err = illegal(state, "ana", "roll 4 3, nest1-74, nest2-75")
    assert err.rule == "Turn order"
    assert (
        err.message == "ana plays yellow and green: key each turn by the colour that moves (this one: yellow)"
    )
