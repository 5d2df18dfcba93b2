"""The replay page: one self-contained HTML file that steps through a recorded game.

Every position is drawn by its game's picture, from the Python scene, and the board once. The
page does not repeat what stays put: each item of a position is kept for the stretch of steps it
stays on the board, and the position groups of the SVG (``<g data-s="K" data-e="J">``) hold what
entered at step K and stays until step J; a small script shows the ones of the current step.
The page carries each step's data (label, seat, turn text, scores, the broken rule) as JSON,
so what it shows can be checked against the referee. Nothing is fetched; a Content-Security-
Policy allows only the page's own script and style sheet; whatever a transcript holds (a seat
name, a turn) reaches the page as text, never as markup.
"""

from __future__ import annotations

import html
import re
from bisect import bisect_left
from collections.abc import Hashable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from printkit.core.csp import policy, script_json
from printkit.draw.picture import Part, Picture
from printkit.draw.scene import IDENTITY, Group, Matrix, Shape, Symbol, compose
from printkit.layout.words import Language, ReplayWords, fill
from printkit.show.frame import heading
from printkit.show.view import Replayed, View, collector_paused
from printkit.show.words import replay_words, step_label, verdict_line

STEPS_ID = "replay-steps"  # the SVG group holding the position groups
# An item is drawn once, its ids prefixed with this stand-in, then copied for each stretch it stays
# with the ids prefixed by that stretch's first step. Only a text written with a YAML escape can
# hold it, and a replacement there changes that text alone: it is escaped text, never markup.
_ANY = "\x01"


class _Item:
    """A drawn item and the stretch of steps it stays on the board (start to end, end excluded)."""

    __slots__ = ("at", "claimed", "end", "hash", "item", "key", "markup", "next", "piece", "start")

    def __init__(self, item: Shape, hash: int, key: Hashable, markup: str, start: int) -> None:
        self.item, self.hash, self.key, self.markup = item, hash, key, markup
        self.start = self.claimed = start
        self.end = -1  # set when it leaves (or at the last step)
        self.next: _Item | None = None
        self.piece = _NOWHERE  # the part that held it at the last step it was on view...
        self.at = 0  # ...and its place in that part


class _Piece:
    """A part of the last step's position (a shape or a tuple of shapes, as the picture handed it) and its items."""

    __slots__ = ("base", "items", "part", "seen", "size", "tail")

    def __init__(self, part: Part, items: list[_Item], seen: int, base: int) -> None:
        self.part, self.items, self.seen = part, items, seen
        self.base = base  # where its first item was drawn among the items of that step
        self.size = len(items)
        self.tail = items[-1] if items else None  # its last item


_NOWHERE = _Piece((), [], -1, 0)  # the part of an item not drawn yet

# A part of a step, to draw: what the picture handed over, the part of the last step kept whole
# (or None), and else its items, the item of the last step found for each (or None) and their hashes.
_Unit = tuple[Part, _Piece | None, list[Shape], list[_Item | None], list[int]]


@dataclass(frozen=True)
class Layers:
    """A game's SVG made of layers: the board once, then every position's items in drawing order."""

    width: float
    height: float
    board: str
    parts: tuple[tuple[int, int, str], ...]  # (start, end, markup) in drawing order
    defs: str
    fonts: str  # CSS of the shipped fonts the drawing sets
    words: tuple[tuple[str, ...], ...]  # each step's position in words


def _flatten(item: Shape, m: Matrix, out: list[Shape]) -> None:
    """Add item to out, a group without a name of its own opened into its children (so a wrapper is not one part)."""
    if isinstance(item, Group) and not item.id and not item.clip and not item.stands_for:
        inner = compose(m, item.transform) if item.transform != IDENTITY else m
        for child in item.items:
            _flatten(child, inner, out)
    elif m == IDENTITY:
        out.append(item)
    elif isinstance(item, Group):
        out.append(Group(item.items, compose(m, item.transform), item.clip, item.id, item.stands_for))
    else:
        out.append(Group((item,), m))


