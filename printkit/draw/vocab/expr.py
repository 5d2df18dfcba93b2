"""Values a layout's art writes: literals, `=expressions` and `"{templates}"`, parsed once at load.

An expression is Python's own syntax read by `ast` and held to a whitelist: arithmetic, comparisons,
`and`/`or`/`not`, `a if c else b`, indexing and slices, attributes of the typed scope, lists and
tuples, and calls of the functions in functions.py's `FUNCTIONS` (plus a game's registered generators). Nothing
else parses: no lambdas, comprehensions, methods, dunders or imports. Evaluation counts its steps
against the build's `Budget` and caps integers, powers, text and list lengths, so no layout can
make a build hang or eat memory; every failure is a `LayoutError` at the expression's place.
"""

from __future__ import annotations

import ast
import dataclasses
import math
import operator
import string
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any

from printkit.core.errors import LayoutError, Location
from printkit.core.limits import MAX_TEXT_CHARS, excerpt

MAX_EXPR_CHARS = 500  # characters in one expression
MAX_INT_BITS = 64  # an integer result beyond +-2**64 is refused
MAX_EXPONENT = 64  # a power's exponent
MAX_ITEMS = 10_000  # items of a list or range an expression makes
# Evaluation steps one build may spend: the 111 Ants deck spends 45,000, twenty copies of it 900,000.
BUDGET = 4_000_000
ELEMENT_STEPS = 10  # what one drawing of an element costs, in steps (about what ten expression nodes cost)
TRAP = (
    " (an expression holding , [ ] { } inside a YAML flow mapping or list must be quoted: "
    'x: "=max(1, w / 2)")'
)


class Budget:
    """The evaluation steps left to one build."""

    def __init__(self, steps: int = BUDGET):
        self.left = steps


class EvalError(Exception):
    """An expression that cannot be evaluated; the interpreter locates it and names the row."""


@dataclass(frozen=True)
class Row:
    """A row of a table (or of a CSV file): its columns read as attributes (`suit.colour`)."""

    values: Mapping[str, Any]

    def get(self, name: str) -> Any:
        """Return a column's value; EvalError for a column the row lacks."""
        if name not in self.values:
            raise EvalError(f"the row has no column {name!r}")
        return self.values[name]


