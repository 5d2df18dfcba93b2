"""111 Ants positions: each seat's hand as a fan of its card faces in hand order, the middle, the draw pile, the scores."""

from __future__ import annotations

from functools import cache, lru_cache
from typing import TYPE_CHECKING

from printkit.draw.picture import Part, Picture, at, fault_box, symbol_at
from printkit.draw.vocab import place
from printkit.draw.vocab.draw import Drawer
from printkit.games.ants111.notation import Discard, Done, Refresh, Take, parse_action
from printkit.games.ants111.rules import Ants111, State
from printkit.games.ants111.runs import best_run
from printkit.geometry.affine import compose, rotate, translate
from printkit.show.faults import faulty_action
from printkit.show.view import View

if TYPE_CHECKING:
    from printkit.draw.scene import Shape, Symbol

LABELS = 52.0  # mm: the column of seat names left of the hands
FAN = 300.0  # mm: the widest a hand's fan may spread
STEP = 19.0  # mm between neighbouring cards of a hand: wide enough to show each card's corner index
GAP = 12.0  # mm between rows
ROUND_ROWS = 8  # rows of round scores the table shows at most


@cache
def _art(game: Ants111) -> Drawer:
    """The drawer of the layout's cards and parts a position shows (printkit show's table: layouts/111-ants.yaml)."""
    return place.placer(game.layout)


@lru_cache(maxsize=4096)
def _part(game: Ants111, name: str, **names: object) -> tuple[Shape, ...]:
    return place.part(_art(game), None, name, **names)


@cache
def _card_symbols(game: Ants111) -> tuple[Symbol, ...]:
    """The deck's faces and back as symbols, each placed wherever the card lies, and the symbols they place."""
    art = _art(game)
    faces = [
        place.piece_symbol(art, f"card-{c.number}", "cards", {"card": c}) for c in game.layout.deck.cards
    ]
    placed = place.symbols(art)  # the joker ant: each face uses it, as on the printed cards
    back = place.piece_symbol(art, "card-back", "cards", {}, side="back")
    return (*placed, *faces, *(s for s in place.symbols(art) if s not in placed), back)


class _Table:
    """Where each card and area was drawn, for the broken rule's mark (the hands' only when a rule broke)."""

    def __init__(self, marked: bool = True) -> None:
        self.marked = marked
        self.cards: dict[int, tuple[float, float, float]] = {}  # card -> x, y, turn of its top-left corner
        self.areas: dict[str, tuple[float, float, float, float]] = {}


# The drawings below are cached: a replay draws thousands of positions, and from one to the next
# only the seat to move changes its hand (the same shapes come back for the others).
@lru_cache(maxsize=1024)
def _fan_drawn(
    seat: str, cards: tuple[int, ...], x: float, y: float, w: float, h: float
) -> tuple[tuple[Shape, ...], tuple[tuple[int, tuple[float, float, float]], ...]]:
    n = len(cards)
    step = STEP if n < 2 else min(STEP, (FAN - w) / (n - 1))
    tilt = min(3.0, 36.0 / max(n, 1))
    out: list[Shape] = []
    places = []
    for i, card in enumerate(cards):
        k = i - (n - 1) / 2
        turn, lift = k * tilt, 0.06 * k * k * step / STEP
        cx, cy = x + i * step, y + lift
        places.append((card, (cx, cy, turn)))
        out.append(_fanned(seat, i, card, cx, cy, turn, w, h))
    return tuple(out), tuple(places)


@lru_cache(maxsize=4096)
def _fanned(seat: str, i: int, card: int, x: float, y: float, turn: float, w: float, h: float) -> Shape:
    m = compose(translate(x, y), rotate(turn, w / 2, h / 2))
    return symbol_at(f"card-{card}", m, f"hand-{seat}-{i}-{card}")


@lru_cache(maxsize=1024)
def _flat_card(card: int | None, x: float, y: float, w: float, h: float) -> Shape:
    """A card lying flat at (x, y): its face, or (None) the back, whose pattern is clipped to the card."""
    return symbol_at(f"card-{card}" if card else "card-back", outer=translate(x, y), clip=(0, 0, w, h))


