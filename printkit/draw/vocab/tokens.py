"""`kind: tokens` drawn: a front and a back per row of each set's data (or each back its own front), imposed n-up."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from printkit.draw.impose.cards import SheetSpec
from printkit.draw.impose.tokens import TokenSet, impose_tokens
from printkit.draw.ink import NORMAL, Paints
from printkit.draw.scene import Document, Shape
from printkit.draw.vocab.cards import drawn_symbols, each_rows, new_drawer
from printkit.draw.vocab.component import TokensArt, TokenSetArt
from printkit.draw.vocab.draw import ORIGIN, Drawer, base_scope, declared, describe_row
from printkit.draw.vocab.expr import Budget

MAX_TOKEN = 150.0  # mm: a token's box side (a sheet's short side less its margins)


@dataclass
class Tokens:
    """One component's drawing in progress: its scope and drawer (with its declared symbols)."""

    name: str
    art: TokensArt
    scope: dict[str, Any]
    drawer: Drawer


def start(
    layout: Any,
    name: str,
    art: TokensArt,
    bleed: float,
    paints: Paints = NORMAL,
    budget: Budget | None = None,
) -> Tokens:
    """Return a component ready to draw: its declared symbols made."""
    drawer = new_drawer(layout, art.parts, paints, budget, name)
    scope = {**base_scope(layout), "bleed": bleed}
    drawer.symbols = {key: declared(drawer, decl, scope) for key, decl in art.symbols.items()}
    return Tokens(name, art, scope, drawer)


def size_of(tokens: Tokens, token_set: TokenSetArt) -> float:
    """Return a set's token box side, mm (a located LayoutError outside 0 to MAX_TOKEN)."""
    size = tokens.drawer.num(token_set.size, tokens.scope)
    if not 0 < size <= MAX_TOKEN:
        raise tokens.drawer.fail(
            token_set.size, f"expected a token over 0 and at most {MAX_TOKEN:g} mm across; found {size:g}"
        )
    return size


def rows(tokens: Tokens, token_set: TokenSetArt) -> list[dict[str, Any]]:
    """Return a set's rows: one scope entry per each: name, every combination, in order."""
    return each_rows(tokens.drawer, token_set.each, tokens.scope)


def face(
    tokens: Tokens, token_set: TokenSetArt, row: Mapping[str, Any], index: int = 0, label: str = ""
) -> tuple[Shape, ...]:
    """Return one token's front in its size x size box, its row's names bound (w and h: the box)."""
    drawer = tokens.drawer
    size = size_of(tokens, token_set)
    drawer.row, drawer.count = describe_row(label or tokens.name, index, row), 0
    scope = drawer.bind(token_set.front.let, {**tokens.scope, "w": size, "h": size, **row})
    return tuple(drawer.items(token_set.front.items, scope))


def back_face(
    tokens: Tokens, token_set: TokenSetArt, row: Mapping[str, Any], index: int = 0, label: str = ""
) -> tuple[Shape, ...] | None:
    """Return one token's back in its box, its row's names bound (None: the set's back is not drawn:
    it has none, or each token's back is its own front)."""
    if token_set.back is None:
        return None
    drawer = tokens.drawer
    size = size_of(tokens, token_set)
    drawer.row, drawer.count = f"{describe_row(label or tokens.name, index, row)} (the back)", 0
    scope = drawer.bind(token_set.back.let, {**tokens.scope, "w": size, "h": size, ORIGIN: (0.0, 0.0), **row})
    return tuple(drawer.items(token_set.back.items, scope))


def _set(tokens: Tokens, token_set: TokenSetArt, label: str) -> tuple[float, list[Any], list[Any] | None]:
    """Return a set's token size, fronts and backs (None: printed one side)."""
    listed = rows(tokens, token_set)
    size = size_of(tokens, token_set)
    fronts = [face(tokens, token_set, row, i, label) for i, row in enumerate(listed)]
    if token_set.same_back is not None and tokens.drawer.value(token_set.same_back, tokens.scope):
        return size, fronts, fronts
    if token_set.back is None:
        return size, fronts, None
    return size, fronts, [back_face(tokens, token_set, row, i, label) or () for i, row in enumerate(listed)]


def blamed(name: str, art: TokensArt) -> str:
    """Return the key a token too big for the paper is blamed on: its set's key, else its size's path."""
    return art.tokens.key or f"components.{name}.tokens.size"


def document(layout: Any, name: str, art: TokensArt, spec: SheetSpec) -> Document:
    """Return a tokens component imposed on sheets, each sheet of fronts followed by its mirrored backs."""
    tokens = start(layout, name, art, spec.bleed, Paints(spec.ink))
    main = art.tokens
    label = tokens.drawer.text(main.label, tokens.scope)
    size, fronts, backs = _set(tokens, main, label)
    extras = None
    for prefix, other in art.sharing.items():
        other_label = tokens.drawer.text(other.label, tokens.scope)
        other_size, other_fronts, other_backs = _set(tokens, other, other_label)
        # The sheet is printed on one side or both as the main set is: a sharing set's backs go with it.
        kept = other_backs if backs is not None else None
        if backs is not None and kept is None:
            raise tokens.drawer.fail(other.size, "a set sharing two-sided sheets needs a back: or same_back:")
        where = other.key or f"components.{name}.sharing.{prefix}.size"
        extras = TokenSet(other.shape, other_size, other_fronts, kept, other_label, f"{prefix}-", where)
    pages = impose_tokens(spec, main.shape, size, fronts, backs, label, blamed(name, art), extras)
    duplex = spec.print_duplex if backs is not None else "none"  # fronts alone: printed on one side
    return Document(layout.title, tuple(pages), drawn_symbols(tokens.drawer), duplex)
