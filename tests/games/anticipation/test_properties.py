"""Property tests: random legal games pass, one changed action is caught at its turn, garbage never crashes."""

from __future__ import annotations

import dataclasses
import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from printkit.games.anticipation.board import board_model
from printkit.games.anticipation.notation import parse_action
from printkit.games.anticipation.player import random_game
from printkit.games.anticipation.schema import COLOURS
from printkit.games.loaded import load_game
from printkit.geometry.graph import distances
from printkit.referee.errors import NotationError
from printkit.referee.turns import TurnParser
from printkit.referee.writer import write_transcript
from tests.games.anticipation.harness import run
from tests.sweep import examples

LAYOUT = load_game("anticipation")
MODEL = board_model(LAYOUT)
FAST = settings(max_examples=examples(6), deadline=None, suppress_health_check=[HealthCheck.too_slow])
options = st.builds(
    lambda magnetism, counts, access, repeat, timing, open_nest, claim: dataclasses.replace(
        LAYOUT.rules,
        magnetism=magnetism,
        start_square_counts=counts,
        barrier_access=access,
        doubles_repeat=repeat,
        barrier_timing=timing,
        open_nest=open_nest,
        claim=claim,
    ),
    st.sampled_from(["opposite-attract", "equal-attract"]),
    st.booleans(),
    st.sampled_from(["nests", "ants"]),
    st.booleans(),
    st.sampled_from(["turn", "throw"]),
    st.sampled_from(["entrance", "out-and-in"]),
    st.sampled_from(["automatic", "by-choice"]),
)
MOVE = re.compile(r"(?<![\w-])(nest\d+|[a-z]?\d+)-(?:([a-z]?\d+)-)?([a-z]?\d+)( attract| repel)?")


def _game(seed, opts, kind):
    if kind == 2:
        return random_game(seed, opts, sides=("ana", "ben"))
    return random_game(seed, opts, players=list(COLOURS)[:kind])


@FAST
@given(st.integers(0, 10**9), options, st.sampled_from([2, 3, 4]))
def test_generated_games_are_legal_and_finished(seed, opts, kind):
    verdict = run(write_transcript(_game(seed, opts, kind)))
    assert verdict["verdict"] == "legal", verdict
    assert verdict["finished"]
    assert max(verdict["scores"].values()) == 7


def _pick_move(game, data, want):
    turns = game["turns"]
    found = [(i, m) for i, t in enumerate(turns) for m in MOVE.finditer(next(iter(t.values()))) if want(m)]
    return data.draw(st.sampled_from(found))


@FAST
@given(st.integers(0, 10**9), st.data())
def test_a_flipped_capture_outcome_is_caught_at_its_turn(seed, data):
    game = _game(seed, LAYOUT.rules, 4)
    i, m = _pick_move(game, data, lambda m: m.group(4))
    ((seat, text),) = game["turns"][i].items()
    flipped = " repel" if m.group(4) == " attract" else " attract"
    game["turns"][i] = {seat: text[: m.start(4)] + flipped + text[m.end(4) :]}
    game.pop("result", None)
    verdict = run(write_transcript(game))
    assert (verdict["verdict"], verdict["turn"], verdict["rule"]) == (
        "illegal",
        i + 1,
        "How Do You Do It?",
    ), verdict


@FAST
@given(st.integers(0, 10**9), st.data())
def test_a_destination_out_of_reach_is_caught_at_its_turn(seed, data):
    game = _game(seed, LAYOUT.rules, 3)
    i, m = _pick_move(game, data, lambda m: not m.group(1).startswith("nest"))
    ((seat, text),) = game["turns"][i].items()
    near = distances(MODEL.graph, MODEL.graph.index[m.group(1)])
    far = sorted(MODEL.graph.names[s] for s, d in near.items() if d > 12)
    other = data.draw(st.sampled_from(far))
    game["turns"][i] = {seat: text[: m.start(3)] + other + text[m.end(3) :]}
    verdict = run(write_transcript(game))
    assert (verdict["verdict"], verdict["turn"]) == ("illegal", i + 1), (text, game["turns"][i], verdict)


@FAST
@given(st.integers(0, 10**9), st.data())
def test_a_turn_by_the_wrong_colour_is_caught(seed, data):
    game = _game(seed, LAYOUT.rules, 4)
    i = data.draw(st.integers(0, len(game["turns"]) - 1))
    ((seat, text),) = game["turns"][i].items()
    other = data.draw(st.sampled_from([c for c in game["players"] if c != seat]))
    game["turns"][i] = {other: text}
    verdict = run(write_transcript(game))
    assert (verdict["verdict"], verdict["turn"], verdict["rule"]) == ("illegal", i + 1, "Turn order"), verdict


GARBAGE = st.text(
    alphabet=st.sampled_from(list("roll nest-123456789a>+,queen barrier attract pass call YBGR")), max_size=40
)


@settings(max_examples=examples(40), deadline=None)
@given(GARBAGE, st.integers(0, 20))
def test_garbage_turns_never_crash(text, at):
    game = _game(1, LAYOUT.rules, 4)
    turns = game["turns"]
    at = min(at, len(turns) - 1)
    ((seat, _),) = turns[at].items()
    turns[at] = {seat: text}
    verdict = run(write_transcript(game))
    assert verdict["verdict"] in ("legal", "illegal", "unreadable")


TOKENS = st.sampled_from(
    [
        "roll 3 4",
        "roll  5\t5",
        "nest1-12",
        "nest1  -  12",
        "12-15 attract",
        "12-15\tattract",
        "12 - 15  repel",
        "barrier 40",
        "barrier  40>41",
        "queen Y3+ B2-",
        "queen  Y3+",
        "pass",
        "call 7 8",
        "",
        "  ",
        "nest99-3",
        "roll 7 1",
        "x",
    ]
)


@settings(max_examples=examples(60), deadline=None)
@given(st.lists(TOKENS, min_size=1, max_size=5), st.booleans())
def test_a_turn_parses_the_same_with_a_cold_or_a_warm_cache(tokens, pad):
    # the parser remembers each piece as written, before normalising its spaces
    text = ",".join(f" {t} " if pad else t for t in tokens)
    parser = TurnParser(parse_action)

    def parsed():
        try:
            return parser.parse(text)
        except NotationError as exc:
            return ("error", exc.action, exc.message)

    cold = parsed()
    assert parsed() == cold