def _seat_rows(
    game: Ants111, state: State, top: float, table: _Table, position: list[Part]
) -> tuple[tuple[Shape, ...], float]:
    w, h = game.layout.deck.card_size
    y = top
    for i, seat in enumerate(state.players):
        hand = state.hands[i] if i < len(state.hands) else ()
        if table.marked:
            table.areas[f"hand-{seat}"] = (
                LABELS,
                y - 2.0,
                min(FAN, w + STEP * max(len(hand) - 1, 0)) + 4.0,
                h + 8.0,
            )
        if state.round and not state.round_over and i == state.seat:
            position += _part(game, "to_move", x=7.0, y=y + 4.6)
        said_done = bool(state.round_over and state.finisher == i)
        row, places = _seat_row(game, seat, hand, state.totals[i], said_done, state.options.run_value, y)
        position.append(row)  # one part: a row that changed is looked at card by card
        if table.marked:
            table.cards.update(places)
        y += h + 18.0
    return _seat_board(game, state.players, top, h), y


@lru_cache(maxsize=64)
def _seat_board(game: Ants111, players: tuple[str, ...], top: float, h: float) -> tuple[Shape, ...]:
    """The seats' rows under their hands and the seats' names: the same in every position."""
    out: list[Shape] = []
    for i, seat in enumerate(players):
        y = top + i * (h + 18.0)
        out += _part(game, "seat_row", i=i, seat=seat, y=y, ch=h, width=LABELS + FAN + 8.0)
    return tuple(out)


# A replay draws thousands of positions, and from one to the next only the seat that moved changes
# its row: a row is drawn once for its part of the state (the same shapes come back for the others).
@lru_cache(maxsize=1024)
def _seat_row(
    game: Ants111, seat: str, hand: tuple[int, ...], total: int, said_done: bool, run_value: str, y: float
) -> tuple[tuple[Shape, ...], tuple[tuple[int, tuple[float, float, float]], ...]]:
    """One seat's notes (how many cards, the best run, the total) and its fanned hand: one part of the position."""
    w, h = game.layout.deck.card_size
    run = best_run(hand, game.jokers, run_value) if hand else 0
    notes = [f"{len(hand)} cards", f"best run: {run}", f"total: {total}"]
    if said_done:
        notes.insert(0, "said done")
    fan, places = _fan_drawn(seat, hand, LABELS + 4.0, y, w, h)
    notes_drawn = (s for i, note in enumerate(notes) for s in _note(game, 14.0, y + 16.0 + 4.4 * i, note))
    return (*notes_drawn, *fan), places


@lru_cache(maxsize=1024)
def _note(game: Ants111, x: float, y: float, text: str) -> tuple[Shape, ...]:
    """One line of a seat's notes (the same objects whenever the line comes back)."""
    return _part(game, "note", x=x, y=y, note=text)


@lru_cache(maxsize=16)
def _middle_board(game: Ants111, x: float, y: float, w: float, h: float) -> tuple[Shape, ...]:
    """The middle's name and its three dashed places: the same in every position."""
    return _part(game, "middle", x=x, y=y, cw=w, ch=h)


def _middle(
    game: Ants111, state: State, y: float, table: _Table, position: list[Part]
) -> tuple[tuple[Shape, ...], float]:
    w, h = game.layout.deck.card_size
    x = LABELS + 4.0
    table.areas["middle"] = (x - 3.0, y - 3.0, 3 * (w + 6.0), h + 6.0)
    for slot in range(min(3, len(state.middle))):
        sx = x + slot * (w + 6.0)
        card = state.middle[slot]
        position.append(_slot(game, slot, card, state.face_up[slot], sx, y, w, h))
        table.cards[card] = (sx, y, 0.0)
    dx = x + 3 * (w + 6.0) + 10.0
    position.append(_draw_pile(game, len(state.draw), dx, y, w, h))
    table.areas["draw"] = (dx - 3.0, y - 6.0, w + 8.0, h + 9.0)
    position.append(_scores(game, state, dx + w + 14.0, y, table))
    x, _, w, _ = table.areas["scores"]
    return _middle_board(game, LABELS + 4.0, y, *game.layout.deck.card_size), x + w


@lru_cache(maxsize=1024)
def _slot(
    game: Ants111, slot: int, card: int, up: bool, x: float, y: float, w: float, h: float
) -> tuple[Shape, ...]:
    """A card of the middle, face up or down, and the words that say which."""
    face = _flat_card(card if up else None, x, y, w, h)
    named = at((face,), 0.0, 0.0, ident=f"middle-{slot}-{card}-{'up' if up else 'down'}")
    return (named, *_part(game, "facing", x=x, y=y, cw=w, ch=h, up=up))


