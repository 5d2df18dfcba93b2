"""Checks made once a layout is loaded: every name an expression reads is bound where it is read, every
attribute chain exists on the typed data (`style.bnds: did you mean 'bands'?`), every function,
part, symbol and template named exists, and no part uses itself. A slip is a LayoutError at its place.
"""

from __future__ import annotations

import ast
import dataclasses
import difflib
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache, cached_property
from typing import Annotated, Any, Union

from printkit.core.errors import LayoutError, Location
from printkit.draw.vocab import elements as el
from printkit.draw.vocab.component import (
    BoardArt,
    BoxArt,
    CardsArt,
    CubeNetsArt,
    CubeSetArt,
    DrawingArt,
    TentArt,
    TokensArt,
    TokenSetArt,
    TrayArt,
    TuckBoxArt,
    piece_of,
)
from printkit.draw.vocab.expr import Expr, readable
from printkit.draw.vocab.functions import FUNCTIONS, PAINT_FUNCTIONS

UNKNOWN: Any = object()  # a value whose type the check does not follow


@dataclass(frozen=True)
class Record:
    """The static type of a mapping whose keys are known at load: a custom layout's style, a table's rows."""

    keys: Mapping[str, Any]


@dataclass(frozen=True)
class Seq:
    """The static type of a list of one kind of item."""

    item: Any


def _plain(tp: Any) -> Any:
    while typing.get_origin(tp) is Annotated:
        tp = typing.get_args(tp)[0]
    if typing.get_origin(tp) in (Union, types.UnionType):
        options = [a for a in typing.get_args(tp) if a is not type(None)]
        return _plain(options[0]) if len(options) == 1 else UNKNOWN
    return tp


def attribute_type(tp: Any, name: str) -> tuple[Any, list[str] | None]:
    """Return (the type of tp.name, None), or (UNKNOWN, the names tp has) when it has no such attribute."""
    tp = _plain(tp)
    if isinstance(tp, Record):
        return (tp.keys[name], None) if name in tp.keys else (UNKNOWN, list(tp.keys))
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        names = readable(tp)
        if name not in names:
            return UNKNOWN, sorted(names)
        hints = _hints(tp)
        if name in hints:
            return hints[name], None
        member = getattr(tp, name, None)
        func = member.func if isinstance(member, cached_property) else getattr(member, "fget", None)
        try:
            return typing.get_type_hints(func).get("return", UNKNOWN), None
        except (NameError, TypeError):
            return UNKNOWN, None
    return UNKNOWN, None


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls, include_extras=True)


def item_type(tp: Any) -> Any:
    """Return the type of an item of tp (tuple[X, ...] -> X, dict[K, V] -> V, Seq(X) -> X)."""
    tp = _plain(tp)
    if isinstance(tp, Seq):
        return tp.item
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return args[0]
    if origin is tuple and args and all(_plain(a) == _plain(args[0]) for a in args):
        return args[0]
    if origin is dict:
        return args[1]
    return UNKNOWN


@cache
def returns(name: str) -> Any:
    """Return the static type a fixed function gives, when it says (hexgrid's cells), else UNKNOWN."""
    function = FUNCTIONS.get(name)
    try:
        return typing.get_type_hints(function).get("return", UNKNOWN) if function else UNKNOWN
    except (NameError, TypeError):
        return UNKNOWN


