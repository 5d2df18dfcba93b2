"""111 Ants referee: the fold over rounds, turns and actions, and scoring a round.

Reading a transcript into a Record is in record.py, sorted runs and their value in runs.py, the
rule names in headings.py. A state is never changed: every step returns a new one.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any, NamedTuple

from printkit.games.ants111.headings import END, PLAY, SCORING
from printkit.games.ants111.notation import NOTATION, Discard, Refresh, Take, TurnParser
from printkit.games.ants111.options import RuleOptions
from printkit.games.ants111.record import (
    GAME_KEYS,
    HAND_SIZE,
    MIDDLE,
    TARGET,
    Deal,
    Record,
    read_record,
)
from printkit.games.ants111.runs import best_run, is_sorted, sorted_runs
from printkit.referee.errors import Illegal
from printkit.referee.game import Standing, Step

# Names player.py and the tests import from here, including those now held by record.py and runs.py.
__all__ = [
    "HAND_SIZE",
    "MIDDLE",
    "TARGET",
    "Ants111",
    "Deal",
    "Match",
    "Record",
    "State",
    "begin_round",
    "best_run",
    "is_sorted",
    "play_turn",
    "referee",
    "sorted_runs",
]

# Phases of a turn: what the next action may be.
START, REFRESHED, TAKEN, DISCARDED, DECLARED = range(5)


class State(NamedTuple):
    """Totals over finished rounds, and the round in progress."""

    round: int  # rounds begun
    round_over: bool  # someone said done in this round
    hands: tuple[tuple[int, ...], ...]
    middle: tuple[int, ...]  # the three middle cards
    face_up: tuple[bool, ...]  # whether each middle card lies face up
    draw: tuple[int, ...]  # the draw pile, top first
    seat: int  # whose turn it is
    phase: int  # what the current turn has done so far
    placed: int  # where this turn's taken card went in the hand
    totals: tuple[int, ...]
    round_scores: tuple[tuple[int, ...], ...]
    game_over: bool
    finisher: int  # who said done this round (-1: nobody yet)


class Ants111:
    """The 111 Ants referee (implements printkit.referee.game.Game)."""

    name = "111-ants"
    keys = GAME_KEYS
    has_rounds = True
    options_type = RuleOptions

    def __init__(self, jokers: Mapping[int, int], default_options: RuleOptions | None = None):
        self.jokers = dict(jokers)
        self.deck = frozenset(self.jokers)
        self.default_options = default_options or RuleOptions()
        self.parser = TurnParser()

    # --- reading -------------------------------------------------------------------------
    def read(self, doc: Mapping[str, Any], players: tuple[str, ...], options: RuleOptions) -> Record:
        """Check seats, hand sizes, the end condition and every round's deal (Unreadable if wrong)."""
        return read_record(doc, players, options, self.deck)

    # --- the fold --------------------------------------------------------------------------
    def setup(self, record: Record) -> Match:
        """The state before the first round is dealt."""
        n = len(record.players)
        state = State(0, True, (), (), (), (), 0, START, 0, (0,) * n, (), False, -1)
        return Match(state, record)

    def steps(self, record: Record) -> tuple[Step, ...]:
        """Each round's start, its turns and its claimed scores, in file order."""
        return record.steps

    def apply(self, match: Match, step: Step) -> Match:
        """Apply a round's start, a turn, or a round's claimed scores."""
        kind = step.kind
        if kind == "turn":
            state = play_turn(self, match.state, step, match.record)
        elif kind == "round":
            state = begin_round(match.state, step, match.record)
        else:
            check_round_scores(match.state, step, match.record)
            return match
        return Match(state, match.record)

    def standing(self, match: Match) -> Standing:
        """Totals, per-round scores and, once the game is over, the winners."""
        state, record = match.state, match.record
        players = record.players
        scores = dict(zip(players, state.totals))
        rounds = tuple(dict(zip(players, r)) for r in state.round_scores)
        best = max(state.totals)
        winners = [i for i, t in enumerate(state.totals) if t == best]
        how = ""
        if len(winners) > 1 and record.options.tie_break == "last-round" and state.round_scores:
            last = state.round_scores[-1]
            top = max(last[i] for i in winners)
            winners = [i for i in winners if last[i] == top]
            how = "on the last round" if len(winners) == 1 else ""
        return Standing(state.game_over, scores, tuple(players[i] for i in winners), rounds, how)

    # --- scoring -------------------------------------------------------------------------
    def round_scores(
        self, hands: tuple[tuple[int, ...], ...], finisher: int, options: RuleOptions
    ) -> tuple[int, ...]:
        """Points of each seat for a round ended by finisher's done."""
        jokers = self.jokers
        out = []
        for seat, hand in enumerate(hands):
            if seat == finisher:
                out.append(sum(jokers[c] for c in hand) + options.finisher_bonus if is_sorted(hand) else 0)
            else:
                out.append(best_run(hand, jokers, options.run_value))
        return tuple(out)