@lru_cache(maxsize=1024)
def _draw_pile(game: Ants111, count: int, x: float, y: float, w: float, h: float) -> tuple[Shape, ...]:
    """The draw pile: up to three backs, one more for every 30 cards, and how many cards it holds."""
    backs = [_flat_card(None, x + 1.2 * k, y - 1.2 * k, w, h) for k in range(min(3, (count + 29) // 30))]
    return (*backs, *_part(game, "pile", x=x, y=y, cw=w, ch=h, count=count))


def _scores(game: Ants111, state: State, x: float, y: float, table: _Table) -> tuple[Shape, ...]:
    items, area = _score_table(
        game,
        state.players,
        tuple(state.round_scores),
        tuple(state.totals),
        state.round or 1,
        state.target,
        state.round_limit or 0,
        x,
        y,
    )
    table.areas["scores"] = area
    return items


@lru_cache(maxsize=256)
def _score_table(
    game: Ants111,
    players: tuple[str, ...],
    round_scores: tuple[tuple[int, ...], ...],
    totals: tuple[int, ...],
    round_no: int,
    target: int | None,
    rounds: int,
    x: float,
    y: float,
) -> tuple[tuple[Shape, ...], tuple[float, float, float, float]]:
    rows = [(f"round {r + 1}", points) for r, points in enumerate(round_scores)]
    if len(rows) > ROUND_ROWS:  # a long game: the early rounds summed in one row, so the table keeps its size
        early = len(rows) - ROUND_ROWS + 1
        summed = tuple(sum(points[i] for _, points in rows[:early]) for i in range(len(players)))
        rows = [("earlier", summed), *rows[early:]]
    rows.append(("total", totals))
    drawn = _part(
        game,
        "scores",
        x=x,
        y=y,
        round=round_no,
        players=players,
        rows=tuple(rows),
        target=target,
        rounds=rounds,
    )
    area = (x - 3.0, y + 11.0 - 16.0, 18.0 + 20.0 * len(players) + 6.0, 5.5 * (len(rows) + 2) + 18.0)
    return drawn, area


def _card_mark(game: Ants111, table: _Table, card: int) -> list[Shape]:
    w, h = game.layout.deck.card_size
    x, y, turn = table.cards[card]
    ring = fault_box(-1.0, -1.0, w + 2.0, h + 2.0, 1.6, 3.5)
    return [at((ring,), x, y, turn=turn, about=(w / 2, h / 2))]


def _area_mark(table: _Table, name: str) -> list[Shape]:
    x, y, w, h = table.areas[name]
    return [fault_box(x, y, w, h, 1.6, 3.0)]


def _fault_marks(game: Ants111, state: State, view: View, table: _Table) -> list[Shape]:
    fault = view.fault
    if fault is None:
        return []
    step = view.step
    if step is None or step.kind == "scores":
        return _area_mark(table, "scores")
    if step.kind == "round":
        return _area_mark(table, "scores")
    action = faulty_action(fault.action, parse_action)
    if isinstance(action, (Take, Discard)) and action.card in table.cards:
        return _card_mark(game, table, action.card)
    if isinstance(action, Refresh):
        return _area_mark(table, "middle")
    if isinstance(action, Take):
        return _area_mark(table, "middle")
    if isinstance(action, (Done, Discard)) or fault.seat in state.players:
        seat = fault.seat if fault.seat in state.players else state.players[state.seat]
        return _area_mark(table, f"hand-{seat}")
    return []


@lru_cache(maxsize=1024)
def _holds(seat: str, hand: tuple[int, ...]) -> str:
    return f"{seat} holds {', '.join(map(str, hand))}" if hand else f"{seat} holds no cards"


def _words(state: State) -> tuple[str, ...]:
    out = []
    for i, seat in enumerate(state.players):
        out.append(_holds(seat, state.hands[i] if i < len(state.hands) else ()))
    middle = [str(card) if up else "a card face down" for card, up in zip(state.middle, state.face_up)]
    if middle:
        out.append(f"middle: {', '.join(middle)}")
    out.append(f"draw pile: {len(state.draw)} cards")
    return tuple(out)


def picture(game: Ants111, view: View) -> Picture:
    """Draw a 111 Ants position: the hands in seat order, the middle, the draw pile and the scores."""
    h = game.layout.deck.card_size[1]
    state: State = view.state
    table = _Table(marked=view.fault is not None)
    # The position in the parts that change together (Picture.parts): the middle's cards one by one,
    # the draw pile, the score table, the pointer, each seat's notes and its fan.
    position: list[Part] = []
    board, right = _middle(game, state, 10.0, table, position)
    seats_board, bottom = _seat_rows(game, state, 10.0 + h + 20.0, table, position)
    position += _fault_marks(game, state, view, table)
    width = max(LABELS + FAN + 16.0, right + 6.0)
    height = bottom + 2.0
    ground = _part(game, "table", width=width, height=height)
    return Picture.of_parts(
        width, height, (*ground, *board, *seats_board), position, _card_symbols(game), _words(state)
    )
