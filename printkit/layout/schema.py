"""Strict construction of frozen dataclasses from YAML nodes, with located errors."""

from __future__ import annotations

import dataclasses
import difflib
import math
import re
import types
import typing
from functools import cache
from typing import Any, Literal, Union, get_args, get_origin

import yaml

from printkit.core.errors import LayoutError, Location
from printkit.core.limits import MAX_TEXT_CHARS, MAX_VALUES, excerpt
from printkit.layout.colours import Colour, parse_colour
from printkit.layout.fonts import Font, parse_font
from printkit.layout.units import Length, check_number_text, parse_length
from printkit.layout.yamlnodes import node_location

_INT = re.compile(r"^[-+]?\d+$")
_FLOAT = re.compile(r"^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$")
_NULL_TAG = "tag:yaml.org,2002:null"
_STR_TAG = "tag:yaml.org,2002:str"


class Invalid(Exception):
    """Raised by a dataclass's validate(): a cross-field rule broken; key names the field (dotted: a field's field)."""

    def __init__(self, message: str, key: str | None = None):
        super().__init__(message)
        self.message = message
        self.key = key


def key_path(path: tuple[str | int, ...]) -> str:
    """Return a path such as ('deck', 'size', 1) as 'deck.size[1]'."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls, include_extras=True)  # keeps the Length, Colour and Font markers


def union_kinds(options: list[Any]) -> dict[str, type]:
    """Return a union's dataclasses by the values of their `kind: Literal[...]` field (empty: not such a union)."""
    out: dict[str, type] = {}
    if len(options) < 2:
        return out
    for option in options:
        hint = (
            _hints(option).get("kind")
            if isinstance(option, type) and dataclasses.is_dataclass(option)
            else None
        )
        if hint is None or get_origin(hint) is not Literal:
            return {}
        out.update(dict.fromkeys(get_args(hint), option))
    return out


@cache
def _is_length(tp: Any) -> bool:
    return tp == Length or any(_is_length(a) for a in get_args(tp))


@cache
def _init_fields(cls: type) -> dict[str, dataclasses.Field[Any]]:
    return {f.name: f for f in dataclasses.fields(cls) if f.init}


def _describe(node: yaml.Node) -> str:
    if isinstance(node, yaml.MappingNode):
        return "a mapping"
    if isinstance(node, yaml.SequenceNode):
        return "a list"
    if node.tag == _NULL_TAG:
        return "nothing"
    return excerpt(node.value)


