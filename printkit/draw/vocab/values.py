"""The kinds of value an element's key holds, each read from its YAML node by the layout loader.

A plain scalar starting with `=` is an expression (printkit/draw/vocab/expr.py) whatever the kind; other
scalars are literals read as the kind says: a number (or a length such as `6mm`), text (a
`{template}`), a colour, true or false, or any scalar or list (`Value`).
"""

from __future__ import annotations

import math
import re
from typing import Any

import yaml

from printkit.core.limits import MAX_TEXT_CHARS, excerpt
from printkit.draw.vocab.expr import TRAP, Expr, parse, template
from printkit.layout.colours import parse_colour
from printkit.layout.units import parse_length
from printkit.layout.yamlnodes import node_location

_NUMBER = re.compile(r"^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d{1,3})?$")
_STR = "tag:yaml.org,2002:str"
_NULL = "tag:yaml.org,2002:null"


def _key(path: tuple[Any, ...]) -> str:
    from printkit.layout.schema import key_path

    return key_path(path)


def _scalar(builder: Any, node: yaml.Node, path: tuple[Any, ...], expected: str) -> str:
    if not isinstance(node, yaml.ScalarNode) or node.tag == _NULL:
        found = (
            "a mapping"
            if isinstance(node, yaml.MappingNode)
            else "a list"
            if isinstance(node, yaml.SequenceNode)
            else "nothing"
        )
        hint = TRAP if isinstance(node, yaml.MappingNode) and node.flow_style else ""
        raise builder.fail(node, path, f"expected {expected}, found {found}{hint}")
    if len(node.value) > MAX_TEXT_CHARS:
        raise builder.fail(
            node, path, f"expected at most {MAX_TEXT_CHARS:,} characters; found {excerpt(node.value)}"
        )
    return node.value  # type: ignore[no-any-return]


def _quoted(node: yaml.Node) -> bool:
    """Return whether a scalar was quoted (a quoted 6 is text; PyYAML's C loader says '' for plain)."""
    return bool(getattr(node, "style", None))


def _expression(builder: Any, node: yaml.Node, path: tuple[Any, ...]) -> Expr | None:
    if isinstance(node, yaml.ScalarNode) and node.value.startswith("=") and node.tag == _STR:
        return parse(node.value, node_location(builder.file, node), _key(path))
    return None


def literal_number(text: str) -> float | int | None:
    """Return a written number or length (mm) as a number, None if text is neither."""
    value = text.strip()
    if _NUMBER.match(value):
        number = float(value) if any(c in value for c in ".eE") else int(value)
        return number if math.isfinite(number) else None
    try:
        return parse_length(value)
    except ValueError:
        return None


def _length(text: str) -> float | None:
    try:
        return parse_length(text)
    except ValueError:
        return None


class _Kind(Expr):
    expected = "a value"

    @classmethod
    def __from_yaml__(cls, builder: Any, node: yaml.Node, path: tuple[Any, ...]) -> Expr:
        found = _expression(builder, node, path)
        if found is not None:
            return found
        return cls.literal(builder, node, path)

    @classmethod
    def literal(cls, builder: Any, node: yaml.Node, path: tuple[Any, ...]) -> Expr:
        raise NotImplementedError


class Number(_Kind):
    """A number, or a length with its unit (in mm): `4.6`, `6mm`, `=w / 2`."""

    expected = "a number, a length such as 6mm, or an =expression"

    @classmethod
    def literal(cls, builder: Any, node: yaml.Node, path: tuple[Any, ...]) -> Expr:
        text = _scalar(builder, node, path, cls.expected)
        number = (
            literal_number(text) if not _quoted(node) else _length(text)
        )  # "6mm" quoted is a length still
        if number is None:
            raise builder.fail(node, path, f"expected {cls.expected}; found {excerpt(text)}")
        return Expr(text, node_location(builder.file, node), _key(path), constant=number)


class Words(_Kind):
    """Text, where `{expression}` fields are filled in: `"{card.number}"`."""

    expected = "text"

    @classmethod
    def literal(cls, builder: Any, node: yaml.Node, path: tuple[Any, ...]) -> Expr:
        text = _scalar(builder, node, path, cls.expected)
        return template(text, node_location(builder.file, node), _key(path))


class Paint(_Kind):
    """A colour: a name, `"#rrggbb"`, or an expression (`=style.ink`)."""

    expected = "a colour"

    @classmethod
    def literal(cls, builder: Any, node: yaml.Node, path: tuple[Any, ...]) -> Expr:
        if node.tag == _NULL:
            raise builder.fail(
                node,
                path,
                "expected a colour, found nothing (quote hex colours, '#rrggbb': a bare # starts a YAML comment)",
            )
        text = _scalar(builder, node, path, cls.expected)
        try:
            colour = parse_colour(text)
        except ValueError as exc:
            raise builder.fail(node, path, str(exc)) from None
        return Expr(text, node_location(builder.file, node), _key(path), constant=colour)


class Flag(_Kind):
    """true, false, or a condition (`=card.jokers > 2`)."""

    expected = "true, false or an =expression"

    @classmethod
    def literal(cls, builder: Any, node: yaml.Node, path: tuple[Any, ...]) -> Expr:
        text = _scalar(builder, node, path, cls.expected)
        if _quoted(node) or text.lower() not in ("true", "false"):
            raise builder.fail(node, path, f"expected {cls.expected}; found {excerpt(text)}")
        return Expr(text, node_location(builder.file, node), _key(path), constant=text.lower() == "true")


class Value(_Kind):
    """Any value: a number, text, true/false, a list of values, or an expression."""

    expected = "a value"

    @classmethod
    def literal(cls, builder: Any, node: yaml.Node, path: tuple[Any, ...]) -> Expr:
        where = node_location(builder.file, node)
        if isinstance(node, yaml.SequenceNode):
            items = tuple(builder.build(Value, item, path + (i,)) for i, item in enumerate(node.value))
            return Expr("[...]", where, _key(path), items=items)
        text = _scalar(builder, node, path, cls.expected)
        if not _quoted(node):  # plain, not quoted: a number, a length or true/false when it reads as one
            if text.lower() in ("true", "false"):
                return Expr(text, where, _key(path), constant=text.lower() == "true")
            number = literal_number(text)
            if number is not None:
                return Expr(text, where, _key(path), constant=number)
        return template(text, where, _key(path))