def _kept(order: list[int]) -> set[int] | None:
    """The places in order (-1: new) whose values make a longest increasing run: the items that keep their depth.

    None when the values already increase (the usual case): every item found keeps its depth.
    """
    last = -1
    for value in order:
        if value >= 0:
            if value < last:
                break
            last = value
    else:
        return None
    tails: list[int] = []  # tails[n]: the place ending the best run of length n + 1
    back: dict[int, int] = {}
    values: list[int] = []
    for place, value in enumerate(order):
        if value < 0:
            continue
        n = bisect_left(values, value)
        back[place] = tails[n - 1] if n else -1
        if n == len(values):
            values.append(value)
            tails.append(place)
        else:
            values[n] = value
            tails[n] = place
    kept: set[int] = set()
    place = tails[-1] if tails else -1
    while place >= 0:
        kept.add(place)
        place = back[place]
    return kept


def _pictures(replay: Replayed) -> Iterator[Picture]:
    """Each view's picture, drawn with the game's own layout (read once for the whole game); a character
    no font has is a UserError at its place in the transcript."""
    from printkit.core.errors import UserError
    from printkit.draw.check import DrawProblem, check_glyphs
    from printkit.games import definition_of
    from printkit.layout.folders import reading
    from printkit.show.files import source_of

    game = replay.game
    picture = definition_of(game).picture
    with reading(game.layout):
        for view in replay.views:
            drawn = picture(game, view)
            if view is replay.views[0] or view is replay.views[-1]:
                # what a transcript writes into a picture (seat names) is there from the start: the first
                # and last positions are checked, not each of thousands
                try:  # a seat name in Hanja: one line at its place in the transcript, not an empty box
                    check_glyphs(
                        drawn.board + drawn.position, {s.id: s for s in drawn.symbols}, printable_only=True
                    )
                except DrawProblem as problem:
                    raise UserError(problem.message, source_of(problem.chars[:1], replay)) from None
            yield drawn


def _opened(part: Part) -> list[Shape]:
    """A part's items: its shapes, a group without a name of its own opened into its children."""
    items: list[Shape] = []
    for item in part if isinstance(part, tuple) else (part,):
        if type(item) is Group and not (item.id or item.clip or item.stands_for):
            _flatten(item, IDENTITY, items)
        else:
            items.append(item)
    return items