class Builder:
    """Builds one file's objects; counts values so alias bombs stop at a stated limit."""

    def __init__(self, file: str):
        self.file = file
        self.values = 0
        self.spots: dict[str, Location] = {}  # key path -> where its value starts

    def fail(self, node: yaml.Node, path: tuple[Any, ...], message: str) -> LayoutError:
        """Return a LayoutError located at node."""
        return LayoutError(message, node_location(self.file, node), key_path(path))

    def build(self, tp: Any, node: yaml.Node, path: tuple[Any, ...] = ()) -> Any:
        """Return node converted to type tp, or raise a located LayoutError."""
        self.values += 1
        if self.values > MAX_VALUES:
            raise self.fail(
                node, path, f"more than {MAX_VALUES} values once aliases are expanded (an alias bomb?)"
            )
        origin = get_origin(tp)
        hook = getattr(tp, "__from_yaml__", None) if isinstance(tp, type) else None
        if hook is not None:  # a type that reads its own node (the art vocabulary's values and elements)
            return hook(self, node, path)
        if isinstance(tp, type) and dataclasses.is_dataclass(tp):
            return self._dataclass(tp, node, path)
        if origin in (Union, types.UnionType):
            options = [a for a in get_args(tp) if a is not type(None)]
            if isinstance(node, yaml.ScalarNode) and node.tag == _NULL_TAG:
                return None
            kinds = union_kinds(options)
            if kinds:  # dataclasses told apart by their `kind:` (a component's cards or tokens)
                return self.build(self._kind_of(kinds, node, path), node, path)
            return self.build(options[0], node, path)
        if origin is Literal:
            return self._literal(tp, node, path)
        if origin is tuple:
            return self._tuple(tp, node, path)
        if origin is dict:
            return self._dict(tp, node, path)
        return self._scalar(tp, node, path)

    def _scalar_text(self, node: yaml.Node, path: tuple[Any, ...], expected: str) -> str:
        if not isinstance(node, yaml.ScalarNode) or node.tag == _NULL_TAG:
            hint = ""
            if expected == "a colour" and node.tag == _NULL_TAG:
                hint = " (quote hex colours, '#rrggbb': a bare # starts a YAML comment)"
            raise self.fail(node, path, f"expected {expected}, found {_describe(node)}{hint}")
        return str(node.value)

    def _scalar(self, tp: Any, node: yaml.Node, path: tuple[Any, ...]) -> Any:
        if tp == Length:
            text = self._scalar_text(node, path, "a length")
            if text.strip() in ("0", "0.0"):
                return 0.0
            try:
                return parse_length(text)
            except ValueError as exc:
                raise self.fail(node, path, str(exc)) from None
        if tp == Colour:
            try:
                return parse_colour(self._scalar_text(node, path, "a colour"))
            except ValueError as exc:
                raise self.fail(node, path, str(exc)) from None
        if tp == Font:
            try:
                return parse_font(self._scalar_text(node, path, "a font name"))
            except ValueError as exc:
                raise self.fail(node, path, str(exc)) from None
        if tp is bool:
            text = self._scalar_text(node, path, "true or false")
            if node.tag == _STR_TAG or text.lower() not in ("true", "false"):
                raise self.fail(node, path, f"expected true or false, found {excerpt(text)}")
            return text.lower() == "true"
        if tp is int:
            text = self._scalar_text(node, path, "a whole number")
            if node.tag == _STR_TAG or not _INT.match(text):
                raise self.fail(node, path, f"expected a whole number, found {excerpt(text)}")
            self._number_length(text, node, path)
            return int(text)
        if tp is float:
            text = self._scalar_text(node, path, "a number")
            if node.tag == _STR_TAG or not _FLOAT.match(text):
                raise self.fail(node, path, f"expected a number, found {excerpt(text)}")
            self._number_length(text, node, path)
            value = float(text)
            if not math.isfinite(value):
                raise self.fail(node, path, f"expected a finite number, found {excerpt(text)}")
            return value
        if tp is str:
            text = self._scalar_text(node, path, "text")
            if len(text) > MAX_TEXT_CHARS:
                raise self.fail(
                    node,
                    path,
                    f"expected text of at most {MAX_TEXT_CHARS:,} characters; found {excerpt(text)}",
                )
            return text
        raise TypeError(f"schema type {tp!r} is not supported")  # a programming error

    def _number_length(self, text: str, node: yaml.Node, path: tuple[Any, ...]) -> None:
        try:
            check_number_text(text)
        except ValueError as exc:
            raise self.fail(node, path, str(exc)) from None

    def _literal(self, tp: Any, node: yaml.Node, path: tuple[Any, ...]) -> Any:
        choices = get_args(tp)
        text = self._scalar_text(node, path, "one of " + ", ".join(map(str, choices)))
        for choice in choices:
            if str(choice) == text:
                return choice
        raise self.fail(node, path, f"expected one of {', '.join(map(str, choices))}; found {excerpt(text)}")

    def _tuple(self, tp: Any, node: yaml.Node, path: tuple[Any, ...]) -> tuple[Any, ...]:
        if not isinstance(node, yaml.SequenceNode):
            raise self.fail(node, path, f"expected a list, found {_describe(node)}")
        args = get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(self.build(args[0], item, path + (i,)) for i, item in enumerate(node.value))
        if len(node.value) != len(args):
            raise self.fail(node, path, f"expected a list of {len(args)} items, found {len(node.value)}")
        return tuple(self.build(a, item, path + (i,)) for i, (a, item) in enumerate(zip(args, node.value)))

    def _dict(self, tp: Any, node: yaml.Node, path: tuple[Any, ...]) -> dict[str, Any]:
        if not isinstance(node, yaml.MappingNode):
            raise self.fail(node, path, f"expected a mapping, found {_describe(node)}")
        key_type, value_type = get_args(tp)
        out: dict[str, Any] = {}
        for key_node, value_node in node.value:
            key = self.build(key_type, key_node, path)
            if key in out:
                raise self.fail(key_node, path + (key,), "duplicate key")
            out[key] = self.build(value_type, value_node, path + (key,))
        return out

    def _kind_of(self, kinds: dict[str, type], node: yaml.Node, path: tuple[Any, ...]) -> type:
        """Return the option a mapping's `kind:` names (a located error for a missing or unknown kind)."""
        expected = f"expected kind: one of {', '.join(kinds)}"
        if not isinstance(node, yaml.MappingNode):
            raise self.fail(node, path, f"expected a mapping, found {_describe(node)}")
        for key_node, value_node in node.value:
            if isinstance(key_node, yaml.ScalarNode) and key_node.value == "kind":
                kind = value_node.value if isinstance(value_node, yaml.ScalarNode) else None
                if kind in kinds:
                    return kinds[str(kind)]
                close = difflib.get_close_matches(str(kind)[:40], list(kinds), n=1)
                hint = f"; did you mean {close[0]!r}?" if close else ""
                raise self.fail(value_node, path + ("kind",), f"{expected}{hint}")
        raise self.fail(node, path, f"missing required key 'kind' ({expected})")

    def _dataclass(self, cls: type, node: yaml.Node, path: tuple[Any, ...]) -> Any:
        if not isinstance(node, yaml.MappingNode):
            raise self.fail(node, path, f"expected a mapping, found {_describe(node)}")
        fields = _init_fields(cls)
        hints = _hints(cls)
        at = key_path(path)  # each key's path is this and the key
        values: dict[str, Any] = {}
        nodes: dict[str, yaml.Node] = {}
        for key_node, value_node in node.value:
            key = key_node.value if isinstance(key_node, yaml.ScalarNode) else None
            if key not in fields:
                close = difflib.get_close_matches(str(key)[:100], list(fields), n=1)
                hint = f"; did you mean {close[0]!r}?" if close else f"; expected one of: {', '.join(fields)}"
                shown = str(key) if len(str(key)) <= 40 else str(key)[:40] + "..."
                raise self.fail(key_node, path + (shown,), f"unknown key{hint}")
            if key in values:
                raise self.fail(key_node, path + (key,), "duplicate key")
            field = fields[key]
            self.spots[f"{at}.{key}" if at else key] = node_location(self.file, value_node)
            value = self.build(hints[key], value_node, path + (key,))
            self._check_limits(
                field, value, value_node, path + (key,), " mm" if _is_length(hints[key]) else ""
            )
            values[key] = value
            nodes[key] = value_node
        for name, field in fields.items():
            if (
                name not in values
                and field.default is dataclasses.MISSING
                and field.default_factory is dataclasses.MISSING
            ):
                raise self.fail(node, path, f"missing required key {name!r}")
        obj = cls(**values)
        validate = getattr(obj, "validate", None)
        if validate is not None:
            try:
                validate()
            except Invalid as exc:
                parts = tuple(exc.key.split(".")) if exc.key else ()
                spot = self.spots.get(key_path(path + parts))
                if spot is not None:  # a key inside a field (nest.spaces): where that was written
                    raise LayoutError(exc.message, spot, key_path(path + parts)) from None
                where = nodes.get(parts[0] if parts else "", node)
                raise self.fail(where, path + parts, exc.message) from None
        return obj

    def _check_limits(
        self,
        field: dataclasses.Field[Any],
        value: Any,
        node: yaml.Node,
        path: tuple[Any, ...],
        unit: str = "",
    ) -> None:
        meta = field.metadata
        if not meta:
            return
        if isinstance(value, (tuple, dict)):
            size = len(value)
            if "min_items" in meta and size < meta["min_items"]:
                raise self.fail(node, path, f"expected at least {meta['min_items']} items, found {size}")
            if "max_items" in meta and size > meta["max_items"]:
                raise self.fail(node, path, f"expected at most {meta['max_items']} items, found {size}")
            items = value.values() if isinstance(value, dict) else value
        else:
            items = (value,)
        for item in items:
            if not isinstance(item, (int, float)) or isinstance(item, bool):
                continue
            if "gt" in meta and not item > meta["gt"]:
                raise self.fail(
                    node, path, f"expected a value greater than {meta['gt']}{unit}, found {item:g}{unit}"
                )
            if "min" in meta and item < meta["min"]:
                raise self.fail(node, path, f"expected at least {meta['min']}{unit}, found {item:g}{unit}")
            if "max" in meta and item > meta["max"]:
                raise self.fail(node, path, f"expected at most {meta['max']}{unit}, found {item:g}{unit}")
