"""The replay page: one self-contained HTML file that steps through a recorded game.

The board is drawn once; every position is a group of the same SVG (``replay-step-K``), shown
one at a time by a small script: left and right keys, a slider, the move list. The page carries
each step's data (label, seat, turn text, scores, the broken rule) as JSON, so what it shows can
be checked against the referee. Nothing is fetched: fonts fall back to the viewer's own.
"""

from __future__ import annotations

import html
import json
from typing import Any

from printkit.scene import Group, Page, Rect, Shape, Style, Symbol, Text
from printkit.show.files import draw
from printkit.show.frame import heading, verdict_words
from printkit.show.view import Replayed, View

STEP_ID = "step-"  # a position's group; the SVG backend puts "replay-" in front


def _prefixed(items: tuple[Shape, ...], prefix: str) -> tuple[Shape, ...]:
    """Shapes whose ids carry prefix, so that the ids of every position stay unique in one SVG."""
    out: list[Shape] = []
    for item in items:
        if isinstance(item, Group):
            out.append(
                Group(
                    _prefixed(item.items, prefix),
                    item.transform,
                    item.clip,
                    f"{prefix}{item.id}" if item.id else None,
                    item.stands_for,
                )
            )
        elif isinstance(item, (Rect, Text)) and item.id:
            out.append(type(item)(**{**item.__dict__, "id": f"{prefix}{item.id}"}))
        else:
            out.append(item)
    return tuple(out)


def _step_data(replay: Replayed, view: View) -> dict[str, Any]:
    step = view.step
    standing = replay.game.standing(view.state)
    fault = view.fault
    return {
        "index": view.index,
        "label": view.label(),
        "kind": "setup" if step is None and fault is None else "result" if step is None else step.kind,
        "round": view.round,
        "turn": view.turn,
        "seat": step.seat if step else None,
        "text": step.text if step else None,
        "scores": dict(standing.scores),
        "fault": None
        if fault is None
        else {"rule": fault.rule, "message": fault.message, "action": fault.action},
    }


def svg_of(replay: Replayed) -> tuple[str, int, int]:
    """The page's SVG: the board once, then one hidden group per position; its width and height in mm."""
    from printkit.render.svg import render_page

    pictures = [draw(replay, view) for view in replay.views]
    first = pictures[0]
    width = max(p.width for p in pictures)
    height = max(p.height for p in pictures)
    symbols: dict[str, Symbol] = {}
    for picture in pictures:
        for symbol in picture.symbols:
            symbols.setdefault(symbol.id, symbol)
    items: list[Shape] = [Rect(0, 0, width, height, Style(fill="#ffffff")), Group(first.board, id="board")]
    for view, picture in zip(replay.views, pictures):
        items.append(Group(_prefixed(picture.position, f"s{view.index}-"), id=f"{STEP_ID}{view.index}"))
    svg = render_page(Page(width, height, tuple(items)), tuple(symbols.values()), "replay").decode("utf-8")
    svg = svg[svg.index("<svg") :]
    return svg, round(width), round(height)


_CSS = """
:root { --ink: #2b1d14; --soft: #6b5744; --paper: #fbf6ea; --line: #d9c49a; --fault: #c0392b; --now: #f2c14e; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.4 "Bitstream Vera Sans", "DejaVu Sans", Verdana, sans-serif; color: var(--ink); background: var(--paper); }
header { padding: 10px 16px; border-bottom: 1px solid var(--line); }
header h1 { font-size: 19px; margin: 0 0 2px; }
#verdict { margin: 0; color: var(--soft); }
#verdict.illegal { color: var(--fault); font-weight: bold; }
main { display: flex; gap: 16px; padding: 12px 16px; align-items: flex-start; }
#board { flex: 1 1 auto; min-width: 0; }
#board svg { display: block; width: auto; height: auto; max-width: 100%; max-height: calc(100vh - 110px); margin: 0 auto; border: 1px solid var(--line); }
g[id^="replay-step-"] { display: none; }
g[id^="replay-step-"].shown { display: inline; }
aside { flex: 0 0 330px; display: flex; flex-direction: column; gap: 10px; max-height: calc(100vh - 100px); }
#controls { display: flex; gap: 6px; align-items: center; }
#controls button { font: inherit; padding: 2px 10px; border: 1px solid var(--soft); background: #fff; border-radius: 4px; cursor: pointer; }
#slider { flex: 1; accent-color: var(--ink); }
#now { font-weight: bold; margin: 0; }
#fault { margin: 0; padding: 6px 8px; border: 2px solid var(--fault); color: var(--fault); background: #fdf0ee; border-radius: 4px; }
#fault[hidden] { display: none; }
#scores { border-collapse: collapse; }
#scores td { padding: 1px 10px 1px 0; }
#scores td:last-child { text-align: right; font-weight: bold; }
#moves { overflow-y: auto; min-height: 0; margin: 0; padding: 0 0 0 4px; list-style: none; border-top: 1px solid var(--line); flex: 1; }
#moves li { padding: 2px 6px; cursor: pointer; border-left: 4px solid transparent; }
#moves li.current { background: #fff; border-left-color: var(--now); font-weight: bold; }
#moves li.illegal { color: var(--fault); }
#moves li.illegal .rule { display: block; font-weight: normal; font-size: 13px; }
.keys { color: var(--soft); font-size: 12px; margin: 0; }
"""