def layers(replay: Replayed) -> Layers:
    """Draw every position of a replayed game as layers: each item rendered once, for the steps it stays.

    A part of the picture handed over again (the same object as at the last step, see
    Picture.parts) keeps its items whole; the items of any other part are looked up one by one:
    by identity, else by hash checked equal, among the items of the last step no part kept.
    """
    from printkit.draw.render.svgmarkup import Fragments

    head = _Item(Group(()), 0, 0, "", -1)  # the list of every item in drawing order starts here
    # The items on view at the last step by key: the item's hash, or (hash, n) for the n-th other
    # item of that hash (a key is one item on view; an item found by key is checked equal).
    live: dict[Hashable, _Item] = {}
    by_id: dict[int, _Item] = {}  # the same items by their item's identity
    shown: list[_Piece] = []  # the last step's parts in drawing order
    pieces: dict[int, _Piece] = {}  # the same by the identity of what the picture handed over
    get_piece = pieces.get
    markup: dict[int, tuple[Shape, str]] = {}  # every item drawn so far by hash, its ids to be prefixed
    fragments: Fragments | None = None
    board = ""
    width = height = 0.0
    symbols: dict[str, Symbol] = {}
    last_symbols: tuple[Symbol, ...] = ()
    count = 0
    words: list[tuple[str, ...]] = []
    for k, picture in enumerate(_pictures(replay)):
        count += 1
        words.append(picture.words)
        width, height = max(width, picture.width), max(height, picture.height)
        if fragments is None:
            symbols = {s.id: s for s in picture.symbols}
            fragments = Fragments(tuple(symbols.values()))
            board = fragments.markup(Group(picture.board, id="board"), "replay")
        elif picture.symbols is not last_symbols:  # a game hands over the same symbols at every step
            for symbol in picture.symbols:
                if symbol.id not in symbols:
                    symbols[symbol.id] = symbol
                    fragments.add_symbol(symbol)
        last_symbols = picture.symbols
        whole = not picture.parts  # then every item is a part of its own
        handed: Sequence[Part] = _opened(picture.position) if whole else picture.parts
        # Each part handed over again (once) is kept whole; the items of the others are looked up
        # among the items of the last step's parts not kept. Found, they must keep their depth.
        units: list[_Piece | _Unit] = []
        last, increasing = -1, True
        for part in handed:
            piece = get_piece(id(part))  # the same object: the dict's part keeps it alive, so ids are unique
            if piece is not None and piece.seen != k:
                piece.seen = k
                if piece.size:
                    if piece.base <= last:
                        increasing = False
                    last = piece.base + piece.size - 1
                units.append(piece)
                continue
            items: list[Shape] = [part] if whole else _opened(part)  # type: ignore[list-item]
            found: list[_Item | None] = []
            hashes: list[int] = []
            for item in items:
                old = by_id.get(id(item))
                if old is not None and old.item is item and old.claimed != k and old.piece.seen != k:
                    h = old.hash
                else:
                    old = None
                    h = hash(item)
                    key: Hashable = h
                    n = 0
                    while (other := live.get(key)) is not None:
                        if other.claimed != k and other.piece.seen != k and other.item == item:
                            old = other
                            break
                        n += 1
                        key = (h, n)
                if old is not None:
                    old.claimed = k
                    place = old.piece.base + old.at
                    if place <= last:
                        increasing = False
                    last = place
                found.append(old)
                hashes.append(h)
            units.append((part, None, items, found, hashes))
        if not increasing:
            units = _reordered(units, k)  # type: ignore[assignment]
        # Draw what is new, in drawing order, each after the item drawn before it at this step.
        before = head
        place = 0
        for u, unit in enumerate(units):
            if isinstance(unit, _Piece):
                unit.base = place
                if unit.size:
                    place += unit.size
                    before = unit.tail or before
                continue
            part, _, items, found, hashes = unit
            piece = _Piece(part, [], k, place)
            for at, (item, was, h) in enumerate(zip(items, found, hashes)):
                if was is not None:
                    old = was
                else:
                    cached = markup.get(h)
                    if cached is not None and cached[0] == item:
                        drawn = cached[1]
                    else:
                        drawn = fragments.markup(item, _ANY).replace(f"{_ANY}-clip", "replay-clip")
                        markup[h] = (item, drawn)
                    old = _Item(item, h, h, drawn.replace(f'id="{_ANY}-', f'id="replay-s{k}-'), k)
                    n = 0
                    while old.key in live:
                        n += 1
                        old.key = (h, n)
                    live[old.key] = old
                    by_id[id(item)] = old
                    old.next, before.next = before.next, old
                old.piece, old.at = piece, at
                piece.items.append(old)
                before = old
            piece.size = len(items)
            piece.tail = before
            place += piece.size
            units[u] = piece
            pieces[id(part)] = piece
        # What the last step showed and this one does not leaves at this step.
        for piece in shown:
            if piece.seen != k:
                if pieces.get(id(piece.part)) is piece:
                    del pieces[id(piece.part)]
                for old in piece.items:
                    if old.claimed != k and old.piece is piece:
                        _leaves(old, k, live, by_id)
        shown = units  # type: ignore[assignment]
    for piece in shown:
        for old in piece.items:
            old.end = count
    assert fragments is not None  # every replay has a view
    defs = fragments.defs().replace(f"{_ANY}-", "replay-")  # the clip paths, the ids in the symbols
    # A style sheet in the definitions (the shipped fonts) joins the page's own, which the policy hashes.
    sheets = re.findall(r"<style[^>]*>(.*?)</style>", defs, flags=re.S)
    defs = re.sub(r"<style[^>]*>.*?</style>", "", defs, flags=re.S)
    fonts = "".join(sheet.replace("<![CDATA[", "").replace("]]>", "") for sheet in sheets)
    parts = []
    node = head.next
    while node is not None:
        parts.append((node.start, node.end, node.markup))
        node = node.next
    return Layers(width, height, board, tuple(parts), defs, fonts, tuple(words))


