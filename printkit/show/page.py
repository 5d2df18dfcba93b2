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
from collections.abc import Hashable, Iterator
from dataclasses import dataclass
from typing import Any

from printkit.csp import policy, script_json
from printkit.kitdocs.text import Language, ReplayWords, fill
from printkit.scene import IDENTITY, Group, Matrix, Shape, Symbol, compose
from printkit.show.drawing import Picture
from printkit.show.frame import heading
from printkit.show.view import Replayed, View
from printkit.show.words import replay_words, step_label, verdict_line

STEPS_ID = "replay-steps"  # the SVG group holding the position groups
# An item is drawn once, its ids prefixed with this stand-in, then copied for each stretch it stays
# with the ids prefixed by that stretch's first step. Only a text written with a YAML escape can
# hold it, and a replacement there changes that text alone: it is escaped text, never markup.
_ANY = "\x01"


class _Part:
    """A drawn item and the stretch of steps it stays on the board (start to end, end excluded)."""

    __slots__ = ("end", "hash", "item", "key", "markup", "next", "place", "seen", "start")

    def __init__(self, item: Shape, hash: int, key: Hashable, markup: str, start: int) -> None:
        self.item, self.hash, self.key, self.markup = item, hash, key, markup
        self.start = self.seen = start
        self.place = 0  # where it is drawn among the items of the step last seen
        self.end = -1  # set when it leaves (or at the last step)
        self.next: _Part | None = None


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
    from printkit.drawcheck import DrawProblem, check_glyphs
    from printkit.errors import UserError
    from printkit.games import game_info
    from printkit.layout.sources import reading
    from printkit.show.files import source_of

    game = replay.game
    module = game_info(game.name).module("picture")
    with reading(game.layout):
        for view in replay.views:
            picture = module.picture(game, view)
            try:  # a seat name in Hanja: one line at its place in the transcript, not an empty box
                check_glyphs(
                    picture.board + picture.position, {s.id: s for s in picture.symbols}, printable_only=True
                )
            except DrawProblem as problem:
                raise UserError(problem.message, source_of(problem.chars[:1], replay)) from None
            yield picture


def layers(replay: Replayed) -> Layers:
    """Draw every position of a replayed game as layers: each item rendered once, for the steps it stays."""
    from printkit.render.svg import Fragments

    head = _Part(Group(()), 0, 0, "", -1)  # the list of every part in drawing order starts here
    # The last step's parts by key: an item's hash, or (hash, n) for the n-th other item of that
    # hash in one position (a key is one item of its step; a part found by key is checked equal).
    shown: dict[Hashable, _Part] = {}
    by_id: dict[int, _Part] = {}  # the same parts by their item's identity
    markup: dict[int, tuple[Shape, str]] = {}  # every item drawn so far by hash, its ids to be prefixed
    fragments: Fragments | None = None
    board = ""
    width = height = 0.0
    symbols: dict[str, Symbol] = {}
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
        else:
            for symbol in picture.symbols:
                if symbol.id not in symbols:
                    symbols[symbol.id] = symbol
                    fragments.add_symbol(symbol)
        items: list[Shape] = []
        for item in picture.position:
            if type(item) is Group and not (item.id or item.clip or item.stands_for):
                _flatten(item, IDENTITY, items)
            else:
                items.append(item)
        keys: list[Hashable] = []
        hashes: list[int] = []
        found: list[_Part | None] = []
        taken: set[Hashable] = set()
        for item in items:
            # An item the picture handed over again (a game may cache its drawings) is found unhashed.
            part = by_id.get(id(item))
            if part is not None and part.item is item and part.seen != k and part.key not in taken:
                key: Hashable = part.key
                h = part.hash
                part.seen = k
            else:
                h = hash(item)
                key, n = h, 0
                while key in taken:
                    n += 1
                    key = (h, n)
                part = shown.get(key)
                if part is not None and (part.seen == k or part.item != item):
                    part = None
                elif part is not None:
                    part.item, part.seen = item, k  # found again by the next step's same item
            taken.add(key)
            keys.append(key)
            hashes.append(h)
            found.append(part)
        kept = _kept([-1 if part is None else part.place for part in found])
        now: dict[Hashable, _Part] = {}
        before = head
        for place, (item, h, key, old) in enumerate(zip(items, hashes, keys, found)):
            if old is not None and (kept is None or place in kept):
                part = old
            else:
                cached = markup.get(h)
                if cached is not None and cached[0] == item:
                    drawn = cached[1]
                else:
                    drawn = fragments.markup(item, _ANY).replace(f"{_ANY}-clip", "replay-clip")
                    markup[h] = (item, drawn)
                part = _Part(item, h, key, drawn.replace(f'id="{_ANY}-', f'id="replay-s{k}-'), k)
                part.seen = k
                part.next, before.next = before.next, part
            part.place = place
            now[key] = part
            before = part
        for part in shown.values():
            if part.seen != k or now.get(part.key) is not part:
                part.end = k
        shown = now
        by_id = {id(part.item): part for part in now.values()}
    for part in shown.values():
        part.end = count
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
    from printkit.render.output import num

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
