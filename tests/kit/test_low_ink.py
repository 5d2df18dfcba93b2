"""--ink low: the same kit with its floods as light tints: same shapes in the same places, less ink."""

from __future__ import annotations

import dataclasses

import pytest

from printkit.draw.scene import Document, Group, Symbol, Text, Use
from printkit.games import GAMES
from printkit.games.loaded import load_game
from printkit.kit.build import BuildOptions
from printkit.layout.colours import lightness
from tests.samples import part_of, shipped, with_part
from tests.scenes import document, documents, names
from tests.scenewalk import area, outline, scale_of, walk_document
from tests.support import cases, run_cli
from tests.sweep import pick

PAINT = {"style", "fill"}  # what may differ between the two builds: Style (fills, strokes) and text fill


def geometry(items, symbols: dict[str, Symbol], seen: dict[str, tuple]) -> tuple:
    """Return items with their paints left out; a symbol use stands for the symbol's own geometry."""
    out = []
    for item in items:
        if isinstance(item, Use):
            if item.symbol not in seen:
                seen[item.symbol] = geometry(symbols[item.symbol].items, symbols, seen)
            out.append(("use", item.transform, seen[item.symbol]))
        elif isinstance(item, Group):
            out.append(
                (
                    "group",
                    item.transform,
                    item.clip,
                    item.id,
                    item.stands_for,
                    geometry(item.items, symbols, seen),
                )
            )
        else:
            fields = {f.name: getattr(item, f.name) for f in dataclasses.fields(item) if f.name not in PAINT}
            out.append((type(item).__name__, tuple(sorted(fields.items()))))
    return tuple(out)


def page_geometry(doc: Document) -> list[tuple]:
    symbols = {s.id: s for s in doc.symbols}
    seen: dict[str, tuple] = {}
    return [(p.width, p.height, p.trim_box, p.bleed_box, geometry(p.items, symbols, seen)) for p in doc.pages]


FLOOD_SIDE = 8.0  # mm: a flood is an area at least this wide both ways (not a long thin rule)


def _fills(items, symbols: dict[str, Symbol], memo: dict[str, dict]) -> dict[str, tuple[float, float]]:
    """Return fill -> (total area, largest flood) in the items' own mm^2 (each symbol measured once).

    A flood is one filled shape at least FLOOD_SIDE wide both ways; its area counts for the largest.
    """
    out: dict[str, tuple[float, float]] = {}

    def add(fill: str, total: float, largest: float) -> None:
        t, m = out.get(fill, (0.0, 0.0))
        out[fill] = (t + total, max(m, largest))

    for item in items:
        if isinstance(item, (Group, Use)):
            if isinstance(item, Use):
                if item.symbol not in memo:
                    memo[item.symbol] = _fills(symbols[item.symbol].items, symbols, memo)
                inner = memo[item.symbol]
            else:
                inner = _fills(item.items, symbols, memo)
            k = scale_of(item.transform)
            for fill, (total, largest) in inner.items():
                add(fill, total * k * k, largest * k * k)
        elif getattr(item, "style", None) and item.style.fill:
            a = area(item)
            xs, ys = zip(*outline(item, ink=False))
            wide = min(max(xs) - min(xs), max(ys) - min(ys)) >= FLOOD_SIDE
            add(item.style.fill, a, a if wide else 0.0)
    return out


def fills(doc: Document) -> dict[str, tuple[float, float]]:
    """Return fill -> (total area, largest single area) in page mm^2 over the whole document."""
    symbols, memo, out = {s.id: s for s in doc.symbols}, {}, {}
    for page in doc.pages:
        for fill, (total, largest) in _fills(page.items, symbols, memo).items():
            t, m = out.get(fill, (0.0, 0.0))
            out[fill] = (t + total, max(m, largest))
    return out


def ink(doc: Document) -> float:
    """Return an estimate of the ink a document prints: each fill's area times its darkness (0-1)."""
    return sum(total * (100 - lightness(fill)) / 100 for fill, (total, _) in fills(doc).items())