def _leaves(item: _Item, k: int, live: dict[Hashable, _Item], by_id: dict[int, _Item]) -> None:
    item.end = k
    if live.get(item.key) is item:
        del live[item.key]
    if by_id.get(id(item.item)) is item:
        del by_id[id(item.item)]


def _reordered(units: list[_Piece | _Unit], k: int) -> list[_Unit]:
    """The units of a step where items found changed depth: only a longest run in the old order keeps its items.

    Every part is then looked at item by item (a part kept whole whose items do not all keep their
    depth gives up the others, which are drawn anew above).
    """
    opened: list[_Unit] = []
    for unit in units:
        piece: _Piece | None
        items: list[Shape]
        found: list[_Item | None]
        hashes: list[int]
        if isinstance(unit, _Piece):
            piece, part, items, found, hashes = unit, unit.part, [], [], []
        else:
            part, piece, items, found, hashes = unit
        if piece is not None:
            piece.seen = -1  # not kept whole: its items are kept one by one, or leave
            items = [old.item for old in piece.items]
            found = list(piece.items)
            hashes = [old.hash for old in piece.items]
            for old in piece.items:
                old.claimed = k
        opened.append((part, None, items, found, hashes))
    order = [-1 if old is None else _place(old) for _, _, _, found, _ in opened for old in found]
    kept = _kept(order)
    if kept is None:  # pragma: no cover - called only when the places do not increase
        return opened
    place = 0
    out: list[_Unit] = []
    for part, _, items, found, hashes in opened:
        mine: list[_Item | None] = []
        for was in found:
            if was is not None and place not in kept:
                was.claimed = -1  # leaves at this step
                mine.append(None)
            else:
                mine.append(was)
            place += 1
        out.append((part, None, items, mine, hashes))
    return out


def _place(item: _Item) -> int:
    """Where an item was drawn among the items of the last step."""
    return item.piece.base + item.at


def svg_of(drawn: Layers) -> str:
    """The page's SVG: the board once, then the position groups.

    A position group holds the items that entered at one step and stay until the same later
    step; every group not on the last step carries display="none", so the file shows the last
    position as it opens, and the script shows any other.
    """
    last = len(drawn.words) - 1
    w, h = _mm(drawn.width), _mm(drawn.height)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1"'
        f' width="{w}mm" height="{h}mm" viewBox="0 0 {w} {h}" stroke-miterlimit="10" xml:space="preserve"'
        ' role="img" aria-labelledby="board-name" aria-describedby="position">',
        drawn.defs,
        f'<rect x="0" y="0" width="{w}" height="{h}" fill="#ffffff"/>',
        drawn.board,
        f'<g id="{STEPS_ID}">',
    ]
    run: list[str] = []
    span = (-1, -1)
    for start, end, markup in (*drawn.parts, (-1, -1, "")):
        if (start, end) != span and run:
            hidden = "" if span[1] > last else ' display="none"'
            out.append(f'<g data-s="{span[0]}" data-e="{span[1]}"{hidden}>{"".join(run)}</g>')
            run = []
        span = (start, end)
        run.append(markup)
    out.append("</g></svg>")
    return "".join(out)


def _mm(value: float) -> str:
    from printkit.draw.render.output import num

    return str(num(value))