def text_of(value: Any) -> str:
    """Return a value as a template writes it (a whole float without its .0)."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


_BINARY: dict[type, Callable[[Any, Any], Any]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Pow: operator.pow,
}
_COMPARE: dict[type, Callable[[Any, Any], bool]] = {
    ast.Eq: operator.eq,
    ast.NotEq: operator.ne,
    ast.Lt: operator.lt,
    ast.LtE: operator.le,
    ast.Gt: operator.gt,
    ast.GtE: operator.ge,
    ast.In: lambda a, b: a in b,
    ast.NotIn: lambda a, b: a not in b,
}
_ALLOWED = (
    ast.Expression,
    ast.BinOp,
    ast.UnaryOp,
    ast.BoolOp,
    ast.Compare,
    ast.IfExp,
    ast.Subscript,
    ast.Slice,
    ast.Attribute,
    ast.Name,
    ast.Constant,
    ast.Call,
    ast.Tuple,
    ast.List,
    ast.Load,
    ast.And,
    ast.Or,
    ast.Not,
    ast.USub,
    ast.UAdd,
    *_BINARY,
    *_COMPARE,
)
_WORDS = {ast.Lambda: "lambda", ast.ListComp: "a comprehension", ast.GeneratorExp: "a comprehension"}


Code = Callable[[Mapping[str, Any], "Env"], Any]  # a compiled expression: (scope, env) -> value


@dataclass(frozen=True, eq=False)
class Expr:
    """One value as written: a literal (`constant`), or a tree parsed from `=...` or a `{}` template."""

    text: str
    where: Location | None = None
    key: str = ""
    constant: Any = None
    tree: ast.expr | None = None
    parts: tuple[str | ast.expr, ...] = field(default=())  # a template: text and expressions in turn
    items: tuple[Expr, ...] | None = None  # a list written out, each item a value of its own
    code: Code | None = field(default=None, compare=False, repr=False)  # tree, compiled at load
    codes: tuple[Code, ...] = field(default=(), compare=False, repr=False)  # a template's, in turn
    run: Code = field(init=False, compare=False, repr=False)  # the value's function, set at construction

    @property
    def is_constant(self) -> bool:
        """Return whether the value is a literal (no expression, no template)."""
        return self.tree is None and not self.parts and self.items is None

    def __json_value__(self) -> Any:
        """Return the value as written (`printkit inspect`)."""
        if self.items is not None:
            return list(self.items)
        return self.constant if self.is_constant else self.text

    def error(self, message: str) -> LayoutError:
        """Return a LayoutError at this value's place."""
        return LayoutError(message, self.where, self.key)

    def trees(self) -> tuple[ast.expr, ...]:
        """Return the parsed expressions this value holds (one, a template's several, or none)."""
        if self.tree is not None:
            return (self.tree,)
        return tuple(p for p in self.parts if isinstance(p, ast.expr))

    def __post_init__(self) -> None:
        object.__setattr__(self, "run", self._runner())

    def _runner(self) -> Code:
        """Return the function of (scope, env) that gives this value, chosen once for its kind."""
        if self.tree is not None:
            assert self.code is not None
            return self.code
        if self.items is not None:
            runs = tuple(item.run for item in self.items)
            return lambda scope, env: tuple(run(scope, env) for run in runs)
        if self.parts:
            return self._template
        constant = self.constant
        return lambda scope, env: constant

    def _template(self, scope: Mapping[str, Any], env: Env) -> Any:
        codes = iter(self.codes)
        out = "".join(p if isinstance(p, str) else text_of(next(codes)(scope, env)) for p in self.parts)
        if len(out) > MAX_TEXT_CHARS:
            raise EvalError(f"text of {len(out):,} characters; at most {MAX_TEXT_CHARS:,}")
        return out

    def value(self, scope: Mapping[str, Any], env: Env) -> Any:
        """Return the value in a scope (names to values), spending the build's budget."""
        return self.run(scope, env)


@dataclass
class Env:
    """What one build's expressions may call and spend: functions (the fixed set, the paints, a game's generators)."""

    functions: Mapping[str, Callable[..., Any]]
    budget: Budget = field(default_factory=Budget)


def parse(text: str, where: Location | None = None, key: str = "") -> Expr:
    """Return `=expression` text parsed and checked against the whitelist; LayoutError at where if it is not."""
    source = text[1:].strip()
    if len(source) > MAX_EXPR_CHARS:
        raise LayoutError(f"expected an expression of at most {MAX_EXPR_CHARS} characters", where, key)
    tree, code = _tree(source, text, where, key)
    return Expr(text, where, key, tree=tree, code=code)


def template(text: str, where: Location | None = None, key: str = "") -> Expr:
    """Return text as a template: `{expression}` fields among plain text (`{{` and `}}` stand for braces)."""
    if "{" not in text and "}" not in text:
        return Expr(text, where, key, constant=text)
    parts: list[str | ast.expr] = []
    codes: list[Code] = []
    try:
        pieces = list(string.Formatter().parse(text))
    except ValueError as exc:
        raise LayoutError(
            f"a text template's braces do not pair ({exc}); write {{{{ and }}}} for braces", where, key
        ) from None
    for literal, name, spec, conversion in pieces:
        if literal:
            parts.append(literal)
        if name is None:
            continue
        if spec or conversion:
            raise LayoutError(
                f"a template field takes no format (:{spec} or !{conversion}); found {excerpt(text)}",
                where,
                key,
            )
        tree, code = _tree(name, "{" + name + "}", where, key)
        parts.append(tree)
        codes.append(code)
    return Expr(text, where, key, parts=tuple(parts), codes=tuple(codes))


