"""111 Ants rules, one scenario per rule, replayed through the referee."""

from __future__ import annotations

import pytest

from printkit.games.ants111.options import RuleOptions
from printkit.games.ants111.rules import new_game
from printkit.games.ants111.runs import best_run, is_sorted, sorted_runs
from printkit.games.loaded import referee
from tests.referee.verdicts import check_text

GAME = referee("111-ants")
JOKERS = GAME.jokers
ALL = list(range(2, 112))


def deal(hands: dict[str, list[int]], middle: list[int], draw: list[int] | None = None) -> str:
    used = {c for h in hands.values() for c in h} | set(middle)
    rest = draw if draw is not None else [c for c in ALL if c not in used]
    lines = ["  deal:"]
    lines += [f"    {seat}: {hand}" for seat, hand in hands.items()]
    lines += [f"    middle: {middle}", f"    draw: {rest}"]
    return "\n".join(lines)


HANDS = {"ana": [10, 5, 20], "ben": [50, 40, 60]}
MIDDLE = [7, 30, 99]


def game(
    *turns: str,
    head: str = "hand_size: 3\nround_limit: 1",
    start: str = "ana",
    hands=HANDS,
    middle=MIDDLE,
    extra: str = "",
) -> str:
    lines = [
        "game: 111-ants",
        "players: [ana, ben]",
        head,
        "rounds:",
        f"- start: {start}",
        deal(hands, middle),
        "  turns:",
    ]
    seats = ["ana", "ben"] if start == "ana" else ["ben", "ana"]
    for i, text in enumerate(turns):
        seat, _, actions = text.partition(": ")
        if seat not in ("ana", "ben"):
            seat, actions = seats[i % 2], text
        lines.append(f"  - {seat}: {actions}")
    return "\n".join(lines) + "\n" + extra


TURN1_LINE = 13  # the line of the first turn in game()


@pytest.mark.parametrize(
    "turn",
    [
        "take 7 at 1, discard 5",
        "take 7 at 1, discard 10",
        "take 7 at 0, discard 10",
        "take 7 at 0, discard 20",
        "take 7 at 3, discard 20",
        "take 7 at 3, discard 10",
        "take  30   at 2 ,discard 5",
    ],
)
def test_legal_take_and_discard(turn: str) -> None:
    assert check_text(game(turn)).verdict == "legal"


@pytest.mark.parametrize(
    "turns,turn,rule,words",
    [
        (("take 7 at 2, discard 10",), 1, "How to Play", "must be 5 or 20"),
        (("take 8 at 1, discard 5",), 1, "How to Play", "8 is not in the middle"),
        (("take 7 at 4, discard 5",), 1, "How to Play", "places 0 to 3"),
        (("refresh, take 7 at 1, discard 5",), 1, "How to Play", "lie face down"),
        (("take 7 at 1",), 1, "How to Play", "must take a card"),
        (("discard 5",), 1, "How to Play", "discard comes after take"),
        (("take 7 at 1, discard 5, discard 10",), 1, "How to Play", "one card is discarded"),
        (("take 7 at 1, take 30 at 0",), 1, "How to Play", "one card is taken"),
        (("take 7 at 1, refresh",), 1, "How to Play", "refresh comes first"),
        (("done, take 7 at 1, discard 5",), 1, "How to Play", "done comes last"),
        (("take 7 at 1, discard 5, done, done",), 1, "How to Play", "nothing may follow"),
        (("take 7 at 1, discard 5", "ana: take 5 at 0, discard 10"), 2, "How to Play", "ben's turn"),
        (("take 7 at 1, discard 5, done", "take 5 at 0, discard 40"), 2, "How to Play", "round is over"),
        (("take 7 at 1; discard 5",), 1, "Notation", "not an action"),
        (("grab 7",), 1, "Notation", "not an action"),
    ],
)
def test_illegal_turns(turns, turn, rule, words) -> None:
    v = check_text(game(*turns))
    assert (v.verdict, v.round, v.turn, v.rule) == ("illegal", 1, turn, rule), v
    assert words in v.message
    assert v.line == TURN1_LINE + turn - 1