class Checker:
    """Walks one layout's art with the names bound at each place."""

    def __init__(self, file: str, functions: set[str], templates: Any = None):
        self.file = file
        self.functions = functions
        self.templates = templates  # the layout's templates folder (None: not checked)
        self.parts: Mapping[str, el.Items] = {}
        self.symbols: set[str] = set()
        self.components: Mapping[str, Any] = {}  # the layout's, which piece: elements draw from
        self._using: list[str] = []
        self._seen: set[tuple[str, frozenset[str]]] = set()
        self.reached: set[str] = set()  # the parts a component's art uses, as the check walks it
        # a part no art uses (a mark printkit show draws with names its Python gives): names not known
        # here are taken on trust, all else is checked
        self.open = False

    def fail(self, where: Location | None, key: str, message: str) -> LayoutError:
        return LayoutError(message, where or Location(self.file), key)

    # expressions --------------------------------------------------------------------------------
    def expr(self, expr: Expr | None, scope: Mapping[str, Any]) -> Any:
        """Check one value's names; return its static type when it is a plain name or chain."""
        if expr is None:
            return UNKNOWN
        if expr.items is not None:
            for item in expr.items:
                self.expr(item, scope)
            return UNKNOWN
        found = UNKNOWN
        for tree in expr.trees():
            found = self._infer(tree, scope, expr)
        return found if expr.tree is not None else (str if expr.parts else type(expr.constant))

    def _infer(self, node: ast.expr, scope: Mapping[str, Any], expr: Expr) -> Any:
        if isinstance(node, ast.Name):
            if node.id not in scope:
                if self.open:
                    return UNKNOWN
                raise expr.error(self._unknown(node.id, list(scope), "name"))
            return scope[node.id]
        if isinstance(node, ast.Attribute):
            owner = self._infer(node.value, scope, expr)
            tp, names = attribute_type(owner, node.attr)
            if names is not None:
                chain = ast.unparse(node)
                raise expr.error(
                    self._unknown(node.attr, names, f"attribute of {ast.unparse(node.value)}", chain)
                )
            return tp
        if isinstance(node, ast.Subscript):
            owner = self._infer(node.value, scope, expr)
            self._infer(node.slice, scope, expr)
            return owner if isinstance(node.slice, ast.Slice) else item_type(owner)
        if isinstance(node, ast.Call):
            assert isinstance(node.func, ast.Name)
            if node.func.id not in self.functions:
                raise expr.error(self._unknown(node.func.id, sorted(self.functions), "function"))
            for arg in node.args:
                self._infer(arg, scope, expr)
            return Seq(int) if node.func.id == "range" else returns(node.func.id)
        if isinstance(node, ast.Constant):
            return type(node.value)
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.expr):
                self._infer(child, scope, expr)
        return UNKNOWN

    def _unknown(self, name: str, known: list[str], what: str, chain: str = "") -> str:
        close = difflib.get_close_matches(name, known, n=1)
        said = chain or name
        if close:
            return f"{said}: no {what} {name!r}; did you mean {close[0]!r}?"
        shown = ", ".join(sorted(known)[:12]) + (", ..." if len(known) > 12 else "")
        return f"{said}: no {what} {name!r} (known here: {shown})"

    def bind(self, lets: Mapping[str, Expr], scope: Mapping[str, Any]) -> dict[str, Any]:
        """Return scope with each let: name bound in turn (its type when the check can tell it)."""
        out = dict(scope)
        for name, expr in lets.items():
            out[name] = self.expr(expr, out)
        return out

    # elements -----------------------------------------------------------------------------------
    def items(self, items: el.Items, scope: Mapping[str, Any]) -> None:
        """Check a list of elements in a scope."""
        for item in items:
            self.element(item, scope)

    def element(self, item: el.Element, scope: Mapping[str, Any]) -> None:
        """Check one element: its repeat, let, when, then each of its values and items."""
        inner = dict(scope)
        for name, expr in item.repeat.items():
            inner[name] = item_type(self.expr(expr, scope))
        inner = self.bind(item.let, inner)
        self.expr(item.when, inner)
        for f in dataclasses.fields(item):
            if f.name in ("let", "when", "repeat") or not f.init:
                continue
            value = getattr(item, f.name)
            for one in value if isinstance(value, tuple) and not isinstance(value, el.Items) else (value,):
                if isinstance(one, Expr):
                    self.expr(one, inner)
        if isinstance(item, (el.GroupEl, el.StackEl)):
            self.items(item.items, inner)
        if isinstance(item, el.PatternEl):
            self.pattern(item, inner)
        if isinstance(item, el.PieceEl):
            self.piece(item, inner)
        fonts: tuple[Expr, ...] = (item.font,) if isinstance(item, (el.TextEl, el.TextboxEl)) else ()
        if isinstance(item, el.ParagraphsEl):
            fonts = (item.font, item.bold)
        for font in fonts:
            if font.is_constant:
                from printkit.layout.fonts import parse_font

                try:
                    parse_font(str(font.constant))
                except ValueError as exc:
                    raise font.error(str(exc)) from None
        if isinstance(item, el.SymbolEl):
            self.symbol(item)
        if isinstance(item, el.UseEl):
            self.use(item, inner)

    def pattern(self, item: el.PatternEl, scope: Mapping[str, Any]) -> None:
        """Check a pattern's kind when it is written out, and the items under it."""
        from printkit.layout.marks import PATTERNS

        if item.kind.is_constant and item.kind.constant not in PATTERNS:
            name = str(item.kind.constant)
            raise self.fail(item.where, item.path + ".kind", self._unknown(name, list(PATTERNS), "pattern"))
        if item.under is not None:
            self.items(item.under, scope)

    def piece(self, item: el.PieceEl, scope: Mapping[str, Any]) -> None:
        """Check a piece: its component can give one, and its row names are names its art is drawn with."""
        art = self.components.get(item.of)
        if art is None:
            known = sorted(self.components)
            raise self.fail(item.where, item.path + ".of", self._unknown(item.of, known, "component"))
        found = piece_of(art, item.set, item.side, item.row)
        if isinstance(found, str):
            raise self.fail(item.where, item.path, f"a piece of {item.of!r}: {found}")
        if isinstance(art, TokensArt):
            names = set((art.tokens if item.set is None else art.sharing[item.set]).each)
        elif isinstance(art, CubeNetsArt):
            names = set(item.row)  # the names of one set's each: and value, as piece_of found
        else:
            names = set(art.each) if isinstance(art, CardsArt) else set()
        for name, expr in item.row.items():
            if name not in names:
                what = f"row name of {item.of}"
                raise self.fail(
                    item.where, f"{item.path}.row.{name}", self._unknown(name, sorted(names), what)
                )
            self.expr(expr, scope)

    def symbol(self, item: el.SymbolEl) -> None:
        """Check that a symbol element names a declared symbol, or a template with a colour."""
        if (item.name is None) == (item.template is None):
            raise self.fail(
                item.where, item.path, "expected name: (a declared symbol) or template: (with colour:)"
            )
        if item.name is not None and item.name.is_constant and item.name.constant not in self.symbols:
            name = str(item.name.constant)
            raise self.fail(
                item.where, item.path + ".name", self._unknown(name, sorted(self.symbols), "symbol")
            )
        if item.template is not None:
            if item.colour is None:
                raise self.fail(item.where, item.path, "a template symbol needs its colour:")
            if item.template.is_constant:
                self.template(str(item.template.constant), item.where, item.path + ".template")

    def template(self, name: str, where: Location | None, key: str) -> None:
        """Check that templates/<name>.svg exists."""
        if self.templates is None:
            return
        if not name.replace("-", "").isalnum():
            raise self.fail(where, key, f"expected a template's name (letters, digits, -); found {name!r}")
        path = self.templates / f"{name}.svg"
        if not path.is_file():
            known = sorted(p.stem for p in self.templates.glob("*.svg"))
            if difflib.get_close_matches(name, known, n=1):
                raise self.fail(where, key, self._unknown(name, known, "template"))
            from printkit.core.safeio import read_input

            read_input(path, "template")  # the file's own one-line error, as a draw would meet it

    def use(self, item: el.UseEl, scope: Mapping[str, Any]) -> None:
        """Check a part where it is used (with the names bound there); refuse a part that uses itself."""
        if item.part not in self.parts:
            raise self.fail(item.where, item.path, self._unknown(item.part, sorted(self.parts), "part"))
        self.reached.add(item.part)
        if item.part in self._using:
            cycle = " -> ".join([*self._using, item.part])
            raise self.fail(item.where, item.path, f"part {item.part!r} uses itself ({cycle})")
        seen = (item.part, frozenset(scope))
        if seen in self._seen:
            return
        self._seen.add(seen)
        self._using.append(item.part)
        try:
            self.items(self.parts[item.part], scope)
        finally:
            self._using.pop()