def _tree(source: str, written: str, where: Location | None, key: str) -> tuple[ast.expr, Code]:
    """Return the whitelisted tree of source and its compiled code, or raise a LayoutError at where."""
    found = _whitelisted(source, written)
    if isinstance(found, str):
        raise LayoutError(found, where, key)
    return found


@lru_cache(maxsize=4096)  # a layout writes the same expression many times (=style.ink)
def _whitelisted(source: str, written: str) -> tuple[ast.expr, Code] | str:
    try:
        tree = ast.parse(source, mode="eval")
    except RecursionError:
        return f"an expression nested too deeply ({excerpt(written)})"
    except SyntaxError as exc:
        hint = TRAP if _unbalanced(source) else ""
        return f"not an expression: {exc.msg} in {excerpt(written)}{hint}"
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED):
            word = _WORDS.get(type(node), type(node).__name__)
            return f"{word} is not allowed in an expression ({excerpt(written)})"
        if isinstance(node, ast.Attribute) and node.attr.startswith("_"):
            return f"no attribute starting with _ may be read ({excerpt(written)})"
        if isinstance(node, ast.Name) and node.id.startswith("_"):
            return f"no name starting with _ may be read ({excerpt(written)})"
        if isinstance(node, ast.Call) and (not isinstance(node.func, ast.Name) or node.keywords):
            return f"only named functions, with plain arguments, may be called ({excerpt(written)})"
        if isinstance(node, ast.Constant) and isinstance(node.value, (complex, bytes)):
            return f"a number or text was expected ({excerpt(written)})"
    return tree.body, _compile(tree.body)


def _unbalanced(source: str) -> bool:
    pairs = {"(": ")", "[": "]", "{": "}"}
    depth = [source.count(o) - source.count(c) for o, c in pairs.items()]
    return any(depth) or source.rstrip().endswith(",")


def _int_ok(value: Any) -> Any:
    kind = type(value)
    if kind is float:  # the common case first: a coordinate
        if value - value != 0:  # inf and nan
            raise EvalError("a number that is not finite")
        return value
    if kind is int:
        if value.bit_length() > MAX_INT_BITS:
            raise EvalError(f"a whole number beyond 2**{MAX_INT_BITS}")
        return value
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > MAX_INT_BITS:
        raise EvalError(f"a whole number beyond 2**{MAX_INT_BITS}")
    if isinstance(value, float) and not math.isfinite(value):
        raise EvalError("a number that is not finite")
    if isinstance(value, str) and len(value) > MAX_TEXT_CHARS:
        raise EvalError(f"text of {len(value):,} characters; at most {MAX_TEXT_CHARS:,}")
    if isinstance(value, (tuple, list)) and len(value) > MAX_ITEMS:
        raise EvalError(f"a list of {len(value):,} items; at most {MAX_ITEMS:,}")
    return value


_NUMBERS = (int, float)


def _binary(op: ast.operator, a: Any, b: Any) -> Any:
    if type(a) in _NUMBERS and type(b) in _NUMBERS and not isinstance(op, ast.Pow):  # plain arithmetic
        return _int_ok(_BINARY[type(op)](a, b))
    if isinstance(op, ast.Pow) and isinstance(b, (int, float)) and abs(b) > MAX_EXPONENT:
        raise EvalError(f"a power's exponent beyond {MAX_EXPONENT}")
    if isinstance(op, ast.Mult):  # text or a list repeated: its size checked before it is made
        for seq, n in ((a, b), (b, a)):
            if isinstance(seq, (str, tuple, list)) and isinstance(n, int) and len(seq) * n > MAX_ITEMS:
                raise EvalError(f"text or a list repeated to {len(seq) * n:,} items")
    if isinstance(a, bool) or isinstance(b, bool):
        raise EvalError("arithmetic on true or false")
    return _int_ok(_BINARY[type(op)](a, b))