def _step_data(replay: Replayed, view: View, words: ReplayWords | None = None) -> dict[str, Any]:
    step = view.step
    standing = replay.game.standing(view.state)
    fault = view.fault
    return {
        "index": view.index,
        "label": step_label(view, words) if words else view.label(),
        "kind": "setup" if step is None and fault is None else "result" if step is None else step.kind,
        "round": view.round,
        "turn": view.turn,
        "seat": step.seat if step else None,
        "text": step.text if step else None,
        "scores": [[seat, points] for seat, points in standing.scores.items()],
        "fault": None
        if fault is None
        else {"rule": fault.rule, "message": fault.message, "action": fault.action},
    }


_CSS = """
:root { --ink: #2b1d14; --soft: #6b5744; --paper: #fbf6ea; --line: #d9c49a; --fault: #c0392b; }
* { box-sizing: border-box; }
html, body { margin: 0; }
body { font: 15px/1.4 "Bitstream Vera Sans", "DejaVu Sans", Verdana, sans-serif; color: var(--ink); background: var(--paper); }
header { padding: 8px 12px; border-bottom: 1px solid var(--line); }
header h1 { font-size: 18px; margin: 0 0 2px; overflow-wrap: anywhere; }
#verdict { margin: 0; color: var(--soft); overflow-wrap: anywhere; }
#verdict.illegal { color: var(--fault); font-weight: bold; }
main { display: grid; grid-template-columns: minmax(0, 1fr); gap: 10px; padding: 8px; }
#board { margin: 0; min-width: 0; }
#board svg { display: block; height: auto; margin: 0 auto; background: #fff; outline: 1px solid var(--line); font-kerning: none; }
#panel { display: flex; flex-direction: column; gap: 8px; min-width: 0; }
#controls { display: flex; gap: 6px; align-items: center; }
#controls button { font: inherit; min-width: 44px; min-height: 36px; padding: 2px 10px; border: 1px solid var(--soft); color: var(--ink); background: #fff; border-radius: 4px; cursor: pointer; }
#controls button:focus-visible, #slider:focus-visible, #moves a:focus-visible { outline: 3px solid #1f5fbf; outline-offset: 1px; }
#slider { flex: 1; min-width: 0; min-height: 36px; accent-color: var(--ink); }
#now { font-weight: bold; margin: 0; overflow-wrap: anywhere; }
#fault { margin: 0; padding: 6px 8px; border: 2px solid var(--fault); color: var(--fault); background: #fdf0ee; border-radius: 4px; overflow-wrap: anywhere; }
#fault[hidden] { display: none; }
#scores { border-collapse: collapse; }
#scores caption { text-align: left; font-weight: bold; }
#scores th { padding: 1px 10px 1px 0; text-align: left; font-weight: normal; overflow-wrap: anywhere; }
#scores td { text-align: right; font-weight: bold; }
#moves { overflow-y: auto; max-height: 60vh; margin: 0; padding: 0; list-style: none; border-top: 1px solid var(--line); }
#moves li { border-left: 4px solid transparent; }
#moves a { display: block; min-height: 24px; padding: 2px 6px; color: inherit; text-decoration: none; overflow-wrap: anywhere; }
#moves li.current { background: #fff; border-left-color: var(--ink); font-weight: bold; }
#moves li.illegal { color: var(--fault); }
#moves .rule { display: block; font-weight: normal; font-size: 13px; }
.keys { color: var(--soft); font-size: 13px; margin: 0; }
.sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
@media (min-width: 900px) {
  body { display: flex; flex-direction: column; height: 100vh; }
  header { flex: none; }
  main { flex: 1 1 auto; min-height: 0; grid-template-columns: minmax(0, 1fr) minmax(280px, 24rem); grid-template-rows: minmax(0, 1fr); }
  #board { container-type: size; }
  #panel { min-height: 0; }
  #moves { max-height: none; flex: 1 1 auto; min-height: 0; }
}
"""