def check_layout(layout: Any, file: str, base: Mapping[str, Any]) -> None:
    """Check every component's art of a loaded layout, base being the static types of its top-level names."""
    from printkit.layout.folders import sources_of

    functions = set(FUNCTIONS) | set(PAINT_FUNCTIONS) | set(getattr(type(layout), "__art_functions__", {}))
    checker = Checker(file, functions, sources_of(layout).templates)
    checker.components = getattr(layout, "components", {})
    reached: set[str] = set()  # the layout's own parts the components' art uses
    for name, art in getattr(layout, "components", {}).items():
        checker.parts = {**getattr(layout, "parts", {}), **art.parts}
        checker.symbols = set(art.symbols)
        scope = _names_first(checker, art, {**base, "pt": float})
        for key, decl in art.symbols.items():
            checker.expr(decl.colour, scope)
            checker.expr(decl.id, scope)
            if decl.template is not None:
                from printkit.layout.spots import where

                checker.template(
                    decl.template,
                    where(layout, f"components.{name}.symbols.{key}.template"),
                    f"components.{name}.symbols.{key}.template",
                )
        _KIND_CHECKS.get(type(art), _check_sets)(checker, art, scope)
        _check_unused(checker, art.parts, {**scope, "w": float, "h": float, "bleed": float})
        reached |= checker.reached
        checker.reached = set()
    layout_parts = getattr(layout, "parts", {})
    checker.parts = dict(layout_parts)
    checker.symbols = {key for art in checker.components.values() for key in art.symbols}
    unused = {name: items for name, items in layout_parts.items() if name not in reached}
    _check_unused(checker, unused, {**base, "pt": float, "w": float, "h": float, "bleed": float})