def read_attribute(value: Any, name: str) -> Any:
    """Return what an expression reads as value.name: a row's column, a dataclass's field or property, a key."""
    if type(value) is Row:
        return value.get(name)
    names = _readable_of(type(value))
    if names is not None and name in names:
        return getattr(value, name)
    if isinstance(value, dict):
        if name not in value:
            raise EvalError(f"no key {name!r}")
        return value[name]
    raise EvalError(f"{type(value).__name__} has no attribute {name!r}")


_READABLE: dict[type, frozenset[str] | None] = {}


def _readable_of(cls: type) -> frozenset[str] | None:
    """Return readable(cls) for a dataclass's instances, None for any other type (each type asked once)."""
    if cls not in _READABLE:
        _READABLE[cls] = readable(cls) if dataclasses.is_dataclass(cls) and cls is not Row else None
    return _READABLE[cls]


@cache
def readable(cls: type) -> frozenset[str]:
    """Return the attributes an expression may read on a dataclass: its fields and its properties."""
    from functools import cached_property

    names = {f.name for f in dataclasses.fields(cls)}
    for name in dir(cls):
        if not name.startswith("_") and isinstance(getattr(cls, name, None), (property, cached_property)):
            names.add(name)
    return frozenset(names)


_SIZED = (str, tuple, list, range)


def _cost(value: Any) -> int:
    """Return the steps a value of some length costs to read or make: one per 16 items or characters."""
    return len(value) >> 4 if isinstance(value, _SIZED) else 0


def spend(env: Env, steps: int = 1) -> None:
    """Spend steps of the build's budget (EvalError when none is left)."""
    env.budget.left -= steps
    if env.budget.left < 0:
        raise EvalError(f"the build spent its evaluation budget of {BUDGET:,} steps (a repeat too large?)")


def _compile(node: ast.expr) -> Code:
    """Return a whitelisted expression as a function of (scope, env), each node a step of the budget."""
    code, steps, _ = _build(node)
    return _spending(code, steps)


_UNFOLDED = object()  # _build's mark of a node whose value is not known at load
Built = tuple[Code, int, Any]  # code that spends no fixed steps, the steps it costs, its value (or _UNFOLDED)


def _spending(code: Code, steps: int) -> Code:
    """Return code that first spends steps (the nodes it will surely evaluate, counted at load)."""
    if not steps:
        return code

    def spent(s: Mapping[str, Any], e: Env) -> Any:
        budget = e.budget  # spend(e, steps), written out: this runs once an evaluation
        budget.left -= steps
        if budget.left < 0:
            spend(e, 0)
        return code(s, e)

    return spent


def _folded(built: Built) -> Built:
    """Return a node whose parts are all constants as its value, costing what evaluating it costs: an
    expression's steps stay those it would spend, but its arithmetic is done once, at load."""
    code, steps, _ = built
    trial = Env({}, Budget(BUDGET))
    try:
        value = code({}, trial)
    except (EvalError, ArithmeticError, TypeError, ValueError, IndexError, KeyError, RecursionError):
        return built  # a slip is reported where the expression is drawn, as ever
    cost = steps + BUDGET - trial.budget.left

    def folded(s: Mapping[str, Any], e: Env) -> Any:
        return value

    return folded, cost, value