def test_refresh_when_all_three_lie_face_up() -> None:
    turns = ("take 7 at 1, discard 5", "take 30 at 0, discard 50", "take 99 at 3, discard 20")
    draw_top = [c for c in ALL if c not in {10, 5, 20, 50, 40, 60, 7, 30, 99}][:3]
    v = check_text(game(*turns, f"refresh, take {draw_top[1]} at 0, discard 30"))
    assert v.verdict == "legal"
    v = check_text(game(*turns, "refresh, take 5 at 0, discard 30"))  # 5 went to the discard pile
    assert v.verdict == "illegal" and "not in the middle" in v.message


def test_refresh_needs_three_cards_in_the_draw_pile() -> None:
    hands = {"ana": ALL[0:53], "ben": ALL[53:106]}
    middle = ALL[106:109]
    head = "hand_size: 53\nround_limit: 1"
    turns = (
        "take 108 at 0, discard 2",
        "take 109 at 0, discard 55",
        "take 110 at 0, discard 108",
        "refresh, take 2 at 0, discard 109",
    )
    v = check_text(game(*turns, head=head, hands=hands, middle=middle))
    assert v.verdict == "illegal" and v.turn == 4 and "1 left" in v.message


def test_done_scores_the_finisher_and_the_others() -> None:
    v = check_text(game("take 7 at 2, discard 20, done"))  # [10, 5, 7]: wrong declaration
    assert v.verdict == "legal" and v.finished
    assert v.scores["ana"] == 0
    assert v.scores["ben"] == best_run((50, 40, 60), JOKERS)
    v = check_text(game("take 7 at 1, discard 10, done"))  # [7, 5, 20]: not sorted either
    assert v.scores["ana"] == 0
    v = check_text(game("take 30 at 3, discard 10, done"))  # [5, 20, 30]: sorted
    assert v.scores["ana"] == JOKERS[5] + JOKERS[20] + JOKERS[30] + 5


def test_a_sorted_hand_without_done_goes_on() -> None:
    v = check_text(game("take 30 at 3, discard 10", "take 10 at 0, discard 60"))
    assert v.verdict == "legal" and not v.finished


def test_round_scores_and_result_are_checked() -> None:
    right = JOKERS[5] + JOKERS[20] + JOKERS[30] + 5
    ben = best_run((50, 40, 60), JOKERS)
    base = game("take 30 at 3, discard 10, done")
    ok = base + f"  scores: {{ana: {right}, ben: {ben}}}\nresult: {{ana: {right}, ben: {ben}}}\n"
    assert check_text(ok).verdict == "legal"
    bad = base + f"  scores: {{ana: {right + 1}, ben: {ben}}}\n"
    v = check_text(bad)
    assert (v.verdict, v.round, v.turn, v.rule, v.line) == ("illegal", 1, None, "Scoring", 14)
    bad = base + "result: {ana: 0, ben: 0}\n"
    assert (check_text(bad).rule, check_text(bad).line) == ("Scoring", 14)


def test_a_round_after_the_end_and_before_the_round_ended() -> None:
    second = "- start: ben\n" + deal({"ana": [2, 3, 4], "ben": [5, 6, 7]}, [8, 9, 10]) + "\n  turns: []\n"
    v = check_text(game("take 30 at 3, discard 10, done", extra=second))
    assert (v.verdict, v.round, v.turn, v.rule) == ("illegal", 2, None, "End of Game")
    v = check_text(game("take 30 at 3, discard 10", head="hand_size: 3", extra=second))
    assert (v.verdict, v.round, v.turn) == ("illegal", 2, None)
    v = check_text(game("take 30 at 3, discard 10, done", head="hand_size: 3", extra=second))
    assert v.verdict == "legal" and not v.finished  # target 60 not reached yet


@pytest.mark.parametrize(
    "text,words",
    [
        (game(start="ben").replace("players: [ana, ben]", "players: [ana, ben]"), ""),
        (game().replace("[10, 5, 20]", "[10, 5, 20, 7]"), "ana's hand has 4 cards"),
        (game().replace("[10, 5, 20]", "[10, 5, 5]"), "dealt twice"),
        (game().replace("[10, 5, 20]", "[10, 5, 112]"), "not a card"),
        (
            game().replace("    middle: [7, 30, 99]\n", "    middle: [7, 30, 99]\n    pile: []\n"),
            "unknown key 'pile'",
        ),
        (game(head="hand_size: 3\nround_limit: 1\ntarget: 10"), "not both"),
        (game(head="hand_size: {ana: 3}"), "no hand size for ben"),
        (game(head="hand_size: 1"), "at least 2"),
        (game(start="cho"), "not a seat"),
        (game(head="hand_size: 3\nrules: {tie_break: coin}"), "expected one of"),
        (game().replace("players: [ana, ben]", "players: [ana, middle]"), "may not be called"),
        (game("take 7 at 1, discard 5").replace("  - ana:", "  - [ana]:"), "plain name"),
    ],
)
def test_unreadable(text: str, words: str) -> None:
    v = check_text(text)
    if not words:
        assert v.verdict == "legal"
        return
    assert v.verdict == "unreadable" and words in v.message, v