class Match(NamedTuple):
    """The fold's state: the game state and the record it is played from."""

    state: State
    record: Record


# --- rounds, turns and actions -----------------------------------------------------------
def begin_round(state: State, step: Step, record: Record) -> State:
    """Deal a new round, if the last one has ended and the game has not."""
    if state.game_over:
        raise Illegal(END, f"the game ended after round {state.round}; round {step.round} is one too many")
    if not state.round_over:
        raise Illegal(PLAY, f"round {state.round} has not ended: nobody said done")
    deal: Deal = step.data
    return state._replace(
        round=state.round + 1,
        round_over=False,
        hands=deal.hands,
        middle=deal.middle,
        face_up=(False,) * MIDDLE,
        draw=deal.draw,
        seat=deal.start,
        phase=START,
        finisher=-1,
    )


def check_round_scores(state: State, step: Step, record: Record) -> None:
    """A round's claimed scores must be the ones the round gave."""
    claim: dict[str, int] = step.data
    if not state.round_over:
        raise Illegal(SCORING, f"scores are given but round {step.round} has not ended")
    got = dict(zip(record.players, state.round_scores[-1]))
    if claim != got:
        said = ", ".join(f"{s} {p}" for s, p in claim.items())
        gave = ", ".join(f"{s} {p}" for s, p in got.items())
        raise Illegal(SCORING, f"the scores say {said}, the round gives {gave}")


def play_turn(game: Ants111, state: State, step: Step, record: Record) -> State:
    """One turn: seat check, its actions left to right, then the end-of-turn check."""
    if state.round_over:
        who = record.players[state.finisher]
        raise Illegal(PLAY, f"the round is over: {who} said done")
    players = record.players
    mover = players[state.seat]
    if step.seat != mover:
        raise Illegal(PLAY, f"it is {mover}'s turn, not {step.seat}'s: turns go clockwise")
    if not step.text.strip():
        raise Illegal(NOTATION, "a turn with no action: take a card and discard one")
    for action in game.parser.parse(step.text):
        state = apply_action(game, state, action, record)
    if state.phase < DISCARDED:
        raise Illegal(PLAY, f"{mover} must take a card from the middle and discard a neighbour of it")
    if state.phase == DECLARED:
        return state
    return State(
        state.round,
        False,
        state.hands,
        state.middle,
        state.face_up,
        state.draw,
        (state.seat + 1) % len(players),
        START,
        0,
        state.totals,
        state.round_scores,
        False,
        -1,
    )


def apply_action(game: Ants111, state: State, action: Any, record: Record) -> State:
    """Apply one action of the seat to move, returning the new state."""
    if state.phase == DECLARED:
        raise Illegal(PLAY, "done ends the turn and the round: nothing may follow it")
    cls = action.__class__
    if cls is Take:
        return take(state, action)
    if cls is Discard:
        return discard(state, action)
    if cls is Refresh:
        return refresh(state)
    return declare(game, state, record)


def refresh(state: State) -> State:
    """Three face-up middle cards go to the discard pile; three from the draw pile replace them."""
    if state.phase != START:
        raise Illegal(PLAY, "refresh comes first in a turn, before taking a card", action="refresh")
    if not all(state.face_up):
        down = [c for c, up in zip(state.middle, state.face_up) if not up]
        raise Illegal(
            PLAY,
            f"refresh needs all three middle cards face up; {_cards(down)} "
            f"{'lies' if len(down) == 1 else 'lie'} face down",
            action="refresh",
        )
    if len(state.draw) < MIDDLE:
        raise Illegal(
            PLAY, f"refresh needs three cards in the draw pile; {len(state.draw)} left", action="refresh"
        )
    return state._replace(
        middle=state.draw[:MIDDLE], face_up=(False,) * MIDDLE, draw=state.draw[MIDDLE:], phase=REFRESHED
    )