def _build(node: ast.expr) -> Built:
    """Return a node compiled: the steps of the nodes it always evaluates are counted, not spent (its
    caller spends them, one spend an expression); a branch evaluated only sometimes spends its own."""
    if isinstance(node, ast.Constant):
        constant = node.value

        def const(s: Mapping[str, Any], e: Env) -> Any:
            return constant

        return const, 1, constant
    if isinstance(node, ast.Name):
        name = node.id

        def read(s: Mapping[str, Any], e: Env) -> Any:
            try:
                return s[name]
            except KeyError:
                raise EvalError(f"{name!r} is not defined here") from None

        return read, 1, _UNFOLDED
    if isinstance(node, ast.Call):
        assert isinstance(node.func, ast.Name)  # the whitelist saw to it
        name, built = node.func.id, [_build(a) for a in node.args]
        args = [b[0] for b in built]

        def call(s: Mapping[str, Any], e: Env) -> Any:
            function = e.functions.get(name)
            if function is None:
                raise EvalError(f"no function {name!r}")
            values = [a(s, e) for a in args]
            read = sum(_cost(v) for v in values)
            if read:
                spend(e, read)  # max(range(9999)) costs what it reads
            found = _int_ok(function(*values))
            if isinstance(found, _SIZED):
                spend(e, _cost(found))
            return found

        return call, 1 + sum(b[1] for b in built), _UNFOLDED  # a build's functions are known when it draws
    built_node = _build_inner(node)
    return built_node if built_node[2] is not _FOLD else _folded(built_node)


def _field(value: Any, attr: str) -> Any:
    """Return value.attr: a dataclass's field, the common case, read straight; else as read_attribute says."""
    names = _READABLE.get(type(value))
    if names is not None and attr in names:
        return getattr(value, attr)
    return read_attribute(value, attr)


_FOLD = object()  # _build_inner's mark of a node of constants only: evaluated once, at load


