"""111 Ants referee: the fold over rounds, turns and actions, and scoring a round.

Reading a transcript is in record.py, sorted runs and their value in runs.py, the rule names in
headings.py.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from printkit.games.ants111.headings import END, PLAY, SCORING
from printkit.games.ants111.notation import Discard, Refresh, Take, format_action, parse_action
from printkit.games.ants111.options import RuleOptions
from printkit.games.ants111.record import EXAMPLE_TURN, GAME_KEYS, MIDDLE, Deal, read_rounds
from printkit.games.ants111.runs import best_run, is_sorted
from printkit.referee.errors import Illegal, NotationError
from printkit.referee.game import Game, GameState, Record, Standing
from printkit.referee.step import Step
from printkit.referee.turns import TurnParser

# Phases of a turn: what the next action may be.
START, REFRESHED, TAKEN, DISCARDED, DECLARED = range(5)


@dataclass(slots=True, eq=False)
class State(GameState):
    """The seats and how the game ends, totals over finished rounds, and the round in progress."""

    players: tuple[str, ...]
    options: RuleOptions
    target: int | None  # the game ends after a round in which someone reaches it...
    round_limit: int | None  # ...or after this many rounds
    totals: list[int]
    round_scores: list[tuple[int, ...]]  # each finished round's points, seat by seat
    hands: list[tuple[int, ...]]
    middle: list[int]  # the three middle cards
    face_up: list[bool]  # whether each middle card lies face up
    draw: tuple[int, ...] = ()  # the draw pile, top first
    round: int = 0  # rounds begun
    round_over: bool = True  # someone said done in this round
    seat: int = 0  # whose turn it is
    phase: int = START  # what the current turn has done so far
    placed: int = 0  # where this turn's taken card went in the hand
    game_over: bool = False
    finisher: int = -1  # who said done this round (-1: nobody yet)
    # round_scores by seat, as the standing tells them: made once a round, not at every standing
    # (a replay page asks for the standing at every step of a game of up to a hundred rounds).
    scored: tuple[Mapping[str, int], ...] = ()


class Ants111(Game[State]):
    """The 111 Ants referee: the deck's jokers from the layout."""

    name = "111-ants"
    keys = GAME_KEYS
    has_rounds = True
    options_type = RuleOptions
    written = (
        "hand_size",
        "target",
        "round_limit",
        "rounds",
        "start",
        "deal",
        "middle",
        "draw",
        "turns",
        "scores",
    )
    turn_lists = (("rounds", "*", "turns"),)

    def __init__(self, layout: Any):
        super().__init__(layout)
        self.jokers = {card.number: card.jokers for card in layout.deck.cards}
        self.deck = frozenset(self.jokers)
        self.parser = TurnParser(parse_action, EXAMPLE_TURN)

    def read(self, doc: Mapping[str, Any], players: tuple[str, ...], options: RuleOptions) -> Record[State]:
        """Check seats, hand sizes, the end condition and every round's deal (Unreadable if wrong)."""
        rounds = read_rounds(doc, players, self.deck)
        return Record(new_game(players, options, rounds.target, rounds.round_limit), rounds.steps)

    def play(self, state: State, step: Step) -> None:
        """Play a round's start, a turn, or a round's claimed scores."""
        if step.kind == "turn":
            play_turn(self, state, step)
        elif step.kind == "round":
            begin_round(state, step)
        else:
            check_round_scores(state, step)

    def ended(self, state: State) -> Illegal | None:
        """A turn after a round's done, before the next round's deal."""
        if state.round_over:
            return Illegal(PLAY, f"the round is over: {state.players[state.finisher]} said done")
        return None

    def to_move(self, state: State) -> str:
        """The seat whose turn it is."""
        return state.players[state.seat]

    def out_of_turn(self, state: State, seat: str | None, mover: str) -> Illegal:
        """Turns go clockwise."""
        return Illegal(PLAY, f"it is {mover}'s turn, not {seat}'s: turns go clockwise")

    def write_action(self, token: str) -> str:
        """One action's written form: 'take 41 at 0'."""
        return format_action(parse_action(token))

    def standing(self, state: State) -> Standing:
        """Totals, per-round scores and, once the game is over, the winners."""
        players = state.players
        scores = dict(zip(players, state.totals))
        rounds = state.scored
        best = max(state.totals)
        winners = [i for i, t in enumerate(state.totals) if t == best]
        how = ""
        if len(winners) > 1 and state.options.tie_break == "last-round" and state.round_scores:
            last = state.round_scores[-1]
            top = max(last[i] for i in winners)
            winners = [i for i in winners if last[i] == top]
            how = "on the last round" if len(winners) == 1 else ""
        return Standing(state.game_over, scores, tuple(players[i] for i in winners), rounds, how)

    def round_scores(
        self, hands: list[tuple[int, ...]], finisher: int, options: RuleOptions
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


def new_game(
    players: tuple[str, ...], options: RuleOptions, target: int | None, round_limit: int | None
) -> State:
    """The state before the first round is dealt."""
    n = len(players)
    return State(players, options, target, round_limit, [0] * n, [], [], [], [])


# --- rounds, turns and actions -----------------------------------------------------------
def begin_round(state: State, step: Step) -> None:
    """Deal a new round, if the last one has ended and the game has not."""
    if state.game_over:
        raise Illegal(END, f"the game ended after round {state.round}; round {step.round} is one too many")
    if not state.round_over:
        raise Illegal(PLAY, f"round {state.round} has not ended: nobody said done")
    deal: Deal = step.data
    state.round += 1
    state.round_over = False
    state.hands = list(deal.hands)
    state.middle = list(deal.middle)
    state.face_up = [False] * MIDDLE
    state.draw = deal.draw
    state.seat = deal.start
    state.phase = START
    state.finisher = -1


def check_round_scores(state: State, step: Step) -> None:
    """A round's claimed scores must be the ones the round gave."""
    claim: dict[str, int] = step.data
    if not state.round_over:
        raise Illegal(SCORING, f"scores are given but round {step.round} has not ended")
    got = dict(zip(state.players, state.round_scores[-1]))
    if claim != got:
        said = ", ".join(f"{s} {p}" for s, p in claim.items())
        gave = ", ".join(f"{s} {p}" for s, p in got.items())
        raise Illegal(SCORING, f"the scores say {said}, the round gives {gave}")


def play_turn(game: Ants111, state: State, step: Step) -> None:
    """One turn of the seat to move (Game.check_turn): its actions left to right, then the end-of-turn check."""
    players = state.players
    mover = players[state.seat]
    if not step.text or not step.text.strip():
        raise NotationError("a turn with no action: take a card and discard one")
    for _, action in game.parser.parse(step.text):
        if state.phase == DECLARED:
            raise Illegal(PLAY, "done ends the turn and the round: nothing may follow it")
        if isinstance(action, Take):
            take(state, action)
        elif isinstance(action, Discard):
            discard(state, action)
        elif isinstance(action, Refresh):
            refresh(state)
        else:
            declare(game, state)
    if state.phase < DISCARDED:
        raise Illegal(PLAY, f"{mover} must take a card from the middle and discard a neighbour of it")
    if state.phase != DECLARED:
        state.seat = (state.seat + 1) % len(players)
        state.phase = START
        state.placed = 0


def refresh(state: State) -> None:
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
    state.middle = list(state.draw[:MIDDLE])
    state.face_up = [False] * MIDDLE
    state.draw = state.draw[MIDDLE:]
    state.phase = REFRESHED


def take(state: State, action: Take) -> None:
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
    state.hands[state.seat] = hand[: action.at] + (action.card,) + hand[action.at :]
    state.phase = TAKEN
    state.placed = action.at


def discard(state: State, action: Discard) -> None:
    """Discard a neighbour of the taken card (or, from an end, the card at the other end)."""
    text = f"discard {action.card}"
    if state.phase != TAKEN:
        what = "one card is discarded per turn" if state.phase > TAKEN else "discard comes after take"
        raise Illegal(PLAY, what, action=text)
    hand = state.hands[state.seat]
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
    state.hands[state.seat] = hand[:gone] + hand[gone + 1 :]
    slot = state.middle.index(taken)
    state.middle[slot] = card
    state.face_up[slot] = True
    state.phase = DISCARDED


def declare(game: Ants111, state: State) -> None:
    """The seat declares its hand sorted: the round ends and is scored."""
    if state.phase != DISCARDED:
        raise Illegal(PLAY, "done comes last, after taking and discarding", action="done")
    points = game.round_scores(state.hands, state.seat, state.options)
    state.totals = [t + p for t, p in zip(state.totals, points)]
    state.round_scores.append(points)
    state.scored = (*state.scored, dict(zip(state.players, points)))
    if state.round_limit is not None:
        state.game_over = len(state.round_scores) >= state.round_limit
    elif state.target is not None:
        state.game_over = max(state.totals) >= state.target
    state.round_over = True
    state.phase = DECLARED
    state.finisher = state.seat


def _cards(cards: Any, word: str = "and") -> str:
    cards = [str(c) for c in cards]
    return cards[0] if len(cards) == 1 else f"{', '.join(cards[:-1])} {word} {cards[-1]}"
