"""`kind: cards` drawn: a front per row of the component's data, one shared back, imposed on sheets."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, Generic, TypeVar

from printkit.core.limits import excerpt
from printkit.draw.impose.cards import Extras, SheetSpec, impose
from printkit.draw.ink import NORMAL, Paints
from printkit.draw.scene import Document, Shape, Symbol, Use, translate
from printkit.draw.vocab.component import CardsArt
from printkit.draw.vocab.draw import MAX_REPEAT, ORIGIN, Drawer, base_scope, declared, describe_row
from printkit.draw.vocab.expr import Budget, Env, EvalError
from printkit.draw.vocab.functions import FUNCTIONS

BACK_ID = "card-back"
_FIELD = re.compile(r"\{([A-Za-z_]\w*)\}")  # a {name} a folding part's words hold


def functions(layout: Any, paints: Paints, lang: str | None = None) -> dict[str, Callable[..., Any]]:
    """Return what a layout's expressions may call: the fixed set, the build's paints and the game's
    generators; words in lang (default: the sheets' language in force)."""
    out: dict[str, Callable[..., Any]] = dict(FUNCTIONS)
    out["flood"] = paints.colour  # flood(colour): a flood's colour alone, as the build's ink wants it
    out["on"] = paints.on  # on(colour, flood): ink drawn on a flood, as the build's ink wants it
    out["texture"] = paints.texture  # texture(colour, flood): a quiet pattern on a flood
    out["say"] = partial(
        _say, getattr(layout, "game", ""), lang
    )  # say(text[, lang]): in the sheet's language
    out["game_name"] = partial(
        _game_name, layout, lang
    )  # game_name([lang]): the game's name in the sheet's language
    out["languages"] = partial(_languages, getattr(layout, "game", ""))  # languages(): those the build prints
    # part(key[, size][, name, value, ...]): a folding part's words, its {size} and {name}s filled in
    out["part"] = partial(_part, getattr(layout, "game", ""))
    out["assembly"] = _assembly  # assembly(kind): how a folding part of that kind goes together
    for name, generator in getattr(type(layout), "__art_functions__", {}).items():
        out[name] = _bound(generator, layout)
    return out


def _say(game: str, lang: Any, text: Any, said_in: Any = None) -> str:
    from printkit.layout.words import say

    return say(game, str(text), lang if said_in is None else _language(said_in))


def _game_name(layout: Any, lang: Any, said_in: Any = None) -> str:
    from printkit.layout.words import game_name

    return game_name(layout, lang if said_in is None else _language(said_in))


def _language(lang: Any) -> Any:
    """Return lang if it is a language printkit's words are written in (EvalError if not)."""
    from printkit.layout.words import LANGUAGES

    if lang not in LANGUAGES:
        raise EvalError(f"expected a language ({', '.join(LANGUAGES)}); found {excerpt(str(lang))}")
    return lang


def _languages(game: str) -> tuple[str, ...]:
    """Return the languages the build prints (--lang), English first, those the game's words are in."""
    from printkit.core.errors import UserError
    from printkit.layout.words import kit_languages

    try:
        return tuple(kit_languages(game))
    except UserError as exc:  # a game with no words files (a custom game)
        raise EvalError(f"languages(): {exc}") from None


def _part(game: str, key: Any, *values: Any) -> str:
    from printkit.layout.partwords import part_words

    named = {"size": str(values[0])} if len(values) % 2 else {}
    pairs = values[len(values) % 2 :]
    for name, value in zip(pairs[::2], pairs[1::2]):
        if not isinstance(name, str) or not name.isidentifier():
            raise ValueError(f"part({key!r}, ...): expected a name (text) before each value; found {name!r}")
        named[name] = str(value)
    text = part_words(game, str(key), **named)
    left = _FIELD.search(text)
    if left:  # a value the words hold that the call did not give (a name misspelt?)
        raise ValueError(
            f"part({key!r}): its words hold {{{left[1]}}}; give it: part({key!r}, ..., {left[1]!r}, value)"
        )
    return text


def _assembly(kind: Any) -> str:
    from printkit.layout.partwords import assembly

    return assembly(str(kind))


def _bound(generator: Callable[..., Any], layout: Any) -> Callable[..., Any]:
    return lambda *args: generator(layout, *args)


@dataclass
class Cards:
    """One component's drawing in progress: its scope, drawer and piece size."""

    name: str
    art: CardsArt
    scope: dict[str, Any]
    drawer: Drawer
    size: tuple[float, float]


def start(
    layout: Any, name: str, art: CardsArt, bleed: float, paints: Paints = NORMAL, budget: Budget | None = None
) -> Cards:
    """Return a component ready to draw: its declared symbols made, its piece size known."""
    drawer = new_drawer(layout, art.parts, paints, budget, name)
    scope = base_scope(layout)
    w, h = (drawer.num(v, scope) for v in art.size)
    if not (0 < w <= 300 and 0 < h <= 300):
        raise drawer.fail(
            art.size[0], f"expected a piece over 0 and at most 300 mm a side; found {w:g} x {h:g}"
        )
    scope.update(w=w, h=h, bleed=bleed)
    symbols: dict[str, Symbol] = {}
    for key, decl in art.symbols.items():
        symbols[key] = declared(drawer, decl, scope)
    drawer.symbols = symbols
    return Cards(name, art, scope, drawer, (w, h))


def new_drawer(
    layout: Any,
    parts: Mapping[str, Any],
    paints: Paints,
    budget: Budget | None = None,
    name: str = "",
    lang: str | None = None,
) -> Drawer:
    """Return a drawer for one component (name): the layout's functions (words in lang), its parts and the
    component's own."""
    drawer = Drawer(
        Env(functions(layout, paints, lang), budget or Budget()),
        {**getattr(layout, "parts", {}), **parts},
        {},
        paints,
    )
    drawer.layout, drawer.drawing = layout, (name,)
    return drawer


A = TypeVar("A")  # a component's art, of one kind


@dataclass
class Started(Generic[A]):
    """A component's drawing in progress: its scope (its let: names bound) and drawer (its declared symbols)."""

    name: str
    art: A
    scope: dict[str, Any]
    drawer: Drawer


def begin(layout: Any, name: str, art: A, paints: Paints = NORMAL) -> Started[A]:
    """Return a component of nets ready to draw (a tray, a tent, a box): its let: names bound, then its
    declared symbols made, no bleed (a net's art runs past its cut as the art itself says)."""
    parts, lets, symbols = getattr(art, "parts", {}), getattr(art, "let", {}), getattr(art, "symbols", {})
    drawer = new_drawer(layout, parts, paints, None, name)
    drawer.row = name
    scope = drawer.bind(lets, {**base_scope(layout), "bleed": 0.0})
    drawer.symbols = {key: declared(drawer, decl, scope) for key, decl in symbols.items()}
    return Started(name, art, scope, drawer)


def counted_rows(started: Started[Any], most: int, what: str) -> list[dict[str, Any]]:
    """Return the rows of a component's each: (one empty row without one), at most most of them."""
    each = started.art.each
    found = each_rows(started.drawer, each, started.scope)
    if len(found) > most:
        raise started.drawer.fail(next(iter(each.values())), f"each: more than {most} {what}")
    return found


def drawn_symbols(drawer: Drawer) -> tuple[Symbol, ...]:
    """Return the symbols a component's pieces place: its declared ones, its shared template art, then
    those of other components' pieces it drew."""
    symbols: dict[str, Symbol] = {}
    for symbol in (*drawer.symbols.values(), *drawer.shared_symbols(), *drawer.borrowed_symbols()):
        symbols.setdefault(symbol.id, symbol)  # two declared alike (one ink for both) are one symbol
    return tuple(symbols.values())


def rows(cards: Cards) -> list[dict[str, Any]]:
    """Return the component's rows: one scope entry per each: name, every combination, in order."""
    return each_rows(cards.drawer, cards.art.each, cards.scope)


def each_rows(drawer: Drawer, each: Mapping[str, Any], scope: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Return the rows an each: gives: one scope entry per name, every combination, the first slowest."""
    lists = []
    for name, expr in each.items():
        values = drawer.value(expr, scope)
        if not isinstance(values, (tuple, list, range)):
            raise drawer.fail(expr, "each: expected a list of rows")
        lists.append([(name, v) for v in values])
    combos = [dict(c) for c in itertools.product(*lists)]
    if len(combos) > MAX_REPEAT:
        raise drawer.fail(next(iter(each.values())), f"each: more than {MAX_REPEAT:,} pieces")
    return combos


def front(cards: Cards, row: Mapping[str, Any], index: int = 0) -> tuple[Shape, ...]:
    """Return one piece's front, its row's names bound."""
    drawer = cards.drawer
    drawer.row, drawer.count = describe_row(cards.name, index, row), 0
    scope = drawer.bind(cards.art.front.let, {**cards.scope, **row})
    return tuple(drawer.items(cards.art.front.items, scope))


def back(cards: Cards) -> Symbol | None:
    """Return the back every piece shares, as one symbol of the piece with its bleed (None: no back)."""
    if cards.art.back is None:
        return None
    drawer = cards.drawer
    drawer.row, drawer.count = f"{cards.name} (the back)", 0
    b = cards.scope["bleed"]
    scope = drawer.bind(cards.art.back.let, {**cards.scope, ORIGIN: (b, b)})
    w, h = cards.size
    return Symbol(BACK_ID, w + 2 * b, h + 2 * b, tuple(drawer.items(cards.art.back.items, scope)))


def own_back(cards: Cards, row: Mapping[str, Any], index: int = 0) -> tuple[Shape, ...]:
    """Return one card's own back (own_back: true) in the front's box, its row's names bound."""
    side = cards.art.back
    assert side is not None, "own_back: true comes with a back: (CardsArt.validate)"
    drawer = cards.drawer
    drawer.row, drawer.count = f"{describe_row(cards.name, index, row)} (the back)", 0
    scope = drawer.bind(side.let, {**cards.scope, ORIGIN: (0.0, 0.0), **row})
    return tuple(drawer.items(side.items, scope))


def blamed(name: str, art: CardsArt) -> str:
    """Return the key a card too big for the paper is blamed on: its own key, else its size's path."""
    return art.key or f"components.{name}.size"


def document(
    layout: Any,
    name: str,
    art: CardsArt,
    spec: SheetSpec,
    key: str = "",
    more: Sequence[tuple[Shape, ...]] = (),
    spares: Sequence[tuple[Shape, ...]] = (),
) -> Document:
    """Return a cards component imposed on sheets, each sheet of fronts followed by its backs.

    more: faces drawn elsewhere (111 Ants' rules card) put in the last sheet's free places, with the
    shared back; spares (faces, in turn) fill the places still free, with the shared back too.
    """
    cards = start(layout, name, art, spec.bleed, Paints(spec.ink))
    all_rows = rows(cards)
    fronts = [front(cards, row, i) for i, row in enumerate(all_rows)]
    shared = None if art.own_back else back(cards)
    w, h = cards.size
    backs: list[tuple[Shape, ...]] | None = None
    if shared is not None:
        backs = [(Use(shared.id, translate(-spec.bleed, -spec.bleed)),)] * len(fronts)
    elif art.own_back:
        backs = [own_back(cards, row, i) for i, row in enumerate(all_rows)]
    extras = None
    if more or spares:
        faces = list(more)
        extras = Extras(
            "rules-",
            faces,
            [backs[0]] * len(faces) if backs else None,
            list(spares),
            backs[0] if backs else None,
        )
    label = cards.drawer.text(art.label, cards.scope) if art.label is not None else name
    pages = impose(spec, w, h, fronts, backs, label, where=key or blamed(name, art), extras=extras)
    symbols = (*cards.drawer.symbols.values(), *cards.drawer.shared_symbols(), *((shared,) if shared else ()))
    return Document(layout.title, tuple(pages), symbols, spec.print_duplex)