def floods(doc: Document, darker_than: float, larger_than: float) -> set[str]:
    """Return the fills darker than an L* that cover more than an area (mm^2) in one shape."""
    return {
        f for f, (_, largest) in fills(doc).items() if largest > larger_than and lightness(f) < darker_than
    }


GUTTERFOLD = {"bleed": 3.0, "duplex": "gutterfold"}
# Every component of one game in the suite, with the default options and with the bleed and the
# gutterfold (its low-ink kit drawn twice, not once a game); of every game in tools/test_sweep.py.
SAMPLE = pick(GAMES, "low ink")
DEFAULT = [(g, c, {}) for g in SAMPLE for c in names(g)]
OTHER = [(g, c, GUTTERFOLD) for g in SAMPLE for c in names(g)]
CASES = DEFAULT + OTHER
IDS = [f"{g}-{c}" + (" (bleed 3, gutterfold)" if changes else "") for g, c, changes in CASES]


def pair(game: str, component: str, changes: dict) -> tuple[Document, Document]:
    """Return a component's document as built with those options, and with them and --ink low."""
    return (
        documents(game, BuildOptions(**changes))[component],
        documents(game, BuildOptions(ink="low", **changes))[component],
    )


@pytest.mark.parametrize(("game", "component", "changes"), CASES, ids=IDS)
def test_low_ink_changes_paints_only(game, component, changes):
    normal, low = pair(game, component, changes)
    assert page_geometry(low) == page_geometry(normal)


@pytest.mark.parametrize(("game", "component", "changes"), DEFAULT, ids=IDS[: len(DEFAULT)])
def test_low_ink_turns_floods_into_tints(game, component, changes):
    normal, low = pair(game, component, changes)
    if not floods(normal, darker_than=80, larger_than=150):  # the dice, the score pad, the rules
        assert ink(low) == pytest.approx(ink(normal))  # nothing to lighten (the dice)
        return
    assert floods(low, darker_than=80, larger_than=1000) == set()
    assert ink(low) < 0.6 * ink(normal)


def test_ink_on_a_flood_stays_readable():
    # White ink on a dark piece turns dark once the piece is a light tint: every text of every game
    # printed white is dark in the low-ink build (the same text: low ink changes paints only).
    whites = 0
    for game in GAMES:
        normal, low = documents(game, BuildOptions()), documents(game, BuildOptions(ink="low"))
        for component, doc in normal.items():
            texts = [f.item for _, f in walk_document(doc, (Text,))]
            lows = [f.item for _, f in walk_document(low[component], (Text,))]
            assert [t.text for t in lows] == [t.text for t in texts], (game, component)
            turned = [(t.text, u.fill) for t, u in zip(texts, lows) if t.fill.lower() == "#ffffff"]
            assert [(text, ink) for text, ink in turned if lightness(ink) >= 40] == [], (game, component)
            whites += len(turned)
    assert whites > 0  # the check sees white ink (a title on a dark aid card, a word on a dark square)


@pytest.mark.parametrize("game", pick(with_part("tokens"), "low ink files"))
def test_build_ink_low_writes_its_own_files(game, tmp_path):
    tokens, layout = part_of(game, "tokens"), load_game(game)
    assert run_cli("build", game, "--only", tokens, "--ink", "low", "--out", tmp_path, "--quiet") == 0
    names = sorted(p.name for p in (tmp_path / layout.file_prefix).rglob("*.*") if not p.name.startswith("."))
    stem = f"{layout.file_prefix}-{tokens}-{layout.print.paper}-low-ink"
    pages = len(document(game, tokens, BuildOptions(ink="low")).pages)
    assert pages > 1 and names == sorted(
        [f"{stem}-{k:03d}.svg" for k in range(1, pages + 1)] + [f"{stem}.pdf"]
    )


@pytest.mark.parametrize("game", pick([g for g in shipped() if hasattr(cases(g), "bare_ground")], "bare"))
def test_a_ground_that_tells_nothing_is_left_bare(game):
    # A board's sand: with low ink the paper shows instead (the issue: ~9 % -> ~8.5 %).
    component, ground = cases(game).bare_ground(load_game(game))
    normal, low = pair(game, component, {})
    assert ground in fills(normal) and ground not in fills(low)
    assert ink(low) < 0.75 * ink(normal)