def test_missing_cards_are_named() -> None:
    v = check_text(game(hands=HANDS, middle=MIDDLE).replace(", 111]", "]"))
    assert v.verdict == "unreadable" and "111" in v.message


def test_start_seat_rotates_to_the_left() -> None:
    second = "- start: ana\n" + deal({"ana": [2, 3, 4], "ben": [5, 6, 7]}, [8, 9, 10]) + "\n"
    v = check_text(game("take 30 at 3, discard 10, done", head="hand_size: 3", extra=second))
    assert v.verdict == "unreadable" and "must start with ben" in v.message and v.line == 13


def test_per_seat_hand_sizes() -> None:
    hands = {"ana": [10, 5, 20], "ben": [50, 40, 60, 70]}
    v = check_text(
        game(
            "take 7 at 1, discard 5",
            "take 5 at 4, discard 70",
            head="hand_size: {ana: 3, ben: 4}\nround_limit: 1",
            hands=hands,
        )
    )
    assert v.verdict == "legal"


def test_sorted_runs_and_best_run() -> None:
    hand = (13, 27, 35, 43, 32, 20, 5, 90)
    assert list(sorted_runs(hand)) == [
        (13, 27, 35, 43),
        (32,),
        (20,),
        (5, 90),
        (13,),
        (27,),
        (35,),
        (43, 32, 20, 5),
        (90,),
    ]
    ones = dict.fromkeys(range(2, 112), 1)
    assert best_run(hand, ones) == 4
    weights = {**ones, 90: 10}
    assert best_run(hand, weights) == 11
    assert best_run(hand, weights, "longest") == 4
    assert is_sorted((5, 9, 40)) and is_sorted((40, 9, 5)) and not is_sorted((5, 40, 9))


def test_tie_break_on_the_last_round() -> None:
    def standing(option: str, last: tuple[int, int]):
        state = new_game(("ana", "ben"), RuleOptions(tie_break=option), 60, None)
        state.round, state.totals, state.game_over = 2, [60, 60], True
        state.round_scores = [(60 - last[0], 60 - last[1]), last]
        return GAME.standing(state)

    assert standing("last-round", (30, 20)).winners == ("ana",)
    assert standing("last-round", (30, 20)).tie_break == "on the last round"
    assert standing("last-round", (20, 20)).winners == ("ana", "ben")
    assert standing("shared", (30, 20)).winners == ("ana", "ben")


def test_the_standing_tells_every_finished_round_as_its_scores_do() -> None:
    from tests.show.examples import EXAMPLES, replay_of

    replay = replay_of(EXAMPLES / "111-ants" / "legal-two-rounds.yaml")
    rounds_seen = set()
    for view in replay.views:
        state = view.state
        told = GAME.standing(state).round_scores
        assert told == tuple(dict(zip(state.players, r)) for r in state.round_scores)  # made once a round
        rounds_seen.add(len(state.round_scores))
    assert rounds_seen == {0, 1, 2}  # before, after one and after both rounds


def test_best_run_is_the_best_of_the_sorted_runs() -> None:
    import random

    chance = random.Random(111)
    for _ in range(300):
        hand = tuple(chance.sample(ALL, chance.randint(0, 14)))
        runs = list(sorted_runs(hand))
        value = max((sum(JOKERS[c] for c in r), len(r)) for r in runs) if hand else (0, 0)
        longest = max((len(r), sum(JOKERS[c] for c in r)) for r in runs) if hand else (0, 0)
        assert best_run(hand, JOKERS) == value[0], hand
        assert best_run(hand, JOKERS, "longest") == longest[1], hand
