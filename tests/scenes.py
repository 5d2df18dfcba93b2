"""Documents drawn in memory once per game, component and build options: what both backends draw."""

from __future__ import annotations

from functools import cache

from printkit.draw.impose.cards import SheetSpec
from printkit.draw.scene import Document
from printkit.games import GAMES
from printkit.games.loaded import load_game, loaded_game
from printkit.kit.build import BuildOptions, components, sheet_spec
from printkit.kit.docs.build import Kit, build_kit

DEFAULT = BuildOptions()


@cache
def documents(game: str, options: BuildOptions = DEFAULT) -> dict[str, Document]:
    """Return {component: document} for every component of a game (its printed words too)."""
    return {c.name: document(game, c.name, options) for c in components(loaded_game(game))}


@cache
def document(game: str, component: str, options: BuildOptions = DEFAULT) -> Document:
    """Return one component's document, the very one documents() holds: a test of one component with other
    options draws that component only, not the whole game."""
    layout = load_game(game)
    (found,) = [c for c in components(loaded_game(game)) if c.name == component]
    return found.build(layout, sheet_spec(layout, options))


@cache
def alone(game: str, component: str, options: BuildOptions = DEFAULT) -> Document:
    """Return one component's document drawn alone (for a test that needs none of the game's others)."""
    from printkit.kit.build import draw

    (found,) = [c for c in components(loaded_game(game)) if c.name == component]
    return draw(load_game(game), found, options)


@cache
def names(game: str) -> tuple[str, ...]:
    """Return the names of a game's components, building none (for parametrising without drawing at collection)."""
    return tuple(c.name for c in components(loaded_game(game)))


def every_name() -> list[tuple[str, str]]:
    """Return (game, component) for every component of every game."""
    return [(game, name) for game in GAMES for name in names(game)]


def every_document(options: BuildOptions = DEFAULT) -> list[tuple[str, str, Document]]:
    """Return (game, component, document) for every component of every game."""
    return [(game, name, doc) for game in GAMES for name, doc in documents(game, options).items()]


@cache
def kit(game: str, options: BuildOptions = DEFAULT) -> Kit:
    """Return a game's one-file kit (cover, rules, every component) built from its documents."""
    layout = load_game(game)
    docs = documents(game, options)
    loaded = loaded_game(game)
    return build_kit(
        layout,
        loaded.definition.facts,
        sheet_spec(layout, options),
        [(c, docs[c.name]) for c in components(loaded)],
    )


def built(game: str, **options) -> tuple[SheetSpec, dict[str, Document], Kit]:
    """Return (sheet spec, {component: document}, kit) for a game built with BuildOptions(**options)."""
    opts = BuildOptions(**options)
    return sheet_spec(load_game(game), opts), documents(game, opts), kit(game, opts)