def _build_inner(node: ast.expr) -> Built:
    if isinstance(node, ast.BinOp):
        (left, ls, lv), (right, rs, rv), op = _build(node.left), _build(node.right), node.op
        steps = 1 + ls + rs

        fn, is_pow = _BINARY[type(op)], isinstance(op, ast.Pow)

        def binary(s: Mapping[str, Any], e: Env) -> Any:
            a, b = left(s, e), right(s, e)
            if type(a) not in _NUMBERS or type(b) not in _NUMBERS:
                spend(e, _cost(a) + _cost(b))  # text and lists cost by their length
            elif not is_pow:  # two numbers: _binary's first case, written out
                found = fn(a, b)
                return found if type(found) is float and found - found == 0 else _int_ok(found)
            return _binary(op, a, b)

        if lv is _UNFOLDED and rv is not _UNFOLDED and type(rv) in _NUMBERS and not is_pow:
            # w / 2: the common case, a name and a number

            def by_number(s: Mapping[str, Any], e: Env) -> Any:
                a = left(s, e)
                if type(a) not in _NUMBERS:
                    spend(e, _cost(a))
                    return _binary(op, a, rv)
                found = fn(a, rv)
                return found if type(found) is float and found - found == 0 else _int_ok(found)

            return by_number, steps, _UNFOLDED
        return binary, steps, _FOLD if lv is not _UNFOLDED and rv is not _UNFOLDED else _UNFOLDED
    if isinstance(node, ast.UnaryOp):
        (operand, os, ov), unary = _build(node.operand), node.op

        def sign(s: Mapping[str, Any], e: Env) -> Any:
            value = operand(s, e)
            if isinstance(unary, ast.Not):
                return not value
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise EvalError("a sign before something that is not a number")
            return -value if isinstance(unary, ast.USub) else value

        return sign, 1 + os, _FOLD if ov is not _UNFOLDED else _UNFOLDED
    if isinstance(node, ast.BoolOp):
        built, is_and = [_build(v) for v in node.values], isinstance(node.op, ast.And)
        first = built[0][0]
        rest = [_spending(code, steps) for code, steps, _ in built[1:]]

        def boolean(s: Mapping[str, Any], e: Env) -> Any:
            result = first(s, e)
            if is_and != bool(result):
                return result
            for item in rest:
                result = item(s, e)
                if is_and != bool(result):
                    return result
            return result

        known = all(v is not _UNFOLDED for _, _, v in built)
        return boolean, 1 + built[0][1], _FOLD if known else _UNFOLDED
    if isinstance(node, ast.Compare):
        (head, hs, hv) = _build(node.left)
        built = [_build(c) for c in node.comparators]
        tests = [_COMPARE[type(op)] for op in node.ops]
        pairs = [(tests[0], built[0][0])] + [
            (test, _spending(code, steps))
            for test, (code, steps, _) in zip(tests[1:], built[1:], strict=True)
        ]

        def compare(s: Mapping[str, Any], e: Env) -> bool:
            left = head(s, e)
            for test, item in pairs:
                right = item(s, e)
                spend(e, _cost(left) + _cost(right))
                if not test(left, right):
                    return False
                left = right
            return True

        if len(pairs) == 1 and built[0][2] is not _UNFOLDED and hv is _UNFOLDED:  # q.kind == 'corner'
            ((test, _),), known_right = pairs, built[0][2]
            right_cost = _cost(known_right)

            def compare(s: Mapping[str, Any], e: Env) -> bool:
                left = head(s, e)
                read = _cost(left) + right_cost
                if read:
                    spend(e, read)
                return bool(test(left, known_right))

        known = hv is not _UNFOLDED and all(v is not _UNFOLDED for _, _, v in built)
        return compare, 1 + hs + built[0][1], _FOLD if known else _UNFOLDED
    if isinstance(node, ast.IfExp):
        (test, ts, tv), built = _build(node.test), [_build(node.body), _build(node.orelse)]
        body, orelse = (_spending(code, steps) for code, steps, _ in built)

        def choose(s: Mapping[str, Any], e: Env) -> Any:
            return body(s, e) if test(s, e) else orelse(s, e)

        known = tv is not _UNFOLDED and all(v is not _UNFOLDED for _, _, v in built)
        return choose, 1 + ts, _FOLD if known else _UNFOLDED
    if isinstance(node, ast.Attribute):
        (owner, os, ov), attr = _build(node.value), node.attr

        def attribute(s: Mapping[str, Any], e: Env) -> Any:
            return _field(owner(s, e), attr)

        if isinstance(node.value, ast.Name):  # style.ink: the name read here, not by a function of its own
            name = node.value.id

            def attribute(s: Mapping[str, Any], e: Env) -> Any:
                try:
                    value = s[name]
                except KeyError:
                    raise EvalError(f"{name!r} is not defined here") from None
                return _field(value, attr)

        return attribute, 1 + os, _FOLD if ov is not _UNFOLDED else _UNFOLDED
    if isinstance(node, ast.Subscript):
        value, vs, vv = _build(node.value)
        if isinstance(node.slice, ast.Slice):
            cuts = [
                None if b is None else _build(b)
                for b in (node.slice.lower, node.slice.upper, node.slice.step)
            ]
            bounds = [None if b is None else b[0] for b in cuts]

            def cut(s: Mapping[str, Any], e: Env) -> Any:
                return value(s, e)[slice(*(None if b is None else b(s, e) for b in bounds))]

            steps = 1 + vs + sum(b[1] for b in cuts if b is not None)
            known = vv is not _UNFOLDED and all(b[2] is not _UNFOLDED for b in cuts if b is not None)
            return cut, steps, _FOLD if known else _UNFOLDED
        index, xs, xv = _build(node.slice)

        def item(s: Mapping[str, Any], e: Env) -> Any:
            whole, at = value(s, e), index(s, e)
            return whole.get(at) if isinstance(whole, Row) else whole[at]

        return item, 1 + vs + xs, _FOLD if vv is not _UNFOLDED and xv is not _UNFOLDED else _UNFOLDED
    if isinstance(node, (ast.Tuple, ast.List)):
        built = [_build(v) for v in node.elts]
        elements = [b[0] for b in built]

        def listed(s: Mapping[str, Any], e: Env) -> Any:
            return _int_ok(tuple(x(s, e) for x in elements))

        known = all(b[2] is not _UNFOLDED for b in built)
        return listed, 1 + sum(b[1] for b in built), _FOLD if known else _UNFOLDED
    raise EvalError(f"{type(node).__name__} is not allowed")  # the whitelist keeps this from happening