_SCRIPT = """
(function () {
  const steps = JSON.parse(document.getElementById('replay-data').textContent);
  const groups = steps.map((s) => document.getElementById('replay-step-' + s.index));
  const items = Array.from(document.querySelectorAll('#moves li'));
  const slider = document.getElementById('slider');
  let current = -1;
  function text(id, value) { document.getElementById(id).textContent = value; }
  function go(k) {
    k = Math.max(0, Math.min(steps.length - 1, k));
    if (k === current) return;
    if (current >= 0) { groups[current].classList.remove('shown'); items[current].classList.remove('current'); }
    current = k;
    const s = steps[k];
    groups[k].classList.add('shown');
    items[k].classList.add('current');
    requestAnimationFrame(() => items[k].scrollIntoView({block: 'nearest'}));
    slider.value = k;
    text('now', s.label);
    const fault = document.getElementById('fault');
    fault.hidden = !s.fault;
    if (s.fault) fault.textContent = 'Illegal \\u2014 ' + s.fault.rule + ': ' + s.fault.message;
    const rows = Object.entries(s.scores).map(([seat, p]) => '<tr><td>' + seat + '</td><td>' + p + '</td></tr>');
    document.getElementById('scores').innerHTML = rows.join('');
    document.body.dataset.step = k;
    if (location.hash !== '#' + k) history.replaceState(null, '', '#' + k);
  }
  document.addEventListener('keydown', (e) => {
    const to = {ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: steps.length - 1}[e.key];
    if (to !== undefined) { e.preventDefault(); go(to); }
  });
  slider.addEventListener('input', () => go(Number(slider.value)));
  document.getElementById('prev').addEventListener('click', () => go(current - 1));
  document.getElementById('next').addEventListener('click', () => go(current + 1));
  items.forEach((li, k) => li.addEventListener('click', () => go(k)));
  window.replay = {go: go, steps: steps, current: () => current};
  const start = Number(location.hash.slice(1));
  go(location.hash && Number.isInteger(start) ? start : steps.length - 1);
})();
"""


def _move_item(view: View, data: dict[str, Any]) -> str:
    classes = ["illegal"] if view.fault else []
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
    cls = f' class="{" ".join(classes)}"' if classes else ""
    return f'<li id="move-{view.index}"{cls}>{body}</li>'


def replay_html(replay: Replayed) -> str:
    """Return the replay page of a replayed game as one HTML document."""
    svg, _, _ = svg_of(replay)
    steps = [_step_data(replay, view) for view in replay.views]
    title, _ = heading(replay, replay.views[-1])
    verdict = verdict_words(replay)
    illegal = ' class="illegal"' if replay.verdict.verdict == "illegal" else ""
    moves = "\n".join(_move_item(v, d) for v, d in zip(replay.views, steps))
    data = json.dumps(steps, separators=(",", ":"), ensure_ascii=False).replace("</", "<\\/")
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="printkit replay">
<title>{html.escape(title)}</title>
<style>{_CSS}</style>
</head>
<body>
<header><h1>{html.escape(title)}</h1><p id="verdict"{illegal}>printkit check: {html.escape(verdict)}</p></header>
<main>
<div id="board">
{svg}
</div>
<aside>
<div id="controls"><button id="prev" type="button" title="previous (left key)">&#9664;</button>
<input id="slider" type="range" min="0" max="{len(steps) - 1}" value="{len(steps) - 1}" aria-label="step">
<button id="next" type="button" title="next (right key)">&#9654;</button></div>
<p id="now"></p>
<p id="fault" hidden></p>
<table id="scores"></table>
<ol id="moves">
{moves}
</ol>
<p class="keys">Left and right keys step; Home and End jump; click a move.</p>
</aside>
</main>
<script type="application/json" id="replay-data">{data}</script>
<script>{_SCRIPT}</script>
</body>
</html>
"""
