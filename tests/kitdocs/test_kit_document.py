"""The one-file kit: built from the components' own pages, cover counts equal to the layout's and the scene's,
two-sided parts on odd pages, one page range per way of printing."""

from __future__ import annotations

import pytest

from printkit.draw.scene import Use
from printkit.games import game_info
from printkit.games.loaded import load_game
from tests.kitdocs.kitscene import GAMES, count_ids, page_words, walk
from tests.scenes import built
from tests.support import cases
from tests.sweep import combos

OPTIONS = (
    {},
    {"paper": "letter"},
    {"duplex": "short-edge", "back_offset": (1.0, -0.5)},
    {"duplex": "gutterfold"},
    {"duplex": "none", "bleed": 3.0},
)


@pytest.mark.parametrize("game", GAMES)
def test_the_kit_is_the_components_own_pages_behind_a_cover(game):
    _, docs, kit = built(game)
    pages = list(kit.doc.pages)
    assert pages[0].label == "cover"
    for name, doc in docs.items():
        section = next(s for s in kit.sections if s.name == name)
        # the very Page objects the per-component file is rendered from: one drawing path
        assert all(a is b for a, b in zip(section.pages, doc.pages)) and len(section.pages) == len(doc.pages)
        assert pages[section.first - 1] is doc.pages[0]
    listed = {s.name for s in kit.sections} - {"blank", "calibration"}
    assert listed == set(docs)


@pytest.mark.parametrize("game", GAMES)
def test_every_symbol_the_kit_uses_is_in_it(game):
    _, _, kit = built(game)
    have = {s.id for s in kit.doc.symbols}
    used = {item.symbol for page in kit.doc.pages for item, _, _ in walk(page.items) if isinstance(item, Use)}
    assert used <= have


@pytest.mark.parametrize("game", GAMES)
def test_cover_counts_are_the_layouts_and_the_pages(game):
    """The cover prints each item's count from the layout; the component's pages hold exactly that many pieces."""
    _, docs, kit = built(game)
    layout = load_game(game)
    items = game_info(game).facts.contents(layout)
    assert [(c, w) for c, w, _ in kit.facts.contents] == [(it.count, it.what) for it in items]
    words = page_words(kit.doc.pages[0])
    for it in items:
        assert count_ids(docs[it.component].pages, it.ids) == it.count, it
        assert str(it.count) in words
    expected = cases(game).kit_counts(layout)  # each game's tests/<package>/cases.py
    assert expected
    for component, count in expected.items():
        assert next(it.count for it in items if it.component == component) == count


def _named(options: dict) -> str:
    return ",".join(f"{k}={v}" for k, v in options.items()) or "default"


TWO_SIDED = combos(GAMES, OPTIONS)  # every option once in the suite, with every game under PRINTKIT_SWEEP=1


@pytest.mark.parametrize(("game", "options"), TWO_SIDED, ids=[f"{g}-{_named(o)}" for g, o in TWO_SIDED])
def test_two_sided_parts_start_on_odd_pages_and_the_cover_says_which_pages(game, options):
    spec, docs, kit = built(game, **options)
    two = [s for s in kit.sections if s.two_sided]
    duplex = spec.duplex in ("long-edge", "short-edge")
    assert bool(two) == (duplex and any(d.duplex != "none" for d in docs.values()))
    assert bool(kit.calibration) == bool(two)
    for s in two:
        assert s.first % 2 == 1 and len(s.pages) % 2 == 0, s.name
    # one-sided first, then two-sided: at most two print runs, the first from page 1
    runs = kit.facts.runs
    assert runs[0][0] == 1 and not runs[0][2]
    assert len(runs) <= 2 and runs[-1][1] == len(kit.doc.pages)
    words = page_words(kit.doc.pages[0])
    for first, last, sided in runs:
        pages = f"{first}-{last}" if first != last else f"{first}"
        assert f"Pages {pages}: {'two' if sided else 'one'}-sided" in words
    if two:
        assert f"flip on the {spec.duplex.replace('-', ' ')}" in words
    assert "print at 100%" in words.lower() or "**100%**" in words or "100%" in words
    blanks = [s for s in kit.sections if s.name == "blank"]
    assert all(len(s.pages) == 1 and s.first % 2 == 0 for s in blanks)


@pytest.mark.parametrize("game", GAMES)
def test_the_cover_names_the_source_the_version_and_what_to_bring(game):
    from printkit import __version__
    from printkit.layout.words import game_text

    _, _, kit = built(game)
    words = page_words(kit.doc.pages[0])
    assert game_text(game).languages["en"].source.split()[-1] in words
    assert f"printkit {__version__}" in words
    assert ("Bring" in words and "scissors" in words) or "craft knife" in words
    for word in cases(game).COVER_WORDS:  # what this game's cover must also say (its cases.py)
        assert word in words, word


@pytest.mark.parametrize("rows,cols", [(1, 2), (2, 2), (2, 3), (3, 1)])
def test_the_glue_order_joins_every_board_piece_once_onto_a_neighbour_right_or_below(rows, cols):
    from printkit.kit.docs.coverfacts import glue_order

    joins = glue_order(rows, cols)
    assert len(joins) == rows * cols - 1  # a tree: every piece joined, none twice
    group = {(r, c): (r, c) for r in range(1, rows + 1) for c in range(1, cols + 1)}

    def root(p):
        while group[p] != p:
            p = group[p]
        return p

    for top, under in joins:
        assert under in ((top[0], top[1] + 1), (top[0] + 1, top[1]))  # its right or lower neighbour
        assert root(top) != root(under)
        group[root(top)] = root(under)
    assert len({root(p) for p in group}) == 1


@pytest.mark.parametrize("game", GAMES)
def test_a_tiled_board_is_pictured_on_the_cover_with_its_joins_numbered(game):
    from printkit.kit.docs.coverfacts import glue_order, tile_grid

    _, docs, kit = built(game)
    grid = tile_grid(docs["board"].pages) if "board" in docs else None
    words = page_words(kit.doc.pages[0])
    if grid is None:
        assert "Putting the board together" not in words
        return
    rows, cols, _ = grid
    assert "Putting the board together" in words
    numbers = words.split("Putting the board together")[1].split()
    assert all(str(k) in numbers for k in range(1, len(glue_order(rows, cols)) + 1))