_SCRIPT = """
(function () {
  'use strict';
  const steps = JSON.parse(document.getElementById('replay-data').textContent);
  const said = SAID;  /* the page's own words, in its language (printkit replay --lang) */
  const last = steps.length - 1;
  const starts = steps.map(() => []);
  const ends = steps.map(() => []);
  for (const g of document.querySelectorAll('#replay-steps > g')) {
    starts[Number(g.dataset.s)].push(g);
    const e = Number(g.dataset.e);
    if (e <= last) ends[e].push(g);
  }
  const items = Array.from(document.querySelectorAll('#moves li'));
  const list = document.getElementById('moves');
  const slider = document.getElementById('slider');
  let drawn = last;  /* the position the SVG shows (as written: the last) */
  let current = -1;
  function show(groups, on) {
    for (const g of groups) { if (on) g.removeAttribute('display'); else g.setAttribute('display', 'none'); }
  }
  function draw(k) {
    while (drawn < k) { drawn += 1; show(ends[drawn], false); show(starts[drawn], true); }
    while (drawn > k) { show(starts[drawn], false); show(ends[drawn], true); drawn -= 1; }
  }
  function text(id, value) { document.getElementById(id).textContent = value; }
  function scores(s) {
    const body = document.createElement('tbody');
    for (const [seat, points] of s.scores) {
      const row = body.insertRow();
      const name = document.createElement('th');
      name.scope = 'row';
      name.textContent = seat;
      row.appendChild(name);
      row.insertCell().textContent = String(points);
    }
    const table = document.getElementById('scores');
    table.replaceChild(body, table.tBodies[0]);
  }
  function describe(s) {
    const shown = [];
    for (const t of document.querySelectorAll('#replay-steps > g:not([display]) text')) {
      const w = t.textContent.trim();
      if (w) shown.push(w);
    }
    return said.position.replace('{index}', s.index).replace('{last}', last).replace('{label}', s.label) + '. ' + s.words.join('; ') + '. ' + shown.join('; ');
  }
  function reveal(li) {
    const top = li.offsetTop - list.offsetTop;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + li.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top + li.offsetHeight - list.clientHeight;
  }
  function go(k) {
    k = Math.max(0, Math.min(last, k));
    if (k === current) return;
    if (current >= 0) {
      items[current].classList.remove('current');
      items[current].firstElementChild.removeAttribute('aria-current');
    }
    current = k;
    draw(k);
    const s = steps[k];
    items[k].classList.add('current');
    items[k].firstElementChild.setAttribute('aria-current', 'step');
    reveal(items[k]);
    slider.value = String(k);
    slider.setAttribute('aria-valuetext', s.label);
    text('now', s.label);
    const fault = document.getElementById('fault');
    fault.hidden = !s.fault;
    fault.textContent = s.fault ? said.illegal.replace('{rule}', s.fault.rule) + ': ' + s.fault.message : '';
    scores(s);
    text('position', describe(s));
    document.body.dataset.step = String(k);
    if (location.hash !== '#' + k) history.replaceState(null, '', '#' + k);
  }
  function hashed() {
    const m = /^#(\\d+)$/.exec(location.hash);
    return m ? Number(m[1]) : null;
  }
  document.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const to = {ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: last}[e.key];
    if (to !== undefined) { e.preventDefault(); go(to); }
  });
  window.addEventListener('hashchange', () => { const k = hashed(); if (k !== null) go(k); });
  slider.addEventListener('input', () => go(Number(slider.value)));
  document.getElementById('prev').addEventListener('click', () => go(current - 1));
  document.getElementById('next').addEventListener('click', () => go(current + 1));
  window.replay = {go: go, steps: steps, current: () => current};
  const start = hashed();
  go(start === null ? last : start);
  /* Fonts and the board's size settle after the script ran: bring the current move into view again. */
  const again = () => reveal(items[current]);
  window.addEventListener('load', again);
  if (document.fonts) document.fonts.ready.then(again);
})();
"""