def _check_unused(checker: Checker, parts: Mapping[str, el.Items], scope: dict[str, Any]) -> None:
    """Check the parts no art reached (what a position adds, drawn by Python with names it gives), taking
    on trust the names they read that the layout does not bind."""
    checker.open = True
    try:
        for name, items in parts.items():
            if name not in checker.reached:
                checker.reached.add(name)
                checker.items(items, scope)
    finally:
        checker.open = False


def _names_first(checker: Checker, art: Any, scope: dict[str, Any]) -> dict[str, Any]:
    """Return the names a component's symbols and sizes see: what its kind binds first (a board's rows, a
    build's duplex), then its let: names."""
    if isinstance(art, BoardArt):  # a board's row and let: names are bound before its size and symbols
        for key, expr in art.each.items():
            scope[key] = item_type(checker.expr(expr, scope))
        return checker.bind(art.let, scope)
    if isinstance(art, (BoxArt, TrayArt, TentArt)):
        return checker.bind(art.let, {**scope, "bleed": float})
    if isinstance(art, TuckBoxArt):  # its let: names see the build's duplex; its art the box
        from printkit.draw.impose.tuckbox import TuckBox

        return {**checker.bind(art.let, {**scope, "duplex": str, "bleed": float}), "box": TuckBox}
    return scope


def _check_cube_nets(checker: Checker, art: CubeNetsArt, scope: dict[str, Any]) -> None:
    """Check a component of cubes: its label, then each set."""
    checker.expr(art.label, scope)
    for cube in art.cubes:
        _check_cubes(checker, art, cube, dict(scope))