def take(state: State, action: Take) -> State:
    """Take a middle card into the hand at a place of the seat's choice."""
    text = f"take {action.card} at {action.at}"
    if state.phase > REFRESHED:
        raise Illegal(PLAY, "one card is taken per turn", action=text)
    if action.card not in state.middle:
        raise Illegal(
            PLAY, f"{action.card} is not in the middle (it holds {_cards(state.middle)})", action=text
        )
    hand = state.hands[state.seat]
    if action.at > len(hand):
        raise Illegal(
            PLAY,
            f"{action.card} cannot go at {action.at}: a hand of {len(hand)} cards has places "
            f"0 to {len(hand)}",
            action=text,
        )
    seat = state.seat
    new_hand = hand[: action.at] + (action.card,) + hand[action.at :]
    hands = state.hands[:seat] + (new_hand,) + state.hands[seat + 1 :]
    return State(
        state.round,
        False,
        hands,
        state.middle,
        state.face_up,
        state.draw,
        seat,
        TAKEN,
        action.at,
        state.totals,
        state.round_scores,
        False,
        -1,
    )


def discard(state: State, action: Discard) -> State:
    """Discard a neighbour of the taken card (or, from an end, the card at the other end)."""
    text = f"discard {action.card}"
    if state.phase != TAKEN:
        what = "one card is discarded per turn" if state.phase > TAKEN else "discard comes after take"
        raise Illegal(PLAY, what, action=text)
    seat = state.seat
    hand = state.hands[seat]
    at = state.placed
    taken = hand[at]
    last = len(hand) - 1
    card = action.card
    if at > 0 and hand[at - 1] == card:
        gone = at - 1
    elif at < last and hand[at + 1] == card:
        gone = at + 1
    elif at == 0 and hand[last] == card and last > 0:
        gone = last  # the special case: taken onto one end, discarded from the other
    elif at == last and hand[0] == card and last > 0:
        gone = 0
    else:
        allowed = {hand[i] for i in (at - 1, at + 1) if 0 <= i <= last}
        allowed.add(hand[last] if at == 0 else hand[0] if at == last else taken)
        allowed.discard(taken)
        raise Illegal(
            PLAY,
            f"{card} may not be discarded: after taking {taken} it must be {_cards(sorted(allowed), 'or')}",
            action=text,
        )
    hands = state.hands[:seat] + (hand[:gone] + hand[gone + 1 :],) + state.hands[seat + 1 :]
    slot = state.middle.index(taken)
    middle = state.middle[:slot] + (card,) + state.middle[slot + 1 :]
    face_up = state.face_up[:slot] + (True,) + state.face_up[slot + 1 :]
    return State(
        state.round,
        False,
        hands,
        middle,
        face_up,
        state.draw,
        seat,
        DISCARDED,
        at,
        state.totals,
        state.round_scores,
        False,
        -1,
    )


def declare(game: Ants111, state: State, record: Record) -> State:
    """The seat declares its hand sorted: the round ends and is scored."""
    if state.phase != DISCARDED:
        raise Illegal(PLAY, "done comes last, after taking and discarding", action="done")
    points = game.round_scores(state.hands, state.seat, record.options)
    totals = tuple(t + p for t, p in zip(state.totals, points))
    rounds = state.round_scores + (points,)
    if record.round_limit is not None:
        over = len(rounds) >= record.round_limit
    else:
        over = max(totals) >= record.target
    return state._replace(
        round_over=True,
        phase=DECLARED,
        finisher=state.seat,
        totals=totals,
        round_scores=rounds,
        game_over=over,
    )


def _cards(cards: Any, word: str = "and") -> str:
    cards = [str(c) for c in cards]
    return cards[0] if len(cards) == 1 else f"{', '.join(cards[:-1])} {word} {cards[-1]}"


@lru_cache(maxsize=1)
def referee() -> Ants111:
    """The referee built from layouts/111-ants.yaml (the deck's jokers, default options)."""
    from printkit.layout import load_game

    layout = load_game("111-ants")
    return Ants111({card.number: card.jokers for card in layout.deck.cards}, layout.rules)