def _move_item(view: View, data: dict[str, Any]) -> str:
    step = view.step
    if step is not None and step.kind == "turn":
        head = f"{step.turn}. {step.seat}: {step.text}"
        if step.round is not None:
            head = f"{step.round}.{step.turn} {step.seat}: {step.text}"
    else:
        head = data["label"]
    body = html.escape(head)
    if view.fault is not None:
        body += f'<span class="rule">{html.escape(view.fault.rule)}: {html.escape(view.fault.message)}</span>'
    cls = ' class="illegal"' if view.fault else ""
    return f'<li id="move-{view.index}"{cls}><a href="#{view.index}">{body}</a></li>'


def replay_html(replay: Replayed, lang: Language = "en") -> str:
    """Return the replay page of a replayed game as one HTML document, its own words in lang."""
    with collector_paused():
        return _replay_html(replay, lang)


def _replay_html(replay: Replayed, lang: Language) -> str:
    said = replay_words(lang)
    drawn = layers(replay)
    svg, fonts, width, height = svg_of(drawn), drawn.fonts, drawn.width, drawn.height
    steps = [
        {**_step_data(replay, view, said), "words": words} for view, words in zip(replay.views, drawn.words)
    ]
    last = len(steps) - 1
    title, _ = heading(replay, replay.views[-1])
    verdict = verdict_line(replay, said)
    illegal = ' class="illegal"' if replay.verdict.verdict == "illegal" else ""
    moves = "\n".join(_move_item(v, d) for v, d in zip(replay.views, steps))
    e = html.escape
    # The board as large as it fits: as wide as its column and, on a phone held sideways, no taller
    # than the window; beside the panel (a wide window), as large as the cell the header leaves.
    ratio = f"{width / height:.4f}"
    size = (
        f"#board svg {{ width: min(100%, calc((100vh - 16px) * {ratio})); }}\n"
        f"@media (min-width: 900px) {{ #board svg {{ width: min(100cqw, calc(100cqh * {ratio})); }} }}\n"
    )
    css = _CSS + size + fonts
    script = _SCRIPT.replace("SAID", script_json({"position": said.position, "illegal": said.illegal}), 1)
    # Its sources are quoted with ' (an attribute in " needs no escape for them).
    csp = html.escape(policy([script], styles=[css], fonts=bool(fonts)), quote=False)
    return f"""<!DOCTYPE html>
<html lang="{said.lang}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="printkit replay">
<title>{html.escape(title)}</title>
<style>{css}</style>
</head>
<body>
<header><h1>{html.escape(title)}</h1><p id="verdict"{illegal}>{e(fill(said.check, verdict=verdict))}</p></header>
<main>
<figure id="board">
<span id="board-name" class="sr-only">{e(said.board)}</span>
{svg}
<figcaption id="position" class="sr-only"></figcaption>
</figure>
<section id="panel" aria-label="{e(said.panel)}">
<div id="controls"><button id="prev" type="button" aria-label="{e(said.previous)}" title="{e(said.previous_key)}">&#9664;</button>
<input id="slider" type="range" min="0" max="{last}" value="{last}" aria-label="{e(said.step)}">
<button id="next" type="button" aria-label="{e(said.next)}" title="{e(said.next_key)}">&#9654;</button></div>
<p id="now" aria-live="polite" aria-atomic="true"></p>
<p id="fault" role="alert" hidden></p>
<table id="scores"><caption>{e(said.scores)}</caption><tbody></tbody></table>
<ol id="moves" aria-label="{e(said.moves)}">
{moves}
</ol>
<p class="keys">{e(said.keys)}</p>
</section>
</main>
<script type="application/json" id="replay-data">{script_json(steps)}</script>
<script>{script}</script>
</body>
</html>
"""