def _check_sets(checker: Checker, art: Any, scope: dict[str, Any]) -> None:
    """Check a cards component (one set) or a tokens component (its sets)."""
    sets = [art.tokens, *art.sharing.values()] if isinstance(art, TokensArt) else [art]
    for piece in sets:
        _check_set(checker, art, piece, dict(scope))


def _check_cubes(checker: Checker, art: CubeNetsArt, cube: CubeSetArt, scope: dict[str, Any]) -> None:
    """Check one set of cubes: its sizes and net, its symbols' items, its rows, captions and face."""
    for v in (cube.edge, cube.tab, cube.cells):
        checker.expr(v, scope)
    scope["bleed"] = float
    for decl in art.symbols.values():
        if decl.items is not None:
            checker.items(decl.items, {**scope, "w": float, "h": float})
    scope["value"] = item_type(checker.expr(cube.faces, scope))
    for key, expr in cube.each.items():
        scope[key] = item_type(checker.expr(expr, scope))
    checker.expr(cube.caption, scope)
    checker.expr(cube.caption_key, scope)
    checker.expr(cube.face_id, scope)
    scope.update(w=float, h=float)
    checker.items(cube.face.items, checker.bind(cube.face.let, scope))


def _check_board(checker: Checker, art: BoardArt, scope: dict[str, Any]) -> None:
    """Check a board (its let: names bound): its size, label and symbols' items, then its face."""
    for v in art.size:
        checker.expr(v, scope)
    scope.update(w=float, h=float, bleed=float)
    checker.expr(art.label, scope)
    checker.expr(art.key, scope)
    for decl in art.symbols.values():
        if decl.items is not None:
            checker.items(decl.items, scope)
    checker.items(art.face.items, checker.bind(art.face.let, scope))


def _check_tuck(checker: Checker, art: TuckBoxArt, scope: dict[str, Any]) -> None:
    """Check a tuck box (its let: names bound): its sizes, texts, symbols' items and each panel."""
    for v in (*art.card, art.cards, art.thickness, art.clearance, art.caption, art.label, art.id):
        checker.expr(v, scope)
    scope.update(w=float, h=float)
    for decl in art.symbols.values():
        if decl.items is not None:
            checker.items(decl.items, scope)
    for side in art.sides():
        checker.items(side.items, checker.bind(side.let, scope))


def _check_box(checker: Checker, art: BoxArt, scope: dict[str, Any]) -> None:
    """Check a box (its let: names bound): what it holds, its sizes and look, its lid's picture, its captions."""
    from printkit.draw.impose.trays import Tray

    for v in (
        art.holds,
        art.thickness,
        art.play,
        art.tab,
        art.lid_depth,
        art.title,
        art.font,
        art.ground,
        art.ink,
    ):
        checker.expr(v, scope)
    for v in (art.label, *art.picture):
        checker.expr(v, scope)
    for caption in art.captions:
        checker.expr(caption, {**scope, "size": str, "tray": Tray})
    scope.update(w=float, h=float)
    for decl in art.symbols.values():
        if decl.items is not None:
            checker.items(decl.items, scope)
    checker.items(art.lid.items, checker.bind(art.lid.let, scope))


def _check_tray(checker: Checker, art: TrayArt, scope: dict[str, Any]) -> None:
    """Check a tray (its let: names bound): its label, its rows, then each row's sizes, caption and sides."""
    from printkit.draw.impose.trays import Tray

    checker.expr(art.label, scope)
    checker.expr(art.insert.label if art.insert is not None else None, scope)
    for key, expr in art.each.items():
        scope[key] = item_type(checker.expr(expr, scope))
    for v in (*art.size, art.depth, art.tab, art.double, art.font, art.id):
        checker.expr(v, scope)
    checker.expr(art.caption, {**scope, "size": str, "tray": Tray})
    if art.insert is not None:
        for v in (*art.insert.size, art.insert.id, art.insert.caption):
            checker.expr(v, {**scope, "tray": Tray})
        checker.items(art.insert.holes or el.Items(), {**scope, "w": float, "h": float, "tray": Tray})
    scope.update(w=float, h=float, tray=Tray)
    for decl in art.symbols.values():
        if decl.items is not None:
            checker.items(decl.items, scope)
    for side in art.sides():
        checker.items(side.items, checker.bind(side.let, scope))


def _check_tent(checker: Checker, art: TentArt, scope: dict[str, Any]) -> None:
    """Check a tent (its let: names bound): its label, its rows, then each row's sizes, caption and panels."""
    from printkit.draw.impose.trays import Tent

    checker.expr(art.label, scope)
    for key, expr in art.each.items():
        scope[key] = item_type(checker.expr(expr, scope))
    for v in (*art.size, art.height, art.tab, art.font, art.id):
        checker.expr(v, scope)
    checker.expr(art.caption, {**scope, "size": str, "tent": Tent})
    scope.update(w=float, h=float, tent=Tent)
    for decl in art.symbols.values():
        if decl.items is not None:
            checker.items(decl.items, scope)
    for side in art.sides():
        checker.items(side.items, checker.bind(side.let, scope))


def _check_drawing(checker: Checker, art: DrawingArt, scope: dict[str, Any]) -> None:
    """Check a rules sheet's drawing: its names (the column's w, the sheet's look, lang and the words'
    examples bound), its height and its picture."""
    from printkit.draw.textflow import Look

    scope = checker.bind(
        art.let,
        {
            **scope,
            "w": float,
            "bleed": float,
            "look": Look,
            "lang": str,
            "examples": dict[str, tuple[int, ...]],
        },
    )
    checker.expr(art.height, scope)
    scope["h"] = float
    checker.items(art.face.items, checker.bind(art.face.let, scope))


def _check_set(checker: Checker, art: Any, piece: Any, scope: dict[str, Any]) -> None:
    """Check one set of pieces: its size, its symbols' items, its back, its rows and its front."""
    for v in piece.size if isinstance(piece.size, tuple) else (piece.size,):
        checker.expr(v, scope)
    scope.update(w=float, h=float, bleed=float)
    for decl in art.symbols.values():
        if decl.items is not None:
            checker.items(decl.items, scope)
    for extra in ("label", "same_back"):
        if getattr(piece, extra, None) is not None:
            checker.expr(getattr(piece, extra), scope)
    # a token's back sees its row, and a card's own back; a shared card back is one for all
    per_row = isinstance(piece, TokenSetArt) or getattr(piece, "own_back", False)
    if piece.back is not None and not per_row:
        checker.items(piece.back.items, checker.bind(piece.back.let, scope))
    for key, expr in piece.each.items():
        scope[key] = item_type(checker.expr(expr, scope))
    checker.items(piece.front.items, checker.bind(piece.front.let, scope))
    if piece.back is not None and per_row:
        checker.items(piece.back.items, checker.bind(piece.back.let, scope))


def static_scope(layout: Any) -> dict[str, Any]:
    """Return the static types of a layout's top-level names (its own `scope_types()`, else its fields)."""
    if hasattr(layout, "scope_types"):
        return layout.scope_types()  # type: ignore[no-any-return]
    hints = typing.get_type_hints(type(layout), include_extras=True)
    return {f.name: hints[f.name] for f in dataclasses.fields(layout)}


# How each kind's art is checked once its names are bound (cards and tokens: _check_sets).
_KIND_CHECKS: dict[type, Callable[[Checker, Any, dict[str, Any]], None]] = {
    BoardArt: _check_board,
    TuckBoxArt: _check_tuck,
    BoxArt: _check_box,
    TrayArt: _check_tray,
    TentArt: _check_tent,
    DrawingArt: _check_drawing,
    CubeNetsArt: _check_cube_nets,
}
